import { PROMO_MESSAGES, PROMO_PAGE_SIZE, PROMO_PATHS, PromoBulkBodySchema, type Promo } from '@store/contract/promos';
import { discountText, PROMO_SORTS, promoMatchesSearch, sortPromos } from '@store/contract/promo-view';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { sortQuery } from '../../api/records.ts';
import { useRefresh } from '../../api/refresh.ts';
import { Badge } from '../../components/Badge.tsx';
import { BulkActions } from '../../components/BulkActions.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { DetailsList, type DetailsRow } from '../../components/DetailsList.tsx';
import { DetailsModal } from '../../components/DetailsModal.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { ExportButton } from '../../components/ExportButton.tsx';
import { ListScreen } from '../../components/ListScreen.tsx';
import { RecordLink } from '../../components/RecordLink.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { DATE_TIME_PATTERN, formatDate } from '../../lib/dates.ts';
import { formatCount } from '../../lib/numbers.ts';
import { useListView } from '../../lib/useListView.ts';
import { useRecordDialogs, type RecordDialogs } from '../../lib/useRecordDialogs.ts';
import { useRecordRoute, type RecordRoute } from '../../lib/useRecordRoute.ts';
import { useSelection } from '../../lib/useSelection.ts';
import { PromoFormModal } from './PromoFormModal.tsx';
import { discountTypeLabel, expiryText, stateOf, stateTone, usesText } from './promoFormat.ts';
import { useDeletePromo, usePromo, usePromoList, useTogglePromo } from './usePromos.ts';
import { useListColumns } from '../../lib/useListColumns.tsx';

const EMPTY = 'No promo codes found';

function StateBadge({ promo }: { promo: Promo }) {
  const state = stateOf(promo);
  return <Badge tone={stateTone(state)}>{state}</Badge>;
}

/** The enable toggle: a switch, hidden once the promo has expired (spec 001 §4). */
function EnableSwitch({ promo, onToggle }: { promo: Promo; onToggle: (promo: Promo) => void }) {
  if (stateOf(promo) === 'Expired') {
    return (
      <>
        <span aria-hidden="true" className="text-slate-500">
          —
        </span>
        <span className="sr-only">Expired: cannot be enabled</span>
      </>
    );
  }
  const on = promo.is_enabled;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`Enable ${promo.code}`}
      onClick={() => onToggle(promo)}
      className={
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ' +
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ' +
        (on ? 'bg-indigo-600' : 'bg-slate-400')
      }
    >
      <span
        aria-hidden="true"
        className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5' : 'translate-x-0.5'}`}
      />
    </button>
  );
}

/**
 * spec 001 §2 "Promo Codes": every promo fetched at once (limit 10000), searched by code or
 * discount text, sorted and paged 10 per page in the browser; create, edit, details and delete
 * modals. The view (search, page, sort) is in the address; `/promos/{id}` is a promo's details.
 */
export function PromosScreen() {
  const selection = useSelection();
  const refreshBulk = useRefresh(queryKeys.promos.all);
  const list = usePromoList();
  const toggle = useTogglePromo();
  const remove = useDeletePromo();
  const view = useListView({ sorts: PROMO_SORTS });
  const { page, search, sort } = view;
  const route = useRecordRoute('/promos');
  const dialogs = useRecordDialogs<Promo>({
    // `/promos?new=1` (the command palette's "Create promo code") opens the create form.
    createFromAddress: true,
    remove: (p) => remove.mutateAsync({ key: p.id, revision: p.revision }),
    deleteFailed: { log: 'Failed to delete promo code' }, // spec 001 §8: only logged
  });
  const [toggleError, setToggleError] = useState<string | null>(null);

  const filtered = useMemo(
    () =>
      sortPromos(
        (list.data?.data ?? []).filter((p) => promoMatchesSearch(p, search)),
        sort,
      ),
    [list.data, search, sort],
  );
  // spec 001 §9: paged in the browser; a page emptied by a delete shows the last page there is.
  const pages = Math.max(1, Math.ceil(filtered.length / PROMO_PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = filtered.slice((current - 1) * PROMO_PAGE_SIZE, current * PROMO_PAGE_SIZE);

  const onToggle = (promo: Promo) => {
    setToggleError(null);
    toggle.mutate(
      { id: promo.id, isEnabled: !promo.is_enabled, revision: promo.revision },
      { onError: (err) => setToggleError(errorMessage(err, PROMO_MESSAGES.updateFailed)) },
    );
  };

  const { columns, picker } = useListColumns('promos', promoColumns(route, dialogs, onToggle), 'Promo codes');
  return (
    <ListScreen
      views="promos"
      title="Promo Codes"
      description="Discount codes customers enter at checkout."
      view={view}
      actions={<ExportButton resource="promos" query={{ search, sort: sortQuery(sort) }} />}
      createLabel="Create Promo Code"
      search={{ label: 'Search by code or discount' }}
      notices={
        <>
          <ErrorBox message={toggleError} className="mb-4" />
          <BulkActions
            selection={selection}
            total={filtered.length}
            pageRows={rows.length}
            noun={{ one: 'promo code', many: 'promo codes' }}
            path={PROMO_PATHS.bulk}
            schema={PromoBulkBodySchema}
            actions={[
              { action: 'enable', label: 'Enable', confirm: (count) => `Enable ${count}?`, done: () => 'enabled' },
              { action: 'disable', label: 'Disable', confirm: (count) => `Disable ${count}?`, done: () => 'disabled' },
              {
                action: 'delete',
                label: 'Delete',
                tone: 'danger',
                confirm: (n) => `Delete ${n}?`,
                done: () => 'deleted',
              },
            ]}
            matching={async () => filtered.map((p) => ({ id: p.id, revision: p.revision }))}
            onDone={() => void refreshBulk()}
          />
        </>
      }
      rows={rows}
      rowKey={(p) => p.id}
      sorting={{ sort, onSort: view.setSort }}
      columnPicker={picker}
      table={{
        caption: 'Promo codes',
        columns,
        emptyText: EMPTY,
        selection: { state: selection, pick: (r) => r, label: (p) => `Select ${p.code}` },
      }}
      loading={list.isPending}
      pagination={{ page: current, pages, total: filtered.length }}
      record={{
        route,
        path: PROMO_PATHS.item,
        keys: queryKeys.promos,
        rows: list.data?.data ?? [],
      }}
      details={{
        title: 'Promo Code Details',
        notFound: PROMO_MESSAGES.notFound,
        render: (promo, close) => <PromoDetailsModal promo={promo} onClose={close} />,
      }}
      dialogs={dialogs}
      form={(promo, close) => <PromoFormModal promo={promo} onClose={close} />}
      confirmDelete={{
        title: 'Delete Promo Code',
        message: (p) => `Are you sure you want to delete the promo code ${p.code}?`,
      }}
    />
  );
}

function promoColumns(
  route: RecordRoute,
  dialogs: RecordDialogs<Promo>,
  onToggle: (promo: Promo) => void,
): Column<Promo>[] {
  return [
    {
      key: 'code',
      header: 'Code',
      card: 'title',
      sort: 'code',
      cell: (p) => (
        <RecordLink route={route} recordKey={p.id} className="font-mono font-medium">
          {p.code}
        </RecordLink>
      ),
    },
    {
      key: 'discount',
      header: 'Discount',
      sort: 'discount',
      sortFirst: 'desc',
      cell: (p) => (
        <div>
          <p className="font-medium text-slate-900">{discountText(p)}</p>
          <p className="text-xs text-slate-600">{discountTypeLabel(p.discount_type)}</p>
        </div>
      ),
    },
    { key: 'uses', header: 'Uses', sort: 'uses', sortFirst: 'desc', cell: (p) => usesText(p) },
    {
      key: 'expiry',
      header: 'Expiry',
      sort: 'expiry',
      cell: (p) => (
        <div>
          <p>{expiryText(p)}</p>
          {Date.parse(p.date_start) > Date.now() ? (
            <p className="text-xs text-slate-600">{`Starts ${formatDate(p.date_start)}`}</p>
          ) : null}
        </div>
      ),
    },
    { key: 'status', header: 'Status', cell: (p) => <StateBadge promo={p} /> },
    { key: 'enabled', header: 'Enabled', cell: (p) => <EnableSwitch promo={p} onToggle={onToggle} /> },
    {
      header: 'Actions',
      card: 'actions',
      className: 'text-right',
      cell: (p) => (
        <RowActions
          view={{ label: `View promo code ${p.code}`, onClick: () => route.open(p.id) }}
          edit={{ label: `Edit promo code ${p.code}`, onClick: () => dialogs.openEdit(p) }}
          remove={{ label: `Delete promo code ${p.code}`, onClick: () => dialogs.openDelete(p) }}
        />
      ),
    },
  ];
}

function PromoDetailsModal({ promo: row, onClose }: { promo: Promo | null; onClose: () => void }) {
  const detail = usePromo(row);
  const promo = row ? (detail.data ?? row) : null;
  const rows: DetailsRow[] = promo
    ? [
        [
          'Code',
          <span key="code" className="font-mono">
            {promo.code}
          </span>,
        ],
        ['Status', <StateBadge key="state" promo={promo} />],
        ['Discount Type', discountTypeLabel(promo.discount_type)],
        ['Discount', discountText(promo)],
        ['Max Uses', promo.max_uses === null ? 'Unlimited' : formatCount(promo.max_uses)],
        ['Usage Count', formatCount(promo.usage_count)],
        ['Start Date', formatDate(promo.date_start, DATE_TIME_PATTERN)],
        ['End Date', promo.date_end ? formatDate(promo.date_end, DATE_TIME_PATTERN) : 'No end date'],
        ['Enabled', promo.is_enabled ? 'Yes' : 'No'],
        ['Created', formatDate(promo.created_at)],
        ['Last Updated', formatDate(promo.updated_at)],
      ]
    : [];
  return (
    <DetailsModal open={row !== null} onClose={onClose} title="Promo Code Details">
      <DetailsList rows={rows} />
    </DetailsModal>
  );
}
