import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '@store/contract/access';
import { staleMessage } from '@store/contract/revisions';
import { products } from '../../db/schema/catalog.ts';
import { auditLogs } from '../../db/schema/operations.ts';
import { userProductAccess } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import { bulkResult, expectBulkRefusals } from '../../test/bulk.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let token: string;
let adminId: number;
let alice: { id: number };
let bob: { id: number };
let app1: { id: number };
let app2: { id: number };

beforeAll(async () => {
  ctx = await createTestContext();
  const session = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
  token = session.token;
  adminId = session.user.id;
  const { db } = ctx.database;
  [alice, bob] = (await db
    .insert(users)
    .values([
      { email: 'alice@example.com', name: 'Alice Walker' },
      { email: 'bob@shop.test', name: 'Bob Stone' },
    ])
    .returning({ id: users.id })) as [{ id: number }, { id: number }];
  [app1, app2] = (await db
    .insert(products)
    .values([
      { name: 'Photo Studio', priceUsd: 4900, internalKey: 'photo-studio', isDownloadable: true },
      { name: 'Sound Forge', priceUsd: 2900, internalKey: 'sound-forge', isDownloadable: true },
    ])
    .returning({ id: products.id })) as [{ id: number }, { id: number }];
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function auditOf(resourceId: number, action: string) {
  return ctx.database.db
    .select()
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.resourceType, 'user_product_access'),
        eq(auditLogs.resourceId, String(resourceId)),
        eq(auditLogs.action, action),
      ),
    );
}

async function clearGrants() {
  await ctx.database.db.delete(userProductAccess);
}

describe('POST /access', () => {
  it('grants access and answers the record with its user and product, in the spec names', async () => {
    await clearGrants();
    const res = await call('POST', '/access', {
      user_id: alice.id,
      product_id: app1.id,
      expires_at: '2030-01-31T12:00:00.000Z',
      is_active: true,
    });
    expect(res.statusCode).toBe(201);
    const body = json(res);
    expect(Object.keys(body).sort()).toEqual(
      [
        'created_at',
        'expires_at',
        'granted_at',
        'id',
        'is_active',
        'product',
        'product_id',
        'updated_at',
        'revision',
        'user',
        'user_id',
      ].sort(),
    );
    expect(body).toMatchObject({
      user_id: alice.id,
      product_id: app1.id,
      expires_at: '2030-01-31T12:00:00.000Z',
      is_active: true,
      user: { id: alice.id, name: 'Alice Walker', email: 'alice@example.com' },
      product: { id: app1.id, name: 'Photo Studio' },
    });
  });

  it('writes a create audit row for user_product_access in the same change', async () => {
    await clearGrants();
    const { id } = json<{ id: number }>(await call('POST', '/access', { user_id: bob.id, product_id: app1.id }));
    const [row] = await auditOf(id, 'create');
    expect(row).toMatchObject({ adminUserId: adminId, adminEmail: TEST_ADMIN.email });
    expect(row!.changes).toMatchObject({
      user_id: { after: bob.id },
      product_id: { after: app1.id },
      expires_at: { after: null },
      is_active: { after: true },
    });
  });

  it('treats a missing or empty expiry as lifetime and defaults to active', async () => {
    await clearGrants();
    const body = json(await call('POST', '/access', { user_id: alice.id, product_id: app2.id, expires_at: '' }));
    expect(body).toMatchObject({ expires_at: null, is_active: true });
  });

  it("answers 'User is required' and 'Product is required' when both are missing", async () => {
    const res = await call('POST', '/access', {});
    expect(res.statusCode).toBe(400);
    expect(json(res).fields).toEqual({ user_id: 'User is required', product_id: 'Product is required' });
    const empty = await call('POST', '/access', { user_id: '', product_id: 'x' });
    expect(json(empty).fields).toEqual({ user_id: 'User is required', product_id: 'Product is required' });
  });

  it('refuses an unknown user or product with a field message, and a malformed expiry', async () => {
    const noUser = await call('POST', '/access', { user_id: 999999, product_id: app1.id });
    expect(noUser.statusCode).toBe(400);
    expect(json(noUser)).toMatchObject({ message: 'User not found', fields: { user_id: 'User not found' } });
    const noProduct = await call('POST', '/access', { user_id: alice.id, product_id: 999999 });
    expect(json(noProduct)).toMatchObject({
      message: 'Product not found',
      fields: { product_id: 'Product not found' },
    });
    const badDate = await call('POST', '/access', { user_id: alice.id, product_id: app1.id, expires_at: 'soon' });
    expect(badDate.statusCode).toBe(400);
    expect(json(badDate).fields).toEqual({ expires_at: 'Expiry must be a valid date' });
  });

  it('refuses a second active grant of the same product to the same user with a clear 409', async () => {
    await clearGrants();
    expect((await call('POST', '/access', { user_id: alice.id, product_id: app1.id })).statusCode).toBe(201);
    const dup = await call('POST', '/access', { user_id: alice.id, product_id: app1.id, is_active: true });
    expect(dup.statusCode).toBe(409);
    expect(json(dup)).toMatchObject({
      message: 'This user already has active access to this product',
      error: 'This user already has active access to this product',
      code: 'CONFLICT',
    });
    // An inactive grant beside the active one is history, not a duplicate.
    const inactive = await call('POST', '/access', { user_id: alice.id, product_id: app1.id, is_active: false });
    expect(inactive.statusCode).toBe(201);
    // Another user or another product is fine.
    expect((await call('POST', '/access', { user_id: bob.id, product_id: app1.id })).statusCode).toBe(201);
    expect((await call('POST', '/access', { user_id: alice.id, product_id: app2.id })).statusCode).toBe(201);
  });
});

describe('PATCH /access/{id}', () => {
  it('changes expiry and active, keeps user and product fixed, and audits before and after', async () => {
    await clearGrants();
    const { id } = json<{ id: number }>(await call('POST', '/access', { user_id: alice.id, product_id: app1.id }));
    const res = await call('PATCH', `/access/${id}`, {
      expires_at: '2031-06-01T00:00:00.000Z',
      is_active: false,
      user_id: bob.id,
      product_id: app2.id,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      id,
      user_id: alice.id,
      product_id: app1.id,
      expires_at: '2031-06-01T00:00:00.000Z',
      is_active: false,
    });
    const [row] = await auditOf(id, 'update');
    expect(row!.changes).toEqual({
      expires_at: { before: null, after: '2031-06-01T00:00:00.000Z' },
      is_active: { before: true, after: false },
    });
    // Back to lifetime.
    const lifetime = await call('PATCH', `/access/${id}`, { expires_at: null });
    expect(json(lifetime)).toMatchObject({ expires_at: null, is_active: false });
  });

  it('refuses to activate a grant while another active grant of the same product exists', async () => {
    await clearGrants();
    await call('POST', '/access', { user_id: alice.id, product_id: app1.id });
    const { id } = json<{ id: number }>(
      await call('POST', '/access', { user_id: alice.id, product_id: app1.id, is_active: false }),
    );
    const res = await call('PATCH', `/access/${id}`, { is_active: true });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('This user already has active access to this product');
  });

  it('answers 404 for an unknown, non-numeric or huge id', async () => {
    for (const id of ['999999', 'abc', '1.5', '99999999999999999999', '0']) {
      const res = await call('PATCH', `/access/${id}`, { is_active: true });
      expect(res.statusCode, id).toBe(404);
      expect(json(res).message).toBe('Access record not found');
    }
  });
});

describe('GET /access', () => {
  it('lists every grant newest first in {access, pagination}, with the user and product of each', async () => {
    await clearGrants();
    await call('POST', '/access', { user_id: alice.id, product_id: app1.id });
    await call('POST', '/access', { user_id: bob.id, product_id: app2.id, is_active: false });
    const res = await call('GET', '/access?page=1&limit=10000');
    expect(res.statusCode).toBe(200);
    const body = json<{ access: { user: { name: string }; product: { name: string } }[]; pagination: unknown }>(res);
    expect(body.pagination).toEqual({ page: 1, limit: 10000, total: 2, pages: 1 });
    expect(body.access.map((a) => `${a.user.name}/${a.product.name}`)).toEqual([
      'Bob Stone/Sound Forge',
      'Alice Walker/Photo Studio',
    ]);
  });

  it('pages and searches by user name or e-mail', async () => {
    const page = json<{ access: unknown[]; pagination: { pages: number } }>(
      await call('GET', '/access?limit=1&page=2'),
    );
    expect(page.access).toHaveLength(1);
    expect(page.pagination.pages).toBe(2);
    const byName = json<{ access: { user: { name: string } }[] }>(await call('GET', '/access?search=walk'));
    expect(byName.access.map((a) => a.user.name)).toEqual(['Alice Walker']);
    const byEmail = json<{ access: { user: { name: string } }[] }>(await call('GET', '/access?search=SHOP.TEST'));
    expect(byEmail.access.map((a) => a.user.name)).toEqual(['Bob Stone']);
  });

  it('reads one grant, and answers 404 for an unknown or malformed id', async () => {
    const { access } = json<{ access: { id: number }[] }>(await call('GET', '/access'));
    const one = await call('GET', `/access/${access[0]!.id}`);
    expect(one.statusCode).toBe(200);
    expect(json(one).id).toBe(access[0]!.id);
    expect((await call('GET', '/access/424242')).statusCode).toBe(404);
    expect((await call('GET', '/access/not-a-number')).statusCode).toBe(404);
  });

  it('needs a signed-in admin', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/access' });
    expect(res.statusCode).toBe(401);
  });
});

describe('DELETE /access/{id}', () => {
  it('revokes the grant (removes it), audits the delete with what was removed, then answers 404', async () => {
    await clearGrants();
    const { id } = json<{ id: number }>(await call('POST', '/access', { user_id: bob.id, product_id: app2.id }));
    const res = await call('DELETE', `/access/${id}`);
    expect(res.statusCode).toBe(204);
    const [row] = await auditOf(id, 'delete');
    expect(row!.changes).toMatchObject({ user_id: { before: bob.id }, product_id: { before: app2.id } });
    expect((await call('GET', `/access/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/access/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/access/zzz')).statusCode).toBe(404);
    // After the revoke, the same grant can be given again.
    expect((await call('POST', '/access', { user_id: bob.id, product_id: app2.id })).statusCode).toBe(201);
  });
});

describe('POST /access/bulk', () => {
  const bulk = (payload: unknown) => call('POST', '/access/bulk', payload);
  let serial = 0;
  /** A grant of `productId` to a new customer (or to `userId`). */
  const grant = async (values: { productId?: number; userId?: number; isActive?: boolean } = {}) => {
    const { db } = ctx.database;
    const userId =
      values.userId ??
      (
        await db
          .insert(users)
          .values({ email: `grantee${++serial}@example.com`, name: `Grantee ${serial}` })
          .returning()
      )[0]!.id;
    const [row] = await db
      .insert(userProductAccess)
      .values({ userId, productId: values.productId ?? app1.id, isActive: values.isActive ?? true })
      .returning();
    return row!;
  };
  const rowOf = async (id: number) =>
    (await ctx.database.db.select().from(userProductAccess).where(eq(userProductAccess.id, id)))[0];

  it('revokes (deletes) exactly the grants named, each with its own audit row', async () => {
    const [a, b, c, other] = [await grant(), await grant(), await grant(), await grant()];
    const result = bulkResult(
      await bulk({ action: 'revoke', records: [a, b, c].map((g) => ({ id: g.id, revision: g.revision })) }),
    );
    expect(result).toEqual({ succeeded: [a.id, b.id, c.id], unchanged: [], failed: [] });
    for (const g of [a, b, c]) {
      expect(await rowOf(g.id)).toBeUndefined();
      const audits = await auditOf(g.id, 'delete');
      expect(audits).toHaveLength(1);
      expect(audits[0]!.changes).toMatchObject({ user_id: { before: g.userId }, product_id: { before: app1.id } });
      expect(audits[0]!.adminUserId).toBe(adminId);
    }
    expect(await rowOf(other.id)).toBeDefined();
  });

  it('re-activates grants switched off, under the one-active-grant rule, and leaves active ones alone', async () => {
    const off = await grant({ isActive: false });
    const active = await grant();
    // This user already has another active grant of the product: re-activating would make two.
    const taken = await grant({ isActive: false });
    await grant({ userId: taken.userId });
    // Two grants of one product to one user, both off: only the first named is switched on.
    const twinA = await grant({ isActive: false, productId: app2.id });
    const twinB = await grant({ isActive: false, productId: app2.id, userId: twinA.userId });
    const stale = await grant({ isActive: false });
    expect((await call('PATCH', `/access/${stale.id}`, { expires_at: '2031-01-01' })).statusCode).toBe(200);
    const result = bulkResult(
      await bulk({
        action: 'reactivate',
        records: [off, active, taken, twinA, twinB, stale].map((g) => ({ id: g.id, revision: 1 })),
      }),
    );
    expect(result).toEqual({
      succeeded: [off.id, twinA.id],
      unchanged: [active.id],
      failed: [
        { id: taken.id, code: 'CONFLICT', message: ACCESS_MESSAGES.duplicate },
        { id: twinB.id, code: 'CONFLICT', message: ACCESS_MESSAGES.duplicate },
        { id: stale.id, code: 'STALE', message: staleMessage('access grant') },
      ],
    });
    expect(await rowOf(off.id)).toMatchObject({ isActive: true, revision: 2 });
    expect(await rowOf(twinA.id)).toMatchObject({ isActive: true, revision: 2 });
    for (const g of [taken, twinB]) expect(await rowOf(g.id)).toMatchObject({ isActive: false, revision: 1 });
    expect(await rowOf(stale.id)).toMatchObject({ isActive: false, revision: 2 });
    expect(await rowOf(active.id)).toMatchObject({ isActive: true, revision: 1 });
    expect((await auditOf(off.id, 'update')).map((r) => r.changes)).toEqual([
      { is_active: { before: false, after: true } },
    ]);
    for (const g of [active, taken, twinB]) expect(await auditOf(g.id, 'update')).toEqual([]);
  });

  it('refuses a malformed request with 400 naming the field, and changes nothing', async () => {
    const g = await grant();
    await expectBulkRefusals(
      bulk,
      { action: 'revoke', records: [{ id: g.id }] },
      async () => (await auditOf(g.id, 'delete')).length,
    );
    expect(await rowOf(g.id)).toBeDefined();
  });
});
