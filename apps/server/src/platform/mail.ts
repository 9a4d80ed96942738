// Outgoing mail (DESIGN §4; decision 0047). Every mail is first written to `mail_outbox`, with
// the job that delivers it, inside the caller's transaction: a mail exists exactly when the change
// that caused it was committed, and is delivered by the job runner after the commit, whichever
// instance runs it, retried while the mail server refuses for now or cannot be reached. Without
// SMTP_URL the row stays in the outbox with status 'kept' and one log line says so, without the
// body, which may hold a secret link.
import { and, eq, inArray, isNotNull, isNull, not, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { MAIL_NOT_SENT_REASONS, OUTBOX_TEXTS } from '@store/contract/outbox';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { mailOutbox } from '../db/schema/operations.ts';
import { orderMails } from '../db/schema/sales.ts';
import { AppError } from './errors.ts';
import { enqueueJob, PermanentJobError, retryFailedJob, type JobHandler } from './jobs/runner.ts';
import { inBatches, RETENTION_BATCH } from './retention.ts';
import { renderTemplateOrWhyNot, type RenderedMail, type TemplateVariables } from './templates.ts';

export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface OutgoingMail extends RenderedMail {
  to: string;
  templateKey?: string | null;
  /** The order the mail is about: its timeline lists the mail. */
  orderId?: number;
  /**
   * The SHA-256 of the single-use secret in the mail's link (`sha256` of platform/secrets.ts):
   * once no live link has it, retention removes the mail's bodies (`removeExpiredLinks`).
   */
  secretHash?: string;
}

export interface TemplatedMail {
  to: string;
  templateKey: string;
  variables: TemplateVariables;
  orderId?: number;
}

export interface Mailer {
  /** Writes the mail and its delivery job in the caller's transaction; returns its outbox id. */
  enqueue(tx: Tx, mail: OutgoingMail): Promise<number>;
  /**
   * A mail of the store's template `templateKey`, as `enqueue`; when the template is inactive or
   * missing, nothing is sent and the outbox keeps a 'skipped' row saying why (the order's
   * timeline shows it). Answers the outbox id and whether the mail is on its way.
   */
  enqueueTemplate(tx: Tx, mail: TemplatedMail): Promise<{ id: number; sent: boolean }>;
}

/** The job runner's queue of mail deliveries: one job per outbox row, keyed by it. */
export const MAIL_QUEUE = 'mail.deliver';
const mailJobKey = (mailId: number) => `mail:${mailId}`;

/** The display name of MAIL_FROM ("Store <no-reply@…>" → "Store"), used as the store's name in mails. */
export function storeNameOf(mailFrom: string): string {
  const match = /^\s*"?([^"<]+?)"?\s*</.exec(mailFrom);
  return match?.[1]?.trim() || 'our store';
}

/** An SMTP URL without its password, for logs. */
function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'smtp://(unreadable)';
  }
}

const MAX_ERROR_LENGTH = 500;

/**
 * Whether a send failed for good: the mail server answered 5xx (RFC 5321 §4.2.1: a permanent
 * negative reply, trying again cannot help). A 4xx, a timeout or a lost connection may pass.
 */
export function isPermanentMailError(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function createMailer(config: Pick<Config, 'smtpUrl'>): Mailer {
  const link = async (tx: Tx, mailId: number, orderId: number | undefined) => {
    if (orderId !== undefined) await tx.insert(orderMails).values({ mailId, orderId });
  };
  const mailer: Mailer = {
    async enqueueTemplate(tx, mail) {
      const rendered = await renderTemplateOrWhyNot(tx, mail.templateKey, mail.variables);
      if (typeof rendered !== 'string') {
        const id = await mailer.enqueue(tx, {
          ...rendered,
          to: mail.to,
          templateKey: mail.templateKey,
          ...(mail.orderId !== undefined ? { orderId: mail.orderId } : {}),
        });
        return { id, sent: true };
      }
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          toEmail: mail.to,
          templateKey: mail.templateKey,
          subject: mail.templateKey,
          bodyHtml: null,
          bodyText: null,
          status: 'skipped',
          lastError: MAIL_NOT_SENT_REASONS[rendered],
        })
        .returning({ id: mailOutbox.id });
      await link(tx, row!.id, mail.orderId);
      return { id: row!.id, sent: false };
    },
    async enqueue(tx, mail) {
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          toEmail: mail.to,
          templateKey: mail.templateKey ?? null,
          subject: mail.subject,
          bodyHtml: mail.html,
          bodyText: mail.text,
          status: config.smtpUrl ? 'queued' : 'kept',
          secretHash: mail.secretHash ?? null,
        })
        .returning({ id: mailOutbox.id });
      await link(tx, row!.id, mail.orderId);
      await enqueueJob(tx, MAIL_QUEUE, { mailId: row!.id }, { key: mailJobKey(row!.id) });
      return row!.id;
    },
  };
  return mailer;
}

/**
 * A failed mail's row queued again (its text still there); false when it is not failed. The
 * caller makes its delivery job due (`retryMail`, or the job runner's retry of that job).
 */
export async function requeueFailedMail(tx: Tx, mailId: number): Promise<boolean> {
  const requeued = await tx
    .update(mailOutbox)
    .set({ status: 'queued', lastError: null, nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'failed'), isNull(mailOutbox.bodyRemovedAt)))
    .returning({ id: mailOutbox.id });
  return requeued.length > 0;
}

/**
 * The delivery queue's retry hook (the Background jobs card's Retry of a `mail.deliver` job): the
 * job's mail queued again when it failed; refused with 409 when its text was removed.
 */
export async function requeueMailOfJob(tx: Tx, payload: Record<string, unknown>): Promise<void> {
  const mailId = Number(payload.mailId);
  if (await requeueFailedMail(tx, mailId)) return;
  const [row] = await tx
    .select({ removedAt: mailOutbox.bodyRemovedAt })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, mailId));
  if (row?.removedAt) throw new AppError('CONFLICT', OUTBOX_TEXTS.linkExpired);
}

/** A failed mail made due again: its row queued and its delivery job retried. False if it is not failed. */
export async function retryMail(tx: Tx, mailId: number): Promise<boolean> {
  if (!(await requeueFailedMail(tx, mailId))) return false;
  if (!(await retryFailedJob(tx, mailJobKey(mailId))))
    await enqueueJob(tx, MAIL_QUEUE, { mailId }, { key: `${mailJobKey(mailId)}:retry:${Date.now()}` });
  return true;
}

/**
 * A new mail with the same recipient, subject and bodies as an earlier one (and about the same
 * order), on its way as any new mail. Null when the earlier one has no body (it was not sent).
 */
export async function resendMail(tx: Tx, mailer: Mailer, mailId: number): Promise<number | null> {
  const [mail] = await tx
    .select({
      to: mailOutbox.toEmail,
      subject: mailOutbox.subject,
      html: mailOutbox.bodyHtml,
      text: mailOutbox.bodyText,
      templateKey: mailOutbox.templateKey,
      secretHash: mailOutbox.secretHash,
      orderId: orderMails.orderId,
    })
    .from(mailOutbox)
    .leftJoin(orderMails, eq(orderMails.mailId, mailOutbox.id))
    .where(eq(mailOutbox.id, mailId));
  if (!mail || (mail.html === null && mail.text === null)) return null;
  return mailer.enqueue(tx, {
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    templateKey: mail.templateKey,
    ...(mail.orderId !== null ? { orderId: mail.orderId } : {}),
    ...(mail.secretHash !== null ? { secretHash: mail.secretHash } : {}),
  });
}

/** Whether a mail's link still works, from the columns of its outbox row (the link's owner says). */
export type LinkIsLive = (mail: { secretHash: typeof mailOutbox.secretHash; to: typeof mailOutbox.toEmail }) => SQL;

/**
 * Retention: removes the bodies of settled mails (not queued or sending) whose link no longer
 * works, as `isLive` tells; the row stays, with the time its bodies went. Answers how many.
 */
export async function removeExpiredLinks(db: Db, isLive: LinkIsLive): Promise<number> {
  return inBatches(RETENTION_BATCH, async () => {
    const batch = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNotNull(mailOutbox.secretHash),
          notInArray(mailOutbox.status, ['queued', 'sending']),
          not(isLive({ secretHash: mailOutbox.secretHash, to: mailOutbox.toEmail })),
        ),
      )
      .limit(RETENTION_BATCH);
    const done = await db
      .update(mailOutbox)
      .set({ bodyHtml: null, bodyText: null, secretHash: null, bodyRemovedAt: sql`now()` })
      .where(inArray(mailOutbox.id, batch))
      .returning({ id: mailOutbox.id });
    return done.length;
  });
}

/** How long a delivery waits for the mail server: to connect, for its greeting, and for any answer. */
export const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 } as const;

/**
 * The delivery queue's give-up hook: a mail whose last delivery was abandoned (its instance died
 * while sending) is failed, so the outbox offers its Retry.
 */
export async function failAbandonedMail(db: Db, payload: Record<string, unknown>, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'failed', lastError: error, nextAttemptAt: null })
    .where(and(eq(mailOutbox.id, Number(payload.mailId)), inArray(mailOutbox.status, ['queued', 'sending'])));
}

/**
 * What became of one delivery over SMTP (the metrics count them): sent; or refused or not reached,
 * and tried again later ('retry') or failed for good ('failed').
 */
export type MailDelivered = (outcome: 'sent' | 'retry' | 'failed') => void;

/**
 * The delivery job of one outbox row. Idempotent: a row already sent, failed or kept is left as it
 * is; a row left 'sending' by a run that died is sent again (at least once). Each run counts an
 * attempt on the row and leaves its status, last error and next attempt for the outbox screen.
 */
export function mailDeliveryJob(
  db: Db,
  config: Pick<Config, 'smtpUrl' | 'mailFrom'> & { jobs: Pick<Config['jobs'], 'concurrency'> },
  log: MailLog,
  delivered: MailDelivered = () => {},
): JobHandler {
  let transport: Transporter | null = null;
  // nodemailer is loaded with the first message sent over SMTP. Its socket waits 10 minutes by
  // default: a mail server that stalls would hold a job (and one of the instance's slots) that long.
  // Pooled: as many connections as the instance runs jobs, each reused for the next mail (a new
  // connection per mail, with TLS and the server's greeting delay, was most of a send's time).
  const smtp = async (url: string) =>
    (transport ??= (await import('nodemailer')).default.createTransport({
      url,
      pool: true,
      maxConnections: config.jobs.concurrency,
      ...SMTP_TIMEOUTS,
    }));

  return async (payload, job) => {
    const mailId = Number(payload.mailId);
    if (!config.smtpUrl) {
      const [kept] = await db
        .select({ id: mailOutbox.id, to: mailOutbox.toEmail, template: mailOutbox.templateKey })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'kept')));
      if (kept)
        log.info(
          { mail_id: kept.id, to: kept.to, template: kept.template },
          'mail kept in the outbox table (SMTP_URL is not set)',
        );
      return;
    }
    const [mail] = await db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: null })
      .where(and(eq(mailOutbox.id, mailId), inArray(mailOutbox.status, ['queued', 'sending'])))
      .returning();
    if (!mail) return;
    try {
      await (
        await smtp(config.smtpUrl)
      ).sendMail({
        from: config.mailFrom,
        to: mail.toEmail,
        subject: mail.subject,
        ...(mail.bodyHtml ? { html: mail.bodyHtml } : {}),
        ...(mail.bodyText ? { text: mail.bodyText } : {}),
      });
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_LENGTH);
      const permanent = isPermanentMailError(err);
      const fails = permanent || job.lastAttempt;
      delivered(fails ? 'failed' : 'retry');
      await db
        .update(mailOutbox)
        .set({ status: fails ? 'failed' : 'queued', lastError: message, nextAttemptAt: fails ? null : job.retryAt })
        .where(eq(mailOutbox.id, mail.id));
      log.warn(
        {
          mail_id: mail.id,
          to: mail.toEmail,
          smtp: redactUrl(config.smtpUrl),
          error: message,
          ...(fails ? {} : { next_attempt_at: job.retryAt.toISOString() }),
        },
        fails ? 'mail could not be sent' : 'mail could not be sent yet; it will be tried again',
      );
      throw permanent ? new PermanentJobError(message) : err;
    }
    delivered('sent');
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date(), lastError: null, nextAttemptAt: null })
      .where(eq(mailOutbox.id, mail.id));
    log.info({ mail_id: mail.id, to: mail.toEmail, template: mail.templateKey }, 'mail sent');
  };
}
