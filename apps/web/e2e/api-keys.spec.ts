import type { Page } from '@playwright/test';
import type { CheckoutResponse } from '@store/contract/storefront';
import { browserDialogs, createKey, expect, failureToast, test, toasts } from './fixtures.ts';

// The API Keys screen (spec 001 §2): the keys external storefronts use, created here and shown
// once, revoked and deleted after a confirmation; and the storefront flow such a key opens.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const keyRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test.describe('API keys', () => {
  test('creates a key, shows it once with a copy button, and never again', async ({
    page,
    login,
    baseURL,
    expectNoA11yViolations,
  }) => {
    await login();
    await page.goto('/api-keys');
    await expect(page.getByRole('heading', { level: 1, name: 'API Keys' })).toBeVisible();
    await expect(page.getByText(/send their key in the X-API-Key header/)).toBeVisible();
    await expectNoA11yViolations();

    await page.getByRole('button', { name: 'Create API Key' }).click();
    const form = page.getByRole('dialog', { name: 'Create API Key' });
    await expect(form.getByLabel('Name')).toHaveAttribute('placeholder', 'e.g., Webflow Production');
    await form.getByRole('button', { name: 'Create Key' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    const name = unique('Webflow Production');
    await form.getByLabel('Name').fill(name);
    await expect(form.getByText('Name is required')).toBeHidden();
    await form.getByLabel('Description (optional)').fill('The main marketing site');
    await expectNoA11yViolations();
    await form.getByRole('button', { name: 'Create Key' }).click();

    const created = page.getByRole('dialog', { name: 'API Key Created' });
    await expect(created.getByText('Save this key now! It will not be shown again.')).toBeVisible();
    const key = await created.getByLabel('Your API key').inputValue();
    expect(key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    await expect(created.getByText(/X-API-Key/)).toBeVisible();
    await expectNoA11yViolations();

    await created.getByRole('button', { name: 'Copy to Clipboard' }).click();
    await expect(created.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    // 'Copied!' lasts 2 seconds
    await expect(created.getByRole('button', { name: 'Copy to Clipboard' })).toBeVisible({ timeout: 3000 });

    await created.getByRole('button', { name: 'Done' }).click();
    await expect(created).toBeHidden();
    const row = keyRow(page, name);
    await expect(row).toContainText(`${key.slice(0, 12)}...`);
    await expect(row).toContainText('Active');
    await expect(row).toContainText('The main marketing site');
    await expect(row.getByRole('cell').nth(5)).toHaveText('Never');
    expect(await page.content()).not.toContain(key);

    // The key works on the storefront API, and its use shows up.
    const products = await page.request.get(`${baseURL}/api/v1/products`, { headers: { 'X-API-Key': key } });
    expect(products.status()).toBe(200);
    await expect(async () => {
      await page.reload();
      await expect(keyRow(page, name).getByRole('cell').nth(4)).toHaveText('1', { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(keyRow(page, name).getByRole('cell').nth(5)).not.toHaveText('Never');
    expect(await page.content()).not.toContain(key);
  });

  test('creates a key with some scopes, then rolls it: the old key works through the grace period', async ({
    page,
    login,
    baseURL,
    expectNoA11yViolations,
  }) => {
    await login();
    await page.goto('/api-keys');
    await page.getByRole('button', { name: 'Create API Key' }).click();
    const form = page.getByRole('dialog', { name: 'Create API Key' });
    const name = unique('Catalogue only');
    await form.getByLabel('Name').fill(name);
    // Every scope is ticked to start with; this storefront only lists the catalogue.
    await expect(form.getByRole('checkbox', { name: /checkout:write/ })).toBeChecked();
    await form.getByRole('checkbox', { name: /promos:validate/ }).uncheck();
    await form.getByRole('checkbox', { name: /checkout:write/ }).uncheck();
    await form.getByLabel('Rate Limit (requests per minute, optional)').fill('120');
    await expectNoA11yViolations();
    await form.getByRole('button', { name: 'Create Key' }).click();
    const created = page.getByRole('dialog', { name: 'API Key Created' });
    const key = await created.getByLabel('Your API key').inputValue();
    await created.getByRole('button', { name: 'Copy to Clipboard' }).click();
    await created.getByRole('button', { name: 'Done' }).click();

    const row = keyRow(page, name);
    await expect(row).toContainText('products:read');
    await expect(row).toContainText('countries:read');
    await expect(row).not.toContainText('checkout:write');
    await expect(row).toContainText('120/min');
    const headers = { 'X-API-Key': key };
    expect((await page.request.get(`${baseURL}/api/v1/products`, { headers })).status()).toBe(200);
    const refused = await page.request.post(`${baseURL}/api/v1/checkout`, {
      headers,
      data: { email: 'scoped@example.com', provider: 'stripe', items: [{ product_id: 1, quantity: 1 }] },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('This API key lacks the scope checkout:write');

    // Roll with a day of grace: a new key, shown once; both work meanwhile.
    await row.getByRole('button', { name: `Roll ${name}` }).click();
    const roll = page.getByRole('dialog', { name: 'Roll API Key' });
    await roll.getByLabel('Old key keeps working for').selectOption({ label: '1 day' });
    await expectNoA11yViolations();
    await roll.getByRole('button', { name: 'Roll Key' }).click();
    const rolled = page.getByRole('dialog', { name: 'API Key Rolled' });
    await expect(rolled.getByText('Save this key now! It will not be shown again.')).toBeVisible();
    await expect(rolled).toContainText('The old one keeps working until');
    const newKey = await rolled.getByLabel('Your API key').inputValue();
    expect(newKey).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(newKey).not.toBe(key);
    await rolled.getByRole('button', { name: 'Copy to Clipboard' }).click();
    await rolled.getByRole('button', { name: 'Done' }).click();
    await expect(row).toContainText(`${newKey.slice(0, 12)}...`);
    await expect(row).toContainText('Old key works until');
    expect(await page.content()).not.toContain(newKey);
    expect((await page.request.get(`${baseURL}/api/v1/products`, { headers })).status()).toBe(200);
    const fresh = { 'X-API-Key': newKey };
    expect((await page.request.get(`${baseURL}/api/v1/countries`, { headers: fresh })).status()).toBe(200);

    // Edit: the key may now start checkouts too.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit API Key' });
    await edit.getByRole('checkbox', { name: /checkout:write/ }).check();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('checkout:write');
  });

  test('revokes a key after a confirmation; the storefront refuses it at once', async ({
    page,
    login,
    baseURL,
    expectNoA11yViolations,
  }) => {
    const { token } = await login();
    const key = await createKey(page.request, baseURL, token, unique('Old shop'));
    await page.goto('/api-keys');
    const row = keyRow(page, key.name);
    await row.getByRole('button', { name: `Revoke ${key.name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke API Key' });
    await expect(confirm).toContainText(key.name);
    await expectNoA11yViolations();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText('Revoked');
    await expect(row.getByRole('button', { name: `Revoke ${key.name}` })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Delete ${key.name}` })).toBeVisible();

    const refused = await page.request.get(`${baseURL}/api/v1/products`, { headers: { 'X-API-Key': key.api_key } });
    expect(refused.status()).toBe(401);
  });

  test('deletes a key after a confirmation, and Cancel keeps it', async ({ page, login, baseURL }) => {
    const { token } = await login();
    const key = await createKey(page.request, baseURL, token, unique('Staging shop'));
    await page.goto('/api-keys');
    const row = keyRow(page, key.name);
    await row.getByRole('button', { name: `Delete ${key.name}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete API Key' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Delete ${key.name}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete API Key' }).getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
  });

  test("shows 'Failed to create API key' in a failure toast when the server refuses", async ({
    page,
    login,
    expectNoA11yViolations,
  }) => {
    await login();
    const dialogs = browserDialogs(page);
    await page.route('**/api/v1/admin/api-keys', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    await page.goto('/api-keys');
    await page.getByRole('button', { name: 'Create API Key' }).click();
    const form = page.getByRole('dialog', { name: 'Create API Key' });
    await form.getByLabel('Name').fill(unique('Doomed'));
    await form.getByRole('button', { name: 'Create Key' }).click();
    await expect(failureToast(page)).toHaveText('Failed to create API key');
    await expect(form).toBeVisible();
    await expectNoA11yViolations(); // the toast over the open dialog
    // Closing the toast leaves the form open, as it was.
    await toasts(page).getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(failureToast(page)).toHaveCount(0);
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Name')).not.toHaveValue('');
    expect(dialogs).toEqual([]);
  });

  test("shows 'No API keys created yet.' when there are none, or the list cannot load", async ({ page, login }) => {
    await login();
    await page.route('**/api/v1/admin/api-keys', (route) => route.fulfill({ json: { data: [] } }));
    await page.goto('/api-keys');
    await expect(page.getByText('No API keys created yet.')).toBeVisible();
    await page.unroute('**/api/v1/admin/api-keys');
    await page.route('**/api/v1/admin/api-keys', (route) => route.fulfill({ status: 500, body: '' }));
    await page.reload();
    await expect(page.getByText('No API keys created yet.')).toBeVisible();
  });
});

test.describe('the storefront flow', () => {
  test('API key → checkout → pending session on the orders screen → simulate → order', async ({
    page,
    login,
    baseURL,
  }) => {
    const { token } = await login();
    const key = await createKey(page.request, baseURL, token, unique('Checkout shop'));
    const headers = { 'X-API-Key': key.api_key };
    const { products } = (await (await page.request.get(`${baseURL}/api/v1/products`, { headers })).json()) as {
      products: { id: number; is_physical: boolean; price_usd: number }[];
    };
    const download = products.find((p) => !p.is_physical)!;
    const email = `${unique('buyer').replace(/\s/g, '-')}@example.com`;
    const res = await page.request.post(`${baseURL}/api/v1/checkout`, {
      headers,
      data: { email, provider: 'stripe', items: [{ product_id: download.id, quantity: 1 }] },
    });
    expect(res.status()).toBe(201);
    const session = (await res.json()) as CheckoutResponse;
    expect(session).toMatchObject({ status: 'pending', amount_expected: download.price_usd });

    await page.goto('/orders');
    const pending = page.getByRole('region', { name: 'Pending Payments' });
    const row = pending.getByRole('row').filter({ hasText: email });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /Simulate Success/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Simulate payment' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment simulated' })).toBeVisible();
    await expect(pending.getByRole('row').filter({ hasText: email })).toHaveCount(0);
    // The order, paid, and its new customer.
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(email);
    const orders = page.getByRole('table', { name: 'Orders', exact: true });
    await expect(orders.getByRole('row').filter({ hasText: email })).toContainText('paid');
    await page.goto('/users');
    await page.getByRole('searchbox').fill(email);
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Pending onboarding');
  });

  test('revokes exactly the 2 keys ticked, in one request', async ({ page, login, baseURL }) => {
    const { token } = await login();
    const names = [unique('Bulk A'), unique('Bulk B'), unique('Bulk C')];
    for (const name of names) await createKey(page.request, baseURL, token, name);
    await page.goto('/api-keys');
    await page.getByRole('checkbox', { name: `Select ${names[0]}` }).check();
    await page.getByRole('checkbox', { name: `Select ${names[2]}` }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar).toContainText('2 API keys selected');
    const bulk = page.waitForRequest((r) => r.url().endsWith('/api/v1/admin/api-keys/bulk'));
    await bar.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('alertdialog', { name: 'Revoke' }).getByRole('button', { name: 'Revoke' }).click();
    expect((await bulk).postDataJSON()).toMatchObject({ action: 'revoke', records: [{}, {}] });
    await expect(page.getByRole('status').filter({ hasText: '2 API keys revoked.' })).toBeVisible();
    await expect(keyRow(page, names[0]!)).toContainText('Revoked');
    await expect(keyRow(page, names[1]!)).toContainText('Active');
    await expect(keyRow(page, names[2]!)).toContainText('Revoked');
  });
});
