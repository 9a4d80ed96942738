import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, revision, BUSY_TRIGRAMS } from './columns.ts';
import { users } from './users.ts';

/** Append-only record of every admin mutation; written in the mutation's own transaction. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    adminUserId: integer('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin as they were, so the row still reads right after they are renamed or deleted. */
    adminName: text('admin_name').notNull(),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id'),
    changes: jsonb('changes').$type<Record<string, { before?: unknown; after?: unknown }>>(),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [
    check('audit_logs_action', sql`${t.action} in ('create', 'update', 'delete', 'export')`),
    check(
      'audit_logs_resource_type',
      sql`${t.resourceType} in ('users', 'products', 'orders', 'code_promos', 'user_product_access', 'shipments', 'countries', 'software_releases', 'email_templates', 'api_keys', 'ip_blacklist', 'rate_limiter_settings', 'audit_logs', 'order_notes', 'order_refunds', 'security_settings', 'mail_outbox', 'jobs', 'webhook_endpoints', 'webhook_deliveries', 'saved_views')`,
    ),
    index('audit_logs_admin_user_idx').on(t.adminUserId),
    index('audit_logs_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_logs_action_idx').on(t.action, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_logs_resource_idx').on(t.resourceType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // One record's history, newest first: who changed it last (a stale edit's 412) and its story.
    index('audit_logs_record_idx').on(
      t.resourceType,
      t.resourceId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('audit_logs_admin_name_trgm_idx')
      .using('gin', sql`lower(${t.adminName}) gin_trgm_ops`)
      .with(BUSY_TRIGRAMS),
    // The list's sorts (docs/decisions/0016-list-sorting.md): (column, id), read either way.
    index('audit_logs_admin_name_id_idx').on(t.adminName, t.id),
    index('audit_logs_action_id_idx').on(t.action, t.id),
    index('audit_logs_resource_type_id_idx').on(t.resourceType, t.id),
  ],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    keyPrefix: text('key_prefix').notNull(),
    /** SHA-256 of the full key; the key itself is shown once and never stored. */
    keyHash: text('key_hash').notNull().unique(),
    isActive: boolean('is_active').notNull().default(true),
    usageCount: bigint('usage_count', { mode: 'number' }).notNull().default(0),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** What the key may call (decision 0060); keys made before scopes hold them all. */
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`ARRAY['products:read','countries:read','promos:validate','checkout:write']::text[]`),
    /** After this instant the key answers 401; null = never. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The key's own limit (requests per minute); null = the storefront_api limiter's. */
    rateLimitPerMinute: integer('rate_limit_per_minute'),
    /** After a roll: the old secret's SHA-256, accepted until previousKeyExpiresAt. */
    previousKeyHash: text('previous_key_hash').unique(),
    previousKeyExpiresAt: timestamp('previous_key_expires_at', { withTimezone: true }),
    revision: revision(),
  },
  (t) => [
    index('api_keys_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    check(
      'api_keys_scopes_check',
      sql`cardinality(${t.scopes}) >= 1 and ${t.scopes} <@ ARRAY['products:read','countries:read','promos:validate','checkout:write']::text[]`,
    ),
    check(
      'api_keys_rate_limit_check',
      sql`${t.rateLimitPerMinute} is null or ${t.rateLimitPerMinute} between 1 and 10000`,
    ),
    check('api_keys_previous_key_check', sql`(${t.previousKeyHash} is null) = (${t.previousKeyExpiresAt} is null)`),
  ],
);

export const rateLimiterSettings = pgTable(
  'rate_limiter_settings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    limiterName: text('limiter_name').notNull().unique(),
    endpointPattern: text('endpoint_pattern').notNull(),
    windowMs: integer('window_ms').notNull(),
    maxRequests: integer('max_requests').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: updatedAt(),
    revision: revision(),
  },
  (t) => [
    check('rate_limiter_window', sql`${t.windowMs} between 1000 and 3600000`),
    check('rate_limiter_max', sql`${t.maxRequests} between 1 and 10000`),
  ],
);

/** Durable copy of the IP blacklist, so blocks survive restarts of Redis and of the server. */
export const ipBlacklist = pgTable(
  'ip_blacklist',
  {
    ip: text('ip').primaryKey(),
    score: integer('score').notNull().default(100),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    manual: boolean('manual').notNull().default(false),
    blockedBy: integer('blocked_by').references(() => users.id, { onDelete: 'set null' }),
    blockedAt: timestamp('blocked_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('ip_blacklist_score', sql`${t.score} between 0 and 100`),
    index('ip_blacklist_expires_idx').on(t.expiresAt),
  ],
);

/** Outgoing mail; without SMTP it stays here (and in the log) for an operator to read. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    toEmail: text('to_email').notNull(),
    templateKey: text('template_key'),
    subject: text('subject').notNull(),
    bodyHtml: text('body_html'),
    bodyText: text('body_text'),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a queued mail is next tried (its delivery job's retry), null once it is settled. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The SHA-256 of the single-use secret the mail's link carries (a password reset, an
     * onboarding link): once no live link has it, retention removes the bodies (decision 0048).
     */
    secretHash: text('secret_hash'),
    /** When retention removed the bodies, the link in them having expired; the row stays. */
    bodyRemovedAt: timestamp('body_removed_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_outbox_status', sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'kept', 'skipped')`),
    index('mail_outbox_queued_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'queued'`),
    // The Failed mails work queue (issue 34): its count and its page, newest first, however many
    // mails were sent.
    index('mail_outbox_failed_idx')
      .on(t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'failed'`),
    // A customer's mails, newest first (the customer page).
    index('mail_outbox_to_email_id_idx').on(t.toEmail, t.id.desc().nullsFirst()),
    index('mail_outbox_secret_idx')
      .on(t.id)
      .where(sql`${t.secretHash} is not null`),
  ],
);

/** Small key/value store for instance-wide values (e.g. the generated signing key id). */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Safe retries (issue 33, item 2): the first answer to a request that carried an `Idempotency-Key`,
 * per caller (an admin, or a storefront API key), kept 24 hours (platform/idempotency.ts). While
 * the first request runs, `status_code` is null and `locked_until` says how long it may take
 * before a retry takes it over. The body is sealed: an API key's creation answers its secret.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the method, route, path parameters and body: the same key with another is refused. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    sealedBody: text('sealed_body'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);

/**
 * Outbound webhooks (issue 33, decision 0062): the endpoints Owners add, the events the store
 * sent them and each delivery of an event to an endpoint with its attempts. Written by the
 * webhooks feature only.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** The event types it subscribes to (contract WEBHOOK_EVENT_TYPES). */
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** The signing secret (`whsec_…`), sealed (platform/sealed.ts): deliveries are signed with it. */
    secretSealed: text('secret_sealed').notNull(),
    /** The secret before the last roll, sealed, which signs deliveries too until its time ends. */
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    revision: revision(),
  },
  (t) => [
    index('webhook_endpoints_events_idx')
      .using('gin', t.events)
      .where(sql`${t.enabled}`),
  ],
);

/** One event as the store sent it: its `webhook-id`, type and body, the same to every endpoint. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_events_created_at_idx').on(t.createdAt)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('webhook_deliveries_state', sql`${t.state} in ('pending', 'succeeded', 'failed')`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id.desc()),
    index('webhook_deliveries_event_idx').on(t.eventId),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);
