// Two-step sign-in (issue 17; decision 0025): an admin sets it up from the account menu with the
// key the page shows, then signs in with a code from the app, and once with a recovery code.
import type { LoginResponse } from '@store/contract/auth';
import { RECOVERY_CODE_COUNT, TOTP } from '@store/contract/two-step';
import type { User } from '@store/contract/users';
import type { Page } from '@playwright/test';
import { Secret, TOTP as Totp } from 'otpauth';
import { adminApi, expect, test, uid } from './fixtures.ts';
import { E2E_ADMIN } from './servers.ts';

/** The authenticator app of the test: the key as read from the page. */
function authenticator(key: string) {
  const totp = new Totp({
    algorithm: TOTP.algorithm,
    digits: TOTP.digits,
    period: TOTP.periodSeconds,
    secret: Secret.fromBase32(key.replace(/\s/g, '')),
  });
  let lastStep = -1;
  return {
    /** A code of a time step later than the last one used: the server takes each step once. */
    async nextCode(page: Page) {
      let step = totp.counter();
      if (step <= lastStep) {
        await page.waitForTimeout((lastStep + 1) * TOTP.periodSeconds * 1000 - Date.now() + 250);
        step = totp.counter();
      }
      lastStep = step;
      return totp.generate();
    },
  };
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('an admin sets up two-step sign-in, then signs in with a code and once with a recovery code', async ({
  page,
  baseURL,
  expectNoA11yViolations,
}) => {
  // Two waits for the next 30-second step of the codes, on top of the story itself.
  test.setTimeout(150_000);
  // An admin of this test's own, so the shared e2e admin keeps signing in with a password alone.
  const res = await page.request.post(`${baseURL}/api/admin/auth/login`, {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const { token } = (await res.json()) as LoginResponse;
  const email = `two-step-${uid()}@example.com`;
  const password = 'two-step-password';
  await adminApi(page.request, baseURL, token)<User>('POST', '/users', {
    email,
    name: 'Tess Twostep',
    password,
    is_admin: true,
  });

  await signInWithPassword(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The account menu in the top bar leads to the page.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: 'Two-step sign-in', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/two-step$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
  await expect(page.getByText('you sign in with your password alone')).toBeVisible();

  await page.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const shownKey = await page.getByRole('group', { name: 'Setup key' }).locator('code').innerText();
  expect(shownKey).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  await expectNoA11yViolations();

  // A wrong code is refused by the server, next to the field.
  const app = authenticator(shownKey);
  const codeField = page.getByLabel('Code from the app');
  const realCode = await app.nextCode(page);
  await codeField.fill(realCode === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Invalid code')).toBeVisible();

  await codeField.fill(realCode);
  await page.getByRole('button', { name: 'Confirm' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(RECOVERY_CODE_COUNT);
  await expect(page.getByText('they will not be shown again')).toBeVisible();
  const recoveryCode = await codes.first().innerText();
  expect(recoveryCode).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
  await expectNoA11yViolations();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download (.txt)' }).click();
  expect((await download).suggestedFilename()).toBe('store-admin-recovery-codes.txt');

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(/On since/)).toBeVisible();
  await expect(page.getByText(`${RECOVERY_CODE_COUNT} of ${RECOVERY_CODE_COUNT} recovery codes left`)).toBeVisible();

  // Signing in now asks for a code after the password.
  await signOut(page);
  await signInWithPassword(page, email, password);
  const authCode = page.getByLabel('Authentication code');
  await expect(authCode).toBeVisible();
  await expectNoA11yViolations();
  await authCode.fill(await app.nextCode(page));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('current-user-email')).toHaveText(email);

  // A recovery code signs in once, and only once.
  await signOut(page);
  await signInWithPassword(page, email, password);
  await authCode.fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/account/two-step');
  await expect(
    page.getByText(`${RECOVERY_CODE_COUNT - 1} of ${RECOVERY_CODE_COUNT} recovery codes left`),
  ).toBeVisible();

  await signOut(page);
  await signInWithPassword(page, email, password);
  await authCode.fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid code' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
