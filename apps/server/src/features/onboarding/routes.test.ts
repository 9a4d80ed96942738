import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@store/contract/users';
import { MIGRATIONS_FOLDER, openPglite, openPostgres, runMigrations, type Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';
import {
  bearer,
  createTestContext,
  json,
  loginAs,
  TEST_ADMIN,
  startTestApp,
  testOnboardingLinks,
  type TestContext,
} from '../../test/harness.ts';
import { newOnboardingToken } from '../users/accounts.ts';
import { scratchPostgresDatabase } from '../../test/scratch-database.ts';

let ctx: TestContext;
let adminToken: string;
const INVALID = 'This onboarding link is invalid or has already been used.';

beforeAll(async () => {
  ctx = await createTestContext();
  adminToken = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
});
afterAll(() => ctx.close());

let seq = 0;
/** A customer as a payment would leave them: no password yet, a pending link. */
async function pendingCustomer(name = 'Casey Customer') {
  const { token, columns } = newOnboardingToken(testOnboardingLinks());
  const [row] = await ctx.database.db
    .insert(users)
    .values({ email: `customer-${Date.now()}-${++seq}@example.com`, name, ...columns })
    .returning();
  return { user: row!, token };
}

const get = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/onboarding/${token}` });
const post = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/onboarding/${token}`, payload });

describe('GET /api/v1/onboarding/{token}', () => {
  it('tells who the link is for, without a session or an API key', async () => {
    const { user, token } = await pendingCustomer();
    const res = await get(token);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ email: user.email, name: 'Casey Customer' });
  });

  it.each(['unknown-token-that-is-long-enough', 'short', 'has spaces in it!!!!!', '%00%27;drop'])(
    'answers 404 with a clear message for the token %s',
    async (token) => {
      const res = await get(encodeURIComponent(token));
      expect(res.statusCode).toBe(404);
      expect(json(res)).toMatchObject({ code: 'NOT_FOUND', message: INVALID });
    },
  );
});

describe('POST /api/v1/onboarding/{token}', () => {
  it('sets the password, marks the account onboarded and consumes the link; the list shows it Active', async () => {
    const { user, token } = await pendingCustomer();
    const res = await post(token, { password: 'my-new-password' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ email: user.email });
    expect(res.body).not.toMatch(/password_hash|\$argon2/);

    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({
      onboardingCompleted: true,
      onboardingTokenHash: null,
      onboardingLinkSealed: null,
      name: 'Casey Customer',
    });
    expect(await verifyPassword(after!.passwordHash, 'my-new-password')).toBe(true);

    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users/${user.id}`,
      headers: bearer(adminToken),
    });
    expect(json<User>(listed)).toMatchObject({
      onboarding_completed: true,
      has_onboarding_link: false,
      onboarding_link: null,
    });

    // The link is used up.
    expect(json(await get(token)).message).toBe(INVALID);
    const again = await post(token, { password: 'another-password' });
    expect(again.statusCode).toBe(404);
    expect(json(again).message).toBe(INVALID);
  });

  it('asks for a name when the account has none, and keeps the one given', async () => {
    const { user, token } = await pendingCustomer('');
    expect(json(await get(token))).toEqual({ email: user.email, name: '' });
    const missing = await post(token, { password: 'my-new-password' });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({ fields: { name: 'Name is required' } });
    const blank = await post(token, { password: 'my-new-password', name: '  ' });
    expect(json(blank)).toMatchObject({ fields: { name: 'Name is required' } });
    const ok = await post(token, { password: 'my-new-password', name: ' Robin Roe ' });
    expect(ok.statusCode).toBe(200);
    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.name).toBe('Robin Roe');
  });

  it.each([
    [{}, 'Password is required'],
    [{ password: '' }, 'Password is required'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ password: 'x'.repeat(257) }, 'Password must be at most 256 characters'],
  ])('refuses %j with the password rule and keeps the link', async (payload, text) => {
    const { token } = await pendingCustomer();
    const res = await post(token, payload);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ fields: { password: text } });
    expect((await get(token)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown link', async () => {
    const res = await post(randomToken(32), { password: 'whatever-123' });
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toBe(INVALID);
  });

  it('a link issued by an admin from the panel works the same way', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: bearer(adminToken),
      payload: { email: `issued-${Date.now()}@example.com`, password: 'admin-set-1', name: 'Issued' },
    });
    const issued = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${json<User>(created).id}/onboarding-link`,
      headers: bearer(adminToken),
    });
    const link = json<User>(issued).onboarding_link!;
    const token = link.split('/onboarding/')[1]!;
    // Stored as its SHA-256 (and sealed for the panel): the token itself is in no column.
    const [stored] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.id, json<User>(created).id));
    expect(stored!.onboardingTokenHash).toBe(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await post(token, { password: 'customer-chosen' })).statusCode).toBe(200);
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users/${json<User>(created).id}`,
      headers: bearer(adminToken),
    });
    expect(json<User>(after)).toMatchObject({ onboarding_completed: true, has_onboarding_link: false });
  });

  it('of three submissions of one link at once, exactly one succeeds', async () => {
    const { user, token } = await pendingCustomer();
    const results = await Promise.all([
      post(token, { password: 'first-password' }),
      post(token, { password: 'second-password' }),
      post(token, { password: 'third-password' }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 404, 404]);
    const winner = ['first-password', 'second-password', 'third-password'][
      results.findIndex((r) => r.statusCode === 200)
    ]!;
    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(after!.passwordHash, winner)).toBe(true);
  });
});

describe('links made before tokens were hashed (migration 0027)', () => {
  /** An empty database of the kind the suite runs on, dropped by `drop`. */
  async function emptyDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
    const url = process.env.DATABASE_URL;
    if (!url) {
      const database = await openPglite();
      return { database, drop: () => database.close() };
    }
    const scratch = await scratchPostgresDatabase(url, 'store_admin_migrate');
    const database = await openPostgres(scratch.url);
    return {
      database,
      drop: async () => {
        await database.close();
        await scratch.drop();
      },
    };
  }

  it('keep working after the migration hashes them in place; the panel shows them pending, without the link', async () => {
    // The migrations up to 0026, as a store had them before this change.
    const before = mkdtempSync(join(tmpdir(), 'migrations-0026-'));
    cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
    const journalFile = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
    journal.entries = journal.entries.filter((e) => e.idx <= 26);
    writeFileSync(journalFile, JSON.stringify(journal));

    const { database, drop } = await emptyDatabase();
    let app: FastifyInstance | undefined;
    try {
      const client = await database.db.$client.connect();
      try {
        await migrate(drizzle({ client }), { migrationsFolder: before });
        // A customer whose link was mailed then, its token kept as it was.
        await client.query(
          `insert into users (email, name, onboarding_token) values ('mailed@example.com', 'Mailed Before', $1)`,
          ['token-mailed-before-the-migration-0123456789'],
        );
      } finally {
        client.release();
      }
      await runMigrations(database);
      const [row] = await database.db.select().from(users).where(eq(users.email, 'mailed@example.com'));
      expect(row!.onboardingTokenHash).toBe(sha256('token-mailed-before-the-migration-0123456789'));
      expect(row!.onboardingLinkSealed).toBeNull();

      app = (await startTestApp(database)).app;
      const token = (await loginAs(app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
      const shown = await app.inject({ method: 'GET', url: `/api/admin/users/${row!.id}`, headers: bearer(token) });
      expect(json<User>(shown)).toMatchObject({ has_onboarding_link: true, onboarding_link: null });

      const url = '/api/v1/onboarding/token-mailed-before-the-migration-0123456789';
      expect(json(await app.inject({ method: 'GET', url }))).toEqual({
        email: 'mailed@example.com',
        name: 'Mailed Before',
      });
      const done = await app.inject({ method: 'POST', url, payload: { password: 'set-at-last' } });
      expect(done.statusCode).toBe(200);
    } finally {
      await app?.close();
      await drop();
    }
  });
});
