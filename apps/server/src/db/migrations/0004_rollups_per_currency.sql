-- Money per currency (decision 0015): the daily rollups gain the orders' currency, so no figure
-- adds two currencies. The functions that keep them are replaced to carry it, and the rollups are
-- rebuilt once in the zone they were kept in (one grouped scan: seconds at 1M orders).
ALTER TABLE "order_daily_stats" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_daily_sales" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_daily_stats" DROP CONSTRAINT "order_daily_stats_day_status_pk";--> statement-breakpoint
ALTER TABLE "product_daily_sales" DROP CONSTRAINT "product_daily_sales_day_product_key_pk";--> statement-breakpoint
ALTER TABLE "order_daily_stats" ADD CONSTRAINT "order_daily_stats_day_status_currency_pk" PRIMARY KEY("day","status","currency");--> statement-breakpoint
ALTER TABLE "product_daily_sales" ADD CONSTRAINT "product_daily_sales_day_product_key_currency_pk" PRIMARY KEY("day","product_key","currency");--> statement-breakpoint

CREATE OR REPLACE FUNCTION analytics_add_order_deltas(deltas order_daily_stats[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_daily_stats AS s (day, status, orders, total_cents, currency)
  SELECT day, status, sum(orders), sum(total_cents), currency FROM unnest(deltas) GROUP BY day, status, currency
  HAVING sum(orders) <> 0 OR sum(total_cents) <> 0
  ON CONFLICT (day, status, currency) DO UPDATE SET orders = s.orders + excluded.orders, total_cents = s.total_cents + excluded.total_cents;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION analytics_add_item_deltas(deltas product_daily_sales[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_daily_sales AS s (day, product_key, product_id, product_name, quantity, revenue_cents, currency)
  SELECT day, product_key, max(product_id), max(product_name), sum(quantity), sum(revenue_cents), currency
  FROM unnest(deltas) GROUP BY day, product_key, currency
  HAVING sum(quantity) <> 0 OR sum(revenue_cents) <> 0
  ON CONFLICT (day, product_key, currency) DO UPDATE SET quantity = s.quantity + excluded.quantity,
    revenue_cents = s.revenue_cents + excluded.revenue_cents, product_name = greatest(s.product_name, excluded.product_name);
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION analytics_orders() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text := (SELECT time_zone FROM analytics_settings);
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_add_order_deltas(array_agg(row((created_at AT TIME ZONE tz)::date, status, 1, total, currency)::order_daily_stats))
      FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_add_order_deltas(array_agg(row((created_at AT TIME ZONE tz)::date, status, -1, -total, currency)::order_daily_stats))
      FROM old_rows;
  ELSE
    PERFORM analytics_add_order_deltas(array_agg(d)) FROM (
      SELECT row((created_at AT TIME ZONE tz)::date, status, -1, -total, currency)::order_daily_stats AS d FROM old_rows
      UNION ALL SELECT row((created_at AT TIME ZONE tz)::date, status, 1, total, currency)::order_daily_stats FROM new_rows) c;
    PERFORM analytics_add_item_deltas(array_agg(row((n.created_at AT TIME ZONE tz)::date,
        coalesce(i.product_id::text, '#' || i.product_name), i.product_id, i.product_name,
        n.sign * i.quantity, n.sign * i.quantity::bigint * i.price_at_purchase, n.currency)::product_daily_sales))
      FROM (SELECT n.id, n.created_at, n.currency, CASE WHEN analytics_is_revenue(n.status) THEN 1 ELSE -1 END AS sign
              FROM new_rows n JOIN old_rows o ON o.id = n.id
             WHERE analytics_is_revenue(n.status) <> analytics_is_revenue(o.status)) n
      JOIN order_items i ON i.order_id = n.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION analytics_order_items() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text := (SELECT time_zone FROM analytics_settings);
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM analytics_add_item_deltas(array_agg(row((o.created_at AT TIME ZONE tz)::date,
        coalesce(i.product_id::text, '#' || i.product_name), i.product_id, i.product_name,
        -i.quantity, -i.quantity::bigint * i.price_at_purchase, o.currency)::product_daily_sales))
      FROM old_rows i JOIN orders o ON o.id = i.order_id WHERE analytics_is_revenue(o.status);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM analytics_add_item_deltas(array_agg(row((o.created_at AT TIME ZONE tz)::date,
        coalesce(i.product_id::text, '#' || i.product_name), i.product_id, i.product_name,
        i.quantity, i.quantity::bigint * i.price_at_purchase, o.currency)::product_daily_sales))
      FROM new_rows i JOIN orders o ON o.id = i.order_id WHERE analytics_is_revenue(o.status);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION analytics_rebuild(zone text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE analytics_settings SET time_zone = zone;
  DELETE FROM order_daily_stats;
  DELETE FROM product_daily_sales;
  INSERT INTO order_daily_stats (day, status, orders, total_cents, currency)
  SELECT (created_at AT TIME ZONE zone)::date, status, count(*), sum(total), currency FROM orders GROUP BY 1, 2, 5;
  INSERT INTO product_daily_sales (day, product_key, product_id, product_name, quantity, revenue_cents, currency)
  SELECT (o.created_at AT TIME ZONE zone)::date, coalesce(i.product_id::text, '#' || i.product_name), max(i.product_id),
         max(i.product_name), sum(i.quantity), sum(i.quantity::bigint * i.price_at_purchase), o.currency
  FROM order_items i JOIN orders o ON o.id = i.order_id
  WHERE analytics_is_revenue(o.status)
  GROUP BY 1, 2, 7;
END $$;--> statement-breakpoint

SELECT analytics_rebuild((SELECT time_zone FROM analytics_settings));
