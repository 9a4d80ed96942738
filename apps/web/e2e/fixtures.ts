// Fixtures that set up state the way a person (or the API) would, so specs read like stories.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CreatedApiKey } from '@store/contract/api-keys';
import type { OrderDetail, OrdersListResponse, SimulatePaymentResponse } from '@store/contract/orders';
import type { CheckoutResponse } from '@store/contract/storefront';
import { SIGN_IN_STORAGE_KEYS } from '@store/contract/sign-in-storage';
import { E2E_ADMIN } from './servers.ts';

export { expect };

export interface ApiSession {
  token: string;
  refresh_token: string;
  user: { id: number; name: string; email: string; is_admin: boolean };
}

export const test = base.extend<{
  /** Signs in through the API and puts the session where the panel keeps it. */
  login: () => Promise<ApiSession>;
  /** Fails the test on any axe-core violation on the current page. */
  expectNoA11yViolations: () => Promise<void>;
}>({
  login: async ({ page, baseURL }, use) => {
    await use(async () => {
      const res = await page.request.post(`${baseURL}/api/admin/auth/login`, {
        data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
      });
      expect(res.status()).toBe(200);
      const session = (await res.json()) as ApiSession;
      await page.goto('/login');
      await page.evaluate(
        ([keys, s]) => {
          localStorage.setItem(keys.token, s.token);
          localStorage.setItem(keys.refreshToken, s.refresh_token);
          localStorage.setItem(keys.user, JSON.stringify(s.user));
        },
        [SIGN_IN_STORAGE_KEYS, session] as const,
      );
      return session;
    });
  },
  expectNoA11yViolations: async ({ page }, use) => {
    await use(async () => {
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  },
});

export async function storedSession(page: Page) {
  return page.evaluate(
    (keys) => ({
      token: localStorage.getItem(keys.token),
      refreshToken: localStorage.getItem(keys.refreshToken),
      user: localStorage.getItem(keys.user),
    }),
    SIGN_IN_STORAGE_KEYS,
  );
}

/**
 * The panel's toasts (decision 0028), in their Notifications region: a success is announced with
 * role="status", a failure with role="alert".
 */
export const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications', exact: true });
export const successToast = (page: Page) => toasts(page).getByRole('status');
export const failureToast = (page: Page) => toasts(page).getByRole('alert');

/**
 * Every browser dialog (alert, confirm, prompt) the page opens from now on, dismissed as it
 * comes. The panel opens none: a story ends with `expect(dialogs).toEqual([])`.
 */
export function browserDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** The admin API as a test's setup calls it: a failed call fails the test with its answer. */
export function adminApi(request: APIRequestContext, baseURL: string | undefined, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return async <T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<T> => {
    const res = await request.fetch(`${baseURL}/api/admin${path}`, { method, headers, data });
    expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (res.status() === 204 ? undefined : await res.json()) as T;
  };
}
export type AdminApi = ReturnType<typeof adminApi>;

/** A storefront API key, made through the admin API (its secret is in the answer, once). */
export async function createKey(request: APIRequestContext, baseURL: string | undefined, token: string, name: string) {
  const res = await request.post(`${baseURL}/api/v1/admin/api-keys`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name, description: 'Made by the e2e test' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: CreatedApiKey }).data;
}

/** A tag that makes a test's records its own (e-mails, names, searches). */
export const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Paid orders of the test's own, one per e-mail: a storefront checkout through an API key made
 * for it, then the admin's simulated payment. Each is `paid`, of one downloadable product.
 */
export async function placeOrders(page: Page, baseURL: string | undefined, token: string, emails: string[]) {
  const api = adminApi(page.request, baseURL, token);
  const key = await createKey(page.request, baseURL, token, `Orders ${uid()}`);
  const headers = { 'X-API-Key': key.api_key };
  const { products } = (await (await page.request.get(`${baseURL}/api/v1/products`, { headers })).json()) as {
    products: { id: number; is_physical: boolean }[];
  };
  const download = products.find((p) => !p.is_physical)!;
  const made: OrderDetail[] = [];
  for (const email of emails) {
    const res = await page.request.post(`${baseURL}/api/v1/checkout`, {
      headers,
      data: { email, provider: 'stripe', items: [{ product_id: download.id, quantity: 1 }] },
    });
    expect(res.status()).toBe(201);
    const checkout = (await res.json()) as CheckoutResponse;
    const { pendingPaymentSessions } = await api<OrdersListResponse>('GET', '/orders?page=1&limit=1');
    const session = pendingPaymentSessions.find((s) => s.session_id === checkout.session_id)!;
    const paid = await api<SimulatePaymentResponse>('POST', `/orders/payment-sessions/${session.id}/simulate-success`);
    made.push(paid.order);
  }
  return made;
}
