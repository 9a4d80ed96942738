// The store-scale generator (issue 8) on a small store: its data keeps the schema's and DESIGN's
// rules, and every list answers with the same number of SQL statements whatever the number of
// rows it returns (no N+1: a query per row would show as more statements at a larger limit).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptAndCounted } from '../test/counts.ts';
import {
  bearer,
  createTestContext,
  loginAs,
  sqlNumber,
  TEST_ADMIN,
  watchCalls,
  type TestContext,
} from '../test/harness.ts';
import { scaleOptions, seedScale, type ScaleSummary } from './scale.ts';

let ctx: TestContext;
let summary: ScaleSummary;
let token: string;
/** Statements sent to the database by the last call made through `calls`. */
let counted = 0;
let calls: ReturnType<typeof watchCalls>;

const value = (query: string) => sqlNumber(ctx.database, query);

beforeAll(async () => {
  ctx = await createTestContext();
  // The generator fills an empty store: the test admin made at start-up is made again by it.
  await ctx.database.db.execute(sql`truncate users cascade`);
  summary = await seedScale(
    ctx.database,
    scaleOptions({
      users: 60,
      orders: 400,
      audit: 300,
      adminEmail: TEST_ADMIN.email,
      adminPassword: TEST_ADMIN.password,
      until: '2026-06-15T12:00:00Z',
    }),
  );
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  // Count what the calls send to the database.
  calls = watchCalls(ctx.database, () => (counted += 1));
}, 120_000);
afterAll(() => ctx.close());

describe('a generated store', () => {
  it('has every table filled at the size asked', () => {
    expect(summary.rows.users).toBe(60);
    expect(summary.rows.orders).toBe(400);
    expect(summary.rows.audit_logs).toBe(300);
    for (const table of [
      'products',
      'code_promos',
      'countries',
      'software_releases',
      'email_templates',
      'order_items',
    ]) {
      expect(summary.rows[table], table).toBeGreaterThan(0);
    }
    for (const table of [
      'payment_sessions',
      'user_product_access',
      'shipments',
      'processed_webhook_events',
      'mail_outbox',
    ]) {
      expect(summary.rows[table], table).toBeGreaterThan(0);
    }
  });

  it('keeps the rules the schema cannot check', async () => {
    // Items add up to the subtotal; the order's e-mail is its customer's; a promo is used inside its dates.
    expect(
      await value(`select count(*) as n from orders o
        where subtotal <> (select sum(quantity::bigint * price_at_purchase) from order_items where order_id = o.id)`),
    ).toBe(0);
    expect(
      await value(
        `select count(*) as n from orders o join users u on u.id = o.user_id where o.customer_email <> u.email`,
      ),
    ).toBe(0);
    expect(
      await value(`select count(*) as n from orders o join code_promos c on c.id = o.promo_code_id
        where o.created_at < c.date_start or (c.date_end is not null and o.created_at > c.date_end)`),
    ).toBe(0);
    // Promo usage is what the orders redeemed; the session charged what the order totals.
    expect(
      await value(`select count(*) as n from code_promos c
        where usage_count <> (select count(*) from orders where promo_code_id = c.id)`),
    ).toBe(0);
    expect(
      await value(`select count(*) as n from orders o join payment_sessions s on s.id = o.payment_session_id
        where s.amount_expected <> o.total or s.status <> 'completed'`),
    ).toBe(0);
    // Shipments only for goods that ship; grants only for downloadable products.
    expect(
      await value(`select count(*) as n from shipments s where not exists (select 1 from order_items i
        join products p on p.id = i.product_id where i.order_id = s.order_id and p.is_physical)`),
    ).toBe(0);
    expect(
      await value(`select count(*) as n from user_product_access a join products p on p.id = a.product_id
        where not p.is_downloadable`),
    ).toBe(0);
  });

  it('leaves the counts and rollups equal to the tables (loaded with their triggers off)', async () => {
    for (const { kept, counted } of await keptAndCounted(ctx.database.db)) expect(kept).toEqual(counted);
  });
});

describe('the lists', () => {
  const lists = [
    '/api/admin/users?page=1',
    '/api/admin/products?page=1',
    '/api/admin/orders?page=1',
    '/api/admin/promos?page=1',
    '/api/admin/access?page=1',
    '/api/admin/shipments?page=1',
    '/api/admin/countries?page=1',
    '/api/admin/releases?page=1',
    '/api/admin/templates?page=1',
    '/api/admin/audit?page=1',
  ];

  async function statementsFor(url: string): Promise<number> {
    counted = 0;
    const res = await calls.run(() => ctx.app.inject({ method: 'GET', url, headers: bearer(token) }));
    expect(res.statusCode, url).toBe(200);
    return counted;
  }

  it.each(lists)('%s sends as many statements for 1 row as for 100 (no N+1)', async (list) => {
    await statementsFor(`${list}&limit=1`); // the session is read once, then kept (decision 0029)
    const one = await statementsFor(`${list}&limit=1`);
    const hundred = await statementsFor(`${list}&limit=100`);
    expect(hundred).toBe(one);
    // The page at least (0 would mean the statements were not seen at all).
    expect(one).toBeGreaterThanOrEqual(1);
    expect(one).toBeLessThanOrEqual(5);
  });
});
