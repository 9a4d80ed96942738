-- The orders' contains-searches read a table of their own (decision 0041). A status change is not
-- a HOT update (the status is indexed), so the new row version entered every index of orders,
-- three trigram indexes among them: a bulk change of 1,000 orders wrote some 100,000 trigram
-- entries, three quarters of its time. The searched texts now live in order_search, written when
-- an order is created and when a searched field changes (rarely: a user's deletion empties
-- user_id); the status, the one searched field that changes, is matched through its own index.
-- Filling the table and building its indexes at a million orders takes longer than the server's
-- statement timeout: this migration lifts it for its own transaction.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
SET LOCAL maintenance_work_mem = '64MB';--> statement-breakpoint
CREATE TABLE "order_search" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_search" ADD CONSTRAINT "order_search_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The searched fields but the status, as the Orders screen shows them (the total as '$1,234.56'
-- or '€19.99'), lower-cased and joined by U+001F: a search never contains it, so a match never
-- spans two fields. It replaces order_search_text, which had the status in it.
DROP INDEX "orders_search_trgm_idx";--> statement-breakpoint
DROP FUNCTION order_search_text(text, text, integer, text, text, text, text, bigint);--> statement-breakpoint
CREATE FUNCTION order_search_text(order_number text, customer_email text, user_id integer, promo_code text,
    payment_provider text, currency text, total bigint) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(concat_ws(chr(31), order_number, customer_email, user_id::text, promo_code, payment_provider,
    CASE WHEN upper(currency) = 'USD' THEN '$' ELSE '€' END || to_char(total / 100.0, 'FM999,999,999,999,990.00')));--> statement-breakpoint
-- Every order's text, from the orders (the migration, and the scale generator after its load).
CREATE FUNCTION order_search_rebuild() RETURNS void LANGUAGE sql AS $$
  TRUNCATE order_search;
  INSERT INTO order_search (order_id, text)
  SELECT id, order_search_text(order_number, customer_email, user_id, promo_code, payment_provider, currency, total)
  FROM orders ORDER BY id;
$$;--> statement-breakpoint
SELECT order_search_rebuild();--> statement-breakpoint
CREATE FUNCTION order_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_search (order_id, text)
  SELECT id, order_search_text(order_number, customer_email, user_id, promo_code, payment_provider, currency, total)
  FROM new_orders;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_search_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_search_insert();--> statement-breakpoint
CREATE FUNCTION order_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_search
     SET text = order_search_text(NEW.order_number, NEW.customer_email, NEW.user_id, NEW.promo_code,
                                  NEW.payment_provider, NEW.currency, NEW.total)
   WHERE order_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only when a searched field changed: a status change, a refund or a revision fires nothing.
CREATE TRIGGER orders_search_update
  AFTER UPDATE OF order_number, customer_email, user_id, promo_code, payment_provider, currency, total ON orders
  FOR EACH ROW
  WHEN ((OLD.order_number, OLD.customer_email, OLD.user_id, OLD.promo_code, OLD.payment_provider, OLD.currency, OLD.total)
        IS DISTINCT FROM
        (NEW.order_number, NEW.customer_email, NEW.user_id, NEW.promo_code, NEW.payment_provider, NEW.currency, NEW.total))
  EXECUTE FUNCTION order_search_update();--> statement-breakpoint
CREATE INDEX "order_search_text_trgm_idx" ON "order_search" USING gin ("text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
DROP INDEX "orders_customer_email_trgm_idx";--> statement-breakpoint
DROP INDEX "orders_order_number_trgm_idx";--> statement-breakpoint
-- A new table's statistics, so that the first searches after the upgrade are planned on them.
ANALYZE order_search;
