import type { Page } from '@playwright/test';
import type { User } from '@store/contract/users';
import { format } from 'date-fns';
import { browserDialogs, expect, failureToast, successToast, test, adminApi, type AdminApi } from './fixtures.ts';

// The Users screen of the demo store (spec 000 §2, §5, §8). Every test makes its own users through
// the API, named with a unique tag, so tests do not depend on each other or on the seeded data.

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const makeUser = (
  api: AdminApi,
  tag: string,
  fields: Partial<{ name: string; is_admin: boolean; password: string }> = {},
) =>
  api<User>('POST', '/users', {
    email: `${tag}@example.com`,
    name: fields.name ?? `Person ${tag}`,
    password: fields.password ?? 'first-password',
    is_admin: fields.is_admin ?? false,
  });

async function searchFor(page: Page, text: string) {
  await page.getByLabel('Search users').fill(text);
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const today = () => format(new Date(), 'MMM dd, yyyy');

test.describe('the Users screen', () => {
  test('creates a user and an admin, and lists them with role, status and date', async ({ page, login }) => {
    await login();
    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    const tag = uid();

    for (const [who, admin] of [
      ['customer', false],
      ['manager', true],
    ] as const) {
      await page.getByRole('button', { name: 'Add User' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New User' });
      await dialog.getByLabel('Name').fill(`New ${who} ${tag}`);
      await dialog.getByLabel('Email').fill(`${who}-${tag}@Example.com`);
      await dialog.getByLabel('Password').fill('created-in-panel');
      if (admin) await dialog.getByLabel('Admin User').check();
      await dialog.getByRole('button', { name: 'Create User' }).click();
      await expect(dialog).toBeHidden();
    }

    await searchFor(page, tag);
    await expect(page.getByRole('row')).toHaveCount(3); // header + 2
    const customer = rowOf(page, `customer-${tag}@example.com`);
    await expect(customer).toContainText(`New customer ${tag}`);
    await expect(customer.getByRole('cell').nth(2)).toHaveText('User');
    await expect(customer.getByRole('cell').nth(3)).toHaveText('✓ Active');
    await expect(customer.getByRole('cell').nth(4)).toHaveText(today());
    const manager = rowOf(page, `manager-${tag}@example.com`);
    // 'Admin', and the role an admin made without one gets (decision 0027).
    await expect(manager.getByRole('cell').nth(2).getByText('Admin', { exact: true })).toBeVisible();
    await expect(manager.getByRole('cell').nth(2)).toContainText('Administrator');
    // Newest first.
    await expect(page.getByRole('row').nth(1)).toContainText(`manager-${tag}`);
  });

  test('shows each validation text and clears it as soon as the field is edited', async ({ page, login }) => {
    await login();
    await page.goto('/users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New User' });
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expect(dialog.getByText('Password is required')).toBeVisible();

    await dialog.getByLabel('Name').fill('Someone');
    await expect(dialog.getByText('Name is required')).toBeHidden();
    await dialog.getByLabel('Email').fill('not-an-email');
    await expect(dialog.getByText('Email is required')).toBeHidden();
    await dialog.getByLabel('Password').fill('12345');
    await expect(dialog.getByText('Password is required')).toBeHidden();

    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog.getByText('Invalid email format')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();
    await dialog.getByLabel('Email').fill('someone@example.com');
    await expect(dialog.getByText('Invalid email format')).toBeHidden();
    await dialog.getByLabel('Password').fill('123456');
    await expect(dialog.getByText('Password must be at least 6 characters')).toBeHidden();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test("shows the server's message inside the form for an e-mail already taken", async ({ page, login, baseURL }) => {
    const api = adminApi(page.request, baseURL, (await login()).token);
    const tag = uid();
    const existing = await makeUser(api, `taken-${tag}`);
    await page.goto('/users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New User' });
    await dialog.getByLabel('Name').fill('Copy Cat');
    await dialog.getByLabel('Email').fill(existing.email.toUpperCase());
    await dialog.getByLabel('Password').fill('secret-123');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('A user with this email already exists');
    await expect(dialog).toBeVisible();
  });

  test('searches by name or e-mail, pages by 10, and a new search starts at page 1', async ({
    page,
    login,
    baseURL,
  }) => {
    const api = adminApi(page.request, baseURL, (await login()).token);
    const tag = uid();
    for (let i = 1; i <= 12; i++) {
      await makeUser(api, `pager-${tag}-${i}`, { name: `Pager ${tag} Member ${String(i).padStart(2, '0')}` });
    }
    await page.goto('/users');
    // The demo store has hundreds of users: more than one page.
    await expect(page.getByText(/^Showing page 1 of \d+ \(\d+ total\)$/)).toBeVisible();

    await searchFor(page, `pager ${tag}`); // by name, any letter case
    await expect(page.getByText('Showing page 1 of 2 (12 total)')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(11);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Showing page 2 of 2 (12 total)')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('row').nth(2)).toContainText(`Pager ${tag} Member 01`);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    await searchFor(page, `pager-${tag}`); // by e-mail: a new search goes back to page 1
    await expect(page.getByText('Showing page 1 of 2 (12 total)')).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toContainText(`Pager ${tag} Member 12`);

    await searchFor(page, `pager-${tag}-7@`);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);

    await searchFor(page, `nobody-${tag}`);
    await expect(page.getByRole('cell', { name: 'No users found' })).toBeVisible();
  });

  test('shows every detail of a user', async ({ page, login, baseURL }) => {
    const api = adminApi(page.request, baseURL, (await login()).token);
    const tag = uid();
    const admin = await makeUser(api, `details-${tag}`, { name: `Detail Admin ${tag}`, is_admin: true });
    await page.goto('/users');
    await searchFor(page, admin.email);
    await rowOf(page, admin.email)
      .getByRole('button', { name: `View details of ${admin.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'User Details' });
    const item = (label: string) =>
      dialog.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect(item('Name')).toHaveText(admin.name);
    await expect(item('Email')).toHaveText(admin.email);
    await expect(item('Role')).toHaveText('Administrator');
    await expect(item('Created At')).toContainText(today());
    await expect(item('Last Updated')).toContainText(today());
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
  });

  test('edits a user; a blank password keeps the old one (signing in proves it)', async ({ page, login, baseURL }) => {
    const api = adminApi(page.request, baseURL, (await login()).token);
    const tag = uid();
    const user = await makeUser(api, `edit-${tag}`, {
      name: `Editable ${tag}`,
      is_admin: true,
      password: 'kept-password',
    });
    await page.goto('/users');
    await searchFor(page, user.email);
    await rowOf(page, user.email)
      .getByRole('button', { name: `Edit ${user.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await expect(dialog.getByLabel('Name')).toHaveValue(user.name);
    await expect(dialog.getByLabel('Email')).toHaveValue(user.email);
    await expect(dialog.getByLabel('Password')).toHaveValue('');
    await expect(dialog.getByLabel('Admin User')).toBeChecked();
    await expect(dialog.getByText('Leave blank to keep the current password.')).toBeVisible();
    // An active user has no onboarding link box.
    await expect(dialog.getByRole('button', { name: 'Copy Link' })).toHaveCount(0);

    await dialog.getByLabel('Name').fill(`Edited ${tag}`);
    await dialog.getByLabel('Password').fill('123');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();
    await dialog.getByLabel('Password').fill('');
    await expect(dialog.getByText('Password must be at least 6 characters')).toBeHidden();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, user.email)).toContainText(`Edited ${tag}`);

    const signIn = await page.request.post(`${baseURL}/api/admin/auth/login`, {
      data: { email: user.email, password: 'kept-password' },
    });
    expect(signIn.status()).toBe(200);
  });

  test('deletes a user after confirmation naming them', async ({ page, login, baseURL }) => {
    const api = adminApi(page.request, baseURL, (await login()).token);
    const tag = uid();
    const user = await makeUser(api, `delete-${tag}`, { name: `Doomed ${tag}` });
    await page.goto('/users');
    await searchFor(page, user.email);
    await rowOf(page, user.email)
      .getByRole('button', { name: `Delete ${user.name}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete User' });
    await expect(confirm).toContainText(`Are you sure you want to delete ${user.name}?`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rowOf(page, user.email)).toBeVisible();

    await rowOf(page, user.email)
      .getByRole('button', { name: `Delete ${user.name}` })
      .click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('cell', { name: 'No users found' })).toBeVisible();
  });

  test("the server's refusal of an admin deleting themselves shows in a failure toast", async ({ page, login }) => {
    const { user: me } = await login();
    const dialogs = browserDialogs(page);
    await page.goto('/users');
    await searchFor(page, me.email);
    await rowOf(page, me.email)
      .getByRole('button', { name: `Delete ${me.name}` })
      .click();
    await page.getByRole('alertdialog', { name: 'Delete User' }).getByRole('button', { name: 'Delete' }).click();
    await expect(failureToast(page)).toHaveText(['You cannot delete your own account']);
    await expect(rowOf(page, me.email)).toBeVisible();
    expect(dialogs).toEqual([]);
  });

  test("a refused delete shows the server's message in a toast, else 'Failed to delete user'", async ({
    page,
    login,
    baseURL,
  }) => {
    // An answer without a message (which the server never gives) falls back to the spec's text:
    // the answers are made up here, first with a message, then without one.
    const api = adminApi(page.request, baseURL, (await login()).token);
    const tag = uid();
    const user = await makeUser(api, `kept-${tag}`, { name: `Kept ${tag}` });
    let answer: { status: number; body: string } = {
      status: 409,
      body: JSON.stringify({ message: 'This user cannot be deleted now', error: 'x', code: 'CONFLICT' }),
    };
    await page.route(`**/api/admin/users/${user.id}`, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body })
        : route.fallback(),
    );
    const dialogs = browserDialogs(page);
    await page.goto('/users');
    await searchFor(page, user.email);
    const confirm = page.getByRole('alertdialog', { name: 'Delete User' });
    const expected: string[] = [];
    for (const text of ['This user cannot be deleted now', 'Failed to delete user']) {
      await rowOf(page, user.email)
        .getByRole('button', { name: `Delete ${user.name}` })
        .click();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      expected.unshift(text); // the newest toast first
      await expect(failureToast(page)).toHaveText(expected);
      await expect(confirm).toBeHidden();
      await expect(rowOf(page, user.email)).toBeVisible();
      answer = { status: 500, body: '' };
    }
    expect(dialogs).toEqual([]);
  });

  test('a pending user: the status copies the link, the edit form shows it, and onboarding makes them Active', async ({
    page,
    context,
    login,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const api = adminApi(page.request, baseURL, (await login()).token);
    const tag = uid();
    const user = await makeUser(api, `pending-${tag}`, { name: `Pending ${tag}` });
    const pending = await api<User>('POST', `/users/${user.id}/onboarding-link`);
    const link = pending.onboarding_link!;
    expect(link).toMatch(/\/onboarding\/[A-Za-z0-9_-]+$/);

    await page.goto('/users');
    await searchFor(page, user.email);
    const row = rowOf(page, user.email);
    const dialogs = browserDialogs(page);
    await row.getByRole('button', { name: 'Pending onboarding' }).click();
    await expect(successToast(page)).toHaveText('Onboarding link copied to clipboard!');
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    await row.getByRole('button', { name: `Edit ${user.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await expect(dialog.getByRole('textbox', { name: 'Onboarding link' })).toHaveValue(link);
    await expect(dialog.getByText(/has not completed onboarding/)).toBeVisible();
    await expect(dialog.getByText(/set up their account/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Copy Link' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copy Link' })).toBeVisible({ timeout: 4000 });
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await dialog.getByRole('button', { name: 'Copy Link' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The customer opens the link (the public page, outside the admin layout) and sets a password.
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Setup' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByText(user.email)).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('customer-chosen');
    await page.getByLabel('Confirm Password').fill('customer-chosen');
    await page.getByRole('button', { name: 'Set Up Account' }).click();
    await expect(page.getByRole('status')).toContainText('Your account is ready.');

    await page.goto('/users');
    await searchFor(page, user.email);
    await expect(rowOf(page, user.email).getByRole('cell').nth(3)).toHaveText('✓ Active');
  });

  test('shows No Link for an account that is neither onboarded nor has a link', async ({ page, login, baseURL }) => {
    // Nothing in the panel makes such an account; the demo store seeds a few.
    const { token } = await login();
    const res = await page.request.get(`${baseURL}/api/admin/users?limit=1000`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { users } = (await res.json()) as { users: User[] };
    const noLink = users.find((u) => !u.onboarding_completed && !u.has_onboarding_link);
    expect(noLink, 'the demo store seeds accounts without a link').toBeDefined();
    await page.goto('/users');
    await searchFor(page, noLink!.email);
    await expect(rowOf(page, noLink!.email).getByRole('cell').nth(3)).toHaveText('No Link');
  });

  test('the screen and its modals pass an axe-core scan', async ({ page, login, baseURL, expectNoA11yViolations }) => {
    const api = adminApi(page.request, baseURL, (await login()).token);
    const tag = uid();
    const user = await makeUser(api, `axe-${tag}`, { name: `Axe ${tag}` });
    await api('POST', `/users/${user.id}/onboarding-link`);
    await page.goto('/users');
    await searchFor(page, user.email);
    await expect(rowOf(page, user.email)).toBeVisible();
    await expectNoA11yViolations();

    await page.getByRole('button', { name: 'Add User' }).click();
    const create = page.getByRole('dialog', { name: 'Create New User' });
    await create.getByRole('button', { name: 'Create User' }).click();
    await expect(create.getByText('Name is required')).toBeVisible();
    await expectNoA11yViolations();
    await page.keyboard.press('Escape');
    await expect(create).toBeHidden();

    await rowOf(page, user.email)
      .getByRole('button', { name: `Edit ${user.name}` })
      .click();
    await expect(
      page.getByRole('dialog', { name: 'Edit User' }).getByRole('textbox', { name: 'Onboarding link' }),
    ).toBeVisible();
    await expectNoA11yViolations();
    await page.keyboard.press('Escape');

    await rowOf(page, user.email)
      .getByRole('button', { name: `View details of ${user.name}` })
      .click();
    await expect(page.getByRole('dialog', { name: 'User Details' })).toBeVisible();
    await expectNoA11yViolations();
    await page.keyboard.press('Escape');

    await rowOf(page, user.email)
      .getByRole('button', { name: `Delete ${user.name}` })
      .click();
    await expect(page.getByRole('alertdialog', { name: 'Delete User' })).toBeVisible();
    await expectNoA11yViolations();
  });
});
