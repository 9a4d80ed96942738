import type { Locator, Page } from '@playwright/test';
import { expect, test, adminApi } from './fixtures.ts';

// The User Access screen of the demo store: grants grouped by user, each group collapsible.
// Each test makes its own user and products through the API, named with a unique tag.

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function makeCustomerAndProducts(api: ReturnType<typeof adminApi>, tag: string) {
  const user = await api<{ id: number; name: string; email: string }>('POST', '/users', {
    email: `access-${tag}@example.com`,
    password: 'customer-pass-1',
    name: `Access Customer ${tag}`,
  });
  const product = (name: string) =>
    api<{ id: number; name: string }>('POST', '/products', {
      name: `${name} ${tag}`,
      price_usd: 1900,
      internal_key: `${name.toLowerCase().replaceAll(' ', '-')}-${tag}`,
      is_downloadable: true,
    });
  return { user, first: await product('Access Studio'), second: await product('Access Tools') };
}

/** Picks an option of a searchable dropdown: types into its search box, then selects. */
async function pick(dialog: Locator, search: string, label: string, text: string) {
  await dialog.getByLabel(search).fill(text);
  const select = dialog.getByLabel(label, { exact: true });
  const option = select.locator('option', { hasText: text });
  await expect(option).toHaveCount(1);
  await select.selectOption({ label: (await option.textContent()) ?? '' });
}

const groupOf = (page: Page, email: string) => page.getByRole('listitem').filter({ hasText: email });
const rowOf = (group: Locator, product: string) => group.getByRole('row').filter({ hasText: product });

test.describe('User Access', () => {
  test('grants, edits, views and revokes access, grouped by user', async ({
    page,
    login,
    baseURL,
    expectNoA11yViolations,
  }) => {
    test.setTimeout(120_000);
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const tag = uid();
    const { user, first, second } = await makeCustomerAndProducts(api, tag);

    await page.goto('/access');
    await expect(page.getByRole('heading', { level: 1, name: 'User Access' })).toBeVisible();
    // The demo store has many customers with grants: their groups start collapsed.
    const groups = page.getByRole('list', { name: 'Access records by user' }).getByRole('listitem');
    await expect(groups.first()).toBeVisible();
    expect(await groups.count()).toBeGreaterThan(10);
    await expect(groups.first().getByRole('button').first()).toHaveAttribute('aria-expanded', 'false');
    await expectNoA11yViolations();

    // Nothing for the new customer yet.
    const search = page.getByLabel('Search by user name or email');
    await search.fill(tag);
    await expect(page.getByText('No access records found')).toBeVisible();

    // Grant: both dropdowns are required, and each message goes away as soon as its field is edited.
    await page.getByRole('button', { name: 'Grant Access' }).click();
    const grant = page.getByRole('dialog', { name: 'Grant Access' });
    await grant.getByRole('button', { name: 'Grant Access' }).click();
    await expect(grant.getByText('User is required')).toBeVisible();
    await expect(grant.getByText('Product is required')).toBeVisible();
    await expectNoA11yViolations();
    await pick(grant, 'Search users', 'User', user.email);
    await expect(grant.getByText('User is required')).toHaveCount(0);
    await expect(grant.getByText('Product is required')).toBeVisible();
    await pick(grant, 'Search products', 'Product', first.name);
    await expect(grant.getByText('Product is required')).toHaveCount(0);
    await expect(grant.getByLabel('Active')).toBeChecked();
    await grant.getByRole('button', { name: 'Grant Access' }).click();
    await expect(grant).toBeHidden();

    const group = groupOf(page, user.email);
    await expect(group.getByRole('button', { name: new RegExp(`${user.name}.*1 product`) })).toBeVisible();
    await expect(rowOf(group, first.name)).toContainText('Active');
    await expect(rowOf(group, first.name)).toContainText('Lifetime');

    // A second active grant of the same product to the same user is refused, in the form.
    await page.getByRole('button', { name: 'Grant Access' }).click();
    const again = page.getByRole('dialog', { name: 'Grant Access' });
    await pick(again, 'Search users', 'User', user.email);
    await pick(again, 'Search products', 'Product', first.name);
    await again.getByRole('button', { name: 'Grant Access' }).click();
    await expect(again.getByRole('alert')).toHaveText('This user already has active access to this product');
    // The other product, with an expiry already past, shows as Expired.
    await pick(again, 'Search products', 'Product', second.name);
    await again.getByLabel('Expires At').fill('2024-01-15T10:30');
    await again.getByRole('button', { name: 'Grant Access' }).click();
    await expect(again).toBeHidden();
    await expect(group.getByRole('button', { name: new RegExp(`${user.name}.*2 products`) })).toBeVisible();
    await expect(rowOf(group, second.name)).toContainText('Expired');
    await expect(rowOf(group, second.name)).toContainText('Jan 15, 2024');

    // Edit: user and product are fixed; expiry and active change.
    await group.getByRole('button', { name: `Edit ${first.name} access of ${user.name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Access' });
    await expect(edit.getByText(user.email)).toBeVisible();
    await expect(edit.getByText(first.name)).toBeVisible();
    await expect(edit.getByRole('combobox')).toHaveCount(0);
    await expectNoA11yViolations();
    await edit.getByLabel('Active').uncheck();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(rowOf(group, first.name)).toContainText('Inactive');

    // Details.
    await group.getByRole('button', { name: `View ${second.name} access of ${user.name}` }).click();
    const details = page.getByRole('dialog', { name: 'Access Details' });
    await expect(details).toContainText(user.name);
    await expect(details).toContainText(user.email);
    await expect(details).toContainText(second.name);
    await expect(details).toContainText('Expired');
    await expect(details).toContainText('Jan 15, 2024');
    await expectNoA11yViolations();
    await details.getByRole('button', { name: 'Close' }).last().click();
    await expect(details).toBeHidden();

    // Each group collapses and expands.
    const header = group.getByRole('heading', { level: 2 }).getByRole('button');
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await header.click();
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await expect(group.getByRole('table')).toHaveCount(0);
    await header.click();
    await expect(group.getByRole('table')).toBeVisible();

    // Search by user name or e-mail.
    await search.fill(`access-${tag}@`);
    await expect(page.getByRole('list', { name: 'Access records by user' }).getByRole('listitem')).toHaveCount(1);
    await search.fill(`Access Customer ${tag}`.toUpperCase());
    await expect(page.getByRole('list', { name: 'Access records by user' }).getByRole('listitem')).toHaveCount(1);
    await search.fill(`nobody-${tag}`);
    await expect(page.getByText('No access records found')).toBeVisible();
    await search.fill(tag);

    // Revoke asks first, then removes the grant.
    await rowOf(group, second.name)
      .getByRole('button', { name: `Revoke ${second.name} access of ${user.name}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke Access' });
    await expect(confirm).toContainText(`Are you sure you want to revoke ${user.name}'s access to ${second.name}?`);
    await expectNoA11yViolations();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(confirm).toBeHidden();
    await expect(rowOf(group, second.name)).toHaveCount(0);
    await expect(group.getByRole('button', { name: new RegExp(`${user.name}.*1 product`) })).toBeVisible();
  });

  test("shows the spec's fallback text when a grant fails without a message", async ({ page, login, baseURL }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const tag = uid();
    const { user, first } = await makeCustomerAndProducts(api, tag);
    await page.route('**/api/admin/access', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    await page.goto('/access');
    await page.getByRole('button', { name: 'Grant Access' }).click();
    const grant = page.getByRole('dialog', { name: 'Grant Access' });
    await pick(grant, 'Search users', 'User', user.email);
    await pick(grant, 'Search products', 'Product', first.name);
    await grant.getByRole('button', { name: 'Grant Access' }).click();
    await expect(grant.getByRole('alert')).toHaveText('Failed to grant access');
  });

  test('filters the grants expiring within 7 or 30 days, and the expired ones', async ({ page, login, baseURL }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const tag = uid();
    const { user, first, second } = await makeCustomerAndProducts(api, tag);
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    await api('POST', '/access', { user_id: user.id, product_id: first.id, expires_at: inDays(3) });
    await api('POST', '/access', { user_id: user.id, product_id: second.id, expires_at: inDays(20) });

    await page.goto(`/access?search=${encodeURIComponent(user.email)}`);
    const group = groupOf(page, user.email);
    await expect(rowOf(group, first.name)).toBeVisible();
    await expect(rowOf(group, second.name)).toBeVisible();

    const expiry = page.getByLabel('Expiry');
    await expiry.selectOption({ label: 'Expiring within 7 days' });
    await expect(page).toHaveURL(/expiry=expiring-7/);
    await expect(rowOf(group, first.name)).toBeVisible();
    await expect(rowOf(group, second.name)).toHaveCount(0);

    await expiry.selectOption({ label: 'Expiring within 30 days' });
    await expect(rowOf(group, second.name)).toBeVisible();
    await expect(rowOf(group, first.name)).toBeVisible();

    await expiry.selectOption({ label: 'Expired' });
    await expect(page.getByText('No access records found')).toBeVisible();
    // The filter is in the address: a reload keeps it.
    await page.reload();
    await expect(page.getByLabel('Expiry')).toHaveValue('expired');
  });
});
