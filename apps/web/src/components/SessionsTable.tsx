import type { AdminSession } from '@store/contract/sessions';
import { Monitor, Smartphone } from 'lucide-react';
import { DATE_TIME_PATTERN, formatDate } from '../lib/dates.ts';
import { buttonClass } from './buttonClass.ts';
import { DataTable, type Column } from './DataTable.tsx';

/** A phone for the phone systems, a screen for the rest. */
function DeviceIcon({ browser }: { browser: string }) {
  const Icon = / on (iOS|Android)$/.test(browser) ? Smartphone : Monitor;
  return <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />;
}

/** The badge of the session the panel itself is signed in with. */
export function ThisDeviceBadge() {
  return (
    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-emerald-800">
      This device
    </span>
  );
}

/**
 * Signed-in sessions (decision 0026): browser and address, when signed in and last used. On a
 * phone the address and dates move under the browser, so the table needs no sideways scrolling. `onEnd` adds
 * an "End" button to every session but this device's.
 */
export function SessionsTable({
  caption,
  sessions,
  emptyText,
  onEnd,
}: {
  caption: string;
  sessions: AdminSession[];
  emptyText: string;
  onEnd?: (session: AdminSession) => void;
}) {
  const columns: Column<AdminSession>[] = [
    {
      header: 'Browser',
      cell: (s) => (
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <DeviceIcon browser={s.browser} />
            <span className="font-medium text-slate-900">{s.browser}</span>
            {s.current ? <ThisDeviceBadge /> : null}
          </div>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-600 sm:hidden">
            <dt>IP address</dt>
            <dd>{s.ip ?? 'Unknown address'}</dd>
            <dt>Signed in</dt>
            <dd>{formatDate(s.signed_in_at, DATE_TIME_PATTERN)}</dd>
            <dt>Last used</dt>
            <dd>{formatDate(s.last_used_at, DATE_TIME_PATTERN)}</dd>
          </dl>
        </div>
      ),
    },
    {
      header: 'IP address',
      cell: (s) => s.ip ?? 'Unknown address',
      className: 'hidden whitespace-nowrap sm:table-cell',
    },
    {
      header: 'Signed in',
      cell: (s) => formatDate(s.signed_in_at, DATE_TIME_PATTERN),
      className: 'hidden whitespace-nowrap sm:table-cell',
    },
    {
      header: 'Last used',
      cell: (s) => formatDate(s.last_used_at, DATE_TIME_PATTERN),
      className: 'hidden whitespace-nowrap sm:table-cell',
    },
  ];
  if (onEnd) {
    columns.push({
      header: 'Actions',
      className: 'text-right',
      cell: (s) =>
        s.current ? null : (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            aria-label={`End session: ${s.browser}, ${s.ip ?? 'unknown address'}`}
            onClick={() => onEnd(s)}
          >
            End
          </button>
        ),
    });
  }
  return <DataTable caption={caption} columns={columns} rows={sessions} rowKey={(s) => s.id} emptyText={emptyText} />;
}
