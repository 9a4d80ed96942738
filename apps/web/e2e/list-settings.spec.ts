import type { Page } from '@playwright/test';
import { expect, test, uid } from './fixtures.ts';

// The column picker (issue 34 item 4, decision 0064): an admin hides and moves a list's columns;
// the choice is kept on the server for them, so it is there again after signing out and in. A
// link's columns= wins over it; a phone's card keeps every field.

/** The headers a wide screen shows, in order. */
const wideHeaders = (page: Page) => page.locator('thead th:visible').allTextContents();

test('hides and moves a column, and finds them so after signing in again', async ({ page, login, baseURL }) => {
  // An admin of the test's own, so no other story sees their columns.
  const owner = await login();
  const tag = uid();
  const email = `columns-${tag}@example.com`;
  const created = await page.request.post(`${baseURL}/api/admin/users`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { email, password: 'columns-pass', name: `Picker ${tag}`, is_admin: true, admin_role: 'administrator' },
  });
  expect(created.status()).toBe(201);
  await page.evaluate(() => localStorage.clear());

  const signInAs = async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('columns-pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  };
  await signInAs();
  await page.goto('/countries');
  await expect(page.getByRole('cell').first()).toBeVisible();
  expect(await wideHeaders(page)).toEqual(['Code', 'Name', 'Shipping Cost', 'Last Updated', 'Actions']);

  // Hide Shipping Cost, with the keyboard's space bar on its checkbox.
  await page.getByRole('button', { name: 'Columns', exact: true }).click();
  const picker = page.getByRole('group', { name: 'Columns of Countries' });
  await expect(picker.getByRole('checkbox', { name: /^Code/ })).toBeDisabled();
  const saved = () =>
    page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/list-settings/countries') && r.request().method() === 'PUT',
    );
  let answer = saved();
  await picker.getByRole('checkbox', { name: 'Shipping Cost' }).focus();
  await page.keyboard.press('Space');
  expect((await answer).status()).toBe(200);
  await expect(page.getByRole('columnheader', { name: 'Shipping Cost' })).toBeHidden();
  expect(await wideHeaders(page)).toEqual(['Code', 'Name', 'Last Updated', 'Actions']);

  // Move Last Updated up, above Name; focus stays on the button pressed.
  answer = saved();
  await picker.getByRole('button', { name: 'Move Last Updated up' }).click();
  expect((await answer).status()).toBe(200);
  await expect(picker.getByRole('button', { name: 'Move Last Updated up' })).toBeDisabled();
  expect(await wideHeaders(page)).toEqual(['Code', 'Last Updated', 'Name', 'Actions']);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();

  // Sign out, and in again: the columns are as they were left.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInAs();
  await page.goto('/countries');
  await expect(page.getByRole('cell').first()).toBeVisible();
  await expect.poll(() => wideHeaders(page)).toEqual(['Code', 'Last Updated', 'Name', 'Actions']);

  // A link naming its columns wins over the kept choice.
  await page.goto('/countries?columns=shipping_cost,name');
  await expect.poll(() => wideHeaders(page)).toEqual(['Code', 'Shipping Cost', 'Name', 'Actions']);

  // On a phone there is no picker, and the card still shows the hidden field.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/countries');
  await expect(page.getByRole('button', { name: 'Columns', exact: true })).toBeHidden();
  await expect(page.locator('td[data-label="Shipping Cost"]').first()).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });

  // Reset goes back to the list's own columns, for this admin only.
  await page.getByRole('button', { name: 'Columns', exact: true }).click();
  answer = saved();
  await page.getByRole('button', { name: 'Reset columns' }).click();
  expect((await answer).status()).toBe(200);
  await expect.poll(() => wideHeaders(page)).toEqual(['Code', 'Name', 'Shipping Cost', 'Last Updated', 'Actions']);
});
