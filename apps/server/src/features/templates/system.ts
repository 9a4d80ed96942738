// The e-mail templates the server itself sends (the onboarding link, DESIGN §4; an admin's
// password reset link, decision 0024): start-up inserts the missing ones on every start, with or
// without demo data, and never overwrites an admin's edits. The demo store adds its examples
// with the same insert (seed/templates.ts). Placeholders are mustache `{{variable}}`s
// (spec 001 §3); mustache HTML-escapes them.
import { ADMIN_PASSWORD_RESET_TEMPLATE_KEY, ONBOARDING_TEMPLATE_KEY } from '@store/contract/templates';
import type { Tx } from '../../db/client.ts';
import { emailTemplates } from '../../db/schema/catalog.ts';

export interface TemplateDefault {
  template_key: string;
  name: string;
  subject: string;
  body_html: string;
  body_text: string;
  is_active: boolean;
}

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
