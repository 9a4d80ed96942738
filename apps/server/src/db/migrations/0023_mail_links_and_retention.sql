ALTER TABLE "mail_outbox" ADD COLUMN "secret_hash" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "body_removed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_secret_idx" ON "mail_outbox" USING btree ("id") WHERE "mail_outbox"."secret_hash" is not null;--> statement-breakpoint
-- Mails made before this migration carry no secret hash. An onboarding mail whose customer still
-- has the link it holds gets that link's hash; every other onboarding or password reset mail holds
-- a link that is used or expired (or cannot be told apart from one), and is marked with a hash no
-- link has, so that the first retention sweep removes its bodies.
UPDATE "mail_outbox" m SET "secret_hash" = encode(sha256(convert_to(u."onboarding_token", 'UTF8')), 'hex')
FROM "users" u
WHERE m."template_key" = 'onboarding' AND u."email" = m."to_email" AND u."onboarding_token" IS NOT NULL
  AND NOT u."onboarding_completed" AND strpos(m."body_text", u."onboarding_token") > 0;--> statement-breakpoint
UPDATE "mail_outbox" SET "secret_hash" = 'expired'
WHERE "template_key" IN ('onboarding', 'admin_password_reset') AND "secret_hash" IS NULL
  AND ("body_text" IS NOT NULL OR "body_html" IS NOT NULL);
