// Releases reach their owners (issue 31, item 5; decision 0054). Notify records, in one statement,
// a `release_notifications` row per customer with active, unexpired access to the release's
// product (its primary key makes it once per release and customer, whatever runs at once) and
// enqueues the job that makes their `release_available` mails, in batches, on the job runner.
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { RELEASE_MESSAGES, RELEASE_NOTIFY_TEXTS, type ReleaseNotifyStatus } from '@store/contract/releases';
import { RELEASE_AVAILABLE_TEMPLATE_KEY } from '@store/contract/templates';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { products, softwareReleases } from '../../db/schema/catalog.ts';
import { mailOutbox } from '../../db/schema/operations.ts';
import { releaseNotifications, userProductAccess } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { idOf } from '../../platform/ids.ts';
import { enqueueJob } from '../../platform/jobs/runner.ts';
import { storeNameOf, type Mailer } from '../../platform/mail.ts';
import { inBatches } from '../../platform/retention.ts';

/** The job that makes a release's mails. */
export const RELEASE_NOTIFY_QUEUE = 'release.notify';
const BATCH = 200;

async function releaseOf(tx: Tx, rawId: string) {
  const id = idOf(rawId, RELEASE_MESSAGES.notFound);
  const [release] = await tx
    .select({ id: softwareReleases.id, productId: softwareReleases.productId, isLatest: softwareReleases.isLatest })
    .from(softwareReleases)
    .where(eq(softwareReleases.id, id));
  if (!release) throw new AppError('NOT_FOUND', RELEASE_MESSAGES.notFound);
  return release;
}

/** The customers with active, unexpired access to the product. */
function owners(tx: Tx, productId: number) {
  return tx
    .selectDistinct({ userId: userProductAccess.userId })
    .from(userProductAccess)
    .where(
      and(
        eq(userProductAccess.productId, productId),
        eq(userProductAccess.isActive, true),
        or(isNull(userProductAccess.expiresAt), gt(userProductAccess.expiresAt, sql`now()`)),
      ),
    );
}

/** `GET /releases/{id}/notify`: who would get the mail, and how far the mails are. */
export async function releaseNotifyStatus(db: Db, rawId: string): Promise<ReleaseNotifyStatus> {
  const release = await releaseOf(db, rawId);
  const [[recipients], [progress]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(owners(db, release.productId).as('owners')),
    db
      .select({
        notified: sql<number>`count(*)::int`,
        sent: sql<number>`(count(*) filter (where ${mailOutbox.status} in ('sent', 'kept')))::int`,
        failed: sql<number>`(count(*) filter (where ${mailOutbox.status} in ('failed', 'skipped')))::int`,
      })
      .from(releaseNotifications)
      .leftJoin(mailOutbox, eq(mailOutbox.id, releaseNotifications.mailId))
      .where(eq(releaseNotifications.releaseId, release.id)),
  ]);
  const notified = progress?.notified ?? 0;
  const sent = progress?.sent ?? 0;
  const failed = progress?.failed ?? 0;
  return { recipients: recipients?.n ?? 0, notified, sent, failed, pending: notified - sent - failed };
}

/**
 * `POST /releases/{id}/notify`: every owner not yet notified of this release gets a row, and the
 * job that mails them is enqueued, audited, in one transaction. Answers how many were new.
 */
export async function notifyReleaseOwners(db: Db, actor: Actor, rawId: string): Promise<{ recipients: number }> {
  return db.transaction(async (tx) => {
    const release = await releaseOf(tx, rawId);
    if (!release.isLatest) throw new AppError('CONFLICT', RELEASE_NOTIFY_TEXTS.notLatest);
    const { rows: added } = (await tx.execute(sql`
      insert into ${releaseNotifications} (release_id, user_id)
      select ${release.id}, owners.user_id from (${owners(tx, release.productId)}) owners
      on conflict do nothing
      returning user_id`)) as unknown as { rows: { user_id: number }[] };
    if (added.length > 0) {
      await enqueueJob(tx, RELEASE_NOTIFY_QUEUE, { releaseId: release.id });
      await writeAudit(tx, actor, {
        action: 'update',
        resourceType: 'software_releases',
        resourceId: release.id,
        after: { customers_notified: added.length },
      });
    }
    return { recipients: added.length };
  });
}

/** The job: makes the mails of the release's rows that have none, a batch per transaction. */
export async function mailReleaseOwners(
  db: Db,
  mailer: Mailer,
  config: Pick<Config, 'mailFrom'>,
  releaseId: number,
): Promise<number> {
  return inBatches(BATCH, () =>
    db.transaction(async (tx) => {
      const due = await tx
        .select({
          userId: releaseNotifications.userId,
          email: users.email,
          name: users.name,
          product: products.name,
          version: softwareReleases.version,
          notes: softwareReleases.releaseNotes,
          url: softwareReleases.downloadUrl,
        })
        .from(releaseNotifications)
        .innerJoin(users, eq(users.id, releaseNotifications.userId))
        .innerJoin(softwareReleases, eq(softwareReleases.id, releaseNotifications.releaseId))
        .innerJoin(products, eq(products.id, softwareReleases.productId))
        .where(and(eq(releaseNotifications.releaseId, releaseId), isNull(releaseNotifications.mailId)))
        .limit(BATCH)
        .for('update', { of: releaseNotifications, skipLocked: true });
      for (const row of due) {
        const { id } = await mailer.enqueueTemplate(tx, {
          to: row.email,
          templateKey: RELEASE_AVAILABLE_TEMPLATE_KEY,
          variables: {
            name: row.name,
            product_name: row.product,
            version: row.version,
            release_notes: row.notes,
            download_url: row.url,
            store_name: storeNameOf(config.mailFrom),
          },
        });
        await tx
          .update(releaseNotifications)
          .set({ mailId: id })
          .where(and(eq(releaseNotifications.releaseId, releaseId), eq(releaseNotifications.userId, row.userId)));
      }
      return due.length;
    }),
  );
}
