// Issue 33 item 4 (decision 0060): a storefront key's scopes, expiry, rolling with a grace period,
// its own rate limit, and the admin calls that change them, audited without a secret.
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY_SCOPES,
  API_KEY_TEXTS,
  missingScopeMessage,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@store/contract/api-keys';
import { STOREFRONT_PATHS, STOREFRONT_SCOPES, STOREFRONT_TEXTS } from '@store/contract/storefront';
import { codePromos, countries, products } from '../../db/schema/catalog.ts';
import { apiKeys, auditLogs } from '../../db/schema/operations.ts';
import { sha256 } from '../../platform/secrets.ts';
import {
  bearer,
  createTestContext,
  json,
  liftAdminLimit,
  loginAs,
  TEST_ADMIN,
  type TestContext,
} from '../../test/harness.ts';

let ctx: TestContext;
let token: string;
let productId: number;
const HOUR = 3_600_000;

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  await liftAdminLimit(ctx.app, token);
  const [product] = await ctx.database.db
    .insert(products)
    .values({ name: 'Scoped App', priceUsd: 900, internalKey: 'scoped-app', isDownloadable: true })
    .returning({ id: products.id });
  productId = product!.id;
  await ctx.database.db.insert(countries).values({ code: 'DE', name: 'Germany', shippingCost: 700 });
  await ctx.database.db.insert(codePromos).values({ code: 'SCOPED', discountType: 'percentage', discountValue: 5 });
});
afterAll(() => ctx.close());

const admin = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method,
    url: `/api/v1/admin${url}`,
    headers: { ...bearer(token), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function create(body: Record<string, unknown>): Promise<CreatedApiKey> {
  const res = await admin('POST', '/api-keys', body);
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: CreatedApiKey }>(res).data;
}

/** One call per storefront route, each of which succeeds for a key holding its scope. */
const CALLS: Record<keyof typeof STOREFRONT_PATHS, (key: string) => Promise<LightMyRequestResponse>> = {
  products: (key) => ctx.app.inject({ method: 'GET', url: '/api/v1/products', headers: { 'x-api-key': key } }),
  countries: (key) => ctx.app.inject({ method: 'GET', url: '/api/v1/countries', headers: { 'x-api-key': key } }),
  validatePromo: (key) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/promos/validate',
      headers: { 'x-api-key': key },
      payload: { code: 'SCOPED' },
    }),
  checkout: (key) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/checkout',
      headers: { 'x-api-key': key },
      payload: { email: 'scoped@example.com', provider: 'stripe', items: [{ product_id: productId, quantity: 1 }] },
    }),
};
const SUCCESS: Record<keyof typeof STOREFRONT_PATHS, number> = {
  products: 200,
  countries: 200,
  validatePromo: 200,
  checkout: 201,
};
const ROUTES = Object.keys(STOREFRONT_PATHS) as (keyof typeof STOREFRONT_PATHS)[];

/** The key's audit rows (oldest first). */
const auditOf = (id: number) =>
  ctx.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.resourceType, 'api_keys'), eq(auditLogs.resourceId, String(id))))
    .orderBy(auditLogs.id);

describe('scopes', () => {
  it('maps every storefront route to a scope, and every scope to a route', () => {
    expect(Object.keys(STOREFRONT_SCOPES).sort()).toEqual(Object.keys(STOREFRONT_PATHS).sort());
    expect(Object.values(STOREFRONT_SCOPES).sort()).toEqual([...API_KEY_SCOPES].sort());
  });

  it.each(ROUTES)('refuses %s to a key without its scope (403 naming it) and serves a key with it', async (route) => {
    const needed: ApiKeyScope = STOREFRONT_SCOPES[route];
    const without = await create({ name: `Without ${needed}`, scopes: API_KEY_SCOPES.filter((s) => s !== needed) });
    const refused = await CALLS[route](without.api_key);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(json(refused)).toMatchObject({ code: 'FORBIDDEN', message: missingScopeMessage(needed) });
    expect(json(refused).message).toBe(`This API key lacks the scope ${needed}`);

    const only = await create({ name: `Only ${needed}`, scopes: [needed] });
    expect((await CALLS[route](only.api_key)).statusCode).toBe(SUCCESS[route]);
    // …and nothing else.
    for (const other of ROUTES.filter((r) => r !== route)) {
      expect((await CALLS[other](only.api_key)).statusCode).toBe(403);
    }
  });

  it('gives a key made without scopes every scope (the spec body), as keys made before scopes have', async () => {
    const key = await create({ name: 'Spec body' });
    expect(key.scopes).toEqual([...API_KEY_SCOPES]);
    for (const route of ROUTES) expect((await CALLS[route](key.api_key)).statusCode).toBe(SUCCESS[route]);

    // A key inserted as the migration found them (no scopes given) holds every one.
    const [old] = await ctx.database.db
      .insert(apiKeys)
      .values({ name: 'Before scopes', keyPrefix: 'sk_old', keyHash: sha256('unused-old-key') })
      .returning();
    expect(old!.scopes).toEqual([...API_KEY_SCOPES]);
  });

  it('stores scopes in the list order, without duplicates', async () => {
    const key = await create({ name: 'Order', scopes: ['checkout:write', 'products:read', 'checkout:write'] });
    expect(key.scopes).toEqual(['products:read', 'checkout:write']);
  });

  it('refuses unknown or no scopes with 400 naming the field', async () => {
    const unknown = await admin('POST', '/api-keys', { name: 'Bad', scopes: ['orders:read'] });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(json(unknown).fields)).toContain(API_KEY_TEXTS.scopeUnknown);
    expect(Object.keys(json<{ fields: object }>(unknown).fields)[0]).toMatch(/^scopes/);
    const none = await admin('POST', '/api-keys', { name: 'Bad', scopes: [] });
    expect(none.statusCode).toBe(400);
    expect(json(none).fields).toMatchObject({ scopes: API_KEY_TEXTS.scopesRequired });
  });

  it('applies an edit of scopes to the next request', async () => {
    const key = await create({ name: 'Narrowed' });
    expect((await CALLS.checkout(key.api_key)).statusCode).toBe(201);
    const res = await admin('PATCH', `/api-keys/${key.id}`, { scopes: ['products:read'] });
    expect(res.statusCode, res.body).toBe(200);
    const refused = await CALLS.checkout(key.api_key);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(missingScopeMessage('checkout:write'));
  });
});

describe('expiry', () => {
  it('answers 401 once a key has expired, like a revoked one', async () => {
    const key = await create({ name: 'Expiring', expires_at: new Date(Date.now() + HOUR).toISOString() });
    expect((await CALLS.products(key.api_key)).statusCode).toBe(200);
    await ctx.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, key.id));
    const refused = await CALLS.products(key.api_key);
    expect(refused.statusCode).toBe(401);
    expect(json(refused)).toMatchObject({ code: 'UNAUTHORIZED', message: STOREFRONT_TEXTS.keyExpired });
  });

  it('refuses an expiry in the past or not a date with 400 naming expires_at', async () => {
    const past = await admin('POST', '/api-keys', {
      name: 'Past',
      expires_at: new Date(Date.now() - HOUR).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(json(past).fields).toMatchObject({ expires_at: API_KEY_TEXTS.expiryPast });
    const garbage = await admin('POST', '/api-keys', { name: 'Garbage', expires_at: 'tomorrow' });
    expect(garbage.statusCode).toBe(400);
    expect(json(garbage).fields).toMatchObject({ expires_at: API_KEY_TEXTS.expiryFormat });
  });

  it('clears an expiry with null', async () => {
    const key = await create({ name: 'Cleared', expires_at: new Date(Date.now() + HOUR).toISOString() });
    const res = await admin('PATCH', `/api-keys/${key.id}`, { expires_at: null });
    expect(json<{ data: ApiKey }>(res).data.expires_at).toBeNull();
  });
});

describe('rolling', () => {
  it('answers a new secret once; the old one works within the grace period and fails after it', async () => {
    const key = await create({ name: 'Rolled' });
    const res = await admin('POST', `/api-keys/${key.id}/roll`, { grace_hours: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const rolled = json<{ data: CreatedApiKey; message: string }>(res);
    expect(rolled.message).toBe(API_KEY_TEXTS.rolled);
    expect(rolled.data.api_key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(rolled.data.api_key).not.toBe(key.api_key);
    expect(rolled.data.key_prefix).toBe(rolled.data.api_key.slice(0, 12));
    const graceEnd = Date.parse(rolled.data.previous_key_expires_at!);
    expect(graceEnd).toBeGreaterThan(Date.now() + HOUR - 60_000);
    expect(graceEnd).toBeLessThanOrEqual(Date.now() + HOUR);

    // Both secrets work during the grace period.
    expect((await CALLS.products(key.api_key)).statusCode).toBe(200);
    expect((await CALLS.products(rolled.data.api_key)).statusCode).toBe(200);

    // The grace ends (moved in the database rather than waited for).
    await ctx.database.db
      .update(apiKeys)
      .set({ previousKeyExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, key.id));
    const old = await CALLS.products(key.api_key);
    expect(old.statusCode).toBe(401);
    expect(json(old).message).toBe(STOREFRONT_TEXTS.keyRolled);
    expect((await CALLS.products(rolled.data.api_key)).statusCode).toBe(200);

    // The list no longer shows a grace period.
    const list = json<{ data: ApiKey[] }>(await admin('GET', '/api-keys')).data;
    expect(list.find((k) => k.id === key.id)!.previous_key_expires_at).toBeNull();
  });

  it('ends the old secret at once with a grace of 0, and drops an earlier old secret on a second roll', async () => {
    const key = await create({ name: 'Rolled twice' });
    const first = json<{ data: CreatedApiKey }>(
      await admin('POST', `/api-keys/${key.id}/roll`, { grace_hours: 24 }),
    ).data;
    expect((await CALLS.products(key.api_key)).statusCode).toBe(200);
    const second = json<{ data: CreatedApiKey }>(
      await admin('POST', `/api-keys/${key.id}/roll`, { grace_hours: 0 }),
    ).data;
    expect(second.previous_key_expires_at).toBeNull();
    expect((await CALLS.products(key.api_key)).statusCode).toBe(401);
    expect((await CALLS.products(first.api_key)).statusCode).toBe(401);
    expect((await CALLS.products(second.api_key)).statusCode).toBe(200);
  });

  it('keeps 24 hours of grace when none is given', async () => {
    const key = await create({ name: 'Default grace' });
    const rolled = json<{ data: CreatedApiKey }>(await admin('POST', `/api-keys/${key.id}/roll`, {})).data;
    expect(Date.parse(rolled.previous_key_expires_at!)).toBeGreaterThan(Date.now() + 23 * HOUR);
  });

  it('refuses a grace over 7 days or below 0 with 400 naming grace_hours', async () => {
    const key = await create({ name: 'Long grace' });
    for (const grace_hours of [169, -1, 1.5]) {
      const res = await admin('POST', `/api-keys/${key.id}/roll`, { grace_hours });
      expect(res.statusCode).toBe(400);
      expect(json(res).fields).toMatchObject({ grace_hours: API_KEY_TEXTS.graceRange });
    }
    expect((await admin('POST', `/api-keys/${key.id}/roll`, { grace_hours: 168 })).statusCode).toBe(200);
  });

  it('refuses to roll a revoked key (409) and answers 404 for an unknown one', async () => {
    const key = await create({ name: 'Revoked then rolled' });
    await ctx.app.inject({ method: 'PUT', url: `/api/v1/admin/api-keys/${key.id}/revoke`, headers: bearer(token) });
    const res = await admin('POST', `/api-keys/${key.id}/roll`, { grace_hours: 1 });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(API_KEY_TEXTS.rollRevoked);
    expect((await admin('POST', '/api-keys/999999/roll', { grace_hours: 1 })).statusCode).toBe(404);
  });

  it('revoking a rolled key refuses its old secret too', async () => {
    const key = await create({ name: 'Rolled then revoked' });
    await admin('POST', `/api-keys/${key.id}/roll`, { grace_hours: 24 });
    await ctx.app.inject({ method: 'PUT', url: `/api/v1/admin/api-keys/${key.id}/revoke`, headers: bearer(token) });
    const old = await CALLS.products(key.api_key);
    expect(old.statusCode).toBe(401);
    expect(json(old).message).toBe(STOREFRONT_TEXTS.keyRevoked);
  });

  it('audits a roll without the secret or either hash', async () => {
    const key = await create({ name: 'Audited roll' });
    const rolled = json<{ data: CreatedApiKey }>(
      await admin('POST', `/api-keys/${key.id}/roll`, { grace_hours: 2 }),
    ).data;
    const rows = await auditOf(key.id);
    const roll = rows.at(-1)!;
    expect(roll.action).toBe('update');
    expect(roll.changes).toMatchObject({
      key_prefix: { before: key.key_prefix, after: rolled.key_prefix },
      grace_hours: { after: 2 },
    });
    const text = JSON.stringify(rows);
    for (const secret of [key.api_key, rolled.api_key]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(sha256(secret));
    }
  });
});

describe("a key's own rate limit", () => {
  it('overrides the storefront_api limiter for that key only, per minute', async () => {
    const limited = await create({ name: 'Three a minute', rate_limit_per_minute: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await CALLS.countries(limited.api_key);
      statuses.push(res.statusCode);
      if (i === 0) {
        expect(res.headers['ratelimit-limit']).toBe('3');
        expect(res.headers['ratelimit-policy']).toBe('3;w=60');
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const other = await create({ name: 'Default limit' });
    const res = await CALLS.countries(other.api_key);
    expect(res.statusCode).toBe(200);
    expect(res.headers['ratelimit-limit']).not.toBe('3');
  });

  it('refuses a limit outside 1..10000 with 400 naming rate_limit_per_minute', async () => {
    for (const rate_limit_per_minute of [0, 10_001, 2.5]) {
      const res = await admin('POST', '/api-keys', { name: 'Bad limit', rate_limit_per_minute });
      expect(res.statusCode).toBe(400);
      expect(json(res).fields).toMatchObject({ rate_limit_per_minute: API_KEY_TEXTS.rateLimitRange });
    }
  });
});

describe('PATCH /api/v1/admin/api-keys/{id}', () => {
  it('changes name, description, scopes, expiry and rate limit, bumps the revision, and audits it', async () => {
    const key = await create({ name: 'Before edit', description: 'Old' });
    expect(key.revision).toBe(1);
    const expires = new Date(Date.now() + 48 * HOUR).toISOString();
    const res = await admin('PATCH', `/api-keys/${key.id}`, {
      name: 'After edit',
      description: '',
      scopes: ['countries:read'],
      expires_at: expires,
      rate_limit_per_minute: 120,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('"2"');
    const body = json<{ data: ApiKey; message: string }>(res);
    expect(body.message).toBe(API_KEY_TEXTS.updated);
    expect(body.data).toMatchObject({
      name: 'After edit',
      description: null,
      scopes: ['countries:read'],
      expires_at: new Date(expires).toISOString(),
      rate_limit_per_minute: 120,
      revision: 2,
      key_prefix: key.key_prefix,
    });
    expect(body.data).not.toHaveProperty('api_key');
    const edit = (await auditOf(key.id)).at(-1)!;
    expect(edit.action).toBe('update');
    expect(edit.changes).toMatchObject({
      name: { before: 'Before edit', after: 'After edit' },
      scopes: { before: [...API_KEY_SCOPES], after: ['countries:read'] },
      rate_limit_per_minute: { before: null, after: 120 },
    });
    expect(JSON.stringify(edit)).not.toContain(sha256(key.api_key));

    // An absent field stays; null clears the limit.
    const cleared = json<{ data: ApiKey }>(
      await admin('PATCH', `/api-keys/${key.id}`, { rate_limit_per_minute: null }),
    ).data;
    expect(cleared).toMatchObject({ name: 'After edit', scopes: ['countries:read'], rate_limit_per_minute: null });
  });

  it('refuses a stale If-Match with 412 and saves nothing', async () => {
    const key = await create({ name: 'Stale' });
    await admin('PATCH', `/api-keys/${key.id}`, { name: 'Changed' });
    const stale = await admin('PATCH', `/api-keys/${key.id}`, { name: 'Mine' }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(json(stale).code).toBe('STALE');
    const list = json<{ data: ApiKey[] }>(await admin('GET', '/api-keys')).data;
    expect(list.find((k) => k.id === key.id)!.name).toBe('Changed');
    expect((await admin('PATCH', `/api-keys/${key.id}`, { name: 'Mine' }, { 'if-match': '"2"' })).statusCode).toBe(200);
  });

  it('refuses a delete with a stale If-Match (412) and deletes with the current one', async () => {
    const key = await create({ name: 'Deleted' });
    await admin('PATCH', `/api-keys/${key.id}`, { name: 'Deleted, renamed' });
    const del = (revision: number) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/v1/admin/api-keys/${key.id}`,
        headers: { ...bearer(token), 'if-match': `"${revision}"` },
      });
    expect((await del(1)).statusCode).toBe(412);
    expect((await del(2)).statusCode).toBe(200);
    const list = json<{ data: ApiKey[] }>(await admin('GET', '/api-keys')).data;
    expect(list.some((k) => k.id === key.id)).toBe(false);
  });

  it('refuses a blank name with 400 naming it, and answers 404 for an unknown key', async () => {
    const key = await create({ name: 'Named' });
    const blank = await admin('PATCH', `/api-keys/${key.id}`, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(json(blank).fields).toMatchObject({ name: API_KEY_TEXTS.nameRequired });
    expect((await admin('PATCH', '/api-keys/999999', { name: 'X' })).statusCode).toBe(404);
  });
});
