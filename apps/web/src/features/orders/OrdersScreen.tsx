import { ORDER_STATUSES, type Order, type SimulatePaymentResponse } from '@store/contract/orders';
import type { PendingPaymentSession } from '@store/contract/payments';
import { CircleCheck, X } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { SearchInput } from '../../components/SearchInput.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { usePagedSearch } from '../../lib/usePagedSearch.ts';
import { OrderDetailsModal } from './OrderDetailsModal.tsx';
import { OrdersTable, useExpandedRows } from './OrdersTable.tsx';
import { PendingPayments } from './PendingPayments.tsx';
import { useOrderList } from './useOrders.ts';

interface Simulated {
  orderNumber: string;
  email: string;
  link: string | null;
}

/**
 * spec 000 §2 "Orders screen": the status filter asks the server (GET /orders?status=); the
 * search and the paging (10 per page) run in the browser over everything fetched (limit 10000),
 * or on the server for a store beyond 10,000 orders (useOrderList).
 */
export function OrdersScreen() {
  const [status, setStatus] = useState('');
  const { page, setPage, search, onSearch } = usePagedSearch();
  const [viewing, setViewing] = useState<Order | null>(null);
  const expandedRows = useExpandedRows();
  const [simulated, setSimulated] = useState<Simulated | null>(null);
  const list = useOrderList({ status, search, page });
  // spec 000 §8: list load failures are only logged; the list then appears empty.
  if (list.error) console.error('Failed to load orders', list.error);

  const onSimulated = async (result: SimulatePaymentResponse, session: PendingPaymentSession) => {
    // spec 000 §4: the onboarding link is e-mailed to the customer and copied to the clipboard.
    if (result.onboarding_link) await copyText(result.onboarding_link);
    setSimulated({ orderNumber: result.order.order_number, email: session.user_email, link: result.onboarding_link });
  };

  return (
    <div>
      <PageHeader title="Orders" description="Orders placed in the store, and checkouts waiting for payment." />

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
                  onSearch={onSearch}
                  delayMs={200}
                />
              </div>
              <SelectField
                label="Status"
                className="w-48"
                value={status}
                onChange={(e) => {
                  setStatus(e.target.value);
                  setPage(1);
                }}
              >
                <option value="">All</option>
                {ORDER_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </SelectField>
            </div>
            {list.isPending ? (
              <Spinner label="Loading orders..." />
            ) : (
              <>
                <OrdersTable orders={list.rows} loading={false} onView={setViewing} rows={expandedRows} />
                <Pagination page={list.page} pages={list.pages} total={list.total} onPageChange={setPage} />
              </>
            )}
          </section>
        </>
      ) : (
        <Spinner label="Loading orders..." />
      )}

      <OrderDetailsModal order={viewing} onClose={() => setViewing(null)} />
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
