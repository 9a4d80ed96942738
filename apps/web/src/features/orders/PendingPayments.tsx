import { ORDER_MESSAGES, type SimulatePaymentResponse } from '@store/contract/orders';
import { PAYMENT_MESSAGES, type PendingPaymentSession } from '@store/contract/payments';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../components/buttonClass.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { cards } from '../../components/tableCards.ts';
import { formatDate } from '../../lib/dates.ts';
import { formatCents } from '../../lib/money.ts';
import { errorToast } from '../../lib/toast.ts';
import { providerText, shortSessionId } from './orderFormat.ts';
import { useSimulatePayment } from './useOrders.ts';

/**
 * spec 000 §2 "Pending Payments": checkouts waiting for their payment, each with a simulate-success
 * action (hidden when the server has simulation switched off). Shown only when there are some.
 */
export function PendingPayments({
  sessions,
  total,
  simulationEnabled,
  onSimulated,
}: {
  sessions: PendingPaymentSession[];
  /** Every pending session, of which `sessions` are the newest. */
  total: number;
  simulationEnabled: boolean;
  onSimulated: (result: SimulatePaymentResponse, session: PendingPaymentSession) => void;
}) {
  const simulate = useSimulatePayment();
  const [target, setTarget] = useState<PendingPaymentSession | null>(null);
  if (sessions.length === 0) return null;

  const confirm = async () => {
    if (!target) return;
    try {
      onSimulated(await simulate.mutateAsync(target.id), target);
    } catch (err) {
      // spec 000 §8: an alert with the server message, else the fallback.
      errorToast(err, ORDER_MESSAGES.simulateFailed);
    }
  };

  return (
    <section
      aria-labelledby="pending-payments-title"
      className="mb-6 rounded-lg border border-amber-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2 border-b border-amber-200 bg-amber-50 px-4 py-3">
        <div className="flex items-start gap-2">
          <CreditCard aria-hidden="true" className="mt-0.5 size-5 text-amber-700" />
          <div>
            <h2 id="pending-payments-title" className="text-base font-semibold text-slate-900">
              Pending Payments
            </h2>
            <p className="text-sm text-slate-700">
              Checkouts waiting for the payment provider to confirm the payment.
              {simulationEnabled ? null : ` ${PAYMENT_MESSAGES.simulationDisabled}.`}
            </p>
            {total > sessions.length ? (
              <p className="text-sm text-slate-700">{`Showing the ${sessions.length} newest of ${total} pending payments.`}</p>
            ) : null}
          </div>
        </div>
      </div>
      {/* At most a screenful: a store with many abandoned checkouts still sees its orders below. */}
      <div className="max-h-96 overflow-auto" tabIndex={0}>
        <table role="table" className={`min-w-full divide-y divide-slate-200 text-sm ${cards.table}`}>
          <caption className="sr-only">Pending payment sessions</caption>
          <thead role="rowgroup" className={`sticky top-0 bg-slate-50 ${cards.headHidden}`}>
            <tr role="row">
              {['Session', 'Customer e-mail', 'Provider', 'Amount', 'Created'].map((h) => (
                <th
                  key={h}
                  role="columnheader"
                  scope="col"
                  className={`px-4 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase ${h === 'Amount' ? 'text-right' : ''}`}
                >
                  {h}
                </th>
              ))}
              {simulationEnabled ? (
                <th
                  role="columnheader"
                  scope="col"
                  className="px-4 py-2 text-right text-xs font-semibold tracking-wide text-slate-600 uppercase"
                >
                  Actions
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody role="rowgroup" className={`divide-y divide-slate-100 ${cards.body}`}>
            {sessions.map((s) => (
              <tr key={s.id} role="row" className={cards.row}>
                <td
                  role="cell"
                  data-label="Session"
                  className={`px-4 py-2 font-mono text-xs text-slate-800 ${cards.field}`}
                  title={s.session_id}
                >
                  {shortSessionId(s.session_id)}
                </td>
                <td role="cell" data-label="Customer e-mail" className={`px-4 py-2 text-slate-900 ${cards.field}`}>
                  {s.user_email}
                </td>
                <td role="cell" data-label="Provider" className={`px-4 py-2 text-slate-800 ${cards.field}`}>
                  {providerText(s.provider)}
                </td>
                <td role="cell" data-label="Amount" className={`px-4 py-2 text-right text-slate-900 ${cards.field}`}>
                  {formatCents(s.amount_expected, s.currency)}
                </td>
                <td role="cell" data-label="Created" className={`px-4 py-2 text-slate-800 ${cards.field}`}>
                  {formatDate(s.created_at)}
                </td>
                {simulationEnabled ? (
                  <td role="cell" className={`px-4 py-2 text-right ${cards.actions}`}>
                    <button
                      type="button"
                      className={buttonClass('secondary', 'sm')}
                      aria-label={`Simulate Success for ${s.user_email} (${shortSessionId(s.session_id)})`}
                      onClick={() => setTarget(s)}
                    >
                      Simulate Success
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title="Simulate successful payment"
        message={
          target
            ? `Simulate a successful payment of ${formatCents(target.amount_expected, target.currency)} for session ${shortSessionId(target.session_id)}? This creates an order and, if ${target.user_email} has no account yet, a user account with an onboarding link that is e-mailed to them. Only do this for testing.`
            : ''
        }
        confirmLabel="Simulate payment"
        onConfirm={confirm}
      />
    </section>
  );
}
