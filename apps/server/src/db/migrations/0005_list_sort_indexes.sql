-- Sorting the server-paged lists (decision 0016): a btree index (column, id) behind every sortable
-- column that no index served yet, so the first page of `ORDER BY column, id` is an index scan
-- (read backwards for descending). Unique columns (users.email, orders.order_number) and the
-- created_at columns already have theirs. A plain CREATE INDEX blocks writes to the table while
-- it builds (seconds at 1M orders and 1M audit rows), not reads.
CREATE INDEX "users_name_id_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "countries_name_code_idx" ON "countries" USING btree ("name","code");--> statement-breakpoint
CREATE INDEX "countries_shipping_cost_code_idx" ON "countries" USING btree ("shipping_cost","code");--> statement-breakpoint
CREATE INDEX "countries_updated_at_code_idx" ON "countries" USING btree ("updated_at","code");--> statement-breakpoint
CREATE INDEX "email_templates_name_id_idx" ON "email_templates" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "email_templates_subject_id_idx" ON "email_templates" USING btree ("subject","id");--> statement-breakpoint
CREATE INDEX "email_templates_updated_at_id_idx" ON "email_templates" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "products_name_id_idx" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_price_usd_id_idx" ON "products" USING btree ("price_usd","id");--> statement-breakpoint
CREATE INDEX "software_releases_version_id_idx" ON "software_releases" USING btree ("version","id");--> statement-breakpoint
CREATE INDEX "software_releases_platform_id_idx" ON "software_releases" USING btree ("platform","id");--> statement-breakpoint
CREATE INDEX "software_releases_file_size_id_idx" ON "software_releases" USING btree ("file_size","id");--> statement-breakpoint
CREATE INDEX "software_releases_release_date_id_idx" ON "software_releases" USING btree ("release_date","id");--> statement-breakpoint
CREATE INDEX "orders_customer_email_id_idx" ON "orders" USING btree ("customer_email","id");--> statement-breakpoint
CREATE INDEX "orders_total_id_idx" ON "orders" USING btree ("total","id");--> statement-breakpoint
CREATE INDEX "orders_status_id_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "shipments_tracking_number_id_idx" ON "shipments" USING btree ("tracking_number","id");--> statement-breakpoint
CREATE INDEX "shipments_carrier_id_idx" ON "shipments" USING btree ("carrier","id");--> statement-breakpoint
CREATE INDEX "shipments_status_id_idx" ON "shipments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "shipments_shipped_at_id_idx" ON "shipments" USING btree ("shipped_at","id");--> statement-breakpoint
CREATE INDEX "shipments_delivered_at_id_idx" ON "shipments" USING btree ("delivered_at","id");--> statement-breakpoint
CREATE INDEX "audit_logs_admin_name_id_idx" ON "audit_logs" USING btree ("admin_name","id");--> statement-breakpoint
CREATE INDEX "audit_logs_action_id_idx" ON "audit_logs" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_logs_resource_type_id_idx" ON "audit_logs" USING btree ("resource_type","id");