// What each list exports (decision 0017): its columns, its order as a keyset, and one batch of
// its rows. The rows are the list's own: each list's filter (`<list>Where`) and order
// (`<LIST>_ORDER`) come from its feature's service, the same ones its list endpoint uses, so the
// file holds the rows the list shows over all its pages, in the same order. A batch is one statement that has
// PostgreSQL write every cell as text (csv.ts), read without an ORM's per-row mapping: the
// export's cost is the database's and the socket's, not objects made and thrown away per cell.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ExportQuery, ExportResource } from '@store/contract/exports';
import { promoMatchesSearch, sortPromos } from '@store/contract/promo-view';
import type { Sort } from '@store/contract/pagination';
import type { Db } from '../../db/client.ts';
import { codePromos, products } from '../../db/schema/catalog.ts';
import { auditLogs } from '../../db/schema/operations.ts';
import { orderItems, orders, shipments, userProductAccess } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import { csvColumn as col, csvHead, csvRecord, type CsvColumn } from '../../platform/csv.ts';
import {
  keysetAfter,
  keysetKey,
  keysetOrder,
  keysetOrderBy,
  type KeysetCursor,
  type KeysetOrder,
} from '../../platform/keyset.ts';
import type { ListOrder } from '../../platform/sorting.ts';
import { ACCESS_ORDER, accessWhere } from '../access/service.ts';
import { AUDIT_ORDER, auditWhere } from '../audit/service.ts';
import { ORDERS_ORDER, ordersWhere } from '../orders/service.ts';
import { PROMOS_ORDER, toPromo } from '../promos/service.ts';
import { PRODUCTS_ORDER, productsWhere } from '../products/service.ts';
import { SHIPMENTS_ORDER, shipmentsWhere } from '../shipments/service.ts';
import { USERS_ORDER, usersWhere } from '../users/service.ts';

/**
 * One batch as CSV lines, in pieces of at most about CHUNK_CHARS characters, with how many rows
 * it held and where it ended.
 */
export interface CsvBatch {
  rows: number;
  chunks: string[];
  last: KeysetCursor | null;
}

/**
 * Why pieces: V8 puts a string above 128 KiB in its large-object space, which only a full
 * collection frees; a batch written as one 450 KB string left every batch there until then, and
 * the server's memory grew by 140 MB over a million orders. Pieces of 16K characters (32 KB even
 * in two-byte form) die young, in the cheap collections.
 */
const CHUNK_CHARS = 16_384;

/** Where a list is read from, and the store's time zone its days are counted in. */
export interface ListReader {
  db: Db;
  timeZone: string;
}

/** A list as the export reads it. */
export interface ExportSource<R extends ExportResource> {
  /** The file's first line (with the byte order mark). */
  head(): string;
  /**
   * The list's order: its default today (each list's `ORDER BY`), or the `sort` of its query,
   * mapped to the column it names. One function, so the export follows the list's order.
   */
  order(sort?: Sort): KeysetOrder;
  batch(
    reader: ListReader,
    query: ExportQuery<R>,
    order: KeysetOrder,
    after: KeysetCursor | null,
    limit: number,
  ): Promise<CsvBatch>;
}

/** A discount as two columns, one of them empty: a whole percent, or an amount (spec 001 §3). */
function discountColumns(percentage: string, amount: string, type: PgColumn, value: PgColumn): CsvColumn[] {
  return [
    col.integer(percentage, sql`case when ${type} = 'percentage' then ${value} end`),
    col.money(amount, sql`case when ${type} = 'fixed' then ${value} end`),
  ];
}

/**
 * A list's order as a keyset: `sort` names one of its sortable columns (the list's schema has
 * checked it against its allowlist), no sort is the list's default, newest first.
 */
function keysetOf<F extends string>(list: ListOrder<F>) {
  return (sort?: Sort): KeysetOrder => {
    if (!sort) return keysetOrder(list.newest, list.key, 'desc');
    const column = (list.columns as Readonly<Record<string, PgColumn>>)[sort.field];
    if (!column) throw new Error(`the export has no column for the sort field ${sort.field}`);
    return keysetOrder(column, list.key, sort.direction);
  };
}

type Cells = Record<string, string | null>;

/** A list's columns as one statement's selection (`c0`, `c1`, …), and its rows as CSV pieces. */
function csvColumns(columns: readonly CsvColumn[]) {
  const names = columns.map((_, i) => `c${i}`);
  const text = columns.map((c) => c.text);
  return {
    selection: sql.join(
      columns.map((c, i) => sql`${c.value} as ${sql.identifier(names[i]!)}`),
      sql`, `,
    ),
    chunks(rows: readonly Cells[]): string[] {
      const chunks: string[] = [];
      let piece = '';
      const cells: (string | null)[] = new Array<string | null>(names.length);
      for (const row of rows) {
        for (let i = 0; i < names.length; i++) cells[i] = row[names[i]!] ?? null;
        piece += csvRecord(cells, text);
        if (piece.length >= CHUNK_CHARS) {
          chunks.push(piece);
          piece = '';
        }
      }
      if (piece !== '') chunks.push(piece);
      return chunks;
    },
  };
}

function source<R extends ExportResource>(definition: {
  columns: readonly CsvColumn[];
  order: (sort?: Sort) => KeysetOrder;
  /** The list's tables, joined as the list joins them. */
  from: SQL;
  /** The list's own filter (its service's `<list>Where`). */
  where: (query: ExportQuery<R>, timeZone: string) => SQL | undefined;
}): ExportSource<R> {
  const csv = csvColumns(definition.columns);
  return {
    head: () => csvHead(definition.columns),
    order: definition.order,
    async batch({ db, timeZone }, query, order, after, limit) {
      const where = and(definition.where(query, timeZone), keysetAfter(order, after)) ?? sql`true`;
      const statement = sql`select ${csv.selection}, ${keysetKey(order)} as "_key", (${order.id})::text as "_id"
        from ${definition.from} where ${where}
        order by ${sql.join(keysetOrderBy(order), sql`, `)} limit ${limit}`;
      const { rows } = (await db.execute(statement)) as unknown as { rows: Cells[] };
      const last = rows.at(-1);
      return {
        rows: rows.length,
        chunks: csv.chunks(rows),
        last: last ? { key: last._key ?? null, id: Number(last._id) } : null,
      };
    },
  };
}

const users$ = source<'users'>({
  // Never the password hash, nor the onboarding link: it lets whoever holds it set the account's
  // password, and a file travels. `has_onboarding_link` says whether there is one.
  columns: [
    col.integer('id', users.id),
    col.text('email', users.email),
    col.text('name', users.name),
    col.boolean('is_admin', users.isAdmin),
    col.boolean('onboarding_completed', users.onboardingCompleted),
    col.boolean('has_onboarding_link', sql`${users.onboardingTokenHash} is not null`),
    col.instant('created_at', users.createdAt),
    col.instant('updated_at', users.updatedAt),
  ],
  order: keysetOf(USERS_ORDER),
  from: sql`${users}`,
  where: usersWhere,
});

const products$ = source<'products'>({
  columns: [
    col.integer('id', products.id),
    col.text('name', products.name),
    col.text('description', products.description),
    col.money('price', products.priceUsd),
    // spec 000 §3: a product's price is in US dollars.
    col.text('currency', sql`'USD'`),
    col.boolean('is_physical', products.isPhysical),
    col.boolean('is_downloadable', products.isDownloadable),
    col.text('access_duration_type', products.accessDurationType),
    col.integer('access_duration_months', products.accessDurationMonths),
    col.text('internal_key', products.internalKey),
    col.text('stripe_product_id', products.stripeProductId),
    col.text('stripe_price_id', products.stripePriceId),
    col.text('coinbase_product_id', products.coinbaseProductId),
    col.text('coinbase_price_id', products.coinbasePriceId),
    col.instant('created_at', products.createdAt),
    col.instant('updated_at', products.updatedAt),
  ],
  order: keysetOf(PRODUCTS_ORDER),
  from: sql`${products}`,
  where: (query) => productsWhere(query.search),
});

/** An order's item lines, summed by the database beside each order (order_items_order_idx). */
const orderLines = sql`${orderItems} oi where oi.order_id = ${orders.id}`;

const orders$ = source<'orders'>({
  // Money in the order's currency (`currency`); a promo's fixed amount is in US dollars (spec 001 §3).
  columns: [
    col.integer('id', orders.id),
    col.text('order_number', orders.orderNumber),
    col.instant('created_at', orders.createdAt),
    col.text('status', orders.status),
    col.text('currency', orders.currency),
    col.money('subtotal', orders.subtotal),
    col.money('amount_discount', orders.amountDiscount),
    col.money('tax', orders.tax),
    col.money('shipping', orders.shipping),
    col.money('total', orders.total),
    col.text('payment_provider', orders.paymentProvider),
    col.integer('user_id', orders.userId),
    col.text('user_email', orders.customerEmail),
    col.text('promo_code', orders.promoCode),
    col.text('promo_discount_type', orders.promoDiscountType),
    ...discountColumns(
      'promo_discount_percentage',
      'promo_discount_amount_usd',
      orders.promoDiscountType,
      orders.promoDiscountValue,
    ),
    col.text('shipping_country_code', orders.shippingCountryCode),
    col.integer('item_count', sql`(select coalesce(sum(oi.quantity), 0) from ${orderLines})`),
    // `2× Widget; 1× E-book`
    col.text(
      'items',
      sql`(select string_agg(oi.quantity || '× ' || oi.product_name, '; ' order by oi.id) from ${orderLines})`,
    ),
    col.instant('updated_at', orders.updatedAt),
  ],
  order: keysetOf(ORDERS_ORDER),
  from: sql`${orders}`,
  where: (query, timeZone) => ordersWhere(query, timeZone),
});

// spec 001 §3: a percentage is a whole percent; a fixed discount is cents of US dollars.
const PROMO_COLUMNS: readonly CsvColumn[] = [
  col.integer('id', codePromos.id),
  col.text('code', codePromos.code),
  col.text('discount_type', codePromos.discountType),
  ...discountColumns('discount_percentage', 'discount_amount', codePromos.discountType, codePromos.discountValue),
  col.text('currency', sql`case when ${codePromos.discountType} = 'fixed' then 'USD' end`),
  col.integer('max_uses', codePromos.maxUses),
  col.integer('usage_count', codePromos.usageCount),
  col.instant('date_start', codePromos.dateStart),
  col.instant('date_end', codePromos.dateEnd),
  col.boolean('is_enabled', codePromos.isEnabled),
  col.instant('created_at', codePromos.createdAt),
  col.instant('updated_at', codePromos.updatedAt),
];

/**
 * The promo list is read whole by the panel, which searches and sorts it itself (spec 001 §2;
 * at most 10,000 codes): its export reads the codes in the list's order (newest first), keeps
 * and orders them by the screen's own rules (contract promo-view.ts), and writes them in batches
 * by position in that order (the cursor's `id`), so the file holds exactly the rows shown.
 */
const promos$: ExportSource<'promos'> = (() => {
  const csv = csvColumns(PROMO_COLUMNS);
  const newestFirst = keysetOf(PROMOS_ORDER)();
  return {
    head: () => csvHead(PROMO_COLUMNS),
    order: () => newestFirst,
    async batch({ db }, query, _order, after, limit) {
      // The rows as the list endpoint answers them, so the rules read what the panel reads.
      const all = (
        await db
          .select()
          .from(codePromos)
          .orderBy(...keysetOrderBy(newestFirst))
      ).map(toPromo);
      const shown = sortPromos(
        all.filter((promo) => promoMatchesSearch(promo, query.search ?? '')),
        query.sort,
      );
      const from = after?.id ?? 0;
      const ids = shown.slice(from, from + limit).map((promo) => promo.id);
      if (ids.length === 0) return { rows: 0, chunks: [], last: null };
      const { rows } = (await db.execute(
        sql`select ${csv.selection} from ${codePromos}
          join unnest(${sql.param(ids)}::int[]) with ordinality as shown(id, position) on shown.id = ${codePromos.id}
          order by shown.position`,
      )) as unknown as { rows: Cells[] };
      return { rows: rows.length, chunks: csv.chunks(rows), last: { key: null, id: from + rows.length } };
    },
  };
})();

const access$ = source<'access'>({
  columns: [
    col.integer('id', userProductAccess.id),
    col.integer('user_id', userProductAccess.userId),
    col.text('user_name', users.name),
    col.text('user_email', users.email),
    col.integer('product_id', userProductAccess.productId),
    col.text('product_name', products.name),
    col.boolean('is_active', userProductAccess.isActive),
    // Empty: lifetime access (spec 001 §4).
    col.instant('expires_at', userProductAccess.expiresAt),
    col.instant('granted_at', userProductAccess.grantedAt),
    col.instant('created_at', userProductAccess.createdAt),
    col.instant('updated_at', userProductAccess.updatedAt),
  ],
  order: keysetOf(ACCESS_ORDER),
  // The list's joins: a grant is listed with its user and its product.
  from: sql`${userProductAccess}
    inner join ${users} on ${eq(users.id, userProductAccess.userId)}
    inner join ${products} on ${eq(products.id, userProductAccess.productId)}`,
  where: (query) => accessWhere(query),
});

const shipments$ = source<'shipments'>({
  columns: [
    col.integer('id', shipments.id),
    col.integer('order_id', shipments.orderId),
    col.text('order_number', orders.orderNumber),
    col.text('customer_email', orders.customerEmail),
    col.text('tracking_number', shipments.trackingNumber),
    col.text('carrier', shipments.carrier),
    col.text('status', shipments.status),
    col.instant('shipped_at', shipments.shippedAt),
    col.instant('delivered_at', shipments.deliveredAt),
    col.instant('created_at', shipments.createdAt),
    col.instant('updated_at', shipments.updatedAt),
  ],
  order: keysetOf(SHIPMENTS_ORDER),
  from: sql`${shipments} inner join ${orders} on ${eq(orders.id, shipments.orderId)}`,
  where: (query) => shipmentsWhere(query.search),
});

const audit$ = source<'audit'>({
  columns: [
    col.integer('id', auditLogs.id),
    col.instant('created_at', auditLogs.createdAt),
    col.integer('admin_user_id', auditLogs.adminUserId),
    col.text('admin_name', auditLogs.adminName),
    col.text('admin_email', auditLogs.adminEmail),
    col.text('action', auditLogs.action),
    col.text('resource_type', auditLogs.resourceType),
    col.text('resource_id', auditLogs.resourceId),
    col.json('changes', auditLogs.changes),
    col.text('ip_address', auditLogs.ipAddress),
  ],
  order: keysetOf(AUDIT_ORDER),
  from: sql`${auditLogs}`,
  where: auditWhere,
});

export const EXPORT_SOURCES: { [R in ExportResource]: ExportSource<R> } = {
  users: users$,
  products: products$,
  orders: orders$,
  promos: promos$,
  access: access$,
  shipments: shipments$,
  audit: audit$,
};
