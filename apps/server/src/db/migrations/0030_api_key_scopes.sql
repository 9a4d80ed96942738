-- Issue 33 item 4 (decision 0060): storefront keys get scopes, an optional expiry, their own rate
-- limit, a revision (they are now edited) and, after a roll, the old secret's hash and its end.
-- Keys that exist keep every scope (the column's default fills them).
ALTER TABLE "api_keys" ADD COLUMN "scopes" text[] DEFAULT ARRAY['products:read','countries:read','promos:validate','checkout:write']::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "rate_limit_per_minute" integer;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "previous_key_hash" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "previous_key_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_previous_key_hash_unique" UNIQUE("previous_key_hash");--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_scopes_check" CHECK (cardinality("api_keys"."scopes") >= 1 and "api_keys"."scopes" <@ ARRAY['products:read','countries:read','promos:validate','checkout:write']::text[]);--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_rate_limit_check" CHECK ("api_keys"."rate_limit_per_minute" is null or "api_keys"."rate_limit_per_minute" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_previous_key_check" CHECK (("api_keys"."previous_key_hash" is null) = ("api_keys"."previous_key_expires_at" is null));