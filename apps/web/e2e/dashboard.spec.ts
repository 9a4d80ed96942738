import type { OverviewResponse } from '@store/contract/analytics';
import { expect, test } from './fixtures.ts';
import { SERVERS } from './servers.ts';

const count = (n: number) => new Intl.NumberFormat('en-US').format(n);
const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

test.describe('the dashboard of the demo store', () => {
  test('shows the figures the API computes from the database', async ({ page, login, baseURL }) => {
    const { token } = await login();
    const res = await page.request.get(`${baseURL}/api/admin/analytics/overview`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { overview, by_currency } = (await res.json()) as OverviewResponse;
    expect(overview.total_orders).toBeGreaterThan(100); // the demo store is a living store
    const paidEverywhere = by_currency.reduce((n, f) => n + f.paid_orders_count, 0);

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
