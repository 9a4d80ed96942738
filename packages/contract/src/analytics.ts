import { z } from 'zod';
import { MAX_PAGE_LIMIT } from './pagination.ts';
import { DISCOUNT_TYPES } from './promos.ts';
import { IsoDateSchema } from './list-filters.ts';

const isoDate = IsoDateSchema;

const dateRangeFields = {
  start_date: isoDate.optional().describe('First day of the range (YYYY-MM-DD, store time zone), inclusive'),
  end_date: isoDate.optional().describe('Last day of the range (YYYY-MM-DD, store time zone), inclusive'),
};
const RANGE_ORDER_TEXT = 'The start date must not be after the end date';
const rangeInOrder = (q: { start_date?: string | undefined; end_date?: string | undefined }) =>
  !q.start_date || !q.end_date || q.start_date <= q.end_date;

/** Optional date range, inclusive on both ends, counted in the store's time zone. */
export const DateRangeQuerySchema = z
  .object(dateRangeFields)
  .refine(rangeInOrder, { error: RANGE_ORDER_TEXT, path: ['end_date'] });
export type DateRangeQuery = z.infer<typeof DateRangeQuerySchema>;

/** An ISO 4217 currency code, as orders carry it ('USD', 'EUR'). */
export const CurrencyCodeSchema = z.string().describe('ISO 4217 currency code');

const currencyParam = z
  .string()
  .regex(/^[A-Z]{3}$/, { error: 'Use a three-letter currency code such as USD' })
  .optional();

/**
 * `GET /analytics/revenue`: the range, and the currency whose revenue the series shows (the
 * store's when absent): the dashboard's chart shows each currency of a store that sells in several.
 */
export const RevenueQuerySchema = z
  .object({
    ...dateRangeFields,
    currency: currencyParam.describe(
      "The currency of the series' revenue and paid orders (default: the store currency)",
    ),
  })
  .refine(rangeInOrder, { error: RANGE_ORDER_TEXT, path: ['end_date'] });
export type RevenueQuery = z.infer<typeof RevenueQuerySchema>;

/**
 * One currency's money figures (decision 0015: no figure adds two currencies). Counts are of the
 * orders in that currency; money is in that currency's cents.
 */
export const CurrencyFiguresSchema = z.object({
  currency: CurrencyCodeSchema,
  total_revenue_cents: z
    .number()
    .int()
    .describe('Orders paid, processing, shipped or completed, net of what was refunded of them'),
  refunded_cents: z.number().int().describe('Refunded of those orders: revenue before refunds less this is revenue'),
  paid_orders_count: z.number().int(),
  avg_order_value_cents: z.number().int().describe('Revenue (net) / paid orders, rounded; 0 without paid orders'),
  cancelled_orders_count: z.number().int(),
  cancelled_revenue_cents: z.number().int(),
});
export type CurrencyFigures = z.infer<typeof CurrencyFiguresSchema>;

/**
 * spec 000 §3 "Analytics overview" and 001 §3 "Analytics summary". The money fields are the store
 * currency's (STORE_TIMEZONE's sibling STORE_CURRENCY, `currency` in the answer), and so is the
 * average order value (its revenue over its paid orders); every count (`total_orders`,
 * `orders_in_range`, `paid_orders_count`, `cancelled_orders_count`) covers orders in every currency
 * (a count of orders is not money). Every currency's own figures, counts included, are in `by_currency`.
 */
export const OverviewSchema = z.object({
  total_users: z.number().int(),
  new_users: z.number().int(),
  total_orders: z.number().int(),
  orders_in_range: z.number().int(),
  paid_orders_count: z.number().int().describe('Orders paid, processing, shipped or completed, in every currency'),
  cancelled_orders_count: z.number().int().describe('Cancelled orders, in every currency'),
  cancelled_revenue_cents: z.number().int(),
  total_revenue_cents: z.number().int().describe('Net of refunds (decision 0022)'),
  refunded_cents: z.number().int().describe('Refunded of the revenue orders'),
  avg_order_value_cents: z.number().int(),
  active_product_access: z.number().int(),
  active_promo_codes: z.number().int(),
});
export type Overview = z.infer<typeof OverviewSchema>;

export const OrdersByStatusSchema = z.array(z.object({ status: z.string(), count: z.number().int() }));

export const OverviewResponseSchema = z.object({
  overview: OverviewSchema,
  orders_by_status: OrdersByStatusSchema,
  time_zone: z.string(),
  currency: CurrencyCodeSchema.describe("The store's own currency (STORE_CURRENCY): the overview's money is in it"),
  by_currency: z
    .array(CurrencyFiguresSchema)
    .describe('Every currency with orders in the range, the store currency first (always present), then by revenue'),
});
export type OverviewResponse = z.infer<typeof OverviewResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The other analytics calls (spec 001 §7 names them without shapes; these are ours, DESIGN §4).
// Every one takes the same optional range; without one it covers all time. Money is integer
// cents, except in `top_by_revenue`, whose values are numeric strings as the spec says.

/** spec 001 §9: the Analytics screen's default range is one month back to today. */
export const ANALYTICS_DEFAULT_RANGE_MONTHS = 1;
/** spec 001 §9: the products section asks for up to 10000 products. */
export const PRODUCTS_ANALYTICS_LIMIT = 10000;

/** `GET /analytics/calendar`: the store's time zone and its current date, for the screen's default range. */
export const CalendarResponseSchema = z.object({
  time_zone: z.string().describe('IANA time zone every analytics day is counted in (STORE_TIMEZONE)'),
  today: isoDate.describe("The store's current date in that time zone"),
});
export type CalendarResponse = z.infer<typeof CalendarResponseSchema>;

/** Series are bucketed by day for short ranges, by week (Monday) or month for longer ones. */
export const ANALYTICS_INTERVALS = ['day', 'week', 'month'] as const;
export type AnalyticsInterval = (typeof ANALYTICS_INTERVALS)[number];

const resolvedRange = {
  time_zone: z.string(),
  start_date: isoDate.nullable().describe('The range asked for; null when open (all time)'),
  end_date: isoDate.nullable(),
};

const period = isoDate.describe(
  'First day of the bucket, clamped to the range start (YYYY-MM-DD in the store time zone)',
);

export const RevenueResponseSchema = z
  .object({
    ...resolvedRange,
    interval: z.enum(ANALYTICS_INTERVALS),
    series: z.array(
      z.object({
        period,
        revenue_cents: z
          .number()
          .int()
          .describe('Total of paid, processing, shipped and completed orders, net of their refunds'),
        orders: z.number().int().describe('Orders placed, any status'),
        paid_orders: z.number().int().describe('Orders counted in revenue'),
      }),
    ),
    total_revenue_cents: z.number().int(),
    orders: z.number().int(),
    paid_orders: z.number().int(),
    currency: CurrencyCodeSchema.describe(
      'The currency of every money figure above and of `paid_orders`: the one asked for, else the store currency',
    ),
    by_currency: z
      .array(
        z.object({
          currency: CurrencyCodeSchema,
          total_revenue_cents: z.number().int(),
          paid_orders: z.number().int(),
        }),
      )
      .describe('Revenue over the range per currency, the store currency first'),
  })
  .describe(
    'Revenue and orders per day, week or month; gaps are filled with zeros. Revenue and paid orders are ' +
      "the store currency's; `orders` counts every order.",
  );
export type RevenueResponse = z.infer<typeof RevenueResponseSchema>;

/** `GET /analytics/products`: the range plus `limit` (default and maximum 10000). */
export const ProductsAnalyticsQuerySchema = z
  .object({
    ...dateRangeFields,
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .default(PRODUCTS_ANALYTICS_LIMIT)
      .transform((n) => Math.min(n, MAX_PAGE_LIMIT)),
    currency: currencyParam.describe(
      "The currency whose products are ranked first (default: the store currency): the dashboard's top products",
    ),
  })
  .refine(rangeInOrder, { error: RANGE_ORDER_TEXT, path: ['end_date'] });
export type ProductsAnalyticsQuery = z.input<typeof ProductsAnalyticsQuerySchema>;

const numericString = (what: string) =>
  z
    .string()
    .regex(/^-?\d+$/)
    .describe(what);

export const ProductSalesSchema = z.object({
  product_id: z.number().int().nullable().describe('Null for items of a product that was since deleted'),
  product: z
    .object({ name: z.string() })
    .nullable()
    .describe("The product's current name, else the name recorded on the order"),
  revenue: numericString(
    'Integer CENTS as a numeric string: sum of quantity × price_at_purchase over the items of revenue orders',
  ),
  quantity_sold: numericString('Units sold, as a numeric string'),
  currency: CurrencyCodeSchema.describe(
    'The currency of `revenue`: a product sold in two currencies has a row in each',
  ),
});
export type ProductSales = z.infer<typeof ProductSalesSchema>;

export const ProductsAnalyticsResponseSchema = z
  .object({
    ...resolvedRange,
    top_by_revenue: z
      .array(ProductSalesSchema)
      .describe(
        'Products sold in the range per currency: the store currency first, each currency highest revenue first',
      ),
    total_products: z.number().int().describe('Rows (product and currency) sold in the range, before `limit`'),
    products_revenue_cents: z
      .number()
      .int()
      .describe(
        'Sum of all products revenue in the store currency: order revenue before shipping, taxes and discounts',
      ),
    currency: CurrencyCodeSchema.describe('The currency of `products_revenue_cents`'),
    by_currency: z
      .array(z.object({ currency: CurrencyCodeSchema, products_revenue_cents: z.number().int() }))
      .describe('Products revenue per currency, the store currency first'),
  })
  .describe(
    'Items of orders with status paid, processing, shipped or completed created in the range. ' +
      'Total order revenue = Products revenue + Shipping + Taxes - Discounts.',
  );
export type ProductsAnalyticsResponse = z.infer<typeof ProductsAnalyticsResponseSchema>;

export const UsersAnalyticsResponseSchema = z
  .object({
    ...resolvedRange,
    interval: z.enum(ANALYTICS_INTERVALS),
    series: z.array(z.object({ period, new_users: z.number().int() })),
    total_users: z.number().int(),
    new_users: z.number().int(),
    buyers: z.number().int().describe('Distinct customers with a revenue order in the range'),
  })
  .describe('Accounts created per day, week or month');
export type UsersAnalyticsResponse = z.infer<typeof UsersAnalyticsResponseSchema>;

export const PromosAnalyticsResponseSchema = z
  .object({
    ...resolvedRange,
    promos: z.array(
      z.object({
        code: z.string(),
        discount_type: z.enum(DISCOUNT_TYPES).nullable(),
        discount_value: z.number().int().nullable().describe('Percent, or cents for fixed discounts'),
        currency: CurrencyCodeSchema.describe('A code used in two currencies has a row in each'),
        orders: z.number().int(),
        discount_cents: z.number().int().describe('Discount given on those orders'),
        revenue_cents: z.number().int(),
      }),
    ),
    orders_with_promo: z.number().int(),
    orders_without_promo: z.number().int(),
    total_discount_cents: z.number().int().describe('In the store currency'),
    currency: CurrencyCodeSchema,
  })
  .describe('Promo codes used on revenue orders in the range, most used first (terms as recorded on the order)');
export type PromosAnalyticsResponse = z.infer<typeof PromosAnalyticsResponseSchema>;

export const GeographicAnalyticsResponseSchema = z
  .object({
    ...resolvedRange,
    countries: z.array(
      z.object({
        country_code: z.string(),
        country_name: z.string().nullable().describe('Null when the country was since removed'),
        currency: CurrencyCodeSchema.describe('A country with orders in two currencies has a row in each'),
        orders: z.number().int(),
        revenue_cents: z.number().int(),
      }),
    ),
    orders_without_country: z.number().int().describe('Revenue orders with nothing shipped (digital only)'),
  })
  .describe('Revenue orders by shipping country, most orders first');
export type GeographicAnalyticsResponse = z.infer<typeof GeographicAnalyticsResponseSchema>;
