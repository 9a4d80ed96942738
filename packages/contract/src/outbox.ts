// The outbox (issue 30): every mail the store sends, with its delivery status. Zod-free for now;
// the outbox screen's schemas join it.

/**
 * queued: waiting for its (next) attempt; sending: an attempt is running; sent; failed: refused
 * for good, or out of attempts; kept: no mail server is set, the mail stays in the table;
 * skipped: not sent, its template is switched off or gone.
 */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'kept', 'skipped'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** How the panel says each status (the order's timeline, the outbox). */
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'queued',
  sending: 'sending',
  sent: 'sent',
  failed: 'failed to send',
  kept: 'kept in the outbox (no mail server)',
  skipped: 'not sent',
};

/** Why a mail was not made (status skipped): its template is missing, or switched off. */
export const MAIL_NOT_SENT_REASONS = {
  missing: 'the template is missing',
  inactive: 'the template is inactive',
} as const;
