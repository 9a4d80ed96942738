// Expiry that is seen (issue 31, item 4), on PGlite and PostgreSQL: User Access filters the grants
// expiring within N days and the expired ones; the `access_expiring` reminder goes once per grant
// and expiry, ACCESS_REMINDER_DAYS before the end, through the job runner, to a real SMTP server.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_EXPIRY_MESSAGES, type AccessGroupsResponse } from '@store/contract/access';
import { ACCESS_EXPIRING_TEMPLATE_KEY } from '@store/contract/templates';
import { emailTemplates, products } from '../../db/schema/catalog.ts';
import { mailOutbox } from '../../db/schema/operations.ts';
import { userProductAccess } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import { enqueueJob } from '../../platform/jobs/runner.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { ACCESS_REMINDER_QUEUE } from './reminders.ts';

const DAY = 86_400_000;
let smtp: TestSmtp;
let ctx: TestContext;
let token: string;
const grant: Record<string, number> = {};
let run = 0;

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestContext({ SMTP_URL: smtp.url, MAIL_FROM: 'Shop <shop@example.com>' });
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  const db = ctx.database.db;
  const [product] = await db
    .insert(products)
    .values({ name: 'Sync Pro', priceUsd: 900, internalKey: 'sync-pro', isDownloadable: true })
    .returning({ id: products.id });
  const customer = async (name: string, expiresAt: Date | null, isActive = true) => {
    const [user] = await db
      .insert(users)
      .values({ email: `${name}@expiry.example`, name })
      .returning({ id: users.id });
    const [row] = await db
      .insert(userProductAccess)
      .values({ userId: user!.id, productId: product!.id, expiresAt, isActive })
      .returning({ id: userProductAccess.id });
    grant[name] = row!.id;
  };
  await customer('soon', new Date(Date.now() + 3 * DAY));
  await customer('later', new Date(Date.now() + 20 * DAY));
  await customer('ended', new Date(Date.now() - DAY));
  await customer('off', new Date(Date.now() + 2 * DAY), false);
  await customer('lifetime', null);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const groups = async (query: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/access/groups?${query}`, headers: bearer(token) });
const namesIn = async (query: string) =>
  json<AccessGroupsResponse>(await groups(`${query}&search=expiry.example`)).groups.flatMap((g) =>
    g.grants.map((a) => a.user.name),
  );

describe('GET /access/groups?expiry=', () => {
  it('keeps the active grants ending within N days (7 by default), or the expired ones', async () => {
    expect(await namesIn('expiry=expiring')).toEqual(['soon']);
    expect((await namesIn('expiry=expiring&within_days=30')).sort()).toEqual(['later', 'soon']);
    expect(await namesIn('expiry=expired')).toEqual(['ended']);
    expect((await namesIn('expiry=')).sort()).toEqual(['ended', 'later', 'lifetime', 'off', 'soon']);
    const counted = json<AccessGroupsResponse>(await groups('expiry=expiring&within_days=30&search=expiry.example'));
    expect(counted.grants_total).toBe(2);
    expect(counted.pagination.total).toBe(2);
  });

  it('filters GET /access (the bulk actions’ “all matching” and the CSV export read it) the same way', async () => {
    const list = json<{ access: { user: { name: string } }[] }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/access?expiry=expiring&within_days=30&search=expiry.example&limit=100',
        headers: bearer(token),
      }),
    );
    expect(list.access.map((a) => a.user.name).sort()).toEqual(['later', 'soon']);
  });

  it('answers 400 naming the field for a filter it does not know or a period out of range', async () => {
    for (const [query, field, message] of [
      ['expiry=soonish', 'expiry', ACCESS_EXPIRY_MESSAGES.expiry],
      ['expiry=expiring&within_days=0', 'within_days', ACCESS_EXPIRY_MESSAGES.withinDays],
      ['expiry=expiring&within_days=1.5', 'within_days', ACCESS_EXPIRY_MESSAGES.withinDays],
      ['expiry=expiring&within_days=366', 'within_days', ACCESS_EXPIRY_MESSAGES.withinDays],
    ] as const) {
      const res = await groups(query);
      expect(res.statusCode, query).toBe(400);
      expect(json<{ fields: Record<string, string> }>(res).fields).toEqual({ [field]: message });
    }
  });
});

describe('the access_expiring reminder', () => {
  const reminders = () =>
    ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.templateKey, ACCESS_EXPIRING_TEMPLATE_KEY));
  const runReminders = async () => {
    await enqueueJob(ctx.database.db, ACCESS_REMINDER_QUEUE, {}, { key: `reminders-${++run}` });
    await ctx.app.jobs.drain();
  };

  it('goes once per grant ending within 7 days, active, and is delivered', async () => {
    await runReminders();
    await runReminders();
    const made = await reminders();
    expect(made.map((m) => [m.toEmail, m.status])).toEqual([['soon@expiry.example', 'sent']]);
    const mail = smtp.received.find((m) => m.to.includes('soon@expiry.example'))!;
    expect(mail.raw).toMatch(/Subject: Your access to Sync Pro ends on /);
    expect(mail.raw.replace(/=\r\n/g, '')).toMatch(/in 3 days/);
    const [row] = await ctx.database.db.select().from(userProductAccess).where(eq(userProductAccess.id, grant.soon!));
    expect(row!.expiryRemindedFor?.getTime()).toBe(row!.expiresAt?.getTime());
    expect(row!.revision).toBe(1);
  });

  it('goes again for a new expiry, and not at all while the template is off', async () => {
    await ctx.database.db
      .update(userProductAccess)
      .set({ expiresAt: new Date(Date.now() + 5 * DAY) })
      .where(eq(userProductAccess.id, grant.soon!));
    await runReminders();
    expect((await reminders()).filter((m) => m.status === 'sent')).toHaveLength(2);

    await ctx.database.db
      .update(userProductAccess)
      .set({ expiresAt: new Date(Date.now() + 6 * DAY) })
      .where(eq(userProductAccess.id, grant.soon!));
    await ctx.database.db
      .update(emailTemplates)
      .set({ isActive: false })
      .where(eq(emailTemplates.templateKey, ACCESS_EXPIRING_TEMPLATE_KEY));
    const before = smtp.received.length;
    await runReminders();
    expect(smtp.received.length).toBe(before);
    expect((await reminders()).map((m) => m.status)).toEqual(['sent', 'sent', 'skipped']);
  });
});
