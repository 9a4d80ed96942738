import { REFUND_MESSAGES, REFUND_REASON_MAX_LENGTH, RefundBodySchema, refundable } from '@store/contract/order-refunds';
import { ORDER_STATUSES, type Order } from '@store/contract/orders';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { FormModal } from '../../components/FormModal.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { decimalToCents, formatCents } from '../../lib/money.ts';
import { useContractForm } from '../../lib/useContractForm.ts';
import { useOrderGrants, useRefundOrder } from './useRefunds.ts';

interface Values {
  amount: string;
  shipping_only: boolean;
  reason: string;
  /** '' keeps the order's status. */
  status: string;
  /** Product ids (as text) whose access the order granted, to revoke with a partial refund. */
  revoke: string[];
}

const decimal = (cents: number) => (cents / 100).toFixed(2);

/** The inputs → the wire body: the amount typed in the order's currency becomes cents. */
function toBody(values: Values) {
  const text = values.amount.trim();
  return {
    amount: text === '' ? undefined : (decimalToCents(text) ?? text),
    reason: values.reason,
    shipping_only: values.shipping_only,
    status: values.status === '' ? undefined : values.status,
    revoke_access: (values.revoke || []).map(Number),
  };
}

/**
 * Records a refund of an order (issue 16, decision 0022): what remains refundable is offered,
 * "Shipping only" offers what remains of the shipping, a reason is required, and the status
 * stays unless the admin picks one. The server holds the line on the amount; its message lands
 * on the amount field.
 */
export function RefundFormModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const refund = useRefundOrder(order.id);
  const left = refundable(order);
  const form = useContractForm({
    schema: RefundBodySchema,
    toBody,
    values: { amount: decimal(left.total), shipping_only: false, reason: '', status: '', revoke: [] } satisfies Values,
    save: (body) => refund.mutateAsync(body),
    failedMessage: REFUND_MESSAGES.refundFailed,
    onSaved: onClose,
  });
  const { input, field } = form;
  const cents = decimalToCents(form.form.watch('amount'));
  const money = (value: number) => formatCents(value, order.currency);
  const granted = (useOrderGrants(order.id).data ?? []).filter((g) => g.is_active);
  const inFull = cents !== null && cents >= left.total;

  return (
    <FormModal
      form={form}
      title={`Refund order ${order.order_number}`}
      description={`Refunded so far: ${money(order.amount_refunded)} of ${money(order.total)}. Up to ${money(left.total)} can be refunded.`}
      size="md"
      submitLabel={cents ? `Refund ${money(cents)}` : 'Refund'}
      submitTone="danger"
      what="refund"
      onClose={onClose}
    >
      <TextField
        label={`Amount (${order.currency})`}
        inputMode="decimal"
        autoComplete="off"
        hint="Records money given back to the customer. A refund made in Stripe's dashboard is recorded by itself."
        {...input('amount')}
      />
      {order.shipping > 0 ? (
        <CheckboxField
          label={`Shipping only (up to ${money(left.shipping)})`}
          disabled={left.shipping === 0}
          {...field('shipping_only', {
            onChange: (e: { target: { checked: boolean } }) =>
              form.form.setValue('amount', decimal(e.target.checked ? left.shipping : left.total)),
          })}
        />
      ) : null}
      <TextAreaField label="Reason" rows={2} maxLength={REFUND_REASON_MAX_LENGTH} {...input('reason')} />
      {granted.length > 0 ? (
        <fieldset className="space-y-2 rounded-md border border-slate-200 px-3 py-2">
          <legend className="px-1 text-sm font-medium text-slate-700">Access this order granted</legend>
          {inFull ? (
            <p className="text-sm text-slate-700" role="note">
              A refund in full revokes access to {granted.map((g) => g.product_name).join(', ')}.
            </p>
          ) : (
            granted.map((g) => (
              <CheckboxField
                key={g.id}
                label={`Revoke access to ${g.product_name}`}
                value={String(g.product_id)}
                {...field('revoke')}
              />
            ))
          )}
        </fieldset>
      ) : null}
      <SelectField label="Status" {...input('status')}>
        <option value="">Keep “{order.status}”</option>
        {ORDER_STATUSES.filter((s) => s !== order.status).map((s) => (
          <option key={s} value={s}>
            Set to {s}
          </option>
        ))}
      </SelectField>
    </FormModal>
  );
}
