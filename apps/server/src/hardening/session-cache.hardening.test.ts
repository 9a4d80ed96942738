// Admin sessions checked in memory (issue 19 item 1, decision 0029): the guard serves a known
// session without reading the database, forgets it when the database says so — on this instance
// before the call that ended it answers, on another within a second — and reads the database
// again whenever it cannot be sure it hears.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { adminSessions, users } from '../db/schema/users.ts';
import { prepare } from '../startup.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../test/harness.ts';
import { SESSION_CHANNEL } from '../platform/session-cache.ts';

let ctx: TestContext;
let second: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext();
  // A second instance of the panel's server on the same database, with its own cache and its
  // own listening connection.
  const { deps } = await prepare(ctx.config, ctx.database);
  second = await buildApp(deps, { logger: false });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(token) });

/** Runs `write` with the triggers of a table off: a change the cache is never told about. */
async function unannounced(table: 'admin_sessions' | 'users', write: () => Promise<unknown>) {
  await ctx.database.db.execute(sql.raw(`alter table ${table} disable trigger user`));
  try {
    await write();
  } finally {
    await ctx.database.db.execute(sql.raw(`alter table ${table} enable trigger user`));
  }
}

async function account(role: 'support' | 'analyst' = 'support') {
  const owner = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const email = `cache-${role}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: bearer(owner.token),
    payload: { email, password: 'cache-test-pass', name: 'Cache Test', is_admin: true, admin_role: role },
  });
  expect(res.statusCode, res.body).toBe(201);
  const session = await loginAs(ctx.app, email, 'cache-test-pass');
  return { ...session, email, ownerToken: owner.token };
}

describe('the session cache', () => {
  it('serves a known session without reading the database', async () => {
    const { token } = await account();
    expect((await me(ctx.app, token)).statusCode).toBe(200);
    expect(ctx.app.sessionCache.active).toBe(true);
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
    // The row is gone, and nothing told the cache: the next call is served from memory.
    await unannounced('admin_sessions', () => ctx.database.db.delete(adminSessions).where(eq(adminSessions.id, sid)));
    expect((await me(ctx.app, token)).statusCode).toBe(200);
    // Told (as the trigger would), it reads the database again and finds nothing.
    await ctx.database.db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${`s:${sid}`})`);
    await ctx.app.sessionCache.sync();
    expect((await me(ctx.app, token)).statusCode).toBe(401);
  });

  it('ends a session on the instance that ended it before the call answers, and on another within 1 s', async () => {
    const { token } = await account();
    expect((await me(ctx.app, token)).statusCode).toBe(200);
    expect((await me(second, token)).statusCode).toBe(200); // both instances keep it now
    const logout = await second.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect((await me(second, token)).statusCode).toBe(401);
    const started = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - started < 1000) {
      status = (await me(ctx.app, token)).statusCode;
      if (status === 200) await new Promise((r) => setTimeout(r, 5));
    }
    expect(status).toBe(401);
    console.log(`[session cache] logout on one instance refused on the other after ${Date.now() - started} ms`);
  });

  it('applies a role change, a demotion and a rename made anywhere, within 1 s on every instance', async () => {
    const { token, user, ownerToken } = await account('support');
    for (const app of [ctx.app, second])
      expect((await app.inject({ method: 'GET', url: '/api/admin/orders', headers: bearer(token) })).statusCode).toBe(
        200,
      );
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: bearer(ownerToken),
      payload: { admin_role: 'analyst', name: 'Renamed Analyst' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await second.sessionCache.sync();
    for (const app of [ctx.app, second]) {
      expect((await app.inject({ method: 'GET', url: '/api/admin/orders', headers: bearer(token) })).statusCode).toBe(
        403,
      );
      expect(json<{ user: { name: string; role: string } }>(await me(app, token)).user).toMatchObject({
        name: 'Renamed Analyst',
        role: 'analyst',
      });
    }
    // A change written straight to the database (a script, another tool) is heard the same way.
    await ctx.database.db.update(users).set({ isAdmin: false, adminRole: null }).where(eq(users.id, user.id));
    await second.sessionCache.sync();
    await ctx.app.sessionCache.sync();
    for (const app of [ctx.app, second]) expect((await me(app, token)).statusCode).toBe(403);
  });

  it('reads the database on every call while it cannot hear, and uses memory again once it does', async () => {
    const { token } = await account();
    expect((await me(second, token)).statusCode).toBe(200);
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
    const cache = second.sessionCache;
    if (ctx.database.kind === 'postgres') {
      // The listening connection is cut, as a network fault or a database restart would.
      await ctx.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'store-admin-listen' and datname = current_database()`,
      );
      const until = Date.now() + 1000;
      while (cache.active && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
    } else {
      await cache.stop(); // the embedded database has one connection in this process: stop listening
    }
    expect(cache.active).toBe(false);
    // While deaf, a change nobody announces is still seen: the database is read.
    await unannounced('admin_sessions', () =>
      ctx.database.db.update(adminSessions).set({ revokedAt: new Date() }).where(eq(adminSessions.id, sid)),
    );
    expect((await me(second, token)).statusCode).toBe(401);
    if (ctx.database.kind === 'postgres') {
      const until = Date.now() + 5000; // opened again after a second
      while (!cache.active && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    } else {
      await cache.start();
    }
    expect(cache.active).toBe(true);
    const other = await account();
    expect((await me(second, other.token)).statusCode).toBe(200);
    expect(cache.size).toBeGreaterThan(0);
  });
});
