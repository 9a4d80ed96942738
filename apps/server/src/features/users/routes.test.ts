import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminRole, ROLE_MESSAGES } from '@store/contract/roles';
import type { User, UsersResponse } from '@store/contract/users';
import { auditLogs } from '../../db/schema/operations.ts';
import { orders } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import { REDACTED } from '../../platform/audit.ts';
import { staleMessage } from '@store/contract/revisions';
import { bulkResult, expectBulkRefusals } from '../../test/bulk.ts';
import {
  bearer,
  createTestContext,
  json,
  loginAs,
  TEST_ADMIN,
  testOnboardingLinks,
  type TestContext,
} from '../../test/harness.ts';
import { bulkUsers, deleteUser } from './service.ts';

let ctx: TestContext;
let token: string;
let adminId: number;
const PUBLIC_URL = 'https://shop.example.com';

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL });
  const session = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
  token = session.token;
  adminId = session.user.id;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, as = token) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: bearer(as),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });

let seq = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++seq}`;

async function createUser(
  fields: Partial<{ email: string; password: string; name: string; is_admin: boolean; admin_role: AdminRole }> = {},
) {
  const name = fields.name ?? unique('Person');
  const res = await call('POST', '/users', {
    email: fields.email ?? `${name.toLowerCase()}@example.com`,
    password: fields.password ?? 'first-password',
    name,
    is_admin: fields.is_admin ?? false,
    ...(fields.admin_role ? { admin_role: fields.admin_role } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<User>(res);
}

async function auditOf(resourceId: number, action: 'create' | 'update' | 'delete') {
  const rows = await ctx.database.db
    .select()
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.resourceType, 'users'),
        eq(auditLogs.resourceId, String(resourceId)),
        eq(auditLogs.action, action),
      ),
    )
    .orderBy(desc(auditLogs.id));
  return rows;
}

const noSecrets = (body: string) => {
  expect(body).not.toMatch(/password|\$argon2/i);
};

describe('POST /users', () => {
  it('creates a ready account (onboarded, no link) and answers the user without any password', async () => {
    const res = await call('POST', '/users', {
      email: 'New.Person@Example.COM',
      password: 'secret-123',
      name: 'New Person',
      is_admin: false,
    });
    expect(res.statusCode).toBe(201);
    noSecrets(res.body);
    const user = json<User>(res);
    expect(user).toMatchObject({
      email: 'new.person@example.com',
      name: 'New Person',
      is_admin: false,
      admin_role: null,
      onboarding_completed: true,
      has_onboarding_link: false,
      onboarding_link: null,
    });
    expect(Object.keys(user).sort()).toEqual(
      [
        'admin_role',
        'created_at',
        'email',
        'has_onboarding_link',
        'id',
        'is_admin',
        'name',
        'onboarding_completed',
        'onboarding_link',
        'updated_at',
        'revision',
      ].sort(),
    );
    const [audit] = await auditOf(user.id, 'create');
    expect(audit).toMatchObject({ adminUserId: adminId, adminEmail: TEST_ADMIN.email });
    expect(audit!.changes).toMatchObject({
      email: { after: 'new.person@example.com' },
      is_admin: { after: false },
      password_hash: { after: REDACTED },
    });
    expect(JSON.stringify(audit!.changes)).not.toContain('$argon2');
  });

  it('creates an admin who can sign in to the panel with the password given', async () => {
    const admin = await createUser({ is_admin: true, password: 'admin-pass-1' });
    expect(admin.is_admin).toBe(true);
    const session = await loginAs(ctx.app, admin.email, 'admin-pass-1');
    expect(session.user.id).toBe(admin.id);
  });

  it.each([
    [{ password: 'secret-123', name: 'A' }, 'email', 'Email is required'],
    [{ email: '', password: 'secret-123', name: 'A' }, 'email', 'Email is required'],
    [{ email: 'not-an-email', password: 'secret-123', name: 'A' }, 'email', 'Invalid email format'],
    [{ email: 'a@b.co', name: 'A' }, 'password', 'Password is required'],
    [{ email: 'a@b.co', password: '', name: 'A' }, 'password', 'Password is required'],
    [{ email: 'a@b.co', password: '12345', name: 'A' }, 'password', 'Password must be at least 6 characters'],
    [{ email: 'a@b.co', password: 'secret-123' }, 'name', 'Name is required'],
    [{ email: 'a@b.co', password: 'secret-123', name: '   ' }, 'name', 'Name is required'],
  ])('refuses %j with the spec text for %s', async (payload, field, text) => {
    const res = await call('POST', '/users', payload);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: text } });
  });

  it('refuses an e-mail that is already taken, in any letter case, with 409 and a clear message', async () => {
    const existing = await createUser();
    const res = await call('POST', '/users', {
      email: existing.email.toUpperCase(),
      password: 'secret-123',
      name: 'Copy',
    });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'CONFLICT', message: 'A user with this email already exists' });
  });

  it('requires a signed-in admin', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/users' });
    expect(res.statusCode).toBe(401);
    const post = await ctx.app.inject({ method: 'POST', url: '/api/admin/users', payload: {} });
    expect(post.statusCode).toBe(401);
  });
});

describe('GET /users', () => {
  let tag: string;
  beforeAll(async () => {
    tag = unique('pager').toLowerCase();
    for (let i = 1; i <= 12; i++) {
      await createUser({ name: `${tag} member ${String(i).padStart(2, '0')}`, email: `${tag}.${i}@example.com` });
    }
  });

  it('pages by 10, newest first, with {page, limit, total, pages}', async () => {
    const first = json<UsersResponse>(await call('GET', `/users?search=${tag}`));
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 12, pages: 2 });
    expect(first.users).toHaveLength(10);
    expect(first.users[0]!.name).toBe(`${tag} member 12`);
    const second = json<UsersResponse>(await call('GET', `/users?search=${tag}&page=2`));
    expect(second.pagination).toEqual({ page: 2, limit: 10, total: 12, pages: 2 });
    expect(second.users.map((u) => u.name)).toEqual([`${tag} member 02`, `${tag} member 01`]);
  });

  it('finds by part of the name or of the e-mail, in any letter case', async () => {
    const byName = json<UsersResponse>(
      await call('GET', `/users?search=${encodeURIComponent(`${tag.toUpperCase()} MEMBER 07`)}`),
    );
    expect(byName.users.map((u) => u.name)).toEqual([`${tag} member 07`]);
    const byEmail = json<UsersResponse>(await call('GET', `/users?search=${tag}.11@EXAMPLE`));
    expect(byEmail.users.map((u) => u.email)).toEqual([`${tag}.11@example.com`]);
  });

  it("treats LIKE's wildcards as plain text", async () => {
    const res = json<UsersResponse>(await call('GET', `/users?search=${encodeURIComponent('%_%')}`));
    expect(res.users).toEqual([]);
    expect(res.pagination).toEqual({ page: 1, limit: 10, total: 0, pages: 1 });
  });

  it('answers an empty page past the end, and takes a larger limit (the dropdowns ask for 1000)', async () => {
    const past = json<UsersResponse>(await call('GET', `/users?search=${tag}&page=9`));
    expect(past.users).toEqual([]);
    expect(past.pagination.total).toBe(12);
    const all = json<UsersResponse>(await call('GET', '/users?limit=1000'));
    expect(all.pagination.limit).toBe(1000);
    expect(all.users.length).toBe(all.pagination.total);
  });

  it('refuses a malformed page or limit with 400', async () => {
    expect((await call('GET', '/users?page=0')).statusCode).toBe(400);
    expect((await call('GET', '/users?page=abc')).statusCode).toBe(400);
    expect((await call('GET', '/users?limit=-1')).statusCode).toBe(400);
  });

  it('never carries a password or its hash', async () => {
    const res = await call('GET', '/users?limit=1000');
    expect(res.statusCode).toBe(200);
    noSecrets(res.body);
  });
});

describe('GET /users/{id}', () => {
  it('answers the user', async () => {
    const created = await createUser();
    const res = await call('GET', `/users/${created.id}`);
    expect(res.statusCode).toBe(200);
    noSecrets(res.body);
    expect(json(res)).toEqual(created);
  });

  it.each(['999999', 'abc', '0', '-1', '1.5', '99999999999999999999', '2147483648'])(
    'answers 404 (never 500) for the id %s',
    async (id) => {
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const res = await call(method, `/users/${id}`, method === 'PATCH' ? { name: 'X' } : undefined);
        expect(res.statusCode, `${method} ${id}`).toBe(404);
        expect(json(res)).toMatchObject({ code: 'NOT_FOUND', message: 'User not found' });
      }
    },
  );
});

describe('PATCH /users/{id}', () => {
  it('keeps the current password when the password is blank or omitted', async () => {
    const user = await createUser({ is_admin: true, password: 'keep-this-one' });
    const omitted = await call('PATCH', `/users/${user.id}`, { name: 'Renamed', email: user.email, is_admin: true });
    expect(omitted.statusCode).toBe(200);
    const blank = await call('PATCH', `/users/${user.id}`, { name: 'Renamed Again', password: '' });
    expect(blank.statusCode).toBe(200);
    expect(json<User>(blank).name).toBe('Renamed Again');
    noSecrets(blank.body);
    await expect(loginAs(ctx.app, user.email, 'keep-this-one')).resolves.toBeTruthy();
  });

  it('sets a new password, ends that user’s sessions, and records the change without the hash', async () => {
    const user = await createUser({ is_admin: true, password: 'old-password' });
    const theirs = await loginAs(ctx.app, user.email, 'old-password');
    const res = await call('PATCH', `/users/${user.id}`, { password: 'new-password' });
    expect(res.statusCode).toBe(200);
    await expect(loginAs(ctx.app, user.email, 'old-password')).rejects.toThrow(/401/);
    await expect(loginAs(ctx.app, user.email, 'new-password')).resolves.toBeTruthy();
    expect((await call('GET', '/auth/me', undefined, theirs.token)).statusCode).toBe(401);
    const [audit] = await auditOf(user.id, 'update');
    expect(audit!.changes).toEqual({ password_hash: { before: REDACTED, after: REDACTED } });
  });

  it('changes name, e-mail (stored lower-cased) and the admin flag, with a before/after audit row', async () => {
    const user = await createUser();
    const res = await call('PATCH', `/users/${user.id}`, {
      name: 'Changed Name',
      email: `Changed.${user.email}`,
      is_admin: true,
    });
    expect(res.statusCode).toBe(200);
    expect(json<User>(res)).toMatchObject({ name: 'Changed Name', email: `changed.${user.email}`, is_admin: true });
    const [audit] = await auditOf(user.id, 'update');
    expect(audit!.changes).toEqual({
      name: { before: user.name, after: 'Changed Name' },
      email: { before: user.email, after: `changed.${user.email}` },
      is_admin: { before: false, after: true },
      // Made an admin without a role: an Administrator.
      admin_role: { before: null, after: 'administrator' },
    });
  });

  it.each([
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'nope' }, 'email', 'Invalid email format'],
    [{ name: '' }, 'name', 'Name is required'],
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ is_admin: 'yes' }, 'is_admin', undefined],
    [{ admin_role: 'boss' }, 'admin_role', 'Role must be one of: owner, administrator, support, catalogue, analyst'],
    [{ admin_role: 'support' }, 'admin_role', 'A role is for admin users; tick Admin User to give one'],
  ])('refuses %j', async (payload, field, text) => {
    const user = await createUser();
    const res = await call('PATCH', `/users/${user.id}`, payload);
    expect(res.statusCode).toBe(400);
    const body = json<{ fields: Record<string, string> }>(res);
    expect(body.fields[field]).toBeDefined();
    if (text) expect(body.fields[field]).toBe(text);
    expect(json(await call('GET', `/users/${user.id}`))).toEqual(user);
  });

  it("refuses another user's e-mail with 409 and changes nothing", async () => {
    const a = await createUser();
    const b = await createUser();
    const res = await call('PATCH', `/users/${b.id}`, { email: a.email.toUpperCase(), name: 'B' });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('A user with this email already exists');
    expect(json<User>(await call('GET', `/users/${b.id}`)).name).toBe(b.name);
  });

  it('lets a user keep their own e-mail', async () => {
    const user = await createUser();
    const res = await call('PATCH', `/users/${user.id}`, { email: user.email, name: user.name });
    expect(res.statusCode).toBe(200);
  });
});

describe('the admin rules (DESIGN §4)', () => {
  it('refuses to let an admin remove their own admin flag', async () => {
    const res = await call('PATCH', `/users/${adminId}`, { is_admin: false });
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe('You cannot remove your own admin access');
    expect(json<User>(await call('GET', `/users/${adminId}`)).is_admin).toBe(true);
  });

  it('refuses to let an admin delete their own account', async () => {
    const res = await call('DELETE', `/users/${adminId}`);
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe('You cannot delete your own account');
  });

  it('demoting an admin ends their sessions at once', async () => {
    const other = await createUser({ is_admin: true, password: 'other-admin' });
    const theirs = await loginAs(ctx.app, other.email, 'other-admin');
    expect((await call('GET', '/auth/me', undefined, theirs.token)).statusCode).toBe(200);
    const res = await call('PATCH', `/users/${other.id}`, { is_admin: false });
    expect(res.statusCode).toBe(200);
    expect(json<User>(res).is_admin).toBe(false);
    expect((await call('GET', '/auth/me', undefined, theirs.token)).statusCode).toBe(401);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/refresh',
      payload: { refresh_token: theirs.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('deleting an admin ends their sessions at once', async () => {
    const other = await createUser({ is_admin: true, password: 'other-admin' });
    const theirs = await loginAs(ctx.app, other.email, 'other-admin');
    expect((await call('DELETE', `/users/${other.id}`)).statusCode).toBe(204);
    expect((await call('GET', '/auth/me', undefined, theirs.token)).statusCode).toBe(401);
  });

  it('refuses to delete or demote the last Owner', async () => {
    const { db } = ctx.database;
    const owner = await createUser({ is_admin: true, admin_role: 'owner', password: 'second-owner' });
    const theirs = (await loginAs(ctx.app, owner.email, 'second-owner')).token;
    try {
      // The second Owner makes the first an Administrator: allowed, an Owner is left.
      const demote = await call('PATCH', `/users/${adminId}`, { admin_role: 'administrator' }, theirs);
      expect(demote.statusCode, demote.body).toBe(200);
      expect(json<User>(demote).admin_role).toBe('administrator');
      // Now the last Owner cannot give up the role, whatever the request says.
      for (const body of [{ admin_role: 'support' }, { is_admin: true, admin_role: 'administrator' }]) {
        const res = await call('PATCH', `/users/${owner.id}`, body, theirs);
        expect(res.statusCode).toBe(409);
        expect(json<{ error: string }>(res).error).toBe(ROLE_MESSAGES.lastOwnerDemote);
      }
      // Deleting the last Owner is reachable only by an actor whose Owner role ended meanwhile (a
      // race, below); the rule itself is checked against such an actor.
      const former = { id: adminId, name: 'Former owner', email: TEST_ADMIN.email, ip: '127.0.0.1' };
      const ghost = { ...former, sessionId: randomUUID(), role: 'owner' as const };
      await expect(deleteUser(db, ghost, testOnboardingLinks({ PUBLIC_URL }), String(owner.id))).rejects.toMatchObject({
        statusCode: 409,
        message: ROLE_MESSAGES.lastOwnerDelete,
      });
      const [still] = await db.select().from(users).where(eq(users.id, owner.id));
      expect(still?.adminRole).toBe('owner');
    } finally {
      await db.update(users).set({ adminRole: 'owner' }).where(eq(users.id, adminId));
    }
  });

  it.each(['delete', 'demote'] as const)(
    'two Owners who %s each other at the same moment: one wins, one Owner stays',
    async (attempt) => {
      const { db } = ctx.database;
      const a = await createUser({ is_admin: true, admin_role: 'owner', password: 'racer-a-pass' });
      const b = await createUser({ is_admin: true, admin_role: 'owner', password: 'racer-b-pass' });
      const tokenA = (await loginAs(ctx.app, a.email, 'racer-a-pass')).token;
      const tokenB = (await loginAs(ctx.app, b.email, 'racer-b-pass')).token;
      // Only these two are Owners while they race.
      await db.update(users).set({ adminRole: 'administrator' }).where(eq(users.adminRole, 'owner'));
      await db
        .update(users)
        .set({ adminRole: 'owner' })
        .where(inArray(users.id, [a.id, b.id]));
      try {
        const send = (target: number, as: string) =>
          attempt === 'delete'
            ? call('DELETE', `/users/${target}`, undefined, as)
            : call('PATCH', `/users/${target}`, { admin_role: 'administrator' }, as);
        const results = await Promise.all([send(b.id, tokenA), send(a.id, tokenB)]);
        const codes = results.map((r) => r.statusCode).sort();
        // The loser is refused by the last-Owner rule, or by the guard if it arrived after.
        expect(codes[0]).toBeLessThan(300);
        expect([401, 403, 409]).toContain(codes[1]);
        const owners = await db.select({ id: users.id }).from(users).where(eq(users.adminRole, 'owner'));
        expect(owners).toHaveLength(1);
      } finally {
        await db.update(users).set({ adminRole: 'owner' }).where(eq(users.id, adminId));
      }
    },
  );
});

describe('DELETE /users/{id}', () => {
  it('deletes the user with an audit row, and keeps their orders with the customer e-mail', async () => {
    const user = await createUser();
    const { db } = ctx.database;
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: unique('ORD'),
        userId: user.id,
        customerEmail: user.email,
        status: 'paid',
        subtotal: 1000,
        total: 1000,
      })
      .returning();
    const res = await call('DELETE', `/users/${user.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await call('GET', `/users/${user.id}`)).statusCode).toBe(404);
    const [kept] = await db.select().from(orders).where(eq(orders.id, order!.id));
    expect(kept).toMatchObject({ customerEmail: user.email, total: 1000, status: 'paid', userId: null });
    const [audit] = await auditOf(user.id, 'delete');
    expect(audit!.changes).toMatchObject({ email: { before: user.email }, password_hash: { before: REDACTED } });
    expect((await call('DELETE', `/users/${user.id}`)).statusCode).toBe(404);
  });
});

describe('onboarding links in the users list', () => {
  it('gives a customer a link: pending, with the public page address, until the link is used', async () => {
    const user = await createUser();
    const res = await call('POST', `/users/${user.id}/onboarding-link`);
    expect(res.statusCode).toBe(200);
    const pending = json<User>(res);
    expect(pending).toMatchObject({ onboarding_completed: false, has_onboarding_link: true });
    expect(pending.onboarding_link).toMatch(new RegExp(`^${PUBLIC_URL}/onboarding/[A-Za-z0-9_-]{40,}$`));
    const listed = json<UsersResponse>(await call('GET', `/users?search=${encodeURIComponent(user.email)}`));
    expect(listed.users[0]).toMatchObject({ has_onboarding_link: true, onboarding_link: pending.onboarding_link });
    const [audit] = await auditOf(user.id, 'update');
    expect(audit!.changes).toEqual({
      onboarding_completed: { before: true, after: false },
      onboarding_token: { before: null, after: REDACTED },
    });
  });

  it('refuses a link for an admin, and 404 for an unknown user', async () => {
    const admin = await createUser({ is_admin: true });
    const res = await call('POST', `/users/${admin.id}/onboarding-link`);
    expect(res.statusCode).toBe(409);
    expect((await call('POST', '/users/999999/onboarding-link')).statusCode).toBe(404);
  });
});

describe('GET /users/{id}/products and /users/{id}/orders', () => {
  it("lists the user's orders, newest first, and 404 for an unknown user", async () => {
    const user = await createUser();
    const { db } = ctx.database;
    const base = { userId: user.id, customerEmail: user.email, status: 'paid', subtotal: 500, total: 500 };
    await db.insert(orders).values([
      { ...base, orderNumber: unique('OLD'), createdAt: new Date('2025-01-01T00:00:00Z') },
      { ...base, orderNumber: unique('NEW'), createdAt: new Date('2025-02-01T00:00:00Z'), total: 700, subtotal: 700 },
    ]);
    const res = await call('GET', `/users/${user.id}/orders`);
    expect(res.statusCode).toBe(200);
    const body = json<{ orders: { order_number: string; total: number }[]; pagination: { total: number } }>(res);
    expect(body.orders.map((o) => o.total)).toEqual([700, 500]);
    expect(body.orders[0]!.order_number).toMatch(/^NEW/);
    expect(body.pagination.total).toBe(2);
    expect((await call('GET', '/users/999999/orders')).statusCode).toBe(404);
    expect((await call('GET', '/users/abc/orders')).statusCode).toBe(404);
  });

  it("lists the user's product access with the product names", async () => {
    const user = await createUser();
    const product = await call('POST', '/products', {
      name: unique('Tool'),
      price_usd: 1000,
      internal_key: unique('tool'),
      is_downloadable: true,
    });
    expect(product.statusCode).toBe(201);
    const productId = json<{ id: number; name: string }>(product).id;
    const { userProductAccess } = await import('../../db/schema/sales.ts');
    await ctx.database.db.insert(userProductAccess).values({ userId: user.id, productId });
    const res = await call('GET', `/users/${user.id}/products`);
    expect(res.statusCode).toBe(200);
    const body = json<{ products: { product_id: number; is_active: boolean; expires_at: null }[] }>(res);
    expect(body.products).toEqual([
      expect.objectContaining({ product_id: productId, is_active: true, expires_at: null }),
    ]);
    expect((await call('GET', '/users/999999/products')).statusCode).toBe(404);
  });
});

describe('POST /users/bulk', () => {
  const bulk = (payload: unknown) => call('POST', '/users/bulk', payload);
  const exists = async (id: number) => (await ctx.database.db.select().from(users).where(eq(users.id, id))).length > 0;

  it('deletes exactly the users named, each with its own audit row (no secret in it)', async () => {
    const [a, b, c, other] = [await createUser(), await createUser(), await createUser(), await createUser()];
    const result = bulkResult(
      await bulk({ action: 'delete', records: [a, b, c].map((u) => ({ id: u.id, revision: u.revision })) }),
    );
    expect(result).toEqual({ succeeded: [a.id, b.id, c.id], unchanged: [], failed: [] });
    for (const user of [a, b, c]) {
      expect(await exists(user.id)).toBe(false);
      const audits = await auditOf(user.id, 'delete');
      expect(audits).toHaveLength(1);
      expect(audits[0]!.changes).toMatchObject({ email: { before: user.email }, password_hash: { before: REDACTED } });
    }
    expect(await exists(other.id)).toBe(true);
    expect(await auditOf(other.id, 'delete')).toEqual([]);
  });

  it('deletes the others but never the admin themselves or a user changed since, and says why', async () => {
    const [stale, otherAdmin, customer] = [
      await createUser(),
      await createUser({ is_admin: true, password: 'their-pass' }),
      await createUser(),
    ];
    const theirs = await loginAs(ctx.app, otherAdmin.email, 'their-pass');
    expect((await call('PATCH', `/users/${stale.id}`, { name: 'Renamed meanwhile' })).statusCode).toBe(200);
    const result = bulkResult(
      await bulk({
        action: 'delete',
        records: [
          { id: adminId },
          { id: stale.id, revision: stale.revision },
          { id: otherAdmin.id, revision: otherAdmin.revision },
          { id: customer.id },
        ],
      }),
    );
    expect(result).toEqual({
      succeeded: [otherAdmin.id, customer.id],
      unchanged: [],
      failed: [
        { id: adminId, code: 'FORBIDDEN', message: 'You cannot delete your own account' },
        { id: stale.id, code: 'STALE', message: staleMessage('user') },
      ],
    });
    expect(await exists(adminId)).toBe(true);
    expect(await exists(stale.id)).toBe(true);
    expect(await auditOf(stale.id, 'delete')).toEqual([]);
    expect(await exists(otherAdmin.id)).toBe(false);
    // The deleted admin's sessions end with the account, as with a single delete.
    expect((await call('GET', '/auth/me', undefined, theirs.token)).statusCode).toBe(401);
  });

  it('keeps the last Owner across the records of one request', async () => {
    // As in the single rule's test: only reachable when the acting Owner lost the role meanwhile.
    const { db } = ctx.database;
    const first = await createUser({ is_admin: true, admin_role: 'owner' });
    const second = await createUser({ is_admin: true, admin_role: 'owner' });
    // Only these two are Owners.
    await db.update(users).set({ adminRole: 'administrator' }).where(eq(users.adminRole, 'owner'));
    await db
      .update(users)
      .set({ adminRole: 'owner' })
      .where(inArray(users.id, [first.id, second.id]));
    try {
      const ghost = {
        id: adminId,
        name: 'Former owner',
        email: TEST_ADMIN.email,
        ip: '127.0.0.1',
        sessionId: randomUUID(),
        role: 'owner' as const,
      };
      const result = await bulkUsers(db, ghost, testOnboardingLinks({ PUBLIC_URL }), {
        action: 'delete',
        records: [{ id: first.id }, { id: second.id }],
      });
      expect(result).toEqual({
        succeeded: [first.id],
        unchanged: [],
        failed: [{ id: second.id, code: 'CONFLICT', message: ROLE_MESSAGES.lastOwnerDelete }],
      });
      expect(await exists(second.id)).toBe(true);
    } finally {
      await db.update(users).set({ adminRole: 'owner' }).where(eq(users.id, adminId));
    }
  });

  it('refuses a malformed request with 400 naming the field, and deletes nobody', async () => {
    const user = await createUser();
    await expectBulkRefusals(
      bulk,
      { action: 'delete', records: [{ id: user.id }] },
      async () => (await auditOf(user.id, 'delete')).length,
    );
    expect(await exists(user.id)).toBe(true);
  });
});
