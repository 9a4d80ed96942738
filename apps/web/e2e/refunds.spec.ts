// Refunds (issue 16, decision 0022): an admin refunds part of an order and sees it in the order's
// details, in its timeline, and in the dashboard's revenue, which is net of refunds.
import type { OrderDetail } from '@store/contract/orders';
import { adminApi, expect, placeOrders, test, uid } from './fixtures.ts';

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

test('a partial refund shows in the details, the timeline and the dashboard revenue', async ({
  page,
  login,
  baseURL,
  expectNoA11yViolations,
}) => {
  const session = await login();
  const api = adminApi(page.request, baseURL, session.token);
  const [order] = await placeOrders(page, baseURL, session.token, [`refund-${uid()}@example.com`]);
  const part = Math.floor(order!.total / 3);

  await page.goto(`/orders/${order!.id}`);
  const details = page.getByRole('dialog', { name: `Order ${order!.order_number}` });
  await expect(details.getByTestId('order-refunded')).toHaveText('Nothing refunded');
  await details.getByRole('button', { name: 'Refund...' }).click();

  const form = page.getByRole('dialog', { name: `Refund order ${order!.order_number}` });
  const amount = form.getByLabel('Amount (USD)');
  // What remains is offered; more than that is refused on the amount, naming what remains.
  await expect(amount).toHaveValue((order!.total / 100).toFixed(2));
  await amount.fill(((order!.total + 1) / 100).toFixed(2));
  await form.getByLabel('Reason').fill('Scratched box');
  await form.getByRole('button', { name: `Refund ${dollars(order!.total + 1)}` }).click();
  const remaining = `Only ${dollars(order!.total)} of this order remains refundable`;
  await expect(amount).toHaveAccessibleDescription(new RegExp(`^${remaining.replace(/[$.]/g, '\\$&')}`));
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations();

  await amount.fill((part / 100).toFixed(2));
  await form.getByRole('button', { name: `Refund ${dollars(part)}` }).click();
  await expect(form).toBeHidden();

  await expect(details.getByTestId('order-refunded')).toHaveText(
    `Refunded ${dollars(part)} of ${dollars(order!.total)}`,
  );
  const first = details.getByRole('list', { name: 'Order timeline' }).getByRole('listitem').first();
  await expect(first).toContainText(`Refunded ${dollars(part)}`);
  await expect(first).toContainText('Scratched box');
  await expect(first).toContainText(`by ${session.user.name}`);
  // The status stays as it was.
  await expect(details.getByText('paid', { exact: true }).first()).toBeVisible();

  expect((await api<OrderDetail>('GET', `/orders/${order!.id}`)).amount_refunded).toBe(part);
  // The revenue is net of refunds: refunds/routes.test.ts proves the figures, in a store of its
  // own (other specs change this one's revenue at the same time); here, that the card says so.
  await page.goto('/dashboard');
  await expect(page.getByTestId('card-total-revenue-note')).toHaveText(/^Net of \$[\d,]+\.\d\d refunded$/);
});

test('a partial refund that revokes the access the order granted: the timeline, User Access and the customer page show it', async ({
  page,
  login,
  baseURL,
}) => {
  const session = await login();
  const email = `revoke-${uid()}@example.com`;
  const [order] = await placeOrders(page, baseURL, session.token, [email]);
  const product = order!.items[0]!.product.name;

  await page.goto(`/orders/${order!.id}`);
  const details = page.getByRole('dialog', { name: `Order ${order!.order_number}` });
  await details.getByRole('button', { name: 'Refund...' }).click();
  const form = page.getByRole('dialog', { name: `Refund order ${order!.order_number}` });
  // In full, the dialog says the access goes; in part, the admin chooses.
  await expect(form.getByRole('note')).toHaveText(`A refund in full revokes access to ${product}.`);
  await form.getByLabel('Amount (USD)').fill('1.00');
  const revoke = form.getByLabel(`Revoke access to ${product}`);
  await expect(revoke).not.toBeChecked();
  await revoke.check();
  await form.getByLabel('Reason').fill('Licence returned');
  await form.getByRole('button', { name: `Refund ${dollars(100)}` }).click();
  await expect(form).toBeHidden();

  const timeline = details.getByRole('list', { name: 'Order timeline' });
  await expect(timeline).toContainText(`Access to ${product} revoked`);
  await expect(timeline).toContainText('Because the admin revoked it with a partial refund');

  await page.goto(`/access?search=${encodeURIComponent(email)}`);
  const group = page.getByRole('listitem').filter({ hasText: email });
  const toggle = group.getByRole('button').first();
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(group.getByRole('row').filter({ hasText: product })).toContainText('Inactive');

  // The customer's page: the grant inactive, the refund and the lifetime value net of it.
  await page.goto(`/users/${order!.user.id}`);
  const customer = page.getByRole('dialog', { name: 'User Details' });
  await expect(
    customer.getByRole('table', { name: 'Access' }).getByRole('row').filter({ hasText: product }),
  ).toContainText('Inactive');
  await expect(customer.getByRole('region', { name: 'Refunds' })).toContainText('Licence returned');
  await expect(customer.getByTestId('lifetime-USD')).toContainText(`${dollars(100)} refunded`);
  await expect(customer.getByRole('table', { name: 'Orders' })).toContainText(order!.order_number);
});
