// E-mail templates (spec 001 "Email Templates"): list with search, create, partial update (the
// key is fixed), delete. Subjects and bodies are mustache templates and must parse. The templates
// the server itself sends (SYSTEM_TEMPLATE_KEYS: the onboarding mail) cannot be deleted or
// switched off, and must keep the variables the system fills in.
import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import Mustache from 'mustache';
import {
  hasBody,
  isSystemTemplate,
  SYSTEM_TEMPLATE_REQUIRED_VARIABLES,
  TEMPLATE_MESSAGES,
  type EmailTemplate,
  type TemplateCreateBody,
  type TemplateListQuery,
  type TemplateListResponse,
  type TemplateSortField,
  type TemplateUpdateBody,
} from '@store/contract/templates';
import type { Sort } from '@store/contract/pagination';
import type { Db } from '../../db/client.ts';
import { emailTemplates } from '../../db/schema/catalog.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import { AppError, conflict, invalid } from '../../platform/errors.ts';
import { idOf } from '../../platform/ids.ts';
import { assertRevision, nextRevision, type IfMatch } from '../../platform/revisions.ts';
import { offsetOf, pagination } from '../../platform/pagination.ts';
import { orderByOf } from '../../platform/sorting.ts';
import { containsPattern } from '../../platform/list-search.ts';

const RESOURCE = 'email_templates';
type TemplateRow = typeof emailTemplates.$inferSelect;

/** The 412 of a stale write to a template. */
const staleTemplate = (row: TemplateRow) =>
  ({ row, what: 'template', resourceType: RESOURCE, resourceId: row.id, current: () => toTemplate(row) }) as const;

function toTemplate(row: TemplateRow): EmailTemplate {
  return {
    id: row.id,
    template_key: row.templateKey,
    name: row.name,
    subject: row.subject,
    body_html: row.bodyHtml,
    body_text: row.bodyText,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    revision: row.revision,
  };
}

/** What the audit row records (the wire names). */
function auditShape(row: TemplateRow) {
  return {
    template_key: row.templateKey,
    name: row.name,
    subject: row.subject,
    body_html: row.bodyHtml,
    body_text: row.bodyText,
    is_active: row.isActive,
  };
}

type Token = Mustache.TemplateSpans[number];

/** Parses with a writer of its own, so admins' drafts do not pile up in mustache's global cache. */
function parse(source: string): Mustache.TemplateSpans {
  return new Mustache.Writer().parse(source) as Mustache.TemplateSpans;
}

/** The variable names a parsed template uses, sections and inverted sections included. */
function variablesOf(tokens: readonly Token[], into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    const [type, value] = token;
    if (type === 'name' || type === '&' || type === '#' || type === '^') into.add(value);
    const children = token[4];
    if (Array.isArray(children)) variablesOf(children as Token[], into);
  }
  return into;
}

interface Content {
  subject: string;
  body_html: string | null;
  body_text: string | null;
}

/** Each part must parse as a mustache template; a system template must keep its variables. */
function assertContent(key: string, content: Content): void {
  const parts: [field: keyof Content, label: string][] = [
    ['subject', 'subject'],
    ['body_html', 'HTML body'],
    ['body_text', 'text body'],
  ];
  const used = new Set<string>();
  for (const [field, label] of parts) {
    const source = content[field];
    if (!source) continue;
    try {
      variablesOf(parse(source), used);
    } catch (err) {
      throw invalid(field, TEMPLATE_MESSAGES.syntax(label, err instanceof Error ? err.message : String(err)));
    }
  }
  for (const variable of SYSTEM_TEMPLATE_REQUIRED_VARIABLES[key] ?? []) {
    if (!used.has(variable)) {
      throw invalid(content.body_html ? 'body_html' : 'body_text', TEMPLATE_MESSAGES.systemVariable(key, variable));
    }
  }
}

/** Key, name or subject: one expression, served by the table's trigram index. */
function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return sql`lower(${emailTemplates.templateKey} || ' ' || ${emailTemplates.name} || ' ' || ${emailTemplates.subject}) like ${containsPattern(search)}`;
}

/** Newest first: served by email_templates_created_at_idx (created_at desc, id desc). */
const NEWEST_FIRST = [desc(emailTemplates.createdAt), desc(emailTemplates.id)];

/**
 * The templates list's ORDER BY: the sort asked for, then id, else newest first; each field has
 * its (column, id) index.
 */
function templatesOrder(sort: Sort<TemplateSortField> | undefined): SQL[] {
  return orderByOf(
    sort,
    { name: emailTemplates.name, subject: emailTemplates.subject, updated_at: emailTemplates.updatedAt },
    emailTemplates.id,
    NEWEST_FIRST,
  );
}

export async function listTemplates(db: Db, query: TemplateListQuery): Promise<TemplateListResponse> {
  const where = searchFilter(query.search);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(emailTemplates)
      .where(where)
      .orderBy(...templatesOrder(query.sort))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ total: count() }).from(emailTemplates).where(where),
  ]);
  return { templates: rows.map(toTemplate), pagination: pagination(query.page, query.limit, totals?.total ?? 0) };
}

export async function getTemplate(db: Db, rawId: string): Promise<EmailTemplate> {
  const id = idOf(rawId, TEMPLATE_MESSAGES.notFound);
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, id));
  if (!row) throw new AppError('NOT_FOUND', TEMPLATE_MESSAGES.notFound);
  return toTemplate(row);
}

export async function createTemplate(db: Db, actor: Actor, body: TemplateCreateBody): Promise<EmailTemplate> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: emailTemplates.id })
      .from(emailTemplates)
      .where(eq(emailTemplates.templateKey, body.template_key));
    if (taken) throw conflict(TEMPLATE_MESSAGES.duplicate(body.template_key));
    assertContent(body.template_key, body);
    const [created] = await tx
      .insert(emailTemplates)
      .values({
        templateKey: body.template_key,
        name: body.name,
        subject: body.subject,
        bodyHtml: body.body_html,
        bodyText: body.body_text,
        isActive: body.is_active,
      })
      .onConflictDoNothing({ target: emailTemplates.templateKey })
      .returning();
    if (!created) throw conflict(TEMPLATE_MESSAGES.duplicate(body.template_key));
    await writeAudit(tx, actor, {
      action: 'create',
      resourceType: RESOURCE,
      resourceId: created.id,
      after: auditShape(created),
    });
    return toTemplate(created);
  });
}

export async function updateTemplate(
  db: Db,
  actor: Actor,
  rawId: string,
  body: TemplateUpdateBody,
  ifMatch?: IfMatch,
): Promise<EmailTemplate> {
  const id = idOf(rawId, TEMPLATE_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(emailTemplates).where(eq(emailTemplates.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', TEMPLATE_MESSAGES.notFound);
    await assertRevision(tx, ifMatch, staleTemplate(current));
    const key = current.templateKey;
    // spec 001 §5: the key is not editable on edit.
    if (body.template_key !== undefined && body.template_key.trim() !== key) {
      throw invalid('template_key', TEMPLATE_MESSAGES.keyFixed);
    }
    const next = {
      name: body.name ?? current.name,
      subject: body.subject ?? current.subject,
      body_html: body.body_html === undefined ? current.bodyHtml : body.body_html,
      body_text: body.body_text === undefined ? current.bodyText : body.body_text,
      is_active: body.is_active ?? current.isActive,
    };
    if (!hasBody(next)) throw invalid('body_html', TEMPLATE_MESSAGES.bodyRequired);
    if (!next.is_active && isSystemTemplate(key)) throw conflict(TEMPLATE_MESSAGES.systemDeactivate(key));
    assertContent(key, next);

    const [updated] = await tx
      .update(emailTemplates)
      .set({
        name: next.name,
        subject: next.subject,
        bodyHtml: next.body_html,
        bodyText: next.body_text,
        isActive: next.is_active,
        updatedAt: new Date(),
        revision: nextRevision(emailTemplates.revision),
      })
      .where(eq(emailTemplates.id, id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'update',
      resourceType: RESOURCE,
      resourceId: id,
      before: auditShape(current),
      after: auditShape(updated!),
    });
    return toTemplate(updated!);
  });
}

export async function deleteTemplate(db: Db, actor: Actor, rawId: string, ifMatch?: IfMatch): Promise<void> {
  const id = idOf(rawId, TEMPLATE_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(emailTemplates).where(eq(emailTemplates.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', TEMPLATE_MESSAGES.notFound);
    await assertRevision(tx, ifMatch, staleTemplate(current));
    // The server sends this one itself (the onboarding mail after a payment): it must stay.
    if (isSystemTemplate(current.templateKey)) throw conflict(TEMPLATE_MESSAGES.systemDelete(current.templateKey));
    const [removed] = await tx.delete(emailTemplates).where(eq(emailTemplates.id, id)).returning();
    await writeAudit(tx, actor, {
      action: 'delete',
      resourceType: RESOURCE,
      resourceId: id,
      before: auditShape(removed!),
    });
  });
}
