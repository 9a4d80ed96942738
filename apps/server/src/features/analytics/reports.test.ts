import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  GeographicAnalyticsResponse,
  ProductsAnalyticsResponse,
  PromosAnalyticsResponse,
  RevenueResponse,
  UsersAnalyticsResponse,
} from '@store/contract/analytics';
import { countries, products } from '../../db/schema/catalog.ts';
import { orderItems, orders } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';

// A hand-built January 2025 in New York (UTC-5). Every expected figure below is worked out by
// hand from these rows; the comments give the local time of each instant.
let ctx: TestContext;
let token: string;
let alphaId: number;
let betaId: number;

beforeAll(async () => {
  ctx = await createTestContext({ STORE_TIMEZONE: 'America/New_York' });
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  const { db } = ctx.database;
  const [c1, c2] = await db
    .insert(users)
    .values([
      { email: 'c1@example.com', name: 'One', createdAt: new Date('2025-01-02T15:00:00Z') }, // Jan 2, 10:00
      { email: 'c2@example.com', name: 'Two', createdAt: new Date('2025-01-10T04:30:00Z') }, // Jan 9, 23:30
      { email: 'c3@example.com', name: 'Three', createdAt: new Date('2025-02-01T12:00:00Z') }, // Feb 1
    ])
    .returning();
  const [alpha, beta] = await db
    .insert(products)
    .values([
      { name: 'Alpha', priceUsd: 1000, internalKey: 'alpha' },
      { name: 'Beta', priceUsd: 2000, internalKey: 'beta' },
    ])
    .returning();
  alphaId = alpha!.id;
  betaId = beta!.id;
  await db.insert(countries).values([
    { code: 'US', name: 'United States', shippingCost: 0 },
    { code: 'DE', name: 'Germany', shippingCost: 500 },
  ]);

  type Item = { productId: number | null; productName: string; quantity: number; priceAtPurchase: number };
  const place = async (
    n: number,
    status: string,
    at: string,
    customer: { id: number; email: string },
    items: Item[],
    extra: { discount?: number; shipping?: number; promo?: [string, string, number]; country?: string } = {},
  ) => {
    const subtotal = items.reduce((s, i) => s + i.quantity * i.priceAtPurchase, 0);
    const discount = extra.discount ?? 0;
    const shipping = extra.shipping ?? 0;
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: `R-${n}`,
        userId: customer.id,
        customerEmail: customer.email,
        status,
        subtotal,
        amountDiscount: discount,
        shipping,
        total: subtotal - discount + shipping,
        promoCode: extra.promo?.[0] ?? null,
        promoDiscountType: extra.promo?.[1] ?? null,
        promoDiscountValue: extra.promo?.[2] ?? null,
        shippingCountryCode: extra.country ?? null,
        createdAt: new Date(at),
      })
      .returning();
    await db.insert(orderItems).values(items.map((i) => ({ ...i, orderId: order!.id })));
  };
  const a = (quantity: number, price = 1000): Item => ({
    productId: alphaId,
    productName: 'Alpha (old name)',
    quantity,
    priceAtPurchase: price,
  });
  const b = (quantity: number, price = 1000): Item => ({
    productId: betaId,
    productName: 'Beta',
    quantity,
    priceAtPurchase: price,
  });
  const gone = (quantity: number): Item => ({
    productId: null,
    productName: 'Gone Gadget',
    quantity,
    priceAtPurchase: 500,
  });

  // Jan 3, 05:00 — 3000
  await place(1, 'paid', '2025-01-03T10:00:00Z', c1!, [a(2), b(1)], { country: 'US' });
  // Jan 9, 23:30 — 1000 - 100 + 500 shipping = 1400
  await place(2, 'completed', '2025-01-10T04:30:00Z', c2!, [a(1)], {
    discount: 100,
    shipping: 500,
    promo: ['SAVE10', 'percentage', 10],
    country: 'DE',
  });
  // Jan 9, 10:00 — 1500 - 150 = 1350, digital only
  await place(3, 'shipped', '2025-01-09T15:00:00Z', c1!, [gone(3)], {
    discount: 150,
    promo: ['SAVE10', 'percentage', 10],
  });
  // Jan 9 — cancelled and pending: never revenue
  await place(4, 'cancelled', '2025-01-09T16:00:00Z', c1!, [b(5)], { country: 'US' });
  await place(5, 'pending', '2025-01-09T17:00:00Z', c2!, [a(1)], { country: 'US' });
  // Jan 10, 00:30 — 2000 - 500 = 1500
  await place(6, 'processing', '2025-01-10T05:30:00Z', c2!, [b(1, 2000)], {
    discount: 500,
    promo: ['FLAT5', 'fixed', 500],
    country: 'US',
  });
});
afterAll(() => ctx.close());

async function get<T>(path: string, query = ''): Promise<T> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/analytics/${path}${query}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<T>(res);
}

const JAN_9 = '?start_date=2025-01-09&end_date=2025-01-09';
const JANUARY = '?start_date=2025-01-01&end_date=2025-01-31';

describe('GET /analytics/products', () => {
  it('sums items of revenue orders per product, highest revenue first, as numeric strings of cents', async () => {
    const body = await get<ProductsAnalyticsResponse>('products', `${JANUARY}&limit=10000`);
    expect(body.top_by_revenue).toEqual([
      // Alpha and Beta tie at 3000: more units first
      { product_id: alphaId, product: { name: 'Alpha' }, revenue: '3000', quantity_sold: '3', currency: 'USD' },
      { product_id: betaId, product: { name: 'Beta' }, revenue: '3000', quantity_sold: '2', currency: 'USD' },
      { product_id: null, product: { name: 'Gone Gadget' }, revenue: '1500', quantity_sold: '3', currency: 'USD' },
    ]);
    expect(body.total_products).toBe(3);
    // 7500 products + 500 shipping - 750 discounts = 7250, the overview's revenue for January
    expect(body.products_revenue_cents).toBe(7500);
    expect(body.time_zone).toBe('America/New_York');
    expect(body.start_date).toBe('2025-01-01');
  });

  it('counts the 23:30 local order on its local day', async () => {
    const body = await get<ProductsAnalyticsResponse>('products', JAN_9);
    expect(body.top_by_revenue.map((p) => [p.product?.name, p.revenue, p.quantity_sold])).toEqual([
      ['Gone Gadget', '1500', '3'],
      ['Alpha', '1000', '1'],
    ]);
    expect(body.products_revenue_cents).toBe(2500);
  });

  it('applies the limit but still reports every product and the whole revenue', async () => {
    const body = await get<ProductsAnalyticsResponse>('products', `${JANUARY}&limit=1`);
    expect(body.top_by_revenue).toHaveLength(1);
    expect(body.total_products).toBe(3);
    expect(body.products_revenue_cents).toBe(7500);
  });

  it('answers an empty list for a range without sales', async () => {
    const body = await get<ProductsAnalyticsResponse>('products', '?start_date=2024-01-01&end_date=2024-01-31');
    expect(body).toMatchObject({ top_by_revenue: [], total_products: 0, products_revenue_cents: 0 });
  });
});

describe('GET /analytics/revenue', () => {
  it('gives revenue and orders per local day, with empty days filled', async () => {
    const body = await get<RevenueResponse>('revenue', '?start_date=2025-01-08&end_date=2025-01-10');
    expect(body.interval).toBe('day');
    expect(body.series).toEqual([
      { period: '2025-01-08', revenue_cents: 0, orders: 0, paid_orders: 0 },
      { period: '2025-01-09', revenue_cents: 2750, orders: 4, paid_orders: 2 },
      { period: '2025-01-10', revenue_cents: 1500, orders: 1, paid_orders: 1 },
    ]);
    expect(body).toMatchObject({ total_revenue_cents: 4250, orders: 5, paid_orders: 3 });
  });

  it('switches to weeks for long ranges, the first week starting at the range start', async () => {
    const body = await get<RevenueResponse>('revenue', '?start_date=2025-01-01&end_date=2025-06-30');
    expect(body.interval).toBe('week');
    expect(body.series.slice(0, 2).map((p) => p.period)).toEqual(['2025-01-01', '2025-01-06']);
    // Jan 1–5: order 1; Jan 6–12: orders 2, 3, 6 (and the cancelled and pending ones)
    expect(body.series[0]).toMatchObject({ revenue_cents: 3000, orders: 1 });
    expect(body.series[1]).toMatchObject({ revenue_cents: 4250, orders: 5, paid_orders: 3 });
    expect(body.total_revenue_cents).toBe(7250);
  });

  it('without a range covers all time, from the first order to today', async () => {
    const body = await get<RevenueResponse>('revenue');
    expect(body.start_date).toBeNull();
    expect(body.total_revenue_cents).toBe(7250);
    expect(body.series[0]!.period).toBe('2025-01-03');
    expect(body.series.reduce((s, p) => s + p.revenue_cents, 0)).toBe(7250);
  });
});

describe('GET /analytics/users', () => {
  it('counts accounts per local day and distinct buyers', async () => {
    const body = await get<UsersAnalyticsResponse>('users', JAN_9);
    expect(body.series).toEqual([{ period: '2025-01-09', new_users: 1 }]); // Two, at 23:30
    expect(body).toMatchObject({ total_users: 4, new_users: 1, buyers: 2 });
    const january = await get<UsersAnalyticsResponse>('users', JANUARY);
    expect(january).toMatchObject({ new_users: 2, buyers: 2 });
    expect(january.series).toHaveLength(31);
  });
});

describe('GET /analytics/promos', () => {
  it('lists the codes used on revenue orders with the recorded terms', async () => {
    const body = await get<PromosAnalyticsResponse>('promos', JANUARY);
    expect(body.promos).toEqual([
      {
        code: 'SAVE10',
        discount_type: 'percentage',
        discount_value: 10,
        currency: 'USD',
        orders: 2,
        discount_cents: 250,
        revenue_cents: 2750,
      },
      {
        code: 'FLAT5',
        discount_type: 'fixed',
        discount_value: 500,
        currency: 'USD',
        orders: 1,
        discount_cents: 500,
        revenue_cents: 1500,
      },
    ]);
    expect(body).toMatchObject({ orders_with_promo: 3, orders_without_promo: 1, total_discount_cents: 750 });
  });
});

describe('GET /analytics/geographic', () => {
  it('groups revenue orders by shipping country and counts digital-only ones apart', async () => {
    const body = await get<GeographicAnalyticsResponse>('geographic', JANUARY);
    expect(body.countries).toEqual([
      { country_code: 'US', country_name: 'United States', currency: 'USD', orders: 2, revenue_cents: 4500 },
      { country_code: 'DE', country_name: 'Germany', currency: 'USD', orders: 1, revenue_cents: 1400 },
    ]);
    expect(body.orders_without_country).toBe(1);
  });
});

describe('the overview over the same store', () => {
  it('agrees with the reports: products revenue + shipping + taxes - discounts = total revenue', async () => {
    const { overview } = await get<{ overview: Record<string, number> }>('overview', JANUARY);
    expect(overview).toMatchObject({ total_revenue_cents: 7250, paid_orders_count: 4, orders_in_range: 6 });
    const { products_revenue_cents } = await get<{ products_revenue_cents: number }>('products', JANUARY);
    // The revenue orders of January in the store's time zone, read from the table.
    const [extra] = await ctx.database.db
      .select({
        shipping: sql<number>`coalesce(sum(${orders.shipping}), 0)`.mapWith(Number),
        tax: sql<number>`coalesce(sum(${orders.tax}), 0)`.mapWith(Number),
        discount: sql<number>`coalesce(sum(${orders.amountDiscount}), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(
        sql`${orders.status} in ('paid', 'processing', 'shipped', 'completed')
          and ${orders.createdAt} >= timestamptz '2025-01-01 00:00 America/New_York'
          and ${orders.createdAt} < timestamptz '2025-02-01 00:00 America/New_York'`,
      );
    expect(extra!.shipping + extra!.discount).toBeGreaterThan(0);
    expect(products_revenue_cents + extra!.shipping + extra!.tax - extra!.discount).toBe(overview.total_revenue_cents);
  });

  it('leaves an open end of a range unbounded', async () => {
    const from = await get<{ overview: Record<string, number> }>('overview', '?start_date=2025-01-10');
    expect(from.overview).toMatchObject({ orders_in_range: 1, total_revenue_cents: 1500 });
    const until = await get<{ overview: Record<string, number> }>('overview', '?end_date=2025-01-08');
    expect(until.overview).toMatchObject({ orders_in_range: 1, total_revenue_cents: 3000, new_users: 1 });
  });
});

describe('GET /analytics/calendar', () => {
  it("gives the store's time zone and today's date there", async () => {
    const body = await get<{ time_zone: string; today: string }>('calendar');
    expect(body.time_zone).toBe('America/New_York');
    expect(body.today).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', dateStyle: 'short' }).format(new Date()),
    );
  });
});

describe('input checks', () => {
  it.each(['revenue', 'products', 'users', 'promos', 'geographic'])('%s refuses bad dates with 400', async (path) => {
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/analytics/${path}?start_date=2025-13-99x`,
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
    const reversed = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/analytics/${path}?start_date=2025-02-01&end_date=2025-01-01`,
      headers: bearer(token),
    });
    expect(reversed.statusCode).toBe(400);
    expect(json(reversed).fields).toEqual({ end_date: 'The start date must not be after the end date' });
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/admin/analytics/${path}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a date that matches the pattern but does not exist with 400, not 500', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/revenue?start_date=2025-02-30',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a products limit below 1', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/products?limit=0',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(400);
  });
});
