// Shipments of physical orders (spec 001 "Shipments"): server-paged list with search, create,
// edit (the order is fixed), delete; and the orders a shipment can be created for.
import { and, count, desc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  SHIPMENT_MESSAGES,
  type Shipment,
  type ShipmentBulkBody,
  type ShipmentCreateBody,
  type ShipmentListQuery,
  type ShipmentListResponse,
  type ShipmentSortField,
  type ShipmentUpdateBody,
  type ShippableOrdersResponse,
  type ShipmentStatus,
} from '@store/contract/shipments';
import type { BulkResult } from '@store/contract/bulk';
import { SHIPMENT_UPDATE_TEMPLATE_KEY } from '@store/contract/templates';
import type { Db, Tx } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { orderItems, orderSearch, orders, shipments } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { idOf } from '../../platform/ids.ts';
import type { Mailer } from '../../platform/mail.ts';
import { emitWebhookEvent, emitWebhookEvents } from '../webhooks/service.ts';
import { actOnRecord, actOnRecords, unlessAlready, type RecordAction } from '../../platform/record-actions.ts';
import { assertRevision, nextRevision, type IfMatch } from '../../platform/revisions.ts';
import { offsetOf, pagination } from '../../platform/pagination.ts';
import { listOrderBy, type ListOrder } from '../../platform/sorting.ts';
import { rowCount } from '../../platform/row-counts.ts';
import { containsPattern } from '../../platform/list-search.ts';

const RESOURCE = 'shipments';
type ShipmentRow = typeof shipments.$inferSelect;

/** The 412 of a stale write to a shipment. */
const staleShipment = (tx: Tx, row: ShipmentRow) =>
  ({
    row,
    what: 'shipment',
    resourceType: RESOURCE,
    resourceId: row.id,
    current: async () => toShipment((await findRow(tx, row.id))!),
  }) as const;
type Row = { shipment: ShipmentRow; order: { id: number; order_number: string; customer_email: string } };

function toShipment({ shipment, order }: Row): Shipment {
  return {
    id: shipment.id,
    order_id: shipment.orderId,
    tracking_number: shipment.trackingNumber,
    carrier: shipment.carrier,
    // Written only through the contract's enum (ShipmentBodySchema).
    status: shipment.status as ShipmentStatus,
    shipped_at: shipment.shippedAt?.toISOString() ?? null,
    delivered_at: shipment.deliveredAt?.toISOString() ?? null,
    created_at: shipment.createdAt.toISOString(),
    updated_at: shipment.updatedAt.toISOString(),
    revision: shipment.revision,
    order,
  };
}

/** What the audit row records (the read names; delivered_at is the form's actual_delivery). */
function auditShape(s: ShipmentRow) {
  return {
    order_id: s.orderId,
    tracking_number: s.trackingNumber,
    carrier: s.carrier,
    status: s.status,
    shipped_at: s.shippedAt,
    delivered_at: s.deliveredAt,
  };
}

function base(db: Tx) {
  return db
    .select({
      shipment: shipments,
      order: { id: orders.id, order_number: orders.orderNumber, customer_email: orders.customerEmail },
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId));
}

/**
 * The shipments list's filter, for its pages and its CSV export: tracking number, carrier (one
 * trigram index) or order number (the orders' search text, whose trigram index finds the
 * orders, then their number).
 */
export function shipmentsWhere(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    sql`lower(${shipments.trackingNumber} || ' ' || ${shipments.carrier}) like ${pattern}`,
    inArray(
      shipments.orderId,
      sql`(select ${orders.id} from ${orders} where ${orders.id} in
             (select ${orderSearch.orderId} from ${orderSearch} where ${orderSearch.text} like ${pattern})
             and lower(${orders.orderNumber}) like ${pattern})`,
    ),
  );
}

/**
 * The shipments list's order, for its pages and its CSV export: the sort asked for, then the
 * shipment's id, else newest first (shipments_created_at_idx). `order_number` is the joined
 * order's (unique, indexed: the orders are read in its order and each one's shipments by
 * shipments_order_idx), so a reader joins the order as `base` does; the others have their
 * (column, id) index.
 */
export const SHIPMENTS_ORDER: ListOrder<ShipmentSortField> = {
  columns: {
    order_number: orders.orderNumber,
    tracking_number: shipments.trackingNumber,
    carrier: shipments.carrier,
    status: shipments.status,
    shipped_at: shipments.shippedAt,
    delivered_at: shipments.deliveredAt,
  },
  key: shipments.id,
  newest: shipments.createdAt,
};

export async function listShipments(db: Db, query: ShipmentListQuery): Promise<ShipmentListResponse> {
  const where = shipmentsWhere(query.search);
  const total = where
    ? db
        .select({ total: count() })
        .from(shipments)
        .where(where)
        .then(([totals]) => totals?.total ?? 0)
    : rowCount(db, 'shipments');
  const [rows, n] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(...listOrderBy(SHIPMENTS_ORDER, query.sort))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    total,
  ]);
  return { shipments: rows.map(toShipment), pagination: pagination(query.page, query.limit, n) };
}

async function findRow(db: Tx, id: number): Promise<Row | undefined> {
  const [row] = await base(db).where(eq(shipments.id, id));
  return row;
}

export async function getShipment(db: Db, rawId: string): Promise<Shipment> {
  const row = await findRow(db, idOf(rawId, SHIPMENT_MESSAGES.notFound));
  if (!row) throw new AppError('NOT_FOUND', SHIPMENT_MESSAGES.notFound);
  return toShipment(row);
}

const hasPhysicalItem = (db: Tx) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(and(eq(orderItems.orderId, orders.id), eq(products.isPhysical, true))),
  );

/** Orders with at least one physical product, newest first (the shipment form's dropdown). */
export async function shippableOrders(
  db: Db,
  query: { limit: number; search?: string | undefined },
): Promise<ShippableOrdersResponse> {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const rows = await db
    .select({
      id: orders.id,
      order_number: orders.orderNumber,
      customer_email: orders.customerEmail,
      status: orders.status,
    })
    .from(orders)
    .where(
      and(
        hasPhysicalItem(db),
        pattern
          ? and(
              inArray(
                orders.id,
                sql`(select ${orderSearch.orderId} from ${orderSearch} where ${orderSearch.text} like ${pattern})`,
              ),
              or(
                sql`lower(${orders.orderNumber}) like ${pattern}`,
                sql`lower(${orders.customerEmail}) like ${pattern}`,
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit);
  return { orders: rows };
}

const toDate = (v: string | null | undefined) => (v ? new Date(v) : null);

function assertDates(shippedAt: Date | null, deliveredAt: Date | null) {
  if (shippedAt && deliveredAt && deliveredAt < shippedAt) {
    throw invalid('actual_delivery', SHIPMENT_MESSAGES.deliveryBeforeShipped);
  }
}

/** What a shipment's mail to its customer needs (the outbox, and the store's name for the template). */
export interface ShipmentMail {
  mailer: Mailer;
  storeName: string;
}

/**
 * The customer's news of a shipment (issue 30): the store's `shipment_update` template, to the
 * order's customer, in the transaction of the change; not sent (and said so on the order's
 * timeline) when the template is off or gone. An order whose customer was deleted tells no one.
 */
async function queueShipmentMail(tx: Tx, mail: ShipmentMail, shipment: ShipmentRow): Promise<void> {
  const [order] = await tx
    .select({ id: orders.id, orderNumber: orders.orderNumber, name: users.name, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, shipment.orderId));
  if (!order) return;
  await mail.mailer.enqueueTemplate(tx, {
    to: order.email,
    templateKey: SHIPMENT_UPDATE_TEMPLATE_KEY,
    orderId: order.id,
    variables: {
      name: order.name,
      order_number: order.orderNumber,
      shipment_status: shipment.status.replace(/_/g, ' '),
      carrier: shipment.carrier,
      tracking_number: shipment.trackingNumber,
      store_name: mail.storeName,
    },
  });
}

/** Whether an edit changed what the customer is told of: the status, the carrier or the tracking number. */
const newsOf = (before: ShipmentRow, after: ShipmentRow) =>
  before.status !== after.status || before.carrier !== after.carrier || before.trackingNumber !== after.trackingNumber;

export async function createShipment(
  db: Db,
  mail: ShipmentMail,
  actor: Actor,
  body: ShipmentCreateBody,
): Promise<Shipment> {
  const id = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, physical: sql<boolean>`${hasPhysicalItem(tx)}` })
      .from(orders)
      .where(eq(orders.id, body.order_id));
    if (!order) throw invalid('order_id', SHIPMENT_MESSAGES.orderNotFound);
    if (!order.physical) throw invalid('order_id', SHIPMENT_MESSAGES.orderNotShippable);
    const shippedAt = toDate(body.shipped_at);
    const deliveredAt = toDate(body.actual_delivery);
    assertDates(shippedAt, deliveredAt);
    const [created] = await tx
      .insert(shipments)
      .values({
        orderId: body.order_id,
        trackingNumber: body.tracking_number,
        carrier: body.carrier,
        status: body.status,
        shippedAt,
        deliveredAt,
      })
      .returning();
    await writeAudit(tx, actor, {
      action: 'create',
      resourceType: RESOURCE,
      resourceId: created!.id,
      after: auditShape(created!),
    });
    await queueShipmentMail(tx, mail, created!);
    await emitWebhookEvent(tx, 'shipment.created', async () => ({
      shipment: toShipment((await findRow(tx, created!.id))!),
    }));
    return created!.id;
  });
  return toShipment((await findRow(db, id))!);
}

/**
 * An edit of shipments (the order is fixed): the form's PATCH, and the bulk status change
 * (`{status}`). The body sets the same values on every shipment; the dates are checked on each
 * shipment as it would be after the edit.
 */
function shipmentEdit(body: ShipmentUpdateBody, mail: ShipmentMail): RecordAction<ShipmentRow> {
  const set = {
    ...(body.tracking_number !== undefined ? { trackingNumber: body.tracking_number } : {}),
    ...(body.carrier !== undefined ? { carrier: body.carrier } : {}),
    ...(body.status !== undefined ? { status: body.status } : {}),
    ...(body.shipped_at !== undefined ? { shippedAt: toDate(body.shipped_at) } : {}),
    ...(body.actual_delivery !== undefined ? { deliveredAt: toDate(body.actual_delivery) } : {}),
  };
  return {
    what: 'shipment',
    resourceType: RESOURCE,
    notFound: SHIPMENT_MESSAGES.notFound,
    load: async (tx, ids) => ({
      rows: await tx.select().from(shipments).where(inArray(shipments.id, ids)).orderBy(shipments.id).for('update'),
      state: undefined,
    }),
    current: async (tx, row) => toShipment((await findRow(tx, row.id))!),
    check: (current) => {
      const next = { ...current, ...set };
      assertDates(next.shippedAt, next.deliveredAt);
      return 'change';
    },
    write: async (tx, rows) => {
      const written = await tx
        .update(shipments)
        .set({ ...set, updatedAt: new Date(), revision: nextRevision(shipments.revision) })
        .where(
          inArray(
            shipments.id,
            rows.map((r) => r.id),
          ),
        )
        .returning();
      const before = new Map(rows.map((r) => [r.id, r]));
      for (const after of written) if (newsOf(before.get(after.id)!, after)) await queueShipmentMail(tx, mail, after);
      // One read of every shipment with its order, only when an endpoint wants them.
      await emitWebhookEvents(tx, 'shipment.updated', async () =>
        (
          await base(tx)
            .where(
              inArray(
                shipments.id,
                written.map((r) => r.id),
              ),
            )
            .orderBy(shipments.id)
        ).map((row) => ({ shipment: toShipment(row) })),
      );
      return written;
    },
    audit: (before, after) => ({ action: 'update', before: auditShape(before), after: auditShape(after) }),
  };
}

export async function updateShipment(
  db: Db,
  mail: ShipmentMail,
  actor: Actor,
  rawId: string,
  body: ShipmentUpdateBody,
  ifMatch?: IfMatch,
): Promise<Shipment> {
  const id = idOf(rawId, SHIPMENT_MESSAGES.notFound);
  await actOnRecord(db, actor, shipmentEdit(body, mail), id, ifMatch);
  return toShipment((await findRow(db, id))!);
}

/** `POST /shipments/bulk`: sets the status of many shipments; one already in it is left unchanged. */
export function bulkShipments(db: Db, mail: ShipmentMail, actor: Actor, body: ShipmentBulkBody): Promise<BulkResult> {
  const action = unlessAlready(shipmentEdit({ status: body.status }, mail), (row) => row.status === body.status);
  return actOnRecords(db, actor, action, body.records);
}

export async function deleteShipment(db: Db, actor: Actor, rawId: string, ifMatch?: IfMatch): Promise<void> {
  const id = idOf(rawId, SHIPMENT_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    const [removed] = await tx.select().from(shipments).where(eq(shipments.id, id)).for('update');
    if (!removed) throw new AppError('NOT_FOUND', SHIPMENT_MESSAGES.notFound);
    await assertRevision(tx, ifMatch, staleShipment(tx, removed));
    await tx.delete(shipments).where(eq(shipments.id, id));
    await writeAudit(tx, actor, {
      action: 'delete',
      resourceType: RESOURCE,
      resourceId: id,
      before: auditShape(removed),
    });
  });
}
