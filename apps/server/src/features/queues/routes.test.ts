// Issue 34: the work queues. Each count equals its definition written by hand in SQL, and the
// list the queue opens (its query) shows exactly that many records; each role sees the queues
// of the lists it may open.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdersListResponse } from '@store/contract/orders';
import type { AdminRole } from '@store/contract/roles';
import type { WorkQueue } from '@store/contract/views';
import {
  bearer,
  createTestContext,
  json,
  loginAs,
  newAdmin,
  TEST_ADMIN,
  type TestContext,
  sqlNumber,
} from '../../test/harness.ts';
import { weekStartIn } from '../../platform/local-days.ts';

const ZONE = 'Europe/Berlin';
let ctx: TestContext;
let owner: string;

const sqlCount = (statement: string) => sqlNumber(ctx.database, statement);

const get = (url: string, token = owner) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin${url}`, headers: bearer(token) });

async function queues(token = owner): Promise<WorkQueue[]> {
  const res = await get('/queues', token);
  expect(res.statusCode, res.body).toBe(200);
  return json<WorkQueue[]>(res);
}

const signedInAs = async (role: AdminRole) => (await newAdmin(ctx.app, owner, role)).token;

beforeAll(async () => {
  ctx = await createTestContext({ STORE_TIMEZONE: ZONE });
  owner = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  const run = (statement: string) => ctx.database.db.execute(sql.raw(statement));
  await run(`insert into products (name, price_usd, internal_key, is_physical) values
               ('Mug', 1000, 'mug', true), ('E-book', 900, 'ebook', false)`);
  // 60 orders over the last 30 days, half paid; carts of a mug, an e-book or both.
  await run(`
    insert into orders (order_number, customer_email, status, currency, subtotal, total, created_at)
    select 'ORD-' || i, 'c' || i || '@example.com', case when i % 2 = 0 then 'paid' else 'completed' end,
           case when i % 5 = 0 then 'EUR' else 'USD' end, 1000, 1000, now() - make_interval(hours => 12 * i)
    from generate_series(1, 60) as i`);
  await run(`
    insert into order_items (order_id, product_id, product_name, quantity, price_at_purchase)
    select o.id, p.id, p.name, 1, 1000 from orders o join products p
        on (p.internal_key = 'mug' and o.id % 3 <> 1) or (p.internal_key = 'ebook' and o.id % 3 <> 2)`);
  await run(
    `insert into shipments (order_id, tracking_number, carrier) select id, 'T' || id, 'UPS' from orders where id % 4 = 0`,
  );
  // Refunds: some this week, some before it.
  await run(`
    insert into order_refunds (order_id, amount, currency, reason, source, created_at)
    select o.id, 100, o.currency, 'Late', 'admin', now() - make_interval(days => (o.id % 14)) from orders o where o.id % 3 = 0`);
  // Checkouts waiting 10 to 190 minutes.
  await run(`
    insert into payment_sessions (session_id, user_email, provider, items, subtotal, amount_expected, status, created_at)
    select 'cs_' || i, 'p' || i || '@example.com', 'stripe', '[]'::jsonb, 500, 500, 'pending', now() - make_interval(mins => 20 * i - 10)
    from generate_series(1, 10) as i`);
  // Mails: three failed among sent ones.
  await run(`
    insert into mail_outbox (to_email, subject, body_text, status)
    select 'm' || i || '@example.com', 'Hello', 'Hi', case when i % 4 = 0 then 'failed' else 'sent' end
    from generate_series(1, 12) as i`);
  // Grants expiring in 1 to 20 days, one lifetime, one inactive.
  const [user] = (
    (await run(`insert into users (email, name) values ('g@example.com', 'G') returning id`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  await run(
    `insert into products (name, price_usd, internal_key) select 'App ' || i, 100, 'app' || i from generate_series(1, 22) i`,
  );
  await run(`
    insert into user_product_access (user_id, product_id, expires_at, is_active)
    select ${user!.id}, p.id, case when n = 21 then null else now() + make_interval(days => n::int) - interval '1 hour' end, n <> 22
    from (select id, row_number() over (order by id) as n from products where internal_key like 'app%') p`);
}, 60_000);
afterAll(() => ctx.close());

describe('GET /queues (issue 34)', () => {
  it('counts each queue as its SQL definition does', async () => {
    const monday = weekStartIn(ZONE);
    const expected: Record<string, number> = {
      to_ship: await sqlCount(`select count(*) as n from orders o where o.status = 'paid'
        and exists (select 1 from order_items i join products p on p.id = i.product_id where i.order_id = o.id and p.is_physical)
        and not exists (select 1 from shipments s where s.order_id = o.id)`),
      stale_checkouts: await sqlCount(
        `select count(*) as n from payment_sessions where status = 'pending' and created_at < now() - interval '60 minutes'`,
      ),
      failed_mails: await sqlCount(`select count(*) as n from mail_outbox where status = 'failed'`),
      access_expiring: await sqlCount(`select count(*) as n from user_product_access
        where is_active and expires_at > now() and expires_at <= now() + interval '7 days'`),
      refunded_this_week: await sqlCount(`select count(distinct order_id) as n from order_refunds
        where (created_at at time zone '${ZONE}')::date >= '${monday}'`),
    };
    const shown = await queues();
    expect(shown.map((q) => q.key)).toEqual([
      'to_ship',
      'stale_checkouts',
      'failed_mails',
      'access_expiring',
      'refunded_this_week',
    ]);
    for (const queue of shown) {
      expect(queue.count, queue.key).toBe(expected[queue.key]);
      expect(queue.count, `${queue.key} should hold some records`).toBeGreaterThan(0);
    }
    expect(expected.access_expiring).toBe(7);
    expect(expected.stale_checkouts).toBe(7);
    expect(shown.find((q) => q.key === 'refunded_this_week')!.query).toBe(`refunded_from=${monday}`);
  });

  it('opens on exactly its records: the orders list of each orders queue says the same count', async () => {
    for (const queue of (await queues()).filter((q) => q.list === 'orders')) {
      const list = json<OrdersListResponse>(await get(`/orders?${queue.query}&limit=5`));
      const shown = queue.key === 'stale_checkouts' ? list.pending_sessions_total : list.pagination.total;
      expect(shown, queue.key).toBe(queue.count);
    }
    // The access queue's screen asks the grants list for its expiry filter.
    const expiring = (await queues()).find((q) => q.key === 'access_expiring')!;
    expect(expiring.query).toBe('expiry=expiring-7');
    const grants = json<{ pagination: { total: number } }>(await get('/access?expiry=expiring&within_days=7&limit=1'));
    expect(grants.pagination.total).toBe(expiring.count);
    const to = await get('/queues/to_ship');
    expect(json<WorkQueue>(to).count).toBe((await queues())[0]!.count);
  });

  it('follows the store: a shipment takes an order out of To ship', async () => {
    const before = json<WorkQueue>(await get('/queues/to_ship')).count;
    const list = json<OrdersListResponse>(
      await get('/orders?status=paid&has_physical=true&has_shipment=false&limit=1'),
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/shipments',
      headers: bearer(owner),
      payload: { order_id: list.orders[0]!.id, tracking_number: 'NEW1', carrier: 'DHL' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json<WorkQueue>(await get('/queues/to_ship')).count).toBe(before - 1);
  });

  it('shows each role the queues of the lists it may open', async () => {
    const support = await signedInAs('support');
    expect((await queues(support)).map((q) => q.key)).toEqual([
      'to_ship',
      'stale_checkouts',
      'access_expiring',
      'refunded_this_week',
    ]);
    const catalogue = await signedInAs('catalogue');
    expect((await queues(catalogue)).map((q) => q.key)).toEqual(['failed_mails']);
    const analyst = await signedInAs('analyst');
    expect(await queues(analyst)).toEqual([]);
    expect((await get('/queues/failed_mails', analyst)).statusCode).toBe(404);
    expect((await get('/queues/nope')).statusCode).toBe(404);
  });
});
