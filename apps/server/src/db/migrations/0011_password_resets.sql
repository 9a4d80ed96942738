-- Password reset links (decision 0024): an admin's "Forgot password?" keeps one row per link
-- sent. Only the SHA-256 of the link's token is stored (the token itself is in the e-mail only);
-- a link works until expires_at (30 minutes after it was asked for) and once (used_at, set by a
-- guarded update, so two uses at the same moment cannot both succeed). Rows long past their
-- expiry are pruned when new links are asked for (the expires_at index serves that delete).
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_resets_expires_idx" ON "password_resets" USING btree ("expires_at");