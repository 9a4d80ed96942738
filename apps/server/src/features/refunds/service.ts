// Refunds (issue 16, decision 0022): money given back on an order, recorded by an admin (in full
// or in part, of the shipping only if they say so, with a reason, and a new status only if they
// choose one) or by the payment provider's webhook. The database holds the line: the trigger on
// order_refunds adds each refund to its order under the order's row lock, and the order's checks
// refuse any sum above its total (its shipping); the checks here give the same answer first,
// naming what remains. A provider's refund is a step of the payments feature's webhook, which
// records the provider's event in the same transaction. The order's status is changed through the
// orders feature's record action: this feature writes only `order_refunds`.
import { and, eq, sql } from 'drizzle-orm';
import type { ActorRef } from '@store/contract/actors';
import { ORDER_MESSAGES } from '@store/contract/orders';
import {
  ACCESS_REVOKED_BECAUSE,
  REFUND_MESSAGES,
  refundable,
  type OrderGrant,
  type OrderGrantsResponse,
  type OrderRefund,
  type RefundResponse,
  type RefundSource,
} from '@store/contract/order-refunds';
import type { PaymentProvider } from '@store/contract/payments';
import type { Db, Tx } from '../../db/client.ts';
import { orderRefunds, orders } from '../../db/schema/sales.ts';
import { providerActor, writeAudit, type Actor, type AuditActor } from '../../platform/audit.ts';
import { isCheckViolation } from '../../platform/constraints.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { emitWebhookEvent } from '../webhooks/service.ts';
import { actOnRecord } from '../../platform/record-actions.ts';
import { orderGrants, revokeOrderGrants } from '../access/service.ts';
import { orderIdOf, statusChange, toOrder } from '../orders/service.ts';

type RefundRow = typeof orderRefunds.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

export function toRefund(row: RefundRow): OrderRefund {
  return {
    id: row.id,
    order_id: row.orderId,
    amount: row.amount,
    currency: row.currency,
    reason: row.reason,
    shipping_only: row.shippingOnly,
    source: row.source as RefundSource,
    provider_refund_id: row.providerRefundId,
    by: actorOf(row),
    created_at: row.createdAt.toISOString(),
  };
}

function actorOf(row: Pick<RefundRow, 'adminUserId' | 'adminName' | 'adminEmail'>): ActorRef | null {
  return row.adminName === null || row.adminEmail === null
    ? null
    : { id: row.adminUserId, name: row.adminName, email: row.adminEmail };
}

async function lockOrder(tx: Tx, where: ReturnType<typeof eq>): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(where).for('update');
  return row;
}

/** The refused answer for an amount above what remains, naming the field. */
function tooMuch(order: OrderRow, shippingOnly: boolean): AppError {
  const left = refundable(toOrder(order));
  if (left.total === 0) return invalid('amount', REFUND_MESSAGES.refundedInFull);
  if (shippingOnly) {
    return invalid(
      'amount',
      left.shipping === 0
        ? REFUND_MESSAGES.shippingRefundedInFull
        : REFUND_MESSAGES.shippingAtMost(left.shipping, order.currency),
    );
  }
  return invalid('amount', REFUND_MESSAGES.atMost(left.total, order.currency));
}

/** The order's caps, as the database names them: a refund that crosses one is refused. */
const CAPS = ['orders_refunded_within_total', 'orders_shipping_refunded_within_shipping'];

export interface RefundInput {
  amount: number;
  reason: string;
  shipping_only: boolean;
  status?: string | undefined;
  /** Products whose access the order granted, to revoke with a partial refund. */
  revoke_access?: number[] | undefined;
}

/**
 * `POST /orders/{id}/refunds`: records a refund of the order, audited, and sets the status the
 * admin chose with it (its own audit row), all in one transaction.
 */
export async function refundOrder(
  db: Db,
  actor: Actor,
  rawOrderId: string,
  body: RefundInput,
): Promise<RefundResponse> {
  const orderId = orderIdOf(rawOrderId);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, eq(orders.id, orderId));
    if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
    const left = refundable(toOrder(order));
    if (body.amount > (body.shipping_only ? left.shipping : left.total)) throw tooMuch(order, body.shipping_only);
    const revoke = body.revoke_access ?? [];
    if (revoke.length > 0) {
      const active = new Set((await orderGrants(tx, orderId)).filter((g) => g.is_active).map((g) => g.product_id));
      if (revoke.some((id) => !active.has(id))) throw invalid('revoke_access', REFUND_MESSAGES.revokeNotOfOrder);
    }

    const [refund] = await insertRefund(tx, order, {
      orderId,
      amount: body.amount,
      currency: order.currency,
      reason: body.reason,
      shippingOnly: body.shipping_only,
      source: 'admin',
      adminUserId: actor.id,
      adminName: actor.name,
      adminEmail: actor.email,
    });
    await writeAudit(tx, actor, {
      action: 'create',
      resourceType: 'order_refunds',
      resourceId: refund!.id,
      after: {
        order_number: order.orderNumber,
        amount: refund!.amount,
        currency: refund!.currency,
        reason: refund!.reason,
        shipping_only: refund!.shippingOnly,
      },
    });
    const refunded = await lockOrder(tx, eq(orders.id, orderId));
    await emitWebhookEvent(tx, 'order.refunded', { order: toOrder(refunded!), refund: toRefund(refund!) });
    const revoked =
      (await revokeIfRefundedInFull(tx, actor, refunded!)) ??
      (await revokeOrderGrants(tx, actor, [orderId], ACCESS_REVOKED_BECAUSE.refundedInPart, revoke));
    if (body.status !== undefined && body.status !== order.status) {
      await actOnRecord(tx, actor, statusChange(body.status, actor), orderId);
    }
    const after = await lockOrder(tx, eq(orders.id, orderId));
    return { refund: toRefund(refund!), order: toOrder(after!), revoked };
  });
}

/** `GET /orders/{id}/access`: the grants the order made, active or not. */
export async function grantsOfOrder(db: Db, rawOrderId: string): Promise<OrderGrantsResponse> {
  const orderId = orderIdOf(rawOrderId);
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  return { grants: await orderGrants(db, orderId) };
}

/**
 * The access the order granted, revoked once it is refunded in full (decision 0049); undefined
 * while some of it remains refundable.
 */
async function revokeIfRefundedInFull(tx: Tx, actor: AuditActor, order: OrderRow): Promise<OrderGrant[] | undefined> {
  if (refundable(toOrder(order)).total > 0) return undefined;
  return revokeOrderGrants(tx, actor, [order.id], ACCESS_REVOKED_BECAUSE.refundedInFull);
}

/** Inserts a refund; a sum above the order's caps (a race the checks above lost) is refused as they would. */
async function insertRefund(tx: Tx, order: OrderRow, values: typeof orderRefunds.$inferInsert) {
  try {
    return await tx.transaction((sp) => sp.insert(orderRefunds).values(values).returning());
  } catch (err) {
    if (CAPS.some((cap) => isCheckViolation(err, cap))) throw tooMuch(order, values.shippingOnly ?? false);
    throw err;
  }
}

/** What a provider says of a payment's refunds: all it has refunded so far, and its latest refund. */
export interface ProviderRefund {
  provider: PaymentProvider;
  /** Everything refunded of the payment so far, in cents (Stripe's `amount_refunded`). */
  refundedTotal: number;
  currency: string;
  refundId: string;
  reason: string;
}

export type ProviderRefundOutcome =
  | { outcome: 'refunded'; orderNumber: string; refund: OrderRefund }
  | { outcome: 'duplicate' | 'ignored'; orderNumber?: string };

/**
 * The order a payment session paid for, locked for a provider's refund, in the caller's
 * transaction (the payments feature's webhook, which records the provider's event in it):
 * undefined when the session has no order; a refund in another currency is refused.
 */
export async function orderForProviderRefund(
  tx: Tx,
  paymentSessionId: number,
  currency: string,
): Promise<OrderRow | undefined> {
  const order = await lockOrder(tx, eq(orders.paymentSessionId, paymentSessionId));
  if (order && order.currency.toUpperCase() !== currency.toUpperCase()) {
    throw new AppError('VALIDATION_FAILED', REFUND_MESSAGES.refundFailed);
  }
  return order;
}

/**
 * A refund made at the provider, as its webhook tells it: the provider gives the running total,
 * so what is recorded is that total less what its earlier events recorded — however often and in
 * whatever order the events come, the order's provider refunds add up to the provider's total,
 * once (the caller records each event once). Capped at what remains refundable (refunds an admin
 * recorded may already cover it).
 */
export async function recordProviderRefund(
  tx: Tx,
  order: OrderRow,
  event: ProviderRefund,
): Promise<ProviderRefundOutcome> {
  const [earlier] = await tx
    .select({ cents: sql<string>`coalesce(sum(${orderRefunds.amount}), 0)` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.source, event.provider)));
  const amount = Math.min(event.refundedTotal - Number(earlier!.cents), refundable(toOrder(order)).total);
  if (amount <= 0) return { outcome: 'ignored', orderNumber: order.orderNumber };
  const [refund] = await insertRefund(tx, order, {
    orderId: order.id,
    amount,
    currency: order.currency,
    reason: event.reason,
    source: event.provider,
    // A later event of the same refund id (a partial refund's own update) records the rest.
    providerRefundId: `${event.refundId}@${event.refundedTotal}`,
  });
  const [refunded] = await tx.select().from(orders).where(eq(orders.id, order.id));
  await emitWebhookEvent(tx, 'order.refunded', { order: toOrder(refunded!), refund: toRefund(refund!) });
  await revokeIfRefundedInFull(tx, providerActor(event.provider), refunded!);
  return { outcome: 'refunded', orderNumber: order.orderNumber, refund: toRefund(refund!) };
}
