import type { OrdersListResponse } from '@store/contract/orders';
import type { WorkQueue } from '@store/contract/views';
import { adminApi, expect, test } from './fixtures.ts';
import { SERVERS } from './servers.ts';

// Issue 34: the dashboard's Today card and the orders list's filters, on a demo store no other
// spec changes (so the counts read from the API stay what the screen shows).
test.describe('work queues and order filters', () => {
  test.use({ baseURL: SERVERS.dashboard.url });

  test('opens To ship from the dashboard and shows exactly its orders', async ({ page, login, baseURL }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const queues = await api<WorkQueue[]>('GET', '/queues');
    const toShip = queues.find((q) => q.key === 'to_ship')!;
    expect(toShip.count).toBeGreaterThan(10); // the demo store has orders waiting to be shipped
    const expected = await api<OrdersListResponse>('GET', `/orders?page=1&limit=10000&${toShip.query}`);
    expect(expected.pagination.total).toBe(toShip.count);

    await page.goto('/dashboard');
    const today = page.getByRole('region', { name: 'Today' });
    for (const queue of queues) {
      await expect(today.getByTestId(`queue-${queue.key}-count`)).toHaveText(
        new Intl.NumberFormat('en-US').format(queue.count),
      );
    }
    await today.getByRole('link', { name: /To ship/ }).click();
    await expect(page).toHaveURL(/\/orders\?status=paid&has_physical=true&has_shipment=false$/);
    const list = page.getByRole('region', { name: 'Orders list' });
    await expect(list.getByText(`(${toShip.count} total)`)).toBeVisible();
    // The first page: the newest ten of the queue, in order.
    const numbers = expected.orders.slice(0, 10).map((o) => o.order_number);
    await expect(list.getByRole('row').filter({ hasText: /ORD-/ }).getByRole('cell').first()).toBeVisible();
    const shown = await list.locator('tbody tr').allInnerTexts();
    expect(shown.join('\n')).toContain(numbers[0]!);
    for (const number of numbers) expect(shown.join('\n')).toContain(number);
    // The panel says which filters are on.
    await expect(list.getByRole('button', { name: 'Filters · 2' })).toBeVisible();
    await expect(list.getByLabel('Status')).toHaveValue('paid');
  });

  test('filters orders by currency in the address, keeps it on reload and clears it', async ({
    page,
    login,
    baseURL,
  }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const eur = await api<OrdersListResponse>('GET', '/orders?page=1&limit=1&currency=EUR');
    expect(eur.pagination.total).toBeGreaterThan(0);

    await page.goto('/orders');
    const list = page.getByRole('region', { name: 'Orders list' });
    await list.getByRole('button', { name: 'Filters' }).click();
    await list.getByLabel('Currency').fill('eur');
    await expect(page).toHaveURL(/currency=EUR/);
    await expect(list.getByRole('button', { name: 'Filters · 1' })).toBeVisible();
    const pages = Math.ceil(eur.pagination.total / 10);
    if (pages > 1) await expect(list.getByText(`(${eur.pagination.total} total)`)).toBeVisible();
    await expect(list.locator('tbody tr').first()).toContainText('€');

    // A reload keeps the view; Clear filters takes it back to every order.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Orders list' }).getByLabel('Currency')).toHaveValue('EUR');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/orders$/);
  });
});
