// DESIGN §6: lists stay fast at store scale. The orders list is the biggest (1M orders at store
// scale): a sorted first page, by any field either way, must be read through an index in the
// field's order (backwards for descending), never a Sort over a scan of the table.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_SORTS, type OrderSortField } from '@store/contract/orders';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { explain, fillThroughPendingLists, isIndexOrdered } from '../../test/plans.ts';
import { ordersPageQuery } from './service.ts';

const ORDERS = 100_000;
const TRIGRAM_INDEXES = ['order_search_text_trgm_idx'];
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  const started = performance.now();
  await fillThroughPendingLists(ctx.database, TRIGRAM_INDEXES, async () => {
    // In chunks, so no statement comes near the server's statement timeout on a busy machine.
    const CHUNK = 10_000;
    for (let from = 1; from <= ORDERS; from += CHUNK) {
      await db.execute(sql`
      insert into orders (order_number, customer_email, status, subtotal, total, created_at,
                          shipping_country_code, has_physical_items)
      select 'ORD-' || lpad(i::text, 7, '0'),
             'customer' || (i % 5000) || '@example.com',
             (array['pending', 'paid', 'processing', 'shipped', 'completed', 'cancelled'])[1 + i % 6],
             100 + (hashtext(i::text) & 65535),
             100 + (hashtext(i::text) & 65535),
             now() - make_interval(mins => i),
             case when i % 500 = 0 then 'JP' else (array['US', 'DE', 'FR'])[1 + i % 3] end,
             i % 3 = 0
      from generate_series(${from}::int, ${Math.min(from + CHUNK - 1, ORDERS)}::int) as i`);
    }
  });
  await db.execute(sql`analyze orders`);
  console.info(`[orders plan] ${ORDERS} orders inserted and analysed in ${Math.round(performance.now() - started)} ms`);
}, 300_000);
afterAll(() => ctx.close());

describe(`the orders list over ${ORDERS.toLocaleString('en-US')} orders`, () => {
  it('reads a sorted first page through the index of its field, both ways, not a sort of the table', async () => {
    const indexes: Record<OrderSortField, string> = {
      order_number: 'orders_order_number_unique',
      customer_email: 'orders_customer_email_id_idx',
      created_at: 'orders_created_at_idx',
      total: 'orders_total_id_idx',
      status: 'orders_status_id_idx',
    };
    for (const field of ORDER_SORTS) {
      for (const direction of ['asc', 'desc'] as const) {
        const query = { page: 1, limit: 10, sort: { field, direction } };
        const plan = await explain(ctx.database, ordersPageQuery(ctx.database.db, query, 'UTC'));
        expect(isIndexOrdered(plan, 'orders', indexes[field]), `${field} ${direction}:\n${plan}`).toBe(true);
      }
    }
  });

  it('reads a searched page through the trigram index of order_search, never a scan of orders', async () => {
    // An e-mail, an order number, a total as shown: the matching orders are read by id.
    for (const search of ['customer4217@', 'ord-00123', '$1,02']) {
      const plan = await explain(ctx.database, ordersPageQuery(ctx.database.db, { page: 1, limit: 10, search }, 'UTC'));
      expect(plan, `${search}:\n${plan}`).toMatch(/order_search_text_trgm_idx/);
      expect(plan, `${search}:\n${plan}`).not.toMatch(/Seq Scan on orders\b/);
    }
  });

  it('keeps the default first page on the newest-first index', async () => {
    const plan = await explain(ctx.database, ordersPageQuery(ctx.database.db, { page: 1, limit: 10 }, 'UTC'));
    expect(isIndexOrdered(plan, 'orders', 'orders_created_at_idx'), plan).toBe(true);
  });

  // Issue 34: the filters that pick few orders of many read them newest first from an index of
  // their own; a range of days is a range of the newest-first index.
  it('reads a filtered first page through an index, in the list order', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const cases: [string, Parameters<typeof ordersPageQuery>[1], string][] = [
      ['a range of days', { page: 1, limit: 10, created_from: today, created_to: today }, 'orders_created_at_idx'],
      ['a rare ship-to country', { page: 1, limit: 10, country: 'JP' }, 'orders_country_created_at_idx'],
      [
        'To ship',
        { page: 1, limit: 10, status: 'paid', has_physical: true, has_shipment: false },
        'orders_to_ship_idx',
      ],
    ];
    for (const [name, query, index] of cases) {
      const plan = await explain(ctx.database, ordersPageQuery(ctx.database.db, query, 'UTC'));
      expect(isIndexOrdered(plan, 'orders', index), `${name}:\n${plan}`).toBe(true);
    }
  });
});
