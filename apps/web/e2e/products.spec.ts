import type { Page } from '@playwright/test';
import type { Product, ProductsResponse } from '@store/contract/products';
import type { User } from '@store/contract/users';
import { format } from 'date-fns';
import { browserDialogs, expect, failureToast, test, adminApi, type AdminApi } from './fixtures.ts';

// The Products screen of the demo store (spec 000 §2, §5, §8). Every test makes its own products
// through the API, named with a unique tag.

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const makeProduct = (api: AdminApi, tag: string, fields: Record<string, unknown> = {}) =>
  api<Product>('POST', '/products', {
    name: `Gizmo ${tag}`,
    description: `A gizmo for ${tag}`,
    price_usd: 2500,
    internal_key: `gizmo-${tag}`,
    ...fields,
  });

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function findByName(api: AdminApi, name: string): Promise<Product> {
  const { products } = await api<ProductsResponse>('GET', `/products?search=${encodeURIComponent(name)}`);
  const product = products.find((p) => p.name === name);
  expect(product, name).toBeDefined();
  return product!;
}

test.describe('the Products screen', () => {
  test('creates a product: dollars become cents, months only for non-lifetime access', async ({
    page,
    login,
    baseURL,
  }) => {
    const api = adminApi(page.request, baseURL, (await login()).token);
    const tag = uid();
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Product' });

    const months = dialog.getByLabel('Duration (months)');
    await expect(dialog.getByLabel('Access Duration')).toHaveValue('lifetime');
    await expect(months).toHaveCount(0);
    await dialog.getByLabel('Access Duration').selectOption('monthly');
    await expect(months).toBeVisible();
    await expect(months).toHaveValue('1');
    await dialog.getByLabel('Access Duration').selectOption('lifetime');
    await expect(months).toHaveCount(0);

    await dialog.getByLabel('Product Name').fill(`Pro Suite ${tag}`);
    await dialog.getByLabel('Description').fill('Everything a professional needs, shipped and downloadable.');
    await dialog.getByLabel('Price (USD)').fill('19.99');
    await dialog.getByLabel('Internal Key').fill(`pro-suite-${tag}`);
    await dialog.getByLabel('Access Duration').selectOption('annual');
    await expect(months).toHaveValue('12');
    await dialog.getByLabel('Physical Product').check();
    await dialog.getByLabel('Downloadable Product').check();
    await dialog.getByLabel('Stripe Price ID').fill(`price_${tag}`);
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await expect(dialog).toBeHidden();

    const saved = await findByName(api, `Pro Suite ${tag}`);
    expect(saved).toMatchObject({
      price_usd: 1999,
      access_duration_type: 'annual',
      access_duration_months: 12,
      is_physical: true,
      is_downloadable: true,
      internal_key: `pro-suite-${tag}`,
      stripe_price_id: `price_${tag}`,
      stripe_product_id: null,
    });

    await page.getByLabel('Search products').fill(`pro suite ${tag}`);
    const row = rowOf(page, `Pro Suite ${tag}`);
    await expect(row.getByRole('cell').nth(1)).toContainText('Everything a professional needs');
    await expect(row.getByRole('cell').nth(2)).toHaveText('$19.99');
    await expect(row.getByRole('cell').nth(3)).toHaveText('Annual (12 months)');
    await expect(row.getByRole('cell').nth(4)).toHaveText('PhysicalDownloadable');
  });

  test('shows each validation text and clears it as soon as the field is edited', async ({ page, login }) => {
    await login();
    await page.goto('/products');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Product' });
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await expect(dialog.getByText('Product name is required')).toBeVisible();
    await expect(dialog.getByText('USD price must be greater than 0')).toBeVisible();
    await expect(dialog.getByText('Internal key is required')).toBeVisible();

    await dialog.getByLabel('Product Name').fill('Thing');
    await expect(dialog.getByText('Product name is required')).toBeHidden();
    await dialog.getByLabel('Price (USD)').fill('0');
    await expect(dialog.getByText('USD price must be greater than 0')).toBeHidden();
    await dialog.getByLabel('Internal Key').fill('thing');
    await expect(dialog.getByText('Internal key is required')).toBeHidden();

    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await expect(dialog.getByText('USD price must be greater than 0')).toBeVisible();
    await dialog.getByLabel('Price (USD)').fill('5');
    await expect(dialog.getByText('USD price must be greater than 0')).toBeHidden();

    await dialog.getByLabel('Access Duration').selectOption('monthly');
    await dialog.getByLabel('Duration (months)').fill('0');
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await expect(dialog.getByText('Duration must be at least 1 month')).toBeVisible();
    await dialog.getByLabel('Duration (months)').fill('3');
    await expect(dialog.getByText('Duration must be at least 1 month')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test("shows the server's message inside the form for an internal key already used", async ({
    page,
    login,
    baseURL,
  }) => {
    const api = adminApi(page.request, baseURL, (await login()).token);
    const existing = await makeProduct(api, uid());
    await page.goto('/products');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Product' });
    await dialog.getByLabel('Product Name').fill('Duplicate');
    await dialog.getByLabel('Price (USD)').fill('1');
    await dialog.getByLabel('Internal Key').fill(existing.internal_key);
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('A product with this internal key already exists');
  });

  test('edits a product: the form shows dollars, and lifetime clears the months', async ({ page, login, baseURL }) => {
    const api = adminApi(page.request, baseURL, (await login()).token);
    const tag = uid();
    const product = await makeProduct(api, tag, { access_duration_type: 'monthly', access_duration_months: 3 });
    await page.goto('/products');
    await page.getByLabel('Search products').fill(product.name);
    await rowOf(page, product.name)
      .getByRole('button', { name: `Edit ${product.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(dialog.getByLabel('Price (USD)')).toHaveValue('25.00');
    await expect(dialog.getByLabel('Duration (months)')).toHaveValue('3');
    await expect(dialog.getByLabel('Internal Key')).toHaveValue(product.internal_key);

    await dialog.getByLabel('Price (USD)').fill('7.5');
    await dialog.getByLabel('Access Duration').selectOption('lifetime');
    await expect(dialog.getByLabel('Duration (months)')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, product.name).getByRole('cell').nth(2)).toHaveText('$7.50');
    await expect(rowOf(page, product.name).getByRole('cell').nth(3)).toHaveText('Lifetime');
    expect(await findByName(api, product.name)).toMatchObject({
      price_usd: 750,
      access_duration_type: 'lifetime',
      access_duration_months: null,
    });
  });

  test('shows every detail of a product', async ({ page, login, baseURL }) => {
    const api = adminApi(page.request, baseURL, (await login()).token);
    const product = await makeProduct(api, uid(), {
      access_duration_type: 'monthly',
      access_duration_months: 1,
      is_downloadable: true,
    });
    await page.goto('/products');
    await page.getByLabel('Search products').fill(product.name);
    await rowOf(page, product.name)
      .getByRole('button', { name: `View details of ${product.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Product Details' });
    const item = (label: string) =>
      dialog.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect(item('Name')).toHaveText(product.name);
    await expect(item('Description')).toHaveText(product.description);
    await expect(item('Price')).toHaveText('$25.00');
    await expect(item('Access Duration')).toHaveText('Monthly (1 month)');
    await expect(item('Physical')).toHaveText('No');
    await expect(item('Downloadable')).toHaveText('Yes');
    await expect(item('Created At')).toContainText(format(new Date(), 'MMM dd, yyyy'));
  });

  test('searches by name and pages by 10; a new search starts at page 1', async ({ page, login, baseURL }) => {
    const api = adminApi(page.request, baseURL, (await login()).token);
    const tag = uid();
    for (let i = 1; i <= 11; i++) await makeProduct(api, `${tag}-${String(i).padStart(2, '0')}`);
    await page.goto('/products');
    await page.getByLabel('Search products').fill(`gizmo ${tag}`);
    await expect(page.getByText('Showing page 1 of 2 (11 total)')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Showing page 2 of 2 (11 total)')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByLabel('Search products').fill(`GIZMO ${tag}-`);
    await expect(page.getByText('Showing page 1 of 2 (11 total)')).toBeVisible();
    await page.getByLabel('Search products').fill(`gizmo ${tag}-05`);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await page.getByLabel('Search products').fill(`nothing-${tag}`);
    await expect(page.getByRole('cell', { name: 'No products found' })).toBeVisible();
  });

  test('deletes a product after confirmation; a refused delete shows the reason in a toast', async ({
    page,
    login,
    baseURL,
  }) => {
    const api = adminApi(page.request, baseURL, (await login()).token);
    const tag = uid();
    const doomed = await makeProduct(api, `doomed-${tag}`);
    const granted = await makeProduct(api, `granted-${tag}`, { is_downloadable: true });
    const buyer = await api<User>('POST', '/users', {
      email: `buyer-${tag}@example.com`,
      name: `Buyer ${tag}`,
      password: 'buyer-password',
    });
    await api('POST', '/access', { user_id: buyer.id, product_id: granted.id });

    await page.goto('/products');
    await page.getByLabel('Search products').fill(tag);
    await rowOf(page, doomed.name)
      .getByRole('button', { name: `Delete ${doomed.name}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Product' });
    await expect(confirm).toContainText(`Are you sure you want to delete ${doomed.name}?`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(rowOf(page, doomed.name)).toHaveCount(0);

    const dialogs = browserDialogs(page);
    await rowOf(page, granted.name)
      .getByRole('button', { name: `Delete ${granted.name}` })
      .click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(failureToast(page)).toHaveText('This product has 1 active access grant; revoke it first.');
    await expect(confirm).toBeHidden();
    await expect(rowOf(page, granted.name)).toBeVisible();
    expect(dialogs).toEqual([]);
  });

  test('the screen and its modals pass an axe-core scan', async ({ page, login, baseURL, expectNoA11yViolations }) => {
    const api = adminApi(page.request, baseURL, (await login()).token);
    const product = await makeProduct(api, uid(), { is_physical: true });
    await page.goto('/products');
    await page.getByLabel('Search products').fill(product.name);
    await expect(rowOf(page, product.name)).toBeVisible();
    await expectNoA11yViolations();

    await page.getByRole('button', { name: 'Add Product' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Product' });
    await create.getByLabel('Access Duration').selectOption('monthly');
    await create.getByRole('button', { name: 'Create Product' }).click();
    await expect(create.getByText('Product name is required')).toBeVisible();
    await expectNoA11yViolations();
    // The form was touched: Esc asks before the input goes.
    await page.keyboard.press('Escape');
    await page
      .getByRole('alertdialog', { name: 'Discard unsaved changes?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await expect(create).toBeHidden();

    await rowOf(page, product.name)
      .getByRole('button', { name: `Edit ${product.name}` })
      .click();
    await expect(page.getByRole('dialog', { name: 'Edit Product' })).toBeVisible();
    await expectNoA11yViolations();
    await page.keyboard.press('Escape');

    await rowOf(page, product.name)
      .getByRole('button', { name: `View details of ${product.name}` })
      .click();
    await expect(page.getByRole('dialog', { name: 'Product Details' })).toBeVisible();
    await expectNoA11yViolations();
    await page.keyboard.press('Escape');

    await rowOf(page, product.name)
      .getByRole('button', { name: `Delete ${product.name}` })
      .click();
    await expect(page.getByRole('alertdialog', { name: 'Delete Product' })).toBeVisible();
    await expectNoA11yViolations();
  });
});
