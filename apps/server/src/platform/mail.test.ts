// The outbox delivered by the job runner (issue 30, item 2), to a real SMTP server over TCP.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/jobs.ts';
import { mailOutbox } from '../db/schema/operations.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { startTestSmtp, type TestSmtp } from '../test/smtp.ts';
import { createMailer, isPermanentMailError, MAIL_QUEUE, retryMail } from './mail.ts';

let smtp: TestSmtp;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestContext({ SMTP_URL: smtp.url, MAIL_FROM: 'Shop <shop@example.com>' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.mode = 'accept';
  smtp.received.length = 0;
  await smtp.up();
});

const mailer = () => createMailer(ctx.config);
async function queueMails(count: number, prefix: string): Promise<number[]> {
  return ctx.database.db.transaction(async (tx) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i++)
      ids.push(
        await mailer().enqueue(tx, { to: `${prefix}${i}@example.com`, subject: `Hello ${i}`, html: null, text: 'Hi' }),
      );
    return ids;
  });
}
const mailsOf = (ids: number[]) =>
  ctx.database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(mailOutbox.id);
/** Time passes: every queued retry is due now. */
const retriesDue = () =>
  ctx.database.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.state, 'queued'));

describe('the outbox, delivered by the job runner', () => {
  it('is written with its delivery job in the caller transaction, and nothing of it when that rolls back', async () => {
    const kept = await ctx.database.db
      .transaction(async (tx) => {
        await mailer().enqueue(tx, { to: 'gone@example.com', subject: 'Gone', html: null, text: 'x' });
        throw new Error('the change fails');
      })
      .catch(() => 'rolled back');
    expect(kept).toBe('rolled back');
    expect(await ctx.database.db.$count(mailOutbox, eq(mailOutbox.toEmail, 'gone@example.com'))).toBe(0);
    const [id] = await queueMails(1, 'one');
    expect(await ctx.database.db.$count(jobs, eq(jobs.key, `mail:${id}`))).toBe(1);
    const [job] = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `mail:${id}`));
    expect(job).toMatchObject({ queue: MAIL_QUEUE, state: 'queued' });
    await ctx.app.jobs.drain();
    expect(smtp.received.map((m) => m.to)).toEqual([['one0@example.com']]);
  });

  it('delivers each of 20 mails once after a mail server outage, with the wait shown meanwhile', async () => {
    await smtp.down();
    const ids = await queueMails(20, 'outage');
    await ctx.app.jobs.drain();
    for (const mail of await mailsOf(ids)) {
      expect(mail).toMatchObject({ status: 'queued', attempts: 1 });
      expect(mail.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(mail.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
      expect(mail.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
    }
    // Still down at the next attempt: a second try, still queued.
    await retriesDue();
    await ctx.app.jobs.drain();
    expect((await mailsOf(ids)).every((m) => m.status === 'queued' && m.attempts === 2)).toBe(true);

    await smtp.up();
    await retriesDue();
    await ctx.app.jobs.drain();
    await retriesDue();
    await ctx.app.jobs.drain();
    const sent = await mailsOf(ids);
    expect(sent.every((m) => m.status === 'sent' && m.attempts === 3 && m.lastError === null)).toBe(true);
    const recipients = smtp.received.flatMap((m) => m.to).sort();
    expect(recipients).toEqual(ids.map((_, i) => `outage${i}@example.com`).sort());
  });

  it('fails a mail the server refuses for good (5xx) at once, without retries', async () => {
    smtp.mode = 'refuse-permanently';
    const [id] = await queueMails(1, 'refused');
    await ctx.app.jobs.drain();
    await retriesDue();
    await ctx.app.jobs.drain();
    const [mail] = await mailsOf([id!]);
    expect(mail).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });
    expect(mail!.lastError).toMatch(/550/);
    expect(
      (
        await ctx.database.db
          .select()
          .from(jobs)
          .where(eq(jobs.key, `mail:${id}`))
      )[0],
    ).toMatchObject({
      state: 'failed',
      attempts: 1,
    });
    expect(smtp.received).toHaveLength(0);
  });

  it('tries a mail the server refuses for now (4xx) again, and sends it once accepted', async () => {
    smtp.mode = 'refuse-temporarily';
    const [id] = await queueMails(1, 'busy');
    await ctx.app.jobs.drain();
    expect((await mailsOf([id!]))[0]).toMatchObject({ status: 'queued', attempts: 1 });
    smtp.mode = 'accept';
    await retriesDue();
    await ctx.app.jobs.drain();
    expect((await mailsOf([id!]))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received.map((m) => m.to)).toEqual([['busy0@example.com']]);
  });

  it('sends a mail once however often its job runs again', async () => {
    const [id] = await queueMails(1, 'twice');
    await ctx.app.jobs.drain();
    // A job run again (a lease taken back after the send): the row is sent, nothing goes out.
    await ctx.database.db
      .update(jobs)
      .set({ state: 'queued', runAt: sql`now()` })
      .where(eq(jobs.key, `mail:${id}`));
    await ctx.app.jobs.drain();
    expect(smtp.received).toHaveLength(1);
    expect((await mailsOf([id!]))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('a delivery whose instance died on its last attempt', () => {
  it('leaves the mail failed, not sending, and the outbox Retry sends it once', async () => {
    const [id] = await queueMails(1, 'abandoned');
    // The instance set the row sending, then died: its lease ran out on the job's last attempt.
    await ctx.database.db.update(mailOutbox).set({ status: 'sending', attempts: 1 }).where(eq(mailOutbox.id, id!));
    await ctx.database.db
      .update(jobs)
      .set({ state: 'running', attempts: 13, lockedBy: 'dead', lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.key, `mail:${id}`));
    await ctx.app.jobs.drain();
    expect((await mailsOf([id!]))[0]).toMatchObject({
      status: 'failed',
      lastError: expect.stringContaining('abandoned'),
    });
    expect(smtp.received).toHaveLength(0);
    await ctx.database.db.transaction((tx) => retryMail(tx, id!));
    await ctx.app.jobs.drain();
    expect(smtp.received).toHaveLength(1);
    expect((await mailsOf([id!]))[0]).toMatchObject({ status: 'sent' });
  });
});

describe('isPermanentMailError', () => {
  it('is a 5xx answer only', () => {
    expect(isPermanentMailError(Object.assign(new Error('x'), { responseCode: 550 }))).toBe(true);
    expect(isPermanentMailError(Object.assign(new Error('x'), { responseCode: 451 }))).toBe(false);
    expect(isPermanentMailError(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isPermanentMailError(null)).toBe(false);
  });
});
