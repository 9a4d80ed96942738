// The Analytics screen's read models beyond the overview: revenue, products, users, promos and
// geography over a date range counted in the store's time zone (see range.ts). Each is a handful
// of grouped queries over indexed columns; none loads rows to count them in JavaScript.
import type { DiscountType } from '@store/contract/promos';
import {
  and,
  count,
  eq,
  getTableColumns,
  gte,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type {
  AnalyticsInterval,
  DateRangeQuery,
  RevenueQuery,
  GeographicAnalyticsResponse,
  ProductsAnalyticsResponse,
  PromosAnalyticsResponse,
  RevenueResponse,
  UsersAnalyticsResponse,
} from '@store/contract/analytics';
import type { Db } from '../../db/client.ts';
import { countries, products } from '../../db/schema/catalog.ts';
import { orders } from '../../db/schema/sales.ts';
import { productDailySales, productWeeklySales } from '../../db/schema/rollups.ts';
import { users } from '../../db/schema/users.ts';
import {
  bucketOf,
  daysBetween,
  fillSeries,
  intervalFor,
  localDateOf,
  todayIn,
  wholeWeeks,
  withinRange,
} from './range.ts';
import { daysWithin, num, perCurrency, revenueStatuses, type StoreSettings } from './service.ts';

const inRevenue = sql`${orders.status} in (${revenueStatuses})`;
/** An order's revenue: its total less what was refunded of it (decision 0022). */
const net = sql`${orders.total} - ${orders.amountRefunded}`;

function echo(range: DateRangeQuery, timeZone: string) {
  return { time_zone: timeZone, start_date: range.start_date ?? null, end_date: range.end_date ?? null };
}

/**
 * The local dates a series spans: the range's own, an open start taken from the first row
 * (`column`'s minimum), an open end taken as today. Null when open and there is no data.
 */
async function seriesSpan(
  db: Db,
  table: typeof orders | typeof users,
  column: AnyColumn,
  range: DateRangeQuery,
  timeZone: string,
): Promise<{ from: string; to: string; interval: AnalyticsInterval } | null> {
  let from = range.start_date;
  if (!from) {
    const [first] = await db
      .select({ day: localDateOf(sql`min(${column})`, timeZone) })
      .from(table)
      .where(withinRange(column, range, timeZone));
    if (!first?.day) return null;
    from = first.day;
  }
  let to = range.end_date ?? todayIn(timeZone);
  if (to < from) to = from;
  return { from, to, interval: intervalFor(daysBetween(from, to) + 1) };
}

/** `GET /analytics/revenue`: revenue and orders per day, week or month. */
export async function revenueReport(db: Db, query: RevenueQuery, store: StoreSettings): Promise<RevenueResponse> {
  const { timeZone } = store;
  const { currency: asked, ...range } = query;
  const currency = asked ?? store.currency;
  const inRange = withinRange(orders.createdAt, range, timeZone);
  const span = await seriesSpan(db, orders, orders.createdAt, range, timeZone);
  const interval = span?.interval ?? 'day';
  // Money in one currency only (decision 0015); every currency's totals beside it.
  const own = sql`${orders.currency} = ${currency}`;
  const [rows, currencies] = span
    ? await Promise.all([
        db
          .select({
            bucket: bucketOf(orders.createdAt, interval, timeZone),
            orders: count(),
            paid: num(sql`count(*) filter (where ${inRevenue} and ${own})`),
            revenue: num(sql`coalesce(sum(${net}) filter (where ${inRevenue} and ${own}), 0)`),
          })
          .from(orders)
          .where(inRange)
          // By position: the bucket expression carries parameters, so it cannot be repeated.
          .groupBy(sql`1`),
        db
          .select({
            currency: sql<string>`${orders.currency}`,
            total_revenue_cents: num(sql`coalesce(sum(${net}), 0)`),
            paid_orders: count(),
          })
          .from(orders)
          .where(and(inRange, inRevenue))
          .groupBy(orders.currency),
      ])
    : [[], []];
  const found = new Map(
    rows.map((r) => [r.bucket, { revenue_cents: r.revenue, orders: r.orders, paid_orders: r.paid }]),
  );
  const series = span
    ? fillSeries(span.from, span.to, interval, found, () => ({ revenue_cents: 0, orders: 0, paid_orders: 0 }))
    : [];
  return {
    ...echo(range, timeZone),
    interval,
    series,
    total_revenue_cents: rows.reduce((s, r) => s + r.revenue, 0),
    orders: rows.reduce((s, r) => s + r.orders, 0),
    paid_orders: rows.reduce((s, r) => s + r.paid, 0),
    currency,
    by_currency: perCurrency(
      currencies,
      store.currency,
      (currency) => ({ currency, total_revenue_cents: 0, paid_orders: 0 }),
      (c) => c.total_revenue_cents,
    ),
  };
}

/**
 * The rollup rows that add up to a range's product sales: each whole ISO week inside it as one
 * row per product of `product_weekly_sales`, the days before the first and after the last whole
 * week from `product_daily_sales`. A month is about 4 weekly rows and 6 daily ones per product
 * instead of 30.
 */
function salesWithin(db: Db, range: DateRangeQuery) {
  // The same columns from both rollups, in the same order (their period column aside).
  const { day, ...perDay } = getTableColumns(productDailySales);
  const { week, ...perWeek } = getTableColumns(productWeeklySales);
  const weeks = wholeWeeks(range);
  if (!weeks) return db.select(perDay).from(productDailySales).where(daysWithin(day, range));
  const edges = or(weeks.from ? lt(day, weeks.from) : undefined, weeks.to ? gte(day, weeks.to) : undefined);
  const days = db
    .select(perDay)
    .from(productDailySales)
    .where(and(daysWithin(day, range), edges ?? sql`false`));
  const whole = db
    .select(perWeek)
    .from(productWeeklySales)
    .where(and(weeks.from ? gte(week, weeks.from) : undefined, weeks.to ? lt(week, weeks.to) : undefined));
  return unionAll(days, whole);
}

/**
 * `GET /analytics/products`: units and revenue per product over the items of revenue orders,
 * highest revenue first. Items of a deleted product (product_id null) are grouped by the name
 * the order recorded. `revenue` and `quantity_sold` are numeric strings (spec 001 §3), revenue in
 * cents.
 */
export async function productsReport(
  db: Db,
  query: DateRangeQuery & { limit: number; currency?: string | undefined },
  store: StoreSettings,
): Promise<ProductsAnalyticsResponse> {
  const { timeZone } = store;
  // From the rollups of revenue orders' items (kept by triggers, in the store's days): the whole
  // weeks of the range from the weekly one, the days at its ends from the daily one (decision
  // 0038), summed per product and currency; then the few hundred sums joined to the products.
  const sales = salesWithin(db, query).as('sales');
  const sold = db
    .select({
      productKey: sales.productKey,
      currency: sql<string>`${sales.currency}`.as('currency'),
      productId: sql<number | null>`max(${sales.productId})`.as('product_id'),
      recordedName: sql<string>`max(${sales.productName})`.as('recorded_name'),
      revenue: sql<string>`sum(${sales.revenueCents})`.as('sold_cents'),
      quantity: sql<string>`sum(${sales.quantity})`.as('sold_units'),
    })
    .from(sales)
    .groupBy(sales.productKey, sales.currency)
    .having(sql`sum(${sales.quantity}) <> 0`)
    .as('sold');
  const rows = await db
    .select({
      productId: sql<number | null>`case when ${products.id} is null then null else ${sold.productId} end`,
      name: sql<string | null>`coalesce(${products.name}, ${sold.recordedName})`,
      // Named apart from the sums: ORDER BY below means the numbers, not this text.
      revenue: sql<string>`${sold.revenue}::text`.as('revenue_text'),
      quantity: sql<string>`${sold.quantity}::text`.as('quantity_text'),
      currency: sold.currency,
      // Window functions run before LIMIT: every product sold, and each currency's whole revenue.
      totalProducts: num(sql`count(*) over ()`),
      currencyRevenue: num(sql`sum(${sold.revenue}) over (partition by ${sold.currency})`),
    })
    .from(sold)
    .leftJoin(products, eq(products.id, sold.productId))
    // Ranked per currency: the store currency's products first (decision 0015), or the one asked for.
    .orderBy(
      sql`${sold.currency} <> ${query.currency ?? store.currency}`,
      sold.currency,
      sql`${sold.revenue} desc`,
      sql`${sold.quantity} desc`,
      sold.productId,
    )
    .limit(query.limit);
  const revenueByCurrency = new Map(rows.map((r) => [r.currency, r.currencyRevenue]));
  return {
    ...echo(query, timeZone),
    top_by_revenue: rows.map((r) => ({
      product_id: r.productId,
      product: r.name === null ? null : { name: r.name },
      revenue: r.revenue,
      quantity_sold: r.quantity,
      currency: r.currency,
    })),
    total_products: rows[0]?.totalProducts ?? 0,
    products_revenue_cents: revenueByCurrency.get(store.currency) ?? 0,
    currency: store.currency,
    by_currency: perCurrency(
      [...revenueByCurrency].map(([currency, cents]) => ({ currency, products_revenue_cents: cents })),
      store.currency,
      (currency) => ({ currency, products_revenue_cents: 0 }),
      (c) => c.products_revenue_cents,
    ),
  };
}

/** `GET /analytics/users`: accounts created per day, week or month, and buyers in the range. */
export async function usersReport(
  db: Db,
  range: DateRangeQuery,
  { timeZone }: StoreSettings,
): Promise<UsersAnalyticsResponse> {
  const inRange = withinRange(users.createdAt, range, timeZone);
  const span = await seriesSpan(db, users, users.createdAt, range, timeZone);
  const interval = span?.interval ?? 'day';
  const [rows, totals, buyers] = await Promise.all([
    span
      ? db
          .select({ bucket: bucketOf(users.createdAt, interval, timeZone), created: count() })
          .from(users)
          .where(inRange)
          .groupBy(sql`1`)
      : Promise.resolve([]),
    db.select({ total: count(), created: num(sql`count(*) filter (where ${inRange})`) }).from(users),
    db
      .select({ buyers: num(sql`count(distinct ${orders.customerEmail})`) })
      .from(orders)
      .where(and(inRevenue, withinRange(orders.createdAt, range, timeZone))),
  ]);
  const found = new Map(rows.map((r) => [r.bucket, { new_users: r.created }]));
  return {
    ...echo(range, timeZone),
    interval,
    series: span ? fillSeries(span.from, span.to, interval, found, () => ({ new_users: 0 })) : [],
    total_users: totals[0]!.total,
    new_users: totals[0]!.created,
    buyers: buyers[0]!.buyers,
  };
}

/** `GET /analytics/promos`: codes used on revenue orders, with the terms the orders recorded. */
export async function promosReport(
  db: Db,
  range: DateRangeQuery,
  store: StoreSettings,
): Promise<PromosAnalyticsResponse> {
  const { timeZone } = store;
  const where = and(inRevenue, withinRange(orders.createdAt, range, timeZone));
  const latest = (column: AnyColumn) => sql`(array_agg(${column} order by ${orders.createdAt} desc))[1]`;
  const [rows, totals] = await Promise.all([
    db
      .select({
        code: sql<string>`${orders.promoCode}`,
        discountType: sql<DiscountType | null>`${latest(orders.promoDiscountType)}`,
        discountValue: sql<number | null>`${latest(orders.promoDiscountValue)}`.mapWith((v) =>
          v === null ? null : Number(v),
        ),
        currency: sql<string>`${orders.currency}`,
        orders: count(),
        discount: num(sql`coalesce(sum(${orders.amountDiscount}), 0)`),
        revenue: num(sql`coalesce(sum(${orders.total}), 0)`),
      })
      .from(orders)
      .where(and(where, isNotNull(orders.promoCode)))
      .groupBy(orders.promoCode, orders.currency)
      .orderBy(sql`count(*) desc`, orders.promoCode, orders.currency),
    db
      .select({
        withPromo: num(sql`count(*) filter (where ${orders.promoCode} is not null)`),
        withoutPromo: num(sql`count(*) filter (where ${orders.promoCode} is null)`),
        discount: num(
          sql`coalesce(sum(${orders.amountDiscount}) filter (where ${orders.promoCode} is not null and ${orders.currency} = ${store.currency}), 0)`,
        ),
      })
      .from(orders)
      .where(where),
  ]);
  const t = totals[0]!;
  return {
    ...echo(range, timeZone),
    promos: rows.map((r) => ({
      code: r.code,
      discount_type: r.discountType,
      discount_value: r.discountValue,
      currency: r.currency,
      orders: r.orders,
      discount_cents: r.discount,
      revenue_cents: r.revenue,
    })),
    orders_with_promo: t.withPromo,
    orders_without_promo: t.withoutPromo,
    total_discount_cents: t.discount,
    currency: store.currency,
  };
}

/** `GET /analytics/geographic`: revenue orders by shipping country. */
export async function geographicReport(
  db: Db,
  range: DateRangeQuery,
  { timeZone }: StoreSettings,
): Promise<GeographicAnalyticsResponse> {
  const where: SQL | undefined = and(inRevenue, withinRange(orders.createdAt, range, timeZone));
  const [rows, without] = await Promise.all([
    db
      .select({
        code: sql<string>`${orders.shippingCountryCode}`,
        name: countries.name,
        currency: sql<string>`${orders.currency}`,
        orders: count(),
        revenue: num(sql`coalesce(sum(${orders.total}), 0)`),
      })
      .from(orders)
      .leftJoin(countries, eq(countries.code, orders.shippingCountryCode))
      .where(and(where, isNotNull(orders.shippingCountryCode)))
      .groupBy(orders.shippingCountryCode, countries.name, orders.currency)
      .orderBy(sql`count(*) desc`, orders.shippingCountryCode, orders.currency),
    db
      .select({ count: count() })
      .from(orders)
      .where(and(where, isNull(orders.shippingCountryCode))),
  ]);
  return {
    ...echo(range, timeZone),
    countries: rows.map((r) => ({
      country_code: r.code,
      country_name: r.name,
      currency: r.currency,
      orders: r.orders,
      revenue_cents: r.revenue,
    })),
    orders_without_country: without[0]!.count,
  };
}
