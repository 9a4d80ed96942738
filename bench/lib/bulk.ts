// P12 (issue 15): a bulk status change of 1,000 orders against one single status change, on the
// same server and store, in turns (A B B A …). Each turn moves the orders between two statuses
// that both count as revenue (completed ⇄ shipped), with the revisions the panel would send, and
// the store is left as it was found: statuses restored, the run's audit rows of those orders
// removed (the store is a fixture whose audit log has a fixed size; the API never deletes audit rows).
import pg from 'pg';
import { median } from './measure.ts';
import { http } from './server.ts';

const BULK_SIZE = 1000;
const STATUSES = ['shipped', 'completed'] as const;

export interface BulkPair {
  bulk: { p50: number; samples: number[] };
  single: { p50: number; samples: number[] };
}

async function query<T extends pg.QueryResultRow>(dbUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export async function bulkStatusPair(
  base: string,
  auth: Record<string, string>,
  dbUrl: string,
  { samples, warmup }: { samples: number; warmup: number },
): Promise<BulkPair> {
  // What earlier runs changed and put back left dead rows (a run moves tens of thousands of orders).
  // A store's autovacuum would have cleared them; the bench clears them before it measures.
  await query(dbUrl, 'vacuum (analyze) orders, audit_logs');
  const picked = await query<{ id: number; revision: number }>(
    dbUrl,
    `select id, revision from orders where status = 'completed' order by id desc limit ${BULK_SIZE + 1}`,
  );
  if (picked.length < BULK_SIZE + 1) throw new Error(`the store has fewer than ${BULK_SIZE + 1} completed orders`);
  const [one, ...many] = picked as [{ id: number; revision: number }, ...{ id: number; revision: number }[]];
  const [{ max: lastAudit }] = (await query<{ max: string | null }>(
    dbUrl,
    'select max(id) as max from audit_logs',
  )) as [{ max: string | null }];
  const headers = { ...auth };
  let turn = 0;
  const bulkTo = async (status: string) => {
    const res = await http('POST', `${base}/api/admin/orders/bulk`, {
      headers,
      body: { action: 'set_status', status, records: many.map((o) => ({ id: o.id, revision: o.revision + turn })) },
    });
    const answer = res.status === 200 ? (JSON.parse(res.body) as { succeeded: number[] }) : null;
    if (answer?.succeeded.length !== BULK_SIZE) {
      throw new Error(`bulk status change answered ${res.status}: ${res.body.slice(0, 300)}`);
    }
    return res.ms;
  };
  const singleTo = async (status: string) => {
    const res = await http('PATCH', `${base}/api/admin/orders/${one.id}`, {
      headers: { ...headers, 'if-match': `"${one.revision + turn}"` },
      body: { status },
    });
    if (res.status !== 200) throw new Error(`single status change answered ${res.status}: ${res.body.slice(0, 300)}`);
    return res.ms;
  };

  const bulkTimes: number[] = [];
  const singleTimes: number[] = [];
  try {
    for (; turn < warmup + samples; turn++) {
      const status = STATUSES[turn % 2]!;
      const [first, second] = turn % 2 === 0 ? [bulkTo, singleTo] : [singleTo, bulkTo];
      const a = await first(status);
      const b = await second(status);
      if (turn >= warmup) {
        bulkTimes.push(turn % 2 === 0 ? a : b);
        singleTimes.push(turn % 2 === 0 ? b : a);
      }
    }
  } finally {
    // Put the store back: every order completed again, and none of this run's audit rows.
    const ids = picked.map((o) => o.id);
    await query(dbUrl, `update orders set status = 'completed' where id = any($1::int[]) and status <> 'completed'`, [
      ids,
    ]);
    await query(
      dbUrl,
      `delete from audit_logs where id > $1 and resource_type = 'orders' and action = 'update' and resource_id = any($2::text[])`,
      [lastAudit ?? 0, ids.map(String)],
    );
  }
  return {
    bulk: { p50: median(bulkTimes), samples: bulkTimes },
    single: { p50: median(singleTimes), samples: singleTimes },
  };
}
