// An order's story (issue 16): its timeline, newest first, built from what the store records
// (the payment session and its webhook events, audit rows, shipments, the mail outbox) and the
// staff's internal notes. Decision 0021.
import { z } from 'zod';
import { MAIL_STATUSES } from './outbox.ts';
import { ActorRefSchema } from './actors.ts';
import { OrderRefundSchema } from './order-refunds.ts';
import { RevisionSchema } from './revisions.ts';
import { SHIPMENT_STATUSES } from './shipments.ts';

export const ORDER_NOTE_MAX_LENGTH = 5000;

export const ORDER_NOTE_MESSAGES = {
  bodyRequired: 'Note text is required',
  bodyTooLong: `A note must be at most ${ORDER_NOTE_MAX_LENGTH} characters`,
  noteNotFound: 'Note not found',
  notAuthor: 'Only the author of a note can change or delete it',
  addFailed: 'Failed to add the note',
  saveFailed: 'Failed to save the note',
  deleteFailed: 'Failed to delete the note',
  timelineFailed: 'Failed to load the timeline',
} as const;

/** `POST /orders/{id}/notes` and `PATCH /orders/{id}/notes/{noteId}`: plain text, kept as typed. */
export const OrderNoteBodySchema = z.object({
  body: z
    .string({ error: ORDER_NOTE_MESSAGES.bodyRequired })
    .refine((text) => text.trim() !== '', { error: ORDER_NOTE_MESSAGES.bodyRequired, abort: true })
    .refine((text) => text.length <= ORDER_NOTE_MAX_LENGTH, { error: ORDER_NOTE_MESSAGES.bodyTooLong }),
});
export type OrderNoteBody = z.infer<typeof OrderNoteBodySchema>;

export const OrderNoteSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  body: z.string(),
  author: ActorRefSchema,
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  /** The note's revision, also its ETag: send it back as `If-Match` to edit or delete it. */
  revision: RevisionSchema,
});
export type OrderNote = z.infer<typeof OrderNoteSchema>;

export const NoteParamsSchema = z.object({ id: z.string().max(40), noteId: z.string().max(40) });

const at = { at: z.string().describe('ISO 8601 instant'), key: z.string().describe('Stable within the timeline') };

/** A changed field: what it was and what it became. */
const ChangeSchema = z.object({ before: z.unknown().optional(), after: z.unknown().optional() });

export const TimelineEventSchema = z.discriminatedUnion('kind', [
  z.object({
    ...at,
    kind: z.literal('placed'),
    /** Where the checkout came from: an API key's name, or none (the storefront without a key). */
    channel: z.object({ api_key: z.string().nullable() }),
    payment_session: z.string().nullable(),
  }),
  z.object({
    ...at,
    kind: z.literal('payment'),
    provider: z.string().nullable(),
    payment_session: z.string().nullable(),
    amount: z.number().int(),
    currency: z.string(),
    /** The provider's event ids that confirmed it; empty for a simulated payment. */
    events: z.array(z.string()),
    /** The admin who simulated the payment; null when the provider confirmed it. */
    by: ActorRefSchema.nullable(),
  }),
  z.object({ ...at, kind: z.literal('status'), from: z.string().nullable(), to: z.string(), by: ActorRefSchema }),
  z.object({
    ...at,
    kind: z.literal('shipment_created'),
    shipment_id: z.number().int(),
    carrier: z.string(),
    tracking_number: z.string(),
    status: z.enum(SHIPMENT_STATUSES),
    by: ActorRefSchema.nullable(),
  }),
  z.object({
    ...at,
    kind: z.literal('shipment_updated'),
    shipment_id: z.number().int(),
    carrier: z.string(),
    tracking_number: z.string(),
    changes: z.record(z.string(), ChangeSchema),
    by: ActorRefSchema,
  }),
  z.object({
    ...at,
    kind: z.literal('email'),
    /** Its row of the outbox (Resend names it). */
    mail_id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    template_key: z.string().nullable(),
    status: z.enum(MAIL_STATUSES),
    /** Why it failed, or was not sent (its template is off or gone); null otherwise. */
    error: z.string().nullable(),
    /** Its text was removed by retention, the link in it having expired: it cannot be resent. */
    text_removed: z.boolean(),
  }),
  z.object({
    ...at,
    kind: z.literal('access'),
    /** A grant this order made, deactivated or made active again. */
    grant_id: z.number().int(),
    product_name: z.string(),
    active: z.boolean(),
    /** Why it was revoked (ACCESS_REVOKED_BECAUSE); null when an admin changed it on User Access. */
    reason: z.string().nullable(),
    by: ActorRefSchema.nullable(),
  }),
  z.object({ ...at, kind: z.literal('note'), note: OrderNoteSchema }),
  z.object({ ...at, kind: z.literal('refund'), refund: OrderRefundSchema }),
]);
export type TimelineEvent = z.infer<typeof TimelineEventSchema>;
export type TimelineEventKind = TimelineEvent['kind'];

/** Events in one answer of the timeline unless asked otherwise, and at most. */
export const TIMELINE_PAGE = 100;
export const TIMELINE_MAX_PAGE = 1000;

/**
 * `GET /orders/{id}/timeline?before=&limit=`: the newest `limit` events older than `before` (the
 * `next` of the answer before; none for the newest). Events of one instant are never split
 * between two answers, so an answer may hold a few more than `limit`.
 */
export const OrderTimelineQuerySchema = z.object({
  before: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/, { error: 'before must be the next value of a timeline' })
    .optional(),
  limit: z.coerce.number().int().min(1).max(TIMELINE_MAX_PAGE).default(TIMELINE_PAGE),
});
export type OrderTimelineQuery = z.infer<typeof OrderTimelineQuerySchema>;

/** The order's events, newest first; `next` asks for the older ones (null: there are none). */
export const OrderTimelineSchema = z.object({ events: z.array(TimelineEventSchema), next: z.string().nullable() });
export type OrderTimeline = z.infer<typeof OrderTimelineSchema>;

export const ORDER_TIMELINE_PATHS = {
  timeline: '/orders/:id/timeline',
  notes: '/orders/:id/notes',
  note: '/orders/:id/notes/:noteId',
} as const;
