import type { AccessGroupsResponse } from '@store/contract/access';
import type { AuditListResponse } from '@store/contract/audit';
import type { OrdersListResponse } from '@store/contract/orders';
import type { UsersResponse } from '@store/contract/users';
import type { WorkQueue } from '@store/contract/views';
import { adminApi, expect, successToast, test, uid } from './fixtures.ts';
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

// Saved views (issue 34 item 2, decision 0065): an admin of the test's own builds a view of the
// orders, saves it, finds it after a reload and in the command palette, and makes it the view
// the list opens with.
test.describe('saved views', () => {
  test.use({ baseURL: SERVERS.dashboard.url });

  test('saves a filtered, sorted view, finds it after a reload and in the palette, and opens the list with it', async ({
    page,
    login,
    baseURL,
    expectNoA11yViolations,
  }) => {
    const owner = await login();
    const tag = uid();
    const email = `views-${tag}@example.com`;
    const created = await page.request.post(`${baseURL}/api/admin/users`, {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { email, password: 'views-pass-1', name: `Viewer ${tag}`, is_admin: true, admin_role: 'administrator' },
    });
    expect(created.status()).toBe(201);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('views-pass-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Build the view: paid orders, the largest total first.
    await page.getByRole('navigation').getByRole('link', { name: 'Orders' }).click();
    const list = page.getByRole('region', { name: 'Orders list' });
    await list.getByLabel('Status').selectOption('paid');
    await expect(page).toHaveURL(/status=paid/);
    await list.getByRole('button', { name: /^Total/ }).click();
    await expect(page).toHaveURL(/sort=/);
    const query = new URL(page.url()).search.slice(1);
    const totals = async () =>
      (await list.locator('td[data-label="Total"]').allInnerTexts()).map((t) => Number(t.replace(/[^\d.]/g, '')));
    const statuses = () => list.locator('td[data-label="Status"]').allInnerTexts();

    // Save it, as this admin's default for the list.
    const views = page.getByRole('group', { name: 'Views' });
    await page.getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save View' });
    await dialog.getByLabel('Name').fill('Paid by total');
    await dialog.getByRole('button', { name: 'Save View' }).click();
    await expect(successToast(page)).toContainText('View “Paid by total” saved');
    const chip = views.getByRole('link', { name: /Paid by total/ });
    await expect(chip).toHaveAttribute('aria-current', 'page');
    await expectNoA11yViolations();

    // A reload finds it as it was: the same address, the chip on, paid orders by total.
    await page.reload();
    await expect(chip).toHaveAttribute('aria-current', 'page');
    await expect(list.locator('tbody tr').first()).toBeVisible();
    expect(new Set(await statuses())).toEqual(new Set(['paid']));
    const shown = await totals();
    expect(shown.length).toBeGreaterThan(1);
    const descending = query.includes('sort=-total');
    expect(shown).toEqual([...shown].sort((a, b) => (descending ? b - a : a - b)));

    // The palette opens it from anywhere.
    await page.goto('/dashboard');
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox').fill('paid by total');
    await expect(palette.getByRole('group', { name: 'Views' }).getByRole('option')).toHaveText(/Paid by total/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/orders?${query}`);
    await expect(chip).toHaveAttribute('aria-current', 'page');

    // Make it the default: the sidebar's Orders then opens with it.
    await page.getByRole('button', { name: 'View options' }).click();
    await page.getByRole('button', { name: 'Open the list with it' }).click();
    await expect(successToast(page)).toContainText('“Paid by total” opens this list');
    await expect(chip.getByLabel('Default')).toBeVisible();
    await page.goto('/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(`/orders?${query}`);
    await expect(list.getByLabel('Status')).toHaveValue('paid');
    // "All" is the plain list, and stays so.
    await views.getByRole('link', { name: 'All' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(list.getByLabel('Status')).toHaveValue('');
  });
});

// The filters of the users list, the audit log and the grants (issue 34 item 1), in the address like the
// orders' filters, each showing the count the API gives for the same view.
test.describe('filters of the users list and the audit log', () => {
  test.use({ baseURL: SERVERS.dashboard.url });

  test('filters users by role and status, the audit log by admin and day, and the grants by state', async ({
    page,
    login,
    baseURL,
  }) => {
    const { token, user } = await login();
    const api = adminApi(page.request, baseURL, token);
    const pending = await api<UsersResponse>('GET', '/users?page=1&limit=1&role=customer&status=pending');
    expect(pending.pagination.total).toBeGreaterThan(10);

    await page.goto('/users');
    await page.getByLabel('Role').selectOption('customer');
    await page.getByLabel('Status').selectOption('pending');
    await expect(page).toHaveURL(/role=customer&status=pending|status=pending&role=customer/);
    await expect(page.getByText(`(${pending.pagination.total} total)`)).toBeVisible();
    await expect(page.locator('td[data-label="Role"]').first()).toHaveText('User');
    // A reload keeps the view; Admins (any role) shows the admins.
    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('pending');
    await page.getByLabel('Status').selectOption('');
    await page.getByLabel('Role').selectOption('admin');
    await expect(page.getByRole('row').filter({ hasText: user.email })).toBeVisible();

    const today = new Intl.DateTimeFormat('en-CA').format(new Date());
    const mine = await api<AuditListResponse>('GET', `/audit?page=1&limit=1&admin=${user.id}`);
    expect(mine.pagination.total).toBeGreaterThan(0);
    await page.goto('/audit');
    await page.getByLabel('Admin', { exact: true }).selectOption(String(user.id));
    await expect(page).toHaveURL(new RegExp(`admin=${user.id}`));
    await expect(page.locator('td[data-label="Admin"]').first()).toContainText(user.email);
    // A day in the future has no entries.
    await page.getByLabel('Made from').fill('2099-01-01');
    await expect(page.getByText('No audit logs found')).toBeVisible();
    await page.getByLabel('Made from').fill('2000-01-01');
    await page.getByLabel('Made to').fill(today);
    await expect(page.locator('td[data-label="Admin"]').first()).toContainText(user.email);

    // The grants by state: each group then lists only its expired grants.
    const expired = await api<AccessGroupsResponse>('GET', '/access/groups?page=1&limit=1&state=expired');
    expect(expired.grants_total).toBeGreaterThan(0);
    await page.goto('/access');
    await page.getByLabel('State').selectOption('expired');
    await expect(page).toHaveURL(/state=expired/);
    await page.getByRole('button', { name: 'Expand all' }).click();
    const states = page.locator('td[data-label="Status"]');
    await expect(states.first()).toBeVisible();
    expect(new Set(await states.allInnerTexts())).toEqual(new Set(['Expired']));
  });
});
