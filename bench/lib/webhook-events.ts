// P20 (issue 33): an order's status change with 3 webhook endpoints subscribed to
// `order.status_changed` against the same change with none, on a server of its own that runs no
// jobs (the deliveries stay queued; what is measured is the change's own transaction: the event,
// its deliveries and their jobs, written with it). In turns (A B B A …), the endpoints enabled and
// disabled between requests; the store is put back afterwards: the endpoints (with their events'
// deliveries), the events, their jobs, the order's status and the run's audit rows removed.
import pg from 'pg';
import { median } from './measure.ts';
import { http } from './server.ts';

const ENDPOINTS = 3;
const STATUSES = ['shipped', 'completed'] as const;

export interface WebhookPair {
  subscribed: { p50: number; samples: number[] };
  none: { p50: number; samples: number[] };
  /** Events and deliveries the subscribed turns wrote (checked: one event, three deliveries each). */
  events: number;
  deliveries: number;
}

export async function webhookEventPair(
  base: string,
  auth: Record<string, string>,
  dbUrl: string,
  { samples, warmup }: { samples: number; warmup: number },
): Promise<WebhookPair> {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const created: number[] = [];
  const [{ id: orderId, revision }] = (
    await db.query<{ id: number; revision: number }>(
      `select id, revision from orders where status = 'completed' order by id desc limit 1`,
    )
  ).rows as [{ id: number; revision: number }];
  const [{ max: lastAudit }] = (await db.query<{ max: string | null }>('select max(id) as max from audit_logs'))
    .rows as [{ max: string | null }];
  const subscribedTimes: number[] = [];
  const noneTimes: number[] = [];
  let turn = 0;
  let events: number;
  let deliveries: number;
  try {
    for (let i = 0; i < ENDPOINTS; i++) {
      const res = await http('POST', `${base}/api/admin/webhooks`, {
        headers: auth,
        body: { url: `http://127.0.0.1:9/bench-${i}`, events: ['order.status_changed', 'order.refunded'] },
      });
      if (res.status !== 201) throw new Error(`adding an endpoint answered ${res.status}: ${res.body.slice(0, 300)}`);
      created.push((JSON.parse(res.body) as { id: number }).id);
    }
    const change = async (status: string) => {
      const res = await http('PATCH', `${base}/api/admin/orders/${orderId}`, {
        headers: { ...auth, 'if-match': `"${revision + turn}"` },
        body: { status },
      });
      if (res.status !== 200) throw new Error(`status change answered ${res.status}: ${res.body.slice(0, 300)}`);
      return res.ms;
    };
    const setEnabled = (on: boolean) =>
      db.query('update webhook_endpoints set enabled = $1 where id = any($2::int[])', [on, created]);
    // `turn` counts the requests (each raises the order's revision); the pairs alternate which side goes first.
    for (let pair = 0; pair < warmup + samples; pair++) {
      const subscribedFirst = pair % 2 === 0;
      const times: number[] = [];
      for (const subscribed of subscribedFirst ? [true, false] : [false, true]) {
        await setEnabled(subscribed);
        times.push(await change(STATUSES[turn % 2]!));
        turn++;
      }
      if (pair >= warmup) {
        subscribedTimes.push(subscribedFirst ? times[0]! : times[1]!);
        noneTimes.push(subscribedFirst ? times[1]! : times[0]!);
      }
    }
    const [counts] = (
      await db.query<{ events: string; deliveries: string }>(
        `select (select count(*) from webhook_events where type = 'order.status_changed') as events,
                (select count(*) from webhook_deliveries where endpoint_id = any($1::int[])) as deliveries`,
        [created],
      )
    ).rows as [{ events: string; deliveries: string }];
    events = Number(counts.events);
    deliveries = Number(counts.deliveries);
    if (deliveries !== events * ENDPOINTS) {
      throw new Error(`${events} events made ${deliveries} deliveries, not ${ENDPOINTS} each`);
    }
  } finally {
    // Put the store back.
    await db.query(`delete from jobs where queue = 'webhooks.deliver'`);
    await db.query('delete from webhook_endpoints where id = any($1::int[])', [created]);
    await db.query(`delete from webhook_events where type = 'order.status_changed'`);
    await db.query(`update orders set status = 'completed' where id = $1 and status <> 'completed'`, [orderId]);
    await db.query(`delete from audit_logs where id > $1 and resource_type in ('orders', 'webhook_endpoints')`, [
      lastAudit ?? 0,
    ]);
    await db.end();
  }
  return {
    subscribed: { p50: median(subscribedTimes), samples: subscribedTimes },
    none: { p50: median(noneTimes), samples: noneTimes },
    events,
    deliveries,
  };
}
