// Orders: the admin's list (with the pending payment sessions beside it), one order with its
// items, and the status change. Orders are financial records: they are never deleted, and they
// are read from their own snapshots (customer e-mail, product names, prices, promo terms), so a
// deleted user, product or promo code never changes what an order says.
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  like,
  lt,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  ORDER_FILTERS,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  PENDING_SESSIONS_SHOWN,
  isKnownStatus,
  type Order,
  type OrderDetail,
  type OrderFilter,
  type OrderBulkBody,
  type OrderItem,
  type OrderPromoCode,
  type OrderSortField,
  type OrdersListResponse,
  type OrdersView,
  type OrderStatusCount,
  type OrderStatusesResponse,
} from '@store/contract/orders';
import { ACCESS_REVOKED_BECAUSE } from '@store/contract/order-refunds';
import type { OrderHit } from '@store/contract/search';
import type { BulkResult } from '@store/contract/bulk';
import type { PaymentProvider, PaymentSessionStatus, PendingPaymentSession } from '@store/contract/payments';
import type { Db, Tx } from '../../db/client.ts';
import { rowCounts } from '../../db/schema/rollups.ts';
import { orderItems, orderRefunds, orderSearch, orders, paymentSessions } from '../../db/schema/sales.ts';
import { onDays } from '../../platform/local-days.ts';
import type { Actor } from '../../platform/audit.ts';
import { revokeOrderGrants } from '../access/service.ts';
import { emitWebhookEvent, emitWebhookEvents } from '../webhooks/service.ts';
import { actOnRecord, actOnRecords, unlessAlready, type RecordAction } from '../../platform/record-actions.ts';
import { nextRevision, type IfMatch } from '../../platform/revisions.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { idOf } from '../../platform/ids.ts';
import { offsetOf, pageAndTotal, pagination } from '../../platform/pagination.ts';
import { listOrderBy, type ListOrder } from '../../platform/sorting.ts';
import { rowCount } from '../../platform/row-counts.ts';
import { containsPattern, firstDistinct, searchMatches, startsWithPattern } from '../../platform/list-search.ts';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type SessionRow = typeof paymentSessions.$inferSelect;

/** The order id of a path segment; junk, zero or out-of-range ids are simply not found. */
export function orderIdOf(raw: string): number {
  return idOf(raw, ORDER_MESSAGES.orderNotFound);
}

function promoOf(row: OrderRow): OrderPromoCode | null {
  if (!row.promoCode) return null;
  const type =
    row.promoDiscountType === 'percentage' || row.promoDiscountType === 'fixed' ? row.promoDiscountType : null;
  return {
    code: row.promoCode,
    discount_type: type,
    discount_percentage: type === 'percentage' ? row.promoDiscountValue : null,
    discount_amount: type === 'fixed' ? row.promoDiscountValue : null,
  };
}

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    order_number: row.orderNumber,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    revision: row.revision,
    status: row.status,
    currency: row.currency,
    subtotal: row.subtotal,
    amount_discount: row.amountDiscount,
    tax: row.tax,
    shipping: row.shipping,
    total: row.total,
    amount_refunded: row.amountRefunded,
    shipping_refunded: row.shippingRefunded,
    payment_provider: row.paymentProvider,
    shipping_country_code: row.shippingCountryCode,
    user: { id: row.userId, email: row.customerEmail },
    promoCode: promoOf(row),
  };
}

export function toOrderItem(row: ItemRow): OrderItem {
  return {
    id: row.id,
    product_id: row.productId,
    product: { name: row.productName },
    quantity: row.quantity,
    price_at_purchase: row.priceAtPurchase,
  };
}

export function toPendingSession(row: SessionRow): PendingPaymentSession {
  return {
    id: row.id,
    session_id: row.sessionId,
    user_email: row.userEmail,
    // The table's checks keep both to their closed sets (payment_sessions_provider, _status).
    provider: row.provider as PaymentProvider,
    amount_expected: row.amountExpected,
    currency: row.currency,
    status: row.status as PaymentSessionStatus,
    created_at: row.createdAt.toISOString(),
  };
}

async function itemsOf(tx: Tx, orderId: number): Promise<OrderItem[]> {
  const rows = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  return rows.map(toOrderItem);
}

/** One order with its items, or null. Used by the payment workflow for the order it completed. */
export async function findOrderDetail(tx: Tx, where: { id: number } | { paymentSessionId: number }) {
  const condition = 'id' in where ? eq(orders.id, where.id) : eq(orders.paymentSessionId, where.paymentSessionId);
  const [row] = await tx.select().from(orders).where(condition).limit(1);
  if (!row) return null;
  return { row, detail: { ...toOrder(row), items: await itemsOf(tx, row.id) } satisfies OrderDetail };
}

/** A paid order as the payment workflow creates it: all but its id, number and status, and its lines. */
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'orderNumber' | 'status'>;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/**
 * A paid order with its items, in the caller's transaction (the payment workflow's, decision
 * 0002), numbered `ORD-<year>-<id>` from the orders id sequence. The items are inserted in one
 * statement, each with its product's name and unit price as snapshots.
 */
export async function createOrder(
  tx: Tx,
  values: NewOrder,
  lines: readonly NewOrderItem[],
): Promise<{ row: OrderRow; detail: OrderDetail }> {
  const [next] = await tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('orders', 'id'))`.mapWith(Number) })
    .from(sql`(select 1) as one`);
  const orderId = next!.id;
  const [row] = await tx
    .insert(orders)
    .values({
      ...values,
      id: orderId,
      orderNumber: `ORD-${new Date().getUTCFullYear()}-${String(orderId).padStart(6, '0')}`,
      status: 'paid',
    })
    .returning();
  const items =
    lines.length === 0
      ? []
      : await tx
          .insert(orderItems)
          .values(lines.map((l) => ({ ...l, orderId })))
          .returning();
  const order = toOrder(row!);
  // Made paid: both events, in the payment's transaction (decision 0062).
  await emitWebhookEvent(tx, 'order.created', { order });
  await emitWebhookEvent(tx, 'order.paid', { order });
  return { row: row!, detail: { ...order, items: items.map(toOrderItem) } };
}

/**
 * DESIGN §4 server-side search, the same fields the screen searches in the browser: order
 * number, e-mail, user id, promo code, status, payment provider and the total as displayed
 * ('$1,234.56', '€19.99'). All but the status are read through the trigram index of
 * `order_search`; the status, which changes, through the orders' status index, for the statuses
 * orders have now (their kept counts name them; a search seldom matches one). Decision 0041.
 */
function searchCondition(search: string): SQL {
  // The fields are joined with U+001F: a search never contains it, so a match never spans two.
  const pattern = containsPattern(search.replaceAll('\u001f', ''));
  const status = sql`substr(${rowCounts.key}, ${sql.raw(String(STATUS_COUNT_PREFIX.length + 1))})`;
  // Each matching status's orders through the status index, one status after another (the
  // subquery's `offset 0` keeps it a loop): none when no status matches, as for most searches.
  return sql`${orders.id} in (
    select ${orderSearch.orderId} from ${orderSearch} where ${orderSearch.text} like ${pattern}
    union all
    select matched.id from ${rowCounts} cross join lateral (
      select ${orders.id} from ${orders} where ${orders.status} = ${status} offset 0) matched
     where ${rowCounts.key} like ${sql.raw(`'${STATUS_COUNT_PREFIX}%'`)} and ${rowCounts.n} > 0
       and lower(${status}) like ${pattern})`;
}

/**
 * The orders list's order, for its pages and its CSV export: the sort asked for, then id, else
 * newest first (orders_created_at_idx: created_at desc, id desc). Each field has its (column, id)
 * index (order_number: its unique index), so a sorted page of a million orders is an index scan.
 */
export const ORDERS_ORDER: ListOrder<OrderSortField> = {
  columns: {
    order_number: orders.orderNumber,
    customer_email: orders.customerEmail,
    created_at: orders.createdAt,
    total: orders.total,
    status: orders.status,
  },
  key: orders.id,
  newest: orders.createdAt,
};

/** What the orders list is asked for: a page and its view (filters, search, sort). */
export type OrdersListQuery = Partial<OrdersView> & {
  page: number;
  limit: number;
  pending_older_than?: number | undefined;
};

/** The view's filters other than the status (the pending sessions' age is not the orders'). */
const FILTERS = ORDER_FILTERS.filter(
  (name): name is Exclude<OrderFilter, 'status' | 'pending_older_than'> =>
    name !== 'status' && name !== 'pending_older_than',
);

/** Whether the view has a filter besides its status and search. */
const filtered = (view: Partial<OrdersView>) => FILTERS.some((name) => view[name] !== undefined);

/**
 * The orders list's filter, for its pages, its CSV export and the work queues (issue 34): every
 * filter of the view, combined. Each is a test of an orders column (the flags are kept on the
 * order, migration 0032) or a semi-join through an index: the product's lines
 * (order_items_product_idx: product, order) and the refunds of the days (order_refunds_created_at_idx).
 */
export function ordersWhere(view: Partial<OrdersView>, timeZone: string): SQL | undefined {
  const refundedOn = onDays(orderRefunds.createdAt, view.refunded_from, view.refunded_to, timeZone);
  return and(
    view.status ? eq(orders.status, view.status) : undefined,
    view.search ? searchCondition(view.search) : undefined,
    onDays(orders.createdAt, view.created_from, view.created_to, timeZone),
    view.provider ? eq(orders.paymentProvider, view.provider) : undefined,
    view.currency ? eq(orders.currency, view.currency) : undefined,
    view.country ? eq(orders.shippingCountryCode, view.country) : undefined,
    view.customer ? eq(orders.userId, view.customer) : undefined,
    view.total_from !== undefined ? gte(orders.total, view.total_from) : undefined,
    view.total_to !== undefined ? lte(orders.total, view.total_to) : undefined,
    view.has_shipment !== undefined ? eq(orders.hasShipment, view.has_shipment) : undefined,
    view.has_physical !== undefined ? eq(orders.hasPhysicalItems, view.has_physical) : undefined,
    view.product
      ? sql`${orders.id} in (select ${orderItems.orderId} from ${orderItems} where ${orderItems.productId} = ${view.product})`
      : undefined,
    refundedOn
      ? sql`${orders.id} in (select ${orderRefunds.orderId} from ${orderRefunds} where ${refundedOn})`
      : undefined,
  );
}

/** The page query of the orders list, in its order (exported so a test can EXPLAIN it). */
export function ordersPageQuery(db: Db, query: OrdersListQuery, timeZone: string) {
  const where = ordersWhere(query, timeZone);
  return db
    .select(getTableColumns(orders))
    .from(query.search && where ? searchMatches(db, orders, where) : orders)
    .where(query.search ? undefined : where)
    .orderBy(...listOrderBy(ORDERS_ORDER, query.sort))
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
}

export async function listOrders(
  db: Db,
  query: OrdersListQuery,
  options: { simulationEnabled: boolean; timeZone: string },
): Promise<OrdersListResponse> {
  const { timeZone } = options;
  // The total: maintained counts (all orders, or per status); a search counts its matches when
  // its page does not already say how many there are; a filter counts them beside its page.
  const page = query.search
    ? pageAndTotal(
        query,
        () => ordersPageQuery(db, query, timeZone),
        () => countOrders(db, query, timeZone),
      )
    : Promise.all([
        ordersPageQuery(db, query, timeZone),
        // A filter's count beside its page (two reads at once rather than one after the other);
        // otherwise the kept counts.
        filtered(query)
          ? countOrders(db, query, timeZone)
          : rowCount(db, query.status ? statusCountKey(query.status) : 'orders'),
      ]).then(([rows, total]) => ({ rows, total }));
  // Pending sessions beside the orders, newest first. Abandoned checkouts stay pending, so the
  // list is bounded (its total says how many there are); older ones still complete by webhook.
  // `pending_older_than` keeps the stale ones (the Stale checkouts work queue).
  const pendingWhere = pendingSessionsWhere(query.pending_older_than);
  const [{ rows, total: n }, pending, [pendingTotal]] = await Promise.all([
    page,
    db
      .select()
      .from(paymentSessions)
      .where(pendingWhere)
      .orderBy(desc(paymentSessions.createdAt), desc(paymentSessions.id))
      .limit(PENDING_SESSIONS_SHOWN),
    db.select({ n: count() }).from(paymentSessions).where(pendingWhere),
  ]);
  return {
    orders: rows.map(toOrder),
    pendingPaymentSessions: pending.map(toPendingSession),
    pending_sessions_total: pendingTotal?.n ?? 0,
    pagination: pagination(query.page, query.limit, n),
    simulation_enabled: options.simulationEnabled,
  };
}

/**
 * The orders a view matches. The product filter alone reads the count its lines' trigger keeps
 * (`orders:product:<id>`, migration 0032): a popular product is in tens of thousands of orders,
 * and counting them costs what a page of the plain list costs several times over.
 */
function countOrders(db: Db, view: Partial<OrdersView>, timeZone: string): Promise<number> {
  const onlyProduct =
    view.product !== undefined &&
    !view.status &&
    !view.search &&
    FILTERS.every((f) => f === 'product' || view[f] === undefined);
  if (onlyProduct) return rowCount(db, `orders:product:${view.product}`);
  return db
    .select({ total: count() })
    .from(orders)
    .where(ordersWhere(view, timeZone))
    .then(([totals]) => totals?.total ?? 0);
}

/**
 * The pending payment sessions, or those older than `olderThanMinutes` (a checkout left
 * unpaid): a range of payment_sessions_pending_idx either way.
 */
export function pendingSessionsWhere(olderThanMinutes?: number): SQL | undefined {
  return and(
    eq(paymentSessions.status, 'pending'),
    olderThanMinutes === undefined
      ? undefined
      : lt(paymentSessions.createdAt, sql`now() - make_interval(mins => ${olderThanMinutes})`),
  );
}

/**
 * The command palette's order matches (decision 0030), each read as a range of its own index in
 * that index's order and stopped at `limit` rows, so they cost the same at any number of orders:
 * the number starts with the search, the number ends with it ('000123'), the customer's e-mail
 * starts with it (their newest orders first). Exported so a test can EXPLAIN them.
 */
export function orderHitQueries(db: Db, search: string, limit: number) {
  const byte = (expression: SQL) => sql`(${expression} collate "C")`;
  const number = byte(sql`lower(${orders.orderNumber})`);
  const reversed = byte(sql`reverse(lower(${orders.orderNumber}))`);
  const email = byte(sql`lower(${orders.customerEmail})`);
  const reversedSearch = [...search].reverse().join('');
  const base = () => db.select().from(orders);
  return [
    base()
      .where(sql`${number} like ${startsWithPattern(search)}`)
      .orderBy(number)
      .limit(limit),
    base()
      .where(sql`${reversed} like ${startsWithPattern(reversedSearch)}`)
      .orderBy(reversed)
      .limit(limit),
    base()
      .where(sql`${email} like ${startsWithPattern(search)}`)
      .orderBy(email, ...listOrderBy(ORDERS_ORDER))
      .limit(limit),
  ] as const;
}

/** The palette's orders group: number matches first, then e-mail matches, each order once. */
export async function orderHits(db: Db, search: string, limit: number): Promise<OrderHit[]> {
  const rows = firstDistinct(await Promise.all(orderHitQueries(db, search, limit)), limit);
  return rows.map((row) => ({
    id: row.id,
    order_number: row.orderNumber,
    customer_email: row.customerEmail,
    status: row.status,
    total: row.total,
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
  }));
}

/** The row_counts key under which the triggers count a status's orders (migration 0002). */
const STATUS_COUNT_PREFIX = 'orders:status:';
const statusCountKey = (status: string) => `${STATUS_COUNT_PREFIX}${status}`;

/**
 * `GET /orders/statuses` (decision 0023): the six statuses in flow order, then the custom ones
 * that orders have now, each with its count, read from the counts the triggers keep (a few rows
 * however many orders). A custom status whose last order moved on counts 0 and is left out.
 * Statuses are compared exactly, as the list filter and the analytics compare them.
 */
export async function orderStatuses(db: Db): Promise<OrderStatusesResponse> {
  const rows = await db
    .select({ key: rowCounts.key, n: rowCounts.n })
    .from(rowCounts)
    .where(and(like(rowCounts.key, `${STATUS_COUNT_PREFIX}%`), gt(rowCounts.n, 0)));
  const counts = new Map(rows.map((r) => [r.key.slice(STATUS_COUNT_PREFIX.length), r.n]));
  const standard: OrderStatusCount[] = ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
  const custom: OrderStatusCount[] = [...counts]
    .filter(([status]) => !isKnownStatus(status))
    .map(([status, count]) => ({ status, count }))
    .sort(
      (a, b) =>
        a.status.localeCompare(b.status, 'en', { sensitivity: 'base' }) ||
        (a.status < b.status ? -1 : a.status > b.status ? 1 : 0),
    );
  return { statuses: [...standard, ...custom] };
}

export async function getOrder(db: Db, rawId: string): Promise<OrderDetail> {
  const found = await findOrderDetail(db, { id: orderIdOf(rawId) });
  if (!found) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  return found.detail;
}

export async function getOrderItems(db: Db, rawId: string): Promise<{ items: OrderItem[] }> {
  const id = orderIdOf(rawId);
  const [rows, [exists]] = await Promise.all([
    itemsOf(db, id),
    db.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).limit(1),
  ]);
  if (!exists) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  return { items: rows };
}

/**
 * spec 000 §4: any of the six statuses or a custom text, in any order; it must differ from the
 * current status. The rows are locked so two admins changing an order at once are applied one by
 * one, each with an audit row that names the status it replaced.
 */
export function statusChange(status: string, actor: Actor): RecordAction<OrderRow> {
  return {
    what: 'order',
    resourceType: 'orders',
    notFound: ORDER_MESSAGES.orderNotFound,
    load: async (tx, ids) => ({
      rows: await tx.select().from(orders).where(inArray(orders.id, ids)).orderBy(orders.id).for('update'),
      state: undefined,
    }),
    current: async (tx, row) => ({ ...toOrder(row), items: await itemsOf(tx, row.id) }),
    check: (row) => {
      if (row.status === status) throw invalid('status', ORDER_MESSAGES.statusUnchanged);
      return 'change';
    },
    write: async (tx, rows) => {
      const ids = rows.map((r) => r.id);
      const written = await tx
        .update(orders)
        .set({ status, updatedAt: new Date(), revision: nextRevision(orders.revision) })
        .where(inArray(orders.id, ids))
        .returning();
      // A cancelled order takes back the access it granted (decision 0049), audited per grant.
      if (status === 'cancelled') await revokeOrderGrants(tx, actor, ids, ACCESS_REVOKED_BECAUSE.cancelled);
      const previous = new Map(rows.map((r) => [r.id, r.status]));
      await emitWebhookEvents(
        tx,
        'order.status_changed',
        written.map((row) => ({ order: toOrder(row), previous_status: previous.get(row.id)! })),
      );
      return written;
    },
    audit: (before) => ({ action: 'update', before: { status: before.status }, after: { status } }),
  };
}

export async function updateOrderStatus(
  db: Db,
  actor: Actor,
  rawId: string,
  status: string,
  ifMatch?: IfMatch,
): Promise<OrderDetail> {
  const updated = await actOnRecord(db, actor, statusChange(status, actor), orderIdOf(rawId), ifMatch);
  return { ...toOrder(updated), items: await itemsOf(db, updated.id) };
}

/**
 * `POST /orders/bulk`: sets the status of many orders, each under the rules of a single change;
 * an order already in that status is left unchanged (the bulk's answer says so).
 */
export function bulkOrders(db: Db, actor: Actor, body: OrderBulkBody): Promise<BulkResult> {
  const action = unlessAlready(statusChange(body.status, actor), (row) => row.status === body.status);
  return actOnRecords(db, actor, action, body.records);
}
