import { expect, test, uid } from './fixtures.ts';
import { E2E_ADMIN } from './servers.ts';

// Roles per area (issue 17 item 2, decision 0027): an Owner gives a new admin the Support role in
// the user form; signed in, that admin sees only Support's screens and cannot open the others.

test('an Owner makes a Support admin, who sees only its screens', async ({ page, login, browser, baseURL }) => {
  await login();
  await page.goto('/users');
  const tag = uid();
  const email = `support-${tag}@example.com`;
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New User' });
  await dialog.getByLabel('Name').fill(`Support ${tag}`);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('support-pass');
  await expect(dialog.getByLabel('Role')).toBeHidden();
  await dialog.getByLabel('Admin User').check();
  await dialog.getByLabel('Role').selectOption({ label: 'Support' });
  await expect(dialog.getByText(/Support: Users and onboarding links/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Search users').fill(tag);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByRole('cell').nth(2)).toContainText('Admin');
  await expect(row.getByRole('cell').nth(2)).toContainText('Support');

  // The Support admin signs in through the form, in a browser of their own.
  const context = await browser.newContext({ baseURL });
  const support = await context.newPage();
  await support.goto('/login');
  await support.getByLabel('Email').fill(email);
  await support.getByLabel('Password').fill('support-pass');
  await support.getByRole('button', { name: 'Sign In' }).click();
  await expect(support).toHaveURL(/\/users$/);
  const nav = support.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Users', 'Orders', 'User Access', 'Shipments']);

  // Support edits its own account; another admin's has no edit or delete button for it.
  await support.getByLabel('Search users').fill(tag);
  const own = support.getByRole('row').filter({ hasText: email });
  await expect(own.getByRole('button', { name: `Edit Support ${tag}` })).toBeVisible();
  await support.getByLabel('Search users').fill(E2E_ADMIN.email);
  const owner = support.getByRole('row').filter({ hasText: 'Owner' }).first();
  await expect(owner).toBeVisible();
  await expect(owner.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(owner.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  // A screen outside the role, opened by its address, says so.
  await support.goto('/products');
  await expect(support.getByRole('heading', { level: 1, name: 'Not part of your role' })).toBeVisible();
  await support.getByRole('link', { name: 'Go to Users' }).click();
  await expect(support).toHaveURL(/\/users$/);
  await context.close();
});
