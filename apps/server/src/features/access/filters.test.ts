// Issue 34: the grants' product and state filters, on the list, its groups and its CSV export:
// each total compared with a count written by hand in SQL (the state as the screen shows it:
// expired first, then on or off), combined with the expiry filter and the search.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessGroupsResponse, AccessListResponse } from '@store/contract/access';
import {
  bearer,
  createTestContext,
  exportRows,
  json,
  loginAs,
  TEST_ADMIN,
  type TestContext,
  sqlNumber,
} from '../../test/harness.ts';

let ctx: TestContext;
let token: string;
let suite: number;
let editor: number;

const EXPIRED = `a.expires_at is not null and a.expires_at <= now()`;
const STATE: Record<string, string> = {
  expired: EXPIRED,
  active: `a.is_active and not (${EXPIRED})`,
  inactive: `not a.is_active and not (${EXPIRED})`,
};

const sqlCount = (where: string, what = 'count(*)') =>
  sqlNumber(
    ctx.database,
    `select ${what} as n from user_product_access a join users u on u.id = a.user_id where ${where}`,
  );

const get = async <T>(path: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/admin${path}`, headers: bearer(token) });
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return json<T>(res);
};

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  const run = (statement: string) => ctx.database.db.execute(sql.raw(statement));
  const ids = (await run(`insert into products (name, price_usd, internal_key) values
      ('Suite', 9900, 'suite'), ('Editor', 4900, 'editor') returning id`)) as unknown as { rows: { id: number }[] };
  [suite, editor] = ids.rows.map((r) => r.id) as [number, number];
  await run(`insert into users (email, name) select 'buyer' || i || '@example.com', 'Buyer ' || i
             from generate_series(1, 30) as i`);
  // Per buyer and product: on or off, lifetime, expiring ahead or expired — one active per pair.
  await run(`
    insert into user_product_access (user_id, product_id, is_active, expires_at, created_at)
    select u.id, p.id, (u.id + p.id) % 4 <> 0,
           case (u.id * 3 + p.id) % 5 when 0 then null when 1 then now() + interval '3 days'
                when 2 then now() + interval '40 days' else now() - interval '2 days' end,
           now() - make_interval(hours => u.id)
    from users u cross join products p
    where u.email like 'buyer%' and p.internal_key in ('suite', 'editor') and (u.id + p.id) % 7 <> 0`);
});
afterAll(() => ctx.close());

describe('GET /access and /access/groups filters (issue 34): each total equals its SQL count', () => {
  it('filters the grants by product and by state, alone and together', async () => {
    const cases: [string, string][] = [
      [`product=${suite}`, `a.product_id = ${suite}`],
      [`product=${editor}`, `a.product_id = ${editor}`],
      ['state=active', STATE.active!],
      ['state=inactive', STATE.inactive!],
      ['state=expired', STATE.expired!],
      [`product=${editor}&state=active`, `a.product_id = ${editor} and ${STATE.active}`],
      [
        `product=${suite}&expiry=expiring&within_days=7`,
        `a.product_id = ${suite} and a.is_active and a.expires_at > now() and a.expires_at <= now() + interval '7 days'`,
      ],
      [`state=inactive&search=buyer1`, `${STATE.inactive} and u.email like '%buyer1%'`],
    ];
    for (const [qs, where] of cases) {
      const grants = await sqlCount(where);
      expect(grants, qs).toBeGreaterThan(0);
      const list = await get<AccessListResponse>(`/access?${qs}&limit=5`);
      expect(list.pagination.total, qs).toBe(grants);
      const groups = await get<AccessGroupsResponse>(`/access/groups?${qs}&limit=100`);
      expect(groups.grants_total, qs).toBe(grants);
      expect(groups.pagination.total, qs).toBe(await sqlCount(where, 'count(distinct a.user_id)'));
      // Each group lists only the grants the filters keep.
      expect(groups.groups.flatMap((g) => g.grants)).toHaveLength(grants);
    }
  });

  it('exports exactly the filtered grants', async () => {
    const records = await exportRows(ctx.app, token, 'access', { product: String(suite), state: 'expired' });
    const expected = await sqlCount(`a.product_id = ${suite} and ${STATE.expired}`);
    expect(expected).toBeGreaterThan(1);
    expect(records).toHaveLength(expected);
  });

  it.each([
    ['product=abc', 'product', 'Use a record id (a whole number)'],
    ['state=revoked', 'state', 'Use one of: active, inactive, expired'],
  ])('refuses %s with a 400 naming the field', async (qs, field, message) => {
    for (const path of ['/access', '/access/groups']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/admin${path}?${qs}`, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(json<{ fields: Record<string, string> }>(res).fields)).toEqual([field]);
      expect(res.body).toContain(message);
    }
  });
});
