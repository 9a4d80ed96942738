ALTER TABLE "users" ADD COLUMN "onboarding_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "onboarding_link_sealed" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_onboarding_token_hash_unique" UNIQUE("onboarding_token_hash");--> statement-breakpoint
-- Onboarding tokens are kept as their SHA-256 (decision 0058): each pending link's token is hashed
-- in place, so links already mailed keep working; the next migration drops the clear column.
UPDATE "users" SET "onboarding_token_hash" = encode(sha256(convert_to("onboarding_token", 'UTF8')), 'hex')
WHERE "onboarding_token" IS NOT NULL;
