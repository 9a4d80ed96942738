import type { APIRequestContext, Page } from '@playwright/test';
import type { Country } from '@store/contract/countries';
import { expect, test } from './fixtures.ts';

// The Countries screen of the demo store (25 countries): paged on the server, 10 per page.
// Codes are a small, fixed set, so each test works with codes of its own that the demo store
// does not ship to, and clears them first through the API.

/** The admin API answering with status and body, so a test can look at refusals too. */
function adminApi(request: APIRequestContext, baseURL: string | undefined, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, data?: unknown) => {
    const res = await request.fetch(`${baseURL}/api/admin${path}`, { method, headers, data });
    return { status: res.status(), body: res.status() === 204 ? undefined : ((await res.json()) as unknown) };
  };
}
type Api = ReturnType<typeof adminApi>;

/** The country, freshly created (removed first if an earlier run left it). */
async function freshCountry(api: Api, code: string, name: string, cents: number): Promise<Country> {
  await api('DELETE', `/countries/${code}`);
  const res = await api('POST', '/countries', {
    country_code: code,
    country_name: name,
    shipping_cost_usd_cents: cents,
  });
  expect(res.status).toBe(201);
  return res.body as Country;
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const search = (page: Page) => page.getByLabel('Search by code or name');

test.describe('Countries', () => {
  test('lists countries 10 per page from the server and searches by code or name', async ({ page, login }) => {
    await login();
    const listCall = page.waitForRequest((r) => r.url().includes('/api/admin/countries?'));
    await page.goto('/countries');
    const url = new URL((await listCall).url());
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('limit')).toBe('10');
    await expect(page.getByRole('heading', { level: 1, name: 'Countries' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Countries' });
    await expect(table.getByRole('row')).toHaveCount(11); // header + 10
    await expect(page.getByText(/^Showing page 1 of \d+ \(\d+ total\)$/)).toBeVisible();

    const nextCall = page.waitForRequest(
      (r) => r.url().includes('/api/admin/countries?') && r.url().includes('page=2'),
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await nextCall;
    await expect(page.getByText(/^Showing page 2 of \d+/)).toBeVisible();

    await search(page).fill('jp');
    await expect(page.getByText(/^Showing page/)).toBeHidden();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(rowOf(page, 'Japan')).toContainText('JP');
    await expect(rowOf(page, 'Japan')).toContainText('$16.00');

    await search(page).fill('zeal');
    await expect(rowOf(page, 'New Zealand')).toContainText('NZ');

    await search(page).fill('Atlantis');
    await expect(page.getByText('No countries found')).toBeVisible();
  });

  test('adds a country: each validation text, cleared when its field is edited', async ({
    page,
    login,
    baseURL,
    expectNoA11yViolations,
  }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    await api('DELETE', '/countries/IS');
    await page.goto('/countries');
    await page.getByRole('button', { name: 'Add Country' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Country' });
    const submit = dialog.getByRole('button', { name: 'Add Country' });

    await submit.click();
    const codeText = 'Country code must be 2 uppercase letters (ISO 3166-1 alpha-2)';
    await expect(dialog.getByText(codeText)).toBeVisible();
    await expect(dialog.getByText('Country name is required')).toBeVisible();
    await expect(dialog.getByText('Valid shipping cost is required')).toBeVisible();
    await expectNoA11yViolations();

    await dialog.getByLabel('Country Code').fill('is');
    await expect(dialog.getByText(codeText)).toBeHidden();
    await dialog.getByLabel('Country Name').fill('Iceland');
    await expect(dialog.getByText('Country name is required')).toBeHidden();
    await dialog.getByLabel('Shipping Cost (USD)').fill('-1');
    await expect(dialog.getByText('Valid shipping cost is required')).toBeHidden();
    await submit.click();
    // A lower-case code is upper-cased as typed, so only the negative cost is refused.
    await expect(dialog.getByLabel('Country Code')).toHaveValue('IS');
    await expect(dialog.getByText(codeText)).toBeHidden();
    await expect(dialog.getByText('Valid shipping cost is required')).toBeVisible(); // negative

    await dialog.getByLabel('Country Code').fill('XX');
    await submit.click();
    await expect(dialog.getByText('XX is not an ISO 3166-1 alpha-2 country code')).toBeVisible();
    await dialog.getByLabel('Country Code').fill('IS');
    await expect(dialog.getByText('XX is not an ISO 3166-1 alpha-2 country code')).toBeHidden();
    await dialog.getByLabel('Shipping Cost (USD)').fill('14.5');
    await submit.click();
    await expect(dialog).toBeHidden();

    await search(page).fill('IS');
    await expect(rowOf(page, 'Iceland')).toContainText('$14.50');
    const saved = await api('GET', '/countries/IS');
    expect(saved.body).toMatchObject({ code: 'IS', name: 'Iceland', shipping_cost: 1450 });
  });

  test("shows the server's message for a duplicate code inside the form", async ({ page, login }) => {
    await login();
    await page.goto('/countries');
    await page.getByRole('button', { name: 'Add Country' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Country' });
    await dialog.getByLabel('Country Code').fill('US');
    await dialog.getByLabel('Country Name').fill('United States again');
    await dialog.getByLabel('Shipping Cost (USD)').fill('1');
    await dialog.getByRole('button', { name: 'Add Country' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('A country with code US already exists');
    await expect(dialog).toBeVisible();
  });

  test('edits a country: the code is fixed; details show every field', async ({
    page,
    login,
    baseURL,
    expectNoA11yViolations,
  }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    await freshCountry(api, 'EE', 'Estonia', 1300);
    await page.goto('/countries');
    await search(page).fill('Estonia');
    await page.getByRole('button', { name: 'Edit country Estonia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Country' });
    await expect(dialog.getByText('The country code cannot be changed.')).toBeVisible();
    await expectNoA11yViolations();
    await expect(dialog.getByRole('textbox', { name: 'Country Code' })).toHaveCount(0);
    await expect(dialog.getByLabel('Country Name')).toHaveValue('Estonia');
    await expect(dialog.getByLabel('Shipping Cost (USD)')).toHaveValue('13.00');

    await dialog.getByLabel('Country Name').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Country name is required')).toBeVisible();
    await dialog.getByLabel('Country Name').fill('Republic of Estonia');
    await expect(dialog.getByText('Country name is required')).toBeHidden();
    await dialog.getByLabel('Shipping Cost (USD)').fill('0');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await search(page).fill('EE');
    await expect(rowOf(page, 'Republic of Estonia')).toContainText('$0.00');

    await page.getByRole('button', { name: 'View country Republic of Estonia' }).click();
    const details = page.getByRole('dialog', { name: 'Country Details' });
    await expect(details.getByText('EE', { exact: true })).toBeVisible();
    await expect(details.getByText('Republic of Estonia')).toBeVisible();
    await expect(details.getByText('$0.00')).toBeVisible();
    await expect(details.getByText('Last Updated')).toBeVisible();
    await expectNoA11yViolations();
  });

  test('shows the fallback text when an update fails without a message', async ({ page, login, baseURL }) => {
    const { token } = await login();
    await freshCountry(adminApi(page.request, baseURL, token), 'LV', 'Latvia', 1200);
    await page.route('**/api/admin/countries/LV', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 502, body: '' }) : route.fallback(),
    );
    await page.goto('/countries');
    await search(page).fill('Latvia');
    await page.getByRole('button', { name: 'Edit country Latvia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Country' });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Failed to update country');
  });

  test('deletes a country after confirmation', async ({ page, login, baseURL, expectNoA11yViolations }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    await freshCountry(api, 'LT', 'Lithuania', 1200);
    await page.goto('/countries');
    await search(page).fill('Lithuania');
    await page.getByRole('button', { name: 'Delete country Lithuania' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Country' });
    await expect(confirm).toContainText('Are you sure you want to delete Lithuania (LT)?');
    await expectNoA11yViolations();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No countries found')).toBeVisible();
    expect((await api('GET', '/countries/LT')).status).toBe(404);
  });

  test('the screen passes an axe-core scan', async ({ page, login, expectNoA11yViolations }) => {
    await login();
    await page.goto('/countries');
    await expect(page.getByRole('table', { name: 'Countries' }).getByRole('row')).toHaveCount(11);
    await expectNoA11yViolations();
  });
});
