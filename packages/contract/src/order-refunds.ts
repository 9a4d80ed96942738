// Refunds (issue 16, decision 0022): money given back on an order, in full or in part, or of its
// shipping only; recorded by an admin with a reason, or by the payment provider's webhook. What
// is refunded never exceeds the order's total (its shipping, for shipping refunds): the database
// holds that line. Revenue everywhere is net of refunds.
import { z } from 'zod';
import { formatCents } from './money.ts';
import { ActorRefSchema } from './actors.ts';
import { OrderSchema, UpdateOrderStatusBodySchema } from './orders.ts';

export const REFUND_REASON_MAX_LENGTH = 500;

export const REFUND_MESSAGES = {
  amountRequired: 'Refund amount is required',
  amountPositive: 'Refund amount must be a whole number of cents above zero',
  amountFormat: 'Enter an amount such as 12.50',
  reasonRequired: 'A reason is required',
  reasonTooLong: `The reason must be at most ${REFUND_REASON_MAX_LENGTH} characters`,
  refundedInFull: 'This order has been refunded in full',
  shippingRefundedInFull: 'The shipping of this order has been refunded in full',
  /** The most that can still be refunded, in the order's currency. */
  atMost: (cents: number, currency: string) => `Only ${formatCents(cents, currency)} of this order remains refundable`,
  shippingAtMost: (cents: number, currency: string) =>
    `Only ${formatCents(cents, currency)} of the shipping remains refundable`,
  refundFailed: 'Failed to record the refund',
  revokeNotOfOrder: 'Only the access this order granted, and that is still active, can be revoked with its refund',
} as const;

/**
 * Access the order granted (issue 31, item 3; decision 0049): a grant remembers the order that
 * created it. A refund in full, or the order cancelled, deactivates those grants (not grants given
 * by hand); a partial refund leaves them unless the admin names them in `revoke_access`.
 */
export const OrderGrantSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  is_active: z.boolean(),
  expires_at: z.iso.datetime({ offset: true }).nullable(),
});
export type OrderGrant = z.infer<typeof OrderGrantSchema>;

export const OrderGrantsResponseSchema = z.object({ grants: z.array(OrderGrantSchema) });
export type OrderGrantsResponse = z.infer<typeof OrderGrantsResponseSchema>;

/** Why the order's access was revoked, as its grants' audit rows and the timeline say it. */
export const ACCESS_REVOKED_BECAUSE = {
  refundedInFull: 'the order was refunded in full',
  refundedInPart: 'the admin revoked it with a partial refund',
  cancelled: 'the order was cancelled',
} as const;

/** Products of the order's active grants to revoke with a partial refund, by product id. */
export const REVOKE_ACCESS_MAX = 100;

/** Who recorded a refund: an admin in the panel, or the provider whose webhook told of it. */
export const REFUND_SOURCES = ['admin', 'stripe', 'coinbase'] as const;
export type RefundSource = (typeof REFUND_SOURCES)[number];

/**
 * `POST /orders/{id}/refunds`: an amount in the order's currency (integer cents), a reason, and
 * optionally "shipping only" and a status to set in the same step (none: the status stays).
 */
export const RefundBodySchema = z.object({
  amount: z
    .number({
      error: (issue) => (issue.input === undefined ? REFUND_MESSAGES.amountRequired : REFUND_MESSAGES.amountFormat),
    })
    .int({ error: REFUND_MESSAGES.amountPositive })
    .positive({ error: REFUND_MESSAGES.amountPositive })
    .max(Number.MAX_SAFE_INTEGER, { error: REFUND_MESSAGES.amountPositive }),
  reason: z
    .string({ error: REFUND_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: REFUND_MESSAGES.reasonRequired, abort: true })
    .max(REFUND_REASON_MAX_LENGTH, { error: REFUND_MESSAGES.reasonTooLong }),
  shipping_only: z.boolean().default(false),
  status: UpdateOrderStatusBodySchema.shape.status.optional(),
  /** Products whose access this order granted, to revoke with a partial refund (a full one revokes all). */
  revoke_access: z
    .array(z.number({ error: REFUND_MESSAGES.revokeNotOfOrder }).int({ error: REFUND_MESSAGES.revokeNotOfOrder }), {
      error: REFUND_MESSAGES.revokeNotOfOrder,
    })
    .max(REVOKE_ACCESS_MAX, { error: REFUND_MESSAGES.revokeNotOfOrder })
    .default([]),
});
export type RefundBody = z.input<typeof RefundBodySchema>;

export const OrderRefundSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  shipping_only: z.boolean(),
  source: z.enum(REFUND_SOURCES),
  /** The provider's id for it (Stripe's `re_…`); null when an admin recorded it. */
  provider_refund_id: z.string().nullable(),
  /** The admin who recorded it, as they were; null for the provider's. */
  by: ActorRefSchema.nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

/** The refund and the order as it now is (its refunded amounts, and its status if one was set). */
export const RefundResponseSchema = z.object({
  refund: OrderRefundSchema,
  order: OrderSchema,
  /** The order's grants this refund deactivated. */
  revoked: z.array(OrderGrantSchema),
});
export type RefundResponse = z.infer<typeof RefundResponseSchema>;

export const ORDER_REFUND_PATHS = { refunds: '/orders/:id/refunds', access: '/orders/:id/access' } as const;

/** What can still be refunded of an order, in all and of its shipping. */
export function refundable(order: {
  total: number;
  shipping: number;
  amount_refunded: number;
  shipping_refunded: number;
}): { total: number; shipping: number } {
  const total = Math.max(0, order.total - order.amount_refunded);
  return { total, shipping: Math.min(total, Math.max(0, order.shipping - order.shipping_refunded)) };
}
