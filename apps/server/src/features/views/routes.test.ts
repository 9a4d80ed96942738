// Saved views (issue 34, item 2; decision 0065): a view's query round-trips exactly; views are
// private unless an Owner shares them; names are unique per admin and list in any letter case;
// one view is an admin's default per list; each change writes its audit row; a stale edit is 412.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEW_TEXTS, type SavedView, type SavedViewsResponse } from '@store/contract/views';
import { auditLogs } from '../../db/schema/operations.ts';
import { savedViews } from '../../db/schema/users.ts';
import {
  bearer,
  createTestContext,
  json,
  loginAs,
  newAdmin,
  TEST_ADMIN,
  type TestContext,
} from '../../test/harness.ts';

let ctx: TestContext;
let owner: string;
let ownerId: number;
let support: string;
let analyst: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const session = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
  owner = session.token;
  ownerId = session.user.id;
  support = (await newAdmin(ctx.app, owner, 'support', 'Sam Support')).token;
  analyst = (await newAdmin(ctx.app, owner, 'analyst')).token;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, as: string, payload?: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { ...bearer(as), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function save(as: string, body: Record<string, unknown>): Promise<SavedView> {
  const res = await call('POST', '/views', as, body);
  expect(res.statusCode, res.body).toBe(201);
  return json<SavedView>(res);
}

async function viewsOf(as: string, list?: string): Promise<SavedView[]> {
  const res = await call('GET', list ? `/views?list=${list}` : '/views', as);
  expect(res.statusCode, res.body).toBe(200);
  return json<SavedViewsResponse>(res).views;
}

const auditRows = async (id: number) =>
  (
    await ctx.database.db
      .select({ n: count() })
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceType, 'saved_views'), eq(auditLogs.resourceId, String(id))))
  )[0]!.n;

describe('saved views', () => {
  it("round-trips a view's query exactly, whatever it holds", async () => {
    const query =
      'status=paid&created_from=2026-11-01&created_to=2026-11-28&search=%C3%BCber+%F0%9F%93%A6&sort=-total&columns=order_number,total,status';
    const view = await save(owner, { list: 'orders', name: 'Paid this month', query });
    expect(view).toMatchObject({ list: 'orders', name: 'Paid this month', query, shared: false, is_default: false });
    expect(view).toMatchObject({ mine: true, owner: { id: ownerId, name: TEST_ADMIN.name }, revision: 1 });
    expect((await viewsOf(owner, 'orders')).find((v) => v.id === view.id)?.query).toBe(query);
    // A leading `?` (the address's search as the panel reads it) is not part of the query.
    expect((await save(owner, { list: 'orders', name: 'With a mark', query: '?status=pending' })).query).toBe(
      'status=pending',
    );
    expect(await auditRows(view.id)).toBe(1);
  });

  it('keeps a view private to the admin who saved it unless it is shared', async () => {
    const mine = await save(support, { list: 'orders', name: 'My refunds', query: 'refunded_from=2026-11-23' });
    expect((await viewsOf(support, 'orders')).map((v) => v.id)).toContain(mine.id);
    expect((await viewsOf(owner, 'orders')).map((v) => v.id)).not.toContain(mine.id);
    // Another admin's private view cannot be changed, deleted or made a default: it is not found.
    for (const [method, payload] of [
      ['PATCH', { name: 'Mine now' }],
      ['PATCH', { is_default: true }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/views/${mine.id}`, owner, payload);
      expect(res.statusCode, res.body).toBe(404);
      expect(json<{ message: string }>(res).message).toBe(VIEW_TEXTS.notFound);
    }
  });

  it('lets only an Owner share a view, and shows a shared view to every admin who opens its list', async () => {
    const refused = await call('POST', '/views', support, { list: 'orders', name: 'Team', query: '', shared: true });
    expect(refused.statusCode).toBe(403);
    expect(json<{ message: string }>(refused).message).toBe(VIEW_TEXTS.shareOwnersOnly);
    const own = await save(support, { list: 'orders', name: 'To share', query: 'status=paid' });
    const patch = await call('PATCH', `/views/${own.id}`, support, { shared: true });
    expect(patch.statusCode).toBe(403);
    expect(await ctx.database.db.select().from(savedViews).where(eq(savedViews.id, own.id))).toMatchObject([
      { shared: false, revision: 1 },
    ]);

    const team = await save(owner, {
      list: 'orders',
      name: 'To ship today',
      query: 'has_shipment=false',
      shared: true,
    });
    const seen = (await viewsOf(support, 'orders')).find((v) => v.id === team.id);
    expect(seen).toMatchObject({ shared: true, mine: false, owner: { id: ownerId, name: TEST_ADMIN.name } });
    // Seen by a role that opens Orders, not by one that does not.
    expect((await viewsOf(analyst)).map((v) => v.id)).not.toContain(team.id);
    expect((await call('GET', '/views?list=orders', analyst)).statusCode).toBe(403);
    // Another admin cannot rename or delete it…
    const rename = await call('PATCH', `/views/${team.id}`, support, { name: 'Hijacked' });
    expect(rename.statusCode).toBe(403);
    expect(json<{ message: string }>(rename).message).toBe(VIEW_TEXTS.notYours);
    expect((await call('DELETE', `/views/${team.id}`, support)).statusCode).toBe(403);
    // …but may make it their own default, which changes nothing of the view, for anyone else.
    const made = await call('PATCH', `/views/${team.id}`, support, { name: team.name, is_default: true });
    expect(made.statusCode, made.body).toBe(200);
    expect(json<SavedView>(made)).toMatchObject({ is_default: true, revision: team.revision, name: team.name });
    expect((await viewsOf(owner, 'orders')).find((v) => v.id === team.id)?.is_default).toBe(false);
    // Unsharing takes it from the others' lists, and their default goes back to the plain list.
    const unshare = await call('PATCH', `/views/${team.id}`, owner, { shared: false });
    expect(unshare.statusCode, unshare.body).toBe(200);
    expect((await viewsOf(support, 'orders')).map((v) => v.id)).not.toContain(team.id);
  });

  it('keeps names unique per admin and list in any letter case, and refuses bad input naming the field', async () => {
    const first = await save(owner, { list: 'users', name: 'Admins', query: 'role=owner' });
    const again = await call('POST', '/views', owner, { list: 'users', name: '  aDMINS ', query: '' });
    expect(again.statusCode).toBe(409);
    expect(json<{ fields: Record<string, string> }>(again).fields).toEqual({ name: VIEW_TEXTS.nameTaken });
    // The same name is free on another list, and for another admin.
    await save(owner, { list: 'products', name: 'Admins', query: '' });
    await save(support, { list: 'users', name: 'Admins', query: '' });
    // A rename onto a taken name is refused; a change of letter case of its own name is not.
    const other = await save(owner, { list: 'users', name: 'Customers', query: '' });
    expect((await call('PATCH', `/views/${other.id}`, owner, { name: 'ADMINS' })).statusCode).toBe(409);
    const recased = await call('PATCH', `/views/${first.id}`, owner, { name: 'ADMINS' });
    expect(recased.statusCode, recased.body).toBe(200);

    const bad: [Record<string, unknown>, string, string][] = [
      [{ list: 'nope', name: 'X', query: '' }, 'list', VIEW_TEXTS.listUnknown],
      [{ list: 'orders', name: '   ', query: '' }, 'name', VIEW_TEXTS.nameRequired],
      [{ list: 'orders', name: 'x'.repeat(61), query: '' }, 'name', VIEW_TEXTS.nameTooLong],
      [{ list: 'orders', name: 'Long', query: 'a'.repeat(2001) }, 'query', VIEW_TEXTS.queryTooLong],
      [{ list: 'orders', name: 'Shared?', query: '', shared: 'yes' }, 'shared', ''],
    ];
    for (const [body, field, message] of bad) {
      const res = await call('POST', '/views', owner, body);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(400);
      const fields = json<{ fields: Record<string, string> }>(res).fields;
      expect(Object.keys(fields)).toEqual([field]);
      if (message) expect(fields[field]).toBe(message);
    }
    for (const id of ['abc', '0', '99999999999']) {
      expect((await call('PATCH', `/views/${id}`, owner, { name: 'X' })).statusCode).toBe(404);
    }
  });

  it("makes one view of a list the admin's default, moving it when another is chosen", async () => {
    const a = await save(support, { list: 'shipments', name: 'Late', query: 'sort=created_at', is_default: true });
    expect(a.is_default).toBe(true);
    const b = await save(support, { list: 'shipments', name: 'UPS', query: 'search=UPS' });
    const res = await call('PATCH', `/views/${b.id}`, support, { is_default: true });
    expect(json<SavedView>(res).is_default).toBe(true);
    const now = await viewsOf(support, 'shipments');
    expect(now.filter((v) => v.is_default).map((v) => v.id)).toEqual([b.id]);
    // Taking the default off leaves the list plain; deleting the default does too.
    await call('PATCH', `/views/${b.id}`, support, { is_default: false });
    expect((await viewsOf(support, 'shipments')).some((v) => v.is_default)).toBe(false);
    await call('PATCH', `/views/${a.id}`, support, { is_default: true });
    expect((await call('DELETE', `/views/${a.id}`, support)).statusCode).toBe(204);
    expect((await viewsOf(support, 'shipments')).map((v) => v.id)).toEqual([b.id]);
    expect((await viewsOf(support, 'shipments')).some((v) => v.is_default)).toBe(false);
  });

  it('writes an audit row for each change, in its transaction, and none for a change that changes nothing', async () => {
    const view = await save(owner, { list: 'promos', name: 'Active', query: 'status=active' });
    await call('PATCH', `/views/${view.id}`, owner, { query: 'status=active&sort=code' });
    await call('PATCH', `/views/${view.id}`, owner, { is_default: true });
    await call('PATCH', `/views/${view.id}`, owner, { name: 'Active' });
    await call('DELETE', `/views/${view.id}`, owner);
    const rows = await ctx.database.db
      .select({ action: auditLogs.action, changes: auditLogs.changes })
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceType, 'saved_views'), eq(auditLogs.resourceId, String(view.id))))
      .orderBy(auditLogs.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect(rows[1]!.changes).toMatchObject({ query: { before: 'status=active', after: 'status=active&sort=code' } });
    expect(rows[2]!.changes).toEqual({ is_default: { before: false, after: true } });
  });

  it('refuses a stale edit with 412 and the view as it is now', async () => {
    const view = await save(owner, { list: 'countries', name: 'Europe', query: 'search=EU' });
    const first = await call(
      'PATCH',
      `/views/${view.id}`,
      owner,
      { name: 'Europe 2' },
      { 'if-match': `"${view.revision}"` },
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers.etag).toBe(`"${view.revision + 1}"`);
    const stale = await call(
      'PATCH',
      `/views/${view.id}`,
      owner,
      { name: 'Europe 3' },
      { 'if-match': `"${view.revision}"` },
    );
    expect(stale.statusCode).toBe(412);
    expect(json<{ current: SavedView }>(stale).current).toMatchObject({
      name: 'Europe 2',
      revision: view.revision + 1,
    });
    const staleDelete = await call('DELETE', `/views/${view.id}`, owner, undefined, {
      'if-match': `"${view.revision}"`,
    });
    expect(staleDelete.statusCode).toBe(412);
  });

  it("answers the palette every list's views the role opens, by list then name", async () => {
    const all = await viewsOf(support);
    const keys = all.map((v) => `${v.list}:${v.name.toLowerCase()}`);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(all.map((v) => v.list))).toEqual(new Set(['orders', 'users', 'shipments']));
    expect(all.every((v) => v.mine || v.shared)).toBe(true);
  });
});
