import { z } from 'zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use the date format YYYY-MM-DD' });

/** Optional date range, inclusive on both ends, counted in the store's time zone. */
export const DateRangeQuerySchema = z
  .object({
    start_date: isoDate.optional(),
    end_date: isoDate.optional(),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    error: 'The start date must not be after the end date',
    path: ['end_date'],
  });
export type DateRangeQuery = z.infer<typeof DateRangeQuerySchema>;

/** spec 000 §3 "Analytics overview" and 001 §3 "Analytics summary". */
export const OverviewSchema = z.object({
  total_users: z.number().int(),
  new_users: z.number().int(),
  total_orders: z.number().int(),
  orders_in_range: z.number().int(),
  paid_orders_count: z.number().int(),
  cancelled_orders_count: z.number().int(),
  cancelled_revenue_cents: z.number().int(),
  total_revenue_cents: z.number().int(),
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
});
export type OverviewResponse = z.infer<typeof OverviewResponseSchema>;
