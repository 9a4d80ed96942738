import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResponse, AuditLog } from '@store/contract/audit';
import { auditLogs } from '../../db/schema/operations.ts';
import { users } from '../../db/schema/users.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
const sqlId = (id: number) => eq(auditLogs.id, id);
let token: string;
const ids: Record<string, number> = {};

// Twenty-five entries by three admins, one minute apart: 'Grace Hopper' did 22 of them.
beforeAll(async () => {
  ctx = await createTestContext();
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  const { db } = ctx.database;
  const [grace, ada] = await db
    .insert(users)
    .values([
      { email: 'grace@example.com', name: 'Grace Hopper', isAdmin: true, adminRole: 'administrator' },
      { email: 'ada@example.com', name: 'Ada Lovelace', isAdmin: true, adminRole: 'administrator' },
    ])
    .returning();
  const actor = (u: typeof grace): Actor => ({ id: u!.id, name: u!.name, email: u!.email, ip: '203.0.113.7' });
  const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 12, minute));
  await db.transaction(async (tx) => {
    for (let i = 0; i < 20; i++) {
      await writeAudit(tx, actor(grace), {
        action: 'create',
        resourceType: 'products',
        resourceId: 100 + i,
        after: { name: `Product ${i}`, price_usd: 1000 + i },
      });
    }
    await writeAudit(tx, actor(grace), {
      action: 'update',
      resourceType: 'products',
      resourceId: 100,
      before: { name: 'Product 0', price_usd: 1000, description: 'same' },
      after: { name: 'Product zero', price_usd: 1500, description: 'same' },
    });
    await writeAudit(tx, actor(grace), {
      action: 'delete',
      resourceType: 'code_promos',
      resourceId: 7,
      before: { code: 'SPRING', discount_value: 10 },
    });
    await writeAudit(tx, actor(ada), {
      action: 'update',
      resourceType: 'users',
      resourceId: 3,
      before: { name: 'Old', password_hash: 'x' },
      after: { name: 'New', password_hash: 'y' },
    });
    await writeAudit(tx, actor(ada), {
      action: 'create',
      resourceType: 'countries',
      resourceId: 'FR',
      after: { code: 'FR', name: 'France' },
    });
  });
  // Spread the entries over time in insertion order, so "newest first" is checkable.
  const rows = await db.select({ id: auditLogs.id }).from(auditLogs).orderBy(auditLogs.id);
  for (const [i, row] of rows.entries()) {
    await db
      .update(auditLogs)
      .set({ createdAt: at(i) })
      .where(sqlId(row.id));
  }
  ids.first = rows[0]!.id;
  ids.graceUpdate = rows[20]!.id;
  ids.last = rows.at(-1)!.id;
});
afterAll(() => ctx.close());

async function list(query = ''): Promise<AuditListResponse> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return json<AuditListResponse>(res);
}

describe('GET /audit', () => {
  it('lists 20 per page, newest first, in the spec shape', async () => {
    const body = await list();
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 24, pages: 2 });
    expect(body.audit_logs).toHaveLength(20);
    const newest = body.audit_logs[0]!;
    expect(newest).toEqual({
      id: ids.last,
      admin_user_id: expect.any(Number),
      adminUser: { name: 'Ada Lovelace', email: 'ada@example.com' },
      action: 'create',
      resource_type: 'countries',
      resource_id: 'FR',
      changes: { code: { after: 'FR' }, name: { after: 'France' } },
      ip_address: '203.0.113.7',
      created_at: '2025-01-01T12:23:00.000Z',
      resource_label: 'France',
      order: null,
    });
    const times = body.audit_logs.map((l) => l.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await list('?page=2');
    expect(second.audit_logs).toHaveLength(4);
    expect(second.audit_logs.at(-1)!.id).toBe(ids.first);
  });

  it('searches by part of the admin name, in any letter case', async () => {
    const body = await list('?search=LOVEL');
    expect(body.pagination.total).toBe(2);
    expect(body.audit_logs.every((l) => l.adminUser.name === 'Ada Lovelace')).toBe(true);
    expect((await list('?search=nobody')).audit_logs).toEqual([]);
    // LIKE wildcards are searched for literally
    expect((await list('?search=%25')).pagination.total).toBe(0);
  });

  it('filters by action and by resource type, together with the search', async () => {
    expect((await list('?action=update')).pagination.total).toBe(2);
    expect((await list('?action=delete')).audit_logs.map((l) => l.resource_type)).toEqual(['code_promos']);
    expect((await list('?resource_type=products')).pagination.total).toBe(21);
    expect((await list('?resource_type=products&action=update')).pagination.total).toBe(1);
    expect((await list('?action=update&search=grace')).audit_logs.map((l) => l.resource_type)).toEqual(['products']);
    // an empty select value means "all"
    expect((await list('?action=&resource_type=')).pagination.total).toBe(24);
  });

  it('redacts secrets in the changes but records that they changed', async () => {
    const body = await list('?resource_type=users');
    expect(body.audit_logs[0]!.changes).toEqual({
      name: { before: 'Old', after: 'New' },
      password_hash: { before: '[redacted]', after: '[redacted]' },
    });
  });

  it('refuses unknown filter values with 400', async () => {
    for (const query of ['?action=archive', '?resource_type=payments', '?page=0', '?limit=abc']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: bearer(token) });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('requires a signed-in admin', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
  });
});

describe('GET /audit/:id', () => {
  it('gives one entry with the before and after of each changed field', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit/${ids.graceUpdate}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const log = json<AuditLog>(res);
    expect(log).toMatchObject({ action: 'update', resource_type: 'products', resource_id: '100' });
    expect(log.changes).toEqual({
      name: { before: 'Product 0', after: 'Product zero' },
      price_usd: { before: 1000, after: 1500 },
    });
  });

  it.each(['999999', 'abc', '0', '-1', '1.5', '99999999999999999999'])('answers 404 for the id %s', async (id) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/audit/${id}`, headers: bearer(token) });
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toBe('Audit log not found');
  });
});

describe('the audit trail is append-only', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('has no %s route', async (method) => {
    for (const url of ['/api/admin/audit', `/api/admin/audit/${ids.first}`]) {
      const res = await ctx.app.inject({ method, url, headers: bearer(token), payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await ctx.database.db.select().from(auditLogs).where(sqlId(ids.first!));
    expect(row).toBeDefined();
  });
});
