// The outbox API (issue 30, item 4): the list, a failed mail retried, any mail sent again.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxListResponse, OutboxMail } from '@store/contract/outbox';
import { OUTBOX_TEXTS } from '@store/contract/outbox';
import { jobs } from '../../db/schema/jobs.ts';
import { auditLogs, mailOutbox } from '../../db/schema/operations.ts';
import { createMailer } from '../../platform/mail.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';

let smtp: TestSmtp;
let ctx: TestContext;
let token: string;
beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestContext({ SMTP_URL: smtp.url });
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.mode = 'accept';
  smtp.received.length = 0;
});

const call = (method: 'GET' | 'POST', url: string) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, headers: bearer(token) });
const list = async (query = '') => json<OutboxListResponse>(await call('GET', `/outbox${query}`));
async function mail(to: string): Promise<number> {
  return ctx.database.db.transaction((tx) =>
    createMailer(ctx.config).enqueue(tx, { to, subject: `Hello ${to}`, html: '<p>Hi</p>', text: 'Hi' }),
  );
}

describe('GET /api/admin/outbox', () => {
  it('lists mails newest first, by status and by recipient, without their bodies', async () => {
    const first = await mail('outbox-first@example.com');
    const second = await mail('outbox-second@example.com');
    const page = await list('?search=outbox-');
    expect(page.mails.map((m) => m.id)).toEqual([second, first]);
    expect(page.mails[0]).toMatchObject({
      to: 'outbox-second@example.com',
      status: 'queued',
      attempts: 0,
      order: null,
    });
    expect(Object.keys(page.mails[0]!)).not.toContain('body_html');
    expect(JSON.stringify(page)).not.toContain('<p>Hi</p>');
    await ctx.app.jobs.drain();
    expect((await list('?status=sent&search=outbox-first')).mails.map((m) => m.id)).toEqual([first]);
    expect((await list('?status=failed&search=outbox-first')).mails).toEqual([]);
  });

  it('answers 400 naming the field for a status it does not know', async () => {
    const res = await call('GET', '/outbox?status=lost');
    expect(res.statusCode).toBe(400);
    expect(json<{ fields: Record<string, string> }>(res).fields).toHaveProperty('status');
  });
});

describe('POST /api/admin/outbox/{id}/retry', () => {
  it('tries a failed mail again, with an audit row, and sends it', async () => {
    smtp.mode = 'refuse-permanently';
    const id = await mail('outbox-retry@example.com');
    await ctx.app.jobs.drain();
    expect((await list('?search=outbox-retry')).mails[0]).toMatchObject({ status: 'failed', attempts: 1 });
    smtp.mode = 'accept';
    const res = await call('POST', `/outbox/${id}/retry`);
    expect(res.statusCode).toBe(200);
    expect(json<OutboxMail>(res)).toMatchObject({ id, status: 'queued', last_error: null });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.resourceType, 'mail_outbox'))
      .orderBy(sql`${auditLogs.id} desc`)
      .limit(1);
    expect(audit).toMatchObject({ action: 'update', resourceId: String(id) });
    await ctx.app.jobs.drain();
    expect((await list('?search=outbox-retry')).mails[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received.map((m) => m.to)).toEqual([['outbox-retry@example.com']]);
  });

  it('answers 409 for a mail that did not fail, and 404 for one that does not exist', async () => {
    const id = await mail('outbox-not-failed@example.com');
    const res = await call('POST', `/outbox/${id}/retry`);
    expect(res.statusCode).toBe(409);
    expect(json<{ message: string }>(res).message).toBe(OUTBOX_TEXTS.onlyFailed);
    expect((await call('POST', '/outbox/99999999/retry')).statusCode).toBe(404);
    expect((await call('POST', '/outbox/not-a-number/retry')).statusCode).toBe(404);
    await ctx.app.jobs.drain();
  });
});

describe('POST /api/admin/outbox/{id}/resend', () => {
  it('sends a new copy of a sent mail, audited, and leaves the first as it was', async () => {
    const id = await mail('outbox-resend@example.com');
    await ctx.app.jobs.drain();
    const res = await call('POST', `/outbox/${id}/resend`);
    expect(res.statusCode).toBe(201);
    const copy = json<OutboxMail>(res);
    expect(copy).toMatchObject({
      to: 'outbox-resend@example.com',
      subject: 'Hello outbox-resend@example.com',
      status: 'queued',
    });
    expect(copy.id).not.toBe(id);
    expect(await ctx.database.db.$count(jobs, eq(jobs.key, `mail:${copy.id}`))).toBe(1);
    await ctx.app.jobs.drain();
    expect(smtp.received.filter((m) => m.to.includes('outbox-resend@example.com'))).toHaveLength(2);
    const [first] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(first).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('answers 409 for a mail that was never made (its template was off)', async () => {
    const [skipped] = await ctx.database.db
      .insert(mailOutbox)
      .values({ toEmail: 'outbox-skipped@example.com', subject: 'order_confirmation', status: 'skipped' })
      .returning({ id: mailOutbox.id });
    const res = await call('POST', `/outbox/${skipped!.id}/resend`);
    expect(res.statusCode).toBe(409);
    expect(json<{ message: string }>(res).message).toBe(OUTBOX_TEXTS.nothingToResend);
  });
});
