// A customer at a glance (issue 31, item 1), on PGlite and PostgreSQL: on a hand-built store with
// two currencies, the lifetime value per currency is the sum of the customer's orders in a revenue
// status minus their refunds; the first and last order, the newest refunds and mails are theirs.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES, type CustomerSummary } from '@store/contract/users';
import { mailOutbox } from '../../db/schema/operations.ts';
import { orderMails, orders } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import {
  bearer,
  createTestContext,
  json,
  loginAs,
  TEST_ADMIN,
  watchCalls,
  type TestContext,
} from '../../test/harness.ts';

let ctx: TestContext;
let token: string;
let customer: number;
let other: number;
const orderIds: Record<string, number> = {};

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  const db = ctx.database.db;
  const made = await db
    .insert(users)
    .values([
      { email: 'ada@example.com', name: 'Ada' },
      { email: 'bob@example.com', name: 'Bob' },
    ])
    .returning({ id: users.id });
  [customer, other] = made.map((u) => u.id) as [number, number];
  const order = async (name: string, userId: number, total: number, currency: string, status: string, at: Date) => {
    const [row] = await db
      .insert(orders)
      .values({
        orderNumber: `ORD-SUM-${name}`,
        userId,
        customerEmail: userId === customer ? 'ada@example.com' : 'bob@example.com',
        subtotal: total,
        total,
        currency,
        status,
        createdAt: at,
      })
      .returning({ id: orders.id });
    orderIds[name] = row!.id;
  };
  await order('usd-1', customer, 1000, 'USD', 'completed', day(3));
  await order('usd-2', customer, 2500, 'USD', 'paid', day(10));
  await order('eur-1', customer, 4000, 'EUR', 'shipped', day(5));
  await order('usd-cancelled', customer, 999, 'USD', 'cancelled', day(1));
  await order('usd-pending', customer, 700, 'USD', 'pending', day(20));
  await order('bob-usd', other, 5000, 'USD', 'paid', day(4));
  // Refunds through the API: part of one USD order, all of the cancelled one.
  for (const [name, amount] of [
    ['usd-2', 300],
    ['usd-cancelled', 999],
    ['bob-usd', 100],
  ] as const) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderIds[name]}/refunds`,
      headers: bearer(token),
      payload: { amount, reason: `Refund of ${name}` },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const mails = await db
    .insert(mailOutbox)
    .values([
      { toEmail: 'ada@example.com', subject: 'Welcome', status: 'sent', templateKey: 'onboarding' },
      { toEmail: 'ada@example.com', subject: 'Your order', status: 'failed', templateKey: 'order_confirmation' },
      { toEmail: 'bob@example.com', subject: 'Not Ada’s', status: 'sent' },
    ])
    .returning({ id: mailOutbox.id });
  await db.insert(orderMails).values({ mailId: mails[1]!.id, orderId: orderIds['usd-2']! });
});
afterAll(() => ctx.close());

const summaryOf = async (id: number | string) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/users/${id}/summary`, headers: bearer(token) });

describe('GET /users/{id}/summary', () => {
  it('gives the lifetime value per currency, net of refunds, over the orders in a revenue status', async () => {
    const summary = json<CustomerSummary>(await summaryOf(customer));
    expect(summary.lifetime).toEqual([
      { currency: 'EUR', paid_cents: 4000, refunded_cents: 0, net_cents: 4000, orders: 1 },
      { currency: 'USD', paid_cents: 3500, refunded_cents: 300, net_cents: 3200, orders: 2 },
    ]);
    expect(summary.first_order_at).toBe(day(1).toISOString());
    expect(summary.last_order_at).toBe(day(20).toISOString());
  });

  it('lists the customer’s refunds and mails, newest first, with their orders', async () => {
    const summary = json<CustomerSummary>(await summaryOf(customer));
    expect(summary.refunds.map((r) => [r.order_number, r.amount, r.reason])).toEqual([
      ['ORD-SUM-usd-cancelled', 999, 'Refund of usd-cancelled'],
      ['ORD-SUM-usd-2', 300, 'Refund of usd-2'],
    ]);
    expect(summary.mails.map((m) => [m.subject, m.status, m.order?.order_number ?? null])).toEqual([
      ['Your order', 'failed', 'ORD-SUM-usd-2'],
      ['Welcome', 'sent', null],
    ]);
  });

  it('answers nothing for a customer without orders, and 404 for one that does not exist', async () => {
    const [lone] = await ctx.database.db
      .insert(users)
      .values({ email: 'lone@example.com', name: 'Lone' })
      .returning({ id: users.id });
    expect(json<CustomerSummary>(await summaryOf(lone!.id))).toEqual({
      lifetime: [],
      first_order_at: null,
      last_order_at: null,
      refunds: [],
      mails: [],
    });
    for (const id of ['999999', 'abc', '0']) {
      const res = await summaryOf(id);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toMatchObject({ error: USER_MESSAGES.notFound });
    }
  });

  it('reads a fixed number of statements however many orders the customer has', async () => {
    const statements = async () => {
      let n = 0;
      const calls = watchCalls(ctx.database, () => (n += 1));
      const answer = json<CustomerSummary>(await calls.run(() => summaryOf(other)));
      calls.stop();
      return { answer, n };
    };
    const { answer: before, n: fewOrders } = await statements();
    expect(before.lifetime).toEqual([
      { currency: 'USD', paid_cents: 5000, refunded_cents: 100, net_cents: 4900, orders: 1 },
    ]);
    await ctx.database.db.insert(orders).values(
      Array.from({ length: 40 }, (_, n) => ({
        orderNumber: `ORD-SUM-BOB-${n}`,
        userId: other,
        customerEmail: 'bob@example.com',
        subtotal: 100,
        total: 100,
        status: 'paid',
      })),
    );
    const { answer: after, n: manyOrders } = await statements();
    expect(manyOrders).toBe(fewOrders);
    expect(fewOrders).toBeGreaterThan(0);
    expect(after.lifetime).toEqual([
      { currency: 'USD', paid_cents: 9000, refunded_cents: 100, net_cents: 8900, orders: 41 },
    ]);
    expect(await ctx.database.db.$count(orders, eq(orders.userId, other))).toBe(41);
  });
});
