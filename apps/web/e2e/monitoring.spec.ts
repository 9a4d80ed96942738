import type { Page } from '@playwright/test';
import type { BlacklistedIp } from '@store/contract/monitoring';
import { browserDialogs, expect, failureToast, successToast, test } from './fixtures.ts';

// API Monitoring & Security (spec 001 §2): the four cards, the blacklisted IPs with their
// 'Manual' badge, score colours and expiry, blacklisting by hand, unblocking, and the screen's
// own refresh every 30 seconds. The test servers run without Redis: its status is Disconnected,
// explained as the in-memory default.

/** A documentation address (RFC 5737) of its own for each test. */
const someIp = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

const ipRow = (page: Page, ip: string) =>
  page.getByRole('table', { name: 'Blacklisted IP addresses' }).getByRole('row').filter({ hasText: ip });

test.describe('API monitoring and security', () => {
  test('shows the four cards and says Disconnected without Redis', async ({ page, login, expectNoA11yViolations }) => {
    await login();
    await page.goto('/monitoring');
    await expect(page.getByRole('heading', { level: 1, name: 'API Monitoring & Security' })).toBeVisible();
    for (const id of ['blacklisted-ips', 'active-api-keys', 'total-api-requests']) {
      await expect(page.getByTestId(`card-${id}-value`)).toHaveText(/^\d[\d,]*$/);
    }
    for (const title of ['Blacklisted IPs', 'Active API Keys', 'Total API Requests', 'Redis Status']) {
      await expect(page.getByRole('region', { name: title, exact: true }).first()).toBeVisible();
    }
    await expect(page.getByTestId('card-redis-status-value')).toHaveText('Disconnected');
    // Not configured is the embedded default, not an outage: said so, in a neutral colour.
    await expect(page.getByTestId('card-redis-status-note')).toHaveText(
      'Not configured: rate limits and IP blocks are kept in memory by this one instance.',
    );
    await expect(page.getByRole('region', { name: 'Redis Details' })).toHaveCount(0);
    await expectNoA11yViolations();
  });

  test('shows the Redis details panel when Redis is connected', async ({ page, login }) => {
    await login();
    await page.route('**/api/admin/monitoring/redis-health', (route) =>
      route.fulfill({
        json: {
          data: {
            status: 'connected',
            configured: true,
            version: '7.0.15',
            uptime_days: 12,
            used_memory: '1.05M',
            total_keys: 42,
          },
        },
      }),
    );
    await page.goto('/monitoring');
    await expect(page.getByTestId('card-redis-status-value')).toHaveText('Connected');
    const details = page.getByRole('region', { name: 'Redis Details' });
    for (const text of ['7.0.15', '12 days', '1.05M', '42']) await expect(details).toContainText(text);
  });

  test('blacklists an IP by hand: it shows with Manual and its expiry, then is unblocked', async ({
    page,
    login,
    expectNoA11yViolations,
  }) => {
    await login();
    await page.goto('/monitoring');
    await page.getByRole('button', { name: 'Blacklist IP' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manually Blacklist IP' });
    await expect(dialog.getByLabel('Duration')).toHaveValue('86400');
    await expect(dialog.getByLabel('Duration').locator('option')).toHaveText([
      '1 hour',
      '6 hours',
      '12 hours',
      '24 hours',
      '2 days',
      '7 days',
    ]);
    await dialog.getByRole('button', { name: 'Blacklist IP' }).click();
    await expect(dialog.getByText('IP address is required')).toBeVisible();
    await expect(dialog.getByText('Reason is required')).toBeVisible();
    await dialog.getByLabel('IP Address').fill('not-an-ip');
    await expect(dialog.getByText('IP address is required')).toBeHidden();
    await expectNoA11yViolations();

    const ip = someIp();
    await dialog.getByLabel('IP Address').fill(ip);
    await dialog.getByLabel('Reason').fill('Scraping the catalogue');
    await dialog.getByLabel('Duration').selectOption({ label: '6 hours' });
    await dialog.getByRole('button', { name: 'Blacklist IP' }).click();
    await expect(dialog).toBeHidden();

    const row = ipRow(page, ip);
    await expect(row).toContainText('Manual');
    await expect(row).toContainText('Scraping the catalogue');
    await expect(row.getByRole('cell').nth(4)).toHaveText(/^(5h 59m|6h 0m)$/);
    await expectNoA11yViolations();

    await row.getByRole('button', { name: `Unblock ${ip}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Unblock IP' });
    await expect(confirm).toContainText(ip);
    await expectNoA11yViolations();
    await confirm.getByRole('button', { name: 'Unblock' }).click();
    await expect(ipRow(page, ip)).toHaveCount(0);
    await expect(successToast(page)).toHaveText(`IP address unblocked: ${ip}`);
  });

  test("refuses the admin's own address with the server's message", async ({ page, login }) => {
    await login();
    await page.goto('/monitoring');
    await page.getByRole('button', { name: 'Blacklist IP' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manually Blacklist IP' });
    await dialog.getByLabel('IP Address').fill('127.0.0.1');
    await dialog.getByLabel('Reason').fill('Oops');
    await dialog.getByRole('button', { name: 'Blacklist IP' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('You cannot blacklist the IP address you are connected from');
  });

  test('picks up, within 30 seconds and by itself, an IP blacklisted through the API', async ({
    page,
    login,
    baseURL,
  }) => {
    const { token } = await login();
    await page.clock.install();
    await page.goto('/monitoring');
    await expect(page.getByRole('heading', { level: 1, name: 'API Monitoring & Security' })).toBeVisible();
    const before = await page.getByTestId('card-blacklisted-ips-value').textContent();

    const ip = someIp();
    const res = await page.request.post(`${baseURL}/api/admin/monitoring/blacklist`, {
      headers: { authorization: `Bearer ${token}` },
      data: { ip, reason: 'Seen by the auto refresh', duration: 3600 },
    });
    expect(res.status()).toBe(201);
    await expect(ipRow(page, ip)).toHaveCount(0);

    await page.clock.fastForward(30_000);
    await expect(ipRow(page, ip)).toContainText('Seen by the auto refresh');
    await expect(page.getByTestId('card-blacklisted-ips-value')).not.toHaveText(before!);

    await page.request.delete(`${baseURL}/api/admin/monitoring/blacklist/${ip}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  });

  test('colours scores red at 80, orange at 60, else yellow; reads expiry as Xh Ym', async ({
    page,
    login,
    expectNoA11yViolations,
  }) => {
    await login();
    const now = new Date().toISOString();
    const entries: BlacklistedIp[] = [
      {
        ip: '203.0.113.80',
        score: 85,
        reasons: ['Invalid API key', 'Rate limit exceeded'],
        blocked_at: now,
        expires_in_seconds: 86_000,
        manual: false,
      },
      {
        ip: '203.0.113.60',
        score: 60,
        reasons: ['Failed login'],
        blocked_at: now,
        expires_in_seconds: 3_660,
        manual: false,
      },
      {
        ip: '203.0.113.10',
        score: 10,
        reasons: ['Manual block'],
        blocked_at: now,
        expires_in_seconds: 59,
        manual: true,
      },
    ];
    await page.route('**/api/admin/monitoring/blacklisted-ips*', (route) => route.fulfill({ json: { data: entries } }));
    await page.goto('/monitoring');
    const levels = { '203.0.113.80': 'red', '203.0.113.60': 'orange', '203.0.113.10': 'yellow' };
    for (const [ip, level] of Object.entries(levels)) {
      await expect(ipRow(page, ip).locator(`[data-level="${level}"]`)).toBeVisible();
    }
    await expect(ipRow(page, '203.0.113.80')).not.toContainText('Manual');
    await expect(ipRow(page, '203.0.113.80')).toContainText('Invalid API key, Rate limit exceeded');
    await expect(ipRow(page, '203.0.113.80').getByRole('cell').nth(4)).toHaveText('23h 53m');
    await expect(ipRow(page, '203.0.113.60').getByRole('cell').nth(4)).toHaveText('1h 1m');
    await expect(ipRow(page, '203.0.113.10').getByRole('cell').nth(4)).toHaveText('0h 0m');
    await expectNoA11yViolations();
  });

  test("shows '✓ No blacklisted IPs', the load failure text and the unblock failure toast", async ({ page, login }) => {
    await login();
    await page.route('**/api/admin/monitoring/blacklisted-ips*', (route) => route.fulfill({ json: { data: [] } }));
    await page.goto('/monitoring');
    await expect(page.getByText('✓ No blacklisted IPs')).toBeVisible();

    await page.route('**/api/admin/monitoring/stats', (route) => route.fulfill({ status: 500, body: '' }));
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('Failed to load monitoring data. Please try again.');
    await page.unroute('**/api/admin/monitoring/stats');

    const dialogs = browserDialogs(page);
    const entry = {
      ip: '203.0.113.7',
      score: 90,
      reasons: ['x'],
      blocked_at: new Date().toISOString(),
      expires_in_seconds: 100,
      manual: true,
    };
    await page.unroute('**/api/admin/monitoring/blacklisted-ips*');
    await page.route('**/api/admin/monitoring/blacklisted-ips*', (route) => route.fulfill({ json: { data: [entry] } }));
    await page.route('**/api/admin/monitoring/blacklist/**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.reload();
    await ipRow(page, entry.ip)
      .getByRole('button', { name: `Unblock ${entry.ip}` })
      .click();
    await page.getByRole('alertdialog', { name: 'Unblock IP' }).getByRole('button', { name: 'Unblock' }).click();
    await expect(failureToast(page)).toHaveText('Failed to unblock IP. Please try again.');
    await expect(page.getByRole('alertdialog', { name: 'Unblock IP' })).toBeHidden();
    await expect(ipRow(page, entry.ip)).toBeVisible();
    expect(dialogs).toEqual([]);
  });

  test("shows the server's error, else 'Failed to blacklist IP'", async ({ page, login }) => {
    await login();
    await page.route('**/api/admin/monitoring/blacklist', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/monitoring');
    await page.getByRole('button', { name: 'Blacklist IP' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manually Blacklist IP' });
    await dialog.getByLabel('IP Address').fill(someIp());
    await dialog.getByLabel('Reason').fill('Failure path');
    await dialog.getByRole('button', { name: 'Blacklist IP' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Failed to blacklist IP');
  });
});
