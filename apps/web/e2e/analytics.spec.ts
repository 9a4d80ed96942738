import type { Page } from '@playwright/test';
import { REVENUE_STATUSES } from '@store/contract/orders';
import {
  ANALYTICS_FIXTURE_TIME_ZONE,
  FIXTURE_ACCESS,
  FIXTURE_CUSTOMERS,
  FIXTURE_ORDERS,
  FIXTURE_PRODUCTS,
  fixtureTotal,
} from '../../server/src/seed/analytics-fixture-data.ts';
import { expect, test } from './fixtures.ts';
import { SERVERS } from './servers.ts';

// The analytics server holds the hand-built store of analytics-fixture-data.ts (SEED_FIXTURE)
// and counts days in New York time. Every expected figure is worked out here from that file,
// independently of the server: local days with Intl, sums and sorting in plain JavaScript.

test.use({ baseURL: SERVERS.analytics.url });

const TZ = ANALYTICS_FIXTURE_TIME_ZONE;
const localDay = (iso: string | Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );
const count = (n: number) => new Intl.NumberFormat('en-US').format(n);
const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const isRevenue = (status: string) => (REVENUE_STATUSES as readonly string[]).includes(status);

/** The figures the screen must show for [start, end], from the fixture alone. */
function expected(start: string, end: string) {
  const inRange = FIXTURE_ORDERS.filter((o) => localDay(o.at) >= start && localDay(o.at) <= end);
  const paid = inRange.filter((o) => isRevenue(o.status));
  const revenue = paid.reduce((s, o) => s + fixtureTotal(o), 0);
  const byStatus = new Map<string, number>();
  for (const o of inRange) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
  const products = new Map<string, { revenue: number; quantity: number }>();
  for (const item of paid.flatMap((o) => o.items)) {
    const name = item.product ? FIXTURE_PRODUCTS[item.product].name : item.name;
    const p = products.get(name) ?? { revenue: 0, quantity: 0 };
    products.set(name, { revenue: p.revenue + item.quantity * item.price, quantity: p.quantity + item.quantity });
  }
  const now = Date.now();
  return {
    totalUsers: FIXTURE_CUSTOMERS.length + 1, // and the e2e admin
    // the customers, and the e2e admin, created when the server started (today)
    newUsers: [...FIXTURE_CUSTOMERS.map((c) => localDay(c.at)), localDay(new Date())].filter(
      (day) => day >= start && day <= end,
    ).length,
    totalOrders: FIXTURE_ORDERS.length,
    ordersInRange: inRange.length,
    revenue,
    paidOrders: paid.length,
    average: paid.length > 0 ? Math.round(revenue / paid.length) : 0,
    activeAccess: FIXTURE_ACCESS.filter((a) => a.active && (!a.expires || Date.parse(a.expires) > now)).length,
    byStatus,
    products: [...products.entries()]
      .map(([name, p]) => ({ name, ...p }))
      .sort((a, b) => b.revenue - a.revenue || b.quantity - a.quantity),
  };
}

async function setRange(page: Page, start: string, end: string) {
  // Widen first so no intermediate range is reversed, then narrow to the wanted one. Each date is
  // in the address before the next is typed, as it is for a person (a fill is quicker than a render).
  await page.getByLabel('Start date').fill('2000-01-01');
  await expect(page).toHaveURL(/start_date=2000-01-01/);
  await page.getByLabel('End date').fill(end);
  await expect(page).toHaveURL(new RegExp(`end_date=${end}`));
  await page.getByLabel('Start date').fill(start);
  await expect(page).toHaveURL(new RegExp(`start_date=${start}&end_date=${end}|end_date=${end}&start_date=${start}`));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function expectFigures(page: Page, start: string, end: string) {
  const e = expected(start, end);
  await expect(page.getByTestId('analytics-total-users-value')).toHaveText(count(e.totalUsers));
  await expect(page.getByTestId('analytics-total-users-note')).toHaveText(`+${count(e.newUsers)} in range`);
  await expect(page.getByTestId('analytics-total-orders-value')).toHaveText(count(e.totalOrders));
  await expect(page.getByTestId('analytics-total-orders-note')).toHaveText(`${count(e.ordersInRange)} in range`);
  await expect(page.getByTestId('analytics-total-revenue-value')).toHaveText(dollars(e.revenue));
  await expect(page.getByTestId('analytics-total-revenue-note')).toHaveText(
    `${count(e.paidOrders)} paid orders · net of refunds`,
  ); // the fixture has no refunds
  await expect(page.getByTestId('analytics-avg-order-value-value')).toHaveText(dollars(e.average));
  await expect(page.getByTestId('analytics-avg-order-value-note')).toHaveText(`${count(e.activeAccess)} active access`);

  const grid = page.getByRole('region', { name: 'Orders by Status' });
  if (e.byStatus.size === 0) {
    await expect(grid.getByText('No order data available')).toBeVisible();
  } else {
    await expect(grid.getByRole('listitem')).toHaveCount(e.byStatus.size);
    for (const [status, n] of e.byStatus) await expect(grid.getByTestId(`status-${status}-count`)).toHaveText(count(n));
  }

  const table = page.getByRole('table', { name: 'Products Sold (Ordered by Revenue)' });
  if (e.products.length === 0) {
    await expect(table.getByText('No product data available')).toBeVisible();
    await expect(page.getByTestId('products-shown')).toHaveCount(0);
  } else {
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(e.products.length);
    for (const [i, p] of e.products.entries()) {
      await expect(rows.nth(i).locator('td')).toHaveText([p.name, dollars(p.revenue), count(p.quantity)]);
    }
    await expect(page.getByTestId('products-shown')).toHaveText(`Showing all ${e.products.length} products`);
    await expect(page.getByTestId('products-revenue')).toHaveText(
      dollars(e.products.reduce((s, p) => s + p.revenue, 0)),
    );
    await expect(page.getByText('Total order revenue = Products revenue + Shipping + Taxes - Discounts')).toBeVisible();
  }
}

test.describe('the analytics screen', () => {
  test('defaults to one month back to today in the store time zone, which it names', async ({ page, login }) => {
    await login();
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
    await expect(page.getByTestId('analytics-time-zone')).toContainText('America/New_York');
    const today = localDay(new Date());
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    // One month back; a day the earlier month lacks becomes its last day (Mar 31 → Feb 28).
    const lastOfPrevious = new Date(Date.UTC(y, m - 1, 0)).getUTCDate();
    const back = new Date(Date.UTC(y, m - 2, Math.min(d, lastOfPrevious))).toISOString().slice(0, 10);
    await expect(page.getByLabel('Start date')).toHaveValue(back);
    await expect(page.getByLabel('End date')).toHaveValue(today);
    await expectFigures(page, back, today);
  });

  test('a range change updates every card and table; 23:30 local counts on its own day', async ({ page, login }) => {
    await login();
    await page.goto('/analytics');
    await expect(page.getByTestId('analytics-time-zone')).toBeVisible();

    await setRange(page, '2025-01-01', '2025-01-31');
    await expectFigures(page, '2025-01-01', '2025-01-31');

    // FX-1003 was placed at 23:30 on January 15th in New York (04:30 on the 16th in UTC).
    expect(expected('2025-01-15', '2025-01-15').byStatus.get('shipped')).toBe(1);
    await setRange(page, '2025-01-15', '2025-01-15');
    await expectFigures(page, '2025-01-15', '2025-01-15');
    await expect(page.getByTestId('analytics-total-revenue-value')).toHaveText('$85.00');

    await setRange(page, '2025-01-16', '2025-01-16');
    await expectFigures(page, '2025-01-16', '2025-01-16');
    await expect(page.getByTestId('status-shipped')).toHaveCount(0);

    await setRange(page, '2025-02-01', '2025-02-28');
    await expectFigures(page, '2025-02-01', '2025-02-28');
  });

  test('an empty range shows the empty texts', async ({ page, login }) => {
    await login();
    await page.goto('/analytics');
    await expect(page.getByTestId('analytics-time-zone')).toBeVisible();
    await setRange(page, '2024-06-01', '2024-06-30');
    await expectFigures(page, '2024-06-01', '2024-06-30');
    await expect(page.getByText('No order data available').first()).toBeVisible();
    await expect(page.getByText('No product data available')).toBeVisible();
    await expect(page.getByText('No promo codes used in this range')).toBeVisible();
    await expect(page.getByText('No shipped orders in this range')).toBeVisible();
  });

  test('Clear empties both dates and shows all time', async ({ page, login }) => {
    await login();
    await page.goto('/analytics');
    await expect(page.getByTestId('analytics-time-zone')).toBeVisible();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByLabel('Start date')).toHaveValue('');
    await expect(page.getByLabel('End date')).toHaveValue('');
    await expect(page.getByTestId('analytics-total-orders-note')).toHaveText(
      `${count(FIXTURE_ORDERS.length)} in range`,
    );
    const all = expected('0000-01-01', '9999-12-31');
    await expect(page.getByTestId('analytics-total-revenue-value')).toHaveText(dollars(all.revenue));
    await expect(page.getByTestId('products-shown')).toHaveText(`Showing all ${all.products.length} products`);
  });

  test('refuses a reversed range and keeps the figures it had', async ({ page, login }) => {
    await login();
    await page.goto('/analytics');
    await setRange(page, '2025-01-01', '2025-01-31');
    await page.getByLabel('Start date').fill('2025-02-15');
    await expect(page.getByText('The start date must not be after the end date')).toBeVisible();
    await expect(page.getByTestId('analytics-total-revenue-value')).toHaveText(
      dollars(expected('2025-01-01', '2025-01-31').revenue),
    );
  });

  test('charts render for the range and the screen passes an axe-core scan', async ({
    page,
    login,
    expectNoA11yViolations,
  }, testInfo) => {
    // Five charts' SVG make axe's scan the longest of the suite: give it room on a busy machine.
    test.slow();
    await login();
    await page.goto('/analytics');
    await setRange(page, '2025-01-01', '2025-01-31');
    for (const id of ['revenue', 'new-users', 'promos', 'countries']) {
      const chart = page.getByTestId(`chart-${id}`);
      // A chart is drawn when it comes near the viewport, as the admin scrolls to it.
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
      await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    }
    const charts = page.getByRole('region', { name: 'Trends' });
    await expect(charts.getByTestId('chart-promos')).toContainText('WELCOME10');
    await expect(charts.getByTestId('chart-countries')).toContainText('Canada');
    await testInfo.attach('analytics-charts', { body: await charts.screenshot(), contentType: 'image/png' });
    await expectNoA11yViolations();
  });
});
