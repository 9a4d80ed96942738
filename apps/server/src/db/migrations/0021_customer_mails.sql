ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_status";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status" CHECK ("mail_outbox"."status" in ('queued', 'sending', 'sent', 'failed', 'kept', 'skipped'));
-- The customer's e-mails the server now sends (issue 30), given to every store once; an admin may edit,
-- switch off or delete them (the mail is then not sent, and the order's timeline says so).
--> statement-breakpoint
INSERT INTO "email_templates" ("template_key", "name", "subject", "body_html", "body_text", "is_active")
VALUES ($tpl$order_confirmation$tpl$, $tpl$Order confirmation$tpl$, $tpl$Your {{store_name}} order {{order_number}} is confirmed$tpl$, $tpl$<!doctype html>
<html>
  <body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
    <h1 style="font-size: 20px;">Thanks for your order, {{name}}!</h1>
    <p>We received your payment for order <strong>{{order_number}}</strong>.</p>
    <p>Total paid: <strong>{{order_total}}</strong></p>
    <p>Downloads are available in your account right away; physical items ship within two business days.</p>
    <p>— The {{store_name}} team</p>
  </body>
</html>$tpl$, $tpl$Thanks for your order, {{name}}!

We received your payment for order {{order_number}}.
Total paid: {{order_total}}

Downloads are available in your account right away; physical items ship within two business days.

— The {{store_name}} team$tpl$, true)
ON CONFLICT ("template_key") DO NOTHING;
--> statement-breakpoint
INSERT INTO "email_templates" ("template_key", "name", "subject", "body_html", "body_text", "is_active")
VALUES ($tpl$shipment_update$tpl$, $tpl$Shipment update$tpl$, $tpl$Order {{order_number}}: your package is {{shipment_status}}$tpl$, $tpl$<!doctype html>
<html>
  <body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
    <h1 style="font-size: 20px;">Hi {{name}},</h1>
    <p>There is news about your order <strong>{{order_number}}</strong>: the package is <strong>{{shipment_status}}</strong>.</p>
    <p>Carrier: {{carrier}}<br>Tracking number: {{tracking_number}}</p>
    <p>— The {{store_name}} team</p>
  </body>
</html>$tpl$, $tpl$Hi {{name}},

There is news about your order {{order_number}}: the package is {{shipment_status}}.

Carrier: {{carrier}}
Tracking number: {{tracking_number}}

— The {{store_name}} team$tpl$, true)
ON CONFLICT ("template_key") DO NOTHING;
