// The statuses in the store with their counts (`GET /orders/statuses`, decision 0023), and the
// one rule behind every place a status shows: a status is its exact text. The list filter, the
// counts and the analytics all group 'awaiting_stock' and 'Awaiting Stock' apart.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OverviewResponse } from '@store/contract/analytics';
import { ORDER_STATUSES, type OrdersListResponse, type OrderStatusesResponse } from '@store/contract/orders';
import { orders } from '../../db/schema/sales.ts';
import { keptAndCounted } from '../../test/counts.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload }),
  });

async function statuses(): Promise<OrderStatusesResponse['statuses']> {
  const res = await call('GET', '/orders/statuses');
  expect(res.statusCode).toBe(200);
  return json<OrderStatusesResponse>(res).statuses;
}

/** The six statuses with these counts (0 for the others), in flow order. */
const standard = (counts: Partial<Record<(typeof ORDER_STATUSES)[number], number>> = {}) =>
  ORDER_STATUSES.map((status) => ({ status, count: counts[status] ?? 0 }));

let serial = 0;
async function placeOrders(...statusList: string[]): Promise<number[]> {
  const rows = await ctx.database.db
    .insert(orders)
    .values(
      statusList.map((status) => ({
        orderNumber: `ORD-ST-${String(++serial).padStart(4, '0')}`,
        customerEmail: `buyer${serial}@example.com`,
        status,
        subtotal: 1000,
        total: 1000,
      })),
    )
    .returning({ id: orders.id });
  return rows.map((r) => r.id);
}

const setStatus = async (id: number, status: string) => {
  const res = await call('PATCH', `/orders/${id}`, { status });
  expect(res.statusCode).toBe(200);
};

describe('GET /orders/statuses', () => {
  let ids: number[];

  it('lists the six statuses in flow order, with 0 orders, in a store without orders', async () => {
    expect(await statuses()).toEqual(standard());
  });

  it('adds each custom status present, exactly as typed, after the six and alphabetically regardless of case', async () => {
    ids = await placeOrders(
      'paid',
      'paid',
      'paid',
      'awaiting_stock',
      'Awaiting Stock',
      'Awaiting Stock',
      'on_hold',
      'cancelled',
      'Zebra crossing',
    );
    expect(await statuses()).toEqual([
      ...standard({ paid: 3, cancelled: 1 }),
      { status: 'Awaiting Stock', count: 2 },
      { status: 'awaiting_stock', count: 1 },
      { status: 'on_hold', count: 1 },
      { status: 'Zebra crossing', count: 1 },
    ]);
  });

  it('follows status changes: a custom status appears with its first order and goes with its last', async () => {
    const [paid1, paid2, , awaiting, , , onHold] = ids;
    // A paid order put on hold: paid loses one, on_hold gains one.
    await setStatus(paid1!, 'on_hold');
    // The only 'awaiting_stock' order joins 'Awaiting Stock': 'awaiting_stock' is gone.
    await setStatus(awaiting!, 'Awaiting Stock');
    // A status nobody used before appears.
    await setStatus(paid2!, 'Refund requested');
    expect(await statuses()).toEqual([
      ...standard({ paid: 1, cancelled: 1 }),
      { status: 'Awaiting Stock', count: 3 },
      { status: 'on_hold', count: 2 },
      { status: 'Refund requested', count: 1 },
      { status: 'Zebra crossing', count: 1 },
    ]);

    // Both on_hold orders shipped (one by the bulk action): on_hold is no longer offered.
    await setStatus(onHold!, 'shipped');
    const bulk = await call('POST', '/orders/bulk', {
      action: 'set_status',
      records: [{ id: paid1! }],
      status: 'shipped',
    });
    expect(bulk.statusCode).toBe(200);
    const now = await statuses();
    expect(now.map((s) => s.status)).not.toContain('on_hold');
    expect(now).toEqual([
      ...standard({ paid: 1, shipped: 2, cancelled: 1 }),
      { status: 'Awaiting Stock', count: 3 },
      { status: 'Refund requested', count: 1 },
      { status: 'Zebra crossing', count: 1 },
    ]);
  });

  it('counts what the orders hold (the counts kept by the triggers agree with the table)', async () => {
    for (const { kept, counted } of await keptAndCounted(ctx.database.db)) expect(kept).toEqual(counted);
    const rows = await ctx.database.db.select({ status: orders.status }).from(orders);
    const counted = new Map<string, number>();
    for (const { status } of rows) counted.set(status, (counted.get(status) ?? 0) + 1);
    for (const { status, count } of await statuses()) expect(count, status).toBe(counted.get(status) ?? 0);
  });

  it('gives each listed status a filter that answers exactly its count of orders', async () => {
    for (const { status, count } of await statuses()) {
      const res = await call('GET', `/orders?page=1&limit=10000&status=${encodeURIComponent(status)}`);
      const body = json<OrdersListResponse>(res);
      expect(body.orders.map((o) => o.status)).toEqual(Array(count).fill(status));
      expect(body.pagination.total, status).toBe(count);
    }
  });

  it('requires a signed-in admin', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/orders/statuses' });
    expect(res.statusCode).toBe(401);
  });
});

describe('exactly equal statuses only are one status', () => {
  it("keeps 'awaiting_stock' and 'Awaiting Stock' apart in the analytics, the filter and the counts", async () => {
    const [lower] = await placeOrders('awaiting_stock');
    const { db } = ctx.database;
    const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, lower!));
    expect(row!.status).toBe('awaiting_stock');

    const res = await call('GET', '/analytics/overview');
    expect(res.statusCode).toBe(200);
    const buckets = json<OverviewResponse>(res).orders_by_status;
    expect(buckets).toContainEqual({ status: 'awaiting_stock', count: 1 });
    expect(buckets).toContainEqual({ status: 'Awaiting Stock', count: 3 });
    // Nothing else spells it another way.
    expect(buckets.filter((b) => b.status.toLowerCase().replace(/[\s_]/g, '') === 'awaitingstock')).toHaveLength(2);

    const filtered = json<OrdersListResponse>(await call('GET', '/orders?status=awaiting_stock'));
    expect(filtered.orders.map((o) => o.id)).toEqual([lower]);
    expect(await statuses()).toEqual(
      expect.arrayContaining([
        { status: 'Awaiting Stock', count: 3 },
        { status: 'awaiting_stock', count: 1 },
      ]),
    );
  });
});
