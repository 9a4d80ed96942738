// An order's timeline (issue 16, decision 0021), newest first, built from what the store already
// records: the payment session (placed, with its channel; paid) and the provider events that
// confirmed it, the order's audit rows (simulated payment, status changes), its shipments and
// their audit rows, the mails about it, and its notes. One query per source, whatever the number
// of events: one statement, a subquery per source, each read by its index (audit_logs_record_idx,
// shipments_order_idx, order_mails_order_idx, order_notes_order_idx, processed_webhook_events_
// session_idx) and written by PostgreSQL as one JSON value (hundreds of rows, one value to
// parse: bench P13); the events are merged here.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { ActorRef, OrderTimeline, TimelineEvent } from '@store/contract/order-timeline';
import { ORDER_MESSAGES } from '@store/contract/orders';
import type { Db } from '../../db/client.ts';
import { apiKeys, auditLogs, mailOutbox } from '../../db/schema/operations.ts';
import { orderMails, orders, paymentSessions, processedWebhookEvents, shipments } from '../../db/schema/sales.ts';
import { AppError } from '../../platform/errors.ts';
import { isoInstant } from '../../platform/instants.ts';
import { notesOfOrder } from './notes.ts';
import { orderIdOf } from './service.ts';

/** Events of one instant keep the order they happened in: placed, paid, then what followed. */
const RANK: Record<TimelineEvent['kind'], number> = {
  placed: 0,
  payment: 1,
  email: 2,
  status: 3,
  shipment_created: 4,
  shipment_updated: 5,
  note: 6,
};

/** Newest first; events of one instant in the reverse of the order they happened in. */
function newestFirst(events: readonly TimelineEvent[]): TimelineEvent[] {
  const keyed = events.map((event) => ({ event, time: Date.parse(event.at), rank: RANK[event.kind] }));
  keyed.sort((a, b) => b.time - a.time || b.rank - a.rank || (b.event.key < a.event.key ? -1 : 1));
  return keyed.map((k) => k.event);
}

/** An audit row as the timeline reads it. */
interface AuditEntry {
  id: number;
  resource_id: string;
  action: string;
  changes: Record<string, { before?: unknown; after?: unknown }> | null;
  at: string;
  by: ActorRef;
}

/** The audit rows of the given records (`ids`: text), newest first, as one JSON array. */
function auditJson(resourceType: string, ids: SQL) {
  return sql<AuditEntry[]>`(select coalesce(json_agg(json_build_object(
      'id', ${auditLogs.id}, 'resource_id', ${auditLogs.resourceId}, 'action', ${auditLogs.action},
      'changes', ${auditLogs.changes}, 'at', ${isoInstant(auditLogs.createdAt)},
      'by', json_build_object('id', ${auditLogs.adminUserId}, 'name', ${auditLogs.adminName}, 'email', ${auditLogs.adminEmail})
    ) order by ${auditLogs.createdAt} desc, ${auditLogs.id} desc), '[]'::json)
    from ${auditLogs} where ${auditLogs.resourceType} = ${resourceType} and ${auditLogs.resourceId} in (${ids}))`;
}

interface ShipmentEntry {
  id: number;
  carrier: string;
  tracking_number: string;
  status: string;
  created_at: string;
}

interface MailEntry {
  id: number;
  to: string;
  subject: string;
  template_key: string | null;
  status: string;
  at: string;
}

/** The statement that reads an order and its smaller sources, a subquery each (exported for EXPLAIN). */
export function timelineQuery(db: Db, id: number) {
  const shipmentIds = sql`select ${shipments.id}::text from ${shipments} where ${shipments.orderId} = ${id}`;
  return db
    .select({
      order: {
        createdAt: isoInstant(orders.createdAt),
        total: orders.total,
        currency: orders.currency,
        paymentProvider: orders.paymentProvider,
      },
      session: {
        sessionId: paymentSessions.sessionId,
        createdAt: isoInstant(paymentSessions.createdAt),
      },
      apiKey: apiKeys.name,
      providerEvents: sql<string[]>`(select coalesce(json_agg(${processedWebhookEvents.eventId}
          order by ${processedWebhookEvents.processedAt}), '[]'::json)
        from ${processedWebhookEvents}
        where ${processedWebhookEvents.provider} = ${paymentSessions.provider}
          and ${processedWebhookEvents.sessionId} = ${paymentSessions.sessionId})`,
      shipments: sql<ShipmentEntry[]>`(select coalesce(json_agg(json_build_object(
          'id', ${shipments.id}, 'carrier', ${shipments.carrier}, 'tracking_number', ${shipments.trackingNumber},
          'status', ${shipments.status}, 'created_at', ${isoInstant(shipments.createdAt)})), '[]'::json)
        from ${shipments} where ${shipments.orderId} = ${id})`,
      shipmentAudit: auditJson('shipments', shipmentIds),
      mails: sql<MailEntry[]>`(select coalesce(json_agg(json_build_object(
          'id', ${mailOutbox.id}, 'to', ${mailOutbox.toEmail}, 'subject', ${mailOutbox.subject},
          'template_key', ${mailOutbox.templateKey}, 'status', ${mailOutbox.status},
          'at', ${isoInstant(sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.createdAt})`)})), '[]'::json)
        from ${orderMails} join ${mailOutbox} on ${mailOutbox.id} = ${orderMails.mailId}
        where ${orderMails.orderId} = ${id})`,
    })
    .from(orders)
    .leftJoin(paymentSessions, eq(paymentSessions.id, orders.paymentSessionId))
    .leftJoin(apiKeys, eq(apiKeys.id, paymentSessions.apiKeyId))
    .where(eq(orders.id, id));
}

export async function getOrderTimeline(db: Db, rawId: string): Promise<OrderTimeline> {
  const id = orderIdOf(rawId);
  // The two sources that grow with the order's story are statements of their own, read beside
  // the rest (on PostgreSQL, on other connections at the same time).
  const one = async <T>(value: SQL<T>) =>
    ((await db.execute(sql`select ${value} as v`)) as unknown as { rows: { v: T }[] }).rows[0]!.v;
  const [[found], orderAudit, notes] = await Promise.all([
    timelineQuery(db, id),
    one(auditJson('orders', sql`${String(id)}`)),
    one(notesOfOrder(id)),
  ]);

  if (!found) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  const { order, session } = found;

  const events: TimelineEvent[] = [];
  const simulated = orderAudit.find((row) => row.action === 'create');
  events.push({
    key: 'placed',
    kind: 'placed',
    at: session?.createdAt ?? order.createdAt,
    channel: { api_key: found.apiKey },
    payment_session: session?.sessionId ?? null,
  });
  events.push({
    key: 'payment',
    kind: 'payment',
    // The order is made in the transaction that records its payment.
    at: order.createdAt,
    provider: order.paymentProvider,
    payment_session: session?.sessionId ?? null,
    amount: order.total,
    currency: order.currency,
    events: found.providerEvents,
    by: simulated?.by ?? null,
  });
  for (const row of orderAudit) {
    const status = row.changes?.['status'];
    if (row.action !== 'update' || !status || typeof status.after !== 'string') continue;
    events.push({
      key: `audit:${row.id}`,
      kind: 'status',
      at: row.at,
      from: typeof status.before === 'string' ? status.before : null,
      to: status.after,
      by: row.by,
    });
  }
  const byShipment = new Map(found.shipments.map((s) => [String(s.id), s]));
  const createdBy = new Map<string, AuditEntry>();
  for (const row of found.shipmentAudit) {
    const shipment = byShipment.get(row.resource_id);
    if (!shipment) continue;
    if (row.action === 'create') createdBy.set(row.resource_id, row);
    if (row.action !== 'update' || !row.changes || Object.keys(row.changes).length === 0) continue;
    events.push({
      key: `audit:${row.id}`,
      kind: 'shipment_updated',
      at: row.at,
      shipment_id: shipment.id,
      carrier: shipment.carrier,
      tracking_number: shipment.tracking_number,
      changes: row.changes,
      by: row.by,
    });
  }
  for (const shipment of found.shipments) {
    const creation = createdBy.get(String(shipment.id));
    const after = creation?.changes ?? {};
    const was = (field: string, now: string) => {
      const value = after[field]?.after;
      return typeof value === 'string' ? value : now;
    };
    events.push({
      key: `shipment:${shipment.id}`,
      kind: 'shipment_created',
      at: creation?.at ?? shipment.created_at,
      shipment_id: shipment.id,
      // As it was created; its later changes are events of their own.
      carrier: was('carrier', shipment.carrier),
      tracking_number: was('tracking_number', shipment.tracking_number),
      status: was('status', shipment.status),
      by: creation?.by ?? null,
    });
  }
  for (const mail of found.mails) {
    events.push({
      key: `mail:${mail.id}`,
      kind: 'email',
      at: mail.at,
      to: mail.to,
      subject: mail.subject,
      template_key: mail.template_key,
      status: mail.status,
    });
  }
  for (const note of notes) {
    events.push({ key: `note:${note.id}`, kind: 'note', at: note.created_at, note });
  }
  return { events: newestFirst(events) };
}
