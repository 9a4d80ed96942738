// The counts and rollups kept by triggers (migration 0002_store_counts) stay equal to what the
// tables hold through every kind of change a store sees: a whole demo store inserted, status
// changes, deletions that cascade or set null, edits of grants, a rolled-back transaction and a
// change of the store's time zone. Runs on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAnalyticsTimeZone } from './service.ts';
import { seedDemoStore } from '../../seed/demo.ts';
import { keptAndCounted } from '../../test/counts.ts';
import {
  bearer,
  createTestContext,
  json,
  loginAs,
  TEST_ADMIN,
  testOnboardingLinks,
  type TestContext,
} from '../../test/harness.ts';
import type { ProductsAnalyticsResponse } from '@store/contract/analytics';

let ctx: TestContext;
let token: string;

async function one<T>(statement: ReturnType<typeof sql>): Promise<T> {
  const result = (await ctx.database.db.execute(statement)) as unknown as { rows: T[] };
  return result.rows[0]!;
}

async function expectExact() {
  for (const { kept, counted } of await keptAndCounted(ctx.database.db)) expect(kept).toEqual(counted);
}

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoStore(ctx.database.db, testOnboardingLinks(), { now: new Date() });
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
}, 120_000);
afterAll(() => ctx.close());

describe('counts and rollups kept by triggers', () => {
  it('match the tables after a whole store is inserted', async () => {
    expect((await one<{ n: number }>(sql`select count(*)::int as n from orders`)).n).toBeGreaterThan(1000);
    await expectExact();
  });

  it('follow order status changes into and out of revenue, and custom statuses', async () => {
    const { id } = await one<{ id: number }>(sql`select id from orders where status = 'paid' order by id limit 1`);
    for (const status of ['cancelled', 'on hold', 'completed']) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${id}`,
        headers: bearer(token),
        payload: { status },
      });
      expect(res.statusCode, res.body).toBe(200);
      await expectExact();
    }
    await ctx.database.db.execute(sql`update orders set status = 'cancelled' where status = 'processing'`);
    await expectExact();
  });

  it('follow deletions: a user (orders kept), a product (items keep their name), grants and shipments', async () => {
    const customer = await one<{ id: number }>(
      sql`select u.id from users u where not u.is_admin and exists (select 1 from orders o where o.user_id = u.id) limit 1`,
    );
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${customer.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await expectExact();

    const sold = await one<{ id: number }>(
      sql`select product_id as id from order_items where product_id is not null limit 1`,
    );
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`delete from software_releases where product_id = ${sold.id}`);
      await tx.execute(sql`delete from user_product_access where product_id = ${sold.id}`);
      await tx.execute(sql`delete from products where id = ${sold.id}`);
    });
    expect(
      (await one<{ n: number }>(sql`select count(*)::int as n from order_items where product_id is null`)).n,
    ).toBeGreaterThan(0);
    await expectExact();

    await ctx.database.db.execute(
      sql`delete from shipments where id in (select id from shipments order by id limit 3)`,
    );
    await expectExact();
  });

  it('follow grant edits: deactivation, a new expiry, lifetime', async () => {
    await ctx.database.db.execute(sql`update user_product_access set is_active = false where id % 7 = 0`);
    await ctx.database.db.execute(
      sql`update user_product_access set expires_at = now() + interval '3 hours' where id % 7 = 1 and is_active`,
    );
    await ctx.database.db.execute(sql`update user_product_access set expires_at = null where id % 7 = 2`);
    await expectExact();
    const overview = json<{ overview: { active_product_access: number } }>(
      await ctx.app.inject({ method: 'GET', url: '/api/admin/analytics/overview', headers: bearer(token) }),
    ).overview;
    const active = await one<{ n: number }>(
      sql`select count(*)::int as n from user_product_access where is_active and (expires_at is null or expires_at > now())`,
    );
    expect(overview.active_product_access).toBe(active.n);
  });

  it('take nothing from a rolled-back transaction', async () => {
    const before = await keptAndCounted(ctx.database.db);
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`update orders set status = 'cancelled'`);
        await tx.execute(sql`delete from audit_logs`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await keptAndCounted(ctx.database.db)).toEqual(before);
  });

  it('are rebuilt in the new time zone when STORE_TIMEZONE changes, once', async () => {
    expect(await ensureAnalyticsTimeZone(ctx.database.db, 'Pacific/Kiritimati')).toBe(true);
    await expectExact();
    expect(await ensureAnalyticsTimeZone(ctx.database.db, 'Pacific/Kiritimati')).toBe(false);
    expect(await ensureAnalyticsTimeZone(ctx.database.db, ctx.config.storeTimeZone)).toBe(true);
    await expectExact();
  });

  it('are rebuilt in day order, so a range of days is a range of pages', async () => {
    await ensureAnalyticsTimeZone(ctx.database.db, 'Asia/Tokyo');
    for (const [table, column] of [
      ['product_daily_sales', 'day'],
      ['order_daily_stats', 'day'],
      ['product_weekly_sales', 'week'],
    ] as const) {
      const [rows, day] = [sql.identifier(table), sql.identifier(column)];
      // Out of order: a row whose day is earlier than the row stored before it. A row too long
      // for the rest of a page may start the next one, ahead of shorter rows of its day; a
      // rebuild in GROUP BY order put about half of the rows back.
      const { back, total, days } = await one<{ back: number; total: number; days: number }>(
        sql`select count(*) filter (where back)::int as back, count(*)::int as total, count(distinct d)::int as days
            from (select ${day} as d, ${day} < lag(${day}) over (order by ctid) as back from ${rows}) t`,
      );
      expect(days, table).toBeGreaterThan(3);
      expect(back, table).toBeLessThanOrEqual(total / 100);
    }
    await ensureAnalyticsTimeZone(ctx.database.db, ctx.config.storeTimeZone);
    await expectExact();
  });

  it('give the products report the same sums from whole weeks and edge days as from the items', async () => {
    const { first, last } = await one<{ first: string; last: string }>(
      sql`select min((created_at at time zone (select time_zone from analytics_settings))::date)::text as first,
                 max((created_at at time zone (select time_zone from analytics_settings))::date)::text as last from orders`,
    );
    const day = (from: string, n: number) =>
      new Date(Date.parse(`${from}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const ranges: { start_date?: string; end_date?: string }[] = [
      {},
      { start_date: day(first, 10) },
      { end_date: day(last, -10) },
      ...[0, 1, 2, 3, 4, 5, 6].map((k) => ({ start_date: day(first, 20 + k), end_date: day(first, 20 + k + 30) })),
      ...[0, 3, 6, 7, 8, 13, 14].map((k) => ({ start_date: day(last, -40), end_date: day(last, -40 + k) })),
    ];
    for (const range of ranges) {
      const query = new URLSearchParams({ ...range, limit: '10000' });
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/analytics/products?${query.toString()}`,
        headers: bearer(token),
      });
      expect(res.statusCode, res.body).toBe(200);
      const reported = json<ProductsAnalyticsResponse>(res)
        .top_by_revenue.map((r) => `${r.product_id ?? r.product?.name} ${r.currency} ${r.quantity_sold} ${r.revenue}`)
        .sort();
      const within = sql`(o.created_at at time zone (select time_zone from analytics_settings))::date`;
      const counted = (await ctx.database.db.execute(
        sql`select coalesce(max(i.product_id)::text, max(i.product_name)) || ' ' || o.currency || ' ' || sum(i.quantity)
                   || ' ' || sum(i.quantity::bigint * i.price_at_purchase) as line
            from order_items i join orders o on o.id = i.order_id
            where o.status in ('paid', 'processing', 'shipped', 'completed')
              and ${range.start_date ? sql`${within} >= ${range.start_date}::date` : sql`true`}
              and ${range.end_date ? sql`${within} <= ${range.end_date}::date` : sql`true`}
            group by coalesce(i.product_id::text, '#' || i.product_name), o.currency having sum(i.quantity) <> 0`,
      )) as unknown as { rows: { line: string }[] };
      expect(reported, JSON.stringify(range)).toEqual(counted.rows.map((r) => r.line).sort());
    }
  });
});
