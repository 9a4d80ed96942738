// Refunds (issue 16, decision 0022): recorded by an admin with a reason, audited in the same
// transaction, never past what remains refundable (the database holds the line, even for 200 at
// once), a status only when one is chosen; a Stripe `charge.refunded` recorded once however often
// it comes; revenue net of refunds in every currency.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OverviewResponse, RevenueResponse } from '@store/contract/analytics';
import { REFUND_MESSAGES, type RefundResponse } from '@store/contract/order-refunds';
import type { OrderTimeline } from '@store/contract/order-timeline';
import type { OrderDetail } from '@store/contract/orders';
import { products } from '../../db/schema/catalog.ts';
import { auditLogs } from '../../db/schema/operations.ts';
import { orderRefunds, orders, paymentSessions } from '../../db/schema/sales.ts';
import { keptAndCounted } from '../../test/counts.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';
import { deliverStripeEvent } from '../../test/webhooks.ts';

const STRIPE_SECRET = 'whsec_refunds';
let ctx: TestContext;
let token: string;
let mug: number;
let sequence = 0;

beforeAll(async () => {
  ctx = await createTestContext({ STRIPE_WEBHOOK_SECRET: STRIPE_SECRET });
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  const [row] = await ctx.database.db
    .insert(products)
    .values({ name: 'Mug', priceUsd: 1500, internalKey: 'mug', isPhysical: true })
    .returning({ id: products.id });
  mug = row!.id;
  // The admin API's limiter allows 1,200 requests a minute; the concurrency test sends 4,000.
  const limiters = json<{ data: { id: number; limiter_name: string; description: string }[] }>(
    await call('GET', '/rate-limiters'),
  ).data;
  const admin = limiters.find((l) => l.limiter_name === 'admin_api')!;
  const raised = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/rate-limiters/${admin.id}`,
    headers: bearer(token),
    payload: { window_ms: 1000, max_requests: 10_000, description: admin.description, is_active: true },
  });
  expect(raised.statusCode, raised.body).toBe(200);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const stripeDelivery = (event: { id: string; type: string; data: object }) =>
  deliverStripeEvent(ctx.app, STRIPE_SECRET, event);

/**
 * An order paid through Stripe: two mugs (3,000) and 500 of shipping, 3,500 in all, in the given
 * currency; its payment intent is what Stripe's refunds name.
 */
async function paidOrder(currency = 'USD') {
  sequence += 1;
  const sessionId = `cs_refund_${sequence}_${Date.now()}`;
  const paymentIntent = `pi_refund_${sequence}_${Date.now()}`;
  await ctx.database.db.insert(paymentSessions).values({
    sessionId,
    provider: 'stripe',
    userEmail: `buyer${sequence}@example.com`,
    items: [{ product_id: mug, quantity: 2 }],
    subtotal: 3000,
    shipping: 500,
    amountExpected: 3500,
    currency,
  });
  const paid = await stripeDelivery({
    id: `evt_paid_${sessionId}`,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        amount_total: 3500,
        currency: currency.toLowerCase(),
        payment_status: 'paid',
        payment_intent: paymentIntent,
      },
    },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const [order] = await ctx.database.db
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, json<{ order_number: string }>(paid).order_number));
  return { order: order!, paymentIntent };
}

const refund = (orderId: number | string, body: object) => call('POST', `/orders/${orderId}/refunds`, body);

async function orderNow(id: number) {
  return json<OrderDetail>(await call('GET', `/orders/${id}`));
}

describe('POST /orders/{id}/refunds', () => {
  it('records a partial refund with its reason, audited, and leaves the status alone', async () => {
    const { order } = await paidOrder();
    const res = await refund(order.id, { amount: 1200, reason: '  One mug arrived broken ' });
    expect(res.statusCode, res.body).toBe(201);
    const body = json<RefundResponse>(res);
    expect(body.refund).toMatchObject({
      order_id: order.id,
      amount: 1200,
      currency: 'USD',
      reason: 'One mug arrived broken',
      shipping_only: false,
      source: 'admin',
      provider_refund_id: null,
      by: { name: TEST_ADMIN.name, email: TEST_ADMIN.email },
    });
    expect(body.order).toMatchObject({ status: 'paid', amount_refunded: 1200, shipping_refunded: 0, total: 3500 });
    expect(await orderNow(order.id)).toMatchObject({ status: 'paid', amount_refunded: 1200 });

    const audit = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.resourceId, String(body.refund.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', resourceType: 'order_refunds', adminEmail: TEST_ADMIN.email });
    expect(audit[0]!.changes).toMatchObject({
      amount: { after: 1200 },
      reason: { after: 'One mug arrived broken' },
      order_number: { after: order.orderNumber },
    });
    const statusRows = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(sql`${auditLogs.resourceType} = 'orders' and ${auditLogs.resourceId} = ${String(order.id)}`);
    expect(statusRows).toHaveLength(0);
  });

  it('sets the status the admin chose in the same step, with its own audit row', async () => {
    const { order } = await paidOrder();
    const res = await refund(order.id, {
      amount: 3500,
      reason: 'Order cancelled by the customer',
      status: 'cancelled',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json<RefundResponse>(res).order).toMatchObject({ status: 'cancelled', amount_refunded: 3500 });
    const [change] = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(sql`${auditLogs.resourceType} = 'orders' and ${auditLogs.resourceId} = ${String(order.id)}`);
    expect(change!.changes).toEqual({ status: { before: 'paid', after: 'cancelled' } });

    // Nothing remains: a further refund is refused, naming the amount.
    const more = await refund(order.id, { amount: 1, reason: 'Again' });
    expect(more.statusCode).toBe(400);
    expect(json(more)).toMatchObject({ fields: { amount: REFUND_MESSAGES.refundedInFull } });
  });

  it('refuses more than what remains, naming what does, and writes nothing', async () => {
    const { order } = await paidOrder('EUR');
    expect((await refund(order.id, { amount: 1000, reason: 'Late delivery' })).statusCode).toBe(201);
    const res = await refund(order.id, { amount: 2501, reason: 'Too much' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Only €25.00 of this order remains refundable',
      fields: { amount: 'Only €25.00 of this order remains refundable' },
    });
    expect(await orderNow(order.id)).toMatchObject({ amount_refunded: 1000 });
    const rows = await ctx.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(rows).toHaveLength(1);
    // Exactly what remains is accepted.
    expect((await refund(order.id, { amount: 2500, reason: 'The rest' })).statusCode).toBe(201);
  });

  it('refunds the shipping only, up to the shipping', async () => {
    const { order } = await paidOrder();
    const over = await refund(order.id, { amount: 501, reason: 'Shipping was late', shipping_only: true });
    expect(over.statusCode).toBe(400);
    expect(json(over)).toMatchObject({ fields: { amount: 'Only $5.00 of the shipping remains refundable' } });
    const res = await refund(order.id, { amount: 500, reason: 'Shipping was late', shipping_only: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(json<RefundResponse>(res).order).toMatchObject({ amount_refunded: 500, shipping_refunded: 500 });
    const again = await refund(order.id, { amount: 100, reason: 'Again', shipping_only: true });
    expect(json(again)).toMatchObject({ fields: { amount: REFUND_MESSAGES.shippingRefundedInFull } });
    // The rest of the order is still refundable.
    expect((await refund(order.id, { amount: 3000, reason: 'Returned' })).statusCode).toBe(201);
  });

  it('answers 400 naming the field for a missing, malformed or out-of-range value, and 404 for no order', async () => {
    const { order } = await paidOrder();
    const cases: [object, string][] = [
      [{ reason: 'x' }, 'amount'],
      [{ amount: 0, reason: 'x' }, 'amount'],
      [{ amount: -5, reason: 'x' }, 'amount'],
      [{ amount: 12.5, reason: 'x' }, 'amount'],
      [{ amount: '1200', reason: 'x' }, 'amount'],
      [{ amount: 1e300, reason: 'x' }, 'amount'],
      [{ amount: 100 }, 'reason'],
      [{ amount: 100, reason: '   ' }, 'reason'],
      [{ amount: 100, reason: 'x'.repeat(501) }, 'reason'],
      [{ amount: 100, reason: 'x', shipping_only: 'yes' }, 'shipping_only'],
      [{ amount: 100, reason: 'x', status: '' }, 'status'],
      [{ amount: 100, reason: 'x', status: 's'.repeat(51) }, 'status'],
    ];
    for (const [body, field] of cases) {
      const res = await refund(order.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(json<{ fields: object }>(res).fields), JSON.stringify(body)).toContain(field);
    }
    expect(await orderNow(order.id)).toMatchObject({ amount_refunded: 0 });
    for (const id of ['999999', 'abc', '0']) {
      expect((await refund(id, { amount: 1, reason: 'x' })).statusCode).toBe(404);
    }
  });

  it('is held by the database itself: no insert can take an order past its total or into another currency', async () => {
    const { order } = await paidOrder();
    const { db } = ctx.database;
    const insert = (values: Partial<typeof orderRefunds.$inferInsert>) =>
      db.insert(orderRefunds).values({
        orderId: order.id,
        amount: 100,
        currency: 'USD',
        reason: 'direct',
        source: 'admin',
        ...values,
      });
    await expect(insert({ amount: 3501 })).rejects.toThrow();
    await expect(insert({ amount: 501, shippingOnly: true })).rejects.toThrow();
    await expect(insert({ currency: 'EUR' })).rejects.toThrow();
    await insert({ amount: 3500 });
    await expect(insert({ amount: 1 })).rejects.toThrow();
    expect(await orderNow(order.id)).toMatchObject({ amount_refunded: 3500 });
  });

  it(`never refunds more than the total when 200 partial refunds come at once (20 rounds)`, async () => {
    for (let round = 0; round < 20; round++) {
      const { order } = await paidOrder(round % 2 ? 'EUR' : 'USD');
      // 200 refunds of 25 to 45 cents: about 7,000 asked of 3,500.
      const asked = Array.from({ length: 200 }, (_, i) => 25 + ((i * 7 + round) % 21));
      const answers = await Promise.all(asked.map((amount, i) => refund(order.id, { amount, reason: `Part ${i}` })));
      const accepted = asked.filter((_, i) => answers[i]!.statusCode === 201);
      for (const res of answers) expect([201, 400, 503], res.body).toContain(res.statusCode);
      const refused = answers.filter((res) => res.statusCode === 400);
      for (const res of refused) expect(Object.keys(json<{ fields: object }>(res).fields)).toEqual(['amount']);
      const sum = accepted.reduce((a, b) => a + b, 0);
      expect(sum).toBeLessThanOrEqual(3500);
      expect(sum).toBeGreaterThan(3500 - 45);
      const now = await orderNow(order.id);
      expect(now.amount_refunded).toBe(sum);
      const rows = await ctx.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
      expect(rows.reduce((a, r) => a + r.amount, 0)).toBe(sum);
      const audits = await ctx.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLogs)
        .where(
          sql`${auditLogs.resourceType} = 'order_refunds' and ${auditLogs.changes}->'order_number'->>'after' = ${order.orderNumber}`,
        );
      expect(audits[0]!.n).toBe(accepted.length);
    }
  }, 180_000);
});

describe('Stripe charge.refunded', () => {
  const chargeRefunded = (id: string, paymentIntent: string, refunded: number, refundId: string, currency = 'usd') => ({
    id,
    type: 'charge.refunded',
    data: {
      object: {
        id: `ch_${paymentIntent}`,
        object: 'charge',
        payment_intent: paymentIntent,
        amount_refunded: refunded,
        currency,
        refunds: { data: [{ id: refundId, amount: refunded, reason: 'requested_by_customer' }] },
      },
    },
  });

  it('records a refund made at Stripe once, however often the event is delivered', async () => {
    const { order, paymentIntent } = await paidOrder();
    const event = chargeRefunded(`evt_rf_${order.id}`, paymentIntent, 1500, `re_${order.id}_1`);
    const outcomes = [];
    for (let i = 0; i < 3; i++) {
      const res = await stripeDelivery(event);
      expect(res.statusCode, res.body).toBe(200);
      outcomes.push(json<{ outcome: string }>(res).outcome);
    }
    expect(outcomes).toEqual(['refunded', 'duplicate', 'duplicate']);
    const rows = await ctx.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: 1500,
      source: 'stripe',
      reason: 'Refunded at Stripe (requested by customer)',
      adminName: null,
    });
    expect(await orderNow(order.id)).toMatchObject({ amount_refunded: 1500, status: 'paid' });

    // A second refund at Stripe: its event carries the running total; only the difference is new,
    // and an older event arriving late adds nothing.
    await stripeDelivery(chargeRefunded(`evt_rf2_${order.id}`, paymentIntent, 2000, `re_${order.id}_2`));
    await stripeDelivery(chargeRefunded(`evt_rf_late_${order.id}`, paymentIntent, 1500, `re_${order.id}_1`));
    expect(await orderNow(order.id)).toMatchObject({ amount_refunded: 2000 });
    const again = await ctx.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(again.map((r) => r.amount).sort()).toEqual([1500, 500]);
  });

  it('three deliveries at once still record one refund', async () => {
    const { order, paymentIntent } = await paidOrder();
    const event = chargeRefunded(`evt_rf_burst_${order.id}`, paymentIntent, 700, `re_${order.id}_b`);
    const answers = await Promise.all([0, 1, 2].map(() => stripeDelivery(event)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => json<{ outcome: string }>(a).outcome).sort()).toEqual([
      'duplicate',
      'duplicate',
      'refunded',
    ]);
    expect(await orderNow(order.id)).toMatchObject({ amount_refunded: 700 });
  });

  it('ignores a charge of no order of this store, and refuses a malformed one', async () => {
    const res = await stripeDelivery(chargeRefunded('evt_rf_other', 'pi_elsewhere', 100, 're_other'));
    expect(json(res)).toMatchObject({ received: true, outcome: 'ignored' });
    const malformed = await stripeDelivery({
      id: 'evt_rf_bad',
      type: 'charge.refunded',
      data: { object: { id: 'ch_x' } },
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('revenue net of refunds', () => {
  it('is exact on a hand-built store in two currencies: overview, revenue report and timeline', async () => {
    const before = json<OverviewResponse>(await call('GET', '/analytics/overview'));
    const beforeReport = json<RevenueResponse>(await call('GET', '/analytics/revenue'));
    const usd = before.by_currency.find((f) => f.currency === 'USD')!;
    const eur = before.by_currency.find((f) => f.currency === 'EUR');

    const a = await paidOrder('USD');
    const b = await paidOrder('USD');
    const c = await paidOrder('EUR');
    expect((await refund(a.order.id, { amount: 1200, reason: 'Broken mug' })).statusCode).toBe(201);
    expect((await refund(c.order.id, { amount: 500, reason: 'Shipping', shipping_only: true })).statusCode).toBe(201);
    // A cancelled order is out of revenue whatever was refunded of it.
    expect((await refund(b.order.id, { amount: 3500, reason: 'Cancelled', status: 'cancelled' })).statusCode).toBe(201);

    const after = json<OverviewResponse>(await call('GET', '/analytics/overview'));
    const usdAfter = after.by_currency.find((f) => f.currency === 'USD')!;
    const eurAfter = after.by_currency.find((f) => f.currency === 'EUR')!;
    expect(usdAfter.total_revenue_cents - usd.total_revenue_cents).toBe(3500 - 1200);
    expect(usdAfter.refunded_cents - usd.refunded_cents).toBe(1200);
    expect(usdAfter.paid_orders_count - usd.paid_orders_count).toBe(1);
    expect(usdAfter.cancelled_orders_count - usd.cancelled_orders_count).toBe(1);
    expect(eurAfter.total_revenue_cents - (eur?.total_revenue_cents ?? 0)).toBe(3000);
    expect(eurAfter.refunded_cents - (eur?.refunded_cents ?? 0)).toBe(500);
    expect(after.overview.total_revenue_cents).toBe(usdAfter.total_revenue_cents);
    expect(after.overview.refunded_cents).toBe(usdAfter.refunded_cents);
    expect(after.overview.avg_order_value_cents).toBe(
      Math.round(usdAfter.total_revenue_cents / usdAfter.paid_orders_count),
    );

    // Every figure equals the orders counted by hand.
    const [byHand] = (
      (await ctx.database.db.execute(sql`select
          coalesce(sum(total - amount_refunded) filter (where currency = 'USD' and status in ('paid', 'processing', 'shipped', 'completed')), 0)::int as usd,
          coalesce(sum(total - amount_refunded) filter (where currency = 'EUR' and status in ('paid', 'processing', 'shipped', 'completed')), 0)::int as eur
        from orders`)) as unknown as { rows: { usd: number; eur: number }[] }
    ).rows;
    expect(usdAfter.total_revenue_cents).toBe(byHand!.usd);
    expect(eurAfter.total_revenue_cents).toBe(byHand!.eur);

    const report = json<RevenueResponse>(await call('GET', '/analytics/revenue'));
    expect(report.total_revenue_cents - beforeReport.total_revenue_cents).toBe(3500 - 1200);
    expect(report.by_currency.find((f) => f.currency === 'EUR')!.total_revenue_cents).toBe(byHand!.eur);

    // The rollups the triggers keep agree with the tables.
    for (const { kept, counted } of await keptAndCounted(ctx.database.db)) expect(kept).toEqual(counted);

    // The refund is in the order's story, with its reason and who recorded it.
    const { events } = json<OrderTimeline>(await call('GET', `/orders/${b.order.id}/timeline`));
    expect(events.slice(0, 2).map((e) => e.kind)).toEqual(['status', 'refund']);
    expect(events[1]).toMatchObject({ refund: { amount: 3500, reason: 'Cancelled', by: { email: TEST_ADMIN.email } } });
  });
});
