import type { Page } from '@playwright/test';
import type { User } from '@store/contract/users';
import { expect, test } from './fixtures.ts';

// The customer's onboarding page (DESIGN §4): public, outside the admin layout. Each test gives a
// new customer a link through the admin API, then opens it as the customer would.

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const test2 = test.extend<{ pendingCustomer: () => Promise<{ user: User; path: string }> }>({
  pendingCustomer: async ({ page, login, baseURL }, use) => {
    await use(async () => {
      const { token } = await login();
      const headers = { authorization: `Bearer ${token}` };
      const tag = uid();
      const created = await page.request.post(`${baseURL}/api/admin/users`, {
        headers,
        data: { email: `onboard-${tag}@example.com`, name: `Onboard ${tag}`, password: 'set-by-admin' },
      });
      expect(created.status()).toBe(201);
      const user = (await created.json()) as User;
      const issued = await page.request.post(`${baseURL}/api/admin/users/${user.id}/onboarding-link`, { headers });
      const link = ((await issued.json()) as User).onboarding_link!;
      // Sign the admin out of this browser: the customer has no panel session.
      await page.evaluate(() => localStorage.clear());
      return { user, path: new URL(link).pathname };
    });
  },
});

const password = (page: Page) => page.getByLabel('Password', { exact: true });

test2.describe('the onboarding page', () => {
  test2('checks the password, then sets up the account once', async ({ page, pendingCustomer }) => {
    const { user, path } = await pendingCustomer();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Setup' })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    // Outside the admin layout: no sidebar, no sign-in redirect.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${path}$`));

    await page.getByRole('button', { name: 'Set Up Account' }).click();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByText('Please confirm your password')).toBeVisible();
    await password(page).fill('12345');
    await expect(page.getByText('Password is required')).toBeHidden();
    await page.getByLabel('Confirm Password').fill('12346');
    await page.getByRole('button', { name: 'Set Up Account' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await password(page).fill('customer-secret');
    await page.getByRole('button', { name: 'Set Up Account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm Password').fill('customer-secret');
    await expect(page.getByText('Passwords do not match')).toBeHidden();
    await page.getByRole('button', { name: 'Set Up Account' }).click();
    await expect(page.getByRole('status')).toContainText(
      'Your account is ready. You can now sign in to the store with your new password.',
    );

    // The link is used up.
    await page.goto(path);
    await expect(page.getByRole('alert')).toHaveText('This onboarding link is invalid or has already been used.');
  });

  test2('says so for a link that does not exist', async ({ page }) => {
    await page.goto(`/onboarding/${'x'.repeat(43)}`);
    await expect(page.getByRole('alert')).toHaveText('This onboarding link is invalid or has already been used.');
    await expect(page.getByRole('button', { name: 'Set Up Account' })).toHaveCount(0);
  });

  test2(
    'passes an axe-core scan, with its validation texts shown',
    async ({ page, pendingCustomer, expectNoA11yViolations }) => {
      const { path } = await pendingCustomer();
      await page.goto(path);
      await page.getByRole('button', { name: 'Set Up Account' }).click();
      await expect(page.getByText('Password is required')).toBeVisible();
      await expectNoA11yViolations();
      await page.goto('/onboarding/not-a-real-link-at-all-xxxxxxxx');
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoA11yViolations();
    },
  );
});
