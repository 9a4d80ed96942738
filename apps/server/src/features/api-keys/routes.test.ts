import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_SCOPES, API_KEY_TEXTS, type ApiKey, type CreatedApiKey } from '@store/contract/api-keys';
import { apiKeys, auditLogs } from '../../db/schema/operations.ts';
import { sha256 } from '../../platform/secrets.ts';
import { bulkResult, expectBulkRefusals } from '../../test/bulk.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/v1/admin${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** The key's audit rows of one action (newest last). */
const auditOf = (id: number, action: 'create' | 'update' | 'delete') =>
  ctx.database.db
    .select()
    .from(auditLogs)
    .where(
      and(eq(auditLogs.resourceType, 'api_keys'), eq(auditLogs.resourceId, String(id)), eq(auditLogs.action, action)),
    )
    .orderBy(auditLogs.id);

/** Neither the key nor its hash (nor the hash column's name) may reach the audit log. */
function expectNoSecret(row: typeof auditLogs.$inferSelect | undefined, key: CreatedApiKey) {
  const text = JSON.stringify(row);
  expect(text).not.toContain(key.api_key);
  expect(text).not.toContain(sha256(key.api_key));
  expect(Object.keys(row!.changes ?? {}).filter((field) => /hash|api_?key|secret/i.test(field))).toEqual([]);
}

async function create(name: string, description?: string | null): Promise<CreatedApiKey> {
  const res = await call('POST', '/api-keys', { name, description });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: CreatedApiKey }>(res).data;
}

describe('POST /api/v1/admin/api-keys', () => {
  it('answers the key once, with a visible prefix, and stores only its hash', async () => {
    const key = await create('Webflow Production', 'The main site');
    expect(key.api_key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'Webflow Production',
      description: 'The main site',
      key_prefix: key.api_key.slice(0, 12),
      is_active: true,
      usage_count: 0,
      last_used_at: null,
      revoked_at: null,
    });
    const [row] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.keyHash).toBe(sha256(key.api_key));
    expect(JSON.stringify(row)).not.toContain(key.api_key);

    // Never again: the list carries the prefix only.
    const list = json<{ data: ApiKey[] }>(await call('GET', '/api-keys')).data;
    expect(JSON.stringify(list)).not.toContain(key.api_key);
    expect(list.find((k) => k.id === key.id)).not.toHaveProperty('api_key');
  });

  it('writes a create audit row with the safe fields only', async () => {
    const key = await create('Audited key', 'For the log');
    const rows = await auditOf(key.id, 'create');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.changes).toEqual({
      name: { after: 'Audited key' },
      description: { after: 'For the log' },
      key_prefix: { after: key.key_prefix },
      is_active: { after: true },
      scopes: { after: [...API_KEY_SCOPES] },
      expires_at: { after: null },
      rate_limit_per_minute: { after: null },
    });
    expectNoSecret(rows[0], key);
  });

  it('makes a different key every time', async () => {
    const a = await create('Key A');
    const b = await create('Key B');
    expect(a.api_key).not.toBe(b.api_key);
    expect(a.key_prefix).not.toBe(b.key_prefix);
  });

  it('treats an empty description as none', async () => {
    expect((await create('No description', '')).description).toBeNull();
    expect((await create('Null description', null)).description).toBeNull();
  });

  it.each([
    [{}, API_KEY_TEXTS.nameRequired],
    [{ name: '   ' }, API_KEY_TEXTS.nameRequired],
    [{ name: 42 }, API_KEY_TEXTS.nameRequired],
    [{ name: 'x'.repeat(101) }, 'Must be at most 100 characters'],
    [{ name: 'ok', description: 'x'.repeat(501) }, API_KEY_TEXTS.descriptionTooLong],
  ])('refuses %j with 400', async (payload, text) => {
    const res = await call('POST', '/api-keys', payload);
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(text);
  });

  it('needs an admin session', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/api-keys', payload: { name: 'x' } });
    expect(res.statusCode).toBe(401);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/api-keys' });
    expect(list.statusCode).toBe(401);
  });
});

describe('GET /api/v1/admin/api-keys', () => {
  it('lists the keys newest first in {data}', async () => {
    const older = await create('Older');
    const newer = await create('Newer');
    const res = await call('GET', '/api-keys');
    expect(res.statusCode).toBe(200);
    const ids = json<{ data: ApiKey[] }>(res).data.map((k) => k.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });
});

describe('PUT /api/v1/admin/api-keys/{id}/revoke', () => {
  it('revokes with an empty body, for good, and answers the key', async () => {
    const key = await create('To revoke');
    const res = await call('PUT', `/api-keys/${key.id}/revoke`);
    expect(res.statusCode).toBe(200);
    const revoked = json<{ data: ApiKey }>(res).data;
    expect(revoked.is_active).toBe(false);
    expect(revoked.revoked_at).not.toBeNull();
    // Again: nothing changes.
    const again = json<{ data: ApiKey }>(await call('PUT', `/api-keys/${key.id}/revoke`)).data;
    expect(again.revoked_at).toBe(revoked.revoked_at);
  });

  it('writes one update audit row (is_active true → false), none for a second revoke', async () => {
    const key = await create('Audited revoke');
    await call('PUT', `/api-keys/${key.id}/revoke`);
    await call('PUT', `/api-keys/${key.id}/revoke`);
    const rows = await auditOf(key.id, 'update');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.changes).toMatchObject({ is_active: { before: true, after: false } });
    expect(Object.keys(rows[0]!.changes!).sort()).toEqual(['is_active', 'revoked_at']);
    expectNoSecret(rows[0], key);
  });

  it.each(['999999', 'abc', '0', '-1', '1.5', '99999999999999'])('answers 404 for id %s', async (id) => {
    const res = await call('PUT', `/api-keys/${id}/revoke`);
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toBe(API_KEY_TEXTS.notFound);
  });
});

describe('DELETE /api/v1/admin/api-keys/{id}', () => {
  it('deletes the key permanently, active or revoked', async () => {
    const active = await create('Delete me');
    const revoked = await create('Delete me too');
    await call('PUT', `/api-keys/${revoked.id}/revoke`);
    for (const key of [active, revoked]) {
      const res = await call('DELETE', `/api-keys/${key.id}`);
      expect(res.statusCode).toBe(200);
      expect(json(res).message).toBe(API_KEY_TEXTS.deleted);
      const [row] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
      expect(row).toBeUndefined();
    }
    expect((await call('DELETE', `/api-keys/${active.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api-keys/nope')).statusCode).toBe(404);
  });

  it('writes a delete audit row with what identified the key', async () => {
    const key = await create('Audited delete');
    expect((await call('DELETE', `/api-keys/${key.id}`)).statusCode).toBe(200);
    const rows = await auditOf(key.id, 'delete');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.changes).toMatchObject({
      name: { before: 'Audited delete' },
      key_prefix: { before: key.key_prefix },
    });
    expectNoSecret(rows[0], key);
  });
});

describe('POST /api/v1/admin/api-keys/bulk', () => {
  const bulk = (payload: unknown) => call('POST', '/api-keys/bulk', payload);
  const rowOf = async (id: number) => (await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0];

  it('revokes exactly the keys named, each with its own audit row and no secret in it', async () => {
    const [a, b, c, other] = [
      await create('Bulk A'),
      await create('Bulk B'),
      await create('Bulk C'),
      await create('Bulk D'),
    ];
    const result = bulkResult(await bulk({ action: 'revoke', records: [a, b, c].map((k) => ({ id: k.id })) }));
    expect(result).toEqual({ succeeded: [a.id, b.id, c.id], unchanged: [], failed: [] });
    for (const key of [a, b, c]) {
      expect(await rowOf(key.id)).toMatchObject({ isActive: false, revokedAt: expect.any(Date) });
      const audits = await auditOf(key.id, 'update');
      expect(audits).toHaveLength(1);
      expect(audits[0]!.changes).toMatchObject({ is_active: { before: true, after: false } });
      expectNoSecret(audits[0], key);
    }
    expect(await rowOf(other.id)).toMatchObject({ isActive: true, revokedAt: null });
  });

  it('leaves a key already revoked unchanged and reports an unknown one, revoking the rest', async () => {
    const [revoked, fine] = [await create('Bulk revoked'), await create('Bulk fine')];
    expect((await call('PUT', `/api-keys/${revoked.id}/revoke`)).statusCode).toBe(200);
    const result = bulkResult(
      await bulk({ action: 'revoke', records: [{ id: revoked.id }, { id: 999_999 }, { id: fine.id }] }),
    );
    expect(result).toEqual({
      succeeded: [fine.id],
      unchanged: [revoked.id],
      failed: [{ id: 999_999, code: 'NOT_FOUND', message: API_KEY_TEXTS.notFound }],
    });
    expect(await auditOf(revoked.id, 'update')).toHaveLength(1);
  });

  it('refuses a malformed request with 400 naming the field, and revokes nothing', async () => {
    const key = await create('Bulk untouched');
    await expectBulkRefusals(
      bulk,
      { action: 'revoke', records: [{ id: key.id }] },
      async () => (await auditOf(key.id, 'update')).length,
    );
    expect(await rowOf(key.id)).toMatchObject({ isActive: true });
  });
});
