// Store figures for the dashboard and the analytics screen, computed from the database.
// Days are counted in the store's time zone (STORE_TIMEZONE), so a date range means the same
// thing in every figure.
import { and, count, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DateRangeQuery, OverviewResponse } from '@store/contract/analytics';
import { REVENUE_STATUSES } from '@store/contract/orders';
import type { Db } from '../../db/client.ts';
import { codePromos } from '../../db/schema/catalog.ts';
import { orders, userProductAccess } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';

interface Bounds {
  from: SQL;
  to: SQL;
}

/** The [from, to) instants of a date range, or of the current month when none is given. */
function rangeBounds(range: DateRangeQuery, timeZone: string): { bounds: Bounds; explicit: boolean } {
  const localNow = sql`(now() at time zone ${timeZone})`;
  const from = range.start_date
    ? sql`(${range.start_date}::date::timestamp at time zone ${timeZone})`
    : sql`(date_trunc('month', ${localNow}) at time zone ${timeZone})`;
  const to = range.end_date
    ? sql`((${range.end_date}::date + 1)::timestamp at time zone ${timeZone})`
    : sql`((date_trunc('day', ${localNow}) + interval '1 day') at time zone ${timeZone})`;
  return { bounds: { from, to }, explicit: Boolean(range.start_date || range.end_date) };
}

const num = (expr: SQL) => sql<number>`${expr}`.mapWith(Number);
const revenueStatuses = sql.join(
  REVENUE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

export async function overview(db: Db, range: DateRangeQuery, timeZone: string): Promise<OverviewResponse> {
  const { bounds, explicit } = rangeBounds(range, timeZone);
  // Money and order counts: over the range when one is given, else over all time.
  const orderFilter = explicit
    ? sql`${orders.createdAt} >= ${bounds.from} and ${orders.createdAt} < ${bounds.to}`
    : sql`true`;
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
        created: num(
          sql`count(*) filter (where ${users.createdAt} >= ${bounds.from} and ${users.createdAt} < ${bounds.to})`,
        ),
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
      .where(explicit ? and(gte(orders.createdAt, bounds.from), lt(orders.createdAt, bounds.to)) : undefined)
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
