// Sessions you can see and end (issue 17; decision 0026): an admin signed in on a laptop and a
// phone ends the phone's session from the laptop, and the phone's next action lands on /login;
// another admin ends all of an admin's sessions from the Users screen.
import type { Browser, Page } from '@playwright/test';
import type { LoginResponse } from '@store/contract/auth';
import type { User } from '@store/contract/users';
import { adminApi, expect, test, uid } from './fixtures.ts';
import { E2E_ADMIN } from './servers.ts';

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** An admin of the test's own: ending sessions never touches the shared e2e admin's. */
async function newAdmin(page: Page, baseURL: string | undefined) {
  const res = await page.request.post(`${baseURL}/api/admin/auth/login`, {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const { token } = (await res.json()) as LoginResponse;
  const account = {
    email: `sessions-${uid()}@example.com`,
    password: 'sessions-password',
    name: `Sam Sessions ${uid()}`,
  };
  const user = await adminApi(page.request, baseURL, token)<User>('POST', '/users', { ...account, is_admin: true });
  return { ...account, id: user.id };
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The same admin on a phone: its own browser context, with a phone's screen and browser. */
async function phone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    userAgent: PHONE_UA,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

/** The phone's next action: opening the Users screen from the navigation. */
async function openUsers(page: Page) {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('link', { name: 'Users' }).click();
}

test('ending another session sends that browser to /login on its next call', async ({
  page,
  browser,
  baseURL,
  expectNoA11yViolations,
}) => {
  const admin = await newAdmin(page, baseURL);
  const laptop = page;
  const mobile = await phone(browser, baseURL);
  await signIn(laptop, admin.email, admin.password);
  await signIn(mobile, admin.email, admin.password);

  // The laptop opens its sessions from the account menu: two, this one marked.
  await laptop.getByRole('button', { name: /Account menu/ }).click();
  await laptop.getByRole('link', { name: 'Sessions', exact: true }).click();
  await expect(laptop).toHaveURL(/\/account\/sessions$/);
  await expect(laptop.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
  const sessions = laptop.getByRole('table', { name: 'Active sessions' });
  const rows = sessions.getByRole('row').filter({ has: laptop.getByRole('cell') });
  await expect(rows).toHaveCount(2);
  const here = rows.filter({ hasText: 'This device' });
  await expect(here).toHaveCount(1);
  await expect(here).toContainText(/Chrome \d+ on Linux/);
  await expect(here).toContainText('127.0.0.1');
  const phoneRow = rows.filter({ hasText: 'Safari 17 on iOS' });
  await expect(phoneRow).not.toContainText('This device');
  // Both sign-ins are in the history.
  const history = laptop.getByRole('table', { name: 'Recent sign-ins' });
  await expect(history.getByRole('row').filter({ hasText: 'Signed in' })).toHaveCount(2);
  await expectNoA11yViolations();

  // The phone works until its session is ended.
  await openUsers(mobile);
  await expect(mobile).toHaveURL(/\/users$/);

  await phoneRow.getByRole('button', { name: /End session: Safari 17 on iOS/ }).click();
  const confirm = laptop.getByRole('alertdialog', { name: 'End this session?' });
  await expect(confirm).toContainText('Safari 17 on iOS (127.0.0.1) will be signed out.');
  await confirm.getByRole('button', { name: 'End session' }).click();
  await expect(confirm).toBeHidden();
  await expect(laptop.getByText('Ended 1 session.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(laptop.getByRole('button', { name: 'End all other sessions' })).toBeDisabled();

  // The phone's next action goes to the sign-in page; the laptop stays signed in.
  await mobile.getByRole('button', { name: 'Open navigation' }).click();
  await mobile.getByRole('link', { name: 'Dashboard' }).click();
  await expect(mobile).toHaveURL(/\/login$/);
  await laptop.reload();
  await expect(laptop).toHaveURL(/\/account\/sessions$/);
  await expect(rows).toHaveCount(1);
  await mobile.context().close();
});

test("another admin ends all of an admin's sessions from the Users screen", async ({
  page,
  browser,
  baseURL,
  login,
  expectNoA11yViolations,
}) => {
  const admin = await newAdmin(page, baseURL);
  const mobile = await phone(browser, baseURL);
  await signIn(mobile, admin.email, admin.password);

  await login();
  await page.goto(`/users/${admin.id}`);
  const details = page.getByRole('dialog', { name: 'User Details' });
  await expect(details.getByRole('heading', { name: 'Sessions' })).toBeVisible();
  const sessions = details.getByRole('table', { name: `Active sessions of ${admin.name}` });
  await expect(sessions).toContainText('Safari 17 on iOS');
  await expect(details.getByRole('table', { name: `Recent sign-ins of ${admin.name}` })).toContainText('Signed in');
  await expectNoA11yViolations();

  await details.getByRole('button', { name: 'End all sessions' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'End all sessions?' });
  await expect(confirm).toContainText(`${admin.name} will be signed out on every browser`);
  await confirm.getByRole('button', { name: 'End all sessions' }).click();
  await expect(details.getByText('Ended 1 session.')).toBeVisible();
  await expect(sessions).toContainText('No active sessions');

  await openUsers(mobile);
  await expect(mobile).toHaveURL(/\/login$/);
  await mobile.context().close();
});
