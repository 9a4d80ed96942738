import { expect, test, uid } from './fixtures.ts';
import { openMailbox, type Mailbox } from './mailbox.ts';
import { SERVERS, SMTP_PORT } from './servers.ts';

// Password reset by e-mail (decision 0024), on the empty store, which mails through SMTP to this
// spec's mailbox. A dedicated admin is made for each test, so no other spec's password changes.

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
