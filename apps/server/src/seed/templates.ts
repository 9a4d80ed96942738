// The demo store's example e-mail templates; the server does not send these on its own.
import type { TemplateDefault } from '../features/templates/system.ts';

/** Examples for the demo store; the server does not send these on its own. */
export const DEMO_TEMPLATES: readonly TemplateDefault[] = [
  {
    template_key: 'order_confirmation',
    name: 'Order confirmation',
    subject: 'Your {{store_name}} order {{order_number}} is confirmed',
    body_html: `<!doctype html>
<html>
  <body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
    <h1 style="font-size: 20px;">Thanks for your order, {{name}}!</h1>
    <p>We received your payment for order <strong>{{order_number}}</strong>.</p>
    <p>Total paid: <strong>{{order_total}}</strong></p>
    <p>Downloads are available in your account right away; physical items ship within two business days.</p>
    <p>— The {{store_name}} team</p>
  </body>
</html>`,
    body_text: `Thanks for your order, {{name}}!

We received your payment for order {{order_number}}.
Total paid: {{order_total}}

Downloads are available in your account right away; physical items ship within two business days.

— The {{store_name}} team`,
    is_active: true,
  },
  {
    template_key: 'shipment_update',
    name: 'Shipment update',
    subject: 'Order {{order_number}}: your package is {{shipment_status}}',
    body_html: `<!doctype html>
<html>
  <body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
    <h1 style="font-size: 20px;">Hi {{name}},</h1>
    <p>There is news about your order <strong>{{order_number}}</strong>: the package is <strong>{{shipment_status}}</strong>.</p>
    <p>Carrier: {{carrier}}<br>Tracking number: {{tracking_number}}</p>
    <p>— The {{store_name}} team</p>
  </body>
</html>`,
    body_text: `Hi {{name}},

There is news about your order {{order_number}}: the package is {{shipment_status}}.

Carrier: {{carrier}}
Tracking number: {{tracking_number}}

— The {{store_name}} team`,
    is_active: true,
  },
  {
    template_key: 'password_reset',
    name: 'Password reset',
    subject: 'Reset your {{store_name}} password',
    body_html: `<!doctype html>
<html>
  <body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
    <h1 style="font-size: 20px;">Hi {{name}},</h1>
    <p>Someone asked to reset the password of your {{store_name}} account.</p>
    <p><a href="{{reset_link}}">Choose a new password</a> (the link expires in one hour).</p>
    <p style="font-size: 13px; color: #6b7280;">If it was not you, ignore this e-mail: your password stays the same.</p>
  </body>
</html>`,
    body_text: `Hi {{name}},

Someone asked to reset the password of your {{store_name}} account.

Choose a new password (the link expires in one hour):
{{reset_link}}

If it was not you, ignore this e-mail: your password stays the same.`,
    is_active: false,
  },
];
