import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, mailOutbox } from '../../db/schema/operations.ts';
import { passwordResets, users } from '../../db/schema/users.ts';
import { storeNameOf } from '../../platform/mail.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { sha256 } from '../../platform/secrets.ts';
import { bearer, createTestContext, json, loginAs, watchStatements, type TestContext } from '../../test/harness.ts';

const LINK_SENT = 'If an admin account exists for that address, a link to reset its password has been sent.';
const GONE = 'This password reset link is invalid, has expired or has already been used.';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let seq = 0;
/** A fresh account of its own for each test, so tests never share a password or a link. */
async function account(isAdmin = true, password = 'old-password') {
  const email = `reset-${++seq}-${Date.now()}@example.com`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      email,
      name: `Reset ${seq}`,
      passwordHash: await hashPassword(password),
      isAdmin,
      adminRole: isAdmin ? 'owner' : null,
    })
    .returning();
  return { ...row!, password };
}

/** Each caller on an address of its own: the sign-in limiter counts per IP. */
let ip = 0;
const nextIp = () => `10.17.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

async function forgot(email: unknown, remoteAddress = nextIp()) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/auth/password/forgot',
    payload: { email } as object,
    remoteAddress,
  });
  // The link is made and mailed by a job, after the answer (here run by the test).
  await ctx.app.jobs.drain();
  return res;
}

const reset = (payload: Record<string, unknown>, remoteAddress = nextIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/auth/password/reset', payload, remoteAddress });

const check = (token: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/auth/password/reset/${token}`, remoteAddress: nextIp() });

const mailsTo = (email: string) =>
  ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email)).orderBy(desc(mailOutbox.id));

/** Asks for a link for `email` and reads its token from the mail, as the admin would. */
async function linkFor(email: string): Promise<string> {
  const res = await forgot(email);
  expect(res.statusCode).toBe(202);
  const [mail] = await mailsTo(email);
  const match = new RegExp(`${ctx.config.publicUrl}/reset-password/([A-Za-z0-9_-]+)`).exec(mail!.bodyText!);
  expect(match).not.toBeNull();
  return match![1]!;
}

describe('POST /auth/password/forgot', () => {
  it('mails an admin a link to /reset-password/<token>, storing only its SHA-256, valid 30 minutes', async () => {
    const admin = await account();
    const res = await forgot(admin.email.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(json(res)).toEqual({ message: LINK_SENT });

    const mails = await mailsTo(admin.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ status: 'kept', templateKey: 'admin_password_reset' });
    expect(mails[0]!.subject).toBe(`Reset your ${storeNameOf(ctx.config.mailFrom)} admin password`);
    const token = await linkFor(admin.email);
    expect(mails[0]!.bodyHtml).toContain(`${ctx.config.publicUrl}/reset-password/`);

    const rows = await ctx.database.db.select().from(passwordResets).where(eq(passwordResets.userId, admin.id));
    expect(rows).toHaveLength(2);
    const row = rows.find((r) => r.tokenHash === sha256(token))!;
    expect(row).toBeDefined();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(30 * 60_000);
    expect(row.usedAt).toBeNull();
  });

  it('answers an unknown address with the identical answer, and mails nothing', async () => {
    const admin = await account();
    const known = await forgot(admin.email);
    const before = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(passwordResets);
    const unknown = await forgot('nobody-here@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    expect(await mailsTo('nobody-here@example.com')).toHaveLength(0);
    const after = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(passwordResets);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('sends no link to an account that is not an admin, with the same answer', async () => {
    const customer = await account(false);
    const res = await forgot(customer.email);
    expect(res.statusCode).toBe(202);
    expect(json(res)).toEqual({ message: LINK_SENT });
    expect(await mailsTo(customer.email)).toHaveLength(0);
    const rows = await ctx.database.db.select().from(passwordResets).where(eq(passwordResets.userId, customer.id));
    expect(rows).toHaveLength(0);
  });

  it.each([
    [{}, { email: 'Email is required' }],
    [{ email: '' }, { email: 'Email is required' }],
    [{ email: 'not-an-email' }, { email: 'Invalid email format' }],
    [{ email: 42 }, { email: 'Email is required' }],
  ])('answers 400 naming the field for %j', async (payload, fields) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/auth/password/forgot', payload });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields });
  });

  it('is limited per IP with the sign-in limiter: the 11th request in the window gets 429', async () => {
    const remoteAddress = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await forgot(`limit-${i}@example.com`, remoteAddress)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(statuses[10]).toBe(429);
  });

  it('answers before it looks the address up: the same statements, none reading an account, for a known and an unknown address', async () => {
    const admin = await account();
    // An address of the same shape and length as the admin's, that no account has.
    const nobody = admin.email.replace('reset-', 'reset_');
    // What reaches the database while the request is answered; the job runs after.
    let beforeAnswer: string[] | null = null;
    const stopWatching = watchStatements(ctx.database, (text) => beforeAnswer?.push(text));
    const statementsBeforeAnswer = async (email: string) => {
      const seen: string[] = [];
      beforeAnswer = seen;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/auth/password/forgot',
        payload: { email },
        remoteAddress: nextIp(),
      });
      beforeAnswer = null;
      expect(res.statusCode).toBe(202);
      await ctx.app.jobs.drain();
      return seen;
    };
    try {
      const known = await statementsBeforeAnswer(admin.email);
      const unknown = await statementsBeforeAnswer(nobody);
      // The same work, whatever the address; and none of it reads an account or a reset link.
      expect(known).toEqual(unknown);
      for (const text of known) expect(text).not.toMatch(/"users"|"password_resets"|mail_outbox/);
    } finally {
      stopWatching();
    }
    // The known address did get its link: the lookup ran, after the answer.
    expect((await mailsTo(admin.email)).length).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(nobody)).toEqual([]);
  });
});

describe('using a link', () => {
  it('checks a live link, then sets the password once; a second use and a check get 410', async () => {
    const admin = await account();
    const token = await linkFor(admin.email);
    const info = await check(token);
    expect(info.statusCode).toBe(200);
    expect(json(info)).toEqual({ email: admin.email });

    const res = await reset({ token, password: 'brand-new-password' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: 'Your password has been changed. Sign in with your new password.' });
    expect(res.body).not.toMatch(/hash|argon/);
    await loginAs(ctx.app, admin.email, 'brand-new-password');
    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: admin.email, password: admin.password },
      remoteAddress: nextIp(),
    });
    expect(old.statusCode).toBe(401);

    const again = await reset({ token, password: 'another-password' });
    expect(again.statusCode).toBe(410);
    expect(json(again)).toEqual({ message: GONE, error: GONE, code: 'GONE' });
    expect((await check(token)).statusCode).toBe(410);
  });

  it('writes the audit row with the account itself as the actor, the password redacted', async () => {
    const admin = await account();
    const token = await linkFor(admin.email);
    const remoteAddress = nextIp();
    expect((await reset({ token, password: 'audited-password' }, remoteAddress)).statusCode).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceType, 'users'), eq(auditLogs.resourceId, String(admin.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'update',
      adminUserId: admin.id,
      adminEmail: admin.email,
      ipAddress: remoteAddress,
      changes: { password_hash: { before: '[redacted]', after: '[redacted]' } },
    });
  });

  it('ends every session of the account: old access and refresh tokens fail', async () => {
    const admin = await account();
    const first = await loginAs(ctx.app, admin.email, admin.password);
    const second = await loginAs(ctx.app, admin.email, admin.password);
    const token = await linkFor(admin.email);
    expect((await reset({ token, password: 'after-the-reset' })).statusCode).toBe(200);
    for (const session of [first, second]) {
      const me = await ctx.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(session.token) });
      expect(me.statusCode).toBe(401);
      const refreshed = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/auth/refresh',
        payload: { refresh_token: session.refresh_token },
      });
      expect(refreshed.statusCode).toBe(401);
    }
  });

  it('spends the account’s other links when one is used', async () => {
    const admin = await account();
    const one = await linkFor(admin.email);
    const two = await linkFor(admin.email);
    expect((await reset({ token: two, password: 'second-link-won' })).statusCode).toBe(200);
    expect((await reset({ token: one, password: 'first-link-late' })).statusCode).toBe(410);
  });

  it('works within 30 minutes and answers 410 after them', async () => {
    const admin = await account();
    const token = await linkFor(admin.email);
    const hash = sha256(token);
    const at = (minutesAgo: number) =>
      ctx.database.db
        .update(passwordResets)
        .set({
          createdAt: new Date(Date.now() - minutesAgo * 60_000),
          expiresAt: new Date(Date.now() - minutesAgo * 60_000 + 30 * 60_000),
        })
        .where(eq(passwordResets.tokenHash, hash));
    await at(30.05); // asked for 30 minutes and 3 seconds ago
    expect((await check(token)).statusCode).toBe(410);
    const late = await reset({ token, password: 'too-late-password' });
    expect(late.statusCode).toBe(410);
    expect(json(late).message).toBe(GONE);

    await at(29); // one minute left
    expect((await check(token)).statusCode).toBe(200);
    expect((await reset({ token, password: 'just-in-time' })).statusCode).toBe(200);
    await loginAs(ctx.app, admin.email, 'just-in-time');
  });

  it('refuses a link of an account that is no longer an admin', async () => {
    const admin = await account();
    const token = await linkFor(admin.email);
    await ctx.database.db.update(users).set({ isAdmin: false, adminRole: null }).where(eq(users.id, admin.id));
    expect((await check(token)).statusCode).toBe(410);
    expect((await reset({ token, password: 'demoted-password' })).statusCode).toBe(410);
  });

  it.each(['unknown-token-that-is-long-enough', 'x', '%27%3Bdrop%20table'])(
    'answers 410 for the token %s',
    async (t) => {
      const res = await check(t);
      expect(res.statusCode).toBe(410);
      expect(json(res).message).toBe(GONE);
      expect((await reset({ token: decodeURIComponent(t), password: 'whatever-password' })).statusCode).toBe(410);
    },
  );

  it.each([
    [{}, { token: 'Reset token is required', password: 'Password is required' }],
    [
      { token: '', password: '' },
      { token: 'Reset token is required', password: 'Password is required' },
    ],
    [{ token: 'abc', password: '12345' }, { password: 'Password must be at least 6 characters' }],
    [
      { token: 7, password: ['x'] },
      { token: 'Reset token is required', password: 'Password is required' },
    ],
  ])('answers 400 naming the field for %j', async (payload, fields) => {
    const res = await reset(payload);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields });
  });

  it('lets exactly one of several simultaneous uses of a link succeed', async () => {
    const admin = await account();
    const token = await linkFor(admin.email);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => reset({ token, password: `racing-password-${i}` })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 410)).toHaveLength(7);
    const audits = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceType, 'users'), eq(auditLogs.resourceId, String(admin.id))));
    expect(audits).toHaveLength(1);
  });
});
