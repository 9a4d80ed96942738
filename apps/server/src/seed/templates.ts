// The demo store's example e-mail templates; the server does not send these on its own (the
// order confirmation and the shipment update it sends are every store's, migration 0021).
import type { TemplateDefault } from '../features/templates/system.ts';

/** Examples for the demo store; the server does not send these on its own. */
export const DEMO_TEMPLATES: readonly TemplateDefault[] = [
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
