import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.database.db.insert(users).values({
    email: 'customer@example.com',
    name: 'Casey Customer',
    passwordHash: await hashPassword('customer-pass'),
    isAdmin: false,
    onboardingCompleted: true,
  });
});
afterAll(() => ctx.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin${url}`, payload: payload as object, headers });

describe('POST /auth/login', () => {
  it('signs in an admin and answers token, refresh_token and user', async () => {
    const res = await post('/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(Object.keys(body).sort()).toEqual(['refresh_token', 'token', 'user']);
    expect(body.user).toMatchObject({ email: TEST_ADMIN.email, name: TEST_ADMIN.name, is_admin: true });
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
  });

  it('accepts the e-mail in any letter case', async () => {
    const res = await post('/auth/login', { email: 'ADMIN@Example.com', password: TEST_ADMIN.password });
    expect(res.statusCode).toBe(200);
  });

  it('answers the same text for an unknown e-mail and a wrong password', async () => {
    const unknown = await post('/auth/login', { email: 'nobody@example.com', password: 'whatever-pass' });
    const wrong = await post('/auth/login', { email: TEST_ADMIN.email, password: 'wrong-password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(json(unknown)).toEqual(json(wrong));
    expect(json(wrong)).toEqual({
      message: 'Invalid email or password',
      error: 'Invalid email or password',
      code: 'UNAUTHORIZED',
    });
  });

  it('refuses a non-admin with 403 "Admin access required"', async () => {
    const res = await post('/auth/login', { email: 'customer@example.com', password: 'customer-pass' });
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe('Admin access required');
  });

  it.each([
    [{}, { email: 'Email is required', password: 'Password is required' }],
    [
      { email: '', password: '' },
      { email: 'Email is required', password: 'Password is required' },
    ],
    [{ email: 'not-an-email', password: 'secret1' }, { email: 'Invalid email format' }],
    [{ email: 'a@b.co', password: '12345' }, { password: 'Password must be at least 6 characters' }],
    [
      { email: 42, password: ['x'] },
      { email: 'Email is required', password: 'Password is required' },
    ],
  ])('answers 400 with the spec texts for %j', async (payload, fields) => {
    const res = await post('/auth/login', payload);
    expect(res.statusCode).toBe(400);
    const body = json(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields).toEqual(fields);
    expect(body.message).toBe(Object.values(fields)[0]);
  });

  it('answers 400 for malformed JSON, never 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).code).toBe('VALIDATION_FAILED');
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await post('/auth/login', { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(json(res).code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('GET /auth/me and POST /auth/logout', () => {
  it('answers the signed-in user, then 401 once logged out', async () => {
    const { token } = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(json(me).user).toMatchObject({ email: TEST_ADMIN.email, is_admin: true });

    const out = await post('/auth/logout', undefined, bearer(token));
    expect(out.statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('answers 401 without a token, with a garbage token and with a token of another key', async () => {
    const { token } = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const headers of [{}, bearer('nonsense'), bearer(forged)]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers });
      expect(res.statusCode).toBe(401);
      expect(json(res).code).toBe('UNAUTHORIZED');
    }
  });

  it('refuses a refresh token used as an access token', async () => {
    const { refresh_token } = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(refresh_token) });
    expect(res.statusCode).toBe(401);
  });

  it('ends the session at once when the admin is demoted', async () => {
    await ctx.database.db.insert(users).values({
      email: 'second-admin@example.com',
      name: 'Second Admin',
      passwordHash: await hashPassword('second-pass'),
      isAdmin: true,
      adminRole: 'administrator',
    });
    const { token } = await loginAs(ctx.app, 'second-admin@example.com', 'second-pass');
    await ctx.database.db
      .update(users)
      .set({ isAdmin: false, adminRole: null })
      .where(eq(users.email, 'second-admin@example.com'));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /auth/refresh', () => {
  it('rotates: the new pair works and the old refresh token is spent', async () => {
    const first = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const res = await post('/auth/refresh', { refresh_token: first.refresh_token });
    expect(res.statusCode).toBe(200);
    const second = json<{ token: string; refresh_token: string }>(res);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(second.token) });
    expect(me.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is replayed', async () => {
    const first = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const second = json<{ token: string; refresh_token: string }>(
      await post('/auth/refresh', { refresh_token: first.refresh_token }),
    );
    const replay = await post('/auth/refresh', { refresh_token: first.refresh_token });
    expect(replay.statusCode).toBe(401);
    // The legitimate holder's newer tokens are dead too.
    expect((await post('/auth/refresh', { refresh_token: second.refresh_token })).statusCode).toBe(401);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(second.token) });
    expect(me.statusCode).toBe(401);
  });

  it('lets exactly one of many parallel refreshes with one token succeed', async () => {
    const { refresh_token } = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const results = await Promise.all(Array.from({ length: 50 }, () => post('/auth/refresh', { refresh_token })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 401)).toHaveLength(49);
  });

  it('stores passwords as argon2id with OWASP parameters, and takes 64- and 128-character passwords', async () => {
    const { token } = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
    for (const length of [64, 128]) {
      const email = `long-${length}@example.com`;
      const password = 'Zq9!'.repeat(length / 4);
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: bearer(token),
        payload: { email, password, name: `Long ${length}`, is_admin: true },
      });
      expect(created.statusCode, created.body).toBe(201);
      const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
      // OWASP Password Storage Cheat Sheet: argon2id, m = 19 MiB, t = 2, p = 1.
      expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect((await post('/auth/login', { email, password })).statusCode).toBe(200);
      expect((await post('/auth/login', { email, password: password.slice(0, -1) })).statusCode).toBe(401);
    }
  });

  it('answers 401 for an unknown refresh token and 400 for a missing one', async () => {
    expect((await post('/auth/refresh', { refresh_token: 'not-a-real-token' })).statusCode).toBe(401);
    const missing = await post('/auth/refresh', {});
    expect(missing.statusCode).toBe(400);
    expect(json(missing).fields).toEqual({ refresh_token: 'Refresh token is required' });
  });
});
