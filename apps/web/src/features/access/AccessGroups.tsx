import { accessState, type Access, type AccessGroupsResponse, type AccessState } from '@store/contract/access';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Badge, type BadgeTone } from '../../components/Badge.tsx';
import { RowCheckbox } from '../../components/DataTable.tsx';
import { RecordLink } from '../../components/RecordLink.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { cards } from '../../components/tableCards.ts';
import { formatDate } from '../../lib/dates.ts';
import type { RecordDialogs } from '../../lib/useRecordDialogs.ts';
import type { RecordRoute } from '../../lib/useRecordRoute.ts';
import type { Selection } from '../../lib/useSelection.ts';

const EMPTY = 'No access records found';

/** Fixed widths, so the tables of all groups line up. */
const COLUMNS = [
  ['Product', 'w-2/5'],
  ['Status', 'w-28'],
  ['Expires', 'w-36'],
  ['Granted', 'w-36'],
  ['Actions', 'w-36'],
] as const;

const STATE_TONES: Record<AccessState, BadgeTone> = {
  Active: 'green',
  Expired: 'amber',
  Inactive: 'slate',
};

export function StateBadge({ record }: { record: Access }) {
  const state = accessState(record);
  return <Badge tone={STATE_TONES[state]}>{state}</Badge>;
}

/** spec 001 §4: no expiry means Lifetime. */
export const expiryText = (record: Access) => (record.expires_at ? formatDate(record.expires_at) : 'Lifetime');

type Group = AccessGroupsResponse['groups'][number];

/** What a group's rows need besides their grant. */
interface RowContext {
  selection: Selection;
  route: RecordRoute;
  dialogs: RecordDialogs<Access>;
}

/**
 * spec 001 §2 "User Access": the page's grants grouped by user, each group a button that opens or
 * closes its table of grants (product, status, expiry, granted, actions); 'No access records
 * found' without any.
 */
export function AccessGroups({
  loading,
  groups,
  total,
  isOpen,
  toggle,
  ...rows
}: {
  loading: boolean;
  groups: Group[];
  /** The users with grants in the view (every page). */
  total: number;
  isOpen: (userId: number) => boolean;
  toggle: (userId: number) => void;
} & RowContext) {
  if (loading) return <Spinner label="Loading access records..." />;
  if (groups.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 bg-white px-4 py-10 text-center text-slate-600 shadow-sm">
        {EMPTY}
      </p>
    );
  }
  return (
    <>
      <p className="mb-2 text-sm text-slate-600">
        {total === 1 ? '1 user with access' : `${total.toLocaleString('en-US')} users with access`}
      </p>
      <ul className="space-y-4" aria-label="Access records by user">
        {groups.map((group) => (
          <AccessGroup
            key={group.user.id}
            group={group}
            open={isOpen(group.user.id)}
            onToggle={() => toggle(group.user.id)}
            {...rows}
          />
        ))}
      </ul>
    </>
  );
}

function AccessGroup({
  group,
  open,
  onToggle,
  ...rows
}: { group: Group; open: boolean; onToggle: () => void } & RowContext) {
  const active = group.grants.filter((r) => accessState(r) === 'Active').length;
  const panelId = `access-user-${group.user.id}`;
  const Chevron = open ? ChevronDown : ChevronRight;
  return (
    <li className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center gap-3 rounded-lg px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <Chevron aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-slate-900">{group.user.name}</span>
            <span className="block truncate text-sm text-slate-600">{group.user.email}</span>
          </span>
          <span className="shrink-0 rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-700">
            {group.grants.length === 1 ? '1 product' : `${group.grants.length} products`}
          </span>
          <span className="hidden shrink-0 text-xs text-slate-600 sm:inline">{`${active} active`}</span>
        </button>
      </h2>
      {open ? (
        <div id={panelId} className={`border-t border-slate-200 ${cards.box}`}>
          <table role="table" className={`min-w-full table-fixed divide-y divide-slate-200 text-sm ${cards.table}`}>
            <caption className="sr-only">{`Access of ${group.user.name}`}</caption>
            <thead role="rowgroup" className={`bg-slate-50 ${cards.headHidden}`}>
              <tr role="row">
                <th role="columnheader" scope="col" className="w-10 px-4 py-2">
                  <span className="sr-only">Select</span>
                </th>
                {COLUMNS.map(([h, width]) => (
                  <th
                    key={h}
                    role="columnheader"
                    scope="col"
                    className={`px-4 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase ${width} ${h === 'Actions' ? 'text-right' : ''}`}
                  >
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup" className={`divide-y divide-slate-100 ${cards.body}`}>
              {group.grants.map((record) => (
                <GrantRow key={record.id} record={record} userName={group.user.name} {...rows} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </li>
  );
}

function GrantRow({ record, userName, selection, route, dialogs }: { record: Access; userName: string } & RowContext) {
  const name = `${record.product.name} access of ${userName}`;
  return (
    <tr role="row" className={`hover:bg-slate-50 ${cards.row} ${cards.rowTicked}`}>
      <td role="cell" className={`px-4 py-2 ${cards.tick}`}>
        <RowCheckbox selection={selection} record={record} label={`Select ${name}`} />
      </td>
      <td role="cell" className={`px-4 py-2 font-medium ${cards.title}`}>
        <RecordLink route={route} recordKey={record.id}>
          {record.product.name}
        </RecordLink>
      </td>
      <td role="cell" data-label="Status" className={`px-4 py-2 ${cards.field}`}>
        <StateBadge record={record} />
      </td>
      <td role="cell" data-label="Expires" className={`px-4 py-2 text-slate-800 ${cards.field}`}>
        {expiryText(record)}
      </td>
      <td role="cell" data-label="Granted" className={`px-4 py-2 text-slate-800 ${cards.field}`}>
        {formatDate(record.granted_at)}
      </td>
      <td role="cell" className={`px-4 py-2 ${cards.actions}`}>
        <RowActions
          view={{ label: `View ${name}`, onClick: () => route.open(record.id) }}
          edit={{ label: `Edit ${name}`, onClick: () => dialogs.openEdit(record) }}
          remove={{ label: `Revoke ${name}`, onClick: () => dialogs.openDelete(record) }}
        />
      </td>
    </tr>
  );
}
