import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OverviewResponse } from '@store/contract/analytics';
import {
  ORDER_MESSAGES,
  type OrderDetail,
  type OrderItemsResponse,
  type OrdersListResponse,
  type SimulatePaymentResponse,
} from '@store/contract/orders';
import { codePromos, products } from '../../db/schema/catalog.ts';
import { auditLogs } from '../../db/schema/operations.ts';
import { orderItems, orders, paymentSessions } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import { staleMessage } from '@store/contract/revisions';
import { auditRowsOf, bulkResult, expectBulkRefusals } from '../../test/bulk.ts';
import { keptAndCounted } from '../../test/counts.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let token: string;
let customerId: number;
let ids: Record<string, number>;

// A small hand-made store: 23 orders (so three pages of 10), in known statuses and currencies.
beforeAll(async () => {
  ctx = await createTestContext();
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  const { db } = ctx.database;
  const [customer] = await db.insert(users).values({ email: 'ada@example.com', name: 'Ada' }).returning();
  customerId = customer!.id;
  const [mug] = await db
    .insert(products)
    .values({ name: 'Mug', priceUsd: 1500, internalKey: 'mug', isPhysical: true })
    .returning();
  const [promo] = await db
    .insert(codePromos)
    .values({ code: 'SAVE10', discountType: 'percentage', discountValue: 10 })
    .returning();
  const base = (n: number) => ({
    orderNumber: `ORD-2026-${String(n).padStart(6, '0')}`,
    customerEmail: `filler${n}@example.com`,
    status: 'completed',
    subtotal: 1000,
    total: 1000,
    paymentProvider: 'stripe',
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)),
  });
  const fillers = Array.from({ length: 20 }, (_, i) => base(i + 1));
  const rows = await db
    .insert(orders)
    .values([
      ...fillers,
      {
        ...base(101),
        userId: customer!.id,
        customerEmail: 'ada@example.com',
        status: 'paid',
        subtotal: 123456,
        amountDiscount: 12346,
        tax: 0,
        shipping: 500,
        total: 111610,
        promoCodeId: promo!.id,
        promoCode: 'SAVE10',
        promoDiscountType: 'percentage',
        promoDiscountValue: 10,
        shippingCountryCode: 'US',
        createdAt: new Date('2026-03-01T10:00:00Z'),
      },
      {
        ...base(102),
        customerEmail: 'euro@example.com',
        status: 'on hold',
        currency: 'EUR',
        subtotal: 1999,
        total: 1999,
        paymentProvider: 'coinbase',
        promoCode: 'FLAT5',
        promoDiscountType: 'fixed',
        promoDiscountValue: 500,
        createdAt: new Date('2026-03-02T10:00:00Z'),
      },
      {
        ...base(103),
        customerEmail: 'percent%@example.com',
        status: 'cancelled',
        createdAt: new Date('2026-03-03T10:00:00Z'),
      },
    ])
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  ids = Object.fromEntries(rows.map((r) => [r.orderNumber, r.id]));
  await db.insert(orderItems).values([
    { orderId: ids['ORD-2026-000101']!, productId: mug!.id, productName: 'Mug', quantity: 2, priceAtPurchase: 1500 },
    {
      orderId: ids['ORD-2026-000101']!,
      productId: null,
      productName: 'Retired Poster',
      quantity: 1,
      priceAtPurchase: 120456,
    },
  ]);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload }),
  });
const list = async (query: string) => json<OrdersListResponse>(await call('GET', `/orders${query}`));
const ada = () => ids['ORD-2026-000101']!;

describe('GET /orders', () => {
  it('answers {orders, pendingPaymentSessions, pagination}, newest first, with user and promoCode', async () => {
    const res = await call('GET', '/orders?page=1&limit=10000');
    expect(res.statusCode).toBe(200);
    const body = json<OrdersListResponse>(res);
    expect(body.pagination).toEqual({ page: 1, limit: 10000, total: 23, pages: 1 });
    expect(body.simulation_enabled).toBe(true);
    expect(body.pendingPaymentSessions).toEqual([]);
    expect(body.orders.map((o) => o.order_number).slice(0, 3)).toEqual([
      'ORD-2026-000103',
      'ORD-2026-000102',
      'ORD-2026-000101',
    ]);
    const order = body.orders.find((o) => o.id === ada())!;
    expect(order).toMatchObject({
      status: 'paid',
      currency: 'USD',
      subtotal: 123456,
      amount_discount: 12346,
      shipping: 500,
      tax: 0,
      total: 111610,
      payment_provider: 'stripe',
      user: { id: customerId, email: 'ada@example.com' },
      promoCode: { code: 'SAVE10', discount_type: 'percentage', discount_percentage: 10, discount_amount: null },
    });
    const euro = body.orders.find((o) => o.order_number === 'ORD-2026-000102')!;
    expect(euro.user).toEqual({ id: null, email: 'euro@example.com' });
    expect(euro.promoCode).toEqual({
      code: 'FLAT5',
      discount_type: 'fixed',
      discount_percentage: null,
      discount_amount: 500,
    });
    expect(body.orders.find((o) => o.order_number === 'ORD-2026-000001')!.promoCode).toBeNull();
  });

  it('pages on the server when asked', async () => {
    const page3 = await list('?page=3&limit=10');
    expect(page3.pagination).toEqual({ page: 3, limit: 10, total: 23, pages: 3 });
    expect(page3.orders).toHaveLength(3);
    expect(page3.orders.map((o) => o.order_number)).toEqual(['ORD-2026-000003', 'ORD-2026-000002', 'ORD-2026-000001']);
  });

  it('filters by status, custom statuses included', async () => {
    expect((await list('?status=completed')).pagination.total).toBe(20);
    expect((await list('?status=paid')).orders.map((o) => o.id)).toEqual([ada()]);
    expect((await list('?status=on%20hold')).orders.map((o) => o.order_number)).toEqual(['ORD-2026-000102']);
    expect((await list('?status=shipped')).orders).toEqual([]);
    expect((await list('?status=')).pagination.total).toBe(23);
  });

  it('searches number, e-mail, user id, promo code, status, provider and the total as shown', async () => {
    const numbers = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}`)).orders.map((o) => o.order_number).sort();
    expect(await numbers('ord-2026-000101')).toEqual(['ORD-2026-000101']);
    expect(await numbers('ADA@EXAMPLE')).toEqual(['ORD-2026-000101']);
    expect(await numbers(String(customerId))).toContain('ORD-2026-000101');
    expect(await numbers('save10')).toEqual(['ORD-2026-000101']);
    expect(await numbers('on hold')).toEqual(['ORD-2026-000102']);
    expect(await numbers('coinbase')).toEqual(['ORD-2026-000102']);
    expect(await numbers('$1,116.10')).toEqual(['ORD-2026-000101']);
    expect(await numbers('1,116.1')).toEqual(['ORD-2026-000101']);
    expect(await numbers('€19.99')).toEqual(['ORD-2026-000102']);
    // LIKE wildcards are taken literally.
    expect(await numbers('%')).toEqual(['ORD-2026-000103']);
    expect(await numbers('nothing-like-this')).toEqual([]);
    // Search and status combine.
    expect((await list('?search=example.com&status=cancelled')).orders.map((o) => o.order_number)).toEqual([
      'ORD-2026-000103',
    ]);
  });

  it('gives a searched page its total, whether or not the page is full', async () => {
    // The orders at example.com, over pages of 4: a full page is counted, the last one ends the list.
    const page = async (p: number, limit: number) =>
      (await list(`?search=example.com&page=${p}&limit=${limit}`)).pagination;
    const every = await list('?search=example.com&limit=100');
    const all = every.orders.length;
    expect(every.pagination.total).toBe(all);
    expect(all).toBeGreaterThan(4);
    const pages = Math.ceil(all / 4);
    expect(await page(1, 4)).toEqual({ page: 1, limit: 4, total: all, pages }); // full page: counted
    expect(await page(pages, 4)).toEqual({ page: pages, limit: 4, total: all, pages }); // the last page
    expect(await page(pages + 1, 4)).toEqual({ page: pages + 1, limit: 4, total: all, pages }); // past the end
    expect(await page(1, all)).toEqual({ page: 1, limit: all, total: all, pages: 1 }); // exactly full
    expect((await list('?search=nothing-like-this&page=2')).pagination.total).toBe(0);
  });

  it('lists pending payment sessions only', async () => {
    const { db } = ctx.database;
    const [pending] = await db
      .insert(paymentSessions)
      .values({
        sessionId: 'cs_test_a1b2c3d4e5f6g7h8i9j0k1l2m3',
        provider: 'stripe',
        userEmail: 'waiting@example.com',
        items: [],
        subtotal: 2500,
        amountExpected: 2500,
      })
      .returning();
    await db.insert(paymentSessions).values({
      sessionId: 'EXPIRED1',
      provider: 'coinbase',
      userEmail: 'late@example.com',
      items: [],
      subtotal: 100,
      amountExpected: 100,
      status: 'expired',
    });
    const body = await list('');
    expect(body.pendingPaymentSessions).toEqual([
      {
        id: pending!.id,
        session_id: 'cs_test_a1b2c3d4e5f6g7h8i9j0k1l2m3',
        user_email: 'waiting@example.com',
        provider: 'stripe',
        amount_expected: 2500,
        currency: 'USD',
        status: 'pending',
        created_at: pending!.createdAt.toISOString(),
      },
    ]);
    expect(body.pending_sessions_total).toBe(1);

    // Simulating it removes it from the list and adds its order.
    const sim = await call('POST', `/orders/payment-sessions/${pending!.id}/simulate-success`);
    expect(sim.statusCode).toBe(200);
    const { order, onboarding_link } = json<SimulatePaymentResponse>(sim);
    expect(onboarding_link).toMatch(/\/onboarding\/[\w-]+$/);
    const after = await list('');
    expect(after.pendingPaymentSessions).toEqual([]);
    expect(after.pending_sessions_total).toBe(0);
    expect(after.orders[0]).toMatchObject({ id: order.id, status: 'paid', user: { email: 'waiting@example.com' } });
    await db.delete(orders).where(eq(orders.id, order.id)); // keep the counts of the other tests
  });

  it('refuses bad paging values with 400 and caps the limit', async () => {
    expect((await call('GET', '/orders?page=0')).statusCode).toBe(400);
    expect((await call('GET', '/orders?limit=abc')).statusCode).toBe(400);
    expect((await list('?limit=50000')).pagination.limit).toBe(10000);
  });

  it('requires a signed-in admin', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/admin/orders/${ada()}` })).statusCode).toBe(401);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${ada()}`,
      payload: { status: 'shipped' },
    });
    expect(patch.statusCode).toBe(401);
  });
});

describe('GET /orders/{id} and /orders/{id}/items', () => {
  it('answers the order with its items, from the snapshots', async () => {
    const res = await call('GET', `/orders/${ada()}`);
    expect(res.statusCode).toBe(200);
    const order = json<OrderDetail>(res);
    expect(order).toMatchObject({ id: ada(), order_number: 'ORD-2026-000101', shipping_country_code: 'US' });
    expect(order.items).toEqual([
      expect.objectContaining({ product: { name: 'Mug' }, quantity: 2, price_at_purchase: 1500 }),
      expect.objectContaining({
        product_id: null,
        product: { name: 'Retired Poster' },
        quantity: 1,
        price_at_purchase: 120456,
      }),
    ]);
    const items = await call('GET', `/orders/${ada()}/items`);
    expect(items.statusCode).toBe(200);
    expect(json<OrderItemsResponse>(items).items).toEqual(order.items);
  });

  it('answers 404 for unknown and malformed ids, never 500', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999', "1'or'1"]) {
      for (const path of [`/orders/${encodeURIComponent(id)}`, `/orders/${encodeURIComponent(id)}/items`]) {
        const res = await call('GET', path);
        expect(res.statusCode, path).toBe(404);
        expect(json(res).message).toBe(ORDER_MESSAGES.orderNotFound);
      }
    }
  });
});

describe('PATCH /orders/{id}', () => {
  const patch = (id: number | string, payload: Record<string, unknown>) => call('PATCH', `/orders/${id}`, payload);

  it('sets any of the six statuses, in any order, with an audit row', async () => {
    const id = ids['ORD-2026-000005']!;
    for (const status of ['shipped', 'pending', 'processing', 'paid', 'cancelled', 'completed']) {
      const res = await patch(id, { status });
      expect(res.statusCode).toBe(200);
      expect(json<OrderDetail>(res)).toMatchObject({ id, status, items: [] });
    }
    const audit = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceType, 'orders'), eq(auditLogs.resourceId, String(id))));
    expect(audit).toHaveLength(6);
    expect(audit.map((a) => a.action)).toEqual(Array(6).fill('update'));
    expect(audit.map((a) => a.changes)).toContainEqual({ status: { before: 'shipped', after: 'pending' } });
    expect(audit[0]).toMatchObject({ adminEmail: TEST_ADMIN.email });
  });

  it('sets a custom free-text status, trimmed', async () => {
    const id = ids['ORD-2026-000006']!;
    const res = await patch(id, { status: '  Waiting for customs  ' });
    expect(res.statusCode).toBe(200);
    expect(json<OrderDetail>(res).status).toBe('Waiting for customs');
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.status).toBe('Waiting for customs');
  });

  it('refuses an empty status, the current status or one that is too long, and changes nothing', async () => {
    const id = ids['ORD-2026-000007']!;
    for (const [payload, message] of [
      [{ status: '' }, ORDER_MESSAGES.statusRequired],
      [{ status: '   ' }, ORDER_MESSAGES.statusRequired],
      [{}, ORDER_MESSAGES.statusRequired],
      [{ status: 42 }, ORDER_MESSAGES.statusRequired],
      [{ status: 'completed' }, ORDER_MESSAGES.statusUnchanged],
      [{ status: 'x'.repeat(51) }, ORDER_MESSAGES.statusTooLong],
    ] as const) {
      const res = await patch(id, payload);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ code: 'VALIDATION_FAILED', message, fields: { status: message } });
    }
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.status).toBe('completed');
    const audit = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceType, 'orders'), eq(auditLogs.resourceId, String(id))));
    expect(audit).toHaveLength(0);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    expect((await patch(999999, { status: 'paid' })).statusCode).toBe(404);
    expect((await patch('abc', { status: 'paid' })).statusCode).toBe(404);
  });
});

describe('the dashboard when an order is cancelled', () => {
  const overview = async () => json<OverviewResponse>(await call('GET', '/analytics/overview')).overview;

  it('moves the order out of revenue and into the cancelled figures; restoring it moves it back', async () => {
    const id = ids['ORD-2026-000010']!;
    const before = await overview();
    expect((await call('PATCH', `/orders/${id}`, { status: 'cancelled' })).statusCode).toBe(200);
    const cancelled = await overview();
    expect(cancelled.total_orders).toBe(before.total_orders);
    expect(cancelled.total_revenue_cents).toBe(before.total_revenue_cents - 1000);
    expect(cancelled.paid_orders_count).toBe(before.paid_orders_count - 1);
    expect(cancelled.cancelled_orders_count).toBe(before.cancelled_orders_count + 1);
    expect(cancelled.cancelled_revenue_cents).toBe(before.cancelled_revenue_cents + 1000);
    // A custom status is out of revenue too, but not cancelled.
    expect((await call('PATCH', `/orders/${id}`, { status: 'refund requested' })).statusCode).toBe(200);
    const custom = await overview();
    expect(custom.total_revenue_cents).toBe(before.total_revenue_cents - 1000);
    expect(custom.cancelled_orders_count).toBe(before.cancelled_orders_count);
    expect((await call('PATCH', `/orders/${id}`, { status: 'completed' })).statusCode).toBe(200);
    expect(await overview()).toEqual(before);
  });
});

describe('POST /orders/bulk', () => {
  const bulk = (payload: unknown) => call('POST', '/orders/bulk', payload as Record<string, unknown>);
  let serial = 0;
  /** Fresh orders of their own (the fixture's are counted by the tests above). */
  const makeOrders = async (n: number, status = 'paid') =>
    ctx.database.db
      .insert(orders)
      .values(
        Array.from({ length: n }, () => {
          const k = ++serial;
          return {
            orderNumber: `BULK-${String(k).padStart(6, '0')}`,
            customerEmail: `bulk${k}@example.com`,
            status,
            subtotal: 1000,
            total: 1000,
            createdAt: new Date(Date.UTC(2025, 5, 1, 0, k)),
          };
        }),
      )
      .returning();
  const statusOf = async (list: { id: number }[]) =>
    (
      await ctx.database.db
        .select({ id: orders.id, status: orders.status, revision: orders.revision })
        .from(orders)
        .where(
          inArray(
            orders.id,
            list.map((o) => o.id),
          ),
        )
        .orderBy(orders.id)
    ).map((o) => [o.status, o.revision]);
  const orderAudits = (list: { id: number }[]) =>
    auditRowsOf(
      ctx.database.db,
      'orders',
      list.map((o) => o.id),
    );

  it('sets the status of exactly the orders named, one audit row each naming the status it replaced', async () => {
    const [a, b, c, other] = await makeOrders(4);
    const result = bulkResult(
      await bulk({
        action: 'set_status',
        status: 'shipped',
        records: [a!, b!, c!].map(({ id, revision }) => ({ id, revision })),
      }),
    );
    expect(result).toEqual({ succeeded: [a!.id, b!.id, c!.id], unchanged: [], failed: [] });
    expect(await statusOf([a!, b!, c!, other!])).toEqual([
      ['shipped', 2],
      ['shipped', 2],
      ['shipped', 2],
      ['paid', 1],
    ]);
    const audits = await orderAudits([a!, b!, c!, other!]);
    expect(audits.map((r) => [Number(r.resourceId), r.action, r.changes, r.adminEmail])).toEqual(
      [a!, b!, c!].map((o) => [o.id, 'update', { status: { before: 'paid', after: 'shipped' } }, TEST_ADMIN.email]),
    );
    // The kept counts (orders per status, revenue per day) moved with the change.
    for (const { kept, counted } of await keptAndCounted(ctx.database.db)) expect(kept).toEqual(counted);
  });

  it('changes the rest when one order is stale and one already in the status, and says which and why', async () => {
    const [stale, already, fine] = await makeOrders(3);
    await ctx.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, already!.id));
    expect((await call('PATCH', `/orders/${stale!.id}`, { status: 'processing' })).statusCode).toBe(200);
    const result = bulkResult(
      await bulk({
        action: 'set_status',
        status: ' cancelled ',
        records: [
          { id: stale!.id, revision: 1 },
          { id: already!.id, revision: 1 },
          { id: fine!.id, revision: 1 },
        ],
      }),
    );
    expect(result).toEqual({
      succeeded: [fine!.id],
      unchanged: [already!.id],
      failed: [{ id: stale!.id, code: 'STALE', message: staleMessage('order') }],
    });
    expect(await statusOf([stale!, already!, fine!])).toEqual([
      ['processing', 2],
      ['cancelled', 1],
      ['cancelled', 2],
    ]);
    expect((await orderAudits([stale!, already!, fine!])).map((r) => [Number(r.resourceId), r.changes])).toEqual([
      [stale!.id, { status: { before: 'paid', after: 'processing' } }],
      [fine!.id, { status: { before: 'paid', after: 'cancelled' } }],
    ]);
  });

  it('changes 1,000 orders in one request, with 1,000 audit rows', async () => {
    const many = await makeOrders(1000);
    const result = bulkResult(
      await bulk({ action: 'set_status', status: 'processing', records: many.map(({ id }) => ({ id })) }),
    );
    expect(result.succeeded).toHaveLength(1000);
    expect(result.failed).toEqual([]);
    expect(new Set((await statusOf(many)).map(([status]) => status))).toEqual(new Set(['processing']));
    expect(await orderAudits(many)).toHaveLength(1000);
    for (const { kept, counted } of await keptAndCounted(ctx.database.db)) expect(kept).toEqual(counted);
  });

  it('gives each order to exactly one of two bulk requests racing over it, the other says STALE', async () => {
    // Meaningful on PostgreSQL, where the two run side by side; both lock in id order, so no deadlock.
    const list = await makeOrders(6);
    const records = list.map(({ id }) => ({ id, revision: 1 }));
    const [first, second] = await Promise.all([
      bulk({ action: 'set_status', status: 'shipped', records }),
      bulk({ action: 'set_status', status: 'cancelled', records: [...records].reverse() }),
    ]);
    const answers = [bulkResult(first!), bulkResult(second!)];
    for (const { id } of list) {
      const won = answers.filter((a) => a.succeeded.includes(id));
      const lost = answers.flatMap((a) => a.failed).filter((f) => f.id === id);
      expect(won).toHaveLength(1);
      expect(lost).toEqual([{ id, code: 'STALE', message: staleMessage('order') }]);
    }
    expect((await statusOf(list)).map(([, revision]) => revision)).toEqual(list.map(() => 2));
    expect(await orderAudits(list)).toHaveLength(list.length);
  });

  it('refuses a malformed request or status with 400 naming the field, and writes nothing', async () => {
    const [order] = await makeOrders(1);
    const count = async () => (await orderAudits([order!])).length;
    await expectBulkRefusals(bulk, { action: 'set_status', status: 'shipped', records: [{ id: order!.id }] }, count);
    const empty = await bulk({ action: 'set_status', status: '  ', records: [{ id: order!.id }] });
    expect(empty.statusCode).toBe(400);
    expect(json(empty)).toMatchObject({ fields: { status: ORDER_MESSAGES.statusRequired } });
    expect(await statusOf([order!])).toEqual([['paid', 1]]);
    expect(await count()).toBe(0);
  });

  describe('when the database fails on one order mid-way', () => {
    // A trigger that fails the write of one order with the given SQLSTATE: the failure happens in
    // the database, in the middle of the statement that writes all the orders.
    const failOn = async (id: number, sqlState: string) => {
      await ctx.database.db.execute(
        sql.raw(`create or replace function bulk_test_fault() returns trigger language plpgsql as $$
          begin
            if new.id = ${id} then raise exception using errcode = '${sqlState}', message = 'injected fault'; end if;
            return new;
          end $$`),
      );
      await ctx.database.db.execute(
        sql.raw(
          `create trigger bulk_test_fault before update on orders for each row execute function bulk_test_fault()`,
        ),
      );
    };
    afterEach(async () => {
      await ctx.database.db.execute(sql.raw('drop trigger if exists bulk_test_fault on orders'));
      await ctx.database.db.execute(sql.raw('drop function if exists bulk_test_fault()'));
    });

    it('writes nothing at all when the failure is not about a record, and answers 500', async () => {
      const list = await makeOrders(5);
      await failOn(list[3]!.id, 'P0001');
      const res = await bulk({ action: 'set_status', status: 'shipped', records: list.map(({ id }) => ({ id })) });
      expect(res.statusCode).toBe(500);
      expect(json(res)).toMatchObject({ code: 'INTERNAL' });
      expect(await statusOf(list)).toEqual(list.map(() => ['paid', 1]));
      expect(await orderAudits(list)).toEqual([]);
      for (const { kept, counted } of await keptAndCounted(ctx.database.db)) expect(kept).toEqual(counted);
    });

    it('fails only that order when a constraint refuses it, and writes the others whole', async () => {
      const list = await makeOrders(5);
      await failOn(list[2]!.id, '23514');
      const result = bulkResult(
        await bulk({ action: 'set_status', status: 'shipped', records: list.map(({ id }) => ({ id })) }),
      );
      const others = list.filter((_, i) => i !== 2);
      expect(result).toEqual({
        succeeded: others.map((o) => o.id),
        unchanged: [],
        failed: [{ id: list[2]!.id, code: 'VALIDATION_FAILED', message: 'A value is out of its allowed range' }],
      });
      expect(await statusOf(list)).toEqual(list.map((_, i) => (i === 2 ? ['paid', 1] : ['shipped', 2])));
      expect((await orderAudits(list)).map((r) => Number(r.resourceId))).toEqual(others.map((o) => o.id));
    });
  });
});
