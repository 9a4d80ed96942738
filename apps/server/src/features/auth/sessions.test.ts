// Sessions you can see and end, and the sign-in history (issue 17; decision 0026), on the real app.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MESSAGES, SIGN_INS_KEPT_PER_ACCOUNT, type AdminSession, type SignIn } from '@store/contract/sessions';
import { auditLogs } from '../../db/schema/operations.ts';
import { adminSessions, adminSignIns, twoStepChallenges, userTwoStep, users } from '../../db/schema/users.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { sha256 } from '../../platform/secrets.ts';
import { bearer, createTestContext, json, watchCalls, type TestContext } from '../../test/harness.ts';
import { browserLabel } from './browser-label.ts';
import { pruneSignIns } from './sessions.ts';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PASSWORD = 'sessions-pass';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let n = 0;
async function newAccount(isAdmin = true): Promise<{ id: number; email: string; name: string }> {
  n += 1;
  const email = `sessions-${n}-${randomUUID().slice(0, 6)}@example.com`;
  const name = `Session Admin ${n}`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      email,
      name,
      passwordHash: await hashPassword(PASSWORD),
      isAdmin,
      adminRole: isAdmin ? 'owner' : null,
      onboardingCompleted: true,
    })
    .returning({ id: users.id });
  return { id: row!.id, email, name };
}

interface Signed {
  token: string;
  refresh_token: string;
  headers: Record<string, string>;
}

/** A sign-in from a given browser and address, as the panel makes it. */
async function signIn(email: string, userAgent = CHROME_MAC, remoteAddress = '203.0.113.7'): Promise<Signed> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email, password: PASSWORD },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = json<{ token: string; refresh_token: string }>(res);
  return { ...body, headers: bearer(body.token) };
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) });

const sessionsOf = async (headers: Record<string, string>, url = '/auth/sessions') => {
  const res = await call('GET', url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ sessions: AdminSession[] }>(res).sessions;
};

const signInsOf = async (headers: Record<string, string>, url = '/auth/sign-ins') => {
  await ctx.app.afterResponse.idle();
  const res = await call('GET', url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ sign_ins: SignIn[] }>(res).sign_ins;
};

const refreshWith = (refreshToken: string) => call('POST', '/auth/refresh', {}, { refresh_token: refreshToken });

async function auditRowsFor(userId: number) {
  return ctx.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.resourceType, 'users'), eq(auditLogs.resourceId, String(userId))))
    .orderBy(desc(auditLogs.id));
}

describe('the browser label', () => {
  it('names the browser, its major version and the system', () => {
    expect(browserLabel(CHROME_MAC)).toBe('Chrome 131 on macOS');
    expect(browserLabel(FIREFOX_WINDOWS)).toBe('Firefox 133 on Windows');
    expect(browserLabel(SAFARI_IPHONE)).toBe('Safari 17 on iOS');
    expect(browserLabel('curl/8.5.0')).toBe('Unknown browser');
    expect(browserLabel(null)).toBe('Unknown browser');
  });
});

describe('GET /auth/sessions', () => {
  it('lists my active sessions with browser, IP, sign-in and last use, mine marked current', async () => {
    const admin = await newAccount();
    const before = Date.now();
    const laptop = await signIn(admin.email, CHROME_MAC, '203.0.113.7');
    const phone = await signIn(admin.email, SAFARI_IPHONE, '198.51.100.20');
    const sessions = await sessionsOf(laptop.headers);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ browser: 'Chrome 131 on macOS', ip: '203.0.113.7', current: true });
    expect(sessions[1]).toMatchObject({ browser: 'Safari 17 on iOS', ip: '198.51.100.20', current: false });
    for (const s of sessions) {
      expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(s.signed_in_at)).toBeGreaterThanOrEqual(before - 1000);
      expect(s.last_used_at).toBe(s.signed_in_at);
      expect(Object.keys(s).sort()).toEqual(['browser', 'current', 'id', 'ip', 'last_used_at', 'signed_in_at']);
    }
    // The phone sees the same two, itself current.
    const fromPhone = await sessionsOf(phone.headers);
    expect(fromPhone.find((s) => s.current)?.browser).toBe('Safari 17 on iOS');
  });

  it('cuts a long User-Agent to 512 characters when storing it', async () => {
    const admin = await newAccount();
    await signIn(admin.email, `${CHROME_MAC} ${'x'.repeat(2000)}`);
    const [row] = await ctx.database.db.select().from(adminSessions).where(eq(adminSessions.userId, admin.id));
    expect(row!.userAgent).toHaveLength(512);
  });

  it('moves last use on a refresh, not on every request', async () => {
    const admin = await newAccount();
    const session = await signIn(admin.email);
    const [first] = await sessionsOf(session.headers);
    await new Promise((r) => setTimeout(r, 20));
    await call('GET', '/auth/me', session.headers);
    const [afterRequest] = await sessionsOf(session.headers);
    expect(afterRequest!.last_used_at).toBe(first!.last_used_at);

    const refreshed = await refreshWith(session.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    const [afterRefresh] = await sessionsOf(bearer(json<{ token: string }>(refreshed).token));
    expect(Date.parse(afterRefresh!.last_used_at)).toBeGreaterThan(Date.parse(first!.last_used_at));
    expect(afterRefresh!.signed_in_at).toBe(first!.signed_in_at);
  });

  it('answers 401 without a session', async () => {
    const res = await call('GET', '/auth/sessions');
    expect(res.statusCode).toBe(401);
  });
});

describe('DELETE /auth/sessions/:id', () => {
  it('ends one of my sessions: its refresh token and its access token are refused at once', async () => {
    const admin = await newAccount();
    const mine = await signIn(admin.email);
    const other = await signIn(admin.email, FIREFOX_WINDOWS, '198.51.100.9');
    const target = (await sessionsOf(mine.headers)).find((s) => !s.current)!;

    const res = await call('DELETE', `/auth/sessions/${target.id}`, mine.headers);
    expect(res.statusCode).toBe(204);

    expect((await refreshWith(other.refresh_token)).statusCode).toBe(401);
    const me = await call('GET', '/auth/me', other.headers);
    expect(me.statusCode).toBe(401);
    expect(json(me).code).toBe('UNAUTHORIZED');
    // Mine goes on.
    expect((await call('GET', '/auth/me', mine.headers)).statusCode).toBe(200);
    expect((await sessionsOf(mine.headers)).map((s) => s.id)).not.toContain(target.id);
    const [row] = await ctx.database.db.select().from(adminSessions).where(eq(adminSessions.id, target.id));
    expect(row!.revokedAt).not.toBeNull();
    expect(row!.revokedReason).toBe('ended by its admin');

    // One audit row, in the same transaction: the account's sessions before and after.
    const [audit] = await auditRowsFor(admin.id);
    expect(audit).toMatchObject({ action: 'update', adminUserId: admin.id });
    expect(audit!.changes).toEqual({
      active_sessions: { before: 2, after: 1 },
      ended_sessions: {
        before: null,
        after: [{ id: target.id, browser: 'Firefox 133 on Windows', ip: '198.51.100.9' }],
      },
    });
  });

  it("answers 404 for another admin's session, and leaves it alone", async () => {
    const me = await newAccount();
    const someone = await newAccount();
    const mine = await signIn(me.email);
    const theirs = await signIn(someone.email);
    const [their] = await sessionsOf(theirs.headers);
    const res = await call('DELETE', `/auth/sessions/${their!.id}`, mine.headers);
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({
      message: SESSION_MESSAGES.sessionNotFound,
      error: SESSION_MESSAGES.sessionNotFound,
      code: 'NOT_FOUND',
    });
    expect((await call('GET', '/auth/me', theirs.headers)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or already ended session, and 400 naming the id for a malformed one', async () => {
    const admin = await newAccount();
    const mine = await signIn(admin.email);
    await signIn(admin.email);
    const second = (await sessionsOf(mine.headers)).find((s) => !s.current)!;
    expect((await call('DELETE', `/auth/sessions/${randomUUID()}`, mine.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/auth/sessions/${second.id}`, mine.headers)).statusCode).toBe(204);
    expect((await call('DELETE', `/auth/sessions/${second.id}`, mine.headers)).statusCode).toBe(404);
    for (const bad of ['42', 'not-a-uuid', `${randomUUID()}x`]) {
      const res = await call('DELETE', `/auth/sessions/${bad}`, mine.headers);
      expect(res.statusCode, bad).toBe(400);
      expect(json(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { id: SESSION_MESSAGES.sessionId } });
    }
  });
});

describe('POST /auth/sessions/end-others', () => {
  it('ends every other session, keeps the current one and answers the count', async () => {
    const admin = await newAccount();
    const mine = await signIn(admin.email);
    const others = [await signIn(admin.email, FIREFOX_WINDOWS), await signIn(admin.email, SAFARI_IPHONE)];
    const res = await call('POST', '/auth/sessions/end-others', mine.headers);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ ended: 2 });
    for (const other of others) {
      expect((await call('GET', '/auth/me', other.headers)).statusCode).toBe(401);
      expect((await refreshWith(other.refresh_token)).statusCode).toBe(401);
    }
    const left = await sessionsOf(mine.headers);
    expect(left).toHaveLength(1);
    expect(left[0]!.current).toBe(true);
    expect((await refreshWith(mine.refresh_token)).statusCode).toBe(200);

    // Nothing left to end: 0, and no audit row for nothing.
    const auditBefore = (await auditRowsFor(admin.id)).length;
    const again = await call('POST', '/auth/sessions/end-others', bearer(mine.token));
    expect(json(again)).toEqual({ ended: 0 });
    expect(await auditRowsFor(admin.id)).toHaveLength(auditBefore);
  });
});

describe('the sign-in history', () => {
  it('records a success and a wrong password with IP, browser and time, newest first; not an unknown e-mail', async () => {
    const admin = await newAccount();
    const total = async () => Number((await ctx.database.db.select({ n: sql`count(*)` }).from(adminSignIns))[0]!.n);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: admin.email, password: 'not-the-password' },
      headers: { 'user-agent': FIREFOX_WINDOWS },
      remoteAddress: '198.51.100.66',
    });
    expect(wrong.statusCode).toBe(401);
    const mine = await signIn(admin.email, CHROME_MAC, '203.0.113.7');
    const history = await signInsOf(mine.headers);
    expect(history.map((s) => [s.outcome, s.browser, s.ip])).toEqual([
      ['success', 'Chrome 131 on macOS', '203.0.113.7'],
      ['wrong_password', 'Firefox 133 on Windows', '198.51.100.66'],
    ]);
    expect(Date.parse(history[0]!.at)).toBeGreaterThanOrEqual(Date.parse(history[1]!.at));
    expect(Math.abs(Date.parse(history[0]!.at) - Date.now())).toBeLessThan(60_000);

    // An unknown e-mail has no account to list it under: nothing is stored, not even the address.
    const rows = await total();
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: `nobody-${randomUUID()}@example.com`, password: 'whatever-pass' },
      remoteAddress: '198.51.100.67',
    });
    expect(unknown.statusCode).toBe(401);
    await ctx.app.afterResponse.idle();
    expect(await total()).toBe(rows);
    // And no typed password is kept anywhere in the history.
    const stored = JSON.stringify(await ctx.database.db.select().from(adminSignIns));
    expect(stored).not.toContain('not-the-password');
    expect(stored).not.toContain('nobody-');
  });

  it("records a customer's refused sign-in as not an admin", async () => {
    const customer = await newAccount(false);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: customer.email, password: PASSWORD },
      remoteAddress: '198.51.100.70',
    });
    expect(res.statusCode).toBe(403);
    await ctx.app.afterResponse.idle();
    const rows = await ctx.database.db.select().from(adminSignIns).where(eq(adminSignIns.userId, customer.id));
    expect(rows.map((r) => r.outcome)).toEqual(['not_admin']);
  });

  it('records a wrong two-step code', async () => {
    const admin = await newAccount();
    const { db } = ctx.database;
    // Two-step on (the secret is never opened: the code tried is a recovery code that does not exist).
    await db.insert(userTwoStep).values({ userId: admin.id, secretSealed: 'v1.x.x.x', enabledAt: new Date() });
    const challenge = `sessions-challenge-${randomUUID()}`;
    await db.insert(twoStepChallenges).values({
      idHash: sha256(challenge),
      userId: admin.id,
      purpose: 'sign_in',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login/mfa',
      payload: { challenge, code: 'aaaa-bbbb-cccc-dddd' },
      headers: { 'user-agent': SAFARI_IPHONE },
      remoteAddress: '198.51.100.71',
    });
    expect(res.statusCode).toBe(401);
    expect(json(res).message).toBe('Invalid code');
    await ctx.app.afterResponse.idle();
    const rows = await db.select().from(adminSignIns).where(eq(adminSignIns.userId, admin.id));
    expect(rows.map((r) => [r.outcome, r.ip, browserLabel(r.userAgent)])).toEqual([
      ['wrong_code', '198.51.100.71', 'Safari 17 on iOS'],
    ]);
  });

  it('never turns a refused sign-in into a 500 when the history cannot be written', async () => {
    const admin = await newAccount();
    const { db } = ctx.database;
    await db.execute(sql`alter table admin_sign_ins rename to admin_sign_ins_away`);
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { email: admin.email, password: 'not-the-password' },
        remoteAddress: '198.51.100.72',
      });
      expect(res.statusCode).toBe(401);
      expect(json(res).message).toBe('Invalid email or password');
      await ctx.app.afterResponse.idle();
    } finally {
      await db.execute(sql`alter table admin_sign_ins_away rename to admin_sign_ins`);
    }
  });

  it('keeps 90 days and the newest 200 per account', async () => {
    const admin = await newAccount();
    const other = await newAccount();
    const { db } = ctx.database;
    const now = Date.now();
    const day = 86_400_000;
    await db.insert(adminSignIns).values([
      { userId: other.id, outcome: 'success', at: new Date(now - 91 * day) },
      { userId: other.id, outcome: 'success', at: new Date(now - 89 * day) },
      ...Array.from({ length: SIGN_INS_KEPT_PER_ACCOUNT + 5 }, (_, i) => ({
        userId: admin.id,
        outcome: 'wrong_password',
        at: new Date(now - (i + 1) * 60_000),
      })),
    ]);
    await pruneSignIns(db, admin.id);
    const kept = await db
      .select()
      .from(adminSignIns)
      .where(eq(adminSignIns.userId, admin.id))
      .orderBy(desc(adminSignIns.at));
    expect(kept).toHaveLength(SIGN_INS_KEPT_PER_ACCOUNT);
    expect(kept.at(-1)!.at.getTime()).toBe(now - SIGN_INS_KEPT_PER_ACCOUNT * 60_000);
    // Another account's rows past 90 days went too; its newer ones stay.
    const theirs = await db.select().from(adminSignIns).where(eq(adminSignIns.userId, other.id));
    expect(theirs.map((r) => r.at.getTime())).toEqual([now - 89 * day]);
  });

  it('answers a refusal before recording it, with the same statements for a known and an unknown e-mail', async () => {
    const admin = await newAccount();
    // Count what reaches the database, before the answer and after it.
    let phase: 'off' | 'answer' | 'after' = 'off';
    const counted = { answer: [] as string[], after: [] as string[] };
    // Only the sign-in's own statements: the app's timers (the blacklist's sync) are not counted.
    const calls = watchCalls(ctx.database, (text) => {
      if (phase !== 'off') counted[phase].push(text.trim().split(/\s+/)[0]!.toLowerCase());
    });
    const refuse = async (email: string) => {
      counted.answer = [];
      counted.after = [];
      phase = 'answer';
      const res = await calls.run(() =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/admin/auth/login',
          payload: { email, password: 'not-the-password' },
          remoteAddress: '198.51.100.73',
        }),
      );
      phase = 'after';
      await ctx.app.afterResponse.idle();
      phase = 'off';
      expect(res.statusCode).toBe(401);
      return { answer: counted.answer, after: counted.after };
    };
    try {
      const known = await refuse(admin.email);
      const unknown = await refuse(`nobody-${randomUUID()}@example.com`);
      // The answer reads the account and nothing else; the history is one statement after it.
      expect(known.answer).toEqual(['select']);
      expect(unknown).toEqual(known);
      expect(known.after).toEqual(['with']);
    } finally {
      calls.stop();
    }
    const rows = await ctx.database.db.select().from(adminSignIns).where(eq(adminSignIns.userId, admin.id));
    expect(rows.map((r) => r.outcome)).toEqual(['wrong_password']);
  });
});

describe("another admin's sessions", () => {
  it('lists their sessions and sign-ins, and ends all of them with one audit row', async () => {
    const owner = await newAccount();
    const admin = await newAccount();
    const mine = await signIn(owner.email);
    const theirs = [await signIn(admin.email, FIREFOX_WINDOWS, '198.51.100.30'), await signIn(admin.email)];

    const listed = await sessionsOf(mine.headers, `/users/${admin.id}/sessions`);
    expect(listed).toHaveLength(2);
    expect(listed.every((s) => !s.current)).toBe(true);
    expect(listed.map((s) => s.browser).sort()).toEqual(['Chrome 131 on macOS', 'Firefox 133 on Windows']);
    const history = await signInsOf(mine.headers, `/users/${admin.id}/sign-ins`);
    expect(history.map((s) => s.outcome)).toEqual(['success', 'success']);

    const res = await call('POST', `/users/${admin.id}/sessions/end`, mine.headers);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ ended: 2 });
    for (const t of theirs) {
      expect((await call('GET', '/auth/me', t.headers)).statusCode).toBe(401);
      expect((await refreshWith(t.refresh_token)).statusCode).toBe(401);
    }
    expect(await sessionsOf(mine.headers, `/users/${admin.id}/sessions`)).toEqual([]);
    expect((await call('GET', '/auth/me', mine.headers)).statusCode).toBe(200);

    const [audit] = await auditRowsFor(admin.id);
    expect(audit).toMatchObject({ action: 'update', adminUserId: owner.id, adminName: owner.name });
    expect(audit!.changes).toMatchObject({ active_sessions: { before: 2, after: 0 } });
  });

  it("refuses to end the caller's own sessions this way (409), and answers 404 and 400 for other ids", async () => {
    const owner = await newAccount();
    const mine = await signIn(owner.email);
    const own = await call('POST', `/users/${owner.id}/sessions/end`, mine.headers);
    expect(own.statusCode).toBe(409);
    expect(json(own).message).toBe(SESSION_MESSAGES.ownSessions);
    expect((await call('GET', '/auth/me', mine.headers)).statusCode).toBe(200);

    for (const url of ['/users/2147483000/sessions', '/users/2147483000/sign-ins']) {
      const res = await call('GET', url, mine.headers);
      expect(res.statusCode, url).toBe(404);
      expect(json(res).message).toBe(SESSION_MESSAGES.userNotFound);
    }
    expect((await call('POST', '/users/2147483000/sessions/end', mine.headers)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      for (const [method, url] of [
        ['GET', `/users/${bad}/sessions`],
        ['GET', `/users/${bad}/sign-ins`],
        ['POST', `/users/${bad}/sessions/end`],
      ] as const) {
        const res = await call(method, url, mine.headers);
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(json(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { id: SESSION_MESSAGES.userId } });
      }
    }
  });
});
