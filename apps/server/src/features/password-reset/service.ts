// Password reset by e-mail for the panel's admins (issue 17, decision 0024). Asking for a link
// answers at once with the same text whatever the address, having only enqueued a job (the same
// statement for every address); finding the account, storing the link and mailing it are that
// job's (decision 0047), so the answer's timing tells nothing either, and a link asked for is
// mailed even if the process stops right after the answer. A link is a random secret stored as its SHA-256, valid once and for 30 minutes; using
// it sets the password, spends every other live link of the account, ends all its sessions and
// writes the audit row, in one transaction.
import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_TTL_MINUTES,
  RESET_PASSWORD_PAGE,
  type ForgotPasswordBody,
  type PasswordResetMessage,
  type ResetLinkInfo,
  type ResetPasswordBody,
} from '@store/contract/password-reset';
import { ADMIN_PASSWORD_RESET_TEMPLATE_KEY } from '@store/contract/templates';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema/users.ts';
import { writeAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueJob } from '../../platform/jobs/runner.ts';
import { storeNameOf, type LinkIsLive, type Mailer } from '../../platform/mail.ts';
import { daysAgo, deleteInBatches } from '../../platform/retention.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';
import { renderTemplateByKey } from '../../platform/templates.ts';
import { revokeUserSessions } from '../auth/service.ts';
import { setPassword } from '../users/accounts.ts';

export const PASSWORD_RESET_TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60_000;

export interface PasswordResetContext {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'mailFrom'>;
  log: FastifyBaseLogger;
}

const linkGone = () => new AppError('GONE', PASSWORD_RESET_MESSAGES.invalidLink);

export function resetLinkOf(publicUrl: string, token: string): string {
  return `${publicUrl}${RESET_PASSWORD_PAGE}/${encodeURIComponent(token)}`;
}

/** The job queue whose job makes and mails a reset link (`sendResetLink`). */
export const PASSWORD_RESET_QUEUE = 'password-reset.link';

/**
 * "Forgot password?": the same answer for every address, given before anything is looked up;
 * the link is made and mailed by a job.
 */
export async function requestPasswordReset(
  ctx: PasswordResetContext,
  body: ForgotPasswordBody,
): Promise<PasswordResetMessage> {
  await enqueueJob(ctx.db, PASSWORD_RESET_QUEUE, { email: body.email.toLowerCase() });
  return { message: PASSWORD_RESET_MESSAGES.linkSent };
}

/** Stores a new link for the admin with this address and mails it; nothing for anyone else. */
export async function sendResetLink(ctx: PasswordResetContext, email: string, now = new Date()): Promise<void> {
  const [admin] = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.email, email), eq(users.isAdmin, true)))
    .limit(1);
  if (!admin) return;
  const token = randomToken(32);
  const mailId = await ctx.db.transaction(async (tx) => {
    // Links past their time are of no use to anyone: pruned here, as new ones are made.
    await tx.delete(passwordResets).where(lt(passwordResets.expiresAt, now));
    const mail = await renderTemplateByKey(tx, ADMIN_PASSWORD_RESET_TEMPLATE_KEY, {
      name: admin.name,
      reset_link: resetLinkOf(ctx.config.publicUrl, token),
      expires_minutes: PASSWORD_RESET_TTL_MINUTES,
      store_name: storeNameOf(ctx.config.mailFrom),
    });
    if (!mail) return null;
    await tx.insert(passwordResets).values({
      tokenHash: sha256(token),
      userId: admin.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
    });
    return ctx.mailer.enqueue(tx, {
      ...mail,
      to: admin.email,
      templateKey: ADMIN_PASSWORD_RESET_TEMPLATE_KEY,
      secretHash: sha256(token),
    });
  });
  if (mailId === null) {
    ctx.log.warn({ template: ADMIN_PASSWORD_RESET_TEMPLATE_KEY }, 'password reset template missing: no link sent');
  }
}

/** The admin a live link is for; null when it is unknown, used, expired or no longer an admin's. */
async function liveLink(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ userId: users.id, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        eq(users.isAdmin, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Checks a link before its page shows the form: who it is for, or 410. */
export async function resetLinkInfo(db: Db, token: string): Promise<ResetLinkInfo> {
  const link = await liveLink(db, token, new Date());
  if (!link) throw linkGone();
  return { email: link.email };
}

/** Uses a link: of any number of uses at once, exactly one sets the password; the rest get 410. */
export async function resetPassword(db: Db, body: ResetPasswordBody, ip: string): Promise<PasswordResetMessage> {
  // A dead link answers before the costly hashing.
  if (!(await liveLink(db, body.token, new Date()))) throw linkGone();
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const now = new Date();
    // The guard: the link is taken only while it is unused and in time.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(body.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!claimed) throw linkGone();
    const [before] = await tx.select().from(users).where(eq(users.id, claimed.userId)).for('update');
    if (!before?.isAdmin) throw linkGone();
    await setPassword(tx, before.id, passwordHash, now);
    // The other links of the account were for the password that has just been replaced.
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, before.id), isNull(passwordResets.usedAt)));
    await revokeUserSessions(tx, before.id, 'password reset');
    await writeAudit(
      tx,
      { id: before.id, name: before.name, email: before.email, ip },
      {
        action: 'update',
        resourceType: 'users',
        resourceId: before.id,
        before: { password_hash: before.passwordHash },
        after: { password_hash: passwordHash },
      },
    );
  });
  return { message: PASSWORD_RESET_MESSAGES.changed };
}

// ---- retention (platform/retention.ts) --------------------------------------------------------

/** Whether a mail's reset link still works: unused and not expired (the outbox's retention). */
export const resetLinkIsLive: LinkIsLive = (mail): SQL =>
  sql`exists (select 1 from ${passwordResets} where ${passwordResets.tokenHash} = ${mail.secretHash}
    and ${passwordResets.usedAt} is null and ${passwordResets.expiresAt} > now())`;

/** Removes links used or expired more than `days` days ago. */
export async function pruneResetLinks(db: Db, days: number): Promise<Record<string, number>> {
  const cutoff = daysAgo(days);
  const links = await deleteInBatches(
    db,
    passwordResets,
    or(lt(passwordResets.usedAt, cutoff), lt(passwordResets.expiresAt, cutoff))!,
  );
  return { password_resets: links };
}
