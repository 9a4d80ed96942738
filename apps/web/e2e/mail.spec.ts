import { adminApi, expect, test, uid } from './fixtures.ts';
import { openMailbox, type Mailbox } from './mailbox.ts';
import { SERVERS, SMTP_PORT } from './servers.ts';

// The empty store's mail, through SMTP to this spec's mailbox (the one spec that listens on its
// port): password reset by e-mail (decision 0024), and the outbox (decision 0047). A dedicated
// admin is made for each password test, so no other spec's password changes.

const LINK_SENT = 'If an admin account exists for that address, a link to reset its password has been sent.';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox(SMTP_PORT);
});
test.afterAll(() => mailbox.close());

test.use({ baseURL: SERVERS.empty.url });

test('an admin who forgot the password asks for a link, sets a new password and signs in with it', async ({
  page,
  login,
  baseURL,
}) => {
  const { token } = await login();
  const email = `reset-${uid()}@example.com`;
  const created = await page.request.post(`${baseURL}/api/admin/users`, {
    headers: { authorization: `Bearer ${token}` },
    data: { email, name: 'Forgetful Admin', password: 'forgotten-password', is_admin: true },
  });
  expect(created.status()).toBe(201);
  await page.evaluate(() => localStorage.clear());

  await page.goto('/login');
  await expect(page.getByText('Secure admin access for authorized personnel only')).toBeVisible();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText(LINK_SENT);

  const mail = await mailbox.waitFor(email);
  const path = /https?:\/\/[^/\s]+(\/reset-password\/[A-Za-z0-9_-]+)/.exec(mail)?.[1];
  expect(path).toBeTruthy();

  await page.goto(path!);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('New Password').fill('12345');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Please confirm your password')).toBeVisible();
  await page.getByLabel('New Password').fill('a-brand-new-password');
  await page.getByLabel('Confirm Password').fill('a-different-password');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Set New Password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText('Your password has been changed. Sign in with your new password.');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link is spent: it says so and offers a new one.
  await page.evaluate(() => localStorage.clear());
  await page.goto(path!);
  await expect(page.getByRole('alert')).toHaveText(
    'This password reset link is invalid, has expired or has already been used.',
  );
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('gives the same answer for an address without an account, and mails nothing', async ({ page }) => {
  const email = `nobody-${uid()}@example.com`;
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText(LINK_SENT);
  await expect(mailbox.waitFor(email, 1500)).rejects.toThrow(/no mail/);
});

test('the reset pages pass an axe-core scan', async ({ page, expectNoA11yViolations }) => {
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expectNoA11yViolations();
  await page.goto(`/reset-password/${'x'.repeat(43)}`);
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoA11yViolations();
});

test('the outbox shows a mail the server refused, and Retry sends it', async ({ page, login, baseURL }) => {
  const session = await login();
  const api = adminApi(page.request, baseURL, session.token);
  // A reset link to an admin whose mailbox refuses mail for now: no order is added to this store.
  const email = `bounce-${uid()}@example.com`;
  await api('POST', '/users', { email, name: 'Bouncing Admin', password: 'bouncing-password', is_admin: true });
  mailbox.refuse(email);
  const forgot = await page.request.post(`${baseURL}/api/admin/auth/password/forgot`, { data: { email } });
  expect(forgot.status()).toBe(202);

  await page.goto(`/templates/outbox?search=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Mails in the outbox' })
    .getByRole('row')
    .filter({ hasText: 'admin_password_reset' });
  // Sent by the job runner within a second or two; a 550 fails it at once.
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('failed to send', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('550');

  mailbox.accept(email);
  await row.getByRole('button', { name: `Retry the mail to ${email}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The mail will be sent again shortly' })).toBeVisible();
  expect(await mailbox.waitFor(email)).toContain('/reset-password/');
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('sent', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
});

test('the Monitoring screen’s Background jobs card shows a failed delivery, and Retry sends it', async ({
  page,
  login,
  baseURL,
}) => {
  const session = await login();
  const api = adminApi(page.request, baseURL, session.token);
  const email = `job-bounce-${uid()}@example.com`;
  await api('POST', '/users', { email, name: 'Job Bounce Admin', password: 'bouncing-password', is_admin: true });
  mailbox.refuse(email);
  const forgot = await page.request.post(`${baseURL}/api/admin/auth/password/forgot`, { data: { email } });
  expect(forgot.status()).toBe(202);
  // The delivery job fails at once on the 550; its key names the outbox row.
  let key = '';
  await expect(async () => {
    const { mails } = await api<{ mails: { id: number }[] }>(
      'GET',
      `/outbox?search=${encodeURIComponent(email)}&status=failed`,
    );
    expect(mails).toHaveLength(1);
    key = `mail:${mails[0]!.id}`;
  }).toPass({ timeout: 20_000 });

  await page.goto('/monitoring');
  const card = page.getByRole('region', { name: 'Background jobs' });
  await expect(card.getByRole('table', { name: 'Schedules' })).toContainText('retention.mail-links');
  const row = card.getByRole('table', { name: 'Failed jobs' }).getByRole('row').filter({ hasText: key });
  await expect(row).toContainText('mail.deliver');
  await expect(row).toContainText('550');

  mailbox.accept(email);
  await row.getByRole('button', { name: `Retry the job ${key}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The job will run again shortly' })).toBeVisible();
  expect(await mailbox.waitFor(email)).toContain('/reset-password/');
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
});
