import type { Locator } from '@playwright/test';
import type { ShippableOrdersResponse } from '@store/contract/shipments';
import { expect, test, adminApi } from './fixtures.ts';

// The Shipments screen of the demo store: server-paged table (10 per page) with search.
// Orders come from the demo store (the panel cannot create orders); each test's shipments carry
// a unique tracking number.

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

async function pickOrder(dialog: Locator, orderNumber: string) {
  await dialog.getByLabel('Search orders').fill(orderNumber);
  const select = dialog.getByLabel('Order', { exact: true });
  const option = select.locator('option', { hasText: orderNumber });
  await expect(option).toHaveCount(1);
  await select.selectOption({ label: (await option.textContent()) ?? '' });
}

test.describe('Shipments', () => {
  test('creates, lists, searches, edits, views and deletes a shipment', async ({
    page,
    login,
    baseURL,
    expectNoA11yViolations,
  }) => {
    test.setTimeout(120_000);
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const { orders } = await api<ShippableOrdersResponse>('GET', '/shipments/orderable-orders?limit=1000');
    expect(orders.length).toBeGreaterThan(1); // the demo store ships physical orders
    const order = orders[1]!;
    const tracking = `TRK-${uid()}`;

    await page.goto('/shipments');
    await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Shipments' });
    await expect(table.getByRole('row')).toHaveCount(11); // header + 10 per page
    await expectNoA11yViolations();

    // Paging on the server, 10 per page.
    const paging = page.getByRole('navigation', { name: 'Pagination' });
    await expect(paging).toContainText(/Showing page 1 of \d+ \(\d+ total\)/);
    await paging.getByRole('button', { name: 'Next' }).click();
    await expect(paging).toContainText(/Showing page 2 of \d+/);
    await paging.getByRole('button', { name: 'Previous' }).click();
    await expect(paging).toContainText(/Showing page 1 of/);

    // Create: the spec's texts, each cleared as soon as its field is edited.
    await page.getByRole('button', { name: 'Create Shipment' }).click();
    const create = page.getByRole('dialog', { name: 'Create Shipment' });
    await expect(create.getByText('Only orders with physical items are listed.')).toBeVisible();
    await create.getByRole('button', { name: 'Create Shipment' }).click();
    await expect(create.getByText('Order is required')).toBeVisible();
    await expect(create.getByText('Tracking number is required')).toBeVisible();
    await expect(create.getByText('Carrier is required')).toBeVisible();
    await expectNoA11yViolations();
    await create.getByLabel('Tracking Number').fill(tracking);
    await expect(create.getByText('Tracking number is required')).toHaveCount(0);
    await expect(create.getByText('Carrier is required')).toBeVisible();
    await create.getByLabel('Carrier').fill('DHL Express');
    await expect(create.getByText('Carrier is required')).toHaveCount(0);
    await pickOrder(create, order.order_number);
    await expect(create.getByText('Order is required')).toHaveCount(0);
    // A delivery before the shipped date is refused.
    await create.getByLabel('Status').selectOption({ label: 'In Transit' });
    await create.getByLabel('Shipped At').fill('2026-02-10T09:00');
    await create.getByLabel('Actual Delivery').fill('2026-02-08T09:00');
    await create.getByRole('button', { name: 'Create Shipment' }).click();
    await expect(create.getByText('Actual delivery cannot be before the shipped date')).toBeVisible();
    await create.getByLabel('Actual Delivery').fill('');
    await expect(create.getByText('Actual delivery cannot be before the shipped date')).toHaveCount(0);
    await create.getByRole('button', { name: 'Create Shipment' }).click();
    await expect(create).toBeHidden();

    // The new shipment is first in the list; search finds it by tracking number, carrier or order.
    await expect(table.getByRole('row').nth(1)).toContainText(tracking);
    const search = page.getByLabel('Search by tracking number, carrier or order number');
    await search.fill(tracking.toLowerCase());
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').filter({ hasText: tracking });
    await expect(row).toContainText(order.order_number);
    await expect(row).toContainText('DHL Express');
    await expect(row).toContainText('In Transit');
    await expect(row).toContainText('Feb 10, 2026');
    await search.fill(order.order_number);
    await expect(row).toBeVisible();
    await search.fill(`nothing-${tracking}`);
    await expect(page.getByText('No shipments found')).toBeVisible();
    await search.fill(tracking);
    await expect(row).toBeVisible();

    // Edit: the order is fixed; delivery recorded.
    await row.getByRole('button', { name: `Edit shipment ${tracking}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Shipment' });
    await expect(edit.getByText(order.order_number)).toBeVisible();
    await expect(edit.getByLabel('Order', { exact: true })).toHaveCount(0);
    await expect(edit.getByLabel('Tracking Number')).toHaveValue(tracking);
    await expect(edit.getByLabel('Shipped At')).toHaveValue('2026-02-10T09:00');
    await expectNoA11yViolations();
    await edit.getByLabel('Carrier').fill('');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText('Carrier is required')).toBeVisible();
    await edit.getByLabel('Carrier').fill('UPS');
    await expect(edit.getByText('Carrier is required')).toHaveCount(0);
    await edit.getByLabel('Status').selectOption({ label: 'Delivered' });
    await edit.getByLabel('Actual Delivery').fill('2026-02-12T14:30');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('Delivered');
    await expect(row).toContainText('UPS');
    await expect(row).toContainText('Feb 12, 2026');

    // Details.
    await row.getByRole('button', { name: `View shipment ${tracking}` }).click();
    const details = page.getByRole('dialog', { name: 'Shipment Details' });
    await expect(details).toContainText(order.order_number);
    await expect(details).toContainText(order.customer_email);
    await expect(details).toContainText(tracking);
    await expect(details).toContainText('Delivered');
    await expect(details).toContainText('Feb 12, 2026 14:30');
    await expectNoA11yViolations();
    await details.getByRole('button', { name: 'Close' }).last().click();

    // Delete asks first.
    await row.getByRole('button', { name: `Delete shipment ${tracking}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Shipment' });
    await expect(confirm).toContainText(
      `Are you sure you want to delete shipment ${tracking} of order ${order.order_number}?`,
    );
    await expectNoA11yViolations();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No shipments found')).toBeVisible();
  });

  test("shows the server's message, else the spec's fallback, when saving fails", async ({ page, login, baseURL }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const { orders } = await api<ShippableOrdersResponse>('GET', '/shipments/orderable-orders?limit=1');
    const tracking = `TRK-${uid()}`;
    let answer = { status: 409, body: JSON.stringify({ message: 'Shipment blocked by the carrier' }) };
    await page.route('**/api/admin/shipments', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ ...answer, contentType: 'application/json' })
        : route.fallback(),
    );
    await page.goto('/shipments');
    await page.getByRole('button', { name: 'Create Shipment' }).click();
    const create = page.getByRole('dialog', { name: 'Create Shipment' });
    await pickOrder(create, orders[0]!.order_number);
    await create.getByLabel('Tracking Number').fill(tracking);
    await create.getByLabel('Carrier').fill('UPS');
    await create.getByRole('button', { name: 'Create Shipment' }).click();
    await expect(create.getByRole('alert')).toHaveText('Shipment blocked by the carrier');
    answer = { status: 500, body: '' };
    await create.getByRole('button', { name: 'Create Shipment' }).click();
    await expect(create.getByRole('alert')).toHaveText('Failed to create shipment');
  });
});
