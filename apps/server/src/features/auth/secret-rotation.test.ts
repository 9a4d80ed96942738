// Rotating the server's secrets (issue 32, decision 0058) signs nobody out: an access token of the
// previous JWT_SECRET is still accepted while it is listed in JWT_SECRET_PREVIOUS, and an admin
// enrolled in two-step keeps signing in with codes across a JWT_SECRET rotation and a new
// TOTP_ENCRYPTION_KEY. Each step is a server built on the same database with the next settings,
// as a deploy would restart the store.
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { userTwoStep, users } from '../../db/schema/users.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { createSecretSealer, SEALING_PURPOSES, sealingKeyId } from '../../platform/sealed.ts';
import { NO_TOTP_KEY_WARNING, sealingKeys } from '../../startup.ts';
import {
  bearer,
  createTestContext,
  json,
  startTestApp,
  TEST_ADMIN,
  testConfig,
  type TestContext,
} from '../../test/harness.ts';
import { resealTwoStepSecrets, twoStepSecretsByKey } from './two-step.ts';

const A = 'rotation-secret-a-0123456789-abcdefghijklmnopq';
const B = 'rotation-secret-b-0123456789-abcdefghijklmnopq';
const K1 = Buffer.alloc(32, 1).toString('base64url');
const K2 = Buffer.alloc(32, 2).toString('base64url');
// A store on PostgreSQL as configured (no key file is written): TOTP_ENCRYPTION_KEY is then
// optional, and without it the secrets are sealed under JWT_SECRET, as every store sealed them
// before the key ring. (An empty setting counts as unset.)
const POSTGRES = { DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' };
const PASSWORD = 'rotation-pass';
const STEP_MS = 30_000;

let ctx: TestContext;
const started: FastifyInstance[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  for (const app of started) await app.close();
  await ctx.close();
});

/** A server on the test's database with these settings, as a restart with them would start it. */
async function serverWith(env: Record<string, string>) {
  const server = await startTestApp(ctx.database, { ...POSTGRES, ...env });
  started.push(server.app);
  return server;
}

const post = (app: FastifyInstance, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/admin${url}`, payload: payload as object, headers });

/** The code of `secret` for the 30-second step `step` (an absolute step number). */
const codeFor = (secret: string, step: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: step * STEP_MS });

async function signIn(app: FastifyInstance, email: string, code: string) {
  const first = await post(app, '/auth/login', { email, password: PASSWORD });
  expect(first.statusCode, first.body).toBe(200);
  const challenge = json<{ challenge: string }>(first).challenge;
  return post(app, '/auth/login/mfa', { challenge, code });
}

const storedSecret = async (id: number) =>
  (await ctx.database.db.select().from(userTwoStep).where(eq(userTwoStep.userId, id)))[0]!.secretSealed;

describe('rotating JWT_SECRET', () => {
  it('accepts an access token signed with A after the rotation while A is previous, and refuses it without', async () => {
    const before = await serverWith({ JWT_SECRET: A });
    const login = await post(before.app, '/auth/login', TEST_ADMIN);
    const { token } = json<{ token: string }>(login);

    const withPrevious = await serverWith({ JWT_SECRET: B, JWT_SECRET_PREVIOUS: A });
    const me = await withPrevious.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(token) });
    expect(me.statusCode, me.body).toBe(200);

    const without = await serverWith({ JWT_SECRET: B });
    const refused = await without.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(token) });
    expect(refused.statusCode).toBe(401);
  });
});

describe('an admin enrolled in two-step', () => {
  it('signs in with a code after JWT_SECRET is rotated, and after a new TOTP_ENCRYPTION_KEY is put in front', async () => {
    // Three codes of three successive steps are used (a code is taken once, and only for a later
    // step), all within the server's window of one step either side: start well inside a step.
    const into = Date.now() % STEP_MS;
    if (into > STEP_MS - 15_000) await new Promise((r) => setTimeout(r, STEP_MS - into + 50));
    const now = Math.floor(Date.now() / STEP_MS);

    const email = 'rotation-admin@example.com';
    const [row] = await ctx.database.db
      .insert(users)
      .values({
        email,
        name: 'Rotation Admin',
        passwordHash: await hashPassword(PASSWORD),
        isAdmin: true,
        adminRole: 'owner',
      })
      .returning({ id: users.id });
    const id = row!.id;

    // Enrolled under JWT_SECRET=A, with no TOTP_ENCRYPTION_KEY: sealed as stores seal today.
    const first = await serverWith({ JWT_SECRET: A, TOTP_ENCRYPTION_KEY: '' });
    expect(first.warnings).toEqual([NO_TOTP_KEY_WARNING]);
    const { token } = json<{ token: string }>(await post(first.app, '/auth/login', { email, password: PASSWORD }));
    const { secret } = json<{ secret: string }>(
      await post(first.app, '/auth/two-step/enrolment', undefined, bearer(token)),
    );
    const confirm = await post(
      first.app,
      '/auth/two-step/enrolment/confirm',
      { code: codeFor(secret, now - 1) },
      bearer(token),
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(await storedSecret(id)).toMatch(/^v1\./);

    // JWT_SECRET=B, A previous: the code is accepted, and the secret sealed again under B.
    const second = await serverWith({ JWT_SECRET: B, JWT_SECRET_PREVIOUS: A, TOTP_ENCRYPTION_KEY: '' });
    const afterRotation = await signIn(second.app, email, codeFor(secret, now));
    expect(afterRotation.statusCode, afterRotation.body).toBe(200);
    const underB = await storedSecret(id);
    expect(createSecretSealer({ keys: [], signingSecrets: [B] }, SEALING_PURPOSES.twoStep).open(underB)).toBe(secret);

    // A key ring in front: the code is accepted, and the secret sealed again under the new key.
    const third = await serverWith({ JWT_SECRET: B, TOTP_ENCRYPTION_KEY: K1 });
    expect(third.warnings).toEqual([]);
    const afterKey = await signIn(third.app, email, codeFor(secret, now + 1));
    expect(afterKey.statusCode, afterKey.body).toBe(200);
    const underK1 = await storedSecret(id);
    expect(underK1.startsWith(`v2.${sealingKeyId(Buffer.from(K1, 'base64url'))}.`)).toBe(true);

    // A wrong code is still refused: the sealer opened the real secret, not any.
    const wrong = await signIn(
      third.app,
      email,
      String((Number(codeFor(secret, now + 1)) + 1) % 1_000_000).padStart(6, '0'),
    );
    expect(wrong.statusCode).toBe(401);
  });

  it('moves every secret under the new key with the re-seal, and counts them by key', async () => {
    const email = 'reseal-admin@example.com';
    const [row] = await ctx.database.db
      .insert(users)
      .values({
        email,
        name: 'Reseal Admin',
        passwordHash: await hashPassword(PASSWORD),
        isAdmin: true,
        adminRole: 'owner',
      })
      .returning({ id: users.id });
    const underK1 = createSecretSealer(
      { keys: [Buffer.from(K1, 'base64url')], signingSecrets: [A] },
      SEALING_PURPOSES.twoStep,
    );
    await ctx.database.db
      .insert(userTwoStep)
      .values({ userId: row!.id, secretSealed: underK1.seal('JBSWY3DPEHPK3PXP'), enabledAt: new Date() });

    const config = testConfig({ ...POSTGRES, JWT_SECRET: B, TOTP_ENCRYPTION_KEY: `${K2},${K1}` });
    const ring = createSecretSealer(sealingKeys(config, B), SEALING_PURPOSES.twoStep);
    const idK1 = sealingKeyId(Buffer.from(K1, 'base64url'));
    const idK2 = sealingKeyId(Buffer.from(K2, 'base64url'));
    expect((await twoStepSecretsByKey(ctx.database.db, ring))[idK1]).toBeGreaterThanOrEqual(1);

    expect(await resealTwoStepSecrets(ctx.database.db, ring)).toBeGreaterThanOrEqual(1);
    const counts = await twoStepSecretsByKey(ctx.database.db, ring);
    expect(Object.keys(counts)).toEqual([idK2]);
    expect(ring.open(await storedSecret(row!.id))).toBe('JBSWY3DPEHPK3PXP');
    // Nothing is left under K1: a ring of K2 alone opens every secret.
    const k2Only = createSecretSealer(
      { keys: [Buffer.from(K2, 'base64url')], signingSecrets: [B] },
      SEALING_PURPOSES.twoStep,
    );
    expect(await twoStepSecretsByKey(ctx.database.db, k2Only)).toEqual(counts);
    expect(await resealTwoStepSecrets(ctx.database.db, ring)).toBe(0);
  });
});

describe('the key when TOTP_ENCRYPTION_KEY is not set', () => {
  it('is made once on the embedded default and kept in DATA_DIR, readable by its owner only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totp-key-'));
    const config = loadConfig({ DATA_DIR: dir });
    const first = sealingKeys(config, A);
    expect(first.keys).toHaveLength(1);
    expect(first.keys[0]).toHaveLength(32);
    const file = join(dir, 'totp-key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64url').equals(first.keys[0]!)).toBe(true);
    expect(sealingKeys(config, A).keys[0]!.equals(first.keys[0]!)).toBe(true);
  });

  it('is none on PostgreSQL: the signing secret seals, and nothing is written', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totp-key-'));
    const config = loadConfig({ ...POSTGRES, JWT_SECRET: A, DATA_DIR: dir });
    expect(sealingKeys(config, A)).toEqual({ keys: [], signingSecrets: [A] });
    expect(existsSync(join(dir, 'totp-key'))).toBe(false);
  });
});
