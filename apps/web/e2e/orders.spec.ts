import type { Page } from '@playwright/test';
import type { OrderDetail, OrdersListResponse, SimulatePaymentResponse } from '@store/contract/orders';
import type { PendingPaymentSession } from '@store/contract/payments';
import { browserDialogs, expect, failureToast, successToast, test, adminApi } from './fixtures.ts';
import { SERVERS } from './servers.ts';

// The Orders screen of the demo store. The demo store has orders in every status and a few
// checkouts waiting for payment; pending sessions can only come from the storefront, so the
// stories that complete one take a demo session (each test its own) rather than making one.

const dollars = (cents: number, currency = 'USD') =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase() === 'USD' ? 'USD' : 'EUR',
    minimumFractionDigits: 2,
  }).format(cents / 100);

type Api = ReturnType<typeof adminApi>;

const allOrders = (api: Api, query = '') => api<OrdersListResponse>('GET', `/orders?page=1&limit=10000${query}`);

/**
 * A pending demo session of someone who has never ordered (so completing it creates an account),
 * not taken by another test of this file: each test asks for a different slot.
 */
async function freshSession(api: Api, slot: number): Promise<PendingPaymentSession> {
  const { orders, pendingPaymentSessions } = await allOrders(api);
  const buyers = new Set(orders.map((o) => o.user.email));
  const fresh = pendingPaymentSessions
    .filter((s) => !buyers.has(s.user_email.toLowerCase()))
    .sort((a, b) => a.id - b.id);
  expect(fresh.length, 'the demo store has pending checkouts of new customers').toBeGreaterThan(slot);
  return fresh[slot]!;
}

const ordersTable = (page: Page) => page.getByRole('table', { name: 'Orders', exact: true });
const orderRow = (page: Page, orderNumber: string) =>
  ordersTable(page).getByRole('row').filter({ hasText: orderNumber });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search orders' });
/**
 * Searches and waits until the search is the list's (in the address): a row already on the page
 * clicked at the instant the typing pause ends would be opened and then left for the search.
 */
async function searchFor(page: Page, text: string) {
  await search(page).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(text);
}
const statusFilter = (page: Page) => page.getByLabel('Status', { exact: true });

test.describe('Orders', () => {
  test('filters by status, searches by e-mail and by total, and pages 10 at a time', async ({
    page,
    login,
    baseURL,
    expectNoA11yViolations,
  }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const { orders } = await allOrders(api);
    expect(orders.length).toBeGreaterThan(100);

    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(ordersTable(page).getByRole('row')).toHaveCount(11); // header + 10
    await expect(page.getByText(/^Showing page 1 of \d+ \(\d+ total\)$/)).toBeVisible();
    await expectNoA11yViolations();

    // Paging: Next and Previous move through the pages, 10 rows each.
    const firstOnPage1 = await ordersTable(page).getByRole('row').nth(1).textContent();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Showing page 2 of \d+ \(\d+ total\)$/)).toBeVisible();
    await expect(ordersTable(page).getByRole('row')).toHaveCount(11);
    await expect(ordersTable(page).getByRole('row').nth(1)).not.toHaveText(firstOnPage1!);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText(/^Showing page 1 of/)).toBeVisible();

    // Status filter: only cancelled orders, as many as the server has.
    const cancelled = (await allOrders(api, '&status=cancelled')).orders;
    await statusFilter(page).selectOption('cancelled');
    await expect(page.getByText(new RegExp(`\\(${cancelled.length} total\\)`))).toBeVisible();
    const statuses = await ordersTable(page).getByRole('row').locator('td:nth-child(5)').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['cancelled']));
    await statusFilter(page).selectOption('');

    // Search by e-mail: every row found is that customer's.
    const customer = orders.find((o) => orders.filter((x) => x.user.email === o.user.email).length >= 2)!;
    const theirs = orders.filter((o) => o.user.email.includes(customer.user.email));
    await search(page).fill(customer.user.email);
    await expect(ordersTable(page).getByRole('row')).toHaveCount(1 + Math.min(10, theirs.length));
    for (const o of theirs.slice(0, 10)) await expect(orderRow(page, o.order_number)).toBeVisible();

    // Search by the total as shown ('$1,234.56'): the order is found, and only matching totals.
    const target = orders[37]!;
    const shown = dollars(target.total, target.currency);
    await search(page).fill(shown);
    await expect(orderRow(page, target.order_number)).toBeVisible();
    await expect(orderRow(page, target.order_number)).toContainText(shown);

    await search(page).fill('no-order-matches-this');
    await expect(ordersTable(page).getByText('No orders found')).toBeVisible();
  });

  test('expands a row to its items and opens the details with pricing and items', async ({
    page,
    login,
    baseURL,
    expectNoA11yViolations,
  }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const { orders } = await allOrders(api);
    const withPromo = orders.find((o) => o.promoCode && o.amount_discount > 0 && o.currency === 'USD')!;
    const detail = await api<OrderDetail>('GET', `/orders/${withPromo.id}`);
    expect(detail.items.length).toBeGreaterThan(0);

    await page.goto('/orders');
    await search(page).fill(withPromo.order_number);
    const row = orderRow(page, withPromo.order_number);
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Show items of order ${withPromo.order_number}` }).click();
    const items = page.getByRole('table', { name: `Items of order ${withPromo.order_number}` });
    for (const item of detail.items) {
      await expect(items.getByRole('row').filter({ hasText: item.product.name }).first()).toContainText(
        dollars(item.price_at_purchase, detail.currency),
      );
    }
    await expectNoA11yViolations();
    await row.getByRole('button', { name: `Hide items of order ${withPromo.order_number}` }).click();
    await expect(items).toBeHidden();

    await row.getByRole('button', { name: `View details of order ${withPromo.order_number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Order ${withPromo.order_number}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Subtotal')).toBeVisible();
    await expect(dialog.getByText(dollars(detail.subtotal)).first()).toBeVisible();
    await expect(dialog.getByText(`Discount (${detail.promoCode!.code}`)).toBeVisible();
    await expect(dialog.getByTestId('order-total')).toHaveText(dollars(detail.total));
    await expect(dialog.getByRole('table', { name: `Items of order ${withPromo.order_number}` })).toContainText(
      detail.items[0]!.product.name,
    );
    await expect(dialog.getByLabel('Order status')).toHaveValue(detail.status);
    await expectNoA11yViolations();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('changes the status after a confirmation naming it, and sets a custom status', async ({
    page,
    login,
    baseURL,
    expectNoA11yViolations,
  }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    // An order of its own: complete a demo checkout through the API.
    const session = await freshSession(api, 1);
    const { order } = await api<SimulatePaymentResponse>(
      'POST',
      `/orders/payment-sessions/${session.id}/simulate-success`,
    );

    await page.goto('/orders');
    await searchFor(page, order.order_number);
    await orderRow(page, order.order_number)
      .getByRole('button', { name: `View details of order ${order.order_number}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Order ${order.order_number}` });
    const select = dialog.getByLabel('Order status');
    await expect(select).toHaveValue('paid');

    // Cancelling the confirmation changes nothing.
    await select.selectOption('shipped');
    const confirm = page.getByRole('alertdialog', { name: 'Change order status' });
    await expect(confirm).toContainText(`to "shipped"`);
    await expectNoA11yViolations();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(select).toHaveValue('paid');
    expect((await api<OrderDetail>('GET', `/orders/${order.id}`)).status).toBe('paid');

    // Confirming applies it, and the details follow. (That the store's figures follow is proved
    // where the store is the test's own: orders/routes.test.ts; here other specs change the same
    // store's orders at the same time.)
    await select.selectOption('cancelled');
    await expect(confirm).toContainText(`from "paid" to "cancelled"`);
    await confirm.getByRole('button', { name: 'Change status' }).click();
    await expect(confirm).toBeHidden();
    await expect(successToast(page)).toHaveText(`Status of order ${order.order_number} changed to "cancelled"`);
    await expect(select).toHaveValue('cancelled');
    await expect(dialog.locator('dd').getByText('cancelled', { exact: true })).toBeVisible();
    expect((await api<OrderDetail>('GET', `/orders/${order.id}`)).status).toBe('cancelled');

    // A custom status: non-empty and different from the current one.
    const custom = dialog.getByLabel('Custom status');
    const setCustom = dialog.getByRole('button', { name: 'Set status' });
    await expect(setCustom).toBeDisabled();
    await custom.fill('cancelled');
    await expect(setCustom).toBeDisabled();
    await custom.fill('  awaiting stock  ');
    await setCustom.click();
    await expect(confirm).toContainText(`to "awaiting stock"`);
    await confirm.getByRole('button', { name: 'Change status' }).click();
    await expect(dialog.getByLabel('Order status')).toHaveValue('awaiting stock');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // An unknown status is shown like pending, with its own text.
    const badge = orderRow(page, order.order_number).getByText('awaiting stock', { exact: true });
    await expect(badge).toBeVisible();
    const pendingLook = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.className = 'bg-amber-100';
      document.body.append(probe);
      const color = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return color;
    });
    await expect(badge).toHaveCSS('background-color', pendingLook);
  });

  test('shows the failure of a status change in a toast, with the fallback text', async ({ page, login, baseURL }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const { orders } = await allOrders(api, '&status=completed');
    const order = orders[0]!;
    await page.route(`**/api/admin/orders/${order.id}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
        : route.continue(),
    );
    await page.goto('/orders');
    await searchFor(page, order.order_number);
    await orderRow(page, order.order_number)
      .getByRole('button', { name: `View details of order ${order.order_number}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Order ${order.order_number}` });
    const dialogs = browserDialogs(page);
    await dialog.getByLabel('Order status').selectOption('processing');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Change status' }).click();
    await expect(failureToast(page)).toHaveText('Failed to update order status');
    await expect(successToast(page)).toHaveCount(0);
    await expect(dialog.getByLabel('Order status')).toHaveValue('completed');
    expect(dialogs).toEqual([]);
  });

  test('simulates a pending payment: the order and a pending-onboarding customer appear', async ({
    page,
    context,
    login,
    baseURL,
    expectNoA11yViolations,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const session = await freshSession(api, 0);
    const shortId = session.session_id.length > 20 ? `${session.session_id.slice(0, 20)}…` : session.session_id;

    await page.goto('/orders');
    const pending = page.getByRole('region', { name: 'Pending Payments' });
    const row = pending.getByRole('row').filter({ hasText: session.user_email });
    await expect(row).toContainText(shortId);
    await expect(row).toContainText(session.provider === 'stripe' ? 'Card' : 'Crypto');
    await expect(row).toContainText(dollars(session.amount_expected, session.currency));
    await expectNoA11yViolations();

    await row.getByRole('button', { name: /^Simulate Success/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Simulate successful payment' });
    await expect(confirm).toContainText('creates an order');
    await expect(confirm).toContainText(`a user account with an onboarding link`);
    await expectNoA11yViolations();
    await confirm.getByRole('button', { name: 'Simulate payment' }).click();

    const notice = page.getByRole('status').filter({ hasText: 'Payment simulated' });
    await expect(notice).toBeVisible();
    const orderNumber = /order (ORD-\S+) was created/.exec((await notice.textContent()) ?? '')![1]!;
    const link = (await notice.locator('code').textContent())!;
    expect(link).toMatch(/\/onboarding\/[\w-]+$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // It leaves the pending list, and its order is in the list as paid.
    await expect(pending.getByRole('row').filter({ hasText: session.user_email })).toHaveCount(0);
    await search(page).fill(session.user_email);
    await expect(orderRow(page, orderNumber)).toContainText('paid');

    // The customer now exists and has not set a password yet.
    const { orders } = await allOrders(api, `&search=${encodeURIComponent(orderNumber)}`);
    expect(orders[0]!.user.id).not.toBeNull();
    await page.goto('/users');
    await page.getByRole('searchbox').fill(session.user_email);
    await expect(page.getByRole('row').filter({ hasText: session.user_email })).toContainText('Pending onboarding');
  });

  test('shows the failure of a simulation in a toast: the server message, else the fallback', async ({
    page,
    login,
    baseURL,
  }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const session = await freshSession(api, 2);
    let answer = { status: 409, body: { message: 'This payment session is expired and cannot be completed' } };
    await page.route('**/simulate-success', (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) }),
    );
    await page.goto('/orders');
    const pending = page.getByRole('region', { name: 'Pending Payments' });
    const simulate = pending
      .getByRole('row')
      .filter({ hasText: session.user_email })
      .getByRole('button', { name: /^Simulate Success/ });

    const dialogs = browserDialogs(page);
    const expected: string[] = [];
    for (const text of ['This payment session is expired and cannot be completed', 'Failed to simulate payment']) {
      await simulate.click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Simulate payment' }).click();
      expected.unshift(text); // the newest toast first
      await expect(failureToast(page)).toHaveText(expected);
      await expect(page.getByRole('alertdialog')).toBeHidden();
      answer = { status: 500, body: {} as { message: string } };
    }
    expect(dialogs).toEqual([]);
    // Nothing happened on the server.
    const { pendingPaymentSessions } = await allOrders(api);
    expect(pendingPaymentSessions.map((s) => s.id)).toContain(session.id);
  });
});

test.describe('Orders of an empty store', () => {
  test.use({ baseURL: SERVERS.empty.url });

  test('shows no pending payments list and the empty text', async ({ page, login }) => {
    await login();
    await page.goto('/orders');
    await expect(ordersTable(page).getByText('No orders found')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pending Payments' })).toHaveCount(0);
    await expect(page.getByText(/Showing page/)).toHaveCount(0);
  });
});
