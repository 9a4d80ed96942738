import { accessState, type Access, type AccessGroupsResponse, type AccessState } from '@store/contract/access';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Badge, type BadgeTone } from '../../components/Badge.tsx';
import { RowCheckbox, type Column } from '../../components/DataTable.tsx';
import { RecordLink } from '../../components/RecordLink.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { cardCell, cards } from '../../components/tableCards.ts';
import { formatDate } from '../../lib/dates.ts';
import type { RecordDialogs } from '../../lib/useRecordDialogs.ts';
import type { RecordRoute } from '../../lib/useRecordRoute.ts';
import type { Selection } from '../../lib/useSelection.ts';

const EMPTY = 'No access records found';

/**
 * A grant's columns, the admin arranges them (decision 0064); fixed widths, so the tables of all
 * groups line up.
 */
export function accessColumns(route: RecordRoute, dialogs: RecordDialogs<Access>): Column<Access>[] {
  const name = (record: Access) => `${record.product.name} access of ${record.user.name}`;
  return [
    {
      key: 'product',
      header: 'Product',
      card: 'title',
      className: 'w-2/5 font-medium',
      cell: (record) => (
        <RecordLink route={route} recordKey={record.id}>
          {record.product.name}
        </RecordLink>
      ),
    },
    { key: 'status', header: 'Status', className: 'w-28', cell: (record) => <StateBadge record={record} /> },
    { key: 'expires_at', header: 'Expires', className: 'w-36 text-slate-800', cell: expiryText },
    { key: 'granted_at', header: 'Granted', className: 'w-36 text-slate-800', cell: (r) => formatDate(r.granted_at) },
    {
      header: 'Actions',
      card: 'actions',
      className: 'w-36 text-right',
      cell: (record) => (
        <RowActions
          view={{ label: `View ${name(record)}`, onClick: () => route.open(record.id) }}
          edit={{ label: `Edit ${name(record)}`, onClick: () => dialogs.openEdit(record) }}
          remove={{ label: `Revoke ${name(record)}`, onClick: () => dialogs.openDelete(record) }}
        />
      ),
    },
  ];
}

/** Hidden on wide screens by the admin's choice; a phone's card still shows it. */
const wide = (c: Column<Access>) => (c.wideHidden ? 'sm:hidden' : '');

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
  /** The columns as the admin arranged them (accessColumns through useListColumns). */
  columns: Column<Access>[];
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
                {rows.columns.map((c) => (
                  <th
                    key={c.key ?? c.header}
                    role="columnheader"
                    scope="col"
                    className={`px-4 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase ${c.className ?? ''} ${wide(c)}`}
                  >
                    {c.header}
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

function GrantRow({ record, userName, selection, columns }: { record: Access; userName: string } & RowContext) {
  return (
    <tr role="row" className={`hover:bg-slate-50 ${cards.row} ${cards.rowTicked}`}>
      <td role="cell" className={`px-4 py-2 ${cards.tick}`}>
        <RowCheckbox
          selection={selection}
          record={record}
          label={`Select ${record.product.name} access of ${userName}`}
        />
      </td>
      {columns.map((c) => (
        <td
          key={c.key ?? c.header}
          role="cell"
          data-label={c.header}
          className={`px-4 py-2 ${c.className ?? ''} ${cardCell(c.card)} ${wide(c)}`}
        >
          {c.cell(record)}
        </td>
      ))}
    </tr>
  );
}
