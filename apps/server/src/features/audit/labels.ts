// What an audit entry's record is called now, so the panel can say "changed order ORD-2026-001204
// to shipped" rather than "updated Orders #1204" (issue 18, decision 0033). One statement for the
// page, whatever its size: a UNION ALL of one primary-key lookup per resource type on it (and of
// the orders that deleted notes and refunds recorded). A record since deleted is named from what
// its entry recorded.
import type { AuditLog, AuditResourceType } from '@store/contract/audit';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { codePromos, countries, emailTemplates, products, softwareReleases } from '../../db/schema/catalog.ts';
import { apiKeys } from '../../db/schema/operations.ts';
import { orderNotes, orderRefunds, orders, shipments, userProductAccess } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';

type Subject = Pick<AuditLog, 'resource_label' | 'order'>;
/** A row of the lookups: a record of a resource type, its name and its order. */
interface Found {
  type: string;
  key: string;
  label: string | null;
  order_id: number | string | null;
  order_number: string | null;
}
/** An entry as its row holds it, before its record is named. */
export type Unnamed = Omit<AuditLog, 'resource_label' | 'order'>;

/** Keys of an integer primary key; anything else names no record. */
const ids = (keys: string[]) => keys.filter((k) => /^\d{1,15}$/.test(k)).map(Number);
const text = (column: AnyPgColumn) => sql<string | null>`${column}::text`;
const none = sql<string | null>`null`;

/** The one shape every lookup selects, so they can be one UNION ALL. */
function fields(type: string, key: AnyPgColumn, label: SQL<string | null>, orderId?: AnyPgColumn) {
  return {
    type: sql<string>`${type}::text`.as('type'),
    key: sql<string>`${key}::text`.as('key'),
    label: label.as('label'),
    orderId: (orderId ? sql<number | null>`${orderId}` : sql<number | null>`null::integer`).as('order_id'),
    orderNumber: (orderId ? sql<string | null>`${orders.orderNumber}` : none).as('order_number'),
  };
}

/** A resource type whose records are named by a column of their own table, or of the order's. */
function byId(
  table: typeof users | typeof products | typeof codePromos | typeof emailTemplates | typeof apiKeys,
  key: AnyPgColumn,
  label: SQL<string | null>,
) {
  return (db: Db, type: string, keys: string[]) =>
    db
      .select(fields(type, key, label))
      .from(table)
      .where(inArray(key, ids(keys)));
}
function ofOrder(table: typeof shipments | typeof orderNotes | typeof orderRefunds, label: SQL<string | null>) {
  return (db: Db, type: string, keys: string[]) =>
    db
      .select(fields(type, table.id, label, table.orderId))
      .from(table)
      .leftJoin(orders, eq(orders.id, table.orderId))
      .where(inArray(table.id, ids(keys)));
}

const LOOKUPS = {
  users: byId(users, users.id, sql`coalesce(nullif(${users.name}, ''), ${users.email})`),
  products: byId(products, products.id, text(products.name)),
  code_promos: byId(codePromos, codePromos.id, text(codePromos.code)),
  email_templates: byId(emailTemplates, emailTemplates.id, text(emailTemplates.name)),
  api_keys: byId(apiKeys, apiKeys.id, text(apiKeys.name)),
  orders: (db: Db, type: string, keys: string[]) =>
    db
      .select(fields(type, orders.id, text(orders.orderNumber), orders.id))
      .from(orders)
      .where(inArray(orders.id, ids(keys))),
  shipments: ofOrder(shipments, text(shipments.trackingNumber)),
  order_notes: ofOrder(orderNotes, none),
  order_refunds: ofOrder(orderRefunds, none),
  countries: (db: Db, type: string, keys: string[]) =>
    db
      .select(fields(type, countries.code, text(countries.name)))
      .from(countries)
      .where(
        inArray(
          countries.code,
          keys.filter((k) => /^[A-Z]{2}$/.test(k)),
        ),
      ),
  software_releases: (db: Db, type: string, keys: string[]) =>
    db
      .select(
        fields(type, softwareReleases.id, sql`coalesce(${products.name} || ' ', '') || ${softwareReleases.version}`),
      )
      .from(softwareReleases)
      .leftJoin(products, eq(products.id, softwareReleases.productId))
      .where(inArray(softwareReleases.id, ids(keys))),
  user_product_access: (db: Db, type: string, keys: string[]) =>
    db
      .select(fields(type, userProductAccess.id, sql`${products.name} || ' for ' || ${users.email}`))
      .from(userProductAccess)
      .leftJoin(products, eq(products.id, userProductAccess.productId))
      .leftJoin(users, eq(users.id, userProductAccess.userId))
      .where(inArray(userProductAccess.id, ids(keys))),
} satisfies Partial<Record<AuditResourceType, unknown>>;
type Named = keyof typeof LOOKUPS;
const isNamed = (type: AuditResourceType): type is Named => type in LOOKUPS;

/** The fields an entry's own changes name its record by, when the record is gone. */
const RECORDED_NAMES = ['order_number', 'name', 'code', 'email', 'template_key', 'ip', 'tracking_number'];

function recordedName(entry: Unnamed): string | null {
  for (const field of RECORDED_NAMES) {
    const change = entry.changes?.[field];
    const value = change?.after ?? change?.before;
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

/** The order a note, refund or shipment recorded in its entry (its row may be gone). */
function recordedOrder(entry: Unnamed): number | null {
  const value = entry.changes?.order_id?.after ?? entry.changes?.order_id?.before;
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

/**
 * Each entry's `resource_label` (the record's name now, else as its entry recorded it) and, for
 * an order or a record of one (note, refund, shipment), the order's id and number.
 */
export async function subjectsOf(db: Db, entries: Unnamed[]): Promise<Subject[]> {
  const keysOf = new Map<Named, Set<string>>();
  const recordedOrders = new Set<number>();
  for (const e of entries) {
    const order = recordedOrder(e);
    if (order !== null) recordedOrders.add(order);
    if (e.resource_id === null || !isNamed(e.resource_type)) continue;
    const keys = keysOf.get(e.resource_type) ?? new Set<string>();
    keys.add(e.resource_id);
    keysOf.set(e.resource_type, keys);
  }
  const lookups = [...keysOf].map(([type, keys]) => LOOKUPS[type](db, type, [...keys]));
  if (recordedOrders.size > 0) {
    lookups.push(LOOKUPS.orders(db, 'recorded_order', [...recordedOrders].map(String)));
  }
  const rows: Found[] =
    lookups.length === 0
      ? []
      : (
          (await db.execute(
            sql.join(
              lookups.map((q) => sql`(${q})`),
              sql` union all `,
            ),
          )) as unknown as { rows: Found[] }
        ).rows;

  const found = new Map(rows.map((r) => [`${r.type}:${r.key}`, r]));
  const numbers = new Map<number, string>();
  for (const r of rows)
    if (r.order_id !== null && r.order_number !== null) numbers.set(Number(r.order_id), r.order_number);
  return entries.map((e) => {
    const current = e.resource_id === null ? undefined : found.get(`${e.resource_type}:${e.resource_id}`);
    const orderId = current?.order_id != null ? Number(current.order_id) : recordedOrder(e);
    const number = orderId === null ? undefined : numbers.get(orderId);
    const label =
      e.resource_type === 'rate_limiter_settings' || e.resource_type === 'ip_blacklist'
        ? e.resource_id
        : (current?.label ?? recordedName(e));
    return {
      resource_label: label ?? null,
      order: orderId !== null && number ? { id: orderId, order_number: number } : null,
    };
  });
}
