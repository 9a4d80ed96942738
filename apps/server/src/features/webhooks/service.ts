// Outbound webhooks (issue 33, item 3; decision 0062). Owners add endpoints; a change that other
// systems care about calls `emitWebhookEvent` in its own transaction, which writes the event, one
// delivery per subscribed endpoint and each delivery's job: an event exists exactly when its
// change committed, and is delivered by the job runner (delivery.ts) after the commit.
import { randomBytes } from 'node:crypto';
import { and, arrayContains, count, desc, eq, inArray, lt, notExists, sql, type SQL } from 'drizzle-orm';
import {
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_SECRET_GRACE_MS,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TEXTS,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookDeliveryListQuery,
  type WebhookDeliveryListResponse,
  type WebhookEndpoint,
  type WebhookEndpointCreateBody,
  type WebhookEndpointUpdateBody,
  type WebhookEndpointWithSecret,
  type WebhookEventData,
  type WebhookEventType,
} from '@store/contract/webhooks';
import type { Db, Tx } from '../../db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/operations.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { idOf } from '../../platform/ids.ts';
import { enqueueJob, enqueueJobs } from '../../platform/jobs/runner.ts';
import { daysAgo, deleteInBatches } from '../../platform/retention.ts';
import { assertRevision, nextRevision, type IfMatch } from '../../platform/revisions.ts';
import { countBySealingKey, type SecretSealer } from '../../platform/sealed.ts';
import { checkEndpointUrl, shownUrl } from './address.ts';

/** The job runner's queue of deliveries: one job per attempt series of a delivery. */
export const WEBHOOK_QUEUE = 'webhooks.deliver';

/** What the endpoint routes are given. */
export interface WebhookSettings {
  db: Db;
  sealer: SecretSealer;
  allowPrivate: boolean;
}

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEndpoint['events'],
    enabled: row.enabled,
    disabled_reason: row.disabledReason,
    failing_since: row.failingSince?.toISOString() ?? null,
    previous_secret_expires_at:
      row.previousSecretExpiresAt && row.previousSecretExpiresAt > new Date()
        ? row.previousSecretExpiresAt.toISOString()
        : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    revision: row.revision,
  };
}

/**
 * What an endpoint's audit row records: never its secret, and its URL as `shownUrl` names it (a
 * receiver's secret may be in the path; the audit log is read beyond the Owners).
 */
function auditFields(row: EndpointRow) {
  return { url: shownUrl(row.url), description: row.description, events: row.events, enabled: row.enabled };
}

/** A new signing secret as Standard Webhooks writes it: `whsec_` and 32 random bytes in base64. */
export function newSigningSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

const endpointIdOf = (raw: string) => idOf(raw, WEBHOOK_TEXTS.notFound);

async function lockEndpoint(tx: Tx, id: number): Promise<EndpointRow> {
  const [row] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_TEXTS.notFound);
  return row;
}

const staleEndpoint = (row: EndpointRow) =>
  ({
    row,
    what: 'webhook endpoint',
    resourceType: 'webhook_endpoints',
    resourceId: row.id,
    current: () => toEndpoint(row),
  }) as const;

export async function listEndpoints(db: Db): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return rows.map(toEndpoint);
}

export async function getEndpoint(db: Db, rawId: string): Promise<WebhookEndpoint> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointIdOf(rawId)));
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_TEXTS.notFound);
  return toEndpoint(row);
}

export async function createEndpoint(
  settings: WebhookSettings,
  actor: Actor,
  body: WebhookEndpointCreateBody,
): Promise<WebhookEndpointWithSecret> {
  await checkEndpointUrl(body.url, settings.allowPrivate);
  const secret = newSigningSecret();
  const row = await settings.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        url: body.url,
        description: body.description,
        events: body.events,
        secretSealed: settings.sealer.seal(secret),
        createdBy: actor.id,
      })
      .returning();
    await writeAudit(tx, actor, {
      action: 'create',
      resourceType: 'webhook_endpoints',
      resourceId: created!.id,
      after: auditFields(created!),
    });
    return created!;
  });
  return { ...toEndpoint(row), secret };
}

export async function updateEndpoint(
  settings: WebhookSettings,
  actor: Actor,
  rawId: string,
  body: WebhookEndpointUpdateBody,
  ifMatch?: IfMatch,
): Promise<WebhookEndpoint> {
  const id = endpointIdOf(rawId);
  if (body.url !== undefined) await checkEndpointUrl(body.url, settings.allowPrivate);
  return settings.db.transaction(async (tx) => {
    const current = await lockEndpoint(tx, id);
    await assertRevision(tx, ifMatch, staleEndpoint(current));
    // Enabled again by an Owner: its failures so far are forgiven.
    const reenabled = body.enabled === true && !current.enabled;
    const [updated] = await tx
      .update(webhookEndpoints)
      .set({
        url: body.url ?? current.url,
        description: body.description ?? current.description,
        events: body.events ?? current.events,
        enabled: body.enabled ?? current.enabled,
        ...(body.enabled === false ? { disabledReason: null } : {}),
        ...(reenabled ? { disabledReason: null, failingSince: null } : {}),
        updatedAt: new Date(),
        revision: nextRevision(webhookEndpoints.revision),
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'update',
      resourceType: 'webhook_endpoints',
      resourceId: id,
      before: auditFields(current),
      after: auditFields(updated!),
    });
    return toEndpoint(updated!);
  });
}

export async function deleteEndpoint(db: Db, actor: Actor, rawId: string, ifMatch?: IfMatch): Promise<void> {
  const id = endpointIdOf(rawId);
  await db.transaction(async (tx) => {
    const current = await lockEndpoint(tx, id);
    await assertRevision(tx, ifMatch, staleEndpoint(current));
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    await writeAudit(tx, actor, {
      action: 'delete',
      resourceType: 'webhook_endpoints',
      resourceId: id,
      before: auditFields(current),
    });
  });
}

/**
 * Rolls an endpoint's signing secret: the new one is answered once; the old one signs deliveries
 * beside it for 24 hours, so a receiver can change its secret without missing a delivery.
 */
export async function rollSecret(
  settings: WebhookSettings,
  actor: Actor,
  rawId: string,
  ifMatch?: IfMatch,
): Promise<WebhookEndpointWithSecret> {
  const id = endpointIdOf(rawId);
  const secret = newSigningSecret();
  const row = await settings.db.transaction(async (tx) => {
    const current = await lockEndpoint(tx, id);
    await assertRevision(tx, ifMatch, staleEndpoint(current));
    const [updated] = await tx
      .update(webhookEndpoints)
      .set({
        secretSealed: settings.sealer.seal(secret),
        previousSecretSealed: current.secretSealed,
        previousSecretExpiresAt: sql`now() + ${WEBHOOK_SECRET_GRACE_MS} * interval '1 millisecond'`,
        updatedAt: new Date(),
        revision: nextRevision(webhookEndpoints.revision),
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'update',
      resourceType: 'webhook_endpoints',
      resourceId: id,
      before: { secret: 'rolled' },
      after: { previous_secret_expires_at: updated!.previousSecretExpiresAt?.toISOString() },
    });
    return updated!;
  });
  return { ...toEndpoint(row), secret };
}

// ---------------------------------------------------------------------------------------------
// Events

/** A `webhook-id`: `msg_` and 16 random bytes, the same in every attempt and replay. */
function newEventId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/** The enabled endpoints subscribed to `type` (through the partial GIN index), as an SQL source. */
const subscribersOf = (type: string): SQL =>
  sql`select ${webhookEndpoints.id} as id from ${webhookEndpoints}
       where ${webhookEndpoints.enabled} and ${webhookEndpoints.events} @> array[${type}]::text[]`;

/**
 * Writes events of one type, when `endpoints` (an SQL source of ids) has any, a delivery of each
 * to each endpoint, and each delivery's job: two statements whatever the number of events and
 * endpoints, and one, writing nothing, when there is no endpoint.
 */
async function writeEvents(
  tx: Tx,
  type: string,
  data: readonly Record<string, unknown>[],
  endpoints: SQL,
): Promise<{ id: number; eventId: string }[]> {
  if (data.length === 0) return [];
  const timestamp = new Date().toISOString();
  const events = data.map((d) => ({ id: newEventId(), payload: { type, timestamp, data: d } }));
  const written = (await tx.execute(sql`
    with endpoint as (${endpoints}),
    event as (
      insert into ${webhookEvents} (id, type, payload)
      select e.id, ${type}, e.payload from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as e(id text, payload jsonb)
       where exists (select 1 from endpoint)
      returning id
    )
    insert into ${webhookDeliveries} (event_id, endpoint_id, next_attempt_at)
    select event.id, endpoint.id, now() from event cross join endpoint
    returning id, event_id`)) as unknown as { rows: { id: number | string; event_id: string }[] };
  const deliveries = written.rows.map((row) => ({ id: Number(row.id), eventId: row.event_id }));
  await enqueueJobs(
    tx,
    WEBHOOK_QUEUE,
    deliveries.map((d) => ({ payload: { delivery: d.id }, key: `webhook:${d.id}` })),
    { maxAttempts: WEBHOOK_MAX_ATTEMPTS },
  );
  return deliveries;
}

type EventData<T extends WebhookEventType> = WebhookEventData<T>;
type Lazy<V> = V | (() => Promise<V> | V);

/**
 * Tells every enabled endpoint subscribed to `type` of what happened, one event per item, in the
 * caller's transaction. Given the data, one statement that writes nothing when no endpoint wants
 * it; given a function (data that costs reads to build), one indexed read first, and the function
 * called only when an endpoint wants it.
 */
export async function emitWebhookEvents<T extends WebhookEventType>(
  tx: Tx,
  type: T,
  data: Lazy<readonly EventData<T>[]>,
): Promise<void> {
  if (typeof data !== 'function') {
    await writeEvents(tx, type, data as readonly Record<string, unknown>[], subscribersOf(type));
    return;
  }
  const subscribed = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [type])));
  if (subscribed.length === 0) return;
  const ids = subscribed.map((s) => s.id);
  await writeEvents(
    tx,
    type,
    (await data()) as readonly Record<string, unknown>[],
    sql`select unnest(${sql.raw(`array[${ids.map(Number).join(',')}]`)}::int[]) as id`,
  );
}

/** One event: `emitWebhookEvents` with one item. */
export function emitWebhookEvent<T extends WebhookEventType>(tx: Tx, type: T, data: Lazy<EventData<T>>): Promise<void> {
  return emitWebhookEvents(tx, type, async () => [typeof data === 'function' ? await data() : data]);
}

// ---------------------------------------------------------------------------------------------
// Deliveries

function toAttempt(row: typeof webhookAttempts.$inferSelect): WebhookAttempt {
  return {
    attempt: row.attempt,
    status_code: row.statusCode,
    duration_ms: row.durationMs,
    error: row.error,
    at: row.createdAt.toISOString(),
  };
}

async function deliveriesWithAttempts(
  db: Db | Tx,
  rows: { delivery: DeliveryRow; event: typeof webhookEvents.$inferSelect }[],
): Promise<WebhookDelivery[]> {
  const ids = rows.map((r) => r.delivery.id);
  const attempts =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(inArray(webhookAttempts.deliveryId, ids))
          .orderBy(webhookAttempts.deliveryId, webhookAttempts.id);
  return rows.map(({ delivery, event }) => ({
    id: delivery.id,
    endpoint_id: delivery.endpointId,
    event_id: event.id,
    event_type: event.type,
    state: delivery.state as WebhookDelivery['state'],
    attempts: delivery.attempts,
    status_code: delivery.statusCode,
    duration_ms: delivery.durationMs,
    next_attempt_at: delivery.nextAttemptAt?.toISOString() ?? null,
    created_at: delivery.createdAt.toISOString(),
    payload: event.payload,
    attempt_log: attempts.filter((a) => a.deliveryId === delivery.id).map(toAttempt),
  }));
}

async function readDelivery(db: Db | Tx, id: number): Promise<WebhookDelivery> {
  const rows = await db
    .select({ delivery: webhookDeliveries, event: webhookEvents })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, id));
  if (rows.length === 0) throw new AppError('NOT_FOUND', WEBHOOK_TEXTS.deliveryNotFound);
  return (await deliveriesWithAttempts(db, rows))[0]!;
}

export async function listDeliveries(
  db: Db,
  rawId: string,
  query: WebhookDeliveryListQuery,
): Promise<WebhookDeliveryListResponse> {
  const id = endpointIdOf(rawId);
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id));
  if (!endpoint) throw new AppError('NOT_FOUND', WEBHOOK_TEXTS.notFound);
  const [rows, [total]] = await Promise.all([
    db
      .select({ delivery: webhookDeliveries, event: webhookEvents })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(eq(webhookDeliveries.endpointId, id))
      .orderBy(desc(webhookDeliveries.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id)),
  ]);
  const n = total?.n ?? 0;
  return {
    data: await deliveriesWithAttempts(db, rows),
    pagination: { page: query.page, limit: query.limit, total: n, pages: Math.ceil(n / query.limit) },
  };
}

/** "Send test event": a `webhook.test` event to this endpoint alone, whatever it subscribes to. */
export async function sendTestEvent(db: Db, actor: Actor, rawId: string): Promise<WebhookDelivery> {
  const id = endpointIdOf(rawId);
  return db.transaction(async (tx) => {
    const endpoint = await lockEndpoint(tx, id);
    if (!endpoint.enabled) throw new AppError('CONFLICT', WEBHOOK_TEXTS.disabledEndpoint);
    const data = { message: 'A test event from the store admin', endpoint_id: id };
    const [delivery] = await writeEvents(tx, WEBHOOK_TEST_EVENT, [data], sql`select ${id}::int as id`);
    await writeAudit(tx, actor, {
      action: 'create',
      resourceType: 'webhook_deliveries',
      resourceId: delivery!.id,
      after: { endpoint_id: id, event_type: WEBHOOK_TEST_EVENT, event_id: delivery!.eventId },
    });
    return readDelivery(tx, delivery!.id);
  });
}

/**
 * Replays a delivery: the same event (its `webhook-id` and body) is sent again, once, now; the log
 * gets the attempt. An endpoint an Owner disabled is not called.
 */
export async function replayDelivery(db: Db, actor: Actor, rawId: string): Promise<WebhookDelivery> {
  const id = idOf(rawId, WEBHOOK_TEXTS.deliveryNotFound);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ delivery: webhookDeliveries, enabled: webhookEndpoints.enabled })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, id))
      .for('update', { of: webhookDeliveries });
    if (!row) throw new AppError('NOT_FOUND', WEBHOOK_TEXTS.deliveryNotFound);
    if (!row.enabled) throw new AppError('CONFLICT', WEBHOOK_TEXTS.disabledEndpoint);
    await tx
      .update(webhookDeliveries)
      .set({ state: 'pending', nextAttemptAt: sql`now()` })
      .where(eq(webhookDeliveries.id, id));
    // One attempt, now: a replay is the Owner's, not the schedule's.
    const key = `webhook:${id}:replay:${randomBytes(8).toString('hex')}`;
    await enqueueJob(tx, WEBHOOK_QUEUE, { delivery: id }, { key, maxAttempts: 1 });
    await writeAudit(tx, actor, {
      action: 'update',
      resourceType: 'webhook_deliveries',
      resourceId: id,
      before: { state: row.delivery.state },
      after: { state: 'pending', replayed: true, event_id: row.delivery.eventId },
    });
    return readDelivery(tx, id);
  });
}

/**
 * Retention (`retention.outbound-webhooks`): events older than `days`, with their deliveries and
 * attempts, once none of their deliveries is still being tried.
 */
export async function pruneWebhookDeliveries(db: Db, days: number): Promise<Record<string, number>> {
  const pending = db
    .select({ one: sql`1` })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.eventId, webhookEvents.id), eq(webhookDeliveries.state, 'pending')));
  return {
    webhook_events_sent: await deleteInBatches(
      db,
      webhookEvents,
      and(lt(webhookEvents.createdAt, daysAgo(days)), notExists(pending))!,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Re-sealing (`npm run secrets:reseal`, decision 0058)

/** The endpoints' secrets (current and previous) by the id of the key that sealed them. */
export async function webhookSecretsByKey(db: Db, sealer: SecretSealer): Promise<Record<string, number>> {
  const rows = await db
    .select({ current: webhookEndpoints.secretSealed, previous: webhookEndpoints.previousSecretSealed })
    .from(webhookEndpoints);
  return countBySealingKey(
    sealer,
    rows.flatMap((r) => (r.previous ? [r.current, r.previous] : [r.current])),
  );
}

/**
 * Seals every endpoint's secrets that an older key sealed under the current one, each row under
 * its lock; answers how many secrets moved. A secret no key of the ring opens is left as it is.
 */
export async function resealWebhookSecrets(db: Db, sealer: SecretSealer): Promise<number> {
  const resealed = (sealed: string | null): string | null => {
    if (!sealed || !sealer.isStale(sealed)) return null;
    try {
      return sealer.seal(sealer.open(sealed));
    } catch {
      return null;
    }
  };
  let moved = 0;
  for (const { id } of await db.select({ id: webhookEndpoints.id }).from(webhookEndpoints)) {
    moved += await db.transaction(async (tx) => {
      const [row] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('update');
      if (!row) return 0;
      const current = resealed(row.secretSealed);
      const previous = resealed(row.previousSecretSealed);
      if (!current && !previous) return 0;
      await tx
        .update(webhookEndpoints)
        .set({
          ...(current ? { secretSealed: current } : {}),
          ...(previous ? { previousSecretSealed: previous } : {}),
        })
        .where(eq(webhookEndpoints.id, id));
      return (current ? 1 : 0) + (previous ? 1 : 0);
    });
  }
  return moved;
}
