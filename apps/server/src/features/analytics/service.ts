// Store figures for the dashboard and the analytics screen, computed from the database.
// Days are counted in the store's time zone (STORE_TIMEZONE), so a date range means the same
// thing in every figure.
import { and, count, desc, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { CalendarResponse, CurrencyFigures, DateRangeQuery, OverviewResponse } from '@store/contract/analytics';
import { REVENUE_STATUSES } from '@store/contract/orders';
import type { Db } from '../../db/client.ts';
import { codePromos } from '../../db/schema/catalog.ts';
import { userProductAccess } from '../../db/schema/sales.ts';
import { analyticsSettings, orderDailyStats, rowCounts, type productDailySales } from '../../db/schema/rollups.ts';
import { users } from '../../db/schema/users.ts';
import { rowCount } from '../../platform/row-counts.ts';
import { rangeBounds, todayIn, withinRange } from './range.ts';

export const num = (expr: SQL) => sql<number>`${expr}`.mapWith(Number);
/** DESIGN §4: the statuses counted in revenue, as an SQL list. */
export const revenueStatuses = sql.join(
  REVENUE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** The store's time zone and its current date: the Analytics screen's default range ends today. */
export function calendar(timeZone: string): CalendarResponse {
  return { time_zone: timeZone, today: todayIn(timeZone) };
}

/**
 * The daily rollups (order_daily_stats, product_daily_sales) count days in one time zone; when
 * STORE_TIMEZONE is not that zone they are rebuilt, once, under a row lock so that instances
 * starting together rebuild one after the other (the second finds the zone already right).
 */
export async function ensureAnalyticsTimeZone(db: Db, timeZone: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(analyticsSettings).for('update');
    if (current?.timeZone === timeZone) return false;
    // One grouped scan of the orders: seconds at 1M orders, more than the pool's query timeout under load.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`select analytics_rebuild(${timeZone})`);
    return true;
  });
}

/** Store days within the range (inclusive local dates; an open side is unbounded). */
export function daysWithin(
  column: typeof orderDailyStats.day | typeof productDailySales.day,
  range: DateRangeQuery,
): SQL | undefined {
  return and(
    range.start_date ? gte(column, range.start_date) : undefined,
    range.end_date ? lte(column, range.end_date) : undefined,
  );
}

/** Where the store is: the zone its days are counted in and the currency its figures are in. */
export interface StoreSettings {
  timeZone: string;
  currency: string;
}

/**
 * One figure per currency, the store currency first (always, even without orders), the others by
 * revenue: no figure adds two currencies (decision 0015).
 */
export function perCurrency<T extends { currency: string }>(
  rows: T[],
  storeCurrency: string,
  empty: (currency: string) => T,
  revenueOf: (row: T) => number,
): T[] {
  const store = rows.find((r) => r.currency === storeCurrency) ?? empty(storeCurrency);
  const others = rows
    .filter((r) => r.currency !== storeCurrency)
    .sort((a, b) => revenueOf(b) - revenueOf(a) || a.currency.localeCompare(b.currency));
  return [store, ...others];
}

export async function overview(db: Db, range: DateRangeQuery, store: StoreSettings): Promise<OverviewResponse> {
  const timeZone = store.timeZone;
  const { bounds, explicit } = rangeBounds(range, timeZone);
  // Money and order counts: over the range when one is given (an open side is unbounded), else
  // over all time, from the daily rollup. New users: over the range, else this month (the
  // dashboard's "+N this month").
  const userFilter = explicit
    ? withinRange(users.createdAt, range, timeZone)
    : sql`${users.createdAt} >= ${bounds.from} and ${users.createdAt} < ${bounds.to}`;
  const ordersOf = num(sql`sum(${orderDailyStats.orders})`);
  const activeKeyPrefix = 'user_product_access:active:until:';

  const [statusRows, totalOrders, totalUsers, newUsers, accessKept, accessToday, promoFigures] = await Promise.all([
    db
      .select({
        status: orderDailyStats.status,
        currency: orderDailyStats.currency,
        n: ordersOf,
        cents: num(sql`sum(${orderDailyStats.totalCents})`),
        refunded: num(sql`sum(${orderDailyStats.refundedCents})`),
      })
      .from(orderDailyStats)
      .where(daysWithin(orderDailyStats.day, range))
      .groupBy(orderDailyStats.status, orderDailyStats.currency)
      .having(sql`sum(${orderDailyStats.orders}) <> 0`)
      .orderBy(desc(ordersOf), orderDailyStats.status),
    rowCount(db, 'orders'),
    rowCount(db, 'users'),
    db.select({ n: count() }).from(users).where(userFilter),
    // Active grants: the lifetime ones, and the timed ones counted by their UTC expiry day after
    // today (row_counts, kept by a trigger)...
    db
      .select({ n: num(sql`coalesce(sum(${rowCounts.n}), 0)`) })
      .from(rowCounts)
      .where(
        or(
          eq(rowCounts.key, 'user_product_access:active:forever'),
          and(
            sql`${rowCounts.key} > ${activeKeyPrefix} || to_char(now() at time zone 'UTC', 'YYYY-MM-DD')`,
            lt(rowCounts.key, `${activeKeyPrefix}~`),
          ),
        ),
      ),
    // ...and those expiring later today (a range of user_product_access_active_expiry_idx).
    db
      .select({ n: count() })
      .from(userProductAccess)
      .where(
        sql`${userProductAccess.isActive} and ${userProductAccess.expiresAt} is not null and ${userProductAccess.expiresAt} > now()
          and ${userProductAccess.expiresAt} < date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' + interval '1 day'`,
      ),
    db
      .select({ active: count() })
      .from(codePromos)
      .where(
        sql`${codePromos.isEnabled} and ${codePromos.dateStart} <= now()
          and (${codePromos.dateEnd} is null or ${codePromos.dateEnd} > now())
          and (${codePromos.maxUses} is null or ${codePromos.usageCount} < ${codePromos.maxUses})`,
      ),
  ]);

  const revenueSet = new Set<string>(REVENUE_STATUSES);
  const figures = new Map<string, CurrencyFigures>();
  const counts = new Map<string, number>();
  let inRange = 0;
  for (const { status, currency, n, cents, refunded } of statusRows) {
    inRange += n;
    counts.set(status, (counts.get(status) ?? 0) + n);
    const f = figures.get(currency) ?? { ...emptyFigures(currency) };
    if (revenueSet.has(status)) {
      // Revenue is net of refunds (decision 0022); what was refunded is shown beside it.
      f.paid_orders_count += n;
      f.total_revenue_cents += cents - refunded;
      f.refunded_cents += refunded;
    }
    if (status === 'cancelled') {
      f.cancelled_orders_count += n;
      f.cancelled_revenue_cents += cents;
    }
    figures.set(currency, f);
  }
  for (const f of figures.values()) {
    f.avg_order_value_cents = f.paid_orders_count > 0 ? Math.round(f.total_revenue_cents / f.paid_orders_count) : 0;
  }
  const byCurrency = perCurrency([...figures.values()], store.currency, emptyFigures, (f) => f.total_revenue_cents);
  const own = byCurrency[0]!;
  // A count of orders is not money: the top-level counts cover every currency (issue 34).
  const every = (count: (f: CurrencyFigures) => number) => byCurrency.reduce((n, f) => n + count(f), 0);
  // Most orders first, as the rows came (summed over currencies).
  const byStatus = [...counts]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([status, count]) => ({ status, count }));
  return {
    overview: {
      total_users: totalUsers,
      new_users: newUsers[0]!.n,
      total_orders: totalOrders,
      orders_in_range: inRange,
      paid_orders_count: every((f) => f.paid_orders_count),
      cancelled_orders_count: every((f) => f.cancelled_orders_count),
      cancelled_revenue_cents: own.cancelled_revenue_cents,
      total_revenue_cents: own.total_revenue_cents,
      refunded_cents: own.refunded_cents,
      avg_order_value_cents: own.avg_order_value_cents,
      active_product_access: accessKept[0]!.n + accessToday[0]!.n,
      active_promo_codes: promoFigures[0]!.active,
    },
    orders_by_status: byStatus,
    time_zone: timeZone,
    currency: store.currency,
    by_currency: byCurrency,
  };
}

const emptyFigures = (currency: string): CurrencyFigures => ({
  currency,
  total_revenue_cents: 0,
  refunded_cents: 0,
  paid_orders_count: 0,
  avg_order_value_cents: 0,
  cancelled_orders_count: 0,
  cancelled_revenue_cents: 0,
});
