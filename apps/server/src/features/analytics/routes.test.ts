import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codePromos, products } from '../../db/schema/catalog.ts';
import { orders, userProductAccess } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';

// A hand-built store in New York time: figures below are worked out by hand from these rows.
let ctx: TestContext;
let token: string;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestContext({ STORE_TIMEZONE: 'America/New_York' });
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  const { db } = ctx.database;
  const [customer] = await db
    .insert(users)
    .values({ email: 'buyer@example.com', name: 'Buyer', createdAt: new Date('2026-03-10T12:00:00Z') })
    .returning();
  const order = (n: number, status: string, total: number, createdAt: string) => ({
    orderNumber: `ORD-${n}`,
    userId: customer!.id,
    customerEmail: 'buyer@example.com',
    status,
    subtotal: total,
    total,
    createdAt: new Date(createdAt),
  });
  await db.insert(orders).values([
    order(1, 'paid', 1000, '2026-03-01T15:00:00Z'),
    order(2, 'processing', 2000, '2026-03-05T15:00:00Z'),
    order(3, 'shipped', 3000, '2026-03-09T15:00:00Z'),
    // 23:30 on March 10th in New York is 03:30 on March 11th in UTC.
    order(4, 'completed', 4000, '2026-03-11T03:30:00Z'),
    order(5, 'pending', 500, '2026-03-10T15:00:00Z'),
    order(6, 'cancelled', 700, '2026-03-10T16:00:00Z'),
    order(7, 'on hold', 900, '2026-03-10T17:00:00Z'),
  ]);
  const [product] = await db
    .insert(products)
    .values({ name: 'App', priceUsd: 100, internalKey: 'app', isDownloadable: true })
    .returning();
  await db.insert(userProductAccess).values([
    { userId: customer!.id, productId: product!.id, expiresAt: null, isActive: true },
    { userId: customer!.id, productId: product!.id, expiresAt: new Date(Date.now() - DAY), isActive: false },
  ]);
  await db.insert(codePromos).values([
    { code: 'LIVE', discountType: 'percentage', discountValue: 10 },
    { code: 'OFF', discountType: 'percentage', discountValue: 10, isEnabled: false },
    {
      code: 'OLD',
      discountType: 'fixed',
      discountValue: 500,
      dateStart: new Date(Date.now() - 30 * DAY),
      dateEnd: new Date(Date.now() - DAY),
    },
    { code: 'USED', discountType: 'fixed', discountValue: 500, maxUses: 1, usageCount: 1 },
  ]);
});
afterAll(() => ctx.close());

const get = (query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/analytics/overview${query}`, headers: bearer(token) });

describe('GET /analytics/overview', () => {
  it('counts revenue over paid, processing, shipped and completed only', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const { overview, time_zone } = json<{ overview: Record<string, number>; time_zone: string }>(res);
    expect(time_zone).toBe('America/New_York');
    expect(overview).toMatchObject({
      total_users: 2, // the admin and the buyer
      total_orders: 7,
      paid_orders_count: 4,
      total_revenue_cents: 10000,
      avg_order_value_cents: 2500,
      cancelled_orders_count: 1,
      cancelled_revenue_cents: 700,
      active_product_access: 1,
      active_promo_codes: 1,
    });
  });

  it('counts a day in the store time zone: 23:30 local lands on that day', async () => {
    const res = await get('?start_date=2026-03-10&end_date=2026-03-10');
    const { overview, orders_by_status } = json<{
      overview: Record<string, number>;
      orders_by_status: { status: string; count: number }[];
    }>(res);
    expect(overview.orders_in_range).toBe(4); // completed at 23:30, pending, cancelled, on hold
    expect(overview.total_revenue_cents).toBe(4000);
    expect(overview.paid_orders_count).toBe(1);
    expect(overview.new_users).toBe(1);
    expect(overview.total_orders).toBe(7);
    expect(orders_by_status).toEqual(
      expect.arrayContaining([
        { status: 'completed', count: 1 },
        { status: 'pending', count: 1 },
        { status: 'cancelled', count: 1 },
        { status: 'on hold', count: 1 },
      ]),
    );
    expect(orders_by_status).toHaveLength(4);
  });

  it('answers zeros for a range without orders', async () => {
    const { overview } = json<{ overview: Record<string, number> }>(
      await get('?start_date=2020-01-01&end_date=2020-01-31'),
    );
    expect(overview).toMatchObject({ orders_in_range: 0, total_revenue_cents: 0, avg_order_value_cents: 0 });
  });

  it('refuses malformed or reversed dates with 400', async () => {
    const bad = await get('?start_date=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).fields).toEqual({ start_date: 'Use the date format YYYY-MM-DD' });
    const reversed = await get('?start_date=2026-03-10&end_date=2026-03-01');
    expect(reversed.statusCode).toBe(400);
  });

  it('requires a signed-in admin', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/analytics/overview' });
    expect(res.statusCode).toBe(401);
  });
});
