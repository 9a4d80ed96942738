// Issue 34: the orders list's filters. A seeded store — two currencies, three ship-to countries
// and none, carts of shipped goods, software and both, orders with and without shipments, some
// refunded — and every filter's total compared with a count written by hand in SQL from the
// store's own tables (the lines, the products, the shipments, the refunds: never the flags the
// filters read, so the triggers that keep those flags are checked too). Days are counted in
// America/New_York, so a day's edges are not UTC's.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdersListResponse } from '@store/contract/orders';
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
const ORDERS = 240;
let ctx: TestContext;
let token: string;
let productIds: { mug: number; ebook: number; bundle: number; poster: number };
let customerId: number;

const sqlCount = (where: string) => sqlNumber(ctx.database, `select count(*) as n from orders o where ${where}`);

const get = (qs: string) => ctx.app.inject({ method: 'GET', url: `/api/admin/orders?${qs}`, headers: bearer(token) });

const total = (qs: string) => listTotal(ctx.app, token, 'orders', qs);

beforeAll(async () => {
  ctx = await createTestContext({ STORE_TIMEZONE: ZONE });
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  const { db } = ctx.database;
  const one = async <T>(statement: string) =>
    ((await db.execute(sql.raw(statement))) as unknown as { rows: T[] }).rows[0]!;
  customerId = (
    await one<{ id: number }>(`insert into users (email, name) values ('ada@example.com', 'Ada') returning id`)
  ).id;
  const product = async (name: string, physical: boolean) =>
    (
      await one<{ id: number }>(
        `insert into products (name, price_usd, internal_key, is_physical) values ('${name}', 1000, '${name}', ${physical}) returning id`,
      )
    ).id;
  productIds = {
    mug: await product('mug', true),
    ebook: await product('ebook', false),
    bundle: await product('bundle', false),
    poster: await product('poster', true),
  };
  // Orders every 7 hours back from 2026-03-31 (so days split across the zone's midnight), in
  // two currencies, four destinations, two providers, six statuses; every tenth is Ada's.
  await db.execute(
    sql.raw(`
    insert into orders (order_number, user_id, customer_email, status, currency, subtotal, shipping, total,
                        payment_provider, shipping_country_code, created_at)
    select 'ORD-2026-' || lpad(i::text, 6, '0'),
           case when i % 10 = 0 then ${customerId} end,
           case when i % 10 = 0 then 'ada@example.com' else 'buyer' || i || '@example.com' end,
           (array['paid', 'paid', 'shipped', 'completed', 'cancelled', 'refunded'])[1 + i % 6],
           case when i % 3 = 0 then 'EUR' else 'USD' end,
           1000 + i * 37, 0, 1000 + i * 37,
           case when i % 4 = 0 then 'coinbase' else 'stripe' end,
           (array['US', 'DE', 'FR', null])[1 + i % 4],
           timestamptz '2026-03-31 23:00:00+00' - make_interval(hours => 7 * i)
    from generate_series(1, ${ORDERS}) as i`),
  );
  // Carts: a mug (shipped good), an e-book, a bundle, both a mug and an e-book, a poster and a bundle.
  await db.execute(
    sql.raw(`
    insert into order_items (order_id, product_id, product_name, quantity, price_at_purchase)
    select o.id, p.id, p.name, 1, 100
      from orders o
      cross join lateral (values
        (case o.id % 5 when 0 then ${productIds.mug} when 1 then ${productIds.ebook} when 2 then ${productIds.bundle}
                      when 3 then ${productIds.mug} else ${productIds.poster} end),
        (case o.id % 5 when 3 then ${productIds.ebook} when 4 then ${productIds.bundle} end)) as line(product_id)
      join products p on p.id = line.product_id`),
  );
  // Shipments for some orders (every third), two for a few; then one of them taken back.
  await db.execute(
    sql.raw(`
    insert into shipments (order_id, tracking_number, carrier, status)
    select o.id, 'TRK' || o.id, 'UPS', 'in_transit' from orders o where o.id % 3 = 0
    union all select o.id, 'TRK2-' || o.id, 'DHL', 'pending' from orders o where o.id % 27 = 0`),
  );
  await db.execute(sql.raw(`delete from shipments where tracking_number in ('TRK54', 'TRK2-54', 'TRK9')`));
  // Refunds on some orders, recorded on days of their own.
  await db.execute(
    sql.raw(`
    insert into order_refunds (order_id, amount, currency, reason, source, created_at)
    select o.id, 100, o.currency, 'Damaged', 'admin', o.created_at + interval '2 days'
      from orders o where o.id % 8 = 0`),
  );
}, 60_000);
afterAll(() => ctx.close());

const localDay = (column: string) => `(${column} at time zone '${ZONE}')::date`;
const physical = `exists (select 1 from order_items i join products p on p.id = i.product_id
                          where i.order_id = o.id and p.is_physical)`;
const shipped = `exists (select 1 from shipments s where s.order_id = o.id)`;

describe('GET /orders filters (issue 34): each total equals its SQL count', () => {
  it('filters one at a time', async () => {
    const cases: [string, string][] = [
      ['created_from=2026-03-20', `${localDay('o.created_at')} >= '2026-03-20'`],
      ['created_to=2026-03-10', `${localDay('o.created_at')} <= '2026-03-10'`],
      ['created_from=2026-03-15&created_to=2026-03-15', `${localDay('o.created_at')} = '2026-03-15'`],
      ['provider=coinbase', `o.payment_provider = 'coinbase'`],
      ['currency=EUR', `o.currency = 'EUR'`],
      ['currency=usd', `o.currency = 'USD'`],
      ['country=DE', `o.shipping_country_code = 'DE'`],
      [`product=${0}`, 'false'],
      ['total_from=5000', 'o.total >= 5000'],
      ['total_to=3000', 'o.total <= 3000'],
      ['total_from=3000&total_to=6000', 'o.total between 3000 and 6000'],
      ['has_shipment=true', shipped],
      ['has_shipment=false', `not ${shipped}`],
      ['has_physical=true', physical],
      ['has_physical=false', `not ${physical}`],
      [`customer=${0}`, 'false'],
      [
        'refunded_from=2026-03-01&refunded_to=2026-03-20',
        `exists (select 1 from order_refunds r where r.order_id = o.id
                   and ${localDay('r.created_at')} between '2026-03-01' and '2026-03-20')`,
      ],
    ];
    cases[7] = [
      `product=${productIds.mug}`,
      `exists (select 1 from order_items i where i.order_id = o.id and i.product_id = ${productIds.mug})`,
    ];
    cases[15] = [`customer=${customerId}`, `o.user_id = ${customerId}`];
    cases.push([
      `product=${productIds.bundle}&currency=EUR`,
      `o.currency = 'EUR' and exists (select 1 from order_items i where i.order_id = o.id and i.product_id = ${productIds.bundle})`,
    ]);
    for (const [qs, where] of cases) {
      const expected = await sqlCount(where);
      expect(expected, `${qs} should pick some orders and leave some`).toBeGreaterThan(0);
      expect(expected, qs).toBeLessThan(ORDERS);
      expect(await total(qs), qs).toBe(expected);
    }
  });

  it('combines filters with each other, the status and the search, and keeps the sort', async () => {
    const qs = 'status=paid&currency=USD&has_physical=true&has_shipment=false&created_from=2026-02-01&sort=-total';
    const where = `o.status = 'paid' and o.currency = 'USD' and ${physical} and not ${shipped}
                   and ${localDay('o.created_at')} >= '2026-02-01'`;
    const expected = await sqlCount(where);
    expect(expected).toBeGreaterThan(3);
    const res = await get(`${qs}&limit=100`);
    const body = json<OrdersListResponse>(res);
    expect(body.pagination.total).toBe(expected);
    const totals = body.orders.map((o) => o.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(body.orders.every((o) => o.status === 'paid' && o.currency === 'USD')).toBe(true);

    // A search on top: Ada's orders among them.
    const searched = await total(`${qs}&search=ada@`);
    expect(searched).toBe(await sqlCount(`${where} and o.customer_email like '%ada@%'`));
  });

  it('keeps the flags true to the lines and shipments as they change', async () => {
    const { db } = ctx.database;
    const toShip = `o.status = 'paid' and ${physical} and not ${shipped}`;
    const kept = async () =>
      Number(
        (
          (await db.execute(sql`select n from row_counts where key = 'orders:to_ship'`)) as unknown as {
            rows: { n: string }[];
          }
        ).rows[0]?.n ?? 0,
      );
    expect(await kept()).toBe(await sqlCount(toShip));
    // Ship one of the queue's orders, then take the shipment back; then pay a cancelled one.
    const [first] = (
      (await db.execute(sql.raw(`select o.id from orders o where ${toShip} order by o.id limit 1`))) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    await db.execute(
      sql`insert into shipments (order_id, tracking_number, carrier) values (${first!.id}, 'X1', 'UPS')`,
    );
    expect(await kept()).toBe(await sqlCount(toShip));
    await db.execute(sql`delete from shipments where tracking_number = 'X1'`);
    expect(await kept()).toBe(await sqlCount(toShip));
    await db.execute(
      sql.raw(`update orders o set status = 'paid' where o.status = 'cancelled' and ${physical} and not ${shipped}`),
    );
    expect(await kept()).toBe(await sqlCount(toShip));
    expect(await total('status=paid&has_physical=true&has_shipment=false')).toBe(await sqlCount(toShip));
  });

  it('exports exactly the filtered rows', async () => {
    const query = { currency: 'EUR', has_physical: 'true', country: 'fr', sort: 'total' };
    const records = await exportRows(ctx.app, token, 'orders', query);
    const expected = await sqlCount(`o.currency = 'EUR' and o.shipping_country_code = 'FR' and ${physical}`);
    expect(expected).toBeGreaterThan(1);
    expect(records).toHaveLength(expected);
    expect(records.every((r) => r.currency === 'EUR' && r.shipping_country_code === 'FR')).toBe(true);
  });

  it('reads the pending payment sessions older than N minutes', async () => {
    const { db } = ctx.database;
    await db.execute(
      sql.raw(`
      insert into payment_sessions (session_id, user_email, provider, items, subtotal, amount_expected, currency, status, created_at)
      select 'cs_' || i, 'p' || i || '@example.com', 'stripe', '[]'::jsonb, 500, 500, 'USD', 'pending', now() - make_interval(mins => i * 20 + 10)
      from generate_series(1, 9) as i`),
    );
    const all = json<OrdersListResponse>(await get('limit=1'));
    expect(all.pending_sessions_total).toBe(9);
    const stale = json<OrdersListResponse>(await get('limit=1&pending_older_than=60'));
    // 30, 50, 70 … 190 minutes old: the seven of 70 minutes and more.
    expect(stale.pending_sessions_total).toBe(7);
    expect(stale.pendingPaymentSessions.map((s) => s.session_id).sort()).toEqual(
      ['cs_3', 'cs_4', 'cs_5', 'cs_6', 'cs_7', 'cs_8', 'cs_9'].sort(),
    );
  });
});

describe('GET /orders filters: bad values are a 400 naming the field', () => {
  it.each([
    ['created_from=2026-02-30', 'created_from', 'This date does not exist'],
    ['created_to=31/03/2026', 'created_to', 'Use the date format YYYY-MM-DD'],
    ['created_from=2026-03-10&created_to=2026-03-01', 'created_to', 'The first day must not be after the last day'],
    ['total_from=9&total_to=1', 'total_to', 'The lowest total must not be above the highest'],
    ['total_from=-1', 'total_from', 'Use an amount in cents (a whole number)'],
    ['total_to=1.5', 'total_to', 'Use an amount in cents (a whole number)'],
    ['has_shipment=yes', 'has_shipment', 'Use true or false'],
    ['product=abc', 'product', 'Use a record id (a whole number)'],
    ['customer=99999999999', 'customer', 'No record has this id'],
    ['currency=EURO', 'currency', 'Use a 3-letter code such as USD'],
    ['country=D1', 'country', 'Use a 2-letter code such as DE'],
    ['pending_older_than=0', 'pending_older_than', 'Use a whole number of minutes from 1 to 43200'],
  ])('%s', async (qs, field, message) => {
    const res = await get(qs);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(field);
    expect(res.body).toContain(message);
  });

  it('reads an empty value as no filter', async () => {
    expect(await total('currency=&has_shipment=&created_from=')).toBe(ORDERS);
  });
});
