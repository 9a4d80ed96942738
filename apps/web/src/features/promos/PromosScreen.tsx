import { PROMO_MESSAGES, PROMO_PAGE_SIZE, PROMO_PATHS, type Promo, PromoBulkBodySchema } from '@store/contract/promos';
import { Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { sortQuery } from '../../api/records.ts';
import { buttonClass } from '../../components/buttonClass.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { BulkActions } from '../../components/BulkActions.tsx';
import { useRefresh } from '../../api/refresh.ts';
import { useSelection } from '../../lib/useSelection.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DetailsList } from '../../components/DetailsList.tsx';
import { DetailsModal } from '../../components/DetailsModal.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { ExportButton } from '../../components/ExportButton.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { RecordLink } from '../../components/RecordLink.tsx';
import { RoutedRecord } from '../../components/RoutedRecord.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { SearchInput } from '../../components/SearchInput.tsx';
import { DATE_TIME_PATTERN, formatDate } from '../../lib/dates.ts';
import { formatCount } from '../../lib/numbers.ts';
import { useListView } from '../../lib/useListView.ts';
import { useNewRecordParam } from '../../lib/useNewRecordParam.ts';
import { useRecordRoute } from '../../lib/useRecordRoute.ts';
import { PromoFormModal } from './PromoFormModal.tsx';
import { discountText, PROMO_SORTS, promoMatchesSearch, sortPromos } from '@store/contract/promo-view';
import { discountTypeLabel, expiryText, stateClass, stateOf, usesText } from './promoFormat.ts';
import { useDeletePromo, usePromo, usePromoList, useTogglePromo } from './usePromos.ts';

const EMPTY = 'No promo codes found';

function StateBadge({ promo }: { promo: Promo }) {
  const state = stateOf(promo);
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${stateClass(state)}`}>{state}</span>
  );
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
  const [form, setForm] = useState<{ promo: Promo | null } | null>(null);
  // `/promos?new=1` (the command palette's "Create promo code") opens the create form.
  useNewRecordParam(useCallback(() => setForm({ promo: null }), []));
  const [deleting, setDeleting] = useState<Promo | null>(null);
  const [toggleError, setToggleError] = useState<string | null>(null);

  // spec 001 §8: list load failures are only logged; the table then reads 'No promo codes found'.
  useEffect(() => {
    if (list.error) console.error('Failed to load promo codes', list.error);
  }, [list.error]);

  const filtered = useMemo(
    () =>
      sortPromos(
        (list.data?.data ?? []).filter((p) => promoMatchesSearch(p, search)),
        sort,
      ),
    [list.data, search, sort],
  );
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

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ key: deleting.id, revision: deleting.revision });
    } catch (err) {
      console.error('Failed to delete promo code', err); // spec 001 §8: only logged
    }
  };

  const columns: Column<Promo>[] = [
    {
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
    { header: 'Uses', sort: 'uses', sortFirst: 'desc', cell: (p) => usesText(p) },
    {
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
    { header: 'Status', cell: (p) => <StateBadge promo={p} /> },
    { header: 'Enabled', cell: (p) => <EnableSwitch promo={p} onToggle={onToggle} /> },
    {
      header: 'Actions',
      card: 'actions',
      className: 'text-right',
      cell: (p) => (
        <RowActions
          view={{ label: `View promo code ${p.code}`, onClick: () => route.open(p.id) }}
          edit={{ label: `Edit promo code ${p.code}`, onClick: () => setForm({ promo: p }) }}
          remove={{ label: `Delete promo code ${p.code}`, onClick: () => setDeleting(p) }}
        />
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title="Promo Codes"
        description="Discount codes customers enter at checkout."
        actions={
          <>
            <ExportButton resource="promos" query={{ search, sort: sortQuery(sort) }} />
            <button type="button" className={buttonClass('primary')} onClick={() => setForm({ promo: null })}>
              <Plus aria-hidden="true" className="size-4" />
              Create Promo Code
            </button>
          </>
        }
      />
      <div className="mb-4">
        <SearchInput label="Search by code or discount" value={search} onSearch={view.onSearch} />
      </div>
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
            confirm: (count) => `Delete ${count}?`,
            done: () => 'deleted',
          },
        ]}
        matching={async () => filtered.map((p) => ({ id: p.id, revision: p.revision }))}
        onDone={() => void refreshBulk()}
      />
      <DataTable
        caption="Promo codes"
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        emptyText={EMPTY}
        loading={list.isPending}
        sorting={{ sort, onSort: view.setSort }}
        selection={{ state: selection, pick: (r) => r, label: (p) => `Select ${p.code}` }}
      />
      <Pagination page={current} pages={pages} total={filtered.length} onPageChange={view.setPage} />

      {form ? <PromoFormModal key={form.promo?.id ?? 'new'} promo={form.promo} onClose={() => setForm(null)} /> : null}
      <RoutedRecord
        route={route}
        path={PROMO_PATHS.item}
        keys={queryKeys.promos}
        rows={list.data?.data ?? []}
        rowKey={(p) => p.id}
        title="Promo Code Details"
        notFound={PROMO_MESSAGES.notFound}
      >
        {(promo, close) => <PromoDetailsModal promo={promo} onClose={close} />}
      </RoutedRecord>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => (o ? undefined : setDeleting(null))}
        title="Delete Promo Code"
        message={deleting ? `Are you sure you want to delete the promo code ${deleting.code}?` : ''}
        confirmLabel="Delete"
        tone="danger"
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function PromoDetailsModal({ promo: row, onClose }: { promo: Promo | null; onClose: () => void }) {
  const detail = usePromo(row);
  const promo = row ? (detail.data ?? row) : null;
  const rows: [string, ReactNode][] = promo
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
