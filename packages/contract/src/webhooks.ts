// Outbound webhooks (issue 33, item 3; decision 0062): endpoints an Owner adds, the events the
// store sends them, signed to the Standard Webhooks specification (standardwebhooks.com), and
// each endpoint's delivery log. Reached from the API Keys screen.
import { z } from 'zod';
import { AccessSchema } from './access.ts';
import { OrderRefundSchema } from './order-refunds.ts';
import { OrderSchema } from './orders.ts';
import { PaginationSchema, pageQuery } from './pagination.ts';
import { ReleaseSchema } from './releases.ts';
import { RevisionSchema } from './revisions.ts';
import { ShipmentSchema } from './shipments.ts';

export const WEBHOOKS_BASE = '/webhooks';

/** The events an endpoint may subscribe to, each with its documented payload (WEBHOOK_EVENT_DATA). */
export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.paid',
  'order.status_changed',
  'order.refunded',
  'shipment.created',
  'shipment.updated',
  'access.granted',
  'access.revoked',
  'release.published',
  'customer.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What "Send test event" sends: to the one endpoint, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'order.created': 'An order was made',
  'order.paid': 'An order was paid',
  'order.status_changed': "An order's status changed",
  'order.refunded': 'An order was refunded, in full or in part',
  'shipment.created': 'A shipment was created',
  'shipment.updated': 'A shipment changed (status, carrier, tracking)',
  'access.granted': 'A customer was given access to a product',
  'access.revoked': "A customer's access was revoked",
  'release.published': 'A software release was published',
  'customer.created': 'A customer account was made',
};

/** The Standard Webhooks headers of every delivery. */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

/** A signing secret: `whsec_` and the base64 of 32 random bytes (Standard Webhooks' format). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** The longest wait for an answer: the Standard Webhooks specification's 15 seconds. */
export const WEBHOOK_TIMEOUT_MS = 15_000;

/**
 * When each attempt of a delivery runs, after the one before it: at once, then 5 s, 5 min, 30 min,
 * 2 h, 5 h, then every 10 h, the last one at 3 days (the specification's schedule, carried on).
 */
export const WEBHOOK_RETRY_SCHEDULE_MS: readonly number[] = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
  72 * 3_600_000 - (5_000 + 5 * 60_000 + 30 * 60_000 + 7 * 3_600_000 + 60 * 3_600_000),
];
/** Attempts of one delivery: the first and one per wait. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_SCHEDULE_MS.length + 1;
/** An endpoint that has failed every attempt for this long is disabled and the Owners are told. */
export const WEBHOOK_DISABLE_AFTER_MS = 72 * 3_600_000;
/** The grace of a rolled secret: deliveries carry both signatures until it ends. */
export const WEBHOOK_SECRET_GRACE_MS = 24 * 3_600_000;

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 500;

export const WEBHOOK_TEXTS = {
  title: 'Webhooks',
  intro:
    'The store calls these endpoints when something happens: each call is signed (Standard Webhooks), retried for up to 3 days, and logged below.',
  empty: 'No webhook endpoints yet.',
  add: 'Add endpoint',
  urlRequired: 'URL is required',
  urlInvalid: 'URL must be an http(s) address',
  urlTooLong: `URL must be at most ${WEBHOOK_URL_MAX} characters`,
  urlHttps: 'URL must use https (http only with WEBHOOKS_ALLOW_PRIVATE=true)',
  urlUnresolved: "URL's host could not be found",
  urlPrivate:
    'URL resolves to a private, loopback or link-local address (allowed only with WEBHOOKS_ALLOW_PRIVATE=true)',
  urlCredentials: 'URL must not carry a user name or password',
  eventsRequired: 'Choose at least one event',
  descriptionTooLong: `Description must be at most ${WEBHOOK_DESCRIPTION_MAX} characters`,
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
  created: 'Webhook endpoint added',
  updated: 'Webhook endpoint saved',
  deleted: 'Webhook endpoint deleted',
  rolled: 'Signing secret rolled: the old one keeps signing for 24 hours',
  testSent: 'Test event queued',
  replayed: 'Delivery queued again',
  disabledEndpoint: 'This endpoint is disabled: enable it first',
  secretWarning: 'Save this signing secret now! It will not be shown again.',
  disabledAfterFailures: 'Disabled after 3 days of failed deliveries',
} as const;

// ---------------------------------------------------------------------------------------------
// Endpoints

export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, {
  error: `Events must be among: ${WEBHOOK_EVENT_TYPES.join(', ')}`,
});

const urlField = z
  .string({ error: WEBHOOK_TEXTS.urlRequired })
  .trim()
  .min(1, { error: WEBHOOK_TEXTS.urlRequired })
  .max(WEBHOOK_URL_MAX, { error: WEBHOOK_TEXTS.urlTooLong })
  .pipe(z.url({ protocol: /^https?$/, error: WEBHOOK_TEXTS.urlInvalid }));

const eventsField = z
  .array(WebhookEventTypeSchema, { error: WEBHOOK_TEXTS.eventsRequired })
  .min(1, { error: WEBHOOK_TEXTS.eventsRequired })
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)].sort());

const descriptionField = z
  .string({ error: WEBHOOK_TEXTS.descriptionTooLong })
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, { error: WEBHOOK_TEXTS.descriptionTooLong });

export const WebhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(WebhookEventTypeSchema),
  enabled: z.boolean(),
  /** Why the store disabled it (3 days of failures); null when an Owner did, or it is enabled. */
  disabled_reason: z.string().nullable(),
  /** Since when every attempt has failed; null after a success. */
  failing_since: z.iso.datetime({ offset: true }).nullable(),
  /** Until when the secret before the last roll still signs deliveries too. */
  previous_secret_expires_at: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  revision: RevisionSchema,
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookEndpointCreateSchema = z.object({
  url: urlField,
  events: eventsField,
  description: descriptionField.optional().default(''),
});
export type WebhookEndpointCreateBody = z.infer<typeof WebhookEndpointCreateSchema>;
export type WebhookEndpointCreateInput = z.input<typeof WebhookEndpointCreateSchema>;

export const WebhookEndpointUpdateSchema = z.object({
  url: urlField.optional(),
  events: eventsField.optional(),
  description: descriptionField.optional(),
  enabled: z.boolean({ error: 'Enabled must be true or false' }).optional(),
});
export type WebhookEndpointUpdateBody = z.infer<typeof WebhookEndpointUpdateSchema>;

export const WebhookEndpointListResponseSchema = z.object({ data: z.array(WebhookEndpointSchema) });
export type WebhookEndpointListResponse = z.infer<typeof WebhookEndpointListResponseSchema>;

/** The answer of adding an endpoint and of rolling its secret: the secret, shown this once. */
export const WebhookEndpointWithSecretSchema = WebhookEndpointSchema.extend({
  secret: z.string().describe('The signing secret (`whsec_…`): shown once'),
});
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecretSchema>;

// ---------------------------------------------------------------------------------------------
// Deliveries

export const WEBHOOK_DELIVERY_STATES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

export const WebhookAttemptSchema = z.object({
  attempt: z.number().int(),
  /** The receiver's status code; null when none came (network error, timeout, refused address). */
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int(),
  error: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
});
export type WebhookAttempt = z.infer<typeof WebhookAttemptSchema>;

export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  endpoint_id: z.number().int(),
  /** The event's `webhook-id`: the same in every attempt and replay. */
  event_id: z.string(),
  event_type: z.string(),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  next_attempt_at: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
  payload: z.record(z.string(), z.unknown()),
  attempt_log: z.array(WebhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;
export const WebhookDeliveryListQuerySchema = pageQuery(WEBHOOK_DELIVERIES_PAGE_SIZE, 100);
export type WebhookDeliveryListQuery = z.infer<typeof WebhookDeliveryListQuerySchema>;
export const WebhookDeliveryListResponseSchema = z.object({
  data: z.array(WebhookDeliverySchema),
  pagination: PaginationSchema,
});
export type WebhookDeliveryListResponse = z.infer<typeof WebhookDeliveryListResponseSchema>;

export const WebhookQueuedResponseSchema = z.object({ data: WebhookDeliverySchema, message: z.string() });
export type WebhookQueuedResponse = z.infer<typeof WebhookQueuedResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Events as receivers get them

/** Each event's `data`, documented in the OpenAPI document's `webhooks`. */
export const WEBHOOK_EVENT_DATA = {
  'order.created': z.object({ order: OrderSchema }),
  'order.paid': z.object({ order: OrderSchema }),
  'order.status_changed': z.object({ order: OrderSchema, previous_status: z.string() }),
  'order.refunded': z.object({ order: OrderSchema, refund: OrderRefundSchema }),
  'shipment.created': z.object({ shipment: ShipmentSchema }),
  'shipment.updated': z.object({ shipment: ShipmentSchema }),
  'access.granted': z.object({ access: AccessSchema }),
  'access.revoked': z.object({ access: AccessSchema }),
  'release.published': z.object({ release: ReleaseSchema }),
  'customer.created': z.object({
    customer: z.object({
      id: z.number().int(),
      email: z.string(),
      name: z.string().nullable(),
      created_at: z.iso.datetime({ offset: true }),
    }),
  }),
} satisfies Record<WebhookEventType, z.ZodType>;
export type WebhookEventData<T extends WebhookEventType> = z.infer<(typeof WEBHOOK_EVENT_DATA)[T]>;

/** The body of every delivery: the event's type, when it happened, and its data. */
export function webhookEventSchema<T extends string>(type: T, data: z.ZodType) {
  return z.object({ type: z.literal(type), timestamp: z.iso.datetime({ offset: true }), data });
}

/** The routes' paths, relative to the admin API base; fill them with `pathTo` (paths.ts). */
export const WEBHOOK_PATHS = {
  list: WEBHOOKS_BASE,
  item: `${WEBHOOKS_BASE}/:id`,
  rollSecret: `${WEBHOOKS_BASE}/:id/secret/roll`,
  test: `${WEBHOOKS_BASE}/:id/test`,
  deliveries: `${WEBHOOKS_BASE}/:id/deliveries`,
  replay: `${WEBHOOKS_BASE}/deliveries/:id/replay`,
} as const;
