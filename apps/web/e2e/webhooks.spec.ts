import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { adminApi, expect, successToast, test, uid } from './fixtures.ts';

// Outbound webhooks (issue 33 item 3, decision 0062), from the Owner's side: an endpoint added
// under API Keys, its secret shown once, a test event delivered to a receiver this spec runs, the
// delivery in the endpoint's log, and a replay. The demo server runs its jobs and allows private
// addresses (WEBHOOKS_ALLOW_PRIVATE in playwright.config.ts), so 127.0.0.1 can receive.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** An HTTP server on 127.0.0.1 that answers 200 to every POST and keeps what it got. */
async function startReceiver(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/${uid()}`, received, server };
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });

test.describe('Webhooks', () => {
  test('an Owner adds an endpoint, sees its secret once, sends a test event, replays it, edits it and rolls its secret', async ({
    page,
    login,
    expectNoA11yViolations,
  }) => {
    const receiver = await startReceiver();
    try {
      await login();
      await page.goto('/api-keys');
      await page.getByRole('link', { name: 'Webhooks' }).click();
      await expect(page).toHaveURL(/\/api-keys\/webhooks$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const form = page.getByRole('dialog', { name: 'Add Webhook Endpoint' });
      await form.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(form.getByText('URL is required')).toBeVisible();
      await expect(form.getByText('Choose at least one event')).toBeVisible();
      await form.getByLabel('Endpoint URL').fill(receiver.url);
      await form.getByLabel('Description (optional)').fill('The fulfilment service');
      await form.getByLabel('An order was paid').check();
      await form.getByLabel('A shipment was created').check();
      await expectNoA11yViolations();
      await form.getByRole('button', { name: 'Add endpoint' }).click();

      // The secret, once: closing before copying asks first.
      const shown = page.getByRole('dialog', { name: 'Webhook Endpoint Added' });
      await expect(shown.getByText('Save this signing secret now! It will not be shown again.')).toBeVisible();
      const secret = await shown.getByLabel('Signing secret').inputValue();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
      await shown.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('button', { name: 'Go back to the secret' }).click();
      await shown.getByRole('button', { name: 'Copy to Clipboard' }).click();
      await expect(shown.getByRole('button', { name: 'Copied!' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      await shown.getByRole('button', { name: 'Done' }).click();
      await expect(shown).toBeHidden();

      const row = page.getByRole('row').filter({ hasText: receiver.url });
      await expect(row).toContainText('The fulfilment service');
      await expect(row).toContainText('order.paid');
      await expect(row).toContainText('shipment.created');
      await expect(row).toContainText('Enabled');
      await expectNoA11yViolations();

      // "Send test event": the job runner delivers it, signed with the secret just shown.
      await row.getByRole('button', { name: `Send a test event to ${receiver.url}` }).click();
      await expect(successToast(page).filter({ hasText: 'Test event queued' })).toBeVisible();
      await expect
        .poll(() => receiver.received.length, { timeout: 20_000, intervals: [1000] })
        .toBeGreaterThanOrEqual(1);
      const first = receiver.received[0]!;
      const event = new Webhook(secret).verify(first.body, {
        'webhook-id': String(first.headers['webhook-id']),
        'webhook-timestamp': String(first.headers['webhook-timestamp']),
        'webhook-signature': String(first.headers['webhook-signature']),
      }) as { type: string };
      expect(event.type).toBe('webhook.test');

      // The endpoint's log, at its own address.
      await row.getByRole('button', { name: `Deliveries of ${receiver.url}` }).click();
      await expect(page).toHaveURL(/\/api-keys\/webhooks\/\d+$/);
      const log = page.getByRole('dialog', { name: 'Webhook Endpoint' });
      const delivery = log.getByRole('row').filter({ hasText: 'webhook.test' });
      await expect(delivery.getByRole('cell').nth(2)).toHaveText('Succeeded');
      await expect(delivery.getByRole('cell').nth(3)).toHaveText('1');
      await expect(delivery.getByRole('cell').nth(4)).toHaveText(/^200 · \d+ ms$/);
      await expectNoA11yViolations();

      // Replay: the same event once more, the same webhook-id; the attempts become 2.
      await delivery.getByRole('button', { name: /^Replay webhook\.test/ }).click();
      await expect(successToast(page).filter({ hasText: 'Delivery queued again' })).toBeVisible();
      await expect
        .poll(() => receiver.received.length, { timeout: 20_000, intervals: [1000] })
        .toBeGreaterThanOrEqual(2);
      expect(receiver.received[1]!.headers['webhook-id']).toBe(first.headers['webhook-id']);
      await expect(async () => {
        await log.getByRole('button', { name: 'Refresh' }).click();
        await expect(delivery.getByRole('cell').nth(3)).toHaveText('2', { timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await expect(delivery.getByRole('cell').nth(2)).toHaveText('Succeeded');

      // A delivery opens to its attempts and its payload.
      await delivery.getByRole('button', { name: /^Show the attempts and payload of webhook\.test/ }).click();
      await expect(log.getByText('#1', { exact: true })).toBeVisible();
      await expect(log.getByText('#2', { exact: true })).toBeVisible();
      await expect(log.locator('pre')).toContainText('"type": "webhook.test"');
      await expectNoA11yViolations();
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectNoA11yViolations();
      await page.emulateMedia({ colorScheme: 'light' });
      await log.getByRole('button', { name: 'Close' }).first().click();
      await expect(page).toHaveURL(/\/api-keys\/webhooks$/);

      // Edit: the form holds the endpoint's values; a subscription taken away is saved.
      await row.getByRole('button', { name: `Edit ${receiver.url}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Webhook Endpoint' });
      await expect(edit.getByLabel('Endpoint URL')).toHaveValue(receiver.url);
      await expect(edit.getByLabel('An order was paid')).toBeChecked();
      await edit.getByLabel('A shipment was created').uncheck();
      await edit.getByLabel('An order was paid').uncheck();
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(edit.getByText('Choose at least one event')).toBeVisible();
      await edit.getByLabel('An order was paid').check();
      await edit.getByLabel('Description (optional)').fill('The fulfilment service, paid orders only');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(edit).toBeHidden();
      await expect(row).toContainText('paid orders only');
      await expect(row).not.toContainText('shipment.created');

      // Roll the secret: asked first, then the new one once; both sign for 24 hours.
      await row.getByRole('button', { name: `Roll the signing secret of ${receiver.url}` }).click();
      await page
        .getByRole('alertdialog', { name: 'Roll Signing Secret' })
        .getByRole('button', { name: 'Roll Secret' })
        .click();
      const rolled = page.getByRole('dialog', { name: 'Signing Secret Rolled' });
      await expect(rolled).toContainText('the old one keeps signing for 24 hours');
      const newSecret = await rolled.getByLabel('Signing secret').inputValue();
      expect(newSecret).toMatch(/^whsec_/);
      expect(newSecret).not.toBe(secret);
      await rolled.getByRole('button', { name: 'Copy to Clipboard' }).click();
      await rolled.getByRole('button', { name: 'Done' }).click();
      await expect(rolled).toBeHidden();

      // Disable, then delete after a confirmation.
      await row.getByRole('button', { name: `Disable ${receiver.url}` }).click();
      await expect(successToast(page).filter({ hasText: 'Webhook endpoint disabled' })).toBeVisible();
      await expect(row).toContainText('Disabled');
      await row.getByRole('button', { name: `Delete ${receiver.url}` }).click();
      await page
        .getByRole('alertdialog', { name: 'Delete Webhook Endpoint' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(successToast(page).filter({ hasText: 'Webhook endpoint deleted' })).toBeVisible();
      await expect(row).toHaveCount(0);

      // The command palette finds the screen.
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await page.keyboard.press('Control+K');
      await expect(palette(page).getByRole('combobox')).toBeFocused();
      await page.keyboard.type('Webhooks');
      await expect(palette(page).locator('[role="option"][aria-selected="true"]')).toHaveText('Webhooks');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/api-keys\/webhooks$/);
    } finally {
      receiver.server.close();
    }
  });

  test('an Administrator, who has API keys but not the security settings, gets no webhooks', async ({
    page,
    login,
    browser,
    baseURL,
  }) => {
    const { token } = await login();
    const tag = uid();
    const email = `admin-${tag}@example.com`;
    await adminApi(page.request, baseURL, token)('POST', '/users', {
      email,
      password: 'admin-pass',
      name: `Administrator ${tag}`,
      is_admin: true,
      admin_role: 'administrator',
    });
    const context = await browser.newContext({ baseURL });
    const other = await context.newPage();
    await other.goto('/login');
    await other.getByLabel('Email').fill(email);
    await other.getByLabel('Password').fill('admin-pass');
    await other.getByRole('button', { name: 'Sign In' }).click();
    await expect(other).toHaveURL(/\/dashboard$/);
    await other.goto('/api-keys');
    await expect(other.getByRole('heading', { level: 1, name: 'API Keys' })).toBeVisible();
    await expect(other.getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
    await other.goto('/api-keys/webhooks');
    await expect(other.getByRole('heading', { level: 1, name: 'Not part of your role' })).toBeVisible();
    await context.close();
  });
});
