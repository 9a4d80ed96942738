import type { Browser, Page } from '@playwright/test';
import type { Product } from '@store/contract/products';
import type { Promo } from '@store/contract/promos';
import { SIGN_IN_STORAGE_KEYS } from '@store/contract/sign-in-storage';
import { expect, test, type ApiSession, adminApi } from './fixtures.ts';
import { E2E_ADMIN } from './servers.ts';
import AxeBuilder from '@axe-core/playwright';

// Nothing an admin types is lost: two admins editing one record see the conflict instead of
// overwriting each other, and every form asks before unsaved input is thrown away.

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** A second admin tab: its own browser context, signed in as the same admin. */
async function secondTab(browser: Browser, baseURL: string | undefined, session: ApiSession): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await page.evaluate(
    ([keys, s]) => {
      localStorage.setItem(keys.token, s.token);
      localStorage.setItem(keys.refreshToken, s.refresh_token);
      localStorage.setItem(keys.user, JSON.stringify(s.user));
    },
    [SIGN_IN_STORAGE_KEYS, session] as const,
  );
  return page;
}

const conflictOf = (page: Page) => page.getByRole('alertdialog', { name: 'Someone else saved this first' });
const discardOf = (page: Page) => page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });

/** The conflict table's row for a field: [label, theirs, yours]. */
const differenceRow = (page: Page, label: string) => conflictOf(page).getByRole('row').filter({ hasText: label });

test.describe('stale edits', () => {
  test('two tabs edit one promo: the second save shows the conflict and loses nothing', async ({
    page,
    browser,
    login,
    baseURL,
  }) => {
    const session = await login();
    const api = adminApi(page.request, baseURL, session.token);
    const code = `CONFLICT-${uid()}`;
    const promo = await api<Promo>('POST', '/promos', {
      code,
      discount_type: 'percentage',
      discount_value: 5,
      max_uses: 100,
      is_enabled: true,
    });

    // Both tabs open the promo before either saves.
    const tabB = await secondTab(browser, baseURL, session);
    for (const tab of [page, tabB]) {
      await tab.goto('/promos');
      await tab.getByLabel('Search by code or discount').fill(code);
      await tab.getByRole('button', { name: `Edit promo code ${code}` }).click();
      await expect(tab.getByRole('dialog', { name: 'Edit Promo Code' })).toBeVisible();
    }

    // Tab A: max uses 777, saved.
    const editA = page.getByRole('dialog', { name: 'Edit Promo Code' });
    await editA.getByLabel('Max Uses').fill('777');
    await editA.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editA).toBeHidden();

    // Tab B, opened before: the value becomes 6. The save is refused and says why.
    const editB = tabB.getByRole('dialog', { name: 'Edit Promo Code' });
    await editB.getByLabel('Discount Value (%)').fill('6');
    await editB.getByRole('button', { name: 'Save Changes' }).click();
    await expect(conflictOf(tabB)).toBeVisible();
    await expect(conflictOf(tabB)).toContainText(`${E2E_ADMIN.name} (${E2E_ADMIN.email}) changed this promo code on`);
    await expect(differenceRow(tabB, 'Max Uses').getByRole('cell')).toHaveText(['777', '100']);
    await expect(differenceRow(tabB, 'Discount Value').getByRole('cell')).toHaveText(['5', '6']);
    expect(await axeViolations(tabB)).toEqual([]);
    // Nothing was written by the refused save.
    expect((await api<Promo>('GET', `/promos/${promo.id}`)).max_uses).toBe(777);

    // Load their version: A's 777 fills the form; B's 6 typed again saves on top of it.
    await conflictOf(tabB).getByRole('button', { name: 'Load their version' }).click();
    await expect(conflictOf(tabB)).toBeHidden();
    await expect(editB.getByLabel('Max Uses')).toHaveValue('777');
    await expect(editB.getByLabel('Discount Value (%)')).toHaveValue('5');
    await editB.getByLabel('Discount Value (%)').fill('6');
    await editB.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editB).toBeHidden();

    const saved = await api<Promo>('GET', `/promos/${promo.id}`);
    expect({ max_uses: saved.max_uses, discount_value: saved.discount_value, revision: saved.revision }).toEqual({
      max_uses: 777,
      discount_value: 6,
      revision: promo.revision + 2,
    });
    await tabB.context().close();
  });

  test('two tabs edit one product: "Save mine anyway" writes the second version over the first', async ({
    page,
    browser,
    login,
    baseURL,
  }) => {
    const session = await login();
    const api = adminApi(page.request, baseURL, session.token);
    const tag = uid();
    const product = await api<Product>('POST', '/products', {
      name: `Lamp ${tag}`,
      description: 'A desk lamp',
      price_usd: 2500,
      internal_key: `lamp-${tag.toLowerCase()}`,
    });

    const tabB = await secondTab(browser, baseURL, session);
    for (const tab of [page, tabB]) {
      await tab.goto('/products');
      await tab.getByLabel('Search products').fill(product.name);
      await tab.getByRole('button', { name: `Edit ${product.name}` }).click();
      await expect(tab.getByRole('dialog', { name: 'Edit Product' })).toBeVisible();
    }

    const editA = page.getByRole('dialog', { name: 'Edit Product' });
    await editA.getByLabel('Price (USD)').fill('30.00');
    await editA.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editA).toBeHidden();

    const editB = tabB.getByRole('dialog', { name: 'Edit Product' });
    await editB.getByLabel('Product Name').fill(`Lamp ${tag} deluxe`);
    await editB.getByRole('button', { name: 'Save Changes' }).click();
    await expect(conflictOf(tabB)).toBeVisible();
    await expect(differenceRow(tabB, 'Price (USD)').getByRole('cell')).toHaveText(['30.00', '25.00']);
    await expect(differenceRow(tabB, 'Product Name').getByRole('cell')).toHaveText([
      `Lamp ${tag}`,
      `Lamp ${tag} deluxe`,
    ]);
    expect((await api<Product>('GET', `/products/${product.id}`)).name).toBe(`Lamp ${tag}`);

    // "Keep editing" goes back to the form with the input as typed.
    await conflictOf(tabB).getByRole('button', { name: 'Keep editing' }).click();
    await expect(editB.getByLabel('Product Name')).toHaveValue(`Lamp ${tag} deluxe`);
    await editB.getByRole('button', { name: 'Save Changes' }).click();
    await conflictOf(tabB).getByRole('button', { name: 'Save mine anyway' }).click();
    await expect(editB).toBeHidden();

    const saved = await api<Product>('GET', `/products/${product.id}`);
    expect({ name: saved.name, price_usd: saved.price_usd, revision: saved.revision }).toEqual({
      name: `Lamp ${tag} deluxe`,
      price_usd: 2500,
      revision: product.revision + 2,
    });
    await tabB.context().close();
  });
});

/** The guard of each form: what opens it, and one input to type into. */
const FORMS = [
  { screen: 'Users', path: '/users', open: 'Add User', dialog: 'Create New User', input: 'Name', value: 'Draft' },
  {
    screen: 'Products',
    path: '/products',
    open: 'Add Product',
    dialog: 'Create New Product',
    input: 'Product Name',
    value: 'Draft',
  },
  {
    screen: 'Promo Codes',
    path: '/promos',
    open: 'Create Promo Code',
    dialog: 'Create Promo Code',
    input: 'Code',
    value: 'DRAFT',
  },
  {
    screen: 'User Access',
    path: '/access',
    open: 'Grant Access',
    dialog: 'Grant Access',
    input: 'Expires At',
    value: '2030-01-01T10:00',
  },
  {
    screen: 'API Keys',
    path: '/api-keys',
    open: 'Create API Key',
    dialog: 'Create API Key',
    input: 'Name',
    value: 'Draft',
  },
  {
    screen: 'Shipments',
    path: '/shipments',
    open: 'Create Shipment',
    dialog: 'Create Shipment',
    input: 'Tracking Number',
    value: 'TRK-1',
  },
  {
    screen: 'Monitoring',
    path: '/monitoring',
    open: 'Blacklist IP',
    dialog: 'Manually Blacklist IP',
    input: 'IP Address',
    value: '203.0.113.9',
  },
  {
    screen: 'Countries',
    path: '/countries',
    open: 'Add Country',
    dialog: 'Add Country',
    input: 'Country Name',
    value: 'Draft',
  },
  {
    screen: 'Releases',
    path: '/releases',
    open: 'Add Release',
    dialog: 'Add Release',
    input: 'Version',
    value: '9.9.9',
  },
  {
    screen: 'Email Templates',
    path: '/templates',
    open: 'Create Template',
    dialog: 'Create Template',
    input: 'Subject',
    value: 'Draft',
  },
] as const;

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Clicks at (x, y) until the discard question shows: the click is what must ask. */
async function clickUntilAsked(page: Page, x: number, y: number): Promise<void> {
  await expect(async () => {
    await page.mouse.click(x, y);
    await expect(discardOf(page)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

test.describe('unsaved changes', () => {
  for (const form of FORMS) {
    test(`${form.screen}: Esc, a click outside, a sidebar link and Back ask before the input goes`, async ({
      page,
      login,
      expectNoA11yViolations,
    }) => {
      await login();
      await page.goto('/dashboard');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: form.screen, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${form.path}$`));
      // Where the Dashboard link sits (while a dialog is open the sidebar is hidden from lookups).
      const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' });
      const box = (await link.boundingBox())!;
      const openButton = page.getByRole('button', { name: form.open, exact: true }).first();
      const dialog = page.getByRole('dialog', { name: form.dialog });

      // Untouched: Esc closes at once.
      await openButton.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(discardOf(page)).toBeHidden();

      await openButton.click();
      const input = dialog.getByLabel(form.input, { exact: true });
      await input.fill(form.value);

      // Esc asks; "Keep editing" keeps the input.
      await page.keyboard.press('Escape');
      await expect(discardOf(page)).toBeVisible();
      await expectNoA11yViolations();
      await discardOf(page).getByRole('button', { name: 'Keep editing' }).click();
      await expect(discardOf(page)).toBeHidden();
      await expect(input).toHaveValue(form.value);

      // A click outside the dialog asks. (Made again if the question's closing layer, still fading
      // out on a loaded machine, took the click.)
      await clickUntilAsked(page, 5, 700);
      await discardOf(page).getByRole('button', { name: 'Keep editing' }).click();
      // Closed, and the form's layer again the one a click outside reaches.
      await expect(discardOf(page)).toBeHidden();
      await expect(input).toHaveValue(form.value);

      // A sidebar link, where the admin sees it: the dialog's backdrop takes the click and asks.
      await clickUntilAsked(page, box.x + box.width / 2, box.y + box.height / 2);
      await discardOf(page).getByRole('button', { name: 'Keep editing' }).click();
      await expect(page).toHaveURL(new RegExp(`${form.path}$`));
      await expect(input).toHaveValue(form.value);

      // Browser Back asks too; "Keep editing" stays on the screen.
      await page.evaluate(() => history.back());
      await expect(discardOf(page)).toBeVisible();
      await discardOf(page).getByRole('button', { name: 'Keep editing' }).click();
      await expect(page).toHaveURL(new RegExp(`${form.path}$`));
      await expect(input).toHaveValue(form.value);

      // "Discard changes" on Back goes back, and the input is gone.
      await page.evaluate(() => history.back());
      await discardOf(page).getByRole('button', { name: 'Discard changes' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(dialog).toBeHidden();
    });
  }

  test('the rate limiter card in edit mode asks before a sidebar link discards it', async ({ page, login }) => {
    await login();
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'webhooks' });
    await card.getByRole('button', { name: 'Edit webhooks' }).click();
    const description = card.getByLabel('Description');
    const original = await description.inputValue();
    await description.fill(`${original} (draft)`);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(discardOf(page)).toBeVisible();
    await discardOf(page).getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(description).toHaveValue(`${original} (draft)`);

    // Cancel asks too; the question is the same dialog.
    await card.getByRole('button', { name: 'Cancel' }).click();
    await expect(discardOf(page)).toBeVisible();
    await discardOf(page).getByRole('button', { name: 'Keep editing' }).click();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await discardOf(page).getByRole('button', { name: 'Discard changes' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the shown-once API key asks before it closes uncopied, and closes at once after Copy', async ({
    page,
    login,
    expectNoA11yViolations,
  }) => {
    await login();
    await page.goto('/api-keys');
    const create = async (name: string) => {
      await page.getByRole('button', { name: 'Create API Key', exact: true }).first().click();
      const form = page.getByRole('dialog', { name: 'Create API Key' });
      await form.getByLabel('Name', { exact: true }).fill(name);
      await form.getByRole('button', { name: 'Create Key' }).click();
      const created = page.getByRole('dialog', { name: 'API Key Created' });
      await expect(created).toBeVisible();
      return created;
    };
    const ask = page.getByRole('alertdialog', { name: 'Close without copying the key?' });

    const created = await create(`Guarded ${uid()}`);
    const key = await created.getByLabel('Your API key').inputValue();
    await page.keyboard.press('Escape');
    await expect(ask).toBeVisible();
    await expectNoA11yViolations();
    await ask.getByRole('button', { name: 'Go back to the key' }).click();
    await expect(created.getByLabel('Your API key')).toHaveValue(key);
    await created.getByRole('button', { name: 'Done' }).click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Close without copying' }).click();
    await expect(created).toBeHidden();

    const copied = await create(`Copied ${uid()}`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await copied.getByRole('button', { name: 'Copy to Clipboard' }).click();
    // The copy is done once the clipboard says so (a promise): then Esc closes without asking.
    await expect(copied.getByText('Copied!')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(copied).toBeHidden();
    await expect(ask).toBeHidden();
  });
});
