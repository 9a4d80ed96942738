// Releases reach their owners (issue 31, item 5), on PGlite and PostgreSQL with a real SMTP
// server: the latest release is announced to each customer with active, unexpired access, once
// per release and customer, even under 20 notify calls at once; audited; progress is told.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELEASE_NOTIFY_TEXTS, type ReleaseNotifyResponse, type ReleaseNotifyStatus } from '@store/contract/releases';
import { products, softwareReleases } from '../../db/schema/catalog.ts';
import { auditLogs } from '../../db/schema/operations.ts';
import { releaseNotifications, userProductAccess } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';

const DAY = 86_400_000;
let smtp: TestSmtp;
let ctx: TestContext;
let token: string;
let product: number;
let latest: number;
let older: number;

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestContext({ SMTP_URL: smtp.url, MAIL_FROM: 'Shop <shop@example.com>' });
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  const db = ctx.database.db;
  const made = await db
    .insert(products)
    .values([
      { name: 'Render Kit', priceUsd: 5000, internalKey: 'render-kit', isDownloadable: true },
      { name: 'Other Kit', priceUsd: 5000, internalKey: 'other-kit', isDownloadable: true },
    ])
    .returning({ id: products.id });
  product = made[0]!.id;
  const release = (version: string, isLatest: boolean) =>
    db
      .insert(softwareReleases)
      .values({
        productId: product,
        version,
        platform: 'linux',
        downloadUrl: `https://downloads.example/render-kit-${version}.zip`,
        checksumSha256: 'a'.repeat(64),
        releaseNotes: `What is new in ${version}`,
        isLatest,
        releaseDate: new Date(),
      })
      .returning({ id: softwareReleases.id })
      .then((rows) => rows[0]!.id);
  older = await release('1.0.0', false);
  latest = await release('2.0.0', true);
  const owner = async (name: string, grant: { productId?: number; expiresAt?: Date | null; isActive?: boolean }) => {
    const [user] = await db
      .insert(users)
      .values({ email: `${name}@owners.example`, name })
      .returning({ id: users.id });
    await db.insert(userProductAccess).values({
      userId: user!.id,
      productId: grant.productId ?? product,
      expiresAt: grant.expiresAt ?? null,
      isActive: grant.isActive ?? true,
    });
  };
  await owner('lifetime', {});
  await owner('renewing', { expiresAt: new Date(Date.now() + 30 * DAY) });
  await owner('lapsed', { expiresAt: new Date(Date.now() - DAY) });
  await owner('switched-off', { isActive: false });
  await owner('elsewhere', { productId: made[1]!.id });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const call = (method: 'GET' | 'POST', id: number | string) =>
  ctx.app.inject({ method, url: `/api/admin/releases/${id}/notify`, headers: bearer(token) });
const status = async () => json<ReleaseNotifyStatus>(await call('GET', latest));
const audits = () =>
  ctx.database.db.$count(
    auditLogs,
    and(eq(auditLogs.resourceType, 'software_releases'), eq(auditLogs.resourceId, String(latest))),
  );

describe('POST /releases/{id}/notify', () => {
  it('says first how many customers with active, unexpired access would be told', async () => {
    expect(await status()).toEqual({ recipients: 2, notified: 0, sent: 0, pending: 0, failed: 0 });
  });

  it('enqueues exactly one mail per owner under 20 calls at once, audited once, then delivers them', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', latest)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const counts = answers.map((a) => json<ReleaseNotifyResponse>(a).recipients);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await ctx.database.db.$count(releaseNotifications, eq(releaseNotifications.releaseId, latest))).toBe(2);
    expect(await audits()).toBe(1);
    expect(await status()).toMatchObject({ notified: 2, pending: 2 });

    await ctx.app.jobs.drain();
    const received = smtp.received.filter((m) => m.to.some((to) => to.endsWith('@owners.example')));
    expect(received.map((m) => m.to[0]).sort()).toEqual(['lifetime@owners.example', 'renewing@owners.example']);
    expect(received[0]!.raw).toMatch(/Subject: Render Kit 2\.0\.0 is out/);
    expect(received[0]!.raw.replace(/=\r\n/g, '')).toContain('https://downloads.example/render-kit-2.0.0.zip');
    expect(await status()).toEqual({ recipients: 2, notified: 2, sent: 2, pending: 0, failed: 0 });
  });

  it('answers 0 when nothing changed, and only the new owner once one is added', async () => {
    expect(json<ReleaseNotifyResponse>(await call('POST', latest))).toEqual({ recipients: 0 });
    expect(await audits()).toBe(1);
    const [late] = await ctx.database.db
      .insert(users)
      .values({ email: 'late@owners.example', name: 'late' })
      .returning({ id: users.id });
    await ctx.database.db.insert(userProductAccess).values({ userId: late!.id, productId: product });
    expect(json<ReleaseNotifyResponse>(await call('POST', latest))).toEqual({ recipients: 1 });
    await ctx.app.jobs.drain();
    expect(smtp.received.filter((m) => m.to.includes('late@owners.example'))).toHaveLength(1);
    expect(await status()).toEqual({ recipients: 3, notified: 3, sent: 3, pending: 0, failed: 0 });
  });

  it('refuses a release that is not the latest (409) or does not exist (404)', async () => {
    const notLatest = await call('POST', older);
    expect(notLatest.statusCode).toBe(409);
    expect(json(notLatest)).toMatchObject({ error: RELEASE_NOTIFY_TEXTS.notLatest });
    for (const id of ['999999', 'abc']) {
      expect((await call('POST', id)).statusCode).toBe(404);
      expect((await call('GET', id)).statusCode).toBe(404);
    }
  });
});
