// Retention as scheduled jobs (issue 30, item 5; decision 0048), on the test's database (PGlite, or
// PostgreSQL in CI): each kind of row that outlived its period goes when its schedule runs on the
// job runner, what is still of use stays, and a mail whose link expired keeps its row but not its
// text. The sweeps run as the server runs them: the runner started, its schedules due at once.
import { and, desc, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderTimeline } from '@store/contract/order-timeline';
import { OUTBOX_TEXTS, type OutboxListResponse } from '@store/contract/outbox';
import { PASSWORD_RESET_PATHS } from '@store/contract/password-reset';
import { ADMIN_PASSWORD_RESET_TEMPLATE_KEY, ONBOARDING_TEMPLATE_KEY } from '@store/contract/templates';
import { loadConfig } from './config.ts';
import { jobs, jobSchedules } from './db/schema/jobs.ts';
import { auditLogs, mailOutbox, webhookDeliveries, webhookEndpoints, webhookEvents } from './db/schema/operations.ts';
import { orderMails, orders, processedWebhookEvents } from './db/schema/sales.ts';
import {
  adminSessions,
  adminSignIns,
  passwordResets,
  refreshTokens,
  twoStepChallenges,
  twoStepRecoveryCodes,
  users,
} from './db/schema/users.ts';
import { RETENTION_PREFIX, retentionSweeps } from './retention.ts';
import { RETENTION_BATCH } from './platform/retention.ts';
import { sha256 } from './platform/secrets.ts';
import { keptAndCounted } from './test/counts.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from './test/harness.ts';

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

/** Starts the context's runner, waits until every retention schedule ran and its job ended, stops it. */
async function runSweeps(ctx: TestContext): Promise<void> {
  const db = ctx.database.db;
  await db
    .update(jobSchedules)
    .set({ nextRunAt: sql`now()` })
    .where(like(jobSchedules.name, `${RETENTION_PREFIX}%`));
  const since = new Date();
  await ctx.app.jobs.start();
  try {
    for (let i = 0; i < 600; i++) {
      const schedules = await db
        .select()
        .from(jobSchedules)
        .where(like(jobSchedules.name, `${RETENTION_PREFIX}%`));
      const ran = schedules.length > 0 && schedules.every((s) => s.lastRunAt !== null && s.lastRunAt >= since);
      const open = await db.$count(
        jobs,
        and(like(jobs.queue, `${RETENTION_PREFIX}%`), inArray(jobs.state, ['queued', 'running'])),
      );
      if (ran && open === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the retention schedules did not run');
  } finally {
    await ctx.app.jobs.stop();
  }
}

async function customer(email: string, onboarding: { token: string | null; completed: boolean }) {
  const [row] = await ctxOf()
    .database.db.insert(users)
    .values({
      email,
      name: email,
      onboardingTokenHash: onboarding.token === null ? null : sha256(onboarding.token),
      onboardingCompleted: onboarding.completed,
    })
    .returning({ id: users.id });
  return row!.id;
}

let current: TestContext;
const ctxOf = () => current;

describe('with the default periods', () => {
  let ctx: TestContext;
  let token: string;
  let adminId: number;
  const ids: Record<string, number> = {};
  let usedThroughApi = '';

  beforeAll(async () => {
    ctx = current = await createTestContext();
    token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
    const db = ctx.database.db;
    adminId = (await db.select({ id: users.id }).from(users).where(eq(users.email, TEST_ADMIN.email)))[0]!.id;

    // A real reset link, asked for and used through the API: its mail (kept, without SMTP) holds it.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin${PASSWORD_RESET_PATHS.forgot}`,
      payload: { email: TEST_ADMIN.email },
    });
    await ctx.app.jobs.drain();
    const [resetMail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.templateKey, ADMIN_PASSWORD_RESET_TEMPLATE_KEY))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const resetToken = decodeURIComponent(/reset-password\/([^\s"<]+)/.exec(resetMail!.bodyText!)![1]!);
    usedThroughApi = sha256(resetToken);
    expect(resetMail).toMatchObject({ status: 'kept', secretHash: sha256(resetToken) });
    ids['reset-through-api'] = resetMail!.id;
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin${PASSWORD_RESET_PATHS.reset}`,
      payload: { token: resetToken, password: TEST_ADMIN.password },
    });
    expect(reset.statusCode).toBe(200);
    token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;

    // Sessions: ended 40 days ago (expired, revoked) go with their refresh tokens; one revoked
    // yesterday and the live one of this test's sign-in stay.
    const session = (id: string, expiresAt: Date, revokedAt: Date | null) =>
      db.insert(adminSessions).values({ id, userId: adminId, expiresAt, revokedAt, createdAt: ago(60 * DAY) });
    await session('00000000-0000-4000-8000-000000000001', ago(40 * DAY), null);
    await session('00000000-0000-4000-8000-000000000002', ahead(DAY), ago(40 * DAY));
    await session('00000000-0000-4000-8000-000000000003', ahead(DAY), ago(DAY));
    await db.insert(refreshTokens).values([
      { tokenHash: 'old-refresh', sessionId: '00000000-0000-4000-8000-000000000001', usedAt: ago(41 * DAY) },
      { tokenHash: 'recent-refresh', sessionId: '00000000-0000-4000-8000-000000000003', usedAt: ago(DAY) },
    ]);
    await db.insert(adminSignIns).values([
      { userId: adminId, outcome: 'success', at: ago(100 * DAY) },
      { userId: adminId, outcome: 'wrong_password', at: ago(10 * DAY) },
    ]);

    // Single-use tokens: used or expired two days ago go; a live one, and one that expired an
    // hour ago (inside the day kept), stay.
    await db.insert(passwordResets).values([
      { tokenHash: sha256('used'), userId: adminId, expiresAt: ago(2 * DAY - 1000), usedAt: ago(2 * DAY) },
      { tokenHash: sha256('expired'), userId: adminId, expiresAt: ago(2 * DAY) },
      { tokenHash: sha256('live'), userId: adminId, expiresAt: ahead(20 * 60_000) },
      { tokenHash: sha256('just-expired'), userId: adminId, expiresAt: ago(3_600_000) },
    ]);
    await db.insert(twoStepChallenges).values([
      { idHash: 'old-challenge', userId: adminId, purpose: 'sign_in', expiresAt: ago(2 * DAY) },
      { idHash: 'live-challenge', userId: adminId, purpose: 'sign_in', expiresAt: ahead(60_000) },
    ]);
    await db.insert(twoStepRecoveryCodes).values([
      { codeHash: 'spent-code', userId: adminId, usedAt: ago(2 * DAY) },
      { codeHash: 'unused-code', userId: adminId },
    ]);

    // Webhook events: more than one batch of them 91 days old, and one of 89 days.
    await db.execute(sql`insert into ${processedWebhookEvents} (provider, event_id, processed_at)
      select 'stripe', 'evt_old_' || n, now() - interval '91 days' from generate_series(1, ${RETENTION_BATCH + 7}) n`);
    await db
      .insert(processedWebhookEvents)
      .values({ provider: 'stripe', eventId: 'evt_recent', processedAt: ago(89 * DAY) });

    // Outbound webhook events: sent 31 days ago (goes, with its delivery), still being retried
    // (stays), and sent 29 days ago (stays).
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({ url: 'https://93.184.215.14/retain', events: ['order.paid'], secretSealed: 'sealed' })
      .returning();
    const hook = async (id: string, daysOld: number, state: 'succeeded' | 'pending') => {
      await db.insert(webhookEvents).values({ id, type: 'order.paid', payload: {}, createdAt: ago(daysOld * DAY) });
      await db.insert(webhookDeliveries).values({ eventId: id, endpointId: endpoint!.id, state });
    };
    await hook('msg_old_sent', 31, 'succeeded');
    await hook('msg_old_pending', 31, 'pending');
    await hook('msg_recent', 29, 'succeeded');

    // Mails holding links: a reset link used (dead) or live; an onboarding link of a customer who
    // finished (dead) or did not (live); a dead one still queued (not settled); a mail with no link.
    const mail = async (name: string, values: Partial<typeof mailOutbox.$inferInsert>) => {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          toEmail: TEST_ADMIN.email,
          subject: name,
          bodyText: `text of ${name}`,
          bodyHtml: `<p>${name}</p>`,
          status: 'sent',
          ...values,
        })
        .returning({ id: mailOutbox.id });
      ids[name] = row!.id;
    };
    await mail('reset-used', { templateKey: ADMIN_PASSWORD_RESET_TEMPLATE_KEY, secretHash: sha256('used') });
    await mail('reset-live', { templateKey: ADMIN_PASSWORD_RESET_TEMPLATE_KEY, secretHash: sha256('live') });
    await mail('reset-dead-queued', {
      templateKey: ADMIN_PASSWORD_RESET_TEMPLATE_KEY,
      secretHash: sha256('expired'),
      status: 'queued',
    });
    await customer('done@example.com', { token: null, completed: true });
    await customer('pending@example.com', { token: 'pending-token', completed: false });
    await mail('onboarding-done', {
      toEmail: 'done@example.com',
      templateKey: ONBOARDING_TEMPLATE_KEY,
      secretHash: sha256('finished-token'),
    });
    await mail('onboarding-live', {
      toEmail: 'pending@example.com',
      templateKey: ONBOARDING_TEMPLATE_KEY,
      secretHash: sha256('pending-token'),
    });
    await mail('no-link', { templateKey: null });
    // The dead onboarding mail is about an order: its timeline says its text went.
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: 'ORD-RETAIN-1',
        userId: (await db.select({ id: users.id }).from(users).where(eq(users.email, 'done@example.com')))[0]!.id,
        customerEmail: 'done@example.com',
        subtotal: 0,
        total: 0,
      })
      .returning({ id: orders.id });
    ids.order = order!.id;
    await db.insert(orderMails).values({ mailId: ids['onboarding-done']!, orderId: order!.id });

    // Jobs: done 8 days ago and failed 31 days ago go; done 6 days ago and failed yesterday stay.
    await db.insert(jobs).values([
      { queue: 'test.old', payload: {}, maxAttempts: 1, key: 'done-old', state: 'done', finishedAt: ago(8 * DAY) },
      { queue: 'test.old', payload: {}, maxAttempts: 1, key: 'done-recent', state: 'done', finishedAt: ago(6 * DAY) },
      { queue: 'test.old', payload: {}, maxAttempts: 1, key: 'failed-old', state: 'failed', finishedAt: ago(31 * DAY) },
      { queue: 'test.old', payload: {}, maxAttempts: 1, key: 'failed-recent', state: 'failed', finishedAt: ago(DAY) },
    ]);
    await db.insert(auditLogs).values({
      adminUserId: adminId,
      adminName: 'Old',
      adminEmail: 'old@example.com',
      action: 'update',
      resourceType: 'products',
      resourceId: '1',
      createdAt: ago(3650 * DAY),
    });

    await runSweeps(ctx);
  });
  afterAll(() => ctx.close());

  it('removes the text of a reset mail once its link was used through the API', async () => {
    const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, ids['reset-through-api']!));
    expect(mail).toMatchObject({ status: 'kept', bodyText: null, bodyHtml: null, secretHash: null });
  });

  it('runs one schedule per kind of row, every RETENTION_EVERY_MINUTES, and none for the audit log', async () => {
    const schedules = await ctx.database.db
      .select({ name: jobSchedules.name, every: jobSchedules.everySeconds })
      .from(jobSchedules)
      .where(like(jobSchedules.name, `${RETENTION_PREFIX}%`))
      .orderBy(jobSchedules.name);
    expect(schedules).toEqual(
      [
        'idempotency-keys',
        'jobs',
        'mail-links',
        'outbound-webhooks',
        'sessions',
        'single-use-tokens',
        'webhook-events',
      ].map((n) => ({
        name: `${RETENTION_PREFIX}${n}`,
        every: 3600,
      })),
    );
  });

  it('removes ended sessions with their refresh tokens, and old sign-ins', async () => {
    const db = ctx.database.db;
    const sessions = await db.select({ id: adminSessions.id }).from(adminSessions);
    expect(sessions.map((s) => s.id)).not.toContain('00000000-0000-4000-8000-000000000001');
    expect(sessions.map((s) => s.id)).not.toContain('00000000-0000-4000-8000-000000000002');
    expect(sessions.map((s) => s.id)).toContain('00000000-0000-4000-8000-000000000003');
    expect((await db.select().from(refreshTokens)).map((t) => t.tokenHash)).toContain('recent-refresh');
    expect(await db.$count(refreshTokens, eq(refreshTokens.tokenHash, 'old-refresh'))).toBe(0);
    const signIns = await db.select().from(adminSignIns);
    expect(signIns.map((s) => s.outcome)).toContain('wrong_password');
    expect(signIns.filter((s) => s.at < ago(90 * DAY))).toEqual([]);
    // The admin still works: their live session was kept.
    const me = await ctx.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
  });

  it('removes spent single-use tokens and keeps live ones', async () => {
    const db = ctx.database.db;
    const resets = (await db.select().from(passwordResets)).map((r) => r.tokenHash);
    expect(resets.sort()).toEqual([sha256('just-expired'), sha256('live'), usedThroughApi].sort());
    expect((await db.select().from(twoStepChallenges)).map((c) => c.idHash)).toEqual(['live-challenge']);
    expect((await db.select().from(twoStepRecoveryCodes)).map((c) => c.codeHash)).toEqual(['unused-code']);
  });

  it('removes webhook events older than 90 days, a batch at a time', async () => {
    const left = await ctx.database.db.select({ id: processedWebhookEvents.eventId }).from(processedWebhookEvents);
    expect(left.map((e) => e.id)).toEqual(['evt_recent']);
  });

  it('removes outbound webhook events older than 30 days with their deliveries, unless one is still retried', async () => {
    const left = await ctx.database.db.select({ id: webhookEvents.id }).from(webhookEvents).orderBy(webhookEvents.id);
    expect(left.map((e) => e.id)).toEqual(['msg_old_pending', 'msg_recent']);
    const deliveries = await ctx.database.db.select({ id: webhookDeliveries.eventId }).from(webhookDeliveries);
    expect(deliveries.map((d) => d.id).sort()).toEqual(['msg_old_pending', 'msg_recent']);
  });

  it('removes the text of settled mails whose link expired, and keeps the rows', async () => {
    const rows = await ctx.database.db.select().from(mailOutbox);
    const byName = Object.fromEntries(rows.map((r) => [r.subject, r]));
    for (const dead of ['reset-used', 'onboarding-done']) {
      expect(byName[dead]).toMatchObject({ bodyText: null, bodyHtml: null, secretHash: null, status: 'sent' });
      expect(byName[dead]!.bodyRemovedAt).toBeInstanceOf(Date);
    }
    for (const kept of ['reset-live', 'onboarding-live', 'reset-dead-queued', 'no-link']) {
      expect(byName[kept]).toMatchObject({ bodyText: `text of ${kept}`, bodyRemovedAt: null });
    }
  });

  it('says so on the outbox and the timeline, and refuses to resend or retry a mail without its text', async () => {
    const list = json<OutboxListResponse>(
      await ctx.app.inject({ method: 'GET', url: '/api/admin/outbox?search=done%40example', headers: bearer(token) }),
    );
    expect(list.mails.map((m) => [m.id, m.body_removed_at !== null])).toEqual([[ids['onboarding-done'], true]]);
    for (const action of ['resend', 'retry']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/outbox/${ids['onboarding-done']}/${action}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(409);
      expect(json(res)).toMatchObject({ error: OUTBOX_TEXTS.linkExpired });
    }
    const timeline = json<OrderTimeline>(
      await ctx.app.inject({ method: 'GET', url: `/api/admin/orders/${ids.order}/timeline`, headers: bearer(token) }),
    );
    const mailEvent = timeline.events.find((e) => e.kind === 'email');
    expect(mailEvent).toMatchObject({ mail_id: ids['onboarding-done'], text_removed: true });
  });

  it('removes finished jobs after their periods', async () => {
    const keys = (await ctx.database.db.select({ key: jobs.key }).from(jobs).where(eq(jobs.queue, 'test.old'))).map(
      (j) => j.key,
    );
    expect(keys.sort()).toEqual(['done-recent', 'failed-recent']);
  });

  it('keeps the audit log whole when no period is set', async () => {
    expect(await ctx.database.db.$count(auditLogs, eq(auditLogs.adminName, 'Old'))).toBe(1);
  });
});

describe('with RETAIN_AUDIT_DAYS set', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = current = await createTestContext({ RETAIN_AUDIT_DAYS: '30', RETENTION_EVERY_MINUTES: '15' });
    const db = ctx.database.db;
    const row = (name: string, createdAt: Date) => ({
      adminName: name,
      adminEmail: `${name}@example.com`,
      action: 'update',
      resourceType: 'products',
      resourceId: '1',
      createdAt,
    });
    await db.insert(auditLogs).values([row('Old', ago(31 * DAY)), row('Recent', ago(29 * DAY))]);
    await runSweeps(ctx);
  });
  afterAll(() => ctx.close());

  it('sweeps the audit log on its own schedule, its counts following', async () => {
    const db = ctx.database.db;
    const [audit] = await db
      .select({ every: jobSchedules.everySeconds })
      .from(jobSchedules)
      .where(eq(jobSchedules.name, `${RETENTION_PREFIX}audit-log`));
    expect(audit).toEqual({ every: 900 });
    const names = (await db.select({ name: auditLogs.adminName }).from(auditLogs)).map((r) => r.name);
    expect(names).toContain('Recent');
    expect(names).not.toContain('Old');
    for (const { kept, counted } of await keptAndCounted(db)) expect(kept).toEqual(counted);
  });
});

describe('the settings', () => {
  it('have the documented defaults, and refuse a period that is not a whole number of days', () => {
    expect(loadConfig({}).retention).toEqual({
      everyMinutes: 60,
      endedSessionsDays: 30,
      webhookEventsDays: 90,
      webhookDeliveriesDays: 30,
      usedTokensDays: 1,
      doneJobsDays: 7,
      failedJobsDays: 30,
      auditDays: undefined,
    });
    expect(Object.keys(retentionSweeps(loadConfig({}).retention))).not.toContain('audit-log');
    expect(() => loadConfig({ RETAIN_WEBHOOK_EVENTS_DAYS: '1.5' })).toThrow(/RETAIN_WEBHOOK_EVENTS_DAYS/);
    expect(() => loadConfig({ RETAIN_AUDIT_DAYS: '-1' })).toThrow(/RETAIN_AUDIT_DAYS/);
  });
});
