import { desc, gt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatRate, formatWindow, RATE_LIMITER_TEXTS, type RateLimiter } from '@store/contract/rate-limiters';
import { auditLogs } from '../../db/schema/operations.ts';
import { DEFAULT_RATE_LIMITERS } from '../../platform/rate-limiter-defaults.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
});
afterAll(() => ctx.close());
// Every test starts from the defaults with fresh counters.
beforeEach(async () => {
  await call('POST', '/rate-limiters/reset');
  await call('POST', '/rate-limiters/clear-cache');
});

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = bearer(token),
) {
  return ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function limiters(): Promise<RateLimiter[]> {
  return json<{ data: RateLimiter[] }>(await call('GET', '/rate-limiters')).data;
}

async function limiter(name: string): Promise<RateLimiter> {
  return (await limiters()).find((l) => l.limiter_name === name)!;
}

async function edit(name: string, over: Partial<RateLimiter>) {
  const current = await limiter(name);
  const res = await call('PUT', `/rate-limiters/${current.id}`, {
    window_ms: current.window_ms,
    max_requests: current.max_requests,
    description: current.description,
    is_active: current.is_active,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: RateLimiter }>(res).data;
}

/** The newest audit row id, to read what a call wrote after it. */
async function lastAuditId(): Promise<number> {
  const [row] = await ctx.database.db.select({ id: auditLogs.id }).from(auditLogs).orderBy(desc(auditLogs.id)).limit(1);
  return row?.id ?? 0;
}

/** The audit rows written since `sinceId`. */
const auditSince = (sinceId: number) =>
  ctx.database.db.select().from(auditLogs).where(gt(auditLogs.id, sinceId)).orderBy(auditLogs.id);

const login = (password: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email: TEST_ADMIN.email, password },
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('GET /rate-limiters', () => {
  it('lists the seeded defaults in {data}', async () => {
    const list = await limiters();
    expect(list.map((l) => l.limiter_name)).toEqual(DEFAULT_RATE_LIMITERS.map((d) => d.limiter_name));
    expect(list[0]).toMatchObject({
      limiter_name: 'admin_login',
      endpoint_pattern: 'POST /api/admin/auth/login',
      window_ms: 900000,
      max_requests: 10,
      is_active: true,
    });
    expect(typeof list[0]!.updated_at).toBe('string');
  });

  it('answers one limiter by id, and 404 for unknown or junk ids', async () => {
    const first = (await limiters())[0]!;
    const res = await call('GET', `/rate-limiters/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(json<{ data: RateLimiter }>(res).data).toEqual(first);
    for (const id of ['99999', 'abc', '0', '1e3']) {
      const missing = await call('GET', `/rate-limiters/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(json(missing).message).toBe(RATE_LIMITER_TEXTS.notFound);
    }
  });
});

describe('PUT /rate-limiters/{id}', () => {
  it('saves window, max, description and status', async () => {
    const saved = await edit('webhooks', {
      window_ms: 30000,
      max_requests: 50,
      description: 'Tuned',
      is_active: false,
    });
    expect(saved).toMatchObject({ window_ms: 30000, max_requests: 50, description: 'Tuned', is_active: false });
    expect(await limiter('webhooks')).toMatchObject({ window_ms: 30000, is_active: false });
  });

  it('writes an update audit row with the before and after of what changed', async () => {
    const current = await limiter('checkout');
    const since = await lastAuditId();
    await edit('checkout', { max_requests: 25, description: 'Audited' });
    const rows = await auditSince(since);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'update',
      resourceType: 'rate_limiter_settings',
      resourceId: String(current.id),
    });
    expect(rows[0]!.changes).toEqual({
      max_requests: { before: current.max_requests, after: 25 },
      description: { before: current.description, after: 'Audited' },
    });
  });

  it.each([
    [{ window_ms: 999 }, 'window_ms', RATE_LIMITER_TEXTS.windowRange],
    [{ window_ms: 3600001 }, 'window_ms', RATE_LIMITER_TEXTS.windowRange],
    [{ window_ms: 1500.5 }, 'window_ms', RATE_LIMITER_TEXTS.windowRange],
    [{ window_ms: '60000' }, 'window_ms', RATE_LIMITER_TEXTS.windowRange],
    [{ max_requests: 0 }, 'max_requests', RATE_LIMITER_TEXTS.maxRange],
    [{ max_requests: 10001 }, 'max_requests', RATE_LIMITER_TEXTS.maxRange],
    [{ is_active: 'yes' }, 'is_active', RATE_LIMITER_TEXTS.activeFlag],
    [{ description: 'x'.repeat(501) }, 'description', RATE_LIMITER_TEXTS.descriptionTooLong],
  ])('enforces the spec bounds on the server too: %j', async (over, field, text) => {
    const current = await limiter('checkout');
    const res = await call('PUT', `/rate-limiters/${current.id}`, {
      window_ms: 60000,
      max_requests: 20,
      description: '',
      is_active: true,
      ...over,
    });
    expect(res.statusCode).toBe(400);
    expect(json<{ fields: Record<string, string> }>(res).fields[field]).toBe(text);
    expect(await limiter('checkout')).toEqual(current);
  });

  it('accepts the bounds themselves', async () => {
    expect(await edit('checkout', { window_ms: 1000, max_requests: 1 })).toMatchObject({
      window_ms: 1000,
      max_requests: 1,
    });
    expect(await edit('checkout', { window_ms: 3600000, max_requests: 10000 })).toMatchObject({
      window_ms: 3600000,
      max_requests: 10000,
    });
  });

  it('answers 404 for an unknown limiter', async () => {
    const res = await call('PUT', '/rate-limiters/424242', {
      window_ms: 60000,
      max_requests: 5,
      description: '',
      is_active: true,
    });
    expect(res.statusCode).toBe(404);
  });

  it('takes effect at once: a lower login limit answers 429 with Retry-After and RateLimit headers', async () => {
    await edit('admin_login', { max_requests: 2, window_ms: 60000 });
    const ip = '192.0.2.10';
    const first = await login('wrong-password', {}, ip);
    expect(first.statusCode).toBe(401);
    expect(first.headers['ratelimit-limit']).toBe('2');
    expect(first.headers['ratelimit-remaining']).toBe('1');
    expect(first.headers['ratelimit-policy']).toBe('2;w=60');
    expect((await login('wrong-password', {}, ip)).statusCode).toBe(401);
    const third = await login(TEST_ADMIN.password, {}, ip);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(json(third)).toMatchObject({ code: 'RATE_LIMITED' });
    // another address is not affected
    expect((await login(TEST_ADMIN.password, {}, '192.0.2.11')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the login limiter', async () => {
    await edit('admin_login', { max_requests: 2 });
    for (let i = 0; i < 4; i++) expect((await login(TEST_ADMIN.password, {}, '192.0.2.20')).statusCode).toBe(200);
  });

  it('stops limiting when the limiter is set inactive', async () => {
    await edit('admin_login', { max_requests: 1, is_active: false });
    for (let i = 0; i < 3; i++) {
      const res = await login('wrong-password', {}, '192.0.2.30');
      expect(res.statusCode).toBe(401);
      expect(res.headers['ratelimit-limit']).toBeUndefined();
    }
  });

  it('limits the admin API per admin (admin_api)', async () => {
    await edit('admin_api', { max_requests: 3, window_ms: 2000 });
    await call('POST', '/rate-limiters/clear-cache'); // the edit itself counted
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call('GET', '/auth/me')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // a short window: the admin is let in again when it ends
    await new Promise((r) => setTimeout(r, 2100));
    expect((await call('GET', '/auth/me')).statusCode).toBe(200);
  });

  it('limits webhook deliveries per IP (webhooks) before they are looked at', async () => {
    await edit('webhooks', { max_requests: 2 });
    const hit = () =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/webhooks/stripe', payload: {}, remoteAddress: '192.0.2.40' });
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await hit()).statusCode);
    expect(statuses.slice(0, 2)).not.toContain(429);
    // refused, but never blacklisted: a provider's burst must not cost a day of deliveries
    expect(statuses.slice(2)).toEqual(Array(10).fill(429));
  });
});

describe('the client address', () => {
  it('ignores a forged X-Forwarded-For when no proxy is trusted', async () => {
    await edit('admin_login', { max_requests: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await login('wrong-password', { 'x-forwarded-for': `198.51.100.${i}` }, '192.0.2.50')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('uses X-Forwarded-For from a trusted proxy (TRUST_PROXY)', async () => {
    const proxied = await createTestContext({ TRUST_PROXY: '127.0.0.1' });
    try {
      const admin = await loginAs(proxied.app, TEST_ADMIN.email, TEST_ADMIN.password);
      const list = json<{ data: RateLimiter[] }>(
        await proxied.app.inject({ method: 'GET', url: '/api/admin/rate-limiters', headers: bearer(admin.token) }),
      ).data;
      const loginLimiter = list.find((l) => l.limiter_name === 'admin_login')!;
      await proxied.app.inject({
        method: 'PUT',
        url: `/api/admin/rate-limiters/${loginLimiter.id}`,
        headers: bearer(admin.token),
        payload: { window_ms: 60000, max_requests: 1, description: '', is_active: true },
      });
      const attempt = (forwardedFor: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/admin/auth/login',
          payload: { email: TEST_ADMIN.email, password: 'wrong-password' },
          headers: { 'x-forwarded-for': forwardedFor },
        });
      expect((await attempt('198.51.100.1')).statusCode).toBe(401);
      expect((await attempt('198.51.100.1')).statusCode).toBe(429);
      expect((await attempt('198.51.100.2')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe('POST /rate-limiters/reset and /clear-cache', () => {
  it('restores every default', async () => {
    await edit('checkout', { window_ms: 5000, max_requests: 7, description: 'changed', is_active: false });
    const res = await call('POST', '/rate-limiters/reset');
    expect(res.statusCode).toBe(200);
    const body = json<{ data: RateLimiter[]; message: string }>(res);
    expect(body.message).toBe(RATE_LIMITER_TEXTS.reset);
    const checkout = body.data.find((l) => l.limiter_name === 'checkout')!;
    const defaults = DEFAULT_RATE_LIMITERS.find((d) => d.limiter_name === 'checkout')!;
    expect(checkout).toMatchObject({
      window_ms: defaults.window_ms,
      max_requests: defaults.max_requests,
      description: defaults.description,
      is_active: true,
    });
  });

  it('writes one update audit row for the reset, naming per limiter what changed', async () => {
    await edit('checkout', { max_requests: 7, is_active: false });
    await edit('webhooks', { window_ms: 5000 });
    const since = await lastAuditId();
    expect((await call('POST', '/rate-limiters/reset')).statusCode).toBe(200);
    const rows = await auditSince(since);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'update', resourceType: 'rate_limiter_settings', resourceId: 'defaults' });
    const checkout = DEFAULT_RATE_LIMITERS.find((d) => d.limiter_name === 'checkout')!;
    const webhooks = DEFAULT_RATE_LIMITERS.find((d) => d.limiter_name === 'webhooks')!;
    expect(rows[0]!.changes).toEqual({
      checkout: {
        before: { max_requests: 7, is_active: false },
        after: { max_requests: checkout.max_requests, is_active: true },
      },
      webhooks: { before: { window_ms: 5000 }, after: { window_ms: webhooks.window_ms } },
    });
  });

  it('clears the counters and answers a message', async () => {
    await edit('admin_login', { max_requests: 1 });
    expect((await login('wrong-password', {}, '192.0.2.60')).statusCode).toBe(401);
    expect((await login('wrong-password', {}, '192.0.2.60')).statusCode).toBe(429);
    const since = await lastAuditId();
    const res = await call('POST', '/rate-limiters/clear-cache');
    // No stored data changes: no audit row.
    expect(await auditSince(since)).toEqual([]);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: RATE_LIMITER_TEXTS.cacheCleared });
    expect((await login('wrong-password', {}, '192.0.2.60')).statusCode).toBe(401);
  });

  it('needs an admin session', async () => {
    expect((await call('POST', '/rate-limiters/reset', undefined, {})).statusCode).toBe(401);
    expect((await call('GET', '/rate-limiters', undefined, {})).statusCode).toBe(401);
  });
});

describe('formatWindow and formatRate', () => {
  it.each([
    [1000, '1 second'],
    [1500, '1.5 seconds'],
    [30000, '30 seconds'],
    [59999, '60 seconds'],
    [60000, '1 minute'],
    [90000, '1.5 minutes'],
    [900000, '15 minutes'],
    [3600000, '60 minutes'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatWindow(ms)).toBe(text);
  });

  it('reads the rate', () => {
    expect(formatRate(10, 900000)).toBe('10 requests per 15 minutes');
    expect(formatRate(600, 60000)).toBe('600 requests per minute');
    expect(formatRate(1, 1000)).toBe('1 request per second');
  });
});
