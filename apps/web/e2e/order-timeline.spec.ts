// An order's story in its details (issue 16): the timeline lists what happened to the order,
// newest first, and staff add, edit and delete their own notes; another admin's note cannot be
// changed from here.
import type { LoginResponse } from '@store/contract/auth';
import { TIMELINE_PAGE, type OrderNote } from '@store/contract/order-timeline';
import type { User } from '@store/contract/users';
import { adminApi, expect, placeOrders, test, uid } from './fixtures.ts';

test('the timeline tells the order’s story, and notes are added, edited and deleted', async ({
  page,
  login,
  baseURL,
  expectNoA11yViolations,
}) => {
  const session = await login();
  const api = adminApi(page.request, baseURL, session.token);
  const tag = uid();
  const [order] = await placeOrders(page, baseURL, session.token, [`story-${tag}@example.com`]);

  // Another admin's note: shown with its author, with no Edit or Delete for this admin.
  const email = `colleague-${tag}@example.com`;
  await api<User>('POST', '/users', { email, name: 'Colleague Kim', password: 'colleague-pass', is_admin: true });
  const theirs = (await (
    await page.request.post(`${baseURL}/api/admin/auth/login`, { data: { email, password: 'colleague-pass' } })
  ).json()) as LoginResponse;
  await adminApi(page.request, baseURL, theirs.token)<OrderNote>('POST', `/orders/${order!.id}/notes`, {
    body: 'Their note',
  });

  await page.goto(`/orders/${order!.id}`);
  const details = page.getByRole('dialog', { name: `Order ${order!.order_number}` });
  const timeline = details.getByRole('list', { name: 'Order timeline' });
  const items = timeline.getByRole('listitem');
  await expect(items).toHaveCount(5);
  await expect(items.nth(0)).toContainText('Note by Colleague Kim');
  await expect(items.nth(0).getByRole('button', { name: 'Edit note' })).toHaveCount(0);
  // The new customer's onboarding mail and the order's confirmation, made with the order.
  const mails = items.filter({ hasText: `to story-${tag}@example.com` });
  await expect(mails).toHaveCount(2);
  const confirmation = mails.filter({ hasText: `order ${order!.order_number} is confirmed` });
  await expect(confirmation).toHaveCount(1);
  await expect(items.nth(3)).toContainText(/Payment of \$[\d.,]+ received via card/);
  await expect(items.nth(3)).toContainText(`simulated by ${session.user.name}`);
  await expect(items.nth(4)).toContainText('Order placed');
  await expect(items.nth(4)).toContainText('through the API key');

  // Its status (no mail server on this store: kept), and Resend makes a second copy.
  await expect(confirmation).toContainText('kept in the outbox');
  await confirmation.getByRole('button', { name: /^Resend the e-mail/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A new copy of the mail is on its way' })).toBeVisible();
  await expect(mails.filter({ hasText: `order ${order!.order_number} is confirmed` })).toHaveCount(2);

  // A status change takes its place at the top.
  await details.getByLabel('Order status').selectOption('processing');
  await page
    .getByRole('alertdialog', { name: 'Change order status' })
    .getByRole('button', { name: 'Change status' })
    .click();
  await expect(items.first()).toContainText('Status changed from paid to processing');
  await expect(items.first()).toContainText(`by ${session.user.name}`);

  // A note, typed with markup: shown as the text it is.
  const text = 'Call before shipping <b>twice</b>\nSecond line';
  await details.getByLabel('Internal note').fill(text);
  await details.getByRole('button', { name: 'Add note' }).click();
  const mine = items.filter({ hasText: 'Call before shipping' });
  await expect(mine).toContainText(`Note by ${session.user.name}`);
  await expect(mine.locator('p.whitespace-pre-wrap')).toHaveText(text);
  await expect(mine.locator('b')).toHaveCount(0);
  await expect(details.getByLabel('Internal note')).toHaveValue('');
  await expectNoA11yViolations();

  await mine.getByRole('button', { name: 'Edit note' }).click();
  await mine.getByLabel('Edit note').fill('Call before shipping, once');
  await mine.getByRole('button', { name: 'Save note' }).click();
  const edited = items.filter({ hasText: 'Call before shipping, once' });
  await expect(edited).toContainText('edited');

  await edited.getByRole('button', { name: 'Delete note' }).click();
  await page.getByRole('alertdialog', { name: 'Delete note' }).getByRole('button', { name: 'Delete note' }).click();
  await expect(items.filter({ hasText: 'Call before shipping' })).toHaveCount(0);
  await expect(items).toHaveCount(7);

  // What the screen showed is what the API records.
  const { events } = await api<{ events: { kind: string }[] }>('GET', `/orders/${order!.id}/timeline`);
  expect(events.map((e) => e.kind)).toEqual(['status', 'email', 'note', 'email', 'email', 'payment', 'placed']);
});

test('a long story shows its newest events first and the older ones when asked', async ({ page, login, baseURL }) => {
  const session = await login();
  const api = adminApi(page.request, baseURL, session.token);
  const [order] = await placeOrders(page, baseURL, session.token, [`long-${uid()}@example.com`]);
  for (let i = 1; i <= TIMELINE_PAGE; i++) {
    await api<OrderNote>('POST', `/orders/${order!.id}/notes`, { body: `Call ${i}` });
  }

  await page.goto(`/orders/${order!.id}`);
  const details = page.getByRole('dialog', { name: `Order ${order!.order_number}` });
  const items = details.getByRole('list', { name: 'Order timeline' }).getByRole('listitem');
  await expect(items).toHaveCount(TIMELINE_PAGE);
  await expect(items.first()).toContainText(`Call ${TIMELINE_PAGE}`);
  await expect(items.filter({ hasText: 'Order placed' })).toHaveCount(0);

  await details.getByRole('button', { name: 'Show older events' }).click();
  // Placed, paid, and two mails (the onboarding link and the confirmation).
  await expect(items).toHaveCount(TIMELINE_PAGE + 4);
  await expect(items.last()).toContainText('Order placed');
  await expect(details.getByRole('button', { name: 'Show older events' })).toHaveCount(0);

  // A new note reloads what is shown, the older answer too.
  await details.getByLabel('Internal note').fill('The last call');
  await details.getByRole('button', { name: 'Add note' }).click();
  await expect(items.first()).toContainText('The last call');
  await expect(items).toHaveCount(TIMELINE_PAGE + 5);
});
