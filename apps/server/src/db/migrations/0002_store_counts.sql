CREATE TABLE "analytics_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "analytics_settings_one_row" CHECK ("analytics_settings"."id")
);
--> statement-breakpoint
CREATE TABLE "audit_log_counts" (
	"action" text NOT NULL,
	"resource_type" text NOT NULL,
	"admin_name" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "audit_log_counts_action_resource_type_admin_name_pk" PRIMARY KEY("action","resource_type","admin_name")
);
--> statement-breakpoint
CREATE TABLE "order_daily_stats" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"orders" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	CONSTRAINT "order_daily_stats_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
CREATE TABLE "product_daily_sales" (
	"day" date NOT NULL,
	"product_key" text NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"quantity" bigint NOT NULL,
	"revenue_cents" bigint NOT NULL,
	CONSTRAINT "product_daily_sales_day_product_key_pk" PRIMARY KEY("day","product_key")
);
--> statement-breakpoint
CREATE TABLE "row_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "user_product_access_active_expiry_idx" ON "user_product_access" USING btree ("expires_at") WHERE "user_product_access"."is_active" and "user_product_access"."expires_at" is not null;--> statement-breakpoint
-- Counts and rollups kept by triggers, so that list totals, the orders search and analytics cost
-- the same at 1M orders as at 10k (docs/decisions/0008-counts-and-rollups.md). Statement-level
-- triggers with transition tables: one write per statement and key, in the changing transaction
-- (a rollback takes the count back). Runs on PostgreSQL 15+ and PGlite.

-- 1. Exact row counts (row_counts, audit_log_counts).
-- INSERT and DELETE: +/- the rows of the statement, per key.
CREATE FUNCTION row_counts_apply(keys text[], deltas bigint[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO row_counts (key, n)
  SELECT k, sum(d) FROM unnest(keys, deltas) AS t(k, d) GROUP BY k HAVING sum(d) <> 0
  ON CONFLICT (key) DO UPDATE SET n = row_counts.n + excluded.n;
$$;--> statement-breakpoint

CREATE FUNCTION row_counts_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k text[];
  d bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array[TG_TABLE_NAME], array[count(*)] INTO k, d FROM new_rows;
  ELSE
    SELECT array[TG_TABLE_NAME], array[-count(*)] INTO k, d FROM old_rows;
  END IF;
  PERFORM row_counts_apply(k, d);
  RETURN NULL;
END $$;--> statement-breakpoint

-- orders: the total and one key per status; an UPDATE moves rows between status keys.
CREATE FUNCTION row_counts_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM row_counts_apply(array_agg(k), array_agg(d)) FROM (
      SELECT 'orders' AS k, count(*) AS d FROM new_rows
      UNION ALL SELECT 'orders:status:' || status, count(*) FROM new_rows GROUP BY status) c;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM row_counts_apply(array_agg(k), array_agg(d)) FROM (
      SELECT 'orders' AS k, -count(*) AS d FROM old_rows
      UNION ALL SELECT 'orders:status:' || status, -count(*) FROM old_rows GROUP BY status) c;
  ELSE
    PERFORM row_counts_apply(array_agg(k), array_agg(d)) FROM (
      SELECT 'orders:status:' || status AS k, -count(*) AS d FROM old_rows GROUP BY status
      UNION ALL SELECT 'orders:status:' || status, count(*) FROM new_rows GROUP BY status) c;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- audit_logs: append-only (never updated). Counted per (action, resource type, admin name) in
-- a table of its own, so every filter of the audit screen has an exact total without reading the
-- log: the action and resource filters pick rows, and the admin-name search (a substring of the
-- name, as the list filters) matches the few distinct names. An admin search is unselective by
-- nature (a store has a handful of admins: at 1M rows "bruno" matches 200k), so count(*) of it
-- costs 190 ms, and this < 1 ms.

CREATE FUNCTION audit_log_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_log_counts AS c (action, resource_type, admin_name, n)
    SELECT action, resource_type, admin_name, count(*) FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT (action, resource_type, admin_name) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO audit_log_counts AS c (action, resource_type, admin_name, n)
    SELECT action, resource_type, admin_name, -count(*) FROM old_rows GROUP BY 1, 2, 3
    ON CONFLICT (action, resource_type, admin_name) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE FUNCTION audit_log_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM audit_log_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The audit list's total (features/audit/service.ts), each filter optional:
--   SELECT coalesce(sum(n), 0) FROM audit_log_counts
--    WHERE action = $action AND resource_type = $resource_type AND lower(admin_name) LIKE $pattern

-- user_product_access: every grant (the list), and the active ones for the dashboard's
-- "Active Access" (is_active and not expired): lifetime grants under one key, timed grants under
-- the UTC day they expire, so "active now" = lifetime + the days after today + today's
-- not-yet-expired grants (a range of the partial index below). Measured: count(*) with the
-- expiry test 110 ms at 800k grants; this < 1 ms.
CREATE FUNCTION row_counts_access_keys(g user_product_access) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(array['user_product_access',
    CASE WHEN g.is_active AND g.expires_at IS NULL THEN 'user_product_access:active:forever'
         WHEN g.is_active THEN 'user_product_access:active:until:' || to_char(g.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') END], NULL);
$$;--> statement-breakpoint

CREATE FUNCTION row_counts_access() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM row_counts_apply(array_agg(k), array_agg(1::bigint)) FROM new_rows g, unnest(row_counts_access_keys(g)) k;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM row_counts_apply(array_agg(k), array_agg(-1::bigint)) FROM old_rows g, unnest(row_counts_access_keys(g)) k;
  ELSE
    PERFORM row_counts_apply(array_agg(k), array_agg(d)) FROM (
      SELECT k, -1::bigint AS d FROM old_rows g, unnest(row_counts_access_keys(g)) k
      UNION ALL SELECT k, 1 FROM new_rows g, unnest(row_counts_access_keys(g)) k) c;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- Active grants now (analytics overview):
--   SELECT coalesce(sum(n), 0) FROM row_counts
--    WHERE key = 'user_product_access:active:forever'
--       OR (key > 'user_product_access:active:until:' || to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD')
--           AND key < 'user_product_access:active:until:~')
--   + SELECT count(*) FROM user_product_access WHERE is_active AND expires_at > now()
--       AND expires_at < date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' + interval '1 day'

-- TRUNCATE (tests, restores): the table's keys start again from zero.
CREATE FUNCTION row_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM row_counts WHERE key = TG_TABLE_NAME OR key LIKE TG_TABLE_NAME || ':%';
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER users_count_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_rows();--> statement-breakpoint
CREATE TRIGGER users_count_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_rows();--> statement-breakpoint
CREATE TRIGGER users_count_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncate();--> statement-breakpoint

CREATE TRIGGER shipments_count_insert AFTER INSERT ON shipments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_rows();--> statement-breakpoint
CREATE TRIGGER shipments_count_delete AFTER DELETE ON shipments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_rows();--> statement-breakpoint
CREATE TRIGGER shipments_count_truncate AFTER TRUNCATE ON shipments FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncate();--> statement-breakpoint

-- Grants lose their user's row by ON DELETE CASCADE: the cascade's DELETE fires these too.
CREATE TRIGGER user_product_access_count_insert AFTER INSERT ON user_product_access REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_access();--> statement-breakpoint
CREATE TRIGGER user_product_access_count_update AFTER UPDATE ON user_product_access REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_access();--> statement-breakpoint
CREATE TRIGGER user_product_access_count_delete AFTER DELETE ON user_product_access REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_access();--> statement-breakpoint
CREATE TRIGGER user_product_access_count_truncate AFTER TRUNCATE ON user_product_access FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncate();--> statement-breakpoint

CREATE TRIGGER orders_count_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_orders();--> statement-breakpoint
CREATE TRIGGER orders_count_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_orders();--> statement-breakpoint
CREATE TRIGGER orders_count_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_orders();--> statement-breakpoint
CREATE TRIGGER orders_count_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncate();--> statement-breakpoint

CREATE TRIGGER audit_logs_count_insert AFTER INSERT ON audit_logs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_log_counts_apply();--> statement-breakpoint
CREATE TRIGGER audit_logs_count_delete AFTER DELETE ON audit_logs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_log_counts_apply();--> statement-breakpoint
CREATE TRIGGER audit_logs_count_truncate AFTER TRUNCATE ON audit_logs FOR EACH STATEMENT EXECUTE FUNCTION audit_log_counts_truncate();--> statement-breakpoint

-- Recounts every key from the tables (the migration, and the scale generator after a bulk load
-- with triggers off).
CREATE FUNCTION row_counts_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM row_counts;
  INSERT INTO row_counts (key, n)
  SELECT 'users', count(*) FROM users
  UNION ALL SELECT 'shipments', count(*) FROM shipments
  UNION ALL SELECT k, count(*) FROM user_product_access g, unnest(row_counts_access_keys(g)) k GROUP BY k
  UNION ALL SELECT 'orders', count(*) FROM orders
  UNION ALL SELECT 'orders:status:' || status, count(*) FROM orders GROUP BY status;
  DELETE FROM audit_log_counts;
  INSERT INTO audit_log_counts (action, resource_type, admin_name, n)
  SELECT action, resource_type, admin_name, count(*) FROM audit_logs GROUP BY 1, 2, 3;
END $$;--> statement-breakpoint

SELECT row_counts_rebuild();--> statement-breakpoint

-- 2. The orders search through one trigram index.
-- The searched text is the fields joined with U+001F (unit separator), which no search can
-- contain (the service strips it), so a match never spans two fields. to_char() is STABLE only
-- because some patterns read the locale; 'FM999,999,…0.00' uses none (',' and '.' are literal
-- in to_char, unlike G and D), which makes the wrapper truly immutable.

CREATE FUNCTION order_search_text(order_number text, customer_email text, user_id integer, promo_code text,
    status text, payment_provider text, currency text, total bigint) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(concat_ws(chr(31), order_number, customer_email, user_id::text, promo_code, status, payment_provider,
    CASE WHEN upper(currency) = 'USD' THEN '$' ELSE '€' END || to_char(total / 100.0, 'FM999,999,999,999,990.00')));--> statement-breakpoint

CREATE INDEX orders_search_trgm_idx ON orders USING gin
  (order_search_text(order_number, customer_email, user_id, promo_code, status, payment_provider, currency, total) gin_trgm_ops)
  WITH (fastupdate = off);--> statement-breakpoint


-- 3. Daily analytics rollups (order_daily_stats, product_daily_sales).
-- Days are calendar days in the store's time zone (decision 0003). The zone the rollups were
-- built in is kept here; the server compares it with STORE_TIMEZONE at start and, when they
-- differ, calls analytics_rebuild(zone) (one grouped scan: ~3 s at 1M orders) — the "re-bucket
-- at once" of decision 0003, at start instead of at every query.
--
-- What changes rows: inserting an order (its day and status), inserting its items (products,
-- when the order counts in revenue), an order's status (or total) changing, and a product's
-- deletion (ON DELETE SET NULL on order_items: the items move to their recorded name, as the
-- report groups them). Orders are never deleted; a DELETE or TRUNCATE is still handled.
-- Revenue statuses are DESIGN §4's: paid, processing, shipped, completed.

INSERT INTO analytics_settings (time_zone) VALUES ('UTC');--> statement-breakpoint


-- Items of revenue orders per day and product. product_key is the product id, or '#' || the
-- recorded name for items whose product was deleted (the report shows those by name).

CREATE FUNCTION analytics_is_revenue(status text) RETURNS boolean LANGUAGE sql IMMUTABLE
  RETURN status IN ('paid', 'processing', 'shipped', 'completed');--> statement-breakpoint

-- Adds signed per-day deltas (day, status, orders, total_cents) to order_daily_stats.
CREATE FUNCTION analytics_add_order_deltas(deltas order_daily_stats[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_daily_stats AS s (day, status, orders, total_cents)
  SELECT day, status, sum(orders), sum(total_cents) FROM unnest(deltas) GROUP BY day, status
  HAVING sum(orders) <> 0 OR sum(total_cents) <> 0
  ON CONFLICT (day, status) DO UPDATE SET orders = s.orders + excluded.orders, total_cents = s.total_cents + excluded.total_cents;
$$;--> statement-breakpoint

-- Adds signed per-day item deltas to product_daily_sales.
CREATE FUNCTION analytics_add_item_deltas(deltas product_daily_sales[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_daily_sales AS s (day, product_key, product_id, product_name, quantity, revenue_cents)
  SELECT day, product_key, max(product_id), max(product_name), sum(quantity), sum(revenue_cents)
  FROM unnest(deltas) GROUP BY day, product_key
  HAVING sum(quantity) <> 0 OR sum(revenue_cents) <> 0
  ON CONFLICT (day, product_key) DO UPDATE SET quantity = s.quantity + excluded.quantity,
    revenue_cents = s.revenue_cents + excluded.revenue_cents, product_name = greatest(s.product_name, excluded.product_name);
$$;--> statement-breakpoint

-- Orders: - the old rows, + the new rows, per day and status (an UPDATE that changes neither
-- status nor total nets to nothing and writes nothing); orders that entered or left the revenue
-- statuses take their items along.
CREATE FUNCTION analytics_orders() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text := (SELECT time_zone FROM analytics_settings);
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_add_order_deltas(array_agg(row((created_at AT TIME ZONE tz)::date, status, 1, total)::order_daily_stats))
      FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_add_order_deltas(array_agg(row((created_at AT TIME ZONE tz)::date, status, -1, -total)::order_daily_stats))
      FROM old_rows;
  ELSE
    PERFORM analytics_add_order_deltas(array_agg(d)) FROM (
      SELECT row((created_at AT TIME ZONE tz)::date, status, -1, -total)::order_daily_stats AS d FROM old_rows
      UNION ALL SELECT row((created_at AT TIME ZONE tz)::date, status, 1, total)::order_daily_stats FROM new_rows) c;
    PERFORM analytics_add_item_deltas(array_agg(row((n.created_at AT TIME ZONE tz)::date,
        coalesce(i.product_id::text, '#' || i.product_name), i.product_id, i.product_name,
        n.sign * i.quantity, n.sign * i.quantity::bigint * i.price_at_purchase)::product_daily_sales))
      FROM (SELECT n.id, n.created_at, CASE WHEN analytics_is_revenue(n.status) THEN 1 ELSE -1 END AS sign
              FROM new_rows n JOIN old_rows o ON o.id = n.id
             WHERE analytics_is_revenue(n.status) <> analytics_is_revenue(o.status)) n
      JOIN order_items i ON i.order_id = n.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- Items: counted while their order is in revenue; a product's deletion (product_id set to null)
-- moves them from the id's key to the recorded name's.
CREATE FUNCTION analytics_order_items() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text := (SELECT time_zone FROM analytics_settings);
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM analytics_add_item_deltas(array_agg(row((o.created_at AT TIME ZONE tz)::date,
        coalesce(i.product_id::text, '#' || i.product_name), i.product_id, i.product_name,
        -i.quantity, -i.quantity::bigint * i.price_at_purchase)::product_daily_sales))
      FROM old_rows i JOIN orders o ON o.id = i.order_id WHERE analytics_is_revenue(o.status);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM analytics_add_item_deltas(array_agg(row((o.created_at AT TIME ZONE tz)::date,
        coalesce(i.product_id::text, '#' || i.product_name), i.product_id, i.product_name,
        i.quantity, i.quantity::bigint * i.price_at_purchase)::product_daily_sales))
      FROM new_rows i JOIN orders o ON o.id = i.order_id WHERE analytics_is_revenue(o.status);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE FUNCTION analytics_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN DELETE FROM order_daily_stats; END IF;
  DELETE FROM product_daily_sales;
  RETURN NULL;
END $$;--> statement-breakpoint

-- Rebuilds both rollups in `zone` (the server calls it when STORE_TIMEZONE changed).
CREATE FUNCTION analytics_rebuild(zone text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE analytics_settings SET time_zone = zone;
  DELETE FROM order_daily_stats;
  DELETE FROM product_daily_sales;
  INSERT INTO order_daily_stats (day, status, orders, total_cents)
  SELECT (created_at AT TIME ZONE zone)::date, status, count(*), sum(total) FROM orders GROUP BY 1, 2;
  INSERT INTO product_daily_sales (day, product_key, product_id, product_name, quantity, revenue_cents)
  SELECT (o.created_at AT TIME ZONE zone)::date, coalesce(i.product_id::text, '#' || i.product_name), max(i.product_id),
         max(i.product_name), sum(i.quantity), sum(i.quantity::bigint * i.price_at_purchase)
  FROM order_items i JOIN orders o ON o.id = i.order_id
  WHERE analytics_is_revenue(o.status)
  GROUP BY 1, 2;
END $$;--> statement-breakpoint

CREATE TRIGGER orders_analytics_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_orders();--> statement-breakpoint
CREATE TRIGGER orders_analytics_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_orders();--> statement-breakpoint
CREATE TRIGGER orders_analytics_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_orders();--> statement-breakpoint
CREATE TRIGGER orders_analytics_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION analytics_truncate();--> statement-breakpoint
CREATE TRIGGER order_items_analytics_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_order_items();--> statement-breakpoint
CREATE TRIGGER order_items_analytics_update AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_order_items();--> statement-breakpoint
CREATE TRIGGER order_items_analytics_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_order_items();--> statement-breakpoint
CREATE TRIGGER order_items_analytics_truncate AFTER TRUNCATE ON order_items FOR EACH STATEMENT EXECUTE FUNCTION analytics_truncate();--> statement-breakpoint

SELECT analytics_rebuild('UTC');
