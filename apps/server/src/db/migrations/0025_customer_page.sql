DROP INDEX "orders_user_idx";--> statement-breakpoint
CREATE INDEX "orders_user_created_at_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mail_outbox_to_email_id_idx" ON "mail_outbox" USING btree ("to_email","id" DESC NULLS FIRST);