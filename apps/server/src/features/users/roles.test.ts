// Roles per area (issue 17 item 2, decision 0027): who has which role, what only an Owner may do,
// that a role change acts on the next call and is audited, and that an export follows the role of
// the list it reads. The route-by-route matrix is in hardening/authz.hardening.test.ts.
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminRole, ROLE_MESSAGES } from '@store/contract/roles';
import type { User } from '@store/contract/users';
import { auditLogs } from '../../db/schema/operations.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let owner: string;
let ownerId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const session = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
  owner = session.token;
  ownerId = session.user.id;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, as: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: url.startsWith('/api/') ? url : `/api/admin${url}`,
    headers: bearer(as),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });

async function createAccount(fields: { is_admin?: boolean; admin_role?: AdminRole } = {}) {
  const email = `role-${randomUUID()}@example.com`;
  const res = await call('POST', '/users', owner, { email, password: 'role-test-pass', name: 'Role Test', ...fields });
  expect(res.statusCode, res.body).toBe(201);
  const user = json<User>(res);
  const token = user.is_admin ? (await loginAs(ctx.app, email, 'role-test-pass')).token : '';
  return { user, token };
}

const errorOf = (res: { body: string }) => json<{ error: string }>(res as never).error;

describe('roles', () => {
  it('makes the first admin an Owner, and says the role at sign-in and in /auth/me', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    expect(json<{ user: { role: string } }>(res).user.role).toBe('owner');
    const me = await call('GET', '/auth/me', owner);
    expect(json<{ user: { role: string; is_admin: boolean } }>(me).user).toMatchObject({
      role: 'owner',
      is_admin: true,
    });
  });

  it('gives an admin made without a role the Administrator role, and a customer none', async () => {
    const { user: admin } = await createAccount({ is_admin: true });
    expect(admin.admin_role).toBe('administrator');
    const { user: customer } = await createAccount();
    expect(customer.admin_role).toBeNull();
    const refused = await call('POST', '/users', owner, {
      email: `role-${randomUUID()}@example.com`,
      password: 'role-test-pass',
      name: 'No Admin',
      is_admin: false,
      admin_role: 'support',
    });
    expect(refused.statusCode).toBe(400);
    expect(json<{ fields: Record<string, string> }>(refused).fields.admin_role).toBe(ROLE_MESSAGES.roleNeedsAdmin);
  });

  it('keeps admin accounts and roles to the Owners', async () => {
    const { user: admin, token } = await createAccount({ is_admin: true, admin_role: 'administrator' });
    const { user: other } = await createAccount({ is_admin: true, admin_role: 'catalogue' });
    const { user: customer } = await createAccount();
    const refusals: [string, Awaited<ReturnType<typeof call>>][] = [
      [
        'create an admin',
        await call('POST', '/users', token, {
          email: `role-${randomUUID()}@example.com`,
          password: 'role-test-pass',
          name: 'X',
          is_admin: true,
        }),
      ],
      ['make a customer an admin', await call('PATCH', `/users/${customer.id}`, token, { is_admin: true })],
      ['change a role', await call('PATCH', `/users/${other.id}`, token, { admin_role: 'support' })],
      ['rename another admin', await call('PATCH', `/users/${other.id}`, token, { name: 'Renamed' })],
      ['set another admin’s password', await call('PATCH', `/users/${ownerId}`, token, { password: 'taken-over' })],
      ['delete an admin', await call('DELETE', `/users/${other.id}`, token)],
      ['raise their own role', await call('PATCH', `/users/${admin.id}`, token, { admin_role: 'owner' })],
    ];
    for (const [what, res] of refusals) {
      expect(res.statusCode, what).toBe(403);
      expect(errorOf(res), what).toBe(ROLE_MESSAGES.ownerOnly);
    }
    // Nothing changed.
    const [still] = [json<User>(await call('GET', `/users/${other.id}`, owner))];
    expect(still).toMatchObject({ admin_role: 'catalogue', name: 'Role Test' });
    // What an Administrator may do: customers, and their own name.
    expect((await call('PATCH', `/users/${customer.id}`, token, { name: 'Renamed Customer' })).statusCode).toBe(200);
    const own = await call('PATCH', `/users/${admin.id}`, token, { name: 'My Own Name', is_admin: true });
    expect(own.statusCode, own.body).toBe(200);
    // The security settings are the Owners' too.
    const requirement = await call('PUT', '/auth/two-step/requirement', token, { required: true });
    expect(requirement.statusCode).toBe(403);
    expect(errorOf(requirement)).toBe('The Administrator role has no access to the security settings');
    // A bulk delete names each admin it left alone, and why.
    const bulk = await call('POST', '/users/bulk', token, { action: 'delete', records: [{ id: other.id }] });
    expect(json(bulk)).toMatchObject({
      succeeded: [],
      failed: [{ id: other.id, code: 'FORBIDDEN', message: ROLE_MESSAGES.ownerOnly }],
    });
  });

  it('acts on the next call when an Owner changes a role, and audits the change', async () => {
    const { user, token } = await createAccount({ is_admin: true, admin_role: 'support' });
    const products = await call('GET', '/products/987654', token);
    expect(products.statusCode).toBe(403);
    expect(errorOf(products)).toBe('The Support role has no access to the catalogue');
    // User Access picks products from the list: Support may read it.
    expect((await call('GET', '/products', token)).statusCode).toBe(200);
    expect((await call('GET', '/orders', token)).statusCode).toBe(200);

    const changed = await call('PATCH', `/users/${user.id}`, owner, { admin_role: 'catalogue' });
    expect(changed.statusCode, changed.body).toBe(200);
    // The same token, with no new sign-in.
    expect((await call('GET', '/products/987654', token)).statusCode).toBe(404);
    expect((await call('GET', '/orders', token)).statusCode).toBe(403);
    expect(json<{ user: { role: string } }>(await call('GET', '/auth/me', token)).user.role).toBe('catalogue');

    const [audit] = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.resourceType, 'users'),
          eq(auditLogs.resourceId, String(user.id)),
          eq(auditLogs.action, 'update'),
        ),
      )
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(audit!.adminUserId).toBe(ownerId);
    expect(audit!.changes).toEqual({ admin_role: { before: 'support', after: 'catalogue' } });
  });

  it('lets an Analyst read but never change, even through a POST that reads', async () => {
    const { token } = await createAccount({ is_admin: true, admin_role: 'analyst' });
    expect((await call('GET', '/analytics/overview', token)).statusCode).toBe(200);
    expect((await call('GET', '/audit', token)).statusCode).toBe(200);
    const exportAudit = await call('POST', '/exports', token, { resource: 'audit' });
    expect(exportAudit.statusCode).toBe(201);
    const exportUsers = await call('POST', '/exports', token, { resource: 'users' });
    expect(exportUsers.statusCode).toBe(403);
    expect(errorOf(exportUsers)).toBe('The Analyst role has no access to users');
    const note = await call('POST', '/orders/1/notes', token, { body: 'x' });
    expect(note.statusCode).toBe(403);
  });

  it('checks the role again when an export is downloaded', async () => {
    const { user, token } = await createAccount({ is_admin: true, admin_role: 'support' });
    const ticket = await call('POST', '/exports', token, { resource: 'users' });
    expect(ticket.statusCode).toBe(201);
    await call('PATCH', `/users/${user.id}`, owner, { admin_role: 'analyst' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/exports/download',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: json<{ token: string }>(ticket).token }).toString(),
    });
    expect(res.statusCode).toBe(403);
  });
});
