import {
  ORDER_MESSAGES,
  ORDER_PATHS,
  ORDER_FILTERS,
  ORDER_SORTS,
  ORDER_STATUSES,
  type SimulatePaymentResponse,
  OrderBulkBodySchema,
} from '@store/contract/orders';
import type { PendingPaymentSession } from '@store/contract/payments';
import { CircleCheck, X } from 'lucide-react';
import { useState } from 'react';
import { queryKeys } from '../../api/queryKeys.ts';
import { ExportButton } from '../../components/ExportButton.tsx';
import { readAllMatching, sortQuery } from '../../api/records.ts';
import { useRefresh } from '../../api/refresh.ts';
import { BulkActions } from '../../components/BulkActions.tsx';
import { SavedViewsBar } from '../../components/SavedViewsBar.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { RoutedRecord } from '../../components/RoutedRecord.tsx';
import { SearchInput } from '../../components/SearchInput.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { useListView } from '../../lib/useListView.ts';
import { useRecordRoute } from '../../lib/useRecordRoute.ts';
import { useSelection } from '../../lib/useSelection.ts';
import { OrderDetailsModal } from './OrderDetailsModal.tsx';
import { OrdersTable, useExpandedRows } from './OrdersTable.tsx';
import { PendingPayments } from './PendingPayments.tsx';
import { StatusFilter } from './StatusFilter.tsx';
import { OrderFilters } from './OrderFilters.tsx';
import { setFilters, useOrderList } from './useOrders.ts';

interface Simulated {
  orderNumber: string;
  email: string;
  link: string | null;
}

/**
 * spec 000 §2 "Orders screen": the status filter asks the server (GET /orders?status=); the
 * search and the paging (10 per page) run in the browser over everything fetched (limit 10000),
 * or on the server for a store beyond 10,000 orders (useOrderList). The view (status, search,
 * page, sort) is in the address; `/orders/{id}` is an order's details.
 */
export function OrdersScreen() {
  const view = useListView({ filters: ORDER_FILTERS, sorts: ORDER_SORTS });
  const { page, search, sort } = view;
  const { filters } = view;
  const route = useRecordRoute('/orders');
  const expandedRows = useExpandedRows();
  const [simulated, setSimulated] = useState<Simulated | null>(null);
  const list = useOrderList({ filters, search, page, sort });
  const listQuery = { ...setFilters(filters), search, sort: sortQuery(sort) };
  const selection = useSelection();
  const refreshBulk = useRefresh(queryKeys.orders.all, queryKeys.analytics.all);
  // spec 000 §8: list load failures are only logged (useOrderList); the list then appears empty.

  const onSimulated = async (result: SimulatePaymentResponse, session: PendingPaymentSession) => {
    // spec 000 §4: the onboarding link is e-mailed to the customer and copied to the clipboard.
    if (result.onboarding_link) await copyText(result.onboarding_link);
    setSimulated({ orderNumber: result.order.order_number, email: session.user_email, link: result.onboarding_link });
  };

  return (
    <div>
      <PageHeader
        title="Orders"
        description="Orders placed in the store, and checkouts waiting for payment."
        actions={<ExportButton resource="orders" query={listQuery} />}
      />
      <SavedViewsBar list="orders" />

      {simulated ? <SimulatedNotice result={simulated} onDismiss={() => setSimulated(null)} /> : null}

      {/* One spinner until the first answer: the pending payments then appear above a list that
          has not moved (no layout shift). */}
      {list.isReady ? (
        <>
          <PendingPayments
            sessions={list.pendingPaymentSessions}
            total={list.pendingSessionsTotal}
            simulationEnabled={list.simulationEnabled}
            onSimulated={onSimulated}
          />

          <section aria-label="Orders list" className="rounded-lg border border-slate-200 bg-white shadow-sm">
            <div className="flex flex-wrap items-end gap-4 border-b border-slate-200 px-4 py-3">
              <div className="min-w-64 flex-1">
                <SearchInput
                  label="Search orders"
                  placeholder="Search number, e-mail, promo, status, total..."
                  value={search}
                  onSearch={view.onSearch}
                  delayMs={200}
                />
              </div>
              <StatusFilter value={filters.status} onChange={(next) => view.setFilter('status', next)} />
              <OrderFilters values={filters} onChange={(next) => view.change({ ...next, page: 1 })} />
            </div>
            {list.isPending ? (
              <Spinner label="Loading orders..." />
            ) : (
              <>
                <BulkActions
                  selection={selection}
                  total={list.total}
                  pageRows={list.rows.length}
                  noun={{ one: 'order', many: 'orders' }}
                  path={ORDER_PATHS.bulk}
                  schema={OrderBulkBodySchema}
                  actions={[
                    {
                      action: 'set_status',
                      label: 'Set status',
                      choice: { name: 'status', label: 'New status', options: ORDER_STATUSES },
                      confirm: (count, to) => `Set ${count} to "${to}"?`,
                      done: (to) => `set to "${to}"`,
                    },
                  ]}
                  matching={() => readAllMatching(ORDER_PATHS.list, 'orders', listQuery)}
                  onDone={() => void refreshBulk()}
                />
                <OrdersTable
                  orders={list.rows}
                  selection={selection}
                  loading={false}
                  route={route}
                  sorting={{ sort, onSort: view.setSort }}
                  rows={expandedRows}
                />
                <Pagination page={list.page} pages={list.pages} total={list.total} onPageChange={view.setPage} />
              </>
            )}
          </section>
        </>
      ) : (
        <Spinner label="Loading orders..." />
      )}

      <RoutedRecord
        route={route}
        path={ORDER_PATHS.item}
        keys={queryKeys.orders}
        rows={list.rows}
        rowKey={(o) => o.id}
        title="Order"
        notFound={ORDER_MESSAGES.orderNotFound}
      >
        {(order, close) => <OrderDetailsModal order={order} onClose={close} />}
      </RoutedRecord>
    </div>
  );
}

function SimulatedNotice({ result, onDismiss }: { result: Simulated; onDismiss: () => void }) {
  return (
    <div
      role="status"
      className="mb-6 flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{`Payment simulated: order ${result.orderNumber} was created for ${result.email}.`}</p>
        {result.link ? (
          <p className="mt-1">
            The onboarding link was e-mailed to the customer and copied to the clipboard:{' '}
            <code className="break-all">{result.link}</code>
          </p>
        ) : (
          <p className="mt-1">No onboarding link: the customer already has an account.</p>
        )}
      </div>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={onDismiss}
        className="rounded p-1 hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
