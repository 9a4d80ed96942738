import { SIGN_IN_STORAGE_KEYS } from '@store/contract/sign-in-storage';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, errorMessage } from './client.ts';
import { createSignInStore } from './signInStore.ts';

// The client is the subject; the network is a fake `fetch` that records every call.

const ADMIN = { id: 1, name: 'Ada Admin', email: 'ada@example.com', is_admin: true, role: 'owner' as const };

interface Call {
  url: string;
  method: string;
  auth: string | null;
  contentType: string | null;
  body: unknown;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function setup(handler: (call: Call) => Response | Promise<Response>) {
  localStorage.clear();
  const store = createSignInStore(localStorage);
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const call: Call = {
      url: String(input),
      method: init?.method ?? 'GET',
      auth: headers.get('authorization'),
      contentType: headers.get('content-type'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return handler(call);
  });
  const onSignedOut = vi.fn();
  const api = createApiClient({ store, fetch, onSignedOut });
  const signIn = (token = 'old-token', refresh = 'refresh-1') =>
    store.set({ token, refresh_token: refresh, user: ADMIN });
  const refreshCalls = () => calls.filter((c) => c.url === '/api/admin/auth/refresh');
  return { api, store, calls, fetch, onSignedOut, signIn, refreshCalls };
}

beforeEach(() => localStorage.clear());

describe('requests', () => {
  it('prefixes the admin base, sends JSON and the bearer header of the stored token', async () => {
    const t = setup(() => json(200, { ok: true }));
    t.signIn('tok-1');
    await expect(t.api.post('/users', { name: 'Bo' })).resolves.toEqual({ ok: true });
    expect(t.calls[0]).toMatchObject({
      url: '/api/admin/users',
      method: 'POST',
      auth: 'Bearer tok-1',
      contentType: 'application/json',
      body: { name: 'Bo' },
    });
  });

  it('sends no Content-Type without a body and no Authorization without a token', async () => {
    const t = setup(() => json(200, {}));
    await t.api.get('/analytics/overview');
    expect(t.calls[0]).toMatchObject({ method: 'GET', auth: null, contentType: null });
  });

  it('drops empty query values and keeps the rest', async () => {
    const t = setup(() => json(200, {}));
    await t.api.get('/users', { query: { page: 2, limit: 10, search: '', status: undefined } });
    expect(t.calls[0]?.url).toBe('/api/admin/users?page=2&limit=10');
  });

  it('uses paths under /api/ as they are (the API-key calls live outside the admin base)', async () => {
    const t = setup(() => json(200, {}));
    await t.api.get('/api/v1/admin/api-keys');
    expect(t.calls[0]?.url).toBe('/api/v1/admin/api-keys');
  });

  it('answers undefined for an empty 204', async () => {
    const t = setup(() => new Response(null, { status: 204 }));
    await expect(t.api.delete('/users/3')).resolves.toBeUndefined();
  });
});

describe('errors', () => {
  it('turns a non-2xx answer into ApiError with status, code, fields and the body message', async () => {
    const t = setup(() =>
      json(400, {
        message: 'Name is required',
        error: 'Name is required',
        code: 'VALIDATION_FAILED',
        fields: { name: 'Name is required' },
      }),
    );
    const err = await t.api.post('/users', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Name is required',
      serverMessage: 'Name is required',
      fields: { name: 'Name is required' },
    });
    expect(errorMessage(err, 'Failed to create user')).toBe('Name is required');
  });

  it('reads `error` when the body has no `message`', async () => {
    const t = setup(() => json(409, { error: 'Product has active access grants' }));
    const err = await t.api.delete('/products/1').catch((e: unknown) => e);
    expect(errorMessage(err, 'Failed to delete product')).toBe('Product has active access grants');
  });

  it("falls back to the screen's text when the body carries no message", async () => {
    const t = setup(
      () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    const err = await t.api.get('/analytics/overview').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(502);
    expect((err as ApiError).serverMessage).toBeUndefined();
    expect(errorMessage(err, 'Failed to load dashboard data')).toBe('Failed to load dashboard data');
  });

  it('falls back for an empty JSON error body and for a blank message', async () => {
    const t = setup(() => json(500, { message: '  ' }));
    const err = await t.api.get('/analytics/overview').catch((e: unknown) => e);
    expect(errorMessage(err, 'Failed to load dashboard data')).toBe('Failed to load dashboard data');
  });

  it('lets a network failure through as it is (not an ApiError), so screens can tell it apart', async () => {
    const t = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const err = await t.api.get('/analytics/overview').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TypeError);
    expect(errorMessage(err, 'Failed to load dashboard data')).toBe('Failed to load dashboard data');
  });
});

describe('401 handling', () => {
  it('refreshes once for two concurrent 401s and retries both with the new token', async () => {
    const refreshAnswer = deferred<Response>();
    const t = setup((call) => {
      if (call.url === '/api/admin/auth/refresh') return refreshAnswer.promise;
      if (call.auth === 'Bearer new-token') return json(200, { url: call.url });
      return json(401, { message: 'Unauthorized' });
    });
    t.signIn('old-token', 'refresh-1');

    const first = t.api.get('/users');
    const second = t.api.get('/products');
    // Both 401s have arrived and are waiting on the one refresh.
    await vi.waitFor(() => expect(t.refreshCalls()).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 10));
    expect(t.refreshCalls()).toHaveLength(1);
    refreshAnswer.resolve(
      json(200, { token: 'new-token', refresh_token: 'refresh-2', user: { ...ADMIN, name: 'Ada R.' } }),
    );

    await expect(first).resolves.toEqual({ url: '/api/admin/users' });
    await expect(second).resolves.toEqual({ url: '/api/admin/products' });
    expect(t.refreshCalls()).toHaveLength(1);
    expect(t.refreshCalls()[0]).toMatchObject({ method: 'POST', auth: null, body: { refresh_token: 'refresh-1' } });
    const retried = t.calls.filter((c) => c.auth === 'Bearer new-token').map((c) => c.url);
    expect(retried.sort()).toEqual(['/api/admin/products', '/api/admin/users']);
    // The new pair and the user are stored; nobody was sent to /login.
    expect(localStorage.getItem(SIGN_IN_STORAGE_KEYS.token)).toBe('new-token');
    expect(localStorage.getItem(SIGN_IN_STORAGE_KEYS.refreshToken)).toBe('refresh-2');
    expect(t.store.get()?.user.name).toBe('Ada R.');
    expect(t.onSignedOut).not.toHaveBeenCalled();
  });

  it('retries with the already refreshed token when a 401 arrives after the refresh finished', async () => {
    const lateAnswer = deferred<Response>();
    const t = setup((call) => {
      if (call.url === '/api/admin/auth/refresh')
        return json(200, { token: 'new-token', refresh_token: 'refresh-2', user: ADMIN });
      if (call.auth === 'Bearer new-token') return json(200, { ok: call.url });
      if (call.url === '/api/admin/orders') return lateAnswer.promise;
      return json(401, {});
    });
    t.signIn('old-token');
    const late = t.api.get('/orders'); // sent with the old token; its 401 comes later
    await expect(t.api.get('/users')).resolves.toEqual({ ok: '/api/admin/users' });
    lateAnswer.resolve(json(401, {}));
    await expect(late).resolves.toEqual({ ok: '/api/admin/orders' });
    expect(t.refreshCalls()).toHaveLength(1);
  });

  it('clears all three entries and goes to /login when the refresh is refused', async () => {
    const t = setup((call) =>
      call.url === '/api/admin/auth/refresh'
        ? json(401, { message: 'Invalid or expired refresh token' })
        : json(401, { message: 'Unauthorized' }),
    );
    t.signIn();
    const err = await t.api.get('/users').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(401);
    for (const key of Object.values(SIGN_IN_STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(t.store.get()).toBeNull();
    expect(t.onSignedOut).toHaveBeenCalledTimes(1);
    expect(t.calls.filter((c) => c.url === '/api/admin/users')).toHaveLength(1); // not retried
  });

  it('clears and goes to /login when no refresh token is stored, without calling refresh', async () => {
    const t = setup(() => json(401, {}));
    localStorage.setItem(SIGN_IN_STORAGE_KEYS.token, 'tok');
    localStorage.setItem(SIGN_IN_STORAGE_KEYS.user, JSON.stringify(ADMIN));
    await expect(t.api.get('/users')).rejects.toBeInstanceOf(ApiError);
    expect(t.refreshCalls()).toHaveLength(0);
    expect(localStorage.getItem(SIGN_IN_STORAGE_KEYS.token)).toBeNull();
    expect(t.onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('clears and goes to /login when the retried call is refused again', async () => {
    const t = setup((call) =>
      call.url === '/api/admin/auth/refresh'
        ? json(200, { token: 'new-token', refresh_token: 'refresh-2', user: ADMIN })
        : json(401, { message: 'Unauthorized' }),
    );
    t.signIn();
    await expect(t.api.get('/users')).rejects.toMatchObject({ status: 401 });
    expect(t.calls.filter((c) => c.url === '/api/admin/users')).toHaveLength(2);
    expect(t.store.get()).toBeNull();
    expect(t.onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('never refreshes on the login call: its 401 is the error the login screen shows', async () => {
    const t = setup(() =>
      json(401, { message: 'Invalid email or password', error: 'Invalid email or password', code: 'UNAUTHORIZED' }),
    );
    t.signIn('stale-token');
    const err = await t.api
      .post('/auth/login', { email: 'a@b.co', password: 'wrong-pass' }, { auth: 'none' })
      .catch((e: unknown) => e);
    expect(errorMessage(err, 'Login failed. Please try again.')).toBe('Invalid email or password');
    expect(t.calls).toHaveLength(1);
    expect(t.calls[0]?.auth).toBeNull(); // no bearer on the login call
    expect(t.onSignedOut).not.toHaveBeenCalled();
    expect(localStorage.getItem(SIGN_IN_STORAGE_KEYS.token)).toBe('stale-token');
  });

  it('lets the current-user check refresh but never clears or redirects on its own', async () => {
    const t = setup((call) => (call.url === '/api/admin/auth/refresh' ? json(401, {}) : json(401, {})));
    t.signIn();
    await expect(t.api.get('/auth/me', { auth: 'check' })).rejects.toMatchObject({ status: 401 });
    expect(t.refreshCalls()).toHaveLength(1);
    expect(t.onSignedOut).not.toHaveBeenCalled();
    expect(t.store.get()).not.toBeNull();
  });

  it('keeps the session when the refresh call itself fails for another reason (server trouble)', async () => {
    const t = setup((call) =>
      call.url === '/api/admin/auth/refresh' ? json(503, { message: 'Service unavailable' }) : json(401, {}),
    );
    t.signIn();
    const err = await t.api.get('/users').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 503, message: 'Service unavailable' });
    expect(t.store.get()).not.toBeNull();
    expect(t.onSignedOut).not.toHaveBeenCalled();
  });

  it('starts a new refresh for a later, separate 401 (the single flight ends with its refresh)', async () => {
    let n = 0;
    const t = setup((call) => {
      if (call.url === '/api/admin/auth/refresh') {
        n += 1;
        return json(200, { token: `tok-${n}`, refresh_token: `ref-${n}`, user: ADMIN });
      }
      return call.auth === `Bearer tok-${n}` && n > 0 ? json(200, {}) : json(401, {});
    });
    t.signIn();
    await t.api.get('/users');
    expect(t.refreshCalls()).toHaveLength(1);
    // Fifteen minutes later the stored access token has expired too.
    localStorage.setItem(SIGN_IN_STORAGE_KEYS.token, 'expired');
    await t.api.get('/users');
    expect(t.refreshCalls()).toHaveLength(2);
    expect(t.refreshCalls()[1]?.body).toEqual({ refresh_token: 'ref-1' });
    expect(localStorage.getItem(SIGN_IN_STORAGE_KEYS.token)).toBe('tok-2');
  });
});
