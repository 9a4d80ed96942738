// Access follows the money (issue 31, item 3; decision 0049), on PGlite and PostgreSQL: a grant
// remembers the order that made it; a refund in full, Stripe's included, or the order cancelled
// (alone or in bulk) deactivates exactly that order's grants, each audited and on the timeline; a
// hand-made grant stays; a partial refund keeps them unless the admin names the products.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_REVOKED_BECAUSE,
  REFUND_MESSAGES,
  type OrderGrantsResponse,
  type RefundResponse,
} from '@store/contract/order-refunds';
import type { OrderTimeline } from '@store/contract/order-timeline';
import { products } from '../../db/schema/catalog.ts';
import { auditLogs } from '../../db/schema/operations.ts';
import { orderRefunds, orders, userProductAccess } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';
import { deliverStripeEvent, payWithStripe } from '../../test/webhooks.ts';

const STRIPE_SECRET = 'whsec_access_follows';
let ctx: TestContext;
let token: string;
let app: number;
let plugin: number;
let sequence = 0;

beforeAll(async () => {
  ctx = await createTestContext({ STRIPE_WEBHOOK_SECRET: STRIPE_SECRET });
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  const made = await ctx.database.db
    .insert(products)
    .values([
      { name: 'Editor App', priceUsd: 4000, internalKey: 'editor-app', isDownloadable: true },
      {
        name: 'Export Plugin',
        priceUsd: 1000,
        internalKey: 'export-plugin',
        isDownloadable: true,
        accessDurationType: 'annual',
        accessDurationMonths: 12,
      },
    ])
    .returning({ id: products.id });
  [app, plugin] = made.map((p) => p.id) as [number, number];
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/** An order of both products paid through Stripe by `email` (5,000 in all). */
async function paidOrder(email = `buyer-${++sequence}-${Date.now()}@example.com`) {
  const { orderNumber, paymentIntent } = await payWithStripe(ctx.app, ctx.database, STRIPE_SECRET, {
    email,
    items: [
      { product_id: app, quantity: 1 },
      { product_id: plugin, quantity: 1 },
    ],
    total: 5000,
  });
  const [order] = await ctx.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return { order: order!, paymentIntent, email };
}

const grantsOf = async (orderId: number) =>
  json<OrderGrantsResponse>(await call('GET', `/orders/${orderId}/access`)).grants;
const activeOf = async (orderId: number) =>
  Object.fromEntries((await grantsOf(orderId)).map((g) => [g.product_name, g.is_active]));
const revocationAudits = (grantIds: number[]) =>
  ctx.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.resourceType, 'user_product_access'), eq(auditLogs.action, 'update')))
    .then((rows) => rows.filter((r) => grantIds.map(String).includes(r.resourceId!)));

describe('a grant remembers its order', () => {
  it('lists the grants an order made, active, by product name', async () => {
    const { order } = await paidOrder();
    const grants = await grantsOf(order.id);
    expect(grants.map((g) => [g.product_name, g.is_active, g.expires_at === null])).toEqual([
      ['Editor App', true, true],
      ['Export Plugin', true, false],
    ]);
    expect((await call('GET', '/orders/999999999/access')).statusCode).toBe(404);
  });
});

describe('a refund in full', () => {
  it('deactivates the order’s grants in its transaction, audited, and says so on the timeline', async () => {
    const { order } = await paidOrder();
    const res = await call('POST', `/orders/${order.id}/refunds`, { amount: 5000, reason: 'Returned' });
    expect(res.statusCode, res.body).toBe(201);
    const body = json<RefundResponse>(res);
    expect(body.revoked.map((g) => [g.product_name, g.is_active])).toEqual([
      ['Editor App', false],
      ['Export Plugin', false],
    ]);
    expect(await activeOf(order.id)).toEqual({ 'Editor App': false, 'Export Plugin': false });
    const audits = await revocationAudits(body.revoked.map((g) => g.id));
    expect(audits).toHaveLength(2);
    expect(audits[0]!.changes).toMatchObject({
      is_active: { before: true, after: false },
      revoked_because: { after: ACCESS_REVOKED_BECAUSE.refundedInFull },
    });
    expect(audits[0]!.adminEmail).toBe(TEST_ADMIN.email);

    const timeline = json<OrderTimeline>(await call('GET', `/orders/${order.id}/timeline`));
    const access = timeline.events.filter((e) => e.kind === 'access');
    expect(access.map((e) => e.kind === 'access' && [e.product_name, e.active, e.reason])).toEqual(
      expect.arrayContaining([
        ['Editor App', false, ACCESS_REVOKED_BECAUSE.refundedInFull],
        ['Export Plugin', false, ACCESS_REVOKED_BECAUSE.refundedInFull],
      ]),
    );
  });

  it('leaves a grant given by hand, even one the order extended', async () => {
    const email = `hand-${Date.now()}@example.com`;
    const [customer] = await ctx.database.db.insert(users).values({ email, name: 'Hand' }).returning();
    const granted = await call('POST', '/access', { user_id: customer!.id, product_id: app });
    expect(granted.statusCode, granted.body).toBe(201);
    const { order } = await paidOrder(email);
    expect((await call('POST', `/orders/${order.id}/refunds`, { amount: 5000, reason: 'Returned' })).statusCode).toBe(
      201,
    );
    const left = await ctx.database.db
      .select({
        productId: userProductAccess.productId,
        active: userProductAccess.isActive,
        orderId: userProductAccess.orderId,
      })
      .from(userProductAccess)
      .where(eq(userProductAccess.userId, customer!.id));
    expect(left).toEqual(
      expect.arrayContaining([
        { productId: app, active: true, orderId: null },
        { productId: plugin, active: false, orderId: order.id },
      ]),
    );
  });

  it('made at Stripe does the same, in Stripe’s name; a partial one keeps the access', async () => {
    const { order, paymentIntent } = await paidOrder();
    const refunded = (id: string, amount: number) =>
      deliverStripeEvent(ctx.app, STRIPE_SECRET, {
        id,
        type: 'charge.refunded',
        data: {
          object: {
            id: `ch_${paymentIntent}`,
            object: 'charge',
            payment_intent: paymentIntent,
            amount_refunded: amount,
            currency: 'usd',
            refunds: { data: [{ id: `re_${id}`, amount, reason: 'requested_by_customer' }] },
          },
        },
      });
    expect((await refunded(`evt_part_${order.id}`, 1000)).statusCode).toBe(200);
    expect(await activeOf(order.id)).toEqual({ 'Editor App': true, 'Export Plugin': true });
    expect((await refunded(`evt_full_${order.id}`, 5000)).statusCode).toBe(200);
    expect(await activeOf(order.id)).toEqual({ 'Editor App': false, 'Export Plugin': false });
    const audits = await revocationAudits((await grantsOf(order.id)).map((g) => g.id));
    expect(audits.map((a) => [a.adminName, a.adminUserId])).toEqual([
      ['Stripe', null],
      ['Stripe', null],
    ]);
  });
});

describe('a partial refund', () => {
  it('keeps the access unless the admin names the products to revoke', async () => {
    const { order } = await paidOrder();
    const kept = json<RefundResponse>(
      await call('POST', `/orders/${order.id}/refunds`, { amount: 1000, reason: 'Late' }),
    );
    expect(kept.revoked).toEqual([]);
    expect(await activeOf(order.id)).toEqual({ 'Editor App': true, 'Export Plugin': true });

    const res = await call('POST', `/orders/${order.id}/refunds`, {
      amount: 1000,
      reason: 'Plugin returned',
      revoke_access: [plugin],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json<RefundResponse>(res).revoked.map((g) => g.product_name)).toEqual(['Export Plugin']);
    expect(await activeOf(order.id)).toEqual({ 'Editor App': true, 'Export Plugin': false });
    const [audit] = await revocationAudits((await grantsOf(order.id)).filter((g) => !g.is_active).map((g) => g.id));
    expect(audit!.changes).toMatchObject({ revoked_because: { after: ACCESS_REVOKED_BECAUSE.refundedInPart } });
  });

  it('answers 400 on revoke_access naming a product the order did not grant, or no longer does, and records nothing', async () => {
    const { order } = await paidOrder();
    for (const revoke of [[999_999], ['x'], [app, 999_999]]) {
      const res = await call('POST', `/orders/${order.id}/refunds`, {
        amount: 500,
        reason: 'No',
        revoke_access: revoke,
      });
      expect(res.statusCode, JSON.stringify(revoke)).toBe(400);
      // The list, or the entry of it that is not a product id.
      const fields = Object.entries(json<{ fields: Record<string, string> }>(res).fields);
      expect(fields).toEqual([[expect.stringMatching(/^revoke_access(\.\d+)?$/), REFUND_MESSAGES.revokeNotOfOrder]]);
    }
    expect(await ctx.database.db.$count(orderRefunds, eq(orderRefunds.orderId, order.id))).toBe(0);
    expect(await activeOf(order.id)).toEqual({ 'Editor App': true, 'Export Plugin': true });
  });
});

describe('a cancellation', () => {
  it('deactivates the order’s grants, audited with the status change', async () => {
    const { order } = await paidOrder();
    const res = await call('PATCH', `/orders/${order.id}`, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await activeOf(order.id)).toEqual({ 'Editor App': false, 'Export Plugin': false });
    const audits = await revocationAudits((await grantsOf(order.id)).map((g) => g.id));
    expect(audits.map((a) => a.changes?.revoked_because?.after)).toEqual([
      ACCESS_REVOKED_BECAUSE.cancelled,
      ACCESS_REVOKED_BECAUSE.cancelled,
    ]);
  });

  it('in bulk does so for each order, and leaves other orders’ grants', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const other = await paidOrder();
    const res = await call('POST', '/orders/bulk', {
      action: 'set_status',
      records: [{ id: first.order.id }, { id: second.order.id }],
      status: 'cancelled',
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const { order } of [first, second])
      expect(await activeOf(order.id)).toEqual({ 'Editor App': false, 'Export Plugin': false });
    expect(await activeOf(other.order.id)).toEqual({ 'Editor App': true, 'Export Plugin': true });
  });

  it('and an admin can make a revoked grant active again', async () => {
    const { order } = await paidOrder();
    await call('PATCH', `/orders/${order.id}`, { status: 'cancelled' });
    const [grant] = await grantsOf(order.id);
    const res = await call('PATCH', `/access/${grant!.id}`, { is_active: true });
    expect(res.statusCode, res.body).toBe(200);
    const timeline = json<OrderTimeline>(await call('GET', `/orders/${order.id}/timeline`));
    const events = timeline.events.filter((e) => e.kind === 'access' && e.grant_id === grant!.id);
    expect(events.map((e) => e.kind === 'access' && [e.active, e.reason])).toEqual([
      [true, null],
      [false, ACCESS_REVOKED_BECAUSE.cancelled],
    ]);
  });
});
