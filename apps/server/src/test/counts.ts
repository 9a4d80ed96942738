// Compares the counts, rollups and search texts kept by triggers (migrations 0002_store_counts,
// 0017_access_groups, 0018_product_weekly_sales and 0019_order_search) with the same figures
// counted from the tables themselves, written here independently of the migrations' SQL.
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

type Row = Record<string, string | number | null>;

async function rows(db: Tx, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows.map((r) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v === null ? null : String(v)])),
  );
}

/** Each figure as kept and as counted; equal pairs mean the triggers kept up. */
export async function keptAndCounted(db: Tx): Promise<{ kept: Row[]; counted: Row[] }[]> {
  const revenue = sql`('paid', 'processing', 'shipped', 'completed')`;
  return Promise.all(
    [
      [
        sql`select key, n from row_counts where n <> 0 order by key`,
        sql`select key, n from (
              select 'users' as key, count(*) as n from users
              union all select 'shipments', count(*) from shipments
              union all select 'user_product_access', count(*) from user_product_access
              union all select 'access_groups', count(distinct user_id) from user_product_access
              union all select 'orders', count(*) from orders
              union all select 'orders:status:' || status, count(*) from orders group by status
              -- has_physical_items is a snapshot of the lines as bought (a product deleted since
              -- leaves it); the shipments are counted afresh.
              union all select 'orders:to_ship', count(*) from orders o
                         where o.status = 'paid' and o.has_physical_items
                           and not exists (select 1 from shipments s where s.order_id = o.id)
              union all select 'orders:product:' || product_id, count(distinct order_id) from order_items
                         where product_id is not null group by product_id
              union all select case when expires_at is null then 'user_product_access:active:forever'
                  else 'user_product_access:active:until:' || to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD') end,
                count(*) from user_product_access where is_active group by 1
            ) c where n <> 0 order by key`,
      ],
      [
        sql`select order_id as id, text from order_search order by order_id`,
        sql`select id, lower(concat_ws(chr(31), order_number, customer_email, user_id::text, promo_code, payment_provider,
                case when currency = 'USD' then '$' else '€' end || to_char(total / 100.0, 'FM999,999,999,999,990.00')))
                as text
            from orders order by id`,
      ],
      [
        sql`select user_id, grants, newest_at::text from access_groups order by user_id`,
        sql`select user_id, count(*) as grants, max(created_at)::text as newest_at from user_product_access
            group by user_id order by user_id`,
      ],
      [
        sql`select action, resource_type, admin_name, n from audit_log_counts where n <> 0 order by 1, 2, 3`,
        sql`select action, resource_type, admin_name, count(*) as n from audit_logs group by 1, 2, 3 order by 1, 2, 3`,
      ],
      [
        sql`select day::text, status, currency, orders, total_cents, refunded_cents from order_daily_stats
              where orders <> 0 order by 1, 2, 3`,
        sql`select (created_at at time zone (select time_zone from analytics_settings))::date::text as day, status,
              currency::text, count(*) as orders, sum(total) as total_cents, sum(amount_refunded) as refunded_cents
            from orders group by 1, 2, 3 order by 1, 2, 3`,
      ],
      [
        sql`select id, amount_refunded, shipping_refunded from orders
              where amount_refunded <> 0 or shipping_refunded <> 0 order by id`,
        sql`select order_id as id, sum(amount) as amount_refunded,
              coalesce(sum(amount) filter (where shipping_only), 0) as shipping_refunded
            from order_refunds group by order_id order by order_id`,
      ],
      [
        sql`select day::text, product_id, currency, quantity, revenue_cents from product_daily_sales where quantity <> 0
              order by 1, product_key, currency`,
        sql`select (o.created_at at time zone (select time_zone from analytics_settings))::date::text as day,
              max(i.product_id) as product_id, o.currency::text as currency, sum(i.quantity) as quantity,
              sum(i.quantity::bigint * i.price_at_purchase) as revenue_cents
            from order_items i join orders o on o.id = i.order_id where o.status in ${revenue}
            group by 1, coalesce(i.product_id::text, '#' || i.product_name), o.currency
            order by 1, coalesce(i.product_id::text, '#' || i.product_name), o.currency`,
      ],
      [
        sql`select week::text, product_id, currency, quantity, revenue_cents from product_weekly_sales where quantity <> 0
              order by 1, product_key, currency`,
        sql`select week::text, max(product_id) as product_id, currency, sum(quantity) as quantity,
              sum(revenue_cents) as revenue_cents
            from (select (o.created_at at time zone (select time_zone from analytics_settings))::date as day,
                    coalesce(i.product_id::text, '#' || i.product_name) as product_key, i.product_id,
                    o.currency::text as currency, i.quantity, i.quantity::bigint * i.price_at_purchase as revenue_cents
                  from order_items i join orders o on o.id = i.order_id where o.status in ${revenue}) s
            cross join lateral (select date_trunc('week', s.day::timestamp)::date as week) w
            group by week, product_key, currency having sum(quantity) <> 0
            order by 1, product_key, currency`,
      ],
    ].map(async ([kept, counted]) => ({ kept: await rows(db, kept!), counted: await rows(db, counted!) })),
  );
}
