// Store figures for the dashboard and the analytics screen, computed from the database.
// Days are counted in the store's time zone (STORE_TIMEZONE), so a date range means the same
// thing in every figure.
import { count, sql, type SQL } from 'drizzle-orm';
import type { CalendarResponse, DateRangeQuery, OverviewResponse } from '@store/contract/analytics';
import { REVENUE_STATUSES } from '@store/contract/orders';
import type { Db } from '../../db/client.ts';
import { codePromos } from '../../db/schema/catalog.ts';
import { orders, userProductAccess } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
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

export async function overview(db: Db, range: DateRangeQuery, timeZone: string): Promise<OverviewResponse> {
  const { bounds, explicit } = rangeBounds(range, timeZone);
  // Money and order counts: over the range when one is given (an open side is unbounded), else
  // over all time. New users: over the range, else this month (the dashboard's "+N this month").
  const orderFilter = explicit ? withinRange(orders.createdAt, range, timeZone) : sql`true`;
  const userFilter = explicit
    ? withinRange(users.createdAt, range, timeZone)
    : sql`${users.createdAt} >= ${bounds.from} and ${users.createdAt} < ${bounds.to}`;
  const inRevenue = sql`${orderFilter} and ${orders.status} in (${revenueStatuses})`;
  const cancelled = sql`${orderFilter} and ${orders.status} = 'cancelled'`;

  const [orderFigures, userFigures, accessFigures, promoFigures, byStatus] = await Promise.all([
    db
      .select({
        total: count(),
        inRange: num(sql`count(*) filter (where ${orderFilter})`),
        paid: num(sql`count(*) filter (where ${inRevenue})`),
        revenue: num(sql`coalesce(sum(${orders.total}) filter (where ${inRevenue}), 0)`),
        cancelled: num(sql`count(*) filter (where ${cancelled})`),
        cancelledRevenue: num(sql`coalesce(sum(${orders.total}) filter (where ${cancelled}), 0)`),
      })
      .from(orders),
    db
      .select({
        total: count(),
        created: num(sql`count(*) filter (where ${userFilter})`),
      })
      .from(users),
    db
      .select({ active: count() })
      .from(userProductAccess)
      .where(
        sql`${userProductAccess.isActive} and (${userProductAccess.expiresAt} is null or ${userProductAccess.expiresAt} > now())`,
      ),
    db
      .select({ active: count() })
      .from(codePromos)
      .where(
        sql`${codePromos.isEnabled} and ${codePromos.dateStart} <= now()
          and (${codePromos.dateEnd} is null or ${codePromos.dateEnd} > now())
          and (${codePromos.maxUses} is null or ${codePromos.usageCount} < ${codePromos.maxUses})`,
      ),
    db
      .select({ status: orders.status, count: count() })
      .from(orders)
      .where(orderFilter)
      .groupBy(orders.status)
      .orderBy(sql`count(*) desc`, orders.status),
  ]);

  const o = orderFigures[0]!;
  return {
    overview: {
      total_users: userFigures[0]!.total,
      new_users: userFigures[0]!.created,
      total_orders: o.total,
      orders_in_range: o.inRange,
      paid_orders_count: o.paid,
      cancelled_orders_count: o.cancelled,
      cancelled_revenue_cents: o.cancelledRevenue,
      total_revenue_cents: o.revenue,
      avg_order_value_cents: o.paid > 0 ? Math.round(o.revenue / o.paid) : 0,
      active_product_access: accessFigures[0]!.active,
      active_promo_codes: promoFigures[0]!.active,
    },
    orders_by_status: byStatus,
    time_zone: timeZone,
  };
}
