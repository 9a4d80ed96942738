// The work queues (issue 34): the day's work, each a view of a list every admin has — built in,
// not deletable — with its live count. A queue's count is its list's own filter counted, so the
// dashboard's figure and the list it opens agree; each is read from a kept count or a range of
// an index of its own, so it costs the same in a store of 10k orders as of 1M.
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { can, type AdminRole } from '@store/contract/roles';
import { VIEW_LIST_AREAS, type ViewList, type WorkQueue, type WorkQueueKey } from '@store/contract/views';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/operations.ts';
import { orders, paymentSessions, userProductAccess } from '../../db/schema/sales.ts';
import { rowCount } from '../../platform/row-counts.ts';
import { weekStartIn } from '../../platform/local-days.ts';
import { expiryWhere } from '../access/service.ts';
import { ordersWhere, pendingSessionsWhere } from '../orders/service.ts';
import { outboxWhere } from '../outbox/service.ts';

/** The age after which a pending checkout is stale. */
export const STALE_CHECKOUT_MINUTES = 60;
/** The days ahead in which a grant's expiry makes it due. */
export const EXPIRING_DAYS = 7;

interface QueueDefinition {
  key: WorkQueueKey;
  name: string;
  list: ViewList;
  /** The list's query string that shows the queue (today's, for a queue of "this week"). */
  query: (timeZone: string) => string;
  count: (db: Db, timeZone: string) => Promise<number>;
}

const counted = async (db: Db, table: PgTable, where: SQL | undefined) =>
  (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;

const QUEUES: readonly QueueDefinition[] = [
  {
    key: 'to_ship',
    name: 'To ship',
    list: 'orders',
    query: () => 'status=paid&has_physical=true&has_shipment=false',
    // Kept by the orders' triggers (migration 0032): paid, a shipped good, no shipment.
    count: (db) => rowCount(db, 'orders:to_ship'),
  },
  {
    key: 'stale_checkouts',
    name: 'Stale checkouts',
    list: 'orders',
    query: () => `pending_older_than=${STALE_CHECKOUT_MINUTES}`,
    count: (db) => counted(db, paymentSessions, pendingSessionsWhere(STALE_CHECKOUT_MINUTES)),
  },
  {
    key: 'failed_mails',
    name: 'Failed mails',
    list: 'outbox',
    query: () => 'status=failed',
    count: (db) => counted(db, mailOutbox, outboxWhere({ status: 'failed', search: undefined })),
  },
  {
    key: 'access_expiring',
    name: `Access expiring in ${EXPIRING_DAYS} days`,
    list: 'access',
    // The User Access screen's own expiry filter (its address says `expiring-7`).
    query: () => `expiry=expiring-${EXPIRING_DAYS}`,
    count: (db) => counted(db, userProductAccess, expiryWhere('expiring', EXPIRING_DAYS)),
  },
  {
    key: 'refunded_this_week',
    name: 'Refunded this week',
    list: 'orders',
    query: (timeZone) => `refunded_from=${weekStartIn(timeZone)}`,
    count: (db, timeZone) => counted(db, orders, ordersWhere({ refunded_from: weekStartIn(timeZone) }, timeZone)),
  },
];

/** `GET /queues`: the queues of the lists the role may open, each with its count, in one order. */
export async function listQueues(db: Db, role: AdminRole, timeZone: string): Promise<WorkQueue[]> {
  const shown = QUEUES.filter((queue) => can(role, VIEW_LIST_AREAS[queue.list], 'view'));
  const counts = await Promise.all(shown.map((queue) => queue.count(db, timeZone)));
  return shown.map((queue, i) => ({
    key: queue.key,
    name: queue.name,
    list: queue.list,
    query: queue.query(timeZone),
    count: counts[i]!,
  }));
}

/** `GET /queues/{key}`: one queue with its count; 404 for a queue the role may not open. */
export async function getQueue(
  db: Db,
  role: AdminRole,
  key: WorkQueueKey,
  timeZone: string,
): Promise<WorkQueue | null> {
  const queue = QUEUES.find((q) => q.key === key);
  if (!queue || !can(role, VIEW_LIST_AREAS[queue.list], 'view')) return null;
  return {
    key,
    name: queue.name,
    list: queue.list,
    query: queue.query(timeZone),
    count: await queue.count(db, timeZone),
  };
}
