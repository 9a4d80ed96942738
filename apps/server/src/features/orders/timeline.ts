// An order's timeline (issue 16, decision 0021), newest first, built from what the store already
// records: the payment session (placed, with its channel; paid) and the provider events that
// confirmed it, the order's audit rows (simulated payment, status changes), its shipments and
// their audit rows, the mails about it, and its notes. One query per source, whatever the number
// of events: one statement, a subquery per source, each read by its index (audit_logs_record_idx,
// shipments_order_idx, order_mails_order_idx, order_notes_order_idx, processed_webhook_events_
// session_idx) and written by PostgreSQL as one JSON value; the events are merged here.
// An answer holds the newest events older than a cursor (bench P13): the sources that grow with
// an order's story, its status changes, notes and refunds, are merged by PostgreSQL in their
// index order and read only that far, about `limit` rows in all. The whole read is one prepared
// statement: one round trip, planned once per connection.
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ActorRef } from '@store/contract/actors';
import type { OrderRefund } from '@store/contract/order-refunds';
import type { OrderNote, OrderTimeline, OrderTimelineQuery, TimelineEvent } from '@store/contract/order-timeline';
import { ORDER_MESSAGES } from '@store/contract/orders';
import type { Db } from '../../db/client.ts';
import { apiKeys, auditLogs, mailOutbox } from '../../db/schema/operations.ts';
import type { MailStatus } from '@store/contract/outbox';
import type { ShipmentStatus } from '@store/contract/shipments';
import {
  orderMails,
  orderNotes,
  orderRefunds,
  orders,
  paymentSessions,
  processedWebhookEvents,
  shipments,
  userProductAccess,
} from '../../db/schema/sales.ts';
import { products } from '../../db/schema/catalog.ts';
import { AppError } from '../../platform/errors.ts';
import { exactInstant, isoInstant, toMillisecond } from '../../platform/instants.ts';
import { preparedOnce } from '../../platform/prepared.ts';
import { noteJson } from './notes.ts';
import { orderIdOf } from './service.ts';

/**
 * A refund as PostgreSQL writes it in JSON, in the shape of the refunds feature's `toRefund`
 * (refunds/service.ts, which writes `order_refunds`; the timeline only reads it).
 */
const refundJson = sql<OrderRefund>`json_build_object(
  'id', ${orderRefunds.id}, 'order_id', ${orderRefunds.orderId}, 'amount', ${orderRefunds.amount},
  'currency', ${orderRefunds.currency}, 'reason', ${orderRefunds.reason}, 'shipping_only', ${orderRefunds.shippingOnly},
  'source', ${orderRefunds.source}, 'provider_refund_id', ${orderRefunds.providerRefundId},
  'by', case when ${orderRefunds.adminName} is null then null else json_build_object(
    'id', ${orderRefunds.adminUserId}, 'name', ${orderRefunds.adminName}, 'email', ${orderRefunds.adminEmail}) end,
  'created_at', ${isoInstant(orderRefunds.createdAt)})`;

/** Events of one instant keep the order they happened in: placed, paid, then what followed. */
const RANK: Record<TimelineEvent['kind'], number> = {
  placed: 0,
  payment: 1,
  email: 2,
  // A refund with a status chosen: the refund, then the change, in one transaction.
  refund: 3,
  status: 4,
  // Access the order granted, taken back by a refund in full or by the cancellation.
  access: 5,
  shipment_created: 6,
  shipment_updated: 7,
  note: 8,
};

/** An event and its exact instant (`exactInstant`): where it sits in the order's story. */
interface Timed {
  t: string;
  event: TimelineEvent;
}

/** Newest first; events of one instant in the reverse of the order they happened in. */
function newerFirst(a: Timed, b: Timed): number {
  if (a.t !== b.t) return a.t < b.t ? 1 : -1;
  return RANK[b.event.kind] - RANK[a.event.kind] || (b.event.key < a.event.key ? -1 : 1);
}

/**
 * How far one answer reads a growing source: rows older than `before` (none: from the newest),
 * the newest `take` and their ties. Parameters of the prepared statement.
 */
const BEFORE = sql.placeholder('before');
const TAKE = sql.placeholder('take');

/** A source's row: its exact instant and what it holds. */
interface Row<T> {
  t: string;
  v: T;
}

/**
 * The rows of one source as one JSON array of `{ t, v }`, newest first: `value` of each row of
 * `from` that `where` keeps, read by the source's index in `createdAt` order.
 */
function rowsJson<T>(value: SQL, from: SQL, where: SQL, createdAt: AnyColumn | SQL) {
  return sql<Row<T>[]>`(select coalesce(json_agg(json_build_object('t', s.t, 'v', s.v) order by s.t desc), '[]'::json)
    from (select ${exactInstant(createdAt)} as t, ${value} as v from ${from} where ${where}
          order by ${createdAt} desc) s)`;
}

/** A source that grows with an order's story, named by the kind of event its rows become. */
interface Growing {
  kind: 'status' | 'note' | 'refund';
  value: SQL;
  from: SQL;
  where: SQL;
  createdAt: AnyColumn;
}

/** A row of a growing source: its kind, exact instant and what it holds. */
type GrowingRow =
  | { k: 'status'; t: string; v: AuditEntry }
  | { k: 'note'; t: string; v: OrderNote }
  | { k: 'refund'; t: string; v: OrderRefund };

/**
 * The growing sources' rows older than BEFORE, merged newest first, as one JSON array of
 * `{ k, t, v }`: the newest TAKE of them all and their ties. Each source is read by its index in
 * `createdAt` order and PostgreSQL merges them (Merge Append), so an answer reads about TAKE rows
 * whatever the mix, not TAKE of each.
 */
function growingJson(sources: Growing[]) {
  const older = (createdAt: AnyColumn) => sql`${createdAt} < coalesce(${BEFORE}::timestamptz, 'infinity'::timestamptz)`;
  const branches = sources.map(
    ({ kind, value, from, where, createdAt }) =>
      sql`(select ${createdAt} as at, ${sql.raw(`'${kind}'`)} as k, ${exactInstant(createdAt)} as t, ${value} as v
        from ${from} where ${where} and ${older(createdAt)}
        order by ${createdAt} desc fetch first (${TAKE}::int) rows with ties)`,
  );
  return sql<
    GrowingRow[]
  >`(select coalesce(json_agg(json_build_object('k', g.k, 't', g.t, 'v', g.v) order by g.at desc), '[]'::json)
    from (${sql.join(branches, sql` union all `)} order by at desc fetch first (${TAKE}::int) rows with ties) g)`;
}

/** An audit row as the timeline reads it. */
interface AuditEntry {
  id: number;
  resource_id: string;
  action: string;
  changes: Record<string, { before?: unknown; after?: unknown }> | null;
  by: ActorRef;
}

/** An audit row as the timeline reads it, as JSON. */
const auditValue = sql`json_build_object(
      'id', ${auditLogs.id}, 'resource_id', ${auditLogs.resourceId}, 'action', ${auditLogs.action},
      'changes', ${auditLogs.changes},
      'by', json_build_object('id', ${auditLogs.adminUserId}, 'name', ${auditLogs.adminName}, 'email', ${auditLogs.adminEmail}))`;

/** The audit rows of the given records (`ids`: text) that `where` keeps. */
const auditOf = (resourceType: string, ids: SQL, where?: SQL) =>
  and(sql`${auditLogs.resourceType} = ${resourceType}`, sql`${auditLogs.resourceId} in (${ids})`, where)!;

function auditJson(resourceType: string, ids: SQL, where?: SQL) {
  return rowsJson<AuditEntry>(auditValue, sql`${auditLogs}`, auditOf(resourceType, ids, where), auditLogs.createdAt);
}

/** The audit rows that are status changes: a text status after. */
const STATUS_CHANGE = sql`${auditLogs.action} = 'update' and jsonb_typeof(${auditLogs.changes} -> 'status' -> 'after') = 'string'`;

interface ShipmentEntry {
  id: number;
  carrier: string;
  tracking_number: string;
  status: string;
}

interface MailEntry {
  id: number;
  to: string;
  subject: string;
  template_key: string | null;
  status: MailStatus;
  error: string | null;
  text_removed: boolean;
}

/** The order the statement below is about: a parameter of the prepared statement. */
const ORDER_ID = sql.placeholder('orderId');

/**
 * The statement that reads an order and its story, a subquery per source. Planning it costs three
 * times what running it does, so it is prepared: planned once per connection.
 */
function timelineQuery(db: Db) {
  const id = ORDER_ID;
  const shipmentIds = sql`select ${shipments.id}::text from ${shipments} where ${shipments.orderId} = ${id}`;
  const grantIds = sql`select ${userProductAccess.id}::text from ${userProductAccess} where ${userProductAccess.orderId} = ${id}`;
  const mailAt = sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.createdAt})`;
  return db
    .select({
      order: {
        t: exactInstant(orders.createdAt),
        total: orders.total,
        currency: orders.currency,
        paymentProvider: orders.paymentProvider,
      },
      session: { sessionId: paymentSessions.sessionId, t: exactInstant(paymentSessions.createdAt) },
      apiKey: apiKeys.name,
      providerEvents: sql<string[]>`(select coalesce(json_agg(${processedWebhookEvents.eventId}
          order by ${processedWebhookEvents.processedAt}), '[]'::json)
        from ${processedWebhookEvents}
        where ${processedWebhookEvents.provider} = ${paymentSessions.provider}
          and ${processedWebhookEvents.sessionId} = ${paymentSessions.sessionId})`,
      // The simulated payment's row, whose admin paid the order.
      created: auditJson('orders', sql`${id}::text`, sql`${auditLogs.action} = 'create'`),
      shipments: rowsJson<ShipmentEntry>(
        sql`json_build_object('id', ${shipments.id}, 'carrier', ${shipments.carrier},
          'tracking_number', ${shipments.trackingNumber}, 'status', ${shipments.status})`,
        sql`${shipments}`,
        sql`${shipments.orderId} = ${id}`,
        shipments.createdAt,
      ),
      shipmentAudit: auditJson('shipments', shipmentIds),
      // The grants the order made, and their audit rows that turned them off or on (decision 0049).
      grants: sql<{ id: number; product_name: string }[]>`(select coalesce(json_agg(json_build_object(
          'id', ${userProductAccess.id}, 'product_name', ${products.name})), '[]'::json)
        from ${userProductAccess} join ${products} on ${products.id} = ${userProductAccess.productId}
        where ${userProductAccess.orderId} = ${id})`,
      grantAudit: auditJson(
        'user_product_access',
        grantIds,
        sql`${auditLogs.action} = 'update' and (${auditLogs.changes} -> 'is_active') is not null`,
      ),
      mails: rowsJson<MailEntry>(
        sql`json_build_object('id', ${mailOutbox.id}, 'to', ${mailOutbox.toEmail}, 'subject', ${mailOutbox.subject},
          'template_key', ${mailOutbox.templateKey}, 'status', ${mailOutbox.status}, 'error', ${mailOutbox.lastError},
          'text_removed', ${mailOutbox.bodyRemovedAt} is not null)`,
        sql`${orderMails} join ${mailOutbox} on ${mailOutbox.id} = ${orderMails.mailId}`,
        sql`${orderMails.orderId} = ${id}`,
        mailAt,
      ),
      // The growing sources, merged, within the answer's window.
      growing: growingJson([
        {
          kind: 'status',
          value: auditValue,
          from: sql`${auditLogs}`,
          where: auditOf('orders', sql`${id}::text`, STATUS_CHANGE),
          createdAt: auditLogs.createdAt,
        },
        {
          kind: 'note',
          value: noteJson,
          from: sql`${orderNotes}`,
          where: sql`${orderNotes.orderId} = ${id}`,
          createdAt: orderNotes.createdAt,
        },
        {
          kind: 'refund',
          value: refundJson,
          from: sql`${orderRefunds}`,
          where: sql`${orderRefunds.orderId} = ${id}`,
          createdAt: orderRefunds.createdAt,
        },
      ]),
    })
    .from(orders)
    .leftJoin(paymentSessions, eq(paymentSessions.id, orders.paymentSessionId))
    .leftJoin(apiKeys, eq(apiKeys.id, paymentSessions.apiKeyId))
    .where(eq(orders.id, id))
    .prepare('order_timeline');
}

function readOrderStory(db: Db, orderId: number, before: string | null, take: number) {
  return preparedOnce(db, 'order_timeline', () => timelineQuery(db)).execute({ orderId, before, take });
}

export async function getOrderTimeline(db: Db, rawId: string, query: OrderTimelineQuery): Promise<OrderTimeline> {
  const id = orderIdOf(rawId);
  // One more than asked of each growing source: a full answer then says there is more.
  const take = query.limit + 1;
  const [found] = await readOrderStory(db, id, query.before ?? null, take);
  if (!found) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);

  const timed = [...storyOf(found), ...found.growing.map(growingEvent)]
    .filter((e) => query.before === undefined || e.t < query.before)
    .sort(newerFirst);

  // The newest `limit`, and the events of the last one's instant: an instant is never split.
  let end = Math.min(query.limit, timed.length);
  while (end > 0 && end < timed.length && timed[end]!.t === timed[end - 1]!.t) end += 1;
  const page = timed.slice(0, end);
  const more = timed.length > end || found.growing.length >= take;
  return { events: page.map((e) => e.event), next: more && end > 0 ? page[end - 1]!.t : null };
}

/** A growing source's row as its event. */
function growingEvent(row: GrowingRow): Timed {
  const { t } = row;
  const at = toMillisecond(t);
  switch (row.k) {
    case 'status': {
      const status = row.v.changes!['status']!;
      const from = typeof status.before === 'string' ? status.before : null;
      const event = {
        key: `audit:${row.v.id}`,
        kind: 'status',
        at,
        from,
        to: String(status.after),
        by: row.v.by,
      } as const;
      return { t, event };
    }
    case 'note':
      return { t, event: { key: `note:${row.v.id}`, kind: 'note', at, note: row.v } };
    case 'refund':
      return { t, event: { key: `refund:${row.v.id}`, kind: 'refund', at, refund: row.v } };
  }
}

/** The events of the order's smaller sources: placed, paid, shipments and their changes, e-mails. */
function storyOf(found: Awaited<ReturnType<typeof readOrderStory>>[number]): Timed[] {
  const { order, session } = found;
  const events: Timed[] = [];
  const add = (t: string, event: TimelineEvent) => events.push({ t, event });
  const placedAt = session?.t ?? order.t;
  add(placedAt, {
    key: 'placed',
    kind: 'placed',
    at: toMillisecond(placedAt),
    channel: { api_key: found.apiKey },
    payment_session: session?.sessionId ?? null,
  });
  // The order is made in the transaction that records its payment.
  add(order.t, {
    key: 'payment',
    kind: 'payment',
    at: toMillisecond(order.t),
    provider: order.paymentProvider,
    payment_session: session?.sessionId ?? null,
    amount: order.total,
    currency: order.currency,
    events: found.providerEvents,
    by: found.created[0]?.v.by ?? null,
  });

  const byShipment = new Map(found.shipments.map(({ t, v }) => [String(v.id), { t, ...v }]));
  const createdBy = new Map<string, Row<AuditEntry>>();
  for (const row of found.shipmentAudit) {
    const shipment = byShipment.get(row.v.resource_id);
    if (!shipment) continue;
    if (row.v.action === 'create') createdBy.set(row.v.resource_id, row);
    if (row.v.action !== 'update' || !row.v.changes || Object.keys(row.v.changes).length === 0) continue;
    add(row.t, {
      key: `audit:${row.v.id}`,
      kind: 'shipment_updated',
      at: toMillisecond(row.t),
      shipment_id: shipment.id,
      carrier: shipment.carrier,
      tracking_number: shipment.tracking_number,
      changes: row.v.changes,
      by: row.v.by,
    });
  }
  for (const shipment of byShipment.values()) {
    const creation = createdBy.get(String(shipment.id));
    const after = creation?.v.changes ?? {};
    const was = (field: string, now: string) => {
      const value = after[field]?.after;
      return typeof value === 'string' ? value : now;
    };
    const t = creation?.t ?? shipment.t;
    add(t, {
      key: `shipment:${shipment.id}`,
      kind: 'shipment_created',
      at: toMillisecond(t),
      shipment_id: shipment.id,
      // As it was created; its later changes are events of their own.
      carrier: was('carrier', shipment.carrier),
      tracking_number: was('tracking_number', shipment.tracking_number),
      status: was('status', shipment.status) as ShipmentStatus,
      by: creation?.v.by ?? null,
    });
  }
  const grantNames = new Map(found.grants.map((g) => [String(g.id), g.product_name]));
  for (const row of found.grantAudit) {
    const active = row.v.changes?.is_active?.after;
    const because = row.v.changes?.revoked_because?.after;
    if (typeof active !== 'boolean') continue;
    add(row.t, {
      key: `audit:${row.v.id}`,
      kind: 'access',
      at: toMillisecond(row.t),
      grant_id: Number(row.v.resource_id),
      product_name: grantNames.get(row.v.resource_id) ?? '',
      active,
      reason: typeof because === 'string' ? because : null,
      by: row.v.by,
    });
  }
  for (const { t, v: mail } of found.mails) {
    add(t, {
      key: `mail:${mail.id}`,
      kind: 'email',
      at: toMillisecond(t),
      mail_id: mail.id,
      to: mail.to,
      subject: mail.subject,
      template_key: mail.template_key,
      status: mail.status,
      error: mail.error,
      text_removed: mail.text_removed,
    });
  }
  return events;
}
