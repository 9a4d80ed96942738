import type { APIRequestContext } from '@playwright/test';
import type { ShippableOrdersResponse } from '@store/contract/shipments';
import { expect, test } from './fixtures.ts';

// Issue 9, item 12: a script-bearing value stored in every text field an admin (or a customer)
// can fill — names, descriptions, template subjects and bodies, release notes, tracking numbers,
// carriers, blacklist reasons, limiter descriptions, a custom order status — and then every
// screen, its search and its details: no dialog ever opens and no injected element appears.

const PAYLOAD = '<img src=x onerror=alert(1)>';
const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function adminApi(request: APIRequestContext, baseURL: string | undefined, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return async <T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, data?: unknown) => {
    const url = path.startsWith('/v1/') ? `${baseURL}/api${path}` : `${baseURL}/api/admin${path}`;
    const res = await request.fetch(url, { method, headers, data });
    return { status: res.status(), body: (res.status() === 204 ? undefined : await res.json()) as T };
  };
}

test('stored script in every text field runs nowhere', async ({ page, login, baseURL }) => {
  test.setTimeout(240_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const { token } = await login();
  const api = adminApi(page.request, baseURL, token);
  const tag = uid();
  const named = `${PAYLOAD} ${tag}`;
  const created = async (method: 'POST' | 'PATCH' | 'PUT', path: string, data: unknown) => {
    const res = await api<{ id?: number; data?: { id: number } }>(method, path, data);
    expect(res.status, `${method} ${path}`).toBeLessThan(300);
    return res.body;
  };

  await created('POST', '/users', { email: `xss-${tag}@example.com`, password: 'customer-pass-1', name: named });
  const product = (await created('POST', '/products', {
    name: named,
    description: named,
    price_usd: 1000,
    internal_key: `xss-${tag}`,
    is_downloadable: true,
  })) as { id: number };
  await created('POST', '/releases', {
    product_id: product.id,
    version_number: `9.${Date.now() % 100000}`,
    platform: 'linux',
    download_url: 'https://downloads.example.com/xss.zip',
    sha256_checksum: 'a'.repeat(64),
    release_notes: named,
    release_date: '2026-04-01',
    is_latest: false,
  });
  await created('POST', '/templates', {
    template_key: `xss_${tag}`,
    name: named,
    subject: named,
    body_html: `<p>${named}</p><script>alert(2)</script>`,
    body_text: named,
    is_active: true,
  });
  // A country code no other test uses; the name carries the payload.
  const country = await api('PATCH', '/countries/LI', { country_name: named, shipping_cost_usd_cents: 900 });
  if (country.status === 404) {
    await created('POST', '/countries', { country_code: 'LI', country_name: named, shipping_cost_usd_cents: 900 });
  }
  const { body: orderable } = await api<ShippableOrdersResponse>('GET', '/shipments/orderable-orders?limit=1000');
  const order = orderable.orders[orderable.orders.length - 1]!;
  await created('POST', '/shipments', {
    order_id: order.id,
    tracking_number: named,
    carrier: named,
    status: 'pending',
  });
  await created('PATCH', `/orders/${order.id}`, { status: named });
  await created('POST', '/v1/admin/api-keys', { name: named, description: named });
  await created('POST', '/monitoring/blacklist', { ip: '198.18.77.77', reason: named, duration: 3600 });
  type Limiter = { id: number; window_ms: number; max_requests: number; description: string; is_active: boolean };
  const { body: limiters } = await api<{ data: Limiter[] }>('GET', '/rate-limiters');
  const limiter = limiters.data.find((l) => l.is_active)!;
  const settings = (description: string) => ({
    window_ms: limiter.window_ms,
    max_requests: limiter.max_requests,
    description,
    is_active: limiter.is_active,
  });
  await created('PUT', `/rate-limiters/${limiter.id}`, settings(named));

  try {
    // Two walls, each checked: React renders stored text as text (no element is ever made from
    // it), and the CSP would refuse an inline handler if one were (no dialog).
    const injected: string[] = [];
    const expectNoInjectedElement = async (where: string) => {
      if ((await page.locator('img[src="x"]').count()) > 0) injected.push(where);
    };
    const visit = async (path: string, search?: string) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      if (search) {
        await page.getByRole('searchbox').first().fill(search);
        await page.waitForLoadState('networkidle');
      }
      await expectNoInjectedElement(search ? `${path} searching ${search}` : path);
    };
    for (const path of [
      '/dashboard',
      '/orders',
      '/promos',
      '/access',
      '/api-keys',
      '/analytics',
      '/monitoring',
      '/settings',
    ])
      await visit(path);
    for (const path of ['/users', '/products', '/shipments', '/countries', '/releases', '/templates'])
      await visit(path, tag);
    await visit('/orders', order.order_number);

    // Details and previews, where stored text is shown at length.
    const openDetails = async (name: RegExp, title: string) => {
      await page.getByRole('button', { name }).first().click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoInjectedElement(title);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    };
    await visit('/templates', tag);
    await openDetails(/^View template /, 'Template Details'); // with its sandboxed preview
    await visit('/products', tag);
    await openDetails(/^View details of /, 'Product Details');
    await visit('/audit');
    await openDetails(/^View details of /, 'Audit Log Details');

    expect(dialogs).toEqual([]);
    // The payload is shown as text, never as an element of the page.
    expect(injected).toEqual([]);
  } finally {
    await api('PUT', `/rate-limiters/${limiter.id}`, settings(limiter.description));
    await api('DELETE', '/monitoring/blacklist/198.18.77.77');
  }
});
