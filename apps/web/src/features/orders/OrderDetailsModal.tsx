import {
  isKnownStatus,
  MAX_STATUS_LENGTH,
  nearDuplicateStatuses,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  type Order,
} from '@store/contract/orders';
import { refundable } from '@store/contract/order-refunds';
import { useId, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from '../../components/buttonClass.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DetailsList } from '../../components/DetailsList.tsx';
import { DetailsModal } from '../../components/DetailsModal.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TextField } from '../../components/TextField.tsx';
import { formatDate } from '../../lib/dates.ts';
import { countryLabel } from '../../lib/countries.ts';
import { formatCents } from '../../lib/money.ts';
import { countOf } from '../../lib/numbers.ts';
import { errorToast, toast } from '../../lib/toast.ts';
import { orderTotal, promoText } from './orderFormat.ts';
import { OrderItemsTable } from './OrderItemsTable.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { RefundFormModal } from './RefundFormModal.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { useOrder, useOrderStatuses, useUpdateOrderStatus } from './useOrders.ts';

/**
 * spec 000 §2 "order details modal": pricing, items and the status control. Any of the six
 * statuses may be chosen in any order, or a custom text that is non-empty and differs from the
 * current status (spec 000 §4); each change is confirmed first, naming the chosen status.
 */
export function OrderDetailsModal({ order: listed, onClose }: { order: Order | null; onClose: () => void }) {
  const { data } = useOrder(listed?.id ?? null); // spec 000 §8: a failed read is only logged
  // The list row shows at once; the detail (with items) replaces it when it arrives.
  const detail = data && data.id === listed?.id ? data : null;
  const order = detail ?? listed;
  return (
    <DetailsModal
      open={listed !== null}
      onClose={onClose}
      title={order ? `Order ${order.order_number}` : 'Order'}
      description={order ? `Placed on ${formatDate(order.created_at)} by ${order.user.email}` : undefined}
      size="lg"
    >
      {order ? (
        <div className="space-y-6">
          <Section title="Order">
            <DetailsList
              layout="grid"
              rows={[
                ['Order number', order.order_number],
                ['Created', formatDate(order.created_at)],
                ['Customer e-mail', order.user.email],
                ['User ID', order.user.id ?? 'Account deleted'],
                ['Payment provider', order.payment_provider ?? '—'],
                ['Currency', order.currency],
                order.shipping_country_code ? ['Ships to', countryLabel(order.shipping_country_code)] : null,
                ['Status', <StatusBadge key="status" status={order.status} />],
              ]}
            />
          </Section>

          <StatusControl key={`${order.id}:${order.status}`} order={order} />

          <Section title="Pricing">
            <dl className="space-y-1.5 text-sm">
              <Amount label="Subtotal" cents={order.subtotal} currency={order.currency} />
              <Amount
                label={order.promoCode ? `Discount (${promoText(order.promoCode)})` : 'Discount'}
                cents={order.amount_discount}
                currency={order.currency}
                negative
              />
              <Amount label="Shipping" cents={order.shipping} currency={order.currency} />
              <Amount label="Tax" cents={order.tax} currency={order.currency} />
              <div className="flex justify-between border-t border-slate-200 pt-2 font-semibold text-slate-900">
                <dt>Total</dt>
                <dd data-testid="order-total">{orderTotal(order)}</dd>
              </div>
            </dl>
          </Section>

          <RefundSection order={order} />

          <Section title="Items">
            {detail ? (
              <OrderItemsTable
                items={detail.items}
                currency={order.currency}
                caption={`Items of order ${order.order_number}`}
              />
            ) : (
              <Spinner label="Loading items..." className="py-3" />
            )}
          </Section>

          <Section title="Timeline">
            <OrderTimeline orderId={order.id} />
          </Section>
        </div>
      ) : null}
    </DetailsModal>
  );
}

function StatusControl({ order }: { order: Order }) {
  const update = useUpdateOrderStatus();
  const { data: statuses } = useOrderStatuses();
  const [chosen, setChosen] = useState<string | null>(null);
  const [custom, setCustom] = useState('');
  const customInput = useRef<HTMLInputElement>(null);
  const suggestionsId = useId();
  const hintId = useId();
  const customStatus = custom.trim();
  const customOk = customStatus !== '' && customStatus !== order.status;
  // Decision 0023: the custom statuses in use are suggested as the admin types, and a text that
  // differs from one only in case, spaces, underscores or hyphens is pointed out.
  const similar = nearDuplicateStatuses(custom, statuses?.map((s) => s.status) ?? ORDER_STATUSES);

  const confirm = async () => {
    if (chosen === null) return;
    try {
      await update.mutateAsync({ id: order.id, status: chosen, revision: order.revision });
      toast.success(`Status of order ${order.order_number} changed to "${chosen}"`);
    } catch (err) {
      // spec 000 §8: an alert with the server message, else the fallback.
      errorToast(err, ORDER_MESSAGES.updateFailed);
    }
  };

  return (
    <Section title="Change status">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Order status"
          value={chosen ?? order.status}
          onChange={(e) => {
            if (e.target.value !== order.status) setChosen(e.target.value);
          }}
        >
          {/* A custom status is the current value but not one of the six. */}
          {isKnownStatus(order.status) ? null : <option value={order.status}>{order.status}</option>}
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (customOk) setChosen(customStatus);
          }}
        >
          <div className="flex items-end gap-2">
            <TextField
              ref={customInput}
              label="Custom status"
              className="flex-1"
              value={custom}
              maxLength={MAX_STATUS_LENGTH}
              placeholder="e.g. awaiting stock"
              autoComplete="off"
              list={suggestionsId}
              aria-describedby={similar.length > 0 ? hintId : undefined}
              onChange={(e) => setCustom(e.target.value)}
            />
            <button type="submit" className={buttonClass('secondary')} disabled={!customOk}>
              Set status
            </button>
          </div>
          <datalist id={suggestionsId}>
            {statuses
              ?.filter((s) => !isKnownStatus(s.status))
              .map((s) => (
                <option key={s.status} value={s.status} label={countOf(s.count, ORDERS_NOUN)} />
              ))}
          </datalist>
          {/* Always there, so what appears in it is announced. */}
          <div role="status">
            {similar.length > 0 ? (
              <SimilarStatusHint
                id={hintId}
                similar={similar}
                current={order.status}
                countFor={(status) => statuses?.find((s) => s.status === status)?.count}
                onUse={(status) => {
                  setCustom(status);
                  customInput.current?.focus();
                }}
              />
            ) : null}
          </div>
        </form>
      </div>
      <p className="mt-2 text-xs text-slate-600">
        Usual flow: paid, processing, shipped, completed; cancelled orders are excluded from revenue.
      </p>
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(open) => !open && setChosen(null)}
        title="Change order status"
        message={`Are you sure you want to change the status of order ${order.order_number} from "${order.status}" to "${chosen ?? ''}"?`}
        confirmLabel="Change status"
        tone={chosen === 'cancelled' ? 'danger' : 'default'}
        onConfirm={confirm}
      />
    </Section>
  );
}

/** What was refunded of the order, and the way to record a refund (decision 0022). */
function RefundSection({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const left = refundable(order);
  const money = (cents: number) => formatCents(cents, order.currency);
  return (
    <Section title="Refunds">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" data-testid="order-refunded">
          {order.amount_refunded > 0
            ? `Refunded ${money(order.amount_refunded)} of ${money(order.total)}` +
              (order.shipping_refunded > 0 ? ` (${money(order.shipping_refunded)} of it shipping)` : '')
            : 'Nothing refunded'}
        </p>
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={left.total === 0}
          onClick={() => setOpen(true)}
        >
          {left.total === 0 ? 'Refunded in full' : 'Refund...'}
        </button>
      </div>
      {open ? <RefundFormModal order={order} onClose={() => setOpen(false)} /> : null}
    </Section>
  );
}

const ORDERS_NOUN = { one: 'order', many: 'orders' };

/**
 * Decision 0023: the typed status is like an existing one but not the same text. Orders are
 * grouped and filtered by the exact text, so the admin is offered the existing status in one
 * click; a custom status is free text (spec 000 §4), so they may still keep their own.
 */
function SimilarStatusHint({
  id,
  similar,
  current,
  countFor,
  onUse,
}: {
  id: string;
  similar: string[];
  current: string;
  countFor: (status: string) => number | undefined;
  onUse: (status: string) => void;
}) {
  const others = similar.filter((s) => s !== current);
  const named = (status: string) => {
    const n = countFor(status);
    return n === undefined ? `"${status}"` : `"${status}" (${countOf(n, ORDERS_NOUN)})`;
  };
  return (
    <div id={id} className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      {similar.includes(current) ? <p>{`This order's status is already "${current}".`}</p> : null}
      {others.length > 0 ? (
        <>
          <p className="font-medium">
            {`${others.length === 1 ? 'A similar status exists' : 'Similar statuses exist'}: ${others.map(named).join(', ')}.`}
          </p>
          <p className="mt-0.5">
            {`Orders are grouped by their exact status: use ${others.length === 1 ? 'it' : 'one'} to keep them together, or set yours as a new status.`}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {others.map((status) => (
              <button
                key={status}
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={() => onUse(status)}
              >
                {`Use "${status}"`}
              </button>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function Amount({
  label,
  cents,
  currency,
  negative = false,
}: {
  label: string;
  cents: number;
  currency: string;
  negative?: boolean;
}) {
  return (
    <div className="flex justify-between text-slate-700">
      <dt>{label}</dt>
      <dd>{`${negative && cents > 0 ? '-' : ''}${formatCents(cents, currency)}`}</dd>
    </div>
  );
}
