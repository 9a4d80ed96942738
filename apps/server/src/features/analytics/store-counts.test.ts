// The counts and rollups kept by triggers (migration 0002_store_counts) stay equal to what the
// tables hold through every kind of change a store sees: a whole demo store inserted, status
// changes, deletions that cascade or set null, edits of grants, a rolled-back transaction and a
// change of the store's time zone. Runs on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAnalyticsTimeZone } from './service.ts';
import { seedDemoStore } from '../../seed/demo.ts';
import { keptAndCounted } from '../../test/counts.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';

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
  await seedDemoStore(ctx.database.db, { now: new Date() });
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
    for (const table of ['product_daily_sales', 'order_daily_stats']) {
      // Out of order: a row whose day is earlier than the row stored before it.
      const { n } = await one<{ n: number }>(
        sql`select count(*)::int as n from (select day < lag(day) over (order by ctid) as back from ${sql.identifier(table)}) t where back`,
      );
      expect(n, table).toBe(0);
      expect(
        (await one<{ n: number }>(sql`select count(distinct day)::int as n from ${sql.identifier(table)}`)).n,
      ).toBeGreaterThan(20);
    }
    await ensureAnalyticsTimeZone(ctx.database.db, ctx.config.storeTimeZone);
    await expectExact();
  });
});
