// The Background jobs card's API (issue 30, item 6): the queue's counts, the schedules' runs and
// the newest failed jobs, for Owners only; a failed job retried through the runner and audited,
// a failed mail's delivery sent once the mail server takes it.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JOBS_TEXTS, type FailedJob, type JobsOverview } from '@store/contract/jobs';
import { OUTBOX_TEXTS } from '@store/contract/outbox';
import { jobs, jobSchedules } from '../../db/schema/jobs.ts';
import { auditLogs, mailOutbox } from '../../db/schema/operations.ts';
import { createMailer } from '../../platform/mail.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';

let smtp: TestSmtp;
let ctx: TestContext;
let owner: string;
let administrator: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestContext({ SMTP_URL: smtp.url });
  owner = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  const email = `jobs-${randomUUID()}@example.com`;
  const made = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: bearer(owner),
    payload: { email, password: 'jobs-test-pass', name: 'Jobs Admin', is_admin: true, admin_role: 'administrator' },
  });
  expect(made.statusCode).toBe(201);
  administrator = (await loginAs(ctx.app, email, 'jobs-test-pass')).token;
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(async () => {
  await ctx.app.jobs.drain();
  await ctx.database.db.delete(jobs);
  await ctx.database.db.delete(jobSchedules);
  smtp.mode = 'accept';
});

const call = (method: 'GET' | 'POST', url: string, token = owner) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, headers: bearer(token) });
const overview = async () => json<JobsOverview>(await call('GET', '/jobs'));

/** A mail whose delivery failed for good (the server refused it with a 5xx). */
async function failedMail(to: string): Promise<{ mailId: number; jobId: number }> {
  const mailId = await ctx.database.db.transaction((tx) =>
    createMailer(ctx.config).enqueue(tx, { to, subject: `Hello ${to}`, html: '<p>Hi</p>', text: 'Hi' }),
  );
  smtp.mode = 'refuse-permanently';
  await ctx.app.jobs.drain();
  smtp.mode = 'accept';
  const [job] = await ctx.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.key, `mail:${mailId}`));
  expect(job).toMatchObject({ state: 'failed', attempts: 1 });
  return { mailId, jobId: job!.id };
}

describe('GET /api/admin/jobs', () => {
  it('counts queued, running and failed jobs, the oldest wait, the schedules and the failed jobs', async () => {
    const db = ctx.database.db;
    await db.insert(jobs).values([
      { queue: 'test.idle', payload: {}, maxAttempts: 1, runAt: new Date(Date.now() - 90_000) },
      { queue: 'test.idle', payload: {}, maxAttempts: 1, runAt: new Date(Date.now() + 3_600_000) },
      { queue: 'test.idle', payload: {}, maxAttempts: 1, state: 'running', lockedUntil: new Date(Date.now() + 60_000) },
      { queue: 'test.idle', payload: {}, maxAttempts: 1, state: 'done', finishedAt: new Date() },
      {
        queue: 'test.idle',
        payload: {},
        key: 'broken',
        maxAttempts: 1,
        attempts: 1,
        state: 'failed',
        lastError: 'it broke',
        finishedAt: new Date(),
      },
    ]);
    const lastRunAt = new Date(Date.now() - 30_000);
    await db.insert(jobSchedules).values({
      name: 'retention.sessions',
      queue: 'retention.sessions',
      everySeconds: 3600,
      lastRunAt,
      nextRunAt: new Date(lastRunAt.getTime() + 3_600_000),
    });
    const body = await overview();
    expect(body).toMatchObject({ queued: 2, running: 1, failed: 1 });
    expect(body.oldest_queued_age_seconds).toBeGreaterThanOrEqual(89);
    expect(body.oldest_queued_age_seconds).toBeLessThan(600);
    expect(body.schedules).toEqual([
      {
        name: 'retention.sessions',
        every: 3600,
        last_run_at: lastRunAt.toISOString(),
        next_run_at: new Date(lastRunAt.getTime() + 3_600_000).toISOString(),
      },
    ]);
    expect(body.failed_jobs).toMatchObject([
      { queue: 'test.idle', key: 'broken', attempts: 1, last_error: 'it broke' },
    ]);
  });

  it('says no job waits when none is due', async () => {
    expect(await overview()).toMatchObject({ queued: 0, running: 0, failed: 0, oldest_queued_age_seconds: null });
  });

  it('is the Owners’: an Administrator is refused', async () => {
    expect((await call('GET', '/jobs', administrator)).statusCode).toBe(403);
    expect((await call('POST', '/jobs/1/retry', administrator)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/jobs/{id}/retry', () => {
  it('makes a failed mail’s delivery due again, audited, and the mail goes out once', async () => {
    const to = `retry-${randomUUID()}@example.com`;
    const { mailId, jobId } = await failedMail(to);
    const res = await call('POST', `/jobs/${jobId}/retry`);
    expect(res.statusCode).toBe(200);
    expect(json<FailedJob>(res)).toMatchObject({ id: jobId, queue: 'mail.deliver', attempts: 1 });
    const [job] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ state: 'queued', attempts: 0, lastError: null });
    const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    expect(row).toMatchObject({ status: 'queued', lastError: null });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceType, 'jobs'), eq(auditLogs.resourceId, String(jobId))));
    expect(audit).toMatchObject({ action: 'update', adminEmail: TEST_ADMIN.email });

    await ctx.app.jobs.drain();
    expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
    const [sent] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    expect(sent).toMatchObject({ status: 'sent' });
    expect(await overview()).toMatchObject({ failed: 0, failed_jobs: [] });
  });

  it('answers 409 for a job that did not fail, and 404 for one that does not exist', async () => {
    const [job] = await ctx.database.db
      .insert(jobs)
      .values({ queue: 'test.idle', payload: {}, maxAttempts: 1 })
      .returning({ id: jobs.id });
    const busy = await call('POST', `/jobs/${job!.id}/retry`);
    expect(busy.statusCode).toBe(409);
    expect(json(busy)).toMatchObject({ error: JOBS_TEXTS.notFailed });
    for (const id of ['999999999999', '0', 'abc', '1e3', '12345678901234567890']) {
      const res = await call('POST', `/jobs/${id}/retry`);
      expect(res.statusCode, id).toBe(404);
      expect(json(res)).toMatchObject({ error: JOBS_TEXTS.notFound });
    }
  });

  it('refuses a mail whose text retention removed, and changes nothing', async () => {
    const { mailId, jobId } = await failedMail(`removed-${randomUUID()}@example.com`);
    await ctx.database.db
      .update(mailOutbox)
      .set({ bodyHtml: null, bodyText: null, bodyRemovedAt: new Date() })
      .where(eq(mailOutbox.id, mailId));
    const res = await call('POST', `/jobs/${jobId}/retry`);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ error: OUTBOX_TEXTS.linkExpired });
    const [job] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ state: 'failed' });
    expect(
      await ctx.database.db.$count(
        auditLogs,
        and(eq(auditLogs.resourceType, 'jobs'), eq(auditLogs.resourceId, String(jobId))),
      ),
    ).toBe(0);
  });
});
