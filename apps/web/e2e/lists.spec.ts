import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import type { AuditListResponse } from '@store/contract/audit';
import type { OrdersListResponse } from '@store/contract/orders';
import type { Product } from '@store/contract/products';
import type { Promo } from '@store/contract/promos';
import type { Shipment } from '@store/contract/shipments';
import type { User } from '@store/contract/users';
import { adminApi, expect, placeOrders, test, uid } from './fixtures.ts';
import { E2E_ADMIN } from './servers.ts';

// Lists as a power tool (issue 15): every view is an address — reload, Back and Forward restore
// it, a pasted link opens it — and every record has its own address, linked from its row.

/**
 * Every list screen: its search box, a search that finds rows in the demo store, the title of its
 * record modal, and an address that names no record.
 */
const SCREENS = [
  { path: '/users', search: 'Search users', term: 'a', modal: 'User Details', missing: '/users/999999999' },
  { path: '/products', search: 'Search products', term: 'e', modal: 'Product Details', missing: '/products/999999999' },
  { path: '/orders', search: 'Search orders', term: 'paid', modal: /^Order/, missing: '/orders/999999999' },
  {
    path: '/promos',
    search: 'Search by code or discount',
    term: '%',
    modal: 'Promo Code Details',
    missing: '/promos/999999999',
  },
  {
    path: '/access',
    search: 'Search by user name or email',
    term: 'a',
    modal: 'Access Details',
    missing: '/access/999999999',
    // Many groups start collapsed.
    expand: true,
  },
  {
    path: '/shipments',
    search: 'Search by tracking number, carrier or order number',
    term: 'ORD',
    modal: 'Shipment Details',
    missing: '/shipments/999999999',
  },
  {
    path: '/countries',
    search: 'Search by code or name',
    term: 'a',
    modal: 'Country Details',
    missing: '/countries/QQ',
  },
  {
    path: '/releases',
    search: 'Search by version or product',
    term: '1',
    modal: 'Release Details',
    missing: '/releases/999999999',
  },
  {
    path: '/templates',
    search: 'Search by key, name or subject',
    term: 'order',
    modal: 'Template Details',
    missing: '/templates/999999999',
  },
  {
    path: '/audit',
    search: 'Search by admin name',
    term: 'a',
    modal: 'Audit Log Details',
    missing: '/audit/999999999',
  },
] as const;

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Orders of the test's own, one per e-mail, each paid: a checkout on the storefront (with a key
 * of its own), then the payment simulation. The demo store's few pending checkouts are left to
 * the Orders tests, which take them by position.
 */
test.describe('the users list', () => {
  test('keeps search, page and sort in the address through reload, Back and Forward', async ({
    page,
    login,
    baseURL,
  }) => {
    const session = await login();
    const api = adminApi(page.request, baseURL, session.token);
    const tag = uid();
    // 12 users found by the tag: two pages of 10.
    for (let i = 0; i < 12; i++) {
      await api<User>('POST', '/users', {
        email: `${tag}-${String(i).padStart(2, '0')}@example.com`,
        name: `Lister ${tag} ${String(i).padStart(2, '0')}`,
        password: 'first-password',
      });
    }

    await page.goto('/users');
    await page.getByLabel('Search users').fill(tag);
    await expect(page).toHaveURL(new RegExp(`/users\\?search=${tag}$`));
    await expect(page.getByText('Showing page 1 of 2 (12 total)')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`/users\\?search=${tag}&page=2$`));
    await expect(page.getByText('Showing page 2 of 2 (12 total)')).toBeVisible();

    // Reload: the same view.
    await page.reload();
    await expect(page.getByLabel('Search users')).toHaveValue(tag);
    await expect(page.getByText('Showing page 2 of 2 (12 total)')).toBeVisible();

    // Back: page 1 of the same search; Back again: the list before the search.
    await page.goBack();
    await expect(page.getByText('Showing page 1 of 2 (12 total)')).toBeVisible();
    await expect(page.getByLabel('Search users')).toHaveValue(tag);
    await page.goBack();
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByLabel('Search users')).toHaveValue('');
    // Forward twice: page 2 again.
    await page.goForward();
    await page.goForward();
    await expect(page.getByText('Showing page 2 of 2 (12 total)')).toBeVisible();
    await expect(page.getByLabel('Search users')).toHaveValue(tag);

    // A pasted link opens the same view in a new tab.
    const other = await page.context().newPage();
    await other.goto(`/users?search=${tag}&page=2`);
    await expect(other.getByText('Showing page 2 of 2 (12 total)')).toBeVisible();
    await expect(other.getByLabel('Search users')).toHaveValue(tag);
    await other.close();
  });

  test('opens a user at its own address, from a pasted link and from its row', async ({
    page,
    context,
    login,
    baseURL,
  }) => {
    const session = await login();
    const api = adminApi(page.request, baseURL, session.token);
    const tag = uid();
    const user = await api<User>('POST', '/users', {
      email: `${tag}@example.com`,
      name: `Linked ${tag}`,
      password: 'first-password',
    });

    // A pasted link opens the record's details.
    await page.goto(`/users/${user.id}`);
    await expect(dialog(page, 'User Details')).toContainText(`${tag}@example.com`);
    await dialog(page, 'User Details').getByRole('button', { name: 'Close' }).first().click();
    await expect(page).toHaveURL(/\/users$/);

    // A user that does not exist says so on its screen.
    await page.goto('/users/999999999');
    await expect(dialog(page, 'User Details')).toContainText('User not found');

    // From the list: the name is a link; a click opens the details over the same view, closing
    // comes back to that view.
    await page.goto(`/users?search=${tag}`);
    const link = page.getByRole('link', { name: `Linked ${tag}` });
    await expect(link).toHaveAttribute('href', `/users/${user.id}?search=${tag}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/users/${user.id}\\?search=${tag}$`));
    await expect(dialog(page, 'User Details')).toContainText(`Linked ${tag}`);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`/users\\?search=${tag}$`));
    await expect(dialog(page, 'User Details')).toBeHidden();

    // Ctrl-click opens the record in a new tab and leaves this one as it was.
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['ControlOrMeta'] })]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(`/users/${user.id}`);
    await expect(dialog(tab, 'User Details')).toContainText(`Linked ${tag}`);
    await expect(page).toHaveURL(new RegExp(`/users\\?search=${tag}$`));
    await tab.close();
  });
});

for (const screen of SCREENS) {
  test(`${screen.path}: the view and each record have an address`, async ({ page, context, login }) => {
    await login();
    await page.goto(screen.path);
    const box = page.getByLabel(screen.search);
    await box.fill(screen.term);
    const searched = new RegExp(`${escaped(screen.path)}\\?search=${escaped(encodeURIComponent(screen.term))}$`);
    await expect(page).toHaveURL(searched);

    // Reload, Back and Forward restore the search.
    await page.reload();
    await expect(page.getByLabel(screen.search)).toHaveValue(screen.term);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${escaped(screen.path)}$`));
    await expect(page.getByLabel(screen.search)).toHaveValue('');
    await page.goForward();
    await expect(page).toHaveURL(searched);
    await expect(page.getByLabel(screen.search)).toHaveValue(screen.term);

    // The first row's main cell is a link to the record, kept in this view.
    if ('expand' in screen) await page.getByRole('button', { name: 'Expand all' }).click();
    // (A record's link carries the view; the screen's other links, like Email Templates' Outbox, do not.)
    const link = page.getByRole('main').locator(`a[href^="${screen.path}/"][href*="?search="]`).first();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^${escaped(screen.path)}/[^/?]+\\?search=`));
    await link.click();
    await expect(dialog(page, screen.modal)).toBeVisible();
    await expect(page).toHaveURL(href);
    await page.keyboard.press('Escape');
    await expect(dialog(page, screen.modal)).toBeHidden();
    await expect(page).toHaveURL(searched);

    // Ctrl-click: the record in a new tab, this tab unchanged.
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['ControlOrMeta'] })]);
    await expect(dialog(tab, screen.modal)).toBeVisible();
    expect(new URL(tab.url()).pathname).toBe(href.replace(/\?.*$/, ''));
    await tab.close();
    await expect(page).toHaveURL(searched);

    // A record that does not exist says so on its own screen.
    await page.goto(screen.missing);
    await expect(dialog(page, screen.modal)).toContainText(/not found/i);
  });
}

test('filters live in the address: order status, audit action and resource, the analytics range', async ({
  page,
  login,
}) => {
  await login();

  await page.goto('/orders');
  await page.getByLabel('Status').selectOption('paid');
  await expect(page).toHaveURL(/\/orders\?status=paid$/);
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('paid');
  await page.goBack();
  await expect(page.getByLabel('Status')).toHaveValue('');

  await page.goto('/audit?action=create&resource_type=users');
  await expect(page.getByLabel('Action')).toHaveValue('create');
  await expect(page.getByLabel('Resource')).toHaveValue('users');
  await page.getByLabel('Action').selectOption('');
  await expect(page).toHaveURL(/\/audit\?resource_type=users$/);
  await page.goBack();
  await expect(page.getByLabel('Action')).toHaveValue('create');

  await page.goto('/analytics?start_date=2025-01-01&end_date=2025-01-31');
  await expect(page.getByLabel('Start date')).toHaveValue('2025-01-01');
  await expect(page.getByLabel('End date')).toHaveValue('2025-01-31');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/analytics\?range=all$/);
  await expect(page.getByLabel('Start date')).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('Start date')).toHaveValue('');
  await page.goBack();
  await expect(page.getByLabel('Start date')).toHaveValue('2025-01-01');
});

test.describe('sorting', () => {
  test('a column header sorts the users on the server, both ways, and the order is in the address', async ({
    page,
    login,
    baseURL,
  }) => {
    const session = await login();
    const api = adminApi(page.request, baseURL, session.token);
    const tag = uid();
    for (const name of ['Cora', 'Abel', 'Bea']) {
      await api<User>('POST', '/users', {
        email: `${name.toLowerCase()}-${tag}@example.com`,
        name: `${name} ${tag}`,
        password: 'first-password',
      });
    }
    await page.goto(`/users?search=${tag}`);
    const header = page.getByRole('columnheader', { name: 'User' });
    const names = () => page.getByRole('table', { name: 'Users' }).getByRole('link').allTextContents();
    // Newest first until a header is clicked.
    await expect.poll(names).toEqual([`Bea ${tag}`, `Abel ${tag}`, `Cora ${tag}`]);

    await header.getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`/users\\?search=${tag}&sort=name$`));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(names).toEqual([`Abel ${tag}`, `Bea ${tag}`, `Cora ${tag}`]);

    await header.getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`sort=-name$`));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(names).toEqual([`Cora ${tag}`, `Bea ${tag}`, `Abel ${tag}`]);

    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'User' })).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(names).toEqual([`Cora ${tag}`, `Bea ${tag}`, `Abel ${tag}`]);
    await page.goBack();
    await expect.poll(names).toEqual([`Abel ${tag}`, `Bea ${tag}`, `Cora ${tag}`]);
  });

  for (const path of [
    '/products',
    '/orders',
    '/promos',
    '/shipments',
    '/countries',
    '/releases',
    '/templates',
    '/audit',
  ]) {
    test(`${path}: every sortable header sorts and says so`, async ({ page, login }) => {
      await login();
      await page.goto(path);
      const buttons = page.getByRole('main').getByRole('columnheader').getByRole('button');
      await expect(buttons.first()).toBeVisible();
      const count = await buttons.count();
      for (let i = 0; i < count; i++) {
        const header = buttons.nth(i).locator('xpath=ancestor::th');
        const before = page.url();
        await buttons.nth(i).click();
        await expect(page).not.toHaveURL(before);
        await expect(page).toHaveURL(/[?&]sort=-?[a-z_]+$/);
        await expect(header).toHaveAttribute('aria-sort', /ascending|descending/);
        // The list still answers (a sort the server refused would empty it).
        await expect(page.getByRole('main').getByRole('row').nth(1)).not.toContainText(/not found|No .* found/);
      }
    });
  }
});

test('the export of a filtered, sorted list downloads exactly the rows the API lists', async ({
  page,
  login,
  baseURL,
}) => {
  const session = await login();
  const api = adminApi(page.request, baseURL, session.token);
  await page.goto('/orders?status=paid&sort=-total');
  await expect(page.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'descending');

  const listedIds = async () =>
    (await api<{ orders: { id: number }[] }>('GET', '/orders?page=1&limit=10000&status=paid&sort=-total')).orders.map(
      (o) => o.id,
    );
  const exported = async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    await expect(page.getByRole('status').filter({ hasText: 'Export started: orders-' }).first()).toBeVisible();
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8');
    return parse(text, { columns: true, bom: true }) as { id: string; status: string; total: string }[];
  };
  // Other specs change orders of this store meanwhile: the file is compared with the list read
  // just before and just after it, once both reads agree (no change fell between them).
  let rows: { id: string; status: string; total: string }[] = [];
  await expect(async () => {
    const before = await listedIds();
    rows = await exported();
    const after = await listedIds();
    expect(after).toEqual(before);
    expect(rows.map((r) => Number(r.id))).toEqual(after);
  }).toPass({ timeout: 45_000 });
  expect(rows.length).toBeGreaterThan(0);
  expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['paid']));
  const totals = rows.map((r) => Number(r.total));
  expect(totals).toEqual([...totals].sort((a, b) => b - a));
});

test.describe('bulk actions', () => {
  test('deletes exactly the 3 users ticked, then all N matching a search', async ({ page, login, baseURL }) => {
    const session = await login();
    const api = adminApi(page.request, baseURL, session.token);
    const tag = uid();
    const made: User[] = [];
    for (let i = 0; i < 14; i++) {
      made.push(
        await api<User>('POST', '/users', {
          email: `bulk-${tag}-${String(i).padStart(2, '0')}@example.com`,
          name: `Bulk ${tag} ${String(i).padStart(2, '0')}`,
          password: 'first-password',
        }),
      );
    }
    const remaining = async () =>
      (await api<{ users: User[] }>('GET', `/users?search=${tag}&limit=100`)).users.map((u) => u.name).sort();

    await page.goto(`/users?search=${tag}&sort=name`);
    const picked = [made[1]!, made[4]!, made[7]!];
    for (const u of picked) await page.getByRole('checkbox', { name: `Select ${u.name}` }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar).toContainText('3 users selected');
    await bar.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete' });
    await expect(confirm).toContainText('Delete 3 users?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: '3 users deleted.' })).toBeVisible();
    expect(await remaining()).toEqual(made.filter((u) => !picked.includes(u)).map((u) => u.name));

    // All 11 matching: the page's 10, then the offer for every one of them.
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await expect(bar).toContainText('10 users selected');
    await bar.getByRole('button', { name: 'Select all 11 matching' }).click();
    await expect(bar).toContainText('11 users selected');
    await bar.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: '11 users deleted.' })).toBeVisible();
    expect(await remaining()).toEqual([]);
    await expect(page.getByText('No users found')).toBeVisible();
  });

  test('disables exactly the 3 promo codes ticked, and deletes 3 products', async ({ page, login, baseURL }) => {
    const session = await login();
    const api = adminApi(page.request, baseURL, session.token);
    const tag = uid().toUpperCase();
    const promos: Promo[] = [];
    for (let i = 0; i < 5; i++) {
      promos.push(
        await api<Promo>('POST', '/promos', {
          code: `BULK${tag}${i}`,
          discount_type: 'percentage',
          discount_value: 10,
          max_uses: null,
          date_start: null,
          date_end: null,
          is_enabled: true,
        }),
      );
    }
    await page.goto(`/promos?search=BULK${tag}`);
    const picked = [promos[0]!, promos[2]!, promos[3]!];
    for (const p of picked) await page.getByRole('checkbox', { name: `Select ${p.code}` }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByRole('button', { name: 'Disable' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Disable' });
    await expect(confirm).toContainText('Disable 3 promo codes?');
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByRole('status').filter({ hasText: '3 promo codes disabled.' })).toBeVisible();
    const now = await api<{ data: Promo[] }>('GET', '/promos?limit=10000');
    const enabled = Object.fromEntries(
      now.data.filter((p) => p.code.startsWith(`BULK${tag}`)).map((p) => [p.code, p.is_enabled]),
    );
    expect(enabled).toEqual(Object.fromEntries(promos.map((p) => [p.code, !picked.includes(p)])));

    const products: Product[] = [];
    for (let i = 0; i < 4; i++) {
      products.push(
        await api<Product>('POST', '/products', {
          name: `Bulk ${tag} ${i}`,
          description: 'For the bulk test',
          price_usd: 100 + i,
          internal_key: `bulk-${tag}-${i}`.toLowerCase(),
        }),
      );
    }
    await page.goto(`/products?search=Bulk ${tag}`);
    for (const p of products.slice(0, 3)) await page.getByRole('checkbox', { name: `Select ${p.name}` }).check();
    await bar.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: '3 products deleted.' })).toBeVisible();
    const left = await api<{ products: Product[] }>('GET', `/products?search=${encodeURIComponent(`Bulk ${tag}`)}`);
    expect(left.products.map((p) => p.name)).toEqual([products[3]!.name]);
  });

  test('re-activates and revokes exactly the grants ticked on User Access', async ({ page, login, baseURL }) => {
    const session = await login();
    const api = adminApi(page.request, baseURL, session.token);
    const tag = uid();
    const user = await api<User>('POST', '/users', {
      email: `grants-${tag}@example.com`,
      name: `Grants ${tag}`,
      password: 'first-password',
    });
    const grants: { id: number; product: { name: string } }[] = [];
    for (let i = 0; i < 4; i++) {
      const product = await api<Product>('POST', '/products', {
        name: `Grant ${tag} ${i}`,
        description: 'For the bulk test',
        price_usd: 900,
        internal_key: `grant-${tag}-${i}`.toLowerCase(),
        is_downloadable: true,
      });
      grants.push(await api('POST', '/access', { user_id: user.id, product_id: product.id, is_active: false }));
    }
    const states = async () =>
      Object.fromEntries(
        (
          await api<{ access: { product: { name: string }; is_active: boolean }[] }>('GET', `/access?search=${tag}`)
        ).access.map((g) => [g.product.name, g.is_active]),
      );

    await page.goto(`/access?search=${tag}`);
    for (const g of grants.slice(0, 3)) {
      await page.getByRole('checkbox', { name: `Select ${g.product.name} access of Grants ${tag}` }).check();
    }
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar).toContainText('3 grants selected');
    await bar.getByRole('button', { name: 'Re-activate' }).click();
    await page.getByRole('alertdialog', { name: 'Re-activate' }).getByRole('button', { name: 'Re-activate' }).click();
    await expect(page.getByRole('status').filter({ hasText: '3 grants re-activated.' })).toBeVisible();
    expect(await states()).toEqual({
      [`Grant ${tag} 0`]: true,
      [`Grant ${tag} 1`]: true,
      [`Grant ${tag} 2`]: true,
      [`Grant ${tag} 3`]: false,
    });

    // The list shows the re-activated grants (with their new revisions) before the admin acts again.
    await expect(page.getByRole('button', { name: new RegExp(`^Grants ${tag} grants-`) })).toContainText('3 active');
    await page.getByRole('checkbox', { name: `Select Grant ${tag} 1 access of Grants ${tag}` }).check();
    await bar.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('alertdialog', { name: 'Revoke' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 grant revoked.' })).toBeVisible();
    expect(Object.keys(await states()).sort()).toEqual([`Grant ${tag} 0`, `Grant ${tag} 2`, `Grant ${tag} 3`]);
  });

  test('sets the status of exactly the 3 shipments ticked', async ({ page, login, baseURL }) => {
    const session = await login();
    const api = adminApi(page.request, baseURL, session.token);
    const tag = uid();
    const { orders } = await api<{ orders: { id: number }[] }>('GET', '/shipments/orderable-orders?limit=1000');
    const made: Shipment[] = [];
    // Orders from the end of the list, away from the ones the Shipments tests use.
    for (const order of orders.slice(-4)) {
      made.push(
        await api<Shipment>('POST', '/shipments', {
          order_id: order.id,
          tracking_number: `BULK-${tag}-${made.length}`,
          carrier: `Carrier ${tag}`,
          status: 'pending',
        }),
      );
    }
    await page.goto(`/shipments?search=${tag}`);
    for (const s of made.slice(1)) {
      await page.getByRole('checkbox', { name: `Select shipment ${s.tracking_number}` }).check();
    }
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByLabel('New status').selectOption({ label: 'In Transit' });
    await bar.getByRole('button', { name: 'Set status' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Set status' });
    await expect(confirm).toContainText('Set 3 shipments to In Transit?');
    await confirm.getByRole('button', { name: 'Set status' }).click();
    await expect(page.getByRole('status').filter({ hasText: '3 shipments set to In Transit.' })).toBeVisible();
    const now = await api<{ shipments: Shipment[] }>('GET', `/shipments?search=${tag}&limit=100`);
    expect(Object.fromEntries(now.shipments.map((s) => [s.tracking_number, s.status]))).toEqual({
      [made[0]!.tracking_number]: 'pending',
      [made[1]!.tracking_number]: 'in_transit',
      [made[2]!.tracking_number]: 'in_transit',
      [made[3]!.tracking_number]: 'in_transit',
    });
  });

  test('sets the status of exactly the 3 orders ticked, one audit row each', async ({ page, login, baseURL }) => {
    const session = await login();
    const api = adminApi(page.request, baseURL, session.token);
    const tag = uid();
    const made = await placeOrders(
      page,
      baseURL,
      session.token,
      [0, 1, 2, 3].map((i) => `obulk-${tag}-${i}@example.com`),
    );
    expect(made.map((o) => o.status)).toEqual(['paid', 'paid', 'paid', 'paid']);

    // The search (by e-mail) finds the test's 4 orders and no other.
    await page.goto(`/orders?search=${tag}`);
    const table = page.getByRole('table', { name: 'Orders', exact: true });
    await expect(table.getByRole('row')).toHaveCount(1 + made.length);
    const picked = made.slice(1);
    for (const o of picked) await page.getByRole('checkbox', { name: `Select order ${o.order_number}` }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar).toContainText('3 orders selected');
    await bar.getByLabel('New status').selectOption('processing');
    await bar.getByRole('button', { name: 'Set status' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Set status' });
    await expect(confirm).toContainText('Set 3 orders to "processing"?');
    const bulk = page.waitForRequest((r) => r.url().endsWith('/api/admin/orders/bulk'));
    await confirm.getByRole('button', { name: 'Set status' }).click();
    expect((await bulk).postDataJSON()).toMatchObject({
      action: 'set_status',
      status: 'processing',
      records: picked.map((o) => ({ id: o.id, revision: o.revision })),
    });
    await expect(page.getByRole('status').filter({ hasText: '3 orders set to "processing".' })).toBeVisible();
    for (const o of picked) {
      await expect(table.getByRole('row').filter({ hasText: o.order_number })).toContainText('processing');
    }

    const now = await api<OrdersListResponse>('GET', `/orders?page=1&limit=100&search=${tag}`);
    expect(Object.fromEntries(now.orders.map((o) => [o.order_number, o.status]))).toEqual({
      [made[0]!.order_number]: 'paid',
      [made[1]!.order_number]: 'processing',
      [made[2]!.order_number]: 'processing',
      [made[3]!.order_number]: 'processing',
    });
    // One audit row per order changed, by this admin, naming the status it replaced; none for the 4th.
    const ours = new Set(made.map((o) => String(o.id)));
    const { audit_logs } = await api<AuditListResponse>('GET', '/audit?action=update&resource_type=orders&limit=100');
    const audits = audit_logs
      .filter((l) => ours.has(l.resource_id ?? ''))
      .map((l) => [Number(l.resource_id), l.changes, l.adminUser.email] as const)
      .sort((a, b) => a[0] - b[0]);
    expect(audits).toEqual(
      picked.map((o) => [o.id, { status: { before: 'paid', after: 'processing' } }, E2E_ADMIN.email]),
    );
  });
});
