// Default e-mail templates. SYSTEM_TEMPLATES are the ones the server itself sends (the onboarding
// link, DESIGN §4; an admin's password reset link, decision 0024): startup inserts the missing
// ones on every start, with or without demo data, and never overwrites an admin's edits. DEMO_TEMPLATES are examples the demo store adds.
// Placeholders are mustache `{{variable}}`s (spec 001 §3); mustache HTML-escapes them.
import type { Tx } from '../db/client.ts';
import { emailTemplates } from '../db/schema/catalog.ts';

export interface TemplateDefault {
  template_key: string;
  name: string;
  subject: string;
  body_html: string;
  body_text: string;
  is_active: boolean;
}

/** The template the onboarding mail is rendered from; variables: name, onboarding_link, store_name. */
export const ONBOARDING_TEMPLATE_KEY = 'onboarding';

const ONBOARDING_TEMPLATE: TemplateDefault = {
  template_key: ONBOARDING_TEMPLATE_KEY,
  name: 'Customer onboarding',
  subject: 'Welcome to {{store_name}} — set up your account',
  body_html: `<!doctype html>
<html>
  <body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
    <h1 style="font-size: 20px;">Welcome to {{store_name}}, {{name}}!</h1>
    <p>Thank you for your order. We created an account for you so you can download your
      products, see your orders and follow your shipments.</p>
    <p>Choose a password to finish setting up your account:</p>
    <p><a href="{{onboarding_link}}" style="display: inline-block; padding: 10px 18px; background: #2563eb; color: #ffffff; text-decoration: none; border-radius: 6px;">Set up my account</a></p>
    <p style="font-size: 13px; color: #6b7280;">If the button does not work, copy this link into your browser:<br>{{onboarding_link}}</p>
    <p style="font-size: 13px; color: #6b7280;">The link can be used once. If you did not place an order with {{store_name}}, you can ignore this e-mail.</p>
  </body>
</html>`,
  body_text: `Welcome to {{store_name}}, {{name}}!

Thank you for your order. We created an account for you so you can download your products, see your orders and follow your shipments.

Choose a password to finish setting up your account:
{{onboarding_link}}

The link can be used once. If you did not place an order with {{store_name}}, you can ignore this e-mail.`,
  is_active: true,
};

/**
 * The mail an admin's "Forgot password?" sends (decision 0024); variables: name, reset_link,
 * expires_minutes, store_name. Not the demo's `password_reset`, an example for customers.
 */
export const ADMIN_PASSWORD_RESET_TEMPLATE_KEY = 'admin_password_reset';

const ADMIN_PASSWORD_RESET_TEMPLATE: TemplateDefault = {
  template_key: ADMIN_PASSWORD_RESET_TEMPLATE_KEY,
  name: 'Admin password reset',
  subject: 'Reset your {{store_name}} admin password',
  body_html: `<!doctype html>
<html>
  <body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
    <h1 style="font-size: 20px;">Hello {{name}},</h1>
    <p>Someone asked to reset the password of your {{store_name}} admin account.</p>
    <p><a href="{{reset_link}}" style="display: inline-block; padding: 10px 18px; background: #4f46e5; color: #ffffff; text-decoration: none; border-radius: 6px;">Choose a new password</a></p>
    <p style="font-size: 13px; color: #6b7280;">If the button does not work, copy this link into your browser:<br>{{reset_link}}</p>
    <p style="font-size: 13px; color: #6b7280;">The link can be used once, within {{expires_minutes}} minutes. Using it signs the account out everywhere. If you did not ask for it, you can ignore this e-mail: your password stays as it is.</p>
  </body>
</html>`,
  body_text: `Hello {{name}},

Someone asked to reset the password of your {{store_name}} admin account. Choose a new password here:
{{reset_link}}

The link can be used once, within {{expires_minutes}} minutes. Using it signs the account out everywhere. If you did not ask for it, you can ignore this e-mail: your password stays as it is.`,
  is_active: true,
};

export const SYSTEM_TEMPLATES: readonly TemplateDefault[] = [ONBOARDING_TEMPLATE, ADMIN_PASSWORD_RESET_TEMPLATE];

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

/**
 * Inserts the given templates whose key does not exist yet; returns how many were inserted.
 * `createdAt` lets the demo date them; by default the database's now() is used.
 */
export async function insertMissingTemplates(
  db: Tx,
  templates: readonly TemplateDefault[],
  createdAt?: Date,
): Promise<number> {
  if (templates.length === 0) return 0;
  const inserted = await db
    .insert(emailTemplates)
    .values(
      templates.map((t) => ({
        templateKey: t.template_key,
        name: t.name,
        subject: t.subject,
        bodyHtml: t.body_html,
        bodyText: t.body_text,
        isActive: t.is_active,
        ...(createdAt ? { createdAt, updatedAt: createdAt } : {}),
      })),
    )
    .onConflictDoNothing({ target: emailTemplates.templateKey })
    .returning({ id: emailTemplates.id });
  return inserted.length;
}

/** Runs on every start: makes sure the templates the server sends exist. */
export function seedSystemTemplates(db: Tx, createdAt?: Date): Promise<number> {
  return insertMissingTemplates(db, SYSTEM_TEMPLATES, createdAt);
}
