import type { APIRequestContext, Page } from '@playwright/test';
import type { AuditListResponse } from '@store/contract/audit';
import { expect, test } from './fixtures.ts';
import { E2E_ADMIN } from './servers.ts';

// A new admin makes a known sequence of changes through the API; the Audit Logs screen must
// find exactly those by the admin's name, narrow them by action and resource, and show the
// before → after of the changed field.

const uid = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const AUDITOR = { name: `Auditor ${uid}`, email: `auditor-${uid}@example.com`, password: 'auditor-pass-123' };

async function call(request: APIRequestContext, token: string, method: string, url: string, data?: unknown) {
  const res = await request.fetch(`/api/admin${url}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.status() === 204 ? null : ((await res.json()) as Record<string, unknown>);
}

test.describe('audit logs', () => {
  let productId: number;

  test.beforeAll(async ({ request }) => {
    const login = async (email: string, password: string) => {
      const res = await request.post('/api/admin/auth/login', { data: { email, password } });
      expect(res.status()).toBe(200);
      return ((await res.json()) as { token: string }).token;
    };
    const admin = await login(E2E_ADMIN.email, E2E_ADMIN.password);
    await call(request, admin, 'POST', '/users', { ...AUDITOR, is_admin: true });
    const auditor = await login(AUDITOR.email, AUDITOR.password);

    // The known sequence: create, update and delete a product; create a promo code.
    const product = await call(request, auditor, 'POST', '/products', {
      name: `Audited Lamp ${uid}`,
      description: 'A lamp for the audit test',
      price_usd: 1999,
      internal_key: `audited-lamp-${uid}`,
    });
    productId = product!.id as number;
    await call(request, auditor, 'PATCH', `/products/${productId}`, { price_usd: 2499 });
    await call(request, auditor, 'POST', '/promos', {
      code: `AUDIT${uid.toUpperCase()}`.slice(0, 30),
      discount_type: 'percentage',
      discount_value: 15,
    });
    await call(request, auditor, 'DELETE', `/products/${productId}`);

    // The trail the API reports for the auditor: exactly the four changes, newest first.
    const trail = (await call(
      request,
      admin,
      'GET',
      `/audit?search=${encodeURIComponent(AUDITOR.name)}`,
    )) as unknown as AuditListResponse;
    expect(trail.audit_logs.map((l) => `${l.action} ${l.resource_type}`)).toEqual([
      'delete products',
      'create code_promos',
      'update products',
      'create products',
    ]);
  });

  const rows = (page: Page) => page.getByRole('table').locator('tbody tr');

  test('search and filters narrow the list to the changes made', async ({ page, login }) => {
    await login();
    await page.goto('/audit');
    await expect(page.getByRole('heading', { name: 'Audit Logs' })).toBeVisible();
    await expect(rows(page)).toHaveCount(20); // 20 per page on the demo store
    await expect(page.getByText(/^Showing page 1 of \d+/)).toBeVisible();

    await page.getByLabel('Search by admin name').fill(AUDITOR.name.toUpperCase());
    await expect(rows(page)).toHaveCount(4);
    await expect(rows(page).nth(0)).toContainText('Delete');
    await expect(rows(page).nth(0)).toContainText(`Products #${productId}`);
    await expect(rows(page).nth(1)).toContainText('Promo codes');
    await expect(rows(page).nth(3)).toContainText('Create');
    for (const row of await rows(page).all()) await expect(row).toContainText(AUDITOR.email);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);

    await page.getByLabel('Action').selectOption({ label: 'Update' });
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`Products #${productId}`);

    await page.getByLabel('Action').selectOption({ label: 'All actions' });
    await page.getByLabel('Resource').selectOption({ label: 'Products' });
    await expect(rows(page)).toHaveCount(3);

    await page.getByLabel('Resource').selectOption({ label: 'Promo codes' });
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Create');

    await page.getByLabel('Action').selectOption({ label: 'Delete' });
    await expect(page.getByText('No audit logs found')).toBeVisible();

    await page.getByLabel('Resource').selectOption({ label: 'Products' });
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Delete');
  });

  test("the details show the admin, the action, the resource and the changed field's old and new value", async ({
    page,
    login,
    expectNoA11yViolations,
  }) => {
    await login();
    await page.goto('/audit');
    await page.getByLabel('Search by admin name').fill(AUDITOR.name);
    await page.getByLabel('Action').selectOption('update');
    await expect(rows(page)).toHaveCount(1);
    await expectNoA11yViolations();

    await page
      .getByRole('button', { name: `View details of update products #${productId} by ${AUDITOR.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Audit Log Details' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(AUDITOR.name);
    await expect(dialog).toContainText(AUDITOR.email);
    await expect(dialog).toContainText('Update');
    await expect(dialog).toContainText(`Products #${productId}`);
    await expect(dialog).toContainText(/IP Address\s*(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)/);
    // The price went from 1999 to 2499 cents: one row, old value before, new value after, as money.
    const diff = dialog.getByRole('table', { name: 'Changed fields, before and after' });
    const priceRow = diff.locator('tbody tr').filter({ hasText: '$19.99' });
    await expect(priceRow).toHaveCount(1);
    await expect(priceRow.locator('td').first()).toHaveText('$19.99');
    await expect(priceRow.locator('td').last()).toHaveText('$24.99');
    await expectNoA11yViolations();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a create shows only the new values, a delete only the old ones', async ({ page, login }) => {
    await login();
    await page.goto('/audit');
    await page.getByLabel('Search by admin name').fill(AUDITOR.name);
    // The search is in the address before the filter is chosen (its debounce would otherwise race it).
    await expect(page).toHaveURL(/search=/);
    await page.getByLabel('Resource').selectOption('products');
    await expect(page).toHaveURL(/resource_type=products/);
    await expect(rows(page)).toHaveCount(3);

    await page.getByRole('button', { name: new RegExp(`^View details of create products #${productId}`) }).click();
    let dialog = page.getByRole('dialog', { name: 'Audit Log Details' });
    let nameRow = dialog.locator('tbody tr').filter({ hasText: `Audited Lamp ${uid}` });
    await expect(nameRow.locator('td').first()).toHaveText('—');
    await expect(nameRow.locator('td').last()).toHaveText(`Audited Lamp ${uid}`);
    await dialog.getByRole('button', { name: 'Close' }).first().click(); // the × in the title bar
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: new RegExp(`^View details of delete products #${productId}`) }).click();
    dialog = page.getByRole('dialog', { name: 'Audit Log Details' });
    nameRow = dialog.locator('tbody tr').filter({ hasText: `Audited Lamp ${uid}` });
    await expect(nameRow.locator('td').first()).toHaveText(`Audited Lamp ${uid}`);
    await expect(nameRow.locator('td').last()).toHaveText('—');
  });

  test("the dashboard's Recent Activity shows the latest entries", async ({ page, login }) => {
    await login();
    const session = await page.request.post('/api/admin/auth/login', {
      data: { email: AUDITOR.email, password: AUDITOR.password },
    });
    const { token } = (await session.json()) as { token: string };
    const template = await call(page.request, token, 'POST', '/templates', {
      template_key: `audit_${uid}`,
      name: `Audit template ${uid}`,
      subject: 'Hello {{name}}',
      body_text: 'Hi',
      is_active: true,
    });
    await page.goto('/dashboard');
    const recent = page.getByRole('region', { name: 'Recent Activity' });
    // Other specs may be changing the store at the same time: the entry is among the latest, as a
    // sentence naming the template, linked to its page.
    const entry = recent
      .getByRole('listitem')
      .filter({ hasText: `${AUDITOR.name} created e-mail template Audit template ${uid}` });
    await expect(entry).toBeVisible();
    await expect(entry.getByRole('link', { name: `Audit template ${uid}` })).toHaveAttribute(
      'href',
      `/templates/${template!.id}`,
    );
    await recent.getByRole('link', { name: 'View all audit logs' }).click();
    await expect(page).toHaveURL(/\/audit$/);
  });
});
