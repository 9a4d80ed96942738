// An admin's own columns of a list (issue 34, item 4; decision 0064): a round trip, private to
// the admin, null goes back to the list's own, any role, no audit row, and a 400 naming the field.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEW_TEXTS, type ListSettings } from '@store/contract/views';
import { auditLogs } from '../../db/schema/operations.ts';
import { adminListSettings, savedViews } from '../../db/schema/users.ts';
import {
  bearer,
  createTestContext,
  json,
  loginAs,
  newAdmin,
  TEST_ADMIN,
  type TestContext,
} from '../../test/harness.ts';
import { defaultViewsOf, setDefaultView } from './service.ts';

let ctx: TestContext;
let owner: string;
let ownerId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const session = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
  owner = session.token;
  ownerId = session.user.id;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PUT', list: string, as: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/admin/list-settings/${list}`,
    headers: bearer(as),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function columnsOf(list: string, as: string) {
  const res = await call('GET', list, as);
  expect(res.statusCode, res.body).toBe(200);
  return json<ListSettings>(res);
}

async function save(list: string, as: string, columns: string[] | null) {
  const res = await call('PUT', list, as, { columns });
  expect(res.statusCode, res.body).toBe(200);
  return json<ListSettings>(res);
}

describe('list settings', () => {
  it('answers null columns for a list the admin never chose columns for', async () => {
    expect(await columnsOf('products', owner)).toEqual({ list: 'products', columns: null });
  });

  it('keeps the columns in the order sent, and a second save replaces them', async () => {
    expect(await save('orders', owner, ['order_number', 'total', 'customer_email'])).toEqual({
      list: 'orders',
      columns: ['order_number', 'total', 'customer_email'],
    });
    expect(await columnsOf('orders', owner)).toEqual({
      list: 'orders',
      columns: ['order_number', 'total', 'customer_email'],
    });
    await save('orders', owner, ['order_number', 'status']);
    expect((await columnsOf('orders', owner)).columns).toEqual(['order_number', 'status']);
    // One row for the admin and the list, whatever the number of saves.
    const [rows] = await ctx.database.db
      .select({ n: count() })
      .from(adminListSettings)
      .where(and(eq(adminListSettings.adminId, ownerId), eq(adminListSettings.list, 'orders')));
    expect(rows!.n).toBe(1);
  });

  it('keeps each list apart', async () => {
    await save('users', owner, ['name', 'created_at']);
    await save('promos', owner, ['code']);
    expect((await columnsOf('users', owner)).columns).toEqual(['name', 'created_at']);
    expect((await columnsOf('promos', owner)).columns).toEqual(['code']);
  });

  it('goes back to the list’s own columns with null', async () => {
    await save('countries', owner, ['name', 'code']);
    expect(await save('countries', owner, null)).toEqual({ list: 'countries', columns: null });
    expect(await columnsOf('countries', owner)).toEqual({ list: 'countries', columns: null });
  });

  it('shows an admin only their own columns, never another admin’s', async () => {
    await save('audit', owner, ['date', 'admin', 'action']);
    const other = await newAdmin(ctx.app, owner, 'administrator');
    expect(await columnsOf('audit', other.token)).toEqual({ list: 'audit', columns: null });
    await save('audit', other.token, ['action']);
    expect((await columnsOf('audit', other.token)).columns).toEqual(['action']);
    expect((await columnsOf('audit', owner)).columns).toEqual(['date', 'admin', 'action']);
    // And going back to the list's own is theirs alone too.
    await save('audit', other.token, null);
    expect((await columnsOf('audit', owner)).columns).toEqual(['date', 'admin', 'action']);
  });

  it('lets every role keep its columns, even of a list outside its areas', async () => {
    // An Analyst sees no products; its own preference of that list harms nobody (decision 0064).
    const analyst = await newAdmin(ctx.app, owner, 'analyst');
    expect((await save('products', analyst.token, ['name'])).columns).toEqual(['name']);
    const support = await newAdmin(ctx.app, owner, 'support');
    expect((await save('shipments', support.token, ['tracking_number', 'status'])).columns).toEqual([
      'tracking_number',
      'status',
    ]);
  });

  it('keeps the columns and the default view apart: setting one leaves the other', async () => {
    const { db } = ctx.database;
    const [view] = await db
      .insert(savedViews)
      .values({ adminId: ownerId, list: 'releases', name: 'Windows', query: 'platform=windows' })
      .returning({ id: savedViews.id });
    await setDefaultView(db, ownerId, 'releases', view!.id);
    expect(await defaultViewsOf(db, ownerId)).toEqual(new Map([['releases', view!.id]]));
    expect(await columnsOf('releases', owner)).toEqual({ list: 'releases', columns: null });
    await save('releases', owner, ['version']);
    await save('releases', owner, ['version', 'platform']);
    expect(await defaultViewsOf(db, ownerId)).toEqual(new Map([['releases', view!.id]]));
    await setDefaultView(db, ownerId, 'releases', null);
    expect((await columnsOf('releases', owner)).columns).toEqual(['version', 'platform']);
    expect(await defaultViewsOf(db, ownerId)).toEqual(new Map());
  });

  it('writes no audit row: it is the admin’s own display preference', async () => {
    const before = await ctx.database.db.select({ n: count() }).from(auditLogs);
    await save('templates', owner, ['name', 'subject']);
    await save('templates', owner, null);
    const after = await ctx.database.db.select({ n: count() }).from(auditLogs);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/list-settings/orders' });
    expect(res.statusCode).toBe(401);
  });
});

describe('refusals', () => {
  const fieldsOf = (res: { body: string }) => json<{ code: string; fields: Record<string, string> }>(res as never);

  it('refuses a list that is not one of the server-paged lists, naming `list`', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const res = await call(method, 'dashboard', owner, method === 'PUT' ? { columns: ['name'] } : undefined);
      expect(res.statusCode, res.body).toBe(400);
      expect(fieldsOf(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { list: VIEW_TEXTS.listUnknown } });
    }
  });

  it.each([
    ['a key with capitals', ['Name'], VIEW_TEXTS.columnKey],
    ['a key with a dash', ['order-number'], VIEW_TEXTS.columnKey],
    ['a key starting with a digit', ['1st'], VIEW_TEXTS.columnKey],
    ['an empty key', [''], VIEW_TEXTS.columnKey],
    ['a key too long', ['k'.repeat(41)], VIEW_TEXTS.columnKey],
    ['a key twice', ['name', 'email', 'name'], VIEW_TEXTS.columnRepeated],
    ['no column', [], VIEW_TEXTS.columnsEmpty],
    ['too many columns', Array.from({ length: 31 }, (_, i) => `c${i}`), VIEW_TEXTS.columnsTooMany],
    ['a text instead of a list', 'name,email', VIEW_TEXTS.columnsList],
  ])('refuses %s, naming `columns`, and keeps what was stored', async (_, columns, message) => {
    await save('outbox', owner, ['subject', 'status']);
    const res = await call('PUT', 'outbox', owner, { columns });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { columns: message } });
    expect((await columnsOf('outbox', owner)).columns).toEqual(['subject', 'status']);
  });

  it('refuses a body without `columns`, naming it', async () => {
    const res = await call('PUT', 'outbox', owner, {});
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(fieldsOf(res).fields)).toEqual(['columns']);
  });
});
