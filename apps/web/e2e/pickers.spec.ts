// Pickers that reach every record (issue 31, item 2), on a store with 1,500 customers and 3,000
// orders (SEED_FIXTURE=pickers): the forms keep the spec's first 1,000 entries, and typing asks
// the server, so a customer or an order beyond them is found, picked and shown by name.
import type { Locator } from '@playwright/test';
import type { AccessListResponse } from '@store/contract/access';
import type { ShippableOrdersResponse } from '@store/contract/shipments';
import type { UsersResponse } from '@store/contract/users';
import { adminApi, expect, test, uid } from './fixtures.ts';
import { SERVERS } from './servers.ts';

test.use({ baseURL: SERVERS.pickers.url });

/** Types `text` in the picker's search and picks the one option that shows `shown`. */
async function pickFound(dialog: Locator, search: string, label: string, text: string, shown: string) {
  await dialog.getByLabel(search).fill(text);
  const select = dialog.getByLabel(label, { exact: true });
  const option = select.locator('option', { hasText: shown });
  await expect(option).toHaveCount(1);
  await select.selectOption({ label: (await option.textContent()) ?? '' });
  // Chosen, it stays shown by name whatever is typed next.
  await dialog.getByLabel(search).fill('');
  await expect(select.locator('option:checked')).toContainText(shown);
}

test('grants access to a customer beyond the first 1,000, found by typing part of the e-mail', async ({
  page,
  login,
  baseURL,
}) => {
  const session = await login();
  const api = adminApi(page.request, baseURL, session.token);
  const first = await api<UsersResponse>('GET', '/users?page=1&limit=1000');
  const beyond = (await api<UsersResponse>('GET', '/users?page=2&limit=1000')).users.find((u) => !u.is_admin)!;
  expect(first.users.map((u) => u.id)).not.toContain(beyond.id);
  const { products } = await api<{ products: { id: number; name: string; is_downloadable: boolean }[] }>(
    'GET',
    '/products?page=1&limit=100',
  );
  const product = products.find((p) => p.is_downloadable)!;
  // Four characters of the e-mail, before the @: the end of the local part.
  const local = beyond.email.split('@')[0]!;
  const typed = local.slice(-4);

  await page.goto('/access');
  await page.getByRole('button', { name: 'Grant Access' }).click();
  const grant = page.getByRole('dialog', { name: 'Grant Access' });
  await pickFound(grant, 'Search users', 'User', typed, beyond.email);
  await pickFound(grant, 'Search products', 'Product', product.name, product.name);
  await grant.getByLabel('Expires At').fill('2031-01-01T00:00');
  await grant.getByRole('button', { name: 'Grant Access' }).click();
  await expect(grant).toBeHidden();

  const { access } = await api<AccessListResponse>(
    'GET',
    `/access?search=${encodeURIComponent(beyond.email)}&limit=50`,
  );
  expect(access.map((g) => [g.user.id, g.product.id])).toContainEqual([beyond.id, product.id]);
});

test('ships an order older than the newest 1,000 shippable ones, found by its number', async ({
  page,
  login,
  baseURL,
}) => {
  const session = await login();
  const api = adminApi(page.request, baseURL, session.token);
  const newest = await api<ShippableOrdersResponse>('GET', '/shipments/orderable-orders?limit=1000');
  const all = await api<ShippableOrdersResponse>('GET', '/shipments/orderable-orders?limit=10000');
  const shown = new Set(newest.orders.map((o) => o.id));
  const older = all.orders.filter((o) => !shown.has(o.id)).at(-1)!;
  expect(older).toBeTruthy();
  const tracking = `PK${uid()}`.toUpperCase();

  await page.goto('/shipments');
  await page.getByRole('button', { name: 'Create Shipment' }).click();
  const create = page.getByRole('dialog', { name: 'Create Shipment' });
  await pickFound(create, 'Search orders', 'Order', older.order_number, older.order_number);
  await create.getByLabel('Tracking Number').fill(tracking);
  await create.getByLabel('Carrier').fill('UPS');
  await create.getByRole('button', { name: 'Create Shipment' }).click();
  await expect(create).toBeHidden();

  const { shipments } = await api<{ shipments: { order: { id: number }; tracking_number: string }[] }>(
    'GET',
    `/shipments?search=${tracking}`,
  );
  expect(shipments.map((s) => [s.order.id, s.tracking_number])).toEqual([[older.id, tracking]]);
});
