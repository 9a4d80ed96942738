-- Roles per area (decision 0027): every admin has a role, and only admins have one. Admins who
-- existed before roles could do everything, so they become Owners (nothing they could do is
-- taken away); an Owner then gives the others narrower roles.
ALTER TABLE "users" ADD COLUMN "admin_role" text;--> statement-breakpoint
UPDATE "users" SET "admin_role" = 'owner' WHERE "is_admin";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_admin_role" CHECK (("users"."admin_role" is not null) = "users"."is_admin");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_admin_role_known" CHECK ("users"."admin_role" in ('owner', 'administrator', 'support', 'catalogue', 'analyst'));
