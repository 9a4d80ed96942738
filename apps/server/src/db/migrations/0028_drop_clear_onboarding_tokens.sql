ALTER TABLE "users" DROP CONSTRAINT "users_onboarding_token_unique";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "onboarding_token";