CREATE TABLE "release_notifications" (
	"release_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_notifications_release_id_user_id_pk" PRIMARY KEY("release_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "user_product_access" ADD COLUMN "expiry_reminded_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "release_notifications" ADD CONSTRAINT "release_notifications_release_id_software_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."software_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_notifications" ADD CONSTRAINT "release_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_notifications" ADD CONSTRAINT "release_notifications_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_notifications_pending_idx" ON "release_notifications" USING btree ("release_id") WHERE "release_notifications"."mail_id" is null;--> statement-breakpoint
-- The customer's e-mails of issue 31, given to every store once; an admin may edit, switch off or
-- delete them (nothing is then sent).
INSERT INTO "email_templates" ("template_key", "name", "subject", "body_html", "body_text", "is_active")
VALUES ($tpl$access_expiring$tpl$, $tpl$Access expiring$tpl$, $tpl$Your access to {{product_name}} ends on {{expires_on}}$tpl$, $tpl$<!doctype html>
<html>
  <body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
    <h1 style="font-size: 20px;">Hi {{name}},</h1>
    <p>Your access to <strong>{{product_name}}</strong> ends on <strong>{{expires_on}}</strong>, in {{days_left}} days.</p>
    <p>Renew before then to keep your downloads and updates.</p>
    <p>— The {{store_name}} team</p>
  </body>
</html>$tpl$, $tpl$Hi {{name}},

Your access to {{product_name}} ends on {{expires_on}}, in {{days_left}} days.

Renew before then to keep your downloads and updates.

— The {{store_name}} team$tpl$, true)
ON CONFLICT ("template_key") DO NOTHING;
--> statement-breakpoint
INSERT INTO "email_templates" ("template_key", "name", "subject", "body_html", "body_text", "is_active")
VALUES ($tpl$release_available$tpl$, $tpl$New release available$tpl$, $tpl${{product_name}} {{version}} is out$tpl$, $tpl$<!doctype html>
<html>
  <body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
    <h1 style="font-size: 20px;">Hi {{name}},</h1>
    <p><strong>{{product_name}} {{version}}</strong> is available.</p>
    <p>{{release_notes}}</p>
    <p><a href="{{download_url}}">Download it</a></p>
    <p>— The {{store_name}} team</p>
  </body>
</html>$tpl$, $tpl$Hi {{name}},

{{product_name}} {{version}} is available.

{{release_notes}}

Download it: {{download_url}}

— The {{store_name}} team$tpl$, true)
ON CONFLICT ("template_key") DO NOTHING;
