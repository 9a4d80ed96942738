// P13 (issue 16): the timeline of an order with 500 events against the order's details, on the
// same server and store, in turns: the first answer, the newest events, as the details show it. The order is given 250 status changes (audit rows as the
// status route writes them) and 250 notes, beside its payment and placing; the store is put back
// afterwards (the run's notes and audit rows deleted: the store is a fixture of fixed size).
import { withClient } from './pg-client.ts';
import { timePair, type Timing } from './measure.ts';

const STATUS_CHANGES = 250;
const NOTES = 250;

export interface TimelinePair {
  timeline: Timing;
  details: Timing;
  /** Events in the first answer (what the details show), and in the order's whole story. */
  shown: number;
  events: number;
}

export async function timelinePair(
  base: string,
  auth: Record<string, string>,
  dbUrl: string,
  settings: { samples: number; warmup: number },
): Promise<TimelinePair> {
  // Earlier runs' notes and audit rows were deleted: their dead rows go first, as autovacuum's would.
  await withClient(dbUrl, (client) => client.query('vacuum (analyze) order_notes, audit_logs'));
  const { orderId, adminId, lastAudit } = await withClient(dbUrl, async (client) => {
    const order = (await client.query<{ id: number }>(`select id from orders order by id desc limit 1`)).rows[0]!;
    const admin = (await client.query<{ id: number }>(`select id from users where is_admin order by id limit 1`))
      .rows[0]!;
    const last = (await client.query<{ max: string | null }>('select max(id) as max from audit_logs')).rows[0]!;
    await client.query(
      `insert into audit_logs (admin_user_id, admin_name, admin_email, action, resource_type, resource_id, changes, created_at)
       select $2, 'Bench Admin', 'bench@example.com', 'update', 'orders', $1::text,
              jsonb_build_object('status', jsonb_build_object('before', 's' || i, 'after', 's' || (i + 1))),
              now() - make_interval(mins => i)
       from generate_series(1, $3::int) as i`,
      [order.id, admin.id, STATUS_CHANGES],
    );
    await client.query(
      `insert into order_notes (order_id, author_id, author_name, author_email, body, created_at, updated_at)
       select $1, $2, 'Bench Admin', 'bench@example.com', 'Note ' || i || ': the customer called about the delivery.',
              now() - make_interval(mins => i), now() - make_interval(mins => i)
       from generate_series(1, $3::int) as i`,
      [order.id, admin.id, NOTES],
    );
    return { orderId: order.id, adminId: admin.id, lastAudit: last.max ?? '0' };
  });
  try {
    const [timeline, details] = await timePair(
      { url: `${base}/api/admin/orders/${orderId}/timeline`, headers: auth },
      { url: `${base}/api/admin/orders/${orderId}`, headers: auth },
      settings,
    );
    const first = (await (await fetch(`${base}/api/admin/orders/${orderId}/timeline`, { headers: auth })).json()) as {
      events: unknown[];
    };
    const whole = (await (
      await fetch(`${base}/api/admin/orders/${orderId}/timeline?limit=1000`, { headers: auth })
    ).json()) as { events: unknown[] };
    return { timeline, details, shown: first.events.length, events: whole.events.length };
  } finally {
    await withClient(dbUrl, async (client) => {
      await client.query(`delete from order_notes where order_id = $1 and author_id = $2`, [orderId, adminId]);
      await client.query(`delete from audit_logs where id > $1 and resource_type = 'orders' and resource_id = $2`, [
        lastAudit,
        String(orderId),
      ]);
    });
  }
}
