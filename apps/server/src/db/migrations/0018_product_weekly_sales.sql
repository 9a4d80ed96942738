-- Product sales per ISO week beside the daily rollup (decision 0038), and the rebuild in day order.
-- The rollups are read by ranges of days. The rebuild wrote them in its GROUP BY's order, so one
-- day's rows lay across every page of the table (a month at 1M orders read 2,317 of 2,344 pages);
-- it now writes them in day order into emptied tables. Days kept by the triggers are appended in
-- day order already, so the rollups kept so far are not rebuilt here: that would hold a 5M-order
-- store's start past the statement timeout to reorder days long past. The weekly rollup is filled
-- from the daily one (under a second at 5M orders).
CREATE TABLE "product_weekly_sales" (
	"week" date NOT NULL,
	"product_key" text NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"quantity" bigint NOT NULL,
	"revenue_cents" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	CONSTRAINT "product_weekly_sales_week_product_key_currency_pk" PRIMARY KEY("week","product_key","currency")
);
--> statement-breakpoint
-- Kept with the daily rollup, from the same deltas: a store day's Monday is day - (ISO weekday - 1),
-- date arithmetic with no time zone in it (the days are already the store's).
CREATE OR REPLACE FUNCTION analytics_add_item_deltas(deltas product_daily_sales[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_daily_sales AS s (day, product_key, product_id, product_name, quantity, revenue_cents, currency)
  SELECT day, product_key, max(product_id), max(product_name), sum(quantity), sum(revenue_cents), currency
  FROM unnest(deltas) GROUP BY day, product_key, currency
  HAVING sum(quantity) <> 0 OR sum(revenue_cents) <> 0
  ON CONFLICT (day, product_key, currency) DO UPDATE SET quantity = s.quantity + excluded.quantity,
    revenue_cents = s.revenue_cents + excluded.revenue_cents, product_name = greatest(s.product_name, excluded.product_name);
  INSERT INTO product_weekly_sales AS s (week, product_key, product_id, product_name, quantity, revenue_cents, currency)
  SELECT day - (extract(isodow FROM day)::int - 1), product_key, max(product_id), max(product_name), sum(quantity),
         sum(revenue_cents), currency
  FROM unnest(deltas) GROUP BY 1, product_key, currency
  HAVING sum(quantity) <> 0 OR sum(revenue_cents) <> 0
  ON CONFLICT (week, product_key, currency) DO UPDATE SET quantity = s.quantity + excluded.quantity,
    revenue_cents = s.revenue_cents + excluded.revenue_cents, product_name = greatest(s.product_name, excluded.product_name);
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_rebuild(zone text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE analytics_settings SET time_zone = zone;
  -- Emptied to new files (not DELETE, which leaves the old rows' pages and index entries to be
  -- read until a vacuum), then written in day order: a range of days is a range of pages.
  TRUNCATE order_daily_stats, product_daily_sales, product_weekly_sales;
  INSERT INTO order_daily_stats (day, status, orders, total_cents, currency, refunded_cents)
  SELECT (created_at AT TIME ZONE zone)::date, status, count(*), sum(total), currency, sum(amount_refunded) FROM orders
  GROUP BY 1, 2, 5 ORDER BY 1, 2, 5;
  INSERT INTO product_daily_sales (day, product_key, product_id, product_name, quantity, revenue_cents, currency)
  SELECT (o.created_at AT TIME ZONE zone)::date, coalesce(i.product_id::text, '#' || i.product_name), max(i.product_id),
         max(i.product_name), sum(i.quantity), sum(i.quantity::bigint * i.price_at_purchase), o.currency
  FROM order_items i JOIN orders o ON o.id = i.order_id
  WHERE analytics_is_revenue(o.status)
  GROUP BY 1, 2, 7 ORDER BY 1, 2, 7;
  PERFORM analytics_rebuild_weeks();
END $$;--> statement-breakpoint
CREATE FUNCTION analytics_rebuild_weeks() RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_weekly_sales (week, product_key, product_id, product_name, quantity, revenue_cents, currency)
  SELECT day - (extract(isodow FROM day)::int - 1), product_key, max(product_id), max(product_name), sum(quantity),
         sum(revenue_cents), currency
  FROM product_daily_sales GROUP BY 1, 2, 7
  HAVING sum(quantity) <> 0 OR sum(revenue_cents) <> 0
  ORDER BY 1, 2, 7;
$$;--> statement-breakpoint
SELECT analytics_rebuild_weeks();
