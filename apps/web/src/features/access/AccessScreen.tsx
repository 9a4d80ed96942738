import {
  ACCESS_MESSAGES,
  ACCESS_STATE_FILTERS,
  ACCESS_PATHS,
  AccessBulkBodySchema,
  type Access,
  type AccessBulkBody,
  type AccessExpiryFilter,
  type AccessStateFilter,
} from '@store/contract/access';
import { useEffect, useState } from 'react';
import { queryKeys } from '../../api/queryKeys.ts';
import { readAllMatching } from '../../api/records.ts';
import { useRefresh } from '../../api/refresh.ts';
import { buttonClass } from '../../components/buttonClass.ts';
import { BulkActions, type BulkAction } from '../../components/BulkActions.tsx';
import { PageCheckbox } from '../../components/DataTable.tsx';
import { DetailsList, type DetailsRow } from '../../components/DetailsList.tsx';
import { DetailsModal } from '../../components/DetailsModal.tsx';
import { ExportButton } from '../../components/ExportButton.tsx';
import { FilterSelect } from '../../components/FilterSelect.tsx';
import { ListScreen } from '../../components/ListScreen.tsx';
import { formatDate } from '../../lib/dates.ts';
import { useListColumns } from '../../lib/useListColumns.tsx';
import { useListView } from '../../lib/useListView.ts';
import { useRecordDialogs } from '../../lib/useRecordDialogs.ts';
import { useRecordRoute } from '../../lib/useRecordRoute.ts';
import { useSelection } from '../../lib/useSelection.ts';
import { accessColumns, AccessGroups, expiryText, StateBadge } from './AccessGroups.tsx';
import { EditAccessModal, GrantAccessModal } from './AccessFormModal.tsx';
import { useAccessGroups, useRevokeAccess, type GrantFilters } from './useAccess.ts';
import { productSearch, withValue } from '../../api/pickers.ts';
import { SearchableSelectField } from '../../components/SearchableSelectField.tsx';

/** The grants' bulk actions (ACCESS_BULK_ACTIONS in the contract). */
const BULK_ACTIONS: BulkAction<AccessBulkBody>[] = [
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
];
type ExpiryFilter = { expiry?: AccessExpiryFilter; within_days?: string };

/** The filters in the address (`/access?expiry=expiring-7&product=3&state=active`). */
const ACCESS_FILTERS = ['expiry', 'product', 'state'] as const;
const STATE_LABELS: Record<AccessStateFilter, string> = { active: 'Active', inactive: 'Inactive', expired: 'Expired' };
/** The view's grant filters as the API takes them; a value the screen does not know is no filter. */
function grantFilters(values: Record<(typeof ACCESS_FILTERS)[number], string>): GrantFilters {
  const state = ACCESS_STATE_FILTERS.find((s) => s === values.state);
  return {
    ...expiryQuery(values.expiry),
    ...(/^\d+$/.test(values.product) ? { product: values.product } : {}),
    ...(state ? { state } : {}),
  };
}
const EXPIRY_VIEWS = ['expiring-7', 'expiring-30', 'expired'] as const;
type ExpiryView = (typeof EXPIRY_VIEWS)[number];
const EXPIRY_LABELS: Record<ExpiryView, string> = {
  'expiring-7': 'Expiring within 7 days',
  'expiring-30': 'Expiring within 30 days',
  expired: 'Expired',
};
function expiryQuery(view: string): ExpiryFilter {
  if (view === 'expired') return { expiry: 'expired' };
  if (view === 'expiring-7') return { expiry: 'expiring', within_days: '7' };
  if (view === 'expiring-30') return { expiry: 'expiring', within_days: '30' };
  return {};
}

/** Up to this many groups (a small store, or a search) start expanded; more start collapsed. */
const AUTO_EXPAND_GROUPS = 10;

/**
 * spec 001 §2 "User Access": grants grouped by user, each group collapsible; search by user. The
 * groups are paged on the server (20 a page, newest grant first: decision 0036); the view (search,
 * page) is in the address, and `/access/{id}` is a grant's details.
 */
export function AccessScreen() {
  const view = useListView({ filters: ACCESS_FILTERS });
  const { search, change } = view;
  const filters = grantFilters(view.filters);
  const route = useRecordRoute('/access');
  const list = useAccessGroups(view.page, search, filters);
  const revoke = useRevokeAccess();
  const dialogs = useRecordDialogs<Access>({
    remove: (r) => revoke.mutateAsync({ key: r.id, revision: r.revision }),
    deleteFailed: { log: 'Failed to revoke access' }, // spec 001 §8: only logged
  });
  // What the admin opened or closed by hand; other groups follow AUTO_EXPAND_GROUPS.
  const [toggled, setToggled] = useState<ReadonlyMap<number, boolean>>(() => new Map());
  const selection = useSelection();
  const refreshBulk = useRefresh(queryKeys.access.all, queryKeys.analytics.all);
  const { columns, picker } = useListColumns('access', accessColumns(route, dialogs), 'Access');

  const groups = list.data?.groups ?? [];
  const total = list.data?.pagination.total ?? 0;
  const pages = Math.max(1, list.data?.pagination.pages ?? 1);
  const shownGrants = groups.flatMap((g) => g.grants);
  // A page emptied by revokes (or a stale link) shows the last page there is.
  useEffect(() => {
    if (list.data && groups.length === 0 && view.page > pages) change({ page: pages }, { replace: true });
  }, [list.data, groups.length, view.page, pages, change]);

  const isOpen = (userId: number) => toggled.get(userId) ?? total <= AUTO_EXPAND_GROUPS;
  const toggle = (userId: number) => setToggled((current) => new Map(current).set(userId, !isOpen(userId)));
  const setAll = (open: boolean) =>
    setToggled((current) => new Map([...current, ...groups.map((g) => [g.user.id, open] as const)]));

  return (
    <ListScreen
      views="access"
      title="User Access"
      description="Product access granted to users."
      view={view}
      actions={<ExportButton resource="access" query={{ search, ...filters }} />}
      createLabel="Grant Access"
      search={{ label: 'Search by user name or email', delayMs: 150 }}
      filters={
        <>
          <FilterSelect
            label="Expiry"
            className="w-full sm:w-56"
            value={filters.expiry ? view.filters.expiry : ''}
            onChange={(next) => view.setFilter('expiry', next)}
            allLabel="Any expiry"
            options={EXPIRY_VIEWS}
            labels={EXPIRY_LABELS}
          />
          <FilterSelect
            label="State"
            className="w-full sm:w-40"
            value={filters.state ?? ''}
            onChange={(next) => view.setFilter('state', next)}
            allLabel="Any state"
            options={ACCESS_STATE_FILTERS}
            labels={STATE_LABELS}
          />
          <div className="w-full sm:w-64">
            <SearchableSelectField
              label="Product"
              placeholder="Any product"
              filterLabel="Search products"
              filterPlaceholder="Type a product name..."
              options={withValue([], filters.product ?? '', 'Product')}
              value={filters.product ?? ''}
              onChange={(product) => view.setFilter('product', product)}
              search={productSearch}
            />
          </div>
          {groups.length > 0 || picker ? (
            <div className="ml-auto flex gap-2 self-center">
              {picker}
              {groups.length > 0 ? (
                <>
                  <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setAll(true)}>
                    Expand all
                  </button>
                  <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setAll(false)}>
                    Collapse all
                  </button>
                </>
              ) : null}
            </div>
          ) : null}
        </>
      }
      notices={
        <>
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
            actions={BULK_ACTIONS}
            matching={() => readAllMatching(ACCESS_PATHS.list, 'access', { search, ...filters })}
            onDone={() => void refreshBulk()}
          />
        </>
      }
      rows={shownGrants}
      rowKey={(r) => r.id}
      loading={list.isPending}
      pagination={groups.length > 0 ? { page: Math.min(view.page, pages), pages, total } : null}
      record={{
        route,
        path: ACCESS_PATHS.item,
        keys: queryKeys.access,
      }}
      details={{
        title: 'Access Details',
        notFound: ACCESS_MESSAGES.notFound,
        render: (record, close) => <AccessDetailsModal record={record} onClose={close} />,
      }}
      dialogs={dialogs}
      form={(record, close) =>
        record ? <EditAccessModal record={record} onClose={close} /> : <GrantAccessModal onClose={close} />
      }
      confirmDelete={{
        title: 'Revoke Access',
        message: (r) => `Are you sure you want to revoke ${r.user.name}'s access to ${r.product.name}?`,
        confirmLabel: 'Revoke',
      }}
    >
      <AccessGroups
        loading={list.isPending}
        groups={groups}
        total={total}
        isOpen={isOpen}
        toggle={toggle}
        selection={selection}
        columns={columns}
      />
    </ListScreen>
  );
}

function AccessDetailsModal({ record, onClose }: { record: Access | null; onClose: () => void }) {
  const rows: DetailsRow[] = record
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
