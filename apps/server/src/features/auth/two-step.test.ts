import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/operations.ts';
import { twoStepChallenges, twoStepRecoveryCodes, userTwoStep, users } from '../../db/schema/users.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';
import { awayFromStepEdge, codeAt } from '../../test/totp.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const PASSWORD = 'two-step-pass';

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin${url}`, payload: payload as object, headers });

let accounts = 0;
async function newAdmin(): Promise<{ email: string; id: number }> {
  accounts += 1;
  const email = `two-step-${accounts}@example.com`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      email,
      name: `Two Step ${accounts}`,
      passwordHash: await hashPassword(PASSWORD),
      isAdmin: true,
      adminRole: 'owner',
    })
    .returning({ id: users.id });
  return { email, id: row!.id };
}

/** An admin with two-step on, enrolled through the API with a code from a step ago. */
async function enrolledAdmin() {
  const admin = await newAdmin();
  const { token } = await loginAs(ctx.app, admin.email, PASSWORD);
  const start = await post('/auth/two-step/enrolment', undefined, bearer(token));
  expect(start.statusCode, start.body).toBe(200);
  const { secret, otpauth_uri } = json<{ secret: string; otpauth_uri: string }>(start);
  await awayFromStepEdge();
  const confirm = await post('/auth/two-step/enrolment/confirm', { code: codeAt(secret, -1) }, bearer(token));
  expect(confirm.statusCode, confirm.body).toBe(200);
  const { recovery_codes } = json<{ recovery_codes: string[] }>(confirm);
  return { ...admin, token, secret, otpauth_uri, recoveryCodes: recovery_codes };
}

async function challengeFor(email: string): Promise<string> {
  const res = await post('/auth/login', { email, password: PASSWORD });
  expect(res.statusCode).toBe(200);
  const body = json(res);
  expect(body).toEqual({ mfa_required: true, challenge: expect.any(String), expires_at: expect.any(String) });
  return body.challenge as string;
}

describe('enrolment', () => {
  it('answers an otpauth URI with the secret, turns on with a code, and issues ten recovery codes', async () => {
    const admin = await enrolledAdmin();
    const uri = new URL(admin.otpauth_uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(admin.secret);
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(admin.recoveryCodes).toHaveLength(10);
    expect(new Set(admin.recoveryCodes).size).toBe(10);
    for (const code of admin.recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);

    // Stored sealed and hashed: neither the secret nor a recovery code is in the database in clear.
    const [row] = await ctx.database.db.select().from(userTwoStep).where(eq(userTwoStep.userId, admin.id));
    expect(row!.enabledAt).toBeInstanceOf(Date);
    expect(row!.secretSealed).not.toContain(admin.secret);
    const stored = await ctx.database.db
      .select()
      .from(twoStepRecoveryCodes)
      .where(eq(twoStepRecoveryCodes.userId, admin.id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(admin.recoveryCodes[0]!.replaceAll('-', ''));

    const status = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/auth/two-step',
      headers: bearer(admin.token),
    });
    expect(json(status)).toMatchObject({ enabled: true, recovery_codes_left: 10, required: false });

    const [audit] = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceType, 'users'), eq(auditLogs.resourceId, String(admin.id))))
      .orderBy(desc(auditLogs.id));
    expect(audit!.changes).toEqual({ two_step_enabled: { before: false, after: true } });
  });

  it('refuses a wrong confirming code with 400 naming the field, and keeps two-step off', async () => {
    const admin = await newAdmin();
    const { token } = await loginAs(ctx.app, admin.email, PASSWORD);
    const { secret } = json<{ secret: string }>(await post('/auth/two-step/enrolment', undefined, bearer(token)));
    await awayFromStepEdge();
    const wrong = String((Number(codeAt(secret)) + 1) % 1_000_000).padStart(6, '0');
    const res = await post('/auth/two-step/enrolment/confirm', { code: wrong }, bearer(token));
    expect(res.statusCode).toBe(400);
    expect(json(res).fields).toEqual({ code: 'Invalid code' });
    const bad = await post('/auth/two-step/enrolment/confirm', { code: '12ab' }, bearer(token));
    expect(bad.statusCode).toBe(400);
    expect(json(bad).fields).toEqual({ code: 'Enter the 6-digit code from your app' });
    // Still signs in with the password alone.
    expect(Object.keys(json(await post('/auth/login', { email: admin.email, password: PASSWORD }))).sort()).toEqual([
      'refresh_token',
      'token',
      'user',
    ]);
  });
});

describe('signing in with two-step', () => {
  it('answers mfa_required and no tokens, then signs in with a code computed from the secret', async () => {
    const admin = await enrolledAdmin();
    const res = await post('/auth/login', { email: admin.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(Object.keys(body).sort()).toEqual(['challenge', 'expires_at', 'mfa_required']);
    const expires = Date.parse(body.expires_at as string) - Date.now();
    expect(expires).toBeGreaterThan(4 * 60_000);
    expect(expires).toBeLessThanOrEqual(5 * 60_000);

    await awayFromStepEdge();
    const done = await post('/auth/login/mfa', { challenge: body.challenge, code: codeAt(admin.secret) });
    expect(done.statusCode, done.body).toBe(200);
    const session = json<{ token: string; refresh_token: string; user: { email: string } }>(done);
    expect(Object.keys(session).sort()).toEqual(['refresh_token', 'token', 'user']);
    expect(session.user.email).toBe(admin.email);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(session.token) });
    expect(me.statusCode).toBe(200);

    // The challenge is spent.
    const again = await post('/auth/login/mfa', { challenge: body.challenge, code: codeAt(admin.secret, 1) });
    expect(again.statusCode).toBe(401);
    expect(json(again).message).toBe('This sign-in has expired. Please sign in again.');
  });

  it('refuses a code already used, even in a new sign-in', async () => {
    const admin = await enrolledAdmin();
    await awayFromStepEdge();
    const code = codeAt(admin.secret);
    expect((await post('/auth/login/mfa', { challenge: await challengeFor(admin.email), code })).statusCode).toBe(200);
    const replay = await post('/auth/login/mfa', { challenge: await challengeFor(admin.email), code });
    expect(replay.statusCode).toBe(401);
    expect(json(replay).message).toBe('Invalid code');
    // The code of the step before the one used is older still: refused too.
    const older = await post('/auth/login/mfa', {
      challenge: await challengeFor(admin.email),
      code: codeAt(admin.secret, -1),
    });
    expect(older.statusCode).toBe(401);
  });

  it('refuses an expired code (two steps ago) and accepts one step of drift', async () => {
    const admin = await enrolledAdmin();
    await awayFromStepEdge();
    const challenge = await challengeFor(admin.email);
    const expired = await post('/auth/login/mfa', { challenge, code: codeAt(admin.secret, -2) });
    expect(expired.statusCode).toBe(401);
    expect(json(expired).message).toBe('Invalid code');
    const ahead = await post('/auth/login/mfa', { challenge, code: codeAt(admin.secret, 1) });
    expect(ahead.statusCode, ahead.body).toBe(200);
  });

  it('ends the challenge at the fifth wrong code: the sixth, even a right one, is refused', async () => {
    const admin = await enrolledAdmin();
    await awayFromStepEdge();
    const challenge = await challengeFor(admin.email);
    const right = codeAt(admin.secret);
    const wrong = String((Number(right) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 1; i <= 4; i += 1) {
      const res = await post('/auth/login/mfa', { challenge, code: wrong });
      expect(res.statusCode).toBe(401);
      expect(json(res).message).toBe('Invalid code');
    }
    const fifth = await post('/auth/login/mfa', { challenge, code: wrong });
    expect(fifth.statusCode).toBe(401);
    expect(json(fifth).message).toBe('Too many wrong codes. Please sign in again.');
    const sixth = await post('/auth/login/mfa', { challenge, code: right });
    expect(sixth.statusCode).toBe(401);
    expect(json(sixth).message).toBe('This sign-in has expired. Please sign in again.');
    const rows = await ctx.database.db.select().from(twoStepChallenges).where(eq(twoStepChallenges.userId, admin.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses an expired challenge', async () => {
    const admin = await enrolledAdmin();
    const challenge = await challengeFor(admin.email);
    await ctx.database.db
      .update(twoStepChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(twoStepChallenges.userId, admin.id));
    await awayFromStepEdge();
    const res = await post('/auth/login/mfa', { challenge, code: codeAt(admin.secret) });
    expect(res.statusCode).toBe(401);
    expect(json(res).message).toBe('This sign-in has expired. Please sign in again.');
  });

  it('takes each recovery code once, written with or without hyphens', async () => {
    const admin = await enrolledAdmin();
    const [first, second] = admin.recoveryCodes as [string, string];
    const ok = await post('/auth/login/mfa', { challenge: await challengeFor(admin.email), code: first });
    expect(ok.statusCode, ok.body).toBe(200);
    const reused = await post('/auth/login/mfa', { challenge: await challengeFor(admin.email), code: first });
    expect(reused.statusCode).toBe(401);
    expect(json(reused).message).toBe('Invalid code');
    const plain = await post('/auth/login/mfa', {
      challenge: await challengeFor(admin.email),
      code: second.replaceAll('-', '').toUpperCase(),
    });
    expect(plain.statusCode).toBe(200);
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/auth/two-step',
      headers: bearer(admin.token),
    });
    expect(json(status).recovery_codes_left).toBe(8);
  });

  it("does not take another account's recovery code", async () => {
    const one = await enrolledAdmin();
    const other = await enrolledAdmin();
    const res = await post('/auth/login/mfa', {
      challenge: await challengeFor(one.email),
      code: other.recoveryCodes[0],
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 naming the field for a missing or malformed code or challenge', async () => {
    const res = await post('/auth/login/mfa', {});
    expect(res.statusCode).toBe(400);
    expect(json(res).fields).toEqual({ challenge: 'Challenge is required', code: 'Code is required' });
    const bad = await post('/auth/login/mfa', { challenge: 'x', code: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).fields).toEqual({ code: 'Enter the 6-digit code from your app, or a recovery code' });
  });

  it('still signs in an account without two-step exactly as before', async () => {
    const res = await post('/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(json(res)).sort()).toEqual(['refresh_token', 'token', 'user']);
  });
});

describe('turning two-step off and new recovery codes', () => {
  it('needs the password and a code, and is audited', async () => {
    const admin = await enrolledAdmin();
    await awayFromStepEdge();
    const code = codeAt(admin.secret);
    const wrongPassword = await post('/auth/two-step/disable', { password: 'not-the-one', code }, bearer(admin.token));
    expect(wrongPassword.statusCode).toBe(400);
    expect(json(wrongPassword).fields).toEqual({ password: 'Password is incorrect' });
    const noCode = await post('/auth/two-step/disable', { password: PASSWORD }, bearer(admin.token));
    expect(noCode.statusCode).toBe(400);
    expect(json(noCode).fields).toEqual({ code: 'Code is required' });
    const wrongCode = await post(
      '/auth/two-step/disable',
      { password: PASSWORD, code: codeAt(admin.secret, -3) },
      bearer(admin.token),
    );
    expect(wrongCode.statusCode).toBe(400);
    expect(json(wrongCode).fields).toEqual({ code: 'Invalid code' });

    const off = await post('/auth/two-step/disable', { password: PASSWORD, code }, bearer(admin.token));
    expect(off.statusCode, off.body).toBe(200);
    expect(json(off)).toMatchObject({ enabled: false, recovery_codes_left: 0 });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceType, 'users'), eq(auditLogs.resourceId, String(admin.id))))
      .orderBy(desc(auditLogs.id));
    expect(audit!.changes).toEqual({ two_step_enabled: { before: true, after: false } });
    const login = await post('/auth/login', { email: admin.email, password: PASSWORD });
    expect(Object.keys(json(login)).sort()).toEqual(['refresh_token', 'token', 'user']);
  });

  it('replaces the recovery codes for a code: the old ones stop working', async () => {
    const admin = await enrolledAdmin();
    const res = await post('/auth/two-step/recovery-codes', { code: admin.recoveryCodes[0] }, bearer(admin.token));
    expect(res.statusCode, res.body).toBe(200);
    const fresh = json<{ recovery_codes: string[] }>(res).recovery_codes;
    expect(fresh).toHaveLength(10);
    const old = await post('/auth/login/mfa', {
      challenge: await challengeFor(admin.email),
      code: admin.recoveryCodes[1],
    });
    expect(old.statusCode).toBe(401);
    const fine = await post('/auth/login/mfa', { challenge: await challengeFor(admin.email), code: fresh[0] });
    expect(fine.statusCode).toBe(200);
  });
});

describe('requiring two-step of every admin', () => {
  it('sends an admin without it to enrolment after the password, and signs in once it is set up', async () => {
    const owner = await enrolledAdmin();
    const newcomer = await newAdmin();
    const plainAdmin = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
    // Only an admin who has two-step may require it.
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/auth/two-step/requirement',
      headers: bearer(plainAdmin.token),
      payload: { required: true },
    });
    expect(refused.statusCode).toBe(409);
    const on = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/auth/two-step/requirement',
      headers: bearer(owner.token),
      payload: { required: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(json(on).required).toBe(true);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.resourceType, 'security_settings'))
      .orderBy(desc(auditLogs.id));
    expect(audit!.changes).toEqual({ two_step_required: { before: false, after: true } });

    try {
      const res = await post('/auth/login', { email: newcomer.email, password: PASSWORD });
      expect(res.statusCode).toBe(200);
      const body = json(res);
      expect(Object.keys(body).sort()).toEqual(['challenge', 'enrolment_required', 'expires_at']);
      // The enrolment challenge does not sign in with a code.
      expect((await post('/auth/login/mfa', { challenge: body.challenge, code: '123456' })).statusCode).toBe(401);

      const start = await post('/auth/login/enrol', { challenge: body.challenge });
      expect(start.statusCode, start.body).toBe(200);
      const { secret } = json<{ secret: string }>(start);
      await awayFromStepEdge();
      const done = await post('/auth/login/enrol/confirm', { challenge: body.challenge, code: codeAt(secret) });
      expect(done.statusCode, done.body).toBe(200);
      const session = json<{ token: string; recovery_codes: string[] }>(done);
      expect(session.recovery_codes).toHaveLength(10);
      const me = await ctx.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(session.token) });
      expect(me.statusCode).toBe(200);
      // From now on the newcomer signs in with a code.
      await challengeFor(newcomer.email);
      // Turning it off is refused while it is required.
      const off = await post(
        '/auth/two-step/disable',
        { password: PASSWORD, code: session.recovery_codes[0] },
        bearer(session.token),
      );
      expect(off.statusCode).toBe(409);
    } finally {
      await ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/auth/two-step/requirement',
        headers: bearer(owner.token),
        payload: { required: false },
      });
    }
    const after = await post('/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect(Object.keys(json(after)).sort()).toEqual(['refresh_token', 'token', 'user']);
  });
});

describe('abuse score', () => {
  it('counts wrong codes like wrong passwords: sixteen from one IP get it blacklisted', async () => {
    const admin = await enrolledAdmin();
    const ip = '203.0.113.77';
    await awayFromStepEdge();
    const wrong = String((Number(codeAt(admin.secret)) + 3) % 1_000_000).padStart(6, '0');
    const statuses: number[] = [];
    // 5 points a failed login, blacklisted at 80; a challenge takes five wrong codes.
    for (let round = 0; round < 4; round += 1) {
      const challenge = await challengeFor(admin.email);
      for (let i = 0; i < 5 && statuses.length < 16; i += 1) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/admin/auth/login/mfa',
          remoteAddress: ip,
          payload: { challenge, code: wrong },
        });
        statuses.push(res.statusCode);
      }
    }
    expect(statuses).toEqual(Array(16).fill(401));
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      remoteAddress: ip,
      payload: {},
    });
    expect(blocked.statusCode).toBe(403);
    const listed = json<{ data: { ip: string; reasons: string[] }[] }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/monitoring/blacklisted-ips',
        headers: bearer(admin.token),
      }),
    ).data.find((e) => e.ip === ip);
    expect(listed?.reasons).toEqual(['Failed login']);
  });
});
