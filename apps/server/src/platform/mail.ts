// Outgoing mail (DESIGN §4). Every mail is first written to `mail_outbox` inside the caller's
// transaction, so a mail exists exactly when the change that caused it was committed. After the
// commit, `deliver` sends it through SMTP when SMTP_URL is set; without SMTP the row stays in the
// outbox with status 'kept' and one log line says so — without the body, which may hold a secret
// link.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { mailOutbox } from '../db/schema/operations.ts';
import { orderMails } from '../db/schema/sales.ts';
import type { RenderedMail } from './templates.ts';

export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface OutgoingMail extends RenderedMail {
  to: string;
  templateKey?: string | null;
  /** The order the mail is about: its timeline lists the mail. */
  orderId?: number;
}

export interface Mailer {
  /** Writes the mail to the outbox in the caller's transaction; returns its outbox id. */
  enqueue(tx: Tx, mail: OutgoingMail): Promise<number>;
  /** After the commit: sends the given outbox mails (SMTP) or reports them kept (no SMTP). */
  deliver(db: Db, ids: readonly number[]): Promise<void>;
}

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

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, log: MailLog): Mailer {
  let transport: Transporter | null = null;
  // nodemailer is loaded with the first message sent over SMTP.
  const smtp = async () => (transport ??= (await import('nodemailer')).default.createTransport(config.smtpUrl));

  return {
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
        })
        .returning({ id: mailOutbox.id });
      if (mail.orderId !== undefined) await tx.insert(orderMails).values({ mailId: row!.id, orderId: mail.orderId });
      return row!.id;
    },

    async deliver(db, ids) {
      if (ids.length === 0) return;
      if (!config.smtpUrl) {
        const kept = await db
          .select({ id: mailOutbox.id, to: mailOutbox.toEmail, template: mailOutbox.templateKey })
          .from(mailOutbox)
          .where(inArray(mailOutbox.id, [...ids]));
        for (const m of kept) {
          log.info(
            { mail_id: m.id, to: m.to, template: m.template },
            'mail kept in the outbox table (SMTP_URL is not set)',
          );
        }
        return;
      }
      // Claim the rows first, so a mail is handed to SMTP at most once per attempt.
      const claimed = await db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1` })
        .where(and(inArray(mailOutbox.id, [...ids]), eq(mailOutbox.status, 'queued')))
        .returning();
      for (const m of claimed) {
        try {
          await (
            await smtp()
          ).sendMail({
            from: config.mailFrom,
            to: m.toEmail,
            subject: m.subject,
            ...(m.bodyHtml ? { html: m.bodyHtml } : {}),
            ...(m.bodyText ? { text: m.bodyText } : {}),
          });
          await db
            .update(mailOutbox)
            .set({ status: 'sent', sentAt: new Date(), lastError: null })
            .where(eq(mailOutbox.id, m.id));
          log.info({ mail_id: m.id, to: m.toEmail, template: m.templateKey }, 'mail sent');
        } catch (err) {
          const message = (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_LENGTH);
          await db.update(mailOutbox).set({ status: 'failed', lastError: message }).where(eq(mailOutbox.id, m.id));
          log.warn(
            { mail_id: m.id, to: m.toEmail, smtp: redactUrl(config.smtpUrl), error: message },
            'mail could not be sent',
          );
        }
      }
    },
  };
}
