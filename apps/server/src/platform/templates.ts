// Renders an `email_templates` row: mustache `{{variable}}` placeholders (spec 001 §3). The HTML
// body escapes the values (`{{{raw}}}` opts out); the subject and the text body are plain text and
// take them as given.
import { eq } from 'drizzle-orm';
import Mustache from 'mustache';
import type { Tx } from '../db/client.ts';
import { emailTemplates } from '../db/schema/catalog.ts';

export interface TemplateSource {
  subject: string;
  bodyHtml: string | null;
  bodyText: string | null;
}

export interface RenderedMail {
  subject: string;
  html: string | null;
  text: string | null;
}

export type TemplateVariables = Record<string, string | number>;

const asIs = (value: unknown) => String(value);
const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Escapes what HTML text and quoted attributes need, and no more: a link stays readable in the source. */
const escapeHtml = (value: unknown) => String(value).replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]!);

function renderPlain(template: string, variables: TemplateVariables): string {
  return Mustache.render(template, variables, {}, { escape: asIs });
}

export function renderTemplate(template: TemplateSource, variables: TemplateVariables): RenderedMail {
  return {
    // A subject is one line: a value with a line break must not start a new header.
    subject: renderPlain(template.subject, variables)
      .replace(/[\r\n]+/g, ' ')
      .trim(),
    html: template.bodyHtml ? Mustache.render(template.bodyHtml, variables, {}, { escape: escapeHtml }) : null,
    text: template.bodyText ? renderPlain(template.bodyText, variables) : null,
  };
}

/** Why a mail of a template was not made: the store has no template of that key, or it is off. */
export type NotRendered = 'missing' | 'inactive';

/** The active template with this key, rendered; or why it cannot be. */
export async function renderTemplateOrWhyNot(
  tx: Tx,
  templateKey: string,
  variables: TemplateVariables,
): Promise<RenderedMail | NotRendered> {
  const [row] = await tx
    .select({
      subject: emailTemplates.subject,
      bodyHtml: emailTemplates.bodyHtml,
      bodyText: emailTemplates.bodyText,
      isActive: emailTemplates.isActive,
    })
    .from(emailTemplates)
    .where(eq(emailTemplates.templateKey, templateKey))
    .limit(1);
  if (!row) return 'missing';
  if (!row.isActive) return 'inactive';
  return renderTemplate(row, variables);
}

/** The active template with this key, rendered; null when it is missing or switched off. */
export async function renderTemplateByKey(
  tx: Tx,
  templateKey: string,
  variables: TemplateVariables,
): Promise<RenderedMail | null> {
  const mail = await renderTemplateOrWhyNot(tx, templateKey, variables);
  return typeof mail === 'string' ? null : mail;
}
