import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OverviewResponse, ProductsAnalyticsResponse } from '@store/contract/analytics';
import { REVENUE_STATUSES } from '@store/contract/orders';
import { ANALYTICS_FIXTURE_TIME_ZONE, FIXTURE_ORDERS, fixtureTotal } from '../../seed/analytics-fixture-data.ts';
import { seedAnalyticsFixture } from '../../seed/analytics-fixture.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';

// The browser test's store (SEED_FIXTURE=analytics), seeded at start-up like the e2e server.
let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext({ SEED_FIXTURE: 'analytics', STORE_TIMEZONE: ANALYTICS_FIXTURE_TIME_ZONE });
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
});
afterAll(() => ctx.close());

const localDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ANALYTICS_FIXTURE_TIME_ZONE, dateStyle: 'short' }).format(new Date(iso));
const isRevenue = (status: string) => (REVENUE_STATUSES as readonly string[]).includes(status);

describe('SEED_FIXTURE=analytics', () => {
  it('seeds once: a second run into a store with orders does nothing', async () => {
    expect(await seedAnalyticsFixture(ctx.database.db)).toBe(false);
  });

  it.each([
    ['2025-01-01', '2025-01-31'],
    ['2025-01-15', '2025-01-15'],
    ['2025-01-16', '2025-01-16'],
    ['2025-02-01', '2025-02-28'],
  ])('gives the figures worked out from the fixture for %s to %s', async (start, end) => {
    const inRange = FIXTURE_ORDERS.filter((o) => localDay(o.at) >= start && localDay(o.at) <= end);
    const paid = inRange.filter((o) => isRevenue(o.status));
    const revenue = paid.reduce((s, o) => s + fixtureTotal(o), 0);
    const query = `?start_date=${start}&end_date=${end}`;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/analytics/overview${query}`,
      headers: bearer(token),
    });
    const { overview } = json<OverviewResponse>(res);
    expect(overview).toMatchObject({
      orders_in_range: inRange.length,
      paid_orders_count: paid.length,
      total_revenue_cents: revenue,
      total_orders: FIXTURE_ORDERS.length,
    });
    const products = json<ProductsAnalyticsResponse>(
      await ctx.app.inject({ method: 'GET', url: `/api/admin/analytics/products${query}`, headers: bearer(token) }),
    );
    const itemsRevenue = paid.flatMap((o) => o.items).reduce((s, i) => s + i.quantity * i.price, 0);
    expect(products.products_revenue_cents).toBe(itemsRevenue);
    // Total order revenue = Products revenue + Shipping + Taxes - Discounts
    expect(itemsRevenue + paid.reduce((s, o) => s + o.shipping + o.tax - o.discount, 0)).toBe(revenue);
  });

  it('places the 23:30 order of January 15th (New York) on the 15th', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/overview?start_date=2025-01-15&end_date=2025-01-15',
      headers: bearer(token),
    });
    expect(json<OverviewResponse>(res).orders_by_status).toEqual(
      expect.arrayContaining([{ status: 'shipped', count: 1 }]),
    );
  });
});
