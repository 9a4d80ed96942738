-- The command palette's search (issue 18, decision 0030): prefix matches read as a range of a
-- btree index in byte order ("C"), stopping after the five rows a group shows, so a search costs
-- the same at 10k orders as at 1M. Users' e-mails are stored lower-cased (users_email_lower);
-- names, order numbers and order e-mails are compared lower-cased. The order number is also
-- indexed reversed, so the end of a number ('000123') finds it. A plain CREATE INDEX blocks
-- writes to the table while it builds (seconds at 1M orders), not reads.
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (("email" collate "C"));--> statement-breakpoint
CREATE INDEX "users_name_prefix_idx" ON "users" USING btree ((lower("name") collate "C"));--> statement-breakpoint
CREATE INDEX "orders_number_prefix_idx" ON "orders" USING btree ((lower("order_number") collate "C"));--> statement-breakpoint
CREATE INDEX "orders_number_suffix_idx" ON "orders" USING btree ((reverse(lower("order_number")) collate "C"));--> statement-breakpoint
CREATE INDEX "orders_email_prefix_idx" ON "orders" USING btree ((lower("customer_email") collate "C"),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
