// Read models kept by triggers (migration 0002_store_counts), so that list totals and analytics
// cost the same at 1M orders as at 10k (docs/decisions/0008-counts-and-rollups.md). Only the
// triggers write these tables; the services read them.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Exact row counts per key: `users`, `shipments`, `user_product_access`, `orders`,
 * `orders:status:<status>`, the active grants by expiry (`user_product_access:active:…`) and
 * `access_groups` (users with grants).
 * A key never written counts zero.
 */
export const rowCounts = pgTable('row_counts', {
  key: text('key').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * The User Access screen's groups (migration 0017, decision 0036): one row per user with grants,
 * how many, and when the newest was made, so the groups page in that order by an index.
 */
export const accessGroups = pgTable(
  'access_groups',
  {
    userId: integer('user_id').primaryKey(),
    grants: integer('grants').notNull(),
    newestAt: timestamp('newest_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('access_groups_newest_idx').on(t.newestAt.desc().nullsFirst(), t.userId.desc().nullsFirst())],
);

/** Audit rows per (action, resource type, admin name): every filter of the audit screen. */
export const auditLogCounts = pgTable(
  'audit_log_counts',
  {
    action: text('action').notNull(),
    resourceType: text('resource_type').notNull(),
    adminName: text('admin_name').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.action, t.resourceType, t.adminName] })],
);

/** The time zone the daily rollups count days in; rebuilt at start when STORE_TIMEZONE differs. */
export const analyticsSettings = pgTable(
  'analytics_settings',
  {
    id: boolean('id').primaryKey().default(true),
    timeZone: text('time_zone').notNull(),
  },
  (t) => [check('analytics_settings_one_row', sql`${t.id}`)],
);

/** Orders and their totals per store day and status. */
export const orderDailyStats = pgTable(
  'order_daily_stats',
  {
    day: date('day').notNull(),
    status: text('status').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** Money is kept per currency: no figure adds two (decision 0015). */
    currency: text('currency').notNull().default('USD'),
    /** What has been refunded of those orders (decision 0022): revenue is net of it. */
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.currency] })],
);

/** The figures of a product's sales in a period (a day, a week), in one currency. */
const productSales = () => ({
  productKey: text('product_key').notNull(),
  productId: integer('product_id'),
  productName: text('product_name').notNull(),
  quantity: bigint('quantity', { mode: 'number' }).notNull(),
  revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
  /** The currency of the orders the items were sold in. */
  currency: text('currency').notNull().default('USD'),
});

/**
 * Items of revenue orders per store day and product. `product_key` is the product id, or
 * '#' || the recorded name for items whose product was deleted (the report shows those by name).
 */
export const productDailySales = pgTable(
  'product_daily_sales',
  { day: date('day').notNull(), ...productSales() },
  (t) => [primaryKey({ columns: [t.day, t.productKey, t.currency] })],
);

/**
 * The same sales per ISO week (`week` is its Monday, in store days): a month of the products
 * report reads the whole weeks inside its range here and only the days at its ends from
 * `product_daily_sales` (decision 0038), about a third of the rows.
 */
export const productWeeklySales = pgTable(
  'product_weekly_sales',
  { week: date('week').notNull(), ...productSales() },
  (t) => [primaryKey({ columns: [t.week, t.productKey, t.currency] })],
);
