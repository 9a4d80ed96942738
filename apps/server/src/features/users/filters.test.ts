// Issue 34: the users list's filters — the days made (in the store's zone, America/New_York, so a
// day's edges are not UTC's), the role and the onboarding status — each total compared with a
// count written by hand in SQL, combined with the search and each other, in the CSV export, and
// a bad value a 400 naming its field.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsersResponse } from '@store/contract/users';
import {
  bearer,
  createTestContext,
  exportRows,
  json,
  loginAs,
  TEST_ADMIN,
  type TestContext,
  listTotal,
  sqlNumber,
} from '../../test/harness.ts';

const ZONE = 'America/New_York';
let ctx: TestContext;
let token: string;

const sqlCount = (where: string) => sqlNumber(ctx.database, `select count(*) as n from users u where ${where}`);

const get = (qs: string) => ctx.app.inject({ method: 'GET', url: `/api/admin/users?${qs}`, headers: bearer(token) });

const total = (qs: string) => listTotal(ctx.app, token, 'users', qs);

/** Made on the local days from `from` to `to` in New York, both in. */
const madeOn = (from: string, to: string) =>
  `u.created_at >= ('${from}'::date::timestamp at time zone '${ZONE}') and u.created_at < (('${to}'::date + 1)::timestamp at time zone '${ZONE}')`;

beforeAll(async () => {
  ctx = await createTestContext({ STORE_TIMEZONE: ZONE });
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  // 90 customers made every 7 hours back from 2026-03-10 03:00 UTC (around midnight in New York),
  // every third onboarded; and admins of three roles.
  await ctx.database.db.execute(
    sql.raw(`
    insert into users (email, name, onboarding_completed, created_at)
    select 'customer' || i || '@example.com', 'Customer ' || i, i % 3 = 0,
           timestamptz '2026-03-10 03:00:00+00' - make_interval(hours => 7 * i)
    from generate_series(1, 90) as i`),
  );
  await ctx.database.db.execute(
    sql.raw(`
    insert into users (email, name, is_admin, admin_role, onboarding_completed, created_at)
    select 'staff' || i || '@example.com', 'Staff ' || i, true,
           (array['support', 'catalogue', 'analyst'])[1 + i % 3], true, timestamptz '2026-03-05 12:00:00+00'
    from generate_series(1, 7) as i`),
  );
});
afterAll(() => ctx.close());

describe('GET /users filters (issue 34): each total equals its SQL count', () => {
  it('filters one at a time', async () => {
    const cases: [string, string][] = [
      ['created_from=2026-03-01', `u.created_at >= ('2026-03-01'::date::timestamp at time zone '${ZONE}')`],
      ['created_to=2026-03-03', `u.created_at < ('2026-03-04'::date::timestamp at time zone '${ZONE}')`],
      ['created_from=2026-03-02&created_to=2026-03-05', madeOn('2026-03-02', '2026-03-05')],
      ['created_from=2026-03-09&created_to=2026-03-09', madeOn('2026-03-09', '2026-03-09')],
      ['role=customer', 'not u.is_admin'],
      ['role=admin', 'u.is_admin'],
      ['role=support', `u.admin_role = 'support'`],
      ['role=owner', `u.admin_role = 'owner'`],
      ['status=active', 'u.onboarding_completed'],
      ['status=pending', 'not u.onboarding_completed'],
    ];
    for (const [qs, where] of cases) {
      const expected = await sqlCount(where);
      expect(expected, qs).toBeGreaterThan(0);
      expect(await total(qs), qs).toBe(expected);
    }
  });

  it('combines the filters with each other, the search and the sort', async () => {
    const qs = 'role=customer&status=pending&created_from=2026-03-01&search=customer1&sort=-created_at';
    const where = `not u.is_admin and not u.onboarding_completed and u.created_at >= ('2026-03-01'::date::timestamp at time zone '${ZONE}') and u.email like '%customer1%'`;
    const expected = await sqlCount(where);
    expect(expected).toBeGreaterThan(1);
    const res = await get(`${qs}&limit=100`);
    const body = json<UsersResponse>(res);
    expect(body.pagination.total).toBe(expected);
    const made = body.users.map((u) => u.created_at);
    expect(made).toEqual([...made].sort().reverse());
    expect(body.users.every((u) => !u.is_admin && !u.onboarding_completed && u.email.includes('customer1'))).toBe(true);
  });

  it('exports exactly the filtered rows', async () => {
    const records = await exportRows(ctx.app, token, 'users', {
      role: 'customer',
      status: 'active',
      created_to: '2026-03-06',
    });
    const expected = await sqlCount(
      `not u.is_admin and u.onboarding_completed and u.created_at < ('2026-03-07'::date::timestamp at time zone '${ZONE}')`,
    );
    expect(expected).toBeGreaterThan(1);
    expect(records).toHaveLength(expected);
    expect(records.every((r) => r.is_admin === 'false' && r.onboarding_completed === 'true')).toBe(true);
  });
});

describe('GET /users filters: bad values are a 400 naming the field', () => {
  it.each([
    ['created_from=2026-02-30', 'created_from', 'This date does not exist'],
    ['created_to=10/03/2026', 'created_to', 'Use the date format YYYY-MM-DD'],
    ['created_from=2026-03-10&created_to=2026-03-01', 'created_to', 'The first day must not be after the last day'],
    ['role=admins', 'role', 'Use one of: customer, admin, owner, administrator, support, catalogue, analyst'],
    ['status=blocked', 'status', 'Use one of: active, pending'],
    ['role=%F0%9F%98%80%00', 'role', 'Must not contain NUL characters'],
  ])('%s', async (qs, field, message) => {
    const res = await get(qs);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(json<{ fields: Record<string, string> }>(res).fields)).toEqual([field]);
    expect(res.body).toContain(message);
  });

  it('reads an empty value as no filter', async () => {
    expect(await total('role=&status=&created_from=')).toBe(await sqlCount('true'));
  });
});
