-- The daily rollups are read by ranges of days (a month of /analytics/products is a range of the
-- primary key). The rebuild wrote them in the order its GROUP BY produced them, so one day's
-- rows lay across every page of the table: a month at 1M orders read 2,317 of 2,344 pages. The
-- rebuild (a change of STORE_TIMEZONE, the scale generator) now writes them in day order into
-- emptied tables: a month in a month of pages. Days kept by the triggers are appended in day order
-- already, so the rollups kept so far are left as they are: rebuilding them here would hold a
-- 5M-order store's start for a minute (past the statement timeout) to reorder days long past.
CREATE OR REPLACE FUNCTION analytics_rebuild(zone text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE analytics_settings SET time_zone = zone;
  -- Emptied to new files (not DELETE, which leaves the old rows' pages and index entries to be
  -- read until a vacuum): a rebuild holds its lock until it commits either way.
  TRUNCATE order_daily_stats, product_daily_sales;
  INSERT INTO order_daily_stats (day, status, orders, total_cents, currency, refunded_cents)
  SELECT (created_at AT TIME ZONE zone)::date, status, count(*), sum(total), currency, sum(amount_refunded) FROM orders
  GROUP BY 1, 2, 5 ORDER BY 1, 2, 5;
  INSERT INTO product_daily_sales (day, product_key, product_id, product_name, quantity, revenue_cents, currency)
  SELECT (o.created_at AT TIME ZONE zone)::date, coalesce(i.product_id::text, '#' || i.product_name), max(i.product_id),
         max(i.product_name), sum(i.quantity), sum(i.quantity::bigint * i.price_at_purchase), o.currency
  FROM order_items i JOIN orders o ON o.id = i.order_id
  WHERE analytics_is_revenue(o.status)
  GROUP BY 1, 2, 7 ORDER BY 1, 2, 7;
END $$;
