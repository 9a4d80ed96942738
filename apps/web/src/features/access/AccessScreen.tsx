import {
  ACCESS_MESSAGES,
  ACCESS_PATHS,
  accessState,
  type Access,
  type AccessState,
  AccessBulkBodySchema,
} from '@store/contract/access';
import { ChevronDown, ChevronRight, Plus } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { queryKeys } from '../../api/queryKeys.ts';
import { readAllMatching } from '../../api/records.ts';
import { useRefresh } from '../../api/refresh.ts';
import { buttonClass } from '../../components/buttonClass.ts';
import { BulkActions } from '../../components/BulkActions.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageCheckbox, RowCheckbox } from '../../components/DataTable.tsx';
import { DetailsList } from '../../components/DetailsList.tsx';
import { DetailsModal } from '../../components/DetailsModal.tsx';
import { ExportButton } from '../../components/ExportButton.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { RecordLink } from '../../components/RecordLink.tsx';
import { RoutedRecord } from '../../components/RoutedRecord.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { SearchInput } from '../../components/SearchInput.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { cards } from '../../components/tableCards.ts';
import { formatDate } from '../../lib/dates.ts';
import { useListView } from '../../lib/useListView.ts';
import { useRecordRoute } from '../../lib/useRecordRoute.ts';
import { useSelection } from '../../lib/useSelection.ts';
import { EditAccessModal, GrantAccessModal } from './AccessFormModal.tsx';
import { useAccessGroups, useRevokeAccess } from './useAccess.ts';

const EMPTY = 'No access records found';
/** Up to this many groups (a small store, or a search) start expanded; more start collapsed. */
const AUTO_EXPAND_GROUPS = 10;

/** Fixed widths, so the tables of all groups line up. */
const COLUMNS = [
  ['Product', 'w-2/5'],
  ['Status', 'w-28'],
  ['Expires', 'w-36'],
  ['Granted', 'w-36'],
  ['Actions', 'w-36'],
] as const;

const STATE_CLASSES: Record<AccessState, string> = {
  Active: 'bg-green-100 text-green-800',
  Expired: 'bg-amber-100 text-amber-900',
  Inactive: 'bg-slate-200 text-slate-700',
};

function StateBadge({ record }: { record: Access }) {
  const state = accessState(record);
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${STATE_CLASSES[state]}`}>{state}</span>
  );
}

/** spec 001 §4: no expiry means Lifetime. */
const expiryText = (record: Access) => (record.expires_at ? formatDate(record.expires_at) : 'Lifetime');

/**
 * spec 001 §2 "User Access": grants grouped by user, each group collapsible; search by user. The
 * groups are paged on the server (20 a page, newest grant first: decision 0036); the view (search,
 * page) is in the address, and `/access/{id}` is a grant's details.
 */
export function AccessScreen() {
  const view = useListView();
  const { search } = view;
  const route = useRecordRoute('/access');
  const list = useAccessGroups(view.page, search);
  const revoke = useRevokeAccess();
  // What the admin opened or closed by hand; other groups follow AUTO_EXPAND_GROUPS.
  const [toggled, setToggled] = useState<ReadonlyMap<number, boolean>>(() => new Map());
  const [granting, setGranting] = useState(false);
  const [editing, setEditing] = useState<Access | null>(null);
  const [revoking, setRevoking] = useState<Access | null>(null);

  // spec 001 §8: list load failures are only logged; the list then reads 'No … found'.
  useEffect(() => {
    if (list.error) console.error('Failed to load access records', list.error);
  }, [list.error]);

  const groups = list.data?.groups ?? [];
  const total = list.data?.pagination.total ?? 0;
  const pages = Math.max(1, list.data?.pagination.pages ?? 1);
  const shownGrants = groups.flatMap((g) => g.grants);
  // A page emptied by revokes (or a stale link) shows the last page there is.
  const { change } = view;
  useEffect(() => {
    if (list.data && groups.length === 0 && view.page > pages) change({ page: pages }, { replace: true });
  }, [list.data, groups.length, view.page, pages, change]);
  const selection = useSelection();
  const refreshBulk = useRefresh(queryKeys.access.all, queryKeys.analytics.all);

  const isOpen = (userId: number) => toggled.get(userId) ?? total <= AUTO_EXPAND_GROUPS;
  const toggle = (userId: number) => setToggled((current) => new Map(current).set(userId, !isOpen(userId)));
  const setAll = (open: boolean) =>
    setToggled((current) => {
      const next = new Map(current);
      for (const g of groups) next.set(g.user.id, open);
      return next;
    });

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync({ key: revoking.id, revision: revoking.revision });
    } catch (err) {
      // spec 001 §8: delete failures are only logged.
      console.error('Failed to revoke access', err);
    }
  };

  return (
    <div>
      <PageHeader
        title="User Access"
        description="Product access granted to users."
        actions={
          <>
            <ExportButton resource="access" query={{ search }} />
            <button type="button" className={buttonClass('primary')} onClick={() => setGranting(true)}>
              <Plus aria-hidden="true" className="size-4" />
              Grant Access
            </button>
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <SearchInput label="Search by user name or email" value={search} onSearch={view.onSearch} delayMs={150} />
        {groups.length > 0 ? (
          <div className="flex gap-2">
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setAll(true)}>
              Expand all
            </button>
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setAll(false)}>
              Collapse all
            </button>
          </div>
        ) : null}
      </div>

      {shownGrants.length > 0 ? (
        <div className="mb-3 flex items-center gap-2 px-1 text-sm text-slate-700">
          <PageCheckbox selection={selection} rows={shownGrants} />
          <span aria-hidden="true">Select all on this page</span>
        </div>
      ) : null}
      <BulkActions
        selection={selection}
        total={list.data?.grants_total ?? 0}
        pageRows={shownGrants.length}
        noun={{ one: 'grant', many: 'grants' }}
        path={ACCESS_PATHS.bulk}
        schema={AccessBulkBodySchema}
        actions={[
          {
            action: 'revoke',
            label: 'Revoke',
            tone: 'danger',
            confirm: (count) => `Revoke ${count}? The customers lose the downloads at once.`,
            done: () => 'revoked',
          },
          {
            action: 'reactivate',
            label: 'Re-activate',
            confirm: (count) => `Re-activate ${count}?`,
            done: () => 're-activated',
          },
        ]}
        matching={() => readAllMatching(ACCESS_PATHS.list, 'access', { search })}
        onDone={() => void refreshBulk()}
      />

      {list.isPending ? (
        <Spinner label="Loading access records..." />
      ) : groups.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-10 text-center text-slate-600 shadow-sm">
          {EMPTY}
        </p>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-600">
            {total === 1 ? '1 user with access' : `${total.toLocaleString('en-US')} users with access`}
          </p>
          <ul className="space-y-4" aria-label="Access records by user">
            {groups.map((group) => {
              const open = isOpen(group.user.id);
              const active = group.grants.filter((r) => accessState(r) === 'Active').length;
              const panelId = `access-user-${group.user.id}`;
              return (
                <li key={group.user.id} className="rounded-lg border border-slate-200 bg-white shadow-sm">
                  <h2>
                    <button
                      type="button"
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => toggle(group.user.id)}
                      className="flex w-full items-center gap-3 rounded-lg px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                    >
                      {open ? (
                        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                      ) : (
                        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                      )}
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
                      <table
                        role="table"
                        className={`min-w-full table-fixed divide-y divide-slate-200 text-sm ${cards.table}`}
                      >
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
                            <tr
                              key={record.id}
                              role="row"
                              className={`hover:bg-slate-50 ${cards.row} ${cards.rowTicked}`}
                            >
                              <td role="cell" className={`px-4 py-2 ${cards.tick}`}>
                                <RowCheckbox
                                  selection={selection}
                                  record={record}
                                  label={`Select ${record.product.name} access of ${group.user.name}`}
                                />
                              </td>
                              <td role="cell" className={`px-4 py-2 font-medium ${cards.title}`}>
                                <RecordLink route={route} recordKey={record.id}>
                                  {record.product.name}
                                </RecordLink>
                              </td>
                              <td role="cell" data-label="Status" className={`px-4 py-2 ${cards.field}`}>
                                <StateBadge record={record} />
                              </td>
                              <td
                                role="cell"
                                data-label="Expires"
                                className={`px-4 py-2 text-slate-800 ${cards.field}`}
                              >
                                {expiryText(record)}
                              </td>
                              <td
                                role="cell"
                                data-label="Granted"
                                className={`px-4 py-2 text-slate-800 ${cards.field}`}
                              >
                                {formatDate(record.granted_at)}
                              </td>
                              <td role="cell" className={`px-4 py-2 ${cards.actions}`}>
                                <RowActions
                                  view={{
                                    label: `View ${record.product.name} access of ${group.user.name}`,
                                    onClick: () => route.open(record.id),
                                  }}
                                  edit={{
                                    label: `Edit ${record.product.name} access of ${group.user.name}`,
                                    onClick: () => setEditing(record),
                                  }}
                                  remove={{
                                    label: `Revoke ${record.product.name} access of ${group.user.name}`,
                                    onClick: () => setRevoking(record),
                                  }}
                                />
                              </td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <Pagination page={Math.min(view.page, pages)} pages={pages} total={total} onPageChange={view.setPage} />
        </>
      )}

      {granting ? <GrantAccessModal onClose={() => setGranting(false)} /> : null}
      {editing ? <EditAccessModal record={editing} onClose={() => setEditing(null)} /> : null}
      <RoutedRecord
        route={route}
        path={ACCESS_PATHS.item}
        keys={queryKeys.access}
        rows={shownGrants}
        rowKey={(r) => r.id}
        title="Access Details"
        notFound={ACCESS_MESSAGES.notFound}
      >
        {(record, close) => <AccessDetailsModal record={record} onClose={close} />}
      </RoutedRecord>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(o) => (o ? undefined : setRevoking(null))}
        title="Revoke Access"
        message={
          revoking ? `Are you sure you want to revoke ${revoking.user.name}'s access to ${revoking.product.name}?` : ''
        }
        confirmLabel="Revoke"
        tone="danger"
        onConfirm={confirmRevoke}
      />
    </div>
  );
}

function AccessDetailsModal({ record, onClose }: { record: Access | null; onClose: () => void }) {
  const rows: [string, ReactNode][] = record
    ? [
        ['User', record.user.name],
        ['Email', record.user.email],
        ['Product', record.product.name],
        ['Status', <StateBadge key="state" record={record} />],
        ['Expires', expiryText(record)],
        ['Granted', formatDate(record.granted_at)],
        ['Created', formatDate(record.created_at)],
        ['Last Updated', formatDate(record.updated_at)],
      ]
    : [];
  return (
    <DetailsModal open={record !== null} onClose={onClose} title="Access Details">
      <DetailsList rows={rows} wrap="none" />
    </DetailsModal>
  );
}
