import type { Page } from '@playwright/test';
import { RATE_LIMITER_TEXTS } from '@store/contract/rate-limiters';
import { browserDialogs, expect, failureToast, successToast, test, toasts } from './fixtures.ts';

// Rate Limiter Settings (/settings, spec 001 §2): one card per limiter, edited in place, Clear
// Cache and Reset to Defaults with their confirmations and the spec's success alerts, shown as
// toasts (decision 0028). The stories edit only the `webhooks` limiter, with generous values, and
// put the defaults back at the end.

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('rate limiter settings', () => {
  test.describe.configure({ mode: 'serial' });

  test('shows one card per limiter with its pattern, status, readable window and rate', async ({
    page,
    login,
    expectNoA11yViolations,
  }) => {
    await login();
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Rate Limiter Settings' })).toBeVisible();
    for (const name of ['admin_login', 'admin_api', 'storefront_api', 'checkout', 'webhooks']) {
      await expect(card(page, name)).toBeVisible();
    }
    const signIn = card(page, 'admin_login');
    await expect(signIn).toContainText('POST /api/admin/auth/login');
    await expect(signIn).toContainText('Active');
    await expect(signIn).toContainText('15 minutes (900,000 ms)');
    await expect(signIn).toContainText('10 requests per 15 minutes');
    await expect(signIn).toContainText(/Updated \w{3} \d{2}, \d{4} \d{2}:\d{2} · ID \d+/);
    await expect(card(page, 'admin_api')).toContainText('1 minute (60,000 ms)');
    await expectNoA11yViolations();
  });

  test('edits a limiter in its card and shows the new rate', async ({ page, login, expectNoA11yViolations }) => {
    await login();
    await page.goto('/settings');
    const webhooks = card(page, 'webhooks');
    await webhooks.getByRole('button', { name: 'Edit webhooks' }).click();
    const windowField = webhooks.getByLabel('Time Window (ms)');
    const maxField = webhooks.getByLabel('Max Requests');

    // The spec's bounds, checked in the form.
    await windowField.fill('999');
    await maxField.fill('0');
    await webhooks.getByRole('button', { name: 'Save' }).click();
    await expect(webhooks.getByText('Time window must be a whole number from 1000 to 3600000 ms')).toBeVisible();
    await expect(webhooks.getByText('Max requests must be a whole number from 1 to 10000')).toBeVisible();
    await windowField.fill('30000');
    await expect(webhooks.getByText(/Time window must be/)).toBeHidden();
    await maxField.fill('500');
    await expect(webhooks.getByText(/Max requests must be/)).toBeHidden();
    await expectNoA11yViolations();

    // Cancel asks before the typed values go, then leaves edit mode and keeps the old values.
    await webhooks.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard unsaved changes?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await expect(webhooks).toContainText('120 requests per minute');

    await webhooks.getByRole('button', { name: 'Edit webhooks' }).click();
    await webhooks.getByLabel('Time Window (ms)').fill('30000');
    await webhooks.getByLabel('Max Requests').fill('500');
    await webhooks.getByLabel('Description').fill('Provider deliveries per IP, tuned by the e2e test');
    await webhooks.getByRole('button', { name: 'Save' }).click();
    await expect(webhooks.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(successToast(page)).toHaveText('Rate limiter updated: webhooks');
    await expect(webhooks).toContainText('30 seconds (30,000 ms)');
    await expect(webhooks).toContainText('500 requests per 30 seconds');
    await expect(webhooks).toContainText('tuned by the e2e test');

    // Another card is not in edit mode.
    await expect(card(page, 'checkout').getByRole('button', { name: 'Save' })).toHaveCount(0);
  });

  test('resets every limiter to its defaults after a confirmation', async ({ page, login, expectNoA11yViolations }) => {
    await login();
    const dialogs = browserDialogs(page);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Reset to Defaults' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Reset to Defaults' });
    await expect(confirm).toBeVisible();
    await expectNoA11yViolations();
    await confirm.getByRole('button', { name: 'Reset' }).click();
    await expect(successToast(page)).toHaveText('Rate limiters reset to defaults successfully');
    await expect(confirm).toBeHidden();
    await expect(card(page, 'webhooks')).toContainText('120 requests per minute');
    await expect(card(page, 'webhooks')).not.toContainText('tuned by the e2e test');
    await expectNoA11yViolations(); // with the toast on screen
    expect(dialogs).toEqual([]);
  });

  test("clears the cache after a confirmation and shows the server's message in a toast", async ({ page, login }) => {
    await login();
    const dialogs = browserDialogs(page);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Clear Cache' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Clear Cache' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(toasts(page).getByRole('listitem')).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear Cache' }).click();
    await confirm.getByRole('button', { name: 'Clear Cache' }).click();
    await expect(successToast(page)).toHaveText(RATE_LIMITER_TEXTS.cacheCleared);
    await expect(failureToast(page)).toHaveCount(0);

    // The toast has a close button; a success also leaves by itself.
    await toasts(page).getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(successToast(page)).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test("shows the spec's failure texts", async ({ page, login }) => {
    await login();
    await page.route('**/api/admin/rate-limiters', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/settings');
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch settings');
    await page.unroute('**/api/admin/rate-limiters');

    await page.route('**/api/admin/rate-limiters/*', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    await page.route('**/api/admin/rate-limiters/reset', (route) =>
      route.fulfill({ status: 503, json: { message: 'Try later', error: 'Try later', code: 'UNAVAILABLE' } }),
    );
    await page.route('**/api/admin/rate-limiters/clear-cache', (route) => route.fulfill({ status: 500, body: '' }));
    await page.reload();
    const webhooks = card(page, 'webhooks');
    await webhooks.getByRole('button', { name: 'Edit webhooks' }).click();
    await webhooks.getByRole('button', { name: 'Save' }).click();
    await expect(webhooks.getByRole('alert')).toHaveText('Failed to save settings');
    await webhooks.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Reset to Defaults' }).click();
    const reset = page.getByRole('alertdialog', { name: 'Reset to Defaults' });
    await reset.getByRole('button', { name: 'Reset' }).click();
    await expect(reset.getByRole('alert')).toHaveText('Try later');
    await reset.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Clear Cache' }).click();
    const clear = page.getByRole('alertdialog', { name: 'Clear Cache' });
    await clear.getByRole('button', { name: 'Clear Cache' }).click();
    await expect(clear.getByRole('alert')).toHaveText('Failed to clear cache');
    // spec 001 §8: these failures are shown in place, not as toasts.
    await expect(toasts(page).getByRole('listitem')).toHaveCount(0);
  });
});
