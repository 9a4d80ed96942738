import type { AdminSession } from '@store/contract/sessions';
import { Monitor, Smartphone } from 'lucide-react';
import { DATE_TIME_PATTERN, formatDate } from '../lib/dates.ts';
import { Badge } from './Badge.tsx';
import { buttonClass } from './buttonClass.ts';
import { DataTable, type Column } from './DataTable.tsx';

/** A phone for the phone systems, a screen for the rest. */
function DeviceIcon({ browser }: { browser: string }) {
  const Icon = / on (iOS|Android)$/.test(browser) ? Smartphone : Monitor;
  return <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />;
}

/** The badge of the session the panel itself is signed in with. */
export function ThisDeviceBadge() {
  return <Badge tone="emerald">This device</Badge>;
}

/**
 * Signed-in sessions (decision 0026): browser and address, when signed in and last used; on a
 * phone each session is a card (decision 0031). `onEnd` adds an "End" button to every session but
 * this device's.
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
      card: 'title',
      cell: (s) => (
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <DeviceIcon browser={s.browser} />
            <span className="font-medium text-slate-900">{s.browser}</span>
            {s.current ? <ThisDeviceBadge /> : null}
          </div>
        </div>
      ),
    },
    {
      header: 'IP address',
      cell: (s) => s.ip ?? 'Unknown address',
      className: 'sm:whitespace-nowrap',
    },
    {
      header: 'Signed in',
      cell: (s) => formatDate(s.signed_in_at, DATE_TIME_PATTERN),
      className: 'sm:whitespace-nowrap',
    },
    {
      header: 'Last used',
      cell: (s) => formatDate(s.last_used_at, DATE_TIME_PATTERN),
      className: 'sm:whitespace-nowrap',
    },
  ];
  if (onEnd) {
    columns.push({
      header: 'Actions',
      className: 'text-right',
      card: 'actions',
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
