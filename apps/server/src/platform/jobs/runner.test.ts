// The durable job runner (decision 0047), on the test's database (PGlite, or PostgreSQL in CI).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, jobSchedules } from '../../db/schema/jobs.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import {
  BACKOFF_BASE_MS,
  backoffMs,
  DEFAULT_MAX_ATTEMPTS,
  enqueueJob,
  enqueueJobs,
  jobCounts,
  JobRunner,
  PermanentJobError,
  type JobLog,
} from './runner.ts';

const quiet: JobLog = { info: () => {}, warn: () => {}, error: () => {} };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.delete(jobs);
  await ctx.database.db.delete(jobSchedules);
});

const runner = (options: ConstructorParameters<typeof JobRunner>[2] = {}) =>
  new JobRunner(ctx.database, quiet, { pollMs: 50, ...options });
const rowOf = async (key: string) => (await ctx.database.db.select().from(jobs).where(eq(jobs.key, key)))[0];

describe('enqueueing', () => {
  it('makes a job exactly when the transaction commits', async () => {
    await ctx.database.db
      .transaction(async (tx) => {
        await enqueueJob(tx, 'test.work', { n: 1 }, { key: 'rolled-back' });
        throw new Error('the change fails');
      })
      .catch(() => {});
    expect(await rowOf('rolled-back')).toBeUndefined();
    await ctx.database.db.transaction((tx) => enqueueJob(tx, 'test.work', { n: 2 }, { key: 'committed' }));
    expect(await rowOf('committed')).toMatchObject({ state: 'queued', attempts: 0, maxAttempts: DEFAULT_MAX_ATTEMPTS });
  });

  it('makes one job of a key enqueued twice, even at once', async () => {
    const made = await Promise.all(
      Array.from({ length: 5 }, () => enqueueJob(ctx.database.db, 'test.work', {}, { key: 'once' })),
    );
    expect(made.filter(Boolean)).toHaveLength(1);
    expect(await ctx.database.db.$count(jobs, eq(jobs.key, 'once'))).toBe(1);
  });

  it('makes many jobs in one statement, a key taken making none, and only when the transaction commits', async () => {
    await enqueueJob(ctx.database.db, 'test.many', {}, { key: 'many-2' });
    const made = await ctx.database.db.transaction((tx) =>
      enqueueJobs(
        tx,
        'test.many',
        [1, 2, 3].map((n) => ({ payload: { n }, key: `many-${n}` })),
        { maxAttempts: 3 },
      ),
    );
    expect(made).toBe(2);
    const rows = await ctx.database.db.select().from(jobs).where(eq(jobs.queue, 'test.many')).orderBy(jobs.key);
    expect(rows.map((r) => [r.key, r.payload, r.maxAttempts])).toEqual([
      ['many-1', { n: 1 }, 3],
      ['many-2', {}, DEFAULT_MAX_ATTEMPTS],
      ['many-3', { n: 3 }, 3],
    ]);
    await ctx.database.db
      .transaction(async (tx) => {
        await enqueueJobs(tx, 'test.many', [{ payload: {}, key: 'many-rolled-back' }]);
        throw new Error('the change fails');
      })
      .catch(() => {});
    expect(await rowOf('many-rolled-back')).toBeUndefined();
    expect(await ctx.database.db.transaction((tx) => enqueueJobs(tx, 'test.many', []))).toBe(0);
  });
});

describe('running', () => {
  it('runs a due job once and records it done', async () => {
    const seen: unknown[] = [];
    const r = runner().register('test.work', async (payload) => void seen.push(payload));
    await enqueueJob(ctx.database.db, 'test.work', { n: 7 }, { key: 'a' });
    await r.drain();
    await r.drain();
    expect(seen).toEqual([{ n: 7 }]);
    expect(await rowOf('a')).toMatchObject({ state: 'done', attempts: 1, lockedBy: null, lastError: null });
  });

  it('leaves a job enqueued for later until its time', async () => {
    const seen: unknown[] = [];
    const r = runner().register('test.work', async (payload) => void seen.push(payload));
    await enqueueJob(ctx.database.db, 'test.work', {}, { key: 'later', runAt: new Date(Date.now() + 60_000) });
    await r.drain();
    expect(seen).toEqual([]);
  });

  it('retries a failure after a backoff within the first minute, with the error kept', async () => {
    let calls = 0;
    const r = runner().register('test.work', async () => {
      calls += 1;
      throw new Error('the mail server is away');
    });
    await enqueueJob(ctx.database.db, 'test.work', {}, { key: 'retry' });
    const before = Date.now();
    await r.drain();
    const row = (await rowOf('retry'))!;
    expect(calls).toBe(1);
    expect(row).toMatchObject({ state: 'queued', attempts: 1, lastError: 'the mail server is away', lockedBy: null });
    const wait = row.runAt.getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(BACKOFF_BASE_MS / 2 - 1_000);
    expect(wait).toBeLessThanOrEqual(60_000);
  });

  it('fails at once on a permanent error, and after its last attempt otherwise', async () => {
    const r = runner()
      .register('test.permanent', async () => {
        throw new PermanentJobError('550 no such mailbox');
      })
      .register('test.flaky', async () => {
        throw new Error('421 try later');
      });
    await enqueueJob(ctx.database.db, 'test.permanent', {}, { key: 'permanent' });
    await enqueueJob(ctx.database.db, 'test.flaky', {}, { key: 'flaky', maxAttempts: 2 });
    await r.drain();
    expect(await rowOf('permanent')).toMatchObject({ state: 'failed', attempts: 1, lastError: '550 no such mailbox' });
    expect(await rowOf('flaky')).toMatchObject({ state: 'queued', attempts: 1 });
    await ctx.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.key, 'flaky'));
    await r.drain();
    const flaky = (await rowOf('flaky'))!;
    expect(flaky).toMatchObject({ state: 'failed', attempts: 2, lastError: '421 try later' });
    expect(flaky.finishedAt).toBeInstanceOf(Date);
    expect(await jobCounts(ctx.database.db)).toMatchObject({ failed: 2, queued: 0, running: 0 });
  });

  it('takes back a job whose run was abandoned once its lease ran out, and runs it', async () => {
    const seen: number[] = [];
    const r = runner().register('test.work', async (payload) => void seen.push(Number(payload.n)));
    await enqueueJob(ctx.database.db, 'test.work', { n: 1 }, { key: 'held' });
    await enqueueJob(ctx.database.db, 'test.work', { n: 2 }, { key: 'held-alive' });
    // Two runs of an instance: one that died (its lease ran out), one alive (its lease holds).
    await ctx.database.db
      .update(jobs)
      .set({ state: 'running', attempts: 1, lockedBy: 'dead', lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.key, 'held'));
    await ctx.database.db
      .update(jobs)
      .set({ state: 'running', attempts: 1, lockedBy: 'alive', lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(jobs.key, 'held-alive'));
    await r.drain();
    expect(seen).toEqual([1]);
    expect(await rowOf('held')).toMatchObject({ state: 'done', attempts: 2 });
    expect(await rowOf('held-alive')).toMatchObject({ state: 'running', lockedBy: 'alive' });
  });

  it('fails a job whose last attempt was abandoned, and tells its queue (a mail left sending)', async () => {
    const seen: number[] = [];
    const gaveUp: [Record<string, unknown>, string][] = [];
    const r = runner().register('test.work', async (payload) => void seen.push(Number(payload.n)), {
      onGiveUp: async (_db, payload, error) => void gaveUp.push([payload, error]),
    });
    await enqueueJob(ctx.database.db, 'test.work', { n: 3 }, { key: 'last-held', maxAttempts: 2 });
    await ctx.database.db
      .update(jobs)
      .set({ state: 'running', attempts: 2, lockedBy: 'dead', lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.key, 'last-held'));
    await r.drain();
    expect(seen).toEqual([]);
    expect(await rowOf('last-held')).toMatchObject({ state: 'failed', attempts: 2 });
    expect(gaveUp).toEqual([[{ n: 3 }, expect.stringContaining('abandoned')]]);
  });

  it('never runs one job twice when several runners take work at once', async () => {
    const runs = new Map<number, number>();
    const handler = async (payload: Record<string, unknown>) => {
      const n = Number(payload.n);
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 1));
    };
    const runners = [1, 2, 3].map(() => runner({ concurrency: 8 }).register('test.work', handler));
    await ctx.database.db
      .insert(jobs)
      .values(Array.from({ length: 300 }, (_, n) => ({ queue: 'test.work', payload: { n }, maxAttempts: 3 })));
    await Promise.all(runners.map((r) => r.drain()));
    expect(runs.size).toBe(300);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(await jobCounts(ctx.database.db)).toMatchObject({ queued: 0, running: 0, failed: 0 });
  });
});

describe('schedules', () => {
  it('enqueue their job once per period across instances, and once for periods missed', async () => {
    const runs: unknown[] = [];
    const make = () =>
      runner()
        .register('test.scheduled', async (payload) => void runs.push(payload))
        .schedule({ name: 'every-ten', queue: 'test.scheduled', everySeconds: 10 });
    const [a, b] = [make(), make()];
    await a.start();
    await b.start();
    await Promise.all([a.stop(), b.stop()]);
    runs.length = 0;
    await ctx.database.db.delete(jobs);
    // Due, and overdue by three periods: one job, whichever instances look.
    await ctx.database.db
      .update(jobSchedules)
      .set({ nextRunAt: sql`now() - interval '35 seconds'` })
      .where(eq(jobSchedules.name, 'every-ten'));
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    expect(runs).toEqual([{ schedule: 'every-ten' }]);
    const [schedule] = await ctx.database.db.select().from(jobSchedules);
    const ahead = schedule!.nextRunAt.getTime() - Date.now();
    expect(ahead).toBeGreaterThan(0);
    expect(ahead).toBeLessThanOrEqual(10_000);
    expect(schedule!.lastRunAt).toBeInstanceOf(Date);
  });
});

describe('stopping', () => {
  it('gives back a job still running when the stop timeout passes', async () => {
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const r = runner({ stopTimeoutMs: 100 }).register(
      'test.slow',
      () =>
        new Promise<void>((resolve) => {
          started();
          release = resolve;
        }),
    );
    await enqueueJob(ctx.database.db, 'test.slow', {}, { key: 'slow' });
    await r.start();
    await running;
    expect(await rowOf('slow')).toMatchObject({ state: 'running', attempts: 1, lockedBy: r.instanceId });
    await r.stop();
    expect(await rowOf('slow')).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null });
    release();
  });

  it('lets a job that ends in time finish before it stops', async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const r = runner({ stopTimeoutMs: 5_000 }).register('test.short', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await enqueueJob(ctx.database.db, 'test.short', {}, { key: 'short' });
    await r.start();
    await running;
    await r.stop();
    expect(await rowOf('short')).toMatchObject({ state: 'done', attempts: 1 });
  });
});

describe('a queue with a schedule of its own', () => {
  it('waits what its backoff says after each failure', async () => {
    const r = runner().register(
      'test.scheduled',
      async () => {
        throw new Error('not yet');
      },
      { backoff: (attempts) => attempts * 60_000 },
    );
    await enqueueJob(ctx.database.db, 'test.scheduled', {}, { key: 'scheduled' });
    await r.drain();
    const [row] = await ctx.database.db
      .select({ waitMs: sql<number>`extract(epoch from ${jobs.runAt} - now()) * 1000`.mapWith(Number) })
      .from(jobs)
      .where(eq(jobs.key, 'scheduled'));
    expect(row!.waitMs).toBeGreaterThan(55_000);
    expect(row!.waitMs).toBeLessThanOrEqual(60_000);
  });
});

describe('backoffMs', () => {
  it('waits 15–30 s after the first failure, doubling, about a day over all attempts', () => {
    expect(backoffMs(1, 0)).toBe(15_000);
    expect(backoffMs(1, 1)).toBe(30_000);
    expect(backoffMs(2, 0)).toBe(30_000);
    const average = (n: number) => (backoffMs(n, 0) + backoffMs(n, 1)) / 2;
    const total = Array.from({ length: DEFAULT_MAX_ATTEMPTS - 1 }, (_, i) => average(i + 1)).reduce((a, b) => a + b);
    expect(total / 3_600_000).toBeGreaterThan(20);
    expect(total / 3_600_000).toBeLessThan(30);
  });
});
