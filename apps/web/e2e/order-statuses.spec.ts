import type { Page } from '@playwright/test';
import { expect, placeOrders, test, uid } from './fixtures.ts';

// Status labels the same everywhere (decision 0023): a custom status is shown as typed in the
// list, the details, the filter and Analytics; the filter offers the store's custom statuses with
// their counts; and a near-duplicate typed in the details is pointed out, with the existing
// status one click away.

const ordersTable = (page: Page) => page.getByRole('table', { name: 'Orders', exact: true });
const statusFilter = (page: Page) => page.getByLabel('Status', { exact: true });

async function openDetails(page: Page, orderId: number, orderNumber: string) {
  await page.goto(`/orders/${orderId}`);
  const dialog = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('Order statuses', () => {
  test('a custom status set on an order filters the list to it, and a near-duplicate is pointed out', async ({
    page,
    login,
    baseURL,
    expectNoA11yViolations,
  }) => {
    const { token } = await login();
    const tag = uid();
    const [first, second] = await placeOrders(page, baseURL, token, [
      `statuses-a-${tag}@example.com`,
      `statuses-b-${tag}@example.com`,
    ]);
    const status = `awaiting_parts_${tag}`;
    const confirm = page.getByRole('alertdialog', { name: 'Change order status' });

    // The first order takes a custom status, typed in the details.
    let dialog = await openDetails(page, first!.id, first!.order_number);
    await dialog.getByLabel('Custom status').fill(status);
    await expect(dialog.getByText(/similar status/i)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Set status' }).click();
    await expect(confirm).toContainText(`to "${status}"`);
    await confirm.getByRole('button', { name: 'Change status' }).click();
    await expect(dialog.getByLabel('Order status')).toHaveValue(status);
    await expect(dialog.locator('dd').getByText(status, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The filter offers it, as typed, with its count; choosing it lists exactly that order.
    await statusFilter(page).selectOption({ label: `${status} (1)` });
    await expect(page).toHaveURL(new RegExp(`[?&]status=${status}(&|$)`));
    await expect(ordersTable(page).getByRole('row')).toHaveCount(2); // header + the order
    const row = ordersTable(page).getByRole('row').nth(1);
    await expect(row).toContainText(first!.order_number);
    await expect(row.getByText(status, { exact: true })).toBeVisible();
    await expectNoA11yViolations();

    // The second order: the same status typed another way is pointed out, and may be taken over.
    dialog = await openDetails(page, second!.id, second!.order_number);
    const custom = dialog.getByLabel('Custom status');
    await expect(dialog.locator(`datalist option[value="${status}"]`)).toHaveCount(1);
    const nearDuplicate = `Awaiting Parts ${tag.toUpperCase()}`;
    await custom.fill(nearDuplicate);
    const hint = dialog.getByText(/^A similar status exists/);
    await expect(hint).toHaveText(new RegExp(`^A similar status exists: "${status}" \\(1 order\\)\\.`));
    await expect(custom).toHaveAccessibleDescription(/A similar status exists/);
    // Free text stays free: the admin may still set their own.
    await expect(dialog.getByRole('button', { name: 'Set status' })).toBeEnabled();
    await expectNoA11yViolations();
    await dialog.getByRole('button', { name: `Use "${status}"` }).click();
    await expect(custom).toHaveValue(status);
    await expect(custom).toBeFocused();
    await expect(hint).toHaveCount(0);
    await custom.press('Enter');
    await expect(confirm).toContainText(`to "${status}"`);
    await confirm.getByRole('button', { name: 'Change status' }).click();
    await expect(dialog.getByLabel('Order status')).toHaveValue(status);
    await page.keyboard.press('Escape');

    // Both orders are now that one status: the filter counts and lists them together.
    await statusFilter(page).selectOption({ label: `${status} (2)` });
    await expect(ordersTable(page).getByRole('row')).toHaveCount(3);

    // Analytics shows it as typed: no change of case.
    await page.goto('/analytics');
    await expect(page.getByTestId(`status-${status}`).getByText(status, { exact: true })).toHaveText(status, {
      useInnerText: true,
    });
    await expect(page.getByTestId(`status-${status}-count`)).toHaveText('2');
  });
});
