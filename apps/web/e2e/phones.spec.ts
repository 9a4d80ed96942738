import type { Page } from '@playwright/test';
import type { AuditListResponse } from '@store/contract/audit';
import type { OrdersListResponse } from '@store/contract/orders';
import { adminApi, expect, test } from './fixtures.ts';

// The panel on a phone (issue 18; decision 0031): at 390×844 no screen scrolls sideways, neither
// the page nor a box inside it; each list row is a card whose key fields and actions are on screen;
// the order details and the forms fit.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * What sticks out sideways on the page: the page itself wider than the screen, a box that scrolls
 * (or clips) sideways, and a visible element whose right edge is past the screen's.
 */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`page: ${root.scrollWidth} > ${root.clientWidth}`);
    // Inside an sr-only box (1 px, clipped): there for screen readers, not on screen.
    const hiddenForScreenReaders = (el: Element) => {
      for (let at: Element | null = el; at; at = at.parentElement) {
        if (getComputedStyle(at).clipPath === 'inset(50%)') return true;
      }
      return false;
    };
    const name = (el: Element) => {
      const label = el.getAttribute('aria-label') ?? el.getAttribute('data-label') ?? el.textContent ?? '';
      return `${el.tagName.toLowerCase()}.${el.className.toString().split(' ').slice(0, 3).join('.')} "${label.trim().slice(0, 40)}"`;
    };
    for (const el of document.querySelectorAll('main *, [role="dialog"] *, [role="dialog"]')) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      if (['auto', 'scroll', 'hidden'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1) {
        // sr-only text (1 px, clipped) and one-line truncation are meant to clip.
        const clipped = el.clientWidth <= 1 || style.textOverflow === 'ellipsis';
        if (!clipped) found.push(`scrolls: ${name(el)} ${el.scrollWidth} > ${el.clientWidth}`);
      }
      const box = el.getBoundingClientRect();
      if (box.width > 1 && box.right > root.clientWidth + 1 && !hiddenForScreenReaders(el)) {
        found.push(`past the edge: ${name(el)} right ${Math.round(box.right)}`);
      }
    }
    return found;
  });
}

/** Every screen of the sidebar and the account's own, with the heading that says it has loaded. */
const SCREENS = [
  { path: '/dashboard', heading: 'Dashboard' },
  { path: '/users', heading: 'Users', row: 'Users' },
  { path: '/products', heading: 'Products', row: 'Products' },
  { path: '/orders', heading: 'Orders', row: 'Orders' },
  { path: '/promos', heading: 'Promo Codes', row: 'Promo codes' },
  { path: '/access', heading: 'User Access', expand: true },
  { path: '/api-keys', heading: 'API Keys', row: 'API keys' },
  { path: '/shipments', heading: 'Shipments', row: 'Shipments' },
  { path: '/analytics', heading: 'Analytics' },
  { path: '/monitoring', heading: 'API Monitoring & Security', row: 'Blacklisted IP addresses' },
  { path: '/settings', heading: 'Rate Limiter Settings' },
  { path: '/audit', heading: 'Audit Logs', row: 'Audit log entries' },
  { path: '/countries', heading: 'Countries', row: 'Countries' },
  { path: '/releases', heading: 'Software Releases', row: 'Software releases' },
  { path: '/templates', heading: 'Email Templates', row: 'Email templates' },
  { path: '/account/sessions', heading: 'Sessions', row: 'Active sessions' },
  { path: '/account/two-step', heading: 'Two-step sign-in' },
] as const;

/** The element lies within the screen's width (the page does not scroll sideways to show it). */
async function expectOnScreen(page: Page, locator: ReturnType<Page['locator']>) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

const ordersTable = (page: Page) => page.getByRole('table', { name: 'Orders', exact: true });

test('no screen scrolls sideways at 390×844, and each list shows its rows', async ({ page, login, baseURL }) => {
  const { token } = await login();
  // The demo store fills every list but the blacklist: one IP of the test's own.
  const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  const res = await page.request.post(`${baseURL}/api/admin/monitoring/blacklist`, {
    headers: { authorization: `Bearer ${token}` },
    data: { ip, reason: 'Seen on a phone by the e2e test', duration: 3600 },
  });
  expect(res.status()).toBe(201);
  // A key rolled a moment ago: its old key's grace shows under its prefix.
  const keys = `${baseURL}/api/v1/admin/api-keys`;
  const auth = { authorization: `Bearer ${token}` };
  const key = (await (
    await page.request.post(keys, { headers: auth, data: { name: 'Rolled on a phone' } })
  ).json()) as {
    data: { id: number };
  };
  const rolled = await page.request.post(`${keys}/${key.data.id}/roll`, { headers: auth, data: { grace_hours: 24 } });
  expect(rolled.status()).toBe(200);

  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading, exact: true })).toBeVisible();
    if ('row' in screen) {
      const table = page.getByRole('table', { name: screen.row, exact: true });
      // Rows are still rows to a screen reader, with their cells, though each is shown as a card.
      await expect(
        table
          .getByRole('row')
          .filter({ has: page.getByRole('cell') })
          .first(),
      ).toBeVisible();
    }
    if ('expand' in screen) {
      await page.getByRole('button', { name: 'Expand all' }).click();
      await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    expect(await sidewaysOverflow(page), screen.path).toEqual([]);
  }

  await page.request.delete(`${baseURL}/api/admin/monitoring/blacklist/${ip}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await page.request.delete(`${keys}/${key.data.id}`, { headers: auth });
});

test('an order is a card: its number, status, total and Details on screen; ticks, sorting and items work', async ({
  page,
  login,
  baseURL,
  expectNoA11yViolations,
}) => {
  const { token } = await login();
  const { orders } = await adminApi(page.request, baseURL, token)<OrdersListResponse>('GET', '/orders?page=1&limit=1');
  const order = orders[0]!;
  await page.goto('/orders');
  const row = ordersTable(page).getByRole('row').filter({ hasText: order.order_number });
  await expectOnScreen(page, row.getByRole('link', { name: order.order_number }));
  // Its status, whichever it is by now: other specs change this store's newest orders meanwhile.
  await expectOnScreen(page, row.getByRole('cell', { name: /^Status \S/ }));
  await expectOnScreen(page, row.getByText(money(order.total, order.currency), { exact: true }));
  await expectOnScreen(page, row.getByRole('button', { name: `View details of order ${order.order_number}` }));
  // One DOM at every width: each order is in the page once.
  await expect(page.getByRole('link', { name: order.order_number, exact: true })).toHaveCount(1);

  // The tick of a card selects it for the bulk bar, which fits too.
  await row.getByRole('checkbox', { name: `Select order ${order.order_number}` }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('1 order selected');
  expect(await sidewaysOverflow(page)).toEqual([]);
  await bar.getByRole('button', { name: 'Clear selection' }).click();

  // The headers' sort buttons are a line of chips above the cards.
  await expectOnScreen(page, ordersTable(page).getByRole('button', { name: 'Total', exact: true }));
  await ordersTable(page).getByRole('button', { name: 'Total', exact: true }).click();
  await expect(page).toHaveURL(/sort=-total/);
  await expect(ordersTable(page).getByRole('columnheader', { name: 'Total' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  // A card's items open under it and fit.
  const first = ordersTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') })
    .nth(1);
  await first.getByRole('button', { name: /^Show items of order/ }).click();
  await expect(ordersTable(page).getByRole('table', { name: /^Items of order/ })).toBeVisible();
  expect(await sidewaysOverflow(page)).toEqual([]);

  await expectNoA11yViolations();
});

test('the order details, the other details and the forms fit a phone', async ({ page, login, baseURL }) => {
  const { token, user: me } = await login();
  const api = adminApi(page.request, baseURL, token);
  const { orders } = await api<OrdersListResponse>('GET', '/orders?page=1&limit=1');
  const order = orders[0]!;
  await page.goto(`/orders/${order.id}`);
  const details = page.getByRole('dialog', { name: `Order ${order.order_number}` });
  await expect(details.getByRole('table', { name: `Items of order ${order.order_number}` })).toBeVisible();
  await expect(details.getByRole('list', { name: 'Order timeline' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toEqual([]);
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toBeHidden();

  await page.goto('/products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Product' });
  await expect(form).toBeVisible();
  expect(await sidewaysOverflow(page)).toEqual([]);
  await expectOnScreen(page, form.getByRole('button', { name: 'Cancel' }));

  await page.goto('/users');
  const users = page.getByRole('table', { name: 'Users', exact: true });
  const user = users
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .nth(1);
  await expectOnScreen(page, user.getByRole('button', { name: /^Edit / }));
  await expectOnScreen(page, user.getByRole('button', { name: /^Delete / }));
  await user.getByRole('button', { name: /^Edit / }).click();
  await expect(page.getByRole('dialog', { name: 'Edit User' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toEqual([]);

  // An admin's details hold its sessions and sign-ins, each a list of cards.
  await page.goto(`/users/${me.id}`);
  const admin = page.getByRole('dialog', { name: 'User Details' });
  await expect(admin.getByRole('table', { name: `Recent sign-ins of ${me.name}` })).toContainText('Signed in');
  expect(await sidewaysOverflow(page)).toEqual([]);

  // An audit entry's before → after table.
  const { audit_logs } = await api<AuditListResponse>('GET', '/audit?action=update&page=1&limit=1');
  await page.goto(`/audit/${audit_logs[0]!.id}`);
  await expect(page.getByRole('dialog', { name: 'Audit Log Details' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toEqual([]);
});

test('the dashboard’s chart, below the fold on a phone, loads as it is scrolled to', async ({ page, login }) => {
  await login();
  const charts: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(TrendChart|chartStyle)-/.test(request.url())) charts.push(request.url());
  });
  await page.goto('/dashboard');
  const trend = page.getByRole('region', { name: 'Last 30 Days' });
  const chart = trend.getByTestId('trend-chart');
  // The figures above the chart are there; the chart's box keeps its place, empty.
  await expect(trend.getByTestId('trend-revenue-total')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent Activity' })).toBeAttached();
  const box = await chart.boundingBox();
  expect(box!.y).toBeGreaterThan(page.viewportSize()!.height + 200);
  expect(box!.height).toBe(224);
  expect(charts).toEqual([]);
  await expect(chart.locator('svg')).toHaveCount(0);

  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  expect(charts.length).toBeGreaterThan(0);
});
