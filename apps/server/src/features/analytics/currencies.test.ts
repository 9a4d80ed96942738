// Money per currency (issue 14, decision 0015): no figure adds two currencies. A hand-built store
// of USD, EUR and GBP orders; every expected figure is worked out by hand from the rows below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  OverviewResponse,
  ProductsAnalyticsResponse,
  PromosAnalyticsResponse,
  RevenueResponse,
} from '@store/contract/analytics';
import { products } from '../../db/schema/catalog.ts';
import { orderItems, orders } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';

const RANGE = '?start_date=2025-03-01&end_date=2025-03-31';

async function buildStore(ctx: TestContext) {
  const { db } = ctx.database;
  const [customer] = await db.insert(users).values({ email: 'buyer@example.com', name: 'Buyer' }).returning();
  const [mug, app] = await db
    .insert(products)
    .values([
      { name: 'Mug', priceUsd: 1000, internalKey: 'mug' },
      { name: 'App', priceUsd: 5000, internalKey: 'app' },
    ])
    .returning();
  let n = 0;
  const place = async (currency: string, status: string, lines: [typeof mug, number, number][], discount = 0) => {
    const subtotal = lines.reduce((s, [, q, p]) => s + q * p, 0);
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: `CUR-${++n}`,
        userId: customer!.id,
        customerEmail: customer!.email,
        status,
        currency,
        subtotal,
        amountDiscount: discount,
        total: subtotal - discount,
        promoCode: discount > 0 ? 'SPRING' : null,
        promoDiscountType: discount > 0 ? 'fixed' : null,
        promoDiscountValue: discount > 0 ? discount : null,
        createdAt: new Date(`2025-03-${String(10 + n).padStart(2, '0')}T12:00:00Z`),
      })
      .returning();
    await db.insert(orderItems).values(
      lines.map(([product, quantity, price]) => ({
        orderId: order!.id,
        productId: product!.id,
        productName: product!.name,
        quantity,
        priceAtPurchase: price,
      })),
    );
  };
  // USD: paid 2×$10 + $50 = $70.00, completed $50.00 - $5 promo = $45.00, cancelled $10.00, pending $50.00
  await place('USD', 'paid', [
    [mug, 2, 1000],
    [app, 1, 5000],
  ]);
  await place('USD', 'completed', [[app, 1, 5000]], 500);
  await place('USD', 'cancelled', [[mug, 1, 1000]]);
  await place('USD', 'pending', [[app, 1, 5000]]);
  // EUR: shipped €90.00 (app at €45 × 2), paid €9.00 - €1 promo = €8.00, cancelled €45.00 twice
  await place('EUR', 'shipped', [[app, 2, 4500]]);
  await place('EUR', 'paid', [[mug, 1, 900]], 100);
  await place('EUR', 'cancelled', [[app, 1, 4500]]);
  await place('EUR', 'cancelled', [[app, 1, 4500]]);
  // GBP: one processing order, £8.00
  await place('GBP', 'processing', [[mug, 1, 800]]);
}

async function contextFor(env: Record<string, string> = {}) {
  const ctx = await createTestContext(env);
  await buildStore(ctx);
  const { token } = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const get = async <T>(path: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/analytics/${path}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return json<T>(res);
  };
  return { ctx, get, headers: bearer(token) };
}

const USD = {
  currency: 'USD',
  total_revenue_cents: 11500,
  refunded_cents: 0,
  paid_orders_count: 2,
  avg_order_value_cents: 5750,
  cancelled_orders_count: 1,
  cancelled_revenue_cents: 1000,
};
const EUR = {
  currency: 'EUR',
  total_revenue_cents: 9800,
  refunded_cents: 0,
  paid_orders_count: 2,
  avg_order_value_cents: 4900,
  cancelled_orders_count: 2,
  cancelled_revenue_cents: 9000,
};
const GBP = {
  currency: 'GBP',
  total_revenue_cents: 800,
  refunded_cents: 0,
  paid_orders_count: 1,
  avg_order_value_cents: 800,
  cancelled_orders_count: 0,
  cancelled_revenue_cents: 0,
};

describe('a store of USD, EUR and GBP orders, in USD (the default STORE_CURRENCY)', () => {
  let store: Awaited<ReturnType<typeof contextFor>>;
  beforeAll(async () => {
    store = await contextFor();
  });
  afterAll(async () => {
    await store?.ctx.close();
  });

  it("keeps the spec's money fields for USD alone, counts every currency's orders, and gives every currency its own figures", async () => {
    const body = await store.get<OverviewResponse>(`overview${RANGE}`);
    expect(body.currency).toBe('USD');
    expect(body.overview).toMatchObject({
      total_orders: 9,
      orders_in_range: 9,
      total_revenue_cents: 11500,
      refunded_cents: 0,
      // Counts are not money: 2 USD + 2 EUR + 1 GBP paid, 1 USD + 2 EUR cancelled (issue 34).
      paid_orders_count: 5,
      avg_order_value_cents: 5750,
      cancelled_orders_count: 3,
      cancelled_revenue_cents: 1000,
    });
    expect(body.overview.paid_orders_count).toBe(body.by_currency.reduce((n, f) => n + f.paid_orders_count, 0));
    // The store currency first, then the others by revenue.
    expect(body.by_currency).toEqual([USD, EUR, GBP]);
    // Orders by status count every currency: 3 cancelled (1 USD + 2 EUR).
    expect(body.orders_by_status).toEqual(
      expect.arrayContaining([
        { status: 'cancelled', count: 3 },
        { status: 'paid', count: 2 },
        { status: 'pending', count: 1 },
      ]),
    );
  });

  it('ranks products sold per currency, each row with its currency, and totals products revenue per currency', async () => {
    const body = await store.get<ProductsAnalyticsResponse>(`products${RANGE}`);
    expect(body.top_by_revenue.map((r) => [r.product?.name, r.currency, r.revenue, r.quantity_sold])).toEqual([
      ['App', 'USD', '10000', '2'],
      ['Mug', 'USD', '2000', '2'],
      ['App', 'EUR', '9000', '2'],
      ['Mug', 'EUR', '900', '1'],
      ['Mug', 'GBP', '800', '1'],
    ]);
    expect(body.products_revenue_cents).toBe(12000);
    expect(body.currency).toBe('USD');
    expect(body.by_currency).toEqual([
      { currency: 'USD', products_revenue_cents: 12000 },
      { currency: 'EUR', products_revenue_cents: 9900 },
      { currency: 'GBP', products_revenue_cents: 800 },
    ]);
    expect(body.total_products).toBe(5);
    // Asked for euros first (the dashboard's top products), the two EUR rows lead.
    const eur = await store.get<ProductsAnalyticsResponse>(`products${RANGE}&currency=EUR&limit=2`);
    expect(eur.top_by_revenue.map((r) => [r.product?.name, r.currency, r.revenue])).toEqual([
      ['App', 'EUR', '9000'],
      ['Mug', 'EUR', '900'],
    ]);
  });

  it('puts only USD in the revenue series and totals, and every currency beside them', async () => {
    const body = await store.get<RevenueResponse>(`revenue${RANGE}`);
    expect(body).toMatchObject({ currency: 'USD', total_revenue_cents: 11500, paid_orders: 2, orders: 9 });
    expect(body.series.reduce((s, p) => s + p.revenue_cents, 0)).toBe(11500);
    expect(body.by_currency).toEqual([
      { currency: 'USD', total_revenue_cents: 11500, paid_orders: 2 },
      { currency: 'EUR', total_revenue_cents: 9800, paid_orders: 2 },
      { currency: 'GBP', total_revenue_cents: 800, paid_orders: 1 },
    ]);
  });

  it("gives another currency's revenue series when asked, every order still counted", async () => {
    const eur = await store.get<RevenueResponse>(`revenue${RANGE}&currency=EUR`);
    expect(eur).toMatchObject({ currency: 'EUR', total_revenue_cents: 9800, paid_orders: 2, orders: 9 });
    expect(eur.series.reduce((s, p) => s + p.revenue_cents, 0)).toBe(9800);
    expect(eur.series.map((p) => p.period)).toEqual(
      (await store.get<RevenueResponse>(`revenue${RANGE}`)).series.map((p) => p.period),
    );
    // A currency without orders: zeros, not an error.
    const jpy = await store.get<RevenueResponse>(`revenue${RANGE}&currency=JPY`);
    expect(jpy).toMatchObject({ currency: 'JPY', total_revenue_cents: 0, paid_orders: 0, orders: 9 });
    // Anything but three capital letters is refused, naming the field.
    for (const bad of ['eur', 'EURO', '€', 'E\u0000R', '']) {
      const res = await store.ctx.app.inject({
        method: 'GET',
        url: `/api/admin/analytics/revenue${RANGE}&currency=${encodeURIComponent(bad)}`,
        headers: store.headers,
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.body).toContain('currency');
    }
  });

  it('gives promo codes a row per currency and the total discount in USD', async () => {
    const body = await store.get<PromosAnalyticsResponse>(`promos${RANGE}`);
    expect(body.promos.map((p) => [p.code, p.currency, p.orders, p.discount_cents, p.revenue_cents])).toEqual([
      ['SPRING', 'EUR', 1, 100, 800],
      ['SPRING', 'USD', 1, 500, 4500],
    ]);
    expect(body.total_discount_cents).toBe(500);
  });
});

describe('the same store with STORE_CURRENCY=EUR', () => {
  let store: Awaited<ReturnType<typeof contextFor>>;
  beforeAll(async () => {
    store = await contextFor({ STORE_CURRENCY: 'EUR' });
  });
  afterAll(async () => {
    await store?.ctx.close();
  });

  it("gives the spec's fields in euros, and USD among the others", async () => {
    const body = await store.get<OverviewResponse>(`overview${RANGE}`);
    expect(body.currency).toBe('EUR');
    expect(body.overview).toMatchObject({
      total_revenue_cents: 9800,
      refunded_cents: 0,
      paid_orders_count: 5,
      avg_order_value_cents: 4900,
      cancelled_orders_count: 3,
      cancelled_revenue_cents: 9000,
    });
    expect(body.by_currency).toEqual([EUR, USD, GBP]);
  });
});

describe('a store without orders', () => {
  it('still lists the store currency, at zero', async () => {
    const ctx = await createTestContext();
    try {
      const { token } = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
      const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/analytics/overview', headers: bearer(token) });
      expect(json<OverviewResponse>(res).by_currency).toEqual([{ ...USD, ...zero }]);
    } finally {
      await ctx.close();
    }
  });
});

const zero = {
  total_revenue_cents: 0,
  refunded_cents: 0,
  paid_orders_count: 0,
  avg_order_value_cents: 0,
  cancelled_orders_count: 0,
  cancelled_revenue_cents: 0,
};
