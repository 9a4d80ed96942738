import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_MESSAGES, type EmailTemplate, type TemplateListResponse } from '@store/contract/templates';
import { emailTemplates } from '../../db/schema/catalog.ts';
import { auditLogs } from '../../db/schema/operations.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let token: string;
let adminId: number;
let onboarding: EmailTemplate;

beforeAll(async () => {
  ctx = await createTestContext();
  const session = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
  token = session.token;
  adminId = session.user.id;
  const [row] = await ctx.database.db.select().from(emailTemplates).where(eq(emailTemplates.templateKey, 'onboarding'));
  onboarding = json<EmailTemplate>(await call('GET', `/templates/${row!.id}`));
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

let serial = 0;
const body = (over: Record<string, unknown> = {}) => ({
  template_key: `key_${++serial}`,
  name: `Template ${serial}`,
  subject: 'Hello {{name}}',
  body_html: '<p>Hello {{name}}</p>',
  body_text: 'Hello {{name}}',
  is_active: true,
  ...over,
});

async function create(over: Record<string, unknown> = {}): Promise<EmailTemplate> {
  const res = await call('POST', '/templates', body(over));
  expect(res.statusCode, res.body).toBe(201);
  return json<EmailTemplate>(res);
}

const auditRows = (id: number, action: string) =>
  ctx.database.db
    .select()
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.resourceType, 'email_templates'),
        eq(auditLogs.resourceId, String(id)),
        eq(auditLogs.action, action),
      ),
    )
    .orderBy(desc(auditLogs.id));

describe('the seeded onboarding template', () => {
  it('exists on a fresh store, active, with the onboarding link', () => {
    expect(onboarding).toMatchObject({ template_key: 'onboarding', is_active: true });
    expect(onboarding.body_html).toContain('{{onboarding_link}}');
  });

  it('cannot be deleted: 409 with a clear message, and it stays', async () => {
    const res = await call('DELETE', `/templates/${onboarding.id}`);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({
      message: 'The onboarding template is used by the system and cannot be deleted',
      code: 'CONFLICT',
    });
    expect((await call('GET', `/templates/${onboarding.id}`)).statusCode).toBe(200);
    expect(await auditRows(onboarding.id, 'delete')).toHaveLength(0);
  });

  it('cannot be deactivated (409) but can be edited', async () => {
    const refused = await call('PATCH', `/templates/${onboarding.id}`, { is_active: false });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe('The onboarding template is used by the system and cannot be deactivated');
    const edited = await call('PATCH', `/templates/${onboarding.id}`, { subject: 'Welcome aboard, {{name}}' });
    expect(edited.statusCode).toBe(200);
    expect(json(edited)).toMatchObject({ subject: 'Welcome aboard, {{name}}', is_active: true });
  });

  it('must keep {{onboarding_link}} in a body', async () => {
    const res = await call('PATCH', `/templates/${onboarding.id}`, {
      body_html: '<p>Welcome</p>',
      body_text: 'Welcome',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(TEMPLATE_MESSAGES.systemVariable('onboarding', 'onboarding_link'));
    const textOnly = await call('PATCH', `/templates/${onboarding.id}`, {
      body_html: '',
      body_text: 'Set up your account: {{{onboarding_link}}}',
    });
    expect(textOnly.statusCode).toBe(200);
    expect(json(textOnly)).toMatchObject({ body_html: null });
  });
});

describe('POST /templates', () => {
  it('creates with the spec fields and writes its audit row', async () => {
    const res = await call('POST', '/templates', {
      template_key: 'welcome_back',
      name: 'Welcome back',
      subject: 'We missed you, {{name}}',
      body_html: '<h1>Hi {{name}}</h1>',
      body_text: null,
      is_active: false,
    });
    expect(res.statusCode).toBe(201);
    const template = json<EmailTemplate>(res);
    expect(template).toEqual({
      id: expect.any(Number),
      template_key: 'welcome_back',
      name: 'Welcome back',
      subject: 'We missed you, {{name}}',
      body_html: '<h1>Hi {{name}}</h1>',
      body_text: null,
      is_active: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      revision: 1,
    });
    const [audit] = await auditRows(template.id, 'create');
    expect(audit).toMatchObject({ adminUserId: adminId, resourceType: 'email_templates' });
    expect(audit!.changes).toMatchObject({ template_key: { after: 'welcome_back' }, is_active: { after: false } });
  });

  it('accepts a text body alone and stores an empty HTML body as none', async () => {
    const template = await create({ body_html: '   ', body_text: 'Plain only' });
    expect(template).toMatchObject({ body_html: null, body_text: 'Plain only', is_active: true });
  });

  it.each([
    ['a missing key', { template_key: undefined }, 'template_key', TEMPLATE_MESSAGES.keyRequired],
    ['a blank key', { template_key: ' ' }, 'template_key', TEMPLATE_MESSAGES.keyRequired],
    ['a key with spaces', { template_key: 'order confirmation' }, 'template_key', TEMPLATE_MESSAGES.keyFormat],
    ['a missing name', { name: undefined }, 'name', TEMPLATE_MESSAGES.nameRequired],
    ['a blank name', { name: '' }, 'name', TEMPLATE_MESSAGES.nameRequired],
    ['a missing subject', { subject: undefined }, 'subject', TEMPLATE_MESSAGES.subjectRequired],
    ['a blank subject', { subject: '  ' }, 'subject', TEMPLATE_MESSAGES.subjectRequired],
    ['no body at all', { body_html: null, body_text: null }, 'body_html', TEMPLATE_MESSAGES.bodyRequired],
    ['two empty bodies', { body_html: '', body_text: ' ' }, 'body_html', TEMPLATE_MESSAGES.bodyRequired],
    ['bodies left out', { body_html: undefined, body_text: undefined }, 'body_html', TEMPLATE_MESSAGES.bodyRequired],
    ['a non-text body', { body_html: 42 }, 'body_html', TEMPLATE_MESSAGES.bodyType],
    [
      'an unclosed section in the subject',
      { subject: 'Hi {{#name}}' },
      'subject',
      TEMPLATE_MESSAGES.syntax('subject', 'Unclosed section "name" at 12'),
    ],
    [
      'an unclosed tag in the HTML body',
      { body_html: '<p>{{name</p>' },
      'body_html',
      TEMPLATE_MESSAGES.syntax('HTML body', 'Unclosed tag at 13'),
    ],
  ])('refuses %s with 400 and the text', async (_name, over, field, text) => {
    const res = await call('POST', '/templates', body(over));
    expect(res.statusCode).toBe(400);
    expect(json<{ fields: Record<string, string> }>(res).fields[field]).toBe(text);
  });

  it('reports every broken rule at once, the body rule included', async () => {
    const res = await call('POST', '/templates', {
      template_key: '',
      name: '',
      subject: '',
      body_html: '',
      body_text: '',
    });
    expect(json(res).fields).toEqual({
      template_key: TEMPLATE_MESSAGES.keyRequired,
      name: TEMPLATE_MESSAGES.nameRequired,
      subject: TEMPLATE_MESSAGES.subjectRequired,
      body_html: TEMPLATE_MESSAGES.bodyRequired,
    });
  });

  it.each([['null'], ['"text"'], ['[]']])('answers 400, never 500, for the body %s', async (raw) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/templates',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: raw,
    });
    expect(res.statusCode).toBe(400);
  });

  it('lets exactly one of two simultaneous creations of a key win; the other gets 409, never 500', async () => {
    const payload = body({ template_key: 'race_key' });
    const results = await Promise.all([call('POST', '/templates', payload), call('POST', '/templates', payload)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses a duplicate key with 409 and a clear message', async () => {
    const res = await call('POST', '/templates', body({ template_key: 'onboarding' }));
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ message: 'A template with key onboarding already exists', code: 'CONFLICT' });
  });
});

describe('GET /templates', () => {
  it('answers {templates, pagination}, 10 per page by default, newest first', async () => {
    for (let i = 0; i < 11; i++) await create({ name: `Paged ${i}`, subject: `Paged subject ${i}` });
    const res = await call('GET', '/templates');
    expect(res.statusCode).toBe(200);
    const page = json<TemplateListResponse>(res);
    expect(Object.keys(page).sort()).toEqual(['pagination', 'templates']);
    expect(page.templates).toHaveLength(10);
    expect(page.pagination).toMatchObject({ page: 1, limit: 10 });
    expect(page.pagination.total).toBeGreaterThanOrEqual(12);
    expect(page.templates[0]!.name).toBe('Paged 10');
    const second = json<TemplateListResponse>(await call('GET', '/templates?page=2&limit=10'));
    expect(second.templates[0]!.name).toBe('Paged 0');
  });

  it('searches by key, name or subject', async () => {
    const t = await create({ template_key: 'invoice_ready', name: 'Invoice ready', subject: 'Your receipt is here' });
    const search = async (q: string) =>
      json<TemplateListResponse>(await call('GET', `/templates?search=${encodeURIComponent(q)}`)).templates.map(
        (x) => x.id,
      );
    expect(await search('INVOICE_R')).toEqual([t.id]);
    expect(await search('invoice ready')).toEqual([t.id]);
    expect(await search('receipt')).toEqual([t.id]);
    expect(await search('no such template anywhere')).toEqual([]);
  });
});

describe('GET /templates/{id}', () => {
  it.each(['999999', 'onboarding', '1.5'])('answers 404 for %s', async (id) => {
    const res = await call('GET', `/templates/${id}`);
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toBe(TEMPLATE_MESSAGES.notFound);
  });
});

describe('PATCH /templates/{id}', () => {
  it('updates name, subject, bodies and the active flag, with an audit row of the changes', async () => {
    const t = await create();
    const res = await call('PATCH', `/templates/${t.id}`, {
      name: 'Renamed',
      subject: 'New subject',
      body_html: '<p>New</p>',
      body_text: null,
      is_active: false,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      template_key: t.template_key,
      name: 'Renamed',
      subject: 'New subject',
      body_html: '<p>New</p>',
      body_text: null,
      is_active: false,
    });
    const [audit] = await auditRows(t.id, 'update');
    expect(audit!.changes).toEqual({
      name: { before: t.name, after: 'Renamed' },
      subject: { before: t.subject, after: 'New subject' },
      body_html: { before: t.body_html, after: '<p>New</p>' },
      body_text: { before: t.body_text, after: null },
      is_active: { before: true, after: false },
    });
  });

  it('refuses to change the key (400) and accepts the same key', async () => {
    const t = await create();
    const refused = await call('PATCH', `/templates/${t.id}`, { template_key: 'other_key', name: 'X' });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).fields).toEqual({ template_key: TEMPLATE_MESSAGES.keyFixed });
    const same = await call('PATCH', `/templates/${t.id}`, { template_key: t.template_key, name: 'Same key' });
    expect(json(same)).toMatchObject({ template_key: t.template_key, name: 'Same key' });
  });

  it('refuses to remove the last body, checked against the stored one', async () => {
    const t = await create({ body_html: null, body_text: 'Only text' });
    const res = await call('PATCH', `/templates/${t.id}`, { body_text: '' });
    expect(res.statusCode).toBe(400);
    expect(json(res).fields).toEqual({ body_html: TEMPLATE_MESSAGES.bodyRequired });
    const both = await call('PATCH', `/templates/${t.id}`, { body_text: '', body_html: '' });
    expect(json(both).fields).toEqual({ body_html: TEMPLATE_MESSAGES.bodyRequired });
  });

  it.each([
    [{ name: '' }, 'name', TEMPLATE_MESSAGES.nameRequired],
    [{ subject: '' }, 'subject', TEMPLATE_MESSAGES.subjectRequired],
    [{ body_text: 'Hi {{/name}}' }, 'body_text', TEMPLATE_MESSAGES.syntax('text body', 'Unopened section "name" at 3')],
  ])('refuses %o with the text', async (payload, field, text) => {
    const t = await create();
    const res = await call('PATCH', `/templates/${t.id}`, payload);
    expect(res.statusCode).toBe(400);
    expect(json<{ fields: Record<string, string> }>(res).fields[field]).toBe(text);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await call('PATCH', '/templates/999999', { name: 'X' })).statusCode).toBe(404);
  });
});

describe('DELETE /templates/{id}', () => {
  it('deletes a template with an audit row; it is then not found', async () => {
    const t = await create();
    expect((await call('DELETE', `/templates/${t.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/templates/${t.id}`)).statusCode).toBe(404);
    const [audit] = await auditRows(t.id, 'delete');
    expect(audit!.changes).toMatchObject({ template_key: { before: t.template_key } });
    expect((await call('DELETE', `/templates/${t.id}`)).statusCode).toBe(404);
  });
});
