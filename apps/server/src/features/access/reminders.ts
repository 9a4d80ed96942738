// Expiry that is seen (issue 31, item 4): a customer is mailed `access_expiring` once per grant
// and expiry, ACCESS_REMINDER_DAYS before the access ends, by a scheduled job of the runner. A
// grant extended later gets a reminder for its new end; one switched off or already ended, none.
import { and, asc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { ACCESS_EXPIRING_TEMPLATE_KEY } from '@store/contract/templates';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { userProductAccess } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import { storeNameOf, type Mailer } from '../../platform/mail.ts';
import { inBatches } from '../../platform/retention.ts';

export const ACCESS_REMINDER_QUEUE = 'access.expiry-reminders';
/** How often the reminders are looked for. */
export const ACCESS_REMINDER_EVERY_SECONDS = 3_600;
const BATCH = 200;

/**
 * Mails every reminder due now, a batch per transaction (the grants locked and skipped by another
 * instance doing the same); answers how many were made.
 */
export async function sendExpiryReminders(
  db: Db,
  mailer: Mailer,
  config: Pick<Config, 'accessReminderDays' | 'storeTimeZone' | 'mailFrom'>,
): Promise<number> {
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: config.storeTimeZone });
  return inBatches(BATCH, () =>
    db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: userProductAccess.id,
          expiresAt: userProductAccess.expiresAt,
          email: users.email,
          name: users.name,
          product: products.name,
        })
        .from(userProductAccess)
        .innerJoin(users, eq(users.id, userProductAccess.userId))
        .innerJoin(products, eq(products.id, userProductAccess.productId))
        .where(
          and(
            eq(userProductAccess.isActive, true),
            gt(userProductAccess.expiresAt, sql`now()`),
            lte(userProductAccess.expiresAt, sql`now() + ${config.accessReminderDays} * interval '1 day'`),
            or(
              isNull(userProductAccess.expiryRemindedFor),
              ne(userProductAccess.expiryRemindedFor, userProductAccess.expiresAt),
            ),
          ),
        )
        .orderBy(asc(userProductAccess.expiresAt))
        .limit(BATCH)
        .for('update', { of: userProductAccess, skipLocked: true });
      for (const grant of due) {
        const expiresAt = grant.expiresAt!;
        await mailer.enqueueTemplate(tx, {
          to: grant.email,
          templateKey: ACCESS_EXPIRING_TEMPLATE_KEY,
          variables: {
            name: grant.name,
            product_name: grant.product,
            expires_on: day.format(expiresAt),
            days_left: Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 86_400_000)),
            store_name: storeNameOf(config.mailFrom),
          },
        });
      }
      // Bookkeeping, not an edit: the grant's revision and update time stay.
      if (due.length > 0)
        await tx
          .update(userProductAccess)
          .set({ expiryRemindedFor: sql`${userProductAccess.expiresAt}` })
          .where(
            inArray(
              userProductAccess.id,
              due.map((g) => g.id),
            ),
          );
      return due.length;
    }),
  );
}
