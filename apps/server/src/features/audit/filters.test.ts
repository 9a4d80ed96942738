// Issue 34: the audit log's filters by the acting admin and by the days made (in the store's zone,
// Asia/Tokyo, so a day's edges are not UTC's): each total compared with a count written by hand
// in SQL, with the action and resource type filters, in the CSV export, and bad values a 400.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResponse } from '@store/contract/audit';
import {
  bearer,
  createTestContext,
  exportRows,
  json,
  loginAs,
  newAdmin,
  TEST_ADMIN,
  type TestContext,
  listTotal,
  sqlNumber,
} from '../../test/harness.ts';

const ZONE = 'Asia/Tokyo';
let ctx: TestContext;
let token: string;
let ownerId: number;
let otherId: number;

const sqlCount = (where: string) => sqlNumber(ctx.database, `select count(*) as n from audit_logs a where ${where}`);

const get = (qs: string) => ctx.app.inject({ method: 'GET', url: `/api/admin/audit?${qs}`, headers: bearer(token) });

const total = (qs: string) => listTotal(ctx.app, token, 'audit', qs);

const madeOn = (from: string, to: string) =>
  `a.created_at >= ('${from}'::date::timestamp at time zone '${ZONE}') and a.created_at < (('${to}'::date + 1)::timestamp at time zone '${ZONE}')`;

beforeAll(async () => {
  ctx = await createTestContext({ STORE_TIMEZONE: ZONE });
  const session = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
  token = session.token;
  ownerId = session.user.id;
  otherId = (await newAdmin(ctx.app, token, 'support', 'Sam Support')).user.id;
  // 120 entries every 5 hours back from 2026-06-10 15:00 UTC (around midnight in Tokyo), by
  // the two admins in turn, of three actions and two resource types.
  await ctx.database.db.execute(
    sql.raw(`
    insert into audit_logs (admin_user_id, admin_name, admin_email, action, resource_type, resource_id, created_at)
    select case when i % 2 = 0 then ${ownerId} else ${otherId} end,
           case when i % 2 = 0 then 'Store Admin' else 'Sam Support' end, 'a@example.com',
           (array['create', 'update', 'delete'])[1 + i % 3], (array['products', 'orders'])[1 + i % 2], i::text,
           timestamptz '2026-06-10 15:00:00+00' - make_interval(hours => 5 * i)
    from generate_series(1, 120) as i`),
  );
});
afterAll(() => ctx.close());

describe('GET /audit filters (issue 34): each total equals its SQL count', () => {
  it('filters by the admin, the days, and both with the action and resource type', async () => {
    const cases: [string, string][] = [
      [`admin=${otherId}`, `a.admin_user_id = ${otherId}`],
      [`admin=${ownerId}`, `a.admin_user_id = ${ownerId}`],
      ['created_from=2026-06-01', `a.created_at >= ('2026-06-01'::date::timestamp at time zone '${ZONE}')`],
      ['created_from=2026-06-03&created_to=2026-06-05', madeOn('2026-06-03', '2026-06-05')],
      ['created_from=2026-06-10&created_to=2026-06-10', madeOn('2026-06-10', '2026-06-10')],
      [
        `admin=${otherId}&action=update&created_to=2026-06-06`,
        `a.admin_user_id = ${otherId} and a.action = 'update' and a.created_at < ('2026-06-07'::date::timestamp at time zone '${ZONE}')`,
      ],
      [
        'resource_type=orders&created_from=2026-06-02&search=sam',
        `a.resource_type = 'orders' and lower(a.admin_name) like '%sam%' and a.created_at >= ('2026-06-02'::date::timestamp at time zone '${ZONE}')`,
      ],
      [`admin=${otherId + 1000}`, 'false'],
    ];
    for (const [qs, where] of cases) {
      expect(await total(qs), qs).toBe(await sqlCount(where));
    }
  });

  it('pages the filtered entries in order', async () => {
    const res = await get(`admin=${otherId}&created_from=2026-06-05&limit=100&sort=created_at`);
    const body = json<AuditListResponse>(res);
    expect(body.audit_logs.length).toBe(body.pagination.total);
    expect(body.audit_logs.every((e) => e.admin_user_id === otherId)).toBe(true);
    const made = body.audit_logs.map((e) => e.created_at);
    expect(made).toEqual([...made].sort());
  });

  it('exports exactly the filtered rows', async () => {
    const records = await exportRows(ctx.app, token, 'audit', {
      admin: String(ownerId),
      created_from: '2026-06-04',
      created_to: '2026-06-08',
    });
    const expected = await sqlCount(`a.admin_user_id = ${ownerId} and ${madeOn('2026-06-04', '2026-06-08')}`);
    expect(expected).toBeGreaterThan(1);
    expect(records).toHaveLength(expected);
    expect(records.every((r) => r.admin_user_id === String(ownerId))).toBe(true);
  });
});

describe('GET /audit filters: bad values are a 400 naming the field', () => {
  it.each([
    ['admin=abc', 'admin', 'Use a record id (a whole number)'],
    ['admin=0', 'admin', 'Use a record id (a whole number)'],
    ['created_from=2026-13-01', 'created_from', 'This date does not exist'],
    ['created_from=2026-06-10&created_to=2026-06-01', 'created_to', 'The first day must not be after the last day'],
    ['action=erase', 'action', 'Use one of: create, update, delete, export'],
  ])('%s', async (qs, field, message) => {
    const res = await get(qs);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(json<{ fields: Record<string, string> }>(res).fields)).toEqual([field]);
    expect(res.body).toContain(message);
  });
});
