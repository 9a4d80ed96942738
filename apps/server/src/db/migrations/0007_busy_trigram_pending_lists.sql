-- Decision 0020: the trigram indexes of the tables written in volume (orders, shipments, audit
-- rows) take new entries into a bounded pending list (fastupdate, 256 kB). Changing an index's
-- storage parameters is a catalogue change, not a rebuild: instant at a million orders. The
-- order search index (0002, outside the schema) gets the same.
ALTER INDEX "orders_customer_email_trgm_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "orders_order_number_trgm_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "orders_search_trgm_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "shipments_search_trgm_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "audit_logs_admin_name_trgm_idx" SET (fastupdate = on, gin_pending_list_limit = 256);
