// The outbox (issue 30): every mail the store sends, with its delivery status, listed newest first
// on the Outbox screen (reached from Email Templates and the command palette). A failed mail can
// be retried; any mail with a body can be sent again as a new mail. Bodies are never listed: they
// may hold a live onboarding or password reset link.
import { z } from 'zod';
import { PaginationSchema, pageQuery, SearchParam } from './pagination.ts';

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

export const OUTBOX_PAGE_SIZE = 20;

export const OutboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  template_key: z.string().nullable(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
  sent_at: z.iso.datetime({ offset: true }).nullable(),
  /** When retention removed the mail's text, the link in it having expired (decision 0048). */
  body_removed_at: z.iso.datetime({ offset: true }).nullable(),
  /** The order the mail is about, if any. */
  order: z.object({ id: z.number().int(), order_number: z.string() }).nullable(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

export const OutboxListQuerySchema = pageQuery(OUTBOX_PAGE_SIZE).extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(MAIL_STATUSES).optional()),
  search: SearchParam.describe("Part of the recipient's address, or an order number"),
});
export type OutboxListQuery = z.input<typeof OutboxListQuerySchema>;

export const OutboxListResponseSchema = z.object({
  mails: z.array(OutboxMailSchema),
  pagination: PaginationSchema,
});
export type OutboxListResponse = z.infer<typeof OutboxListResponseSchema>;

export const OUTBOX_TEXTS = {
  title: 'Outbox',
  empty: 'No mails found',
  loadFailed: 'Failed to load the outbox',
  retried: 'The mail will be sent again shortly',
  resent: 'A new copy of the mail is on its way',
  retryFailed: 'Failed to retry the mail',
  resendFailed: 'Failed to resend the mail',
  onlyFailed: 'Only a mail that failed can be retried',
  nothingToResend: 'This mail was never made (its template was off or gone): there is nothing to send again',
  linkExpired: 'The link in this mail has expired and its text was removed: there is nothing to send again',
  bodyRemoved: 'text removed: its link expired',
  notFound: 'Mail not found',
} as const;

/** The routes' paths, relative to the API base; fill them with `pathTo` (paths.ts). */
export const OUTBOX_PATHS = { list: '/outbox', retry: '/outbox/:id/retry', resend: '/outbox/:id/resend' } as const;
