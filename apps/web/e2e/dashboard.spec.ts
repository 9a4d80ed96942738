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
    const { overview } = (await res.json()) as OverviewResponse;
    expect(overview.total_orders).toBeGreaterThan(100); // the demo store is a living store

    await page.goto('/dashboard');
    await expect(page.getByTestId('card-total-users-value')).toHaveText(count(overview.total_users));
    await expect(page.getByTestId('card-total-users-note')).toHaveText(`+${count(overview.new_users)} this month`);
    await expect(page.getByTestId('card-total-orders-value')).toHaveText(count(overview.total_orders));
    await expect(page.getByTestId('card-total-orders-note')).toHaveText(`${count(overview.paid_orders_count)} paid`);
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
    const { overview } = (await (
      await page.request.get(`${baseURL}/api/admin/analytics/overview`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as OverviewResponse;
    expect(overview.cancelled_orders_count).toBeGreaterThan(0);

    await page.goto('/dashboard');
    const panel = page.getByRole('region', { name: 'Cancelled Orders' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(/excluded from revenue/i);
    await expect(panel.getByTestId('cancelled-orders-count')).toHaveText(count(overview.cancelled_orders_count));
    await expect(panel.getByTestId('cancelled-orders-value')).toHaveText(dollars(overview.cancelled_revenue_cents));
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
