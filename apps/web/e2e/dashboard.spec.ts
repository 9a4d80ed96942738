import type {
  CalendarResponse,
  OverviewResponse,
  ProductsAnalyticsResponse,
  RevenueResponse,
} from '@store/contract/analytics';
import { expect, test } from './fixtures.ts';
import { SERVERS } from './servers.ts';

const count = (n: number) => new Intl.NumberFormat('en-US').format(n);
const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

test.describe('the dashboard of the demo store', () => {
  // A demo store no other spec changes: the figures read from the API stay what the screen shows.
  test.use({ baseURL: SERVERS.dashboard.url });

  test('shows the figures the API computes from the database', async ({ page, login, baseURL }) => {
    const { token } = await login();
    const res = await page.request.get(`${baseURL}/api/admin/analytics/overview`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { overview, by_currency } = (await res.json()) as OverviewResponse;
    expect(overview.total_orders).toBeGreaterThan(100); // the demo store is a living store
    const paidEverywhere = by_currency.reduce((n, f) => n + f.paid_orders_count, 0);
    // The API and the screen agree: a count of orders covers every currency (issue 34).
    expect(overview.paid_orders_count).toBe(paidEverywhere);

    await page.goto('/dashboard');
    await expect(page.getByTestId('card-total-users-value')).toHaveText(count(overview.total_users));
    await expect(page.getByTestId('card-total-users-note')).toHaveText(`+${count(overview.new_users)} this month`);
    await expect(page.getByTestId('card-total-orders-value')).toHaveText(count(overview.total_orders));
    await expect(page.getByTestId('card-total-orders-note')).toHaveText(`${count(paidEverywhere)} paid`);
    await expect(page.getByTestId('card-total-revenue-value')).toHaveText(dollars(overview.total_revenue_cents));
    await expect(page.getByTestId('card-active-access-value')).toHaveText(count(overview.active_product_access));

    const quick = page.getByRole('region', { name: 'Quick Stats' });
    await expect(quick.getByText('Average Order Value')).toBeVisible();
    await expect(quick.getByText(dollars(overview.avg_order_value_cents))).toBeVisible();
    await expect(quick.getByText('New Users This Month')).toBeVisible();
    await expect(quick.getByText('Active Promo Codes')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent Activity' })).toBeVisible();
  });

  test('shows the cancelled orders panel with count and value, excluded from revenue', async ({
    page,
    login,
    baseURL,
  }) => {
    const { token } = await login();
    const { overview, by_currency } = (await (
      await page.request.get(`${baseURL}/api/admin/analytics/overview`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as OverviewResponse;
    expect(overview.cancelled_orders_count).toBeGreaterThan(0);
    const cancelledEverywhere = by_currency.reduce((n, f) => n + f.cancelled_orders_count, 0);
    expect(overview.cancelled_orders_count).toBe(cancelledEverywhere);

    await page.goto('/dashboard');
    const panel = page.getByRole('region', { name: 'Cancelled Orders' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(/excluded from revenue/i);
    await expect(panel.getByTestId('cancelled-orders-count')).toHaveText(count(cancelledEverywhere));
    await expect(panel.getByTestId('cancelled-orders-value')).toHaveText(dollars(overview.cancelled_revenue_cents));
  });

  test('shows USD and EUR revenue apart, never one added into the other', async ({ page, login, baseURL }) => {
    const { token } = await login();
    const body = (await (
      await page.request.get(`${baseURL}/api/admin/analytics/overview`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as OverviewResponse;
    const [usd, eur] = [
      body.by_currency.find((f) => f.currency === 'USD')!,
      body.by_currency.find((f) => f.currency === 'EUR')!,
    ];
    expect(body.currency).toBe('USD');
    expect(eur.total_revenue_cents).toBeGreaterThan(0); // the demo store sells in euros too
    expect(body.overview.total_revenue_cents).toBe(usd.total_revenue_cents);
    const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(
      eur.total_revenue_cents / 100,
    );

    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Total Revenue' });
    await expect(card.getByTestId('card-total-revenue-value')).toHaveText(dollars(usd.total_revenue_cents));
    await expect(card.getByText(`+ ${euros} in EUR orders`)).toBeVisible();
  });

  test("charts the last 30 days with the API's figures, per currency, and ranks the top products", async ({
    page,
    login,
    baseURL,
  }) => {
    const { token } = await login();
    const get = async <T>(path: string) =>
      (await (
        await page.request.get(`${baseURL}/api/admin/analytics/${path}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as T;
    const { today } = await get<CalendarResponse>('calendar');
    const start = new Date(`${today}T00:00:00Z`);
    start.setUTCDate(start.getUTCDate() - 29);
    const range = `start_date=${start.toISOString().slice(0, 10)}&end_date=${today}`;
    const usd = await get<RevenueResponse>(`revenue?${range}&currency=USD`);
    expect(usd.series).toHaveLength(30);
    expect(usd.orders).toBeGreaterThan(0); // the demo store sold in the last 30 days

    await page.goto('/dashboard');
    const trend = page.getByRole('region', { name: 'Last 30 Days' });
    await expect(trend.getByTestId('trend-revenue-total')).toHaveText(dollars(usd.total_revenue_cents));
    await expect(trend.getByTestId('trend-orders-total')).toHaveText(count(usd.orders));
    await expect(trend.locator('svg.recharts-surface').first()).toBeVisible();
    // One bar slot per day, and the same figures, day by day, in the table beside the chart.
    await expect(trend.locator('.recharts-xAxis')).toBeVisible();
    await trend.getByText('Show the figures as a table').click();
    const rows = trend.getByRole('table', { name: /Revenue and orders per day/ }).locator('tbody tr');
    await expect(rows).toHaveCount(30);
    const shown = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
    );
    expect(shown).toEqual(usd.series.map((p) => [dollars(p.revenue_cents), count(p.orders)]));

    // The store sells in euros too: the chart shows them apart, never added to dollars.
    const eur = await get<RevenueResponse>(`revenue?${range}&currency=EUR`);
    await trend.getByRole('button', { name: 'EUR' }).click();
    await expect(trend.getByRole('button', { name: 'EUR' })).toHaveAttribute('aria-pressed', 'true');
    const euros = (cents: number) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(cents / 100);
    await expect(trend.getByTestId('trend-revenue-total')).toHaveText(euros(eur.total_revenue_cents));
    const eurTop = (
      await get<ProductsAnalyticsResponse>(`products?${range}&currency=EUR&limit=5`)
    ).top_by_revenue.filter((p) => p.currency === 'EUR');
    const top = page.getByRole('list', { name: 'Top 5 products by revenue' });
    await expect(top.getByRole('listitem')).toHaveCount(eurTop.length);
    await expect(top.getByRole('listitem').first()).toContainText(eurTop[0]!.product!.name);
    await expect(top.getByRole('listitem').first()).toContainText(euros(Number(eurTop[0]!.revenue)));
  });

  test('tells recent activity as sentences, the record linked to its page', async ({ page, login, baseURL }) => {
    const { token } = await login();
    const headers = { authorization: `Bearer ${token}` };
    const list = (await (
      await page.request.get(`${baseURL}/api/admin/orders?status=paid&limit=1`, { headers })
    ).json()) as { orders: { id: number; order_number: string }[] };
    const order = list.orders[0]!;
    const res = await page.request.patch(`${baseURL}/api/admin/orders/${order.id}`, {
      headers,
      data: { status: 'processing' },
    });
    expect(res.status()).toBe(200);

    await page.goto('/dashboard');
    const activity = page.getByRole('list', { name: 'Latest admin actions' });
    const entry = activity.getByRole('listitem').first();
    await expect(entry).toContainText(`Store Admin changed order ${order.order_number} to processing`);
    await entry.getByRole('link', { name: order.order_number }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
    await expect(page.getByRole('dialog', { name: `Order ${order.order_number}` })).toBeVisible();
  });

  test('passes an axe-core scan', async ({ page, login, expectNoA11yViolations }) => {
    await login();
    await page.goto('/dashboard');
    await expect(page.getByTestId('card-total-users-value')).toBeVisible();
    await expectNoA11yViolations();
  });
});

test.describe('the dashboard of an empty store', () => {
  test.use({ baseURL: SERVERS.empty.url });

  test('has no cancelled orders panel when nothing was cancelled', async ({ page, login }) => {
    await login();
    await page.goto('/dashboard');
    await expect(page.getByTestId('card-total-orders-value')).toHaveText('0');
    await expect(page.getByTestId('card-total-revenue-value')).toHaveText('$0.00');
    await expect(page.getByRole('region', { name: 'Quick Stats' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cancelled Orders' })).toHaveCount(0);
  });
});
