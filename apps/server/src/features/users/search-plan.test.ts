// DESIGN §6: lists stay fast at store scale. With 100,000 users, the users search the service
// builds must be served by the pg_trgm indexes (a bitmap index scan), never a scan of the table;
// and a sorted first page, by any field either way, must be read through an index in its order.
import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_SORTS, type UserSortField } from '@store/contract/users';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';
import { explain, isIndexOrdered, fillThroughPendingLists } from '../../test/plans.ts';
import { usersCountQuery, usersPageQuery } from './service.ts';

const USERS = 100_000;
// Accounts of long ago, all with one word in their e-mail: a search for it matches about 3 %, so
// the planner expects to fill a newest-first page early by walking users_created_at_idx — yet
// every one of them sits at the far end of that index.
const ARCHIVED = 3_000;
let ctx: TestContext;

async function rows<T>(query: SQLWrapper): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const plan = (query: SQLWrapper) => explain(ctx.database, query);

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  const started = performance.now();
  await fillThroughPendingLists(ctx.database, ['users_email_trgm_idx', 'users_name_trgm_idx'], async () => {
    // In chunks, so no statement comes near the server's statement timeout on a busy machine.
    const CHUNK = 10_000;
    for (let from = 1; from <= USERS; from += CHUNK) {
      await db.execute(sql`
      insert into users (email, name, created_at)
      select 'customer' || i || '.' || substr(md5(i::text), 1, 10) || '@example.com',
             'Customer ' || initcap(substr(md5(i::text), 11, 10)),
             now() - make_interval(mins => i)
      from generate_series(${from}::int, ${Math.min(from + CHUNK - 1, USERS)}::int) as i`);
    }
    await db.execute(sql`
      insert into users (email, name, created_at)
      select 'archived' || i || '@old.example.com', 'Old account ' || i, now() - interval '10 years' - make_interval(mins => i)
      from generate_series(1, ${ARCHIVED}::int) as i`);
  });
  await db.execute(sql`analyze users`);
  console.info(`[users plan] ${USERS} users inserted and analysed in ${Math.round(performance.now() - started)} ms`);
}, 300_000);
afterAll(() => ctx.close());

describe(`the users list over ${USERS.toLocaleString('en-US')} users`, () => {
  it('finds by part of the e-mail or the name with the trigram indexes, not a sequential scan', async () => {
    const [sample] = await rows<{ email_part: string; name_part: string }>(
      sql`select substr(md5('4242'), 3, 6) as email_part, substr(md5('4242'), 12, 6) as name_part`,
    );
    for (const search of [sample!.email_part, sample!.name_part.toUpperCase()]) {
      const query = { page: 1, limit: 10, search, sort: undefined };
      const pagePlan = await plan(usersPageQuery(ctx.database.db, query));
      const countPlan = await plan(usersCountQuery(ctx.database.db, query));
      console.info(`[users plan] search "${search}", page:\n${pagePlan}\ncount:\n${countPlan}`);
      for (const p of [pagePlan, countPlan]) {
        expect(p).not.toMatch(/Seq Scan on users/);
        expect(p).toMatch(/Bitmap Index Scan on users_(email|name)_trgm_idx/);
      }
    }
  });

  it('finds the matches of a search before ordering them, even when the planner expects many early in the order', async () => {
    const query = { page: 1, limit: 10, search: 'archived', sort: undefined };
    const pagePlan = await plan(usersPageQuery(ctx.database.db, query));
    console.info(`[users plan] search "archived", page:\n${pagePlan}`);
    expect(pagePlan).not.toMatch(/Index Scan using users_created_at_idx/);
    expect(pagePlan).toMatch(/Bitmap Index Scan on users_email_trgm_idx/);
    const page = await usersPageQuery(ctx.database.db, query);
    expect(page.map((u) => u.email)).toEqual(Array.from({ length: 10 }, (_, i) => `archived${i + 1}@old.example.com`));
  });

  it('answers a search and the plain first page quickly through the API, with the right totals', async () => {
    const { token } = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
    const [sample] = await rows<{ part: string }>(sql`select substr(md5('77777'), 1, 10) as part`);

    let started = performance.now();
    const found = await get(`/api/admin/users?search=${sample!.part}`);
    const searchMs = performance.now() - started;
    expect(found.statusCode).toBe(200);
    const body = json<{ users: { email: string }[]; pagination: { total: number } }>(found);
    expect(body.users.map((u) => u.email)).toContain(`customer77777.${sample!.part}@example.com`);

    started = performance.now();
    const first = await get('/api/admin/users');
    const listMs = performance.now() - started;
    const listed = json<{ pagination: { total: number; pages: number } }>(first);
    expect(listed.pagination.total).toBe(USERS + ARCHIVED + 1); // and the admin
    expect(listed.pagination.pages).toBe(Math.ceil((USERS + ARCHIVED + 1) / 10));
    console.info(
      `[users plan] ${ctx.database.kind}: search ${Math.round(searchMs)} ms, first page with count(*) ${Math.round(listMs)} ms`,
    );
    const firstPagePlan = await plan(
      usersPageQuery(ctx.database.db, { page: 1, limit: 10, search: undefined, sort: undefined }),
    );
    expect(firstPagePlan).toMatch(/Index Scan using users_created_at_idx/);
  });

  it('reads a sorted first page through the index of its field, both ways, not a sort of the table', async () => {
    const indexes: Record<UserSortField, string> = {
      name: 'users_name_id_idx',
      email: 'users_email_unique',
      created_at: 'users_created_at_idx',
    };
    for (const field of USER_SORTS) {
      for (const direction of ['asc', 'desc'] as const) {
        const query = { page: 1, limit: 10, search: undefined, sort: { field, direction } };
        const sorted = await plan(usersPageQuery(ctx.database.db, query));
        expect(isIndexOrdered(sorted, 'users', indexes[field]), `${field} ${direction}:\n${sorted}`).toBe(true);
      }
    }
  });
});
