// The queue's counts (the Background jobs card, and the metrics at every scrape) stay cheap however
// many done jobs retention keeps: each count reads its state's partial index, never the table.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { explain } from '../../test/plans.ts';
import { jobCounts, jobCountsQuery } from './runner.ts';

const DONE = 100_000;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  await db.execute(sql`
    insert into jobs (queue, key, payload, state, attempts, max_attempts, run_at, finished_at)
    select 'mail.deliver', 'mail:' || i, jsonb_build_object('mailId', i), 'done', 1, 13,
           now() - make_interval(secs => i), now() - make_interval(secs => i)
    from generate_series(1, ${DONE}::int) as i`);
  await db.execute(sql`
    insert into jobs (queue, payload, state, attempts, max_attempts, run_at, locked_until, finished_at) values
      ('test.plan', '{}', 'queued', 0, 1, now() - interval '90 seconds', null, null),
      ('test.plan', '{}', 'queued', 0, 1, now() + interval '1 hour', null, null),
      ('test.plan', '{}', 'running', 1, 1, now(), now() + interval '1 minute', null),
      ('test.plan', '{}', 'failed', 1, 1, now(), null, now())`);
  await db.execute(sql`analyze jobs`);
}, 120_000);
afterAll(() => ctx.close());

describe(`the queue's counts beside ${DONE.toLocaleString('en-US')} done jobs`, () => {
  it('reads each state through its partial index, not a scan of the table', async () => {
    const plan = await explain(ctx.database, jobCountsQuery());
    expect(plan, plan).not.toMatch(/Seq Scan on jobs/);
    for (const index of ['jobs_due_idx', 'jobs_running_idx', 'jobs_failed_idx']) expect(plan, plan).toContain(index);
  });

  it('counts queued, running and failed jobs and the oldest due one’s wait', async () => {
    const counts = await jobCounts(ctx.database.db);
    expect(counts).toMatchObject({ queued: 2, running: 1, failed: 1 });
    expect(counts.oldestQueuedAgeSeconds).toBeGreaterThanOrEqual(89);
    expect(counts.oldestQueuedAgeSeconds).toBeLessThan(600);
  });
});
