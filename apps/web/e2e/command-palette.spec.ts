import type { Page } from '@playwright/test';
import type { OrdersListResponse } from '@store/contract/orders';
import type { UsersResponse } from '@store/contract/users';
import { adminApi, expect, test } from './fixtures.ts';
import { E2E_ADMIN } from './servers.ts';

// The command palette (issue 18, item 1; decision 0030) on the demo store: opened with Ctrl+K or
// the top bar's Search button, it goes to screens, runs the create actions and finds orders,
// users and products as the admin types — all of it with the keyboard alone.

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const combobox = (page: Page) => palette(page).getByRole('combobox');
const activeOption = (page: Page) => palette(page).locator('[role="option"][aria-selected="true"]');

async function openWithKeyboard(page: Page) {
  await page.keyboard.press('Control+K');
  await expect(combobox(page)).toBeFocused();
}

test.describe('Command palette', () => {
  test('finds an order by its number and opens it with the keyboard alone', async ({
    page,
    login,
    baseURL,
    expectNoA11yViolations,
  }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const { orders } = await api<OrdersListResponse>('GET', '/orders?page=1&limit=10');
    const order = orders[3]!;

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await openWithKeyboard(page);
    // With nothing typed: the screens and the actions, the first one active.
    await expect(palette(page).getByRole('group', { name: 'Screens' })).toBeVisible();
    await expect(activeOption(page)).toHaveText('Dashboard');
    await expectNoA11yViolations();

    await page.keyboard.type(order.order_number);
    await expect(palette(page).getByRole('group', { name: 'Orders' })).toBeVisible();
    await expect(activeOption(page)).toContainText(order.order_number);
    await expect(activeOption(page)).toContainText(order.user.email);
    await expect(combobox(page)).toHaveAttribute(
      'aria-activedescendant',
      (await activeOption(page).getAttribute('id'))!,
    );
    await expectNoA11yViolations();

    await page.keyboard.press('Enter');
    await expect(palette(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
    await expect(page.getByRole('dialog', { name: `Order ${order.order_number}` })).toBeVisible();
  });

  test('finds an order by the end of its number and a user by e-mail, from the top bar’s button', async ({
    page,
    login,
    baseURL,
  }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const { orders } = await api<OrdersListResponse>('GET', '/orders?page=1&limit=1');
    const order = orders[0]!;
    const { users } = await api<UsersResponse>('GET', `/users?search=${encodeURIComponent(E2E_ADMIN.email)}`);
    const admin = users[0]!;

    await page.goto('/orders');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(combobox(page)).toBeFocused();
    // The digits at the end of the number are enough.
    await page.keyboard.type(order.order_number.slice(-6));
    await expect(palette(page).getByRole('option', { name: new RegExp(order.order_number) })).toBeVisible();

    await combobox(page).fill(E2E_ADMIN.email.toUpperCase());
    const found = palette(page).getByRole('group', { name: 'Users' }).getByRole('option');
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(admin.name);
    await expect(found).toContainText(`${E2E_ADMIN.email} · Admin`);
    await page.keyboard.press('End');
    await expect(activeOption(page)).toContainText(E2E_ADMIN.email);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/users/${admin.id}$`));
    await expect(page.getByRole('dialog', { name: 'User Details' })).toBeVisible();
  });

  test('goes to a screen, and runs an action that opens its create form', async ({ page, login }) => {
    await login();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await openWithKeyboard(page);
    await page.keyboard.type('promo');
    await expect(activeOption(page)).toHaveText('Promo Codes');
    await page.keyboard.press('ArrowDown');
    await expect(activeOption(page)).toHaveText('Create promo code');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/promos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Promo Codes' })).toBeVisible();

    await openWithKeyboard(page);
    await page.keyboard.type('new product');
    await expect(activeOption(page)).toHaveText('Create product');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Create New Product' })).toBeVisible();
    // The address asked for the form once; it no longer does (a reload does not open it again).
    await expect(page).toHaveURL(/\/products$/);

    // Escape closes the form; Ctrl+K then opens the palette again, and Escape closes it.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Create New Product' })).toBeHidden();
    await openWithKeyboard(page);
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
  });

  test('"/" focuses the screen’s search and "?" lists the shortcuts, but neither while typing', async ({
    page,
    login,
  }) => {
    await login();
    await page.goto('/users');
    const search = page.getByRole('searchbox', { name: 'Search users' });
    await expect(search).toBeVisible();

    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    // Typed into the box, both are text.
    await page.keyboard.type('a/b?');
    await expect(search).toHaveValue('a/b?');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await search.blur();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await expect(help).toContainText('Open the command palette');
    await expect(help).toContainText('Search this screen’s list');
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
  });
});
