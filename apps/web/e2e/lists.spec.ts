import type { Page } from '@playwright/test';
import type { User } from '@store/contract/users';
import { adminApi, expect, test } from './fixtures.ts';

// Lists as a power tool (issue 15): every view is an address — reload, Back and Forward restore
// it, a pasted link opens it — and every record has its own address, linked from its row.

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const rows = (page: Page) => page.getByRole('table').getByRole('row');
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test.describe('the users list', () => {
  test('keeps search, page and sort in the address through reload, Back and Forward', async ({
    page,
    login,
    baseURL,
  }) => {
    const session = await login();
    const api = adminApi(page.request, baseURL, session.token);
    const tag = uid();
    // 12 users found by the tag: two pages of 10.
    for (let i = 0; i < 12; i++) {
      await api<User>('POST', '/users', {
        email: `${tag}-${String(i).padStart(2, '0')}@example.com`,
        name: `Lister ${tag} ${String(i).padStart(2, '0')}`,
        password: 'first-password',
      });
    }

    await page.goto('/users');
    await page.getByLabel('Search users').fill(tag);
    await expect(page).toHaveURL(new RegExp(`/users\\?search=${tag}$`));
    await expect(page.getByText('Showing page 1 of 2 (12 total)')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`/users\\?search=${tag}&page=2$`));
    await expect(page.getByText('Showing page 2 of 2 (12 total)')).toBeVisible();

    // Reload: the same view.
    await page.reload();
    await expect(page.getByLabel('Search users')).toHaveValue(tag);
    await expect(page.getByText('Showing page 2 of 2 (12 total)')).toBeVisible();

    // Back: page 1 of the same search; Back again: the list before the search.
    await page.goBack();
    await expect(page.getByText('Showing page 1 of 2 (12 total)')).toBeVisible();
    await expect(page.getByLabel('Search users')).toHaveValue(tag);
    await page.goBack();
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByLabel('Search users')).toHaveValue('');
    // Forward twice: page 2 again.
    await page.goForward();
    await page.goForward();
    await expect(page.getByText('Showing page 2 of 2 (12 total)')).toBeVisible();
    await expect(page.getByLabel('Search users')).toHaveValue(tag);

    // A pasted link opens the same view in a new tab.
    const other = await page.context().newPage();
    await other.goto(`/users?search=${tag}&page=2`);
    await expect(other.getByText('Showing page 2 of 2 (12 total)')).toBeVisible();
    await expect(other.getByLabel('Search users')).toHaveValue(tag);
    await other.close();
  });

  test('opens a user at its own address, from a pasted link and from its row', async ({
    page,
    context,
    login,
    baseURL,
  }) => {
    const session = await login();
    const api = adminApi(page.request, baseURL, session.token);
    const tag = uid();
    const user = await api<User>('POST', '/users', {
      email: `${tag}@example.com`,
      name: `Linked ${tag}`,
      password: 'first-password',
    });

    // A pasted link opens the record's details.
    await page.goto(`/users/${user.id}`);
    await expect(dialog(page, 'User Details')).toContainText(`${tag}@example.com`);
    await dialog(page, 'User Details').getByRole('button', { name: 'Close' }).first().click();
    await expect(page).toHaveURL(/\/users$/);

    // A user that does not exist says so on its screen.
    await page.goto('/users/999999999');
    await expect(dialog(page, 'User Details')).toContainText('User not found');

    // From the list: the name is a link; a click opens the details over the same view, closing
    // comes back to that view.
    await page.goto(`/users?search=${tag}`);
    const link = page.getByRole('link', { name: `Linked ${tag}` });
    await expect(link).toHaveAttribute('href', `/users/${user.id}?search=${tag}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/users/${user.id}\\?search=${tag}$`));
    await expect(dialog(page, 'User Details')).toContainText(`Linked ${tag}`);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`/users\\?search=${tag}$`));
    await expect(dialog(page, 'User Details')).toBeHidden();

    // Ctrl-click opens the record in a new tab and leaves this one as it was.
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['ControlOrMeta'] })]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(`/users/${user.id}`);
    await expect(dialog(tab, 'User Details')).toContainText(`Linked ${tag}`);
    await expect(page).toHaveURL(new RegExp(`/users\\?search=${tag}$`));
    await tab.close();
    void rows;
  });
});
