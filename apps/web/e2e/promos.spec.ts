import type { Page } from '@playwright/test';
import type { Promo, PromoListResponse } from '@store/contract/promos';
import { expect, test, adminApi } from './fixtures.ts';

// The Promo Codes screen of the demo store. Every promo is fetched at once (limit 10000) and the
// screen searches and pages them itself. Each test makes its own codes, tagged to be unique.

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
const DAY = 24 * 60 * 60 * 1000;

type Api = ReturnType<typeof adminApi>;

const createPromo = (api: Api, body: Record<string, unknown>) =>
  api<Promo>('POST', '/promos', {
    discount_type: 'percentage',
    discount_value: 10,
    max_uses: null,
    date_start: null,
    date_end: null,
    is_enabled: true,
    ...body,
  });

const rowOf = (page: Page, code: string) => page.getByRole('row').filter({ hasText: code });

async function searchFor(page: Page, text: string) {
  await page.getByLabel('Search by code or discount').fill(text);
}

test.describe('Promo Codes', () => {
  test('lists every promo from one call, searches by code or discount and pages 10 per page', async ({
    page,
    login,
    baseURL,
  }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const tag = uid();
    for (let i = 1; i <= 11; i++) {
      await createPromo(api, { code: `LIST-${tag}-${String(i).padStart(2, '0')}`, discount_value: i });
    }
    const fixed = await createPromo(api, { code: `CENTS-${tag}`, discount_type: 'fixed', discount_value: 98_765 });

    const listCall = page.waitForRequest((r) => r.url().includes('/api/admin/promos?') && r.method() === 'GET');
    await page.goto('/promos');
    const url = new URL((await listCall).url());
    expect(url.searchParams.get('limit')).toBe('10000');
    await expect(page.getByRole('heading', { level: 1, name: 'Promo Codes' })).toBeVisible();
    // The demo store's codes are there too: more than one page of them.
    await expect(page.getByText(/^Showing page 1 of \d+ \(\d+ total\)$/)).toBeVisible();

    await searchFor(page, `list-${tag}`);
    await expect(page.getByText('Showing page 1 of 2 (11 total)')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `LIST-${tag}` })).toHaveCount(10);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Showing page 2 of 2 (11 total)')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `LIST-${tag}` })).toHaveCount(1);

    // The discount as shown: fixed amounts are cents shown as dollars.
    await searchFor(page, '$987.65');
    await expect(page.getByText('Showing page')).toBeHidden(); // one page: no pager
    const row = rowOf(page, fixed.code);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('$987.65');
    await expect(row).toContainText('Fixed amount');
    await expect(row).toContainText('0 / Unlimited');
    await expect(row).toContainText('Never');
    await expect(row).toContainText('Active');

    await searchFor(page, `NO-SUCH-CODE-${tag}`);
    await expect(page.getByText('No promo codes found')).toBeVisible();
  });

  test('creates a promo code: each validation text, cleared when its field is edited', async ({
    page,
    login,
    baseURL,
    expectNoA11yViolations,
  }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const tag = uid();
    await page.goto('/promos');
    await page.getByRole('button', { name: 'Create Promo Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Promo Code' });
    const submit = dialog.getByRole('button', { name: 'Create Promo Code' });

    await submit.click();
    await expect(dialog.getByText('Promo code is required')).toBeVisible();
    await expect(dialog.getByText('Discount value must be greater than 0')).toBeVisible();
    await expectNoA11yViolations();

    await dialog.getByLabel('Code').fill('spring sale');
    await expect(dialog.getByText('Promo code is required')).toBeHidden();
    await dialog.getByLabel('Discount Value (%)').fill('150');
    await expect(dialog.getByText('Discount value must be greater than 0')).toBeHidden();
    await dialog.getByLabel('Max Uses').fill('-1');
    await submit.click();
    await expect(
      dialog.getByText('Code must contain only uppercase letters, numbers, hyphens, and underscores'),
    ).toBeVisible();
    await expect(dialog.getByText('Percentage cannot exceed 100')).toBeVisible();
    await expect(dialog.getByText('Max uses cannot be negative')).toBeVisible();

    const code = `NEW-${tag}`;
    await dialog.getByLabel('Code').fill(code);
    await expect(
      dialog.getByText('Code must contain only uppercase letters, numbers, hyphens, and underscores'),
    ).toBeHidden();
    await dialog.getByLabel('Max Uses').fill('25');
    await expect(dialog.getByText('Max uses cannot be negative')).toBeHidden();
    // A fixed amount is typed in dollars (step 0.01) and sent in cents.
    await dialog.getByLabel('Discount Type').selectOption('fixed');
    await expect(dialog.getByText('Percentage cannot exceed 100')).toBeHidden();
    const value = dialog.getByLabel('Discount Value ($)');
    await expect(value).toHaveAttribute('step', '0.01');
    await value.fill('12.34');
    await submit.click();
    await expect(dialog).toBeHidden();

    await searchFor(page, code);
    const row = rowOf(page, code);
    await expect(row).toContainText('$12.34');
    await expect(row).toContainText('0 / 25');
    await expect(row).toContainText('Never');
    await expect(row).toContainText('Active');
    const { data } = await api<PromoListResponse>('GET', '/promos?limit=10000');
    const saved = data.find((p) => p.code === code)!;
    expect(saved).toMatchObject({ discount_type: 'fixed', discount_value: 1234, max_uses: 25, date_end: null });
    expect(Math.abs(Date.parse(saved.date_start) - Date.now())).toBeLessThan(60_000); // empty start = now
  });

  test("shows the server's message in the form, and the spec's fallback when there is none", async ({
    page,
    login,
    baseURL,
  }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const taken = await createPromo(api, { code: `TAKEN-${uid()}` });
    await page.goto('/promos');
    await page.getByRole('button', { name: 'Create Promo Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Promo Code' });
    await dialog.getByLabel('Code').fill(taken.code);
    await dialog.getByLabel('Discount Value (%)').fill('5');
    await dialog.getByRole('button', { name: 'Create Promo Code' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(`A promo code ${taken.code} already exists`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard unsaved changes?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await expect(dialog).toBeHidden();

    // An update failure without a message: 'Failed to update promo code'.
    await page.route(`**/api/admin/promos/${taken.id}`, (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 502, body: '' }) : route.fallback(),
    );
    await searchFor(page, taken.code);
    await page.getByRole('button', { name: `Edit promo code ${taken.code}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Promo Code' });
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByRole('alert')).toHaveText('Failed to update promo code');
  });

  test('edits a promo: the code is fixed, the stored values fill the form, details show every field', async ({
    page,
    login,
    baseURL,
    expectNoA11yViolations,
  }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const promo = await createPromo(api, {
      code: `EDIT-${uid()}`,
      discount_type: 'fixed',
      discount_value: 500,
      max_uses: 10,
      date_start: new Date(Date.now() - DAY).toISOString(),
      date_end: '2031-06-30T12:00:00.000Z',
    });
    await page.goto('/promos');
    await searchFor(page, promo.code);
    await page.getByRole('button', { name: `Edit promo code ${promo.code}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Promo Code' });
    await expect(dialog.getByText('The code cannot be changed after creation.')).toBeVisible();
    await expectNoA11yViolations();
    await expect(dialog.getByRole('textbox', { name: 'Code' })).toHaveCount(0);
    await expect(dialog.getByLabel('Discount Type')).toHaveValue('fixed');
    await expect(dialog.getByLabel('Discount Value ($)')).toHaveValue('5.00');
    await expect(dialog.getByLabel('Max Uses')).toHaveValue('10');
    await expect(dialog.getByLabel('End Date')).not.toHaveValue('');

    await dialog.getByLabel('Discount Type').selectOption('percentage');
    await dialog.getByLabel('Discount Value (%)').fill('15');
    await dialog.getByLabel('Max Uses').fill('');
    await dialog.getByLabel('End Date').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    const row = rowOf(page, promo.code);
    await expect(row).toContainText('15%');
    await expect(row).toContainText('0 / Unlimited');
    await expect(row).toContainText('Never');
    expect(await api<Promo>('GET', `/promos/${promo.id}`)).toMatchObject({
      code: promo.code,
      discount_type: 'percentage',
      discount_value: 15,
      max_uses: null,
      date_end: null,
    });

    await page.getByRole('button', { name: `View promo code ${promo.code}` }).click();
    const details = page.getByRole('dialog', { name: 'Promo Code Details' });
    for (const text of ['Code', 'Discount Type', 'Percentage', 'Max Uses', 'Unlimited', 'Usage Count', 'No end date']) {
      await expect(details.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(details.getByText(promo.code)).toBeVisible();
    await expectNoA11yViolations();
    await details.getByRole('button', { name: 'Close' }).first().click();
    await expect(details).toBeHidden();
  });

  test('the enable toggle acts at once and goes back when the server refuses', async ({ page, login, baseURL }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const promo = await createPromo(api, { code: `TOGGLE-${uid()}` });
    await page.goto('/promos');
    await searchFor(page, promo.code);
    const row = rowOf(page, promo.code);
    const toggle = row.getByRole('switch', { name: `Enable ${promo.code}` });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(row).toContainText('Inactive');
    await expect.poll(async () => (await api<Promo>('GET', `/promos/${promo.id}`)).is_enabled).toBe(false);

    // A forced failure: the switch flips at once (optimistic), then goes back, with the message.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/admin/promos/${promo.id}`, async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      await held;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Database unavailable', error: 'Database unavailable', code: 'INTERNAL' }),
      });
    });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(row).toContainText('Active');
    release();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(row).toContainText('Inactive');
    await expect(page.getByRole('alert')).toHaveText('Database unavailable');
    expect((await api<Promo>('GET', `/promos/${promo.id}`)).is_enabled).toBe(false);
  });

  test('an expired promo reads Expired and has no toggle', async ({ page, login, baseURL }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const promo = await createPromo(api, {
      code: `GONE-${uid()}`,
      date_start: new Date(Date.now() - 10 * DAY).toISOString(),
      date_end: new Date(Date.now() - DAY).toISOString(),
    });
    // A disabled one that has not expired keeps its toggle and reads Inactive.
    const off = await createPromo(api, { code: `OFF-${uid()}`, is_enabled: false });
    await page.goto('/promos');
    await searchFor(page, promo.code);
    const row = rowOf(page, promo.code);
    await expect(row).toContainText('Expired');
    await expect(row.getByRole('switch')).toHaveCount(0);
    await searchFor(page, off.code);
    await expect(rowOf(page, off.code)).toContainText('Inactive');
    await expect(rowOf(page, off.code).getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  });

  test('deletes a promo code after confirmation; Cancel keeps it', async ({
    page,
    login,
    baseURL,
    expectNoA11yViolations,
  }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const promo = await createPromo(api, { code: `DEL-${uid()}` });
    await page.goto('/promos');
    await searchFor(page, promo.code);
    await page.getByRole('button', { name: `Delete promo code ${promo.code}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Promo Code' });
    await expect(confirm).toContainText(`Are you sure you want to delete the promo code ${promo.code}?`);
    await expectNoA11yViolations();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rowOf(page, promo.code)).toHaveCount(1);

    await page.getByRole('button', { name: `Delete promo code ${promo.code}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No promo codes found')).toBeVisible();
    const { data } = await api<PromoListResponse>('GET', '/promos?limit=10000');
    expect(data.some((p) => p.id === promo.id)).toBe(false);
  });

  test('the screen passes an axe-core scan', async ({ page, login, expectNoA11yViolations }) => {
    await login();
    await page.goto('/promos');
    await expect(page.getByRole('switch').first()).toBeVisible();
    await expectNoA11yViolations();
  });
});
