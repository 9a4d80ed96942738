// The durable job runner (decision 0047; README.md beside this file). Work a change leaves for
// after its answer is a row of `jobs`, inserted in the change's own transaction: it exists exactly
// when the change committed. Every instance takes due jobs with `FOR UPDATE SKIP LOCKED` under a
// lease it renews while the job runs; a job whose lease ran out (its instance died) is taken again.
// A failure is retried with exponential backoff and jitter, until its attempts run out or the error
// is permanent; schedules enqueue their job once per period across every instance.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database, Db, Tx } from '../../db/client.ts';
import { jobs, jobSchedules, type JobState } from '../../db/schema/jobs.ts';
import { daysAgo, deleteInBatches } from '../retention.ts';

/** The last error of a run whose instance stopped before it ended. */
const ABANDONED = 'The run was abandoned: its instance stopped before it ended';

/** The channel a commit that enqueued work notifies, so that idle instances start at once. */
export const JOBS_CHANNEL = 'jobs';

export interface JobRunnerOptions {
  /** How often an idle instance looks for due jobs (notifications wake it sooner). */
  pollMs: number;
  /** How long a run holds its job; renewed every third of it while the run goes on. */
  leaseMs: number;
  /** Jobs one instance runs at once. */
  concurrency: number;
  /**
   * On stop, how long running jobs may take to finish before they are released. Well under the
   * 10 s after which a stopping server exits anyway (main.ts): a release that comes later never
   * happens, and the job waits for its lease to run out.
   */
  stopTimeoutMs: number;
  /** Told of each run of this instance that ends in an error: tried again later, or failed for good. */
  onRunFailed?: (job: RunningJob, outcome: 'retry' | 'failed') => void;
}

export const JOB_RUNNER_DEFAULTS: JobRunnerOptions = {
  pollMs: 1_000,
  leaseMs: 60_000,
  concurrency: 4,
  stopTimeoutMs: 5_000,
};

/**
 * Runs before a job is given up: the first retry comes 15–30 s after the first failure, each next
 * wait doubles (with half of it random, so that retries of one outage spread out), and the last
 * of 13 attempts runs about a day (25 h on average) after the first.
 */
export const DEFAULT_MAX_ATTEMPTS = 13;
export const BACKOFF_BASE_MS = 30_000;

/** The wait before the attempt after `attempts` failed ones: base·2^(n−1), the second half random. */
export function backoffMs(attempts: number, random = Math.random()): number {
  const full = BACKOFF_BASE_MS * 2 ** Math.max(0, Math.min(attempts, 20) - 1);
  return Math.round(full / 2 + (full / 2) * random);
}

/** Thrown by a handler when trying again cannot help (a mail server's 5xx): the job fails at once. */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
}

export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RunningJob {
  id: number;
  queue: string;
  key: string | null;
  /** This run's number, from 1. */
  attempt: number;
  maxAttempts: number;
  /** Whether a failure of this run is the last (the job then fails for good). */
  lastAttempt: boolean;
  /** When the job runs again if this run fails and another is left. */
  retryAt: Date;
}

export type JobHandler = (payload: Record<string, unknown>, job: RunningJob) => Promise<void>;

export interface QueueOptions {
  /**
   * Runs in the transaction that makes a failed job of this queue due again (the Background jobs
   * card's Retry): what the job works on is made ready for another run (a failed mail queued).
   */
  onRetry?: (tx: Tx, payload: Record<string, unknown>) => Promise<void>;
  /**
   * Runs when the runner fails a job of this queue without a run of its handler: its last attempt
   * was abandoned by an instance that died. What the job works on is told it failed (a mail left
   * 'sending' becomes 'failed').
   */
  onGiveUp?: (db: Db, payload: Record<string, unknown>, error: string) => Promise<void>;
  /**
   * The wait before the attempt after `attempts` failed ones, when this queue keeps a schedule of
   * its own (webhooks' deliveries); the runner's `backoffMs` otherwise.
   */
  backoff?: (attempts: number) => number;
}

export interface EnqueueOptions {
  /** Idempotency: a job with this key already enqueued (whatever its state) makes no second one. */
  key?: string;
  /** Not before this time. */
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Enqueues a job in the caller's transaction; answers whether a job was made (false: the key was
 * taken). The commit tells every listening instance.
 */
export async function enqueueJob(
  tx: Tx,
  queue: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<boolean> {
  // One statement: the row, and the notification its commit sends when a row was made.
  const made = (await tx.execute(sql`
    with made as (
      insert into ${jobs} (queue, payload, key, max_attempts, run_at)
      values (${queue}, ${JSON.stringify(payload)}::jsonb, ${options.key ?? null},
        ${options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS}, coalesce(${options.runAt ?? null}::timestamptz, now()))
      on conflict (key) do nothing
      returning id
    )
    select pg_notify(${JOBS_CHANNEL}, ${queue}) from made`)) as unknown as { rows: unknown[] };
  return made.rows.length > 0;
}

/**
 * Enqueues many jobs of one queue in the caller's transaction, in one statement (one notification):
 * a change that leaves several at once (an event's deliveries). Answers how many were made.
 */
export async function enqueueJobs(
  tx: Tx,
  queue: string,
  items: readonly { payload: Record<string, unknown>; key?: string }[],
  options: Omit<EnqueueOptions, 'key'> = {},
): Promise<number> {
  if (items.length === 0) return 0;
  const rows = sql.join(
    items.map(
      (item) =>
        sql`(${queue}, ${JSON.stringify(item.payload)}::jsonb, ${item.key ?? null}, ${options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS}::int,
          coalesce(${options.runAt ?? null}::timestamptz, now()))`,
    ),
    sql`, `,
  );
  const made = (await tx.execute(sql`
    with made as (
      insert into ${jobs} (queue, payload, key, max_attempts, run_at) values ${rows}
      on conflict (key) do nothing
      returning id
    )
    select count(*)::int as n, (select pg_notify(${JOBS_CHANNEL}, ${queue}) where exists (select 1 from made)) as told
      from made`)) as unknown as { rows: { n: number }[] };
  return Number(made.rows[0]?.n ?? 0);
}

/**
 * Makes a failed job due again, its attempts counted afresh (the outbox's Retry, the Monitoring
 * card's). Answers whether a failed job of that key was found.
 */
export async function retryFailedJob(tx: Tx, key: string): Promise<boolean> {
  const retried = await tx
    .update(jobs)
    .set({ state: 'queued', attempts: 0, runAt: sql`now()`, finishedAt: null, lastError: null })
    .where(and(eq(jobs.key, key), eq(jobs.state, 'failed')))
    .returning({ queue: jobs.queue });
  if (retried.length > 0) await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${retried[0]!.queue})`);
  return retried.length > 0;
}

export interface Schedule {
  name: string;
  queue: string;
  everySeconds: number;
}

export interface JobCounts {
  queued: number;
  running: number;
  failed: number;
  oldestQueuedAgeSeconds: number | null;
}

export class JobRunner {
  readonly instanceId = randomUUID();
  private readonly options: JobRunnerOptions;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly retryHooks = new Map<string, NonNullable<QueueOptions['onRetry']>>();
  private readonly giveUpHooks = new Map<string, NonNullable<QueueOptions['onGiveUp']>>();
  private readonly backoffs = new Map<string, NonNullable<QueueOptions['backoff']>>();
  private readonly schedules = new Map<string, Schedule>();
  private readonly running = new Map<number, Promise<void>>();
  private stopped = true;
  private timer: NodeJS.Timeout | undefined;
  private leaseTimer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | null = null;
  private tickAgain = false;
  private stopListening: (() => Promise<void>) | null = null;
  private lastHousekeeping = 0;

  constructor(
    private readonly database: Database,
    private readonly log: JobLog,
    options: Partial<JobRunnerOptions> = {},
  ) {
    this.options = { ...JOB_RUNNER_DEFAULTS, ...options };
  }

  private get db(): Db {
    return this.database.db;
  }

  /** The work of a queue; one handler per queue. */
  register(queue: string, handler: JobHandler, options: QueueOptions = {}): this {
    if (this.handlers.has(queue)) throw new Error(`queue ${queue} has a handler already`);
    this.handlers.set(queue, handler);
    if (options.onRetry) this.retryHooks.set(queue, options.onRetry);
    if (options.onGiveUp) this.giveUpHooks.set(queue, options.onGiveUp);
    if (options.backoff) this.backoffs.set(queue, options.backoff);
    return this;
  }

  /**
   * Makes the failed job `id` due again, its attempts counted afresh, with its queue's `onRetry`
   * in the same transaction. Answers the job as it was, or null when no failed job has that id.
   */
  async retry(tx: Tx, id: number): Promise<FailedJob | null> {
    const [job] = await tx
      .select(failedJobColumns)
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.state, 'failed')))
      .for('update');
    if (!job) return null;
    await tx
      .update(jobs)
      .set({ state: 'queued', attempts: 0, runAt: sql`now()`, finishedAt: null, lastError: null })
      .where(eq(jobs.id, id));
    await this.retryHooks.get(job.queue)?.(tx, job.payload);
    await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${job.queue})`);
    return job;
  }

  /** A job of `queue` once every `everySeconds`, across every instance (first run at the first start). */
  schedule(schedule: Schedule): this {
    this.schedules.set(schedule.name, schedule);
    return this;
  }

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    for (const s of this.schedules.values()) {
      await this.db
        .insert(jobSchedules)
        .values({ name: s.name, queue: s.queue, everySeconds: s.everySeconds, nextRunAt: sql`now()` })
        .onConflictDoUpdate({
          target: jobSchedules.name,
          set: { queue: s.queue, everySeconds: s.everySeconds },
        });
    }
    this.stopListening = await this.database.listen(JOBS_CHANNEL, {
      message: (queue) => {
        if (this.handlers.has(queue)) this.wake();
      },
      state: (listening) => {
        if (listening) this.wake();
      },
    });
    this.leaseTimer = setInterval(() => void this.renewLeases(), Math.max(1, Math.floor(this.options.leaseMs / 3)));
    this.leaseTimer.unref();
    this.wake();
  }

  /**
   * Stops taking jobs, lets the running ones finish for up to `stopTimeoutMs`, then gives back
   * those still running (their next run is another instance's, or this one's after a restart).
   */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearTimeout(this.timer);
    const stop = this.stopListening;
    this.stopListening = null;
    await stop?.();
    await this.ticking;
    const finished = Promise.all(this.running.values()).then(() => true);
    const waited = await Promise.race([finished, delay(this.options.stopTimeoutMs).then(() => false)]);
    clearInterval(this.leaseTimer);
    if (!waited && this.running.size > 0) {
      const released = await this.db
        .update(jobs)
        .set({
          state: 'queued',
          lockedBy: null,
          lockedUntil: null,
          runAt: sql`now()`,
          attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
        })
        .where(and(eq(jobs.lockedBy, this.instanceId), eq(jobs.state, 'running')))
        .returning({ id: jobs.id });
      this.log.warn({ jobs: released.map((j) => j.id) }, 'jobs still running at shutdown were released');
    }
  }

  /** Look for work now (a commit enqueued some, or a run ended). */
  wake(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    if (this.ticking) {
      this.tickAgain = true;
      return;
    }
    this.ticking = this.tick().finally(() => {
      this.ticking = null;
      if (this.stopped) return;
      if (this.tickAgain) {
        this.tickAgain = false;
        this.wake();
      } else {
        this.timer = setTimeout(() => this.wake(), this.options.pollMs);
        this.timer.unref();
      }
    });
  }

  /** One round: due schedules, runs whose lease ran out, then as many due jobs as there is room for. */
  private async tick(): Promise<void> {
    try {
      // Schedules and abandoned runs once per poll interval, not after every job: a queue of
      // mails is claimed at the pace its jobs end (bench P17).
      const now = Date.now();
      if (now - this.lastHousekeeping >= this.options.pollMs) {
        this.lastHousekeeping = now;
        await this.fireSchedules();
        await this.takeBackAbandoned();
      }
      const room = this.options.concurrency - this.running.size;
      if (room <= 0 || this.handlers.size === 0) return;
      for (const job of await this.claim(room)) {
        const run = this.run(job).finally(() => {
          this.running.delete(job.id);
          this.wake();
        });
        this.running.set(job.id, run);
      }
    } catch (err) {
      this.log.error({ error: errorText(err) }, 'the job runner could not look for work');
    }
  }

  private async fireSchedules(): Promise<void> {
    if (this.schedules.size === 0) return;
    await this.db.transaction(async (tx) => {
      const due = await tx
        .update(jobSchedules)
        .set({
          lastRunAt: sql`now()`,
          // The next period after now: a schedule that was not run for a while runs once, not once per period missed.
          nextRunAt: sql`${jobSchedules.nextRunAt} + ${jobSchedules.everySeconds} * interval '1 second' * (floor(extract(epoch from now() - ${jobSchedules.nextRunAt}) / ${jobSchedules.everySeconds}) + 1)`,
        })
        .where(and(inArray(jobSchedules.name, [...this.schedules.keys()]), lte(jobSchedules.nextRunAt, sql`now()`)))
        .returning({ name: jobSchedules.name, queue: jobSchedules.queue, nextRunAt: jobSchedules.nextRunAt });
      for (const s of due)
        await enqueueJob(tx, s.queue, { schedule: s.name }, { key: `schedule:${s.name}:${s.nextRunAt.getTime()}` });
    });
  }

  /**
   * A run whose lease ran out belongs to an instance that died or froze: the job is due again, or
   * failed when that was its last attempt (its queue's `onGiveUp` is told).
   */
  private async takeBackAbandoned(): Promise<void> {
    const abandoned = await this.db
      .update(jobs)
      .set({
        state: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then 'failed' else 'queued' end`,
        lockedBy: null,
        lockedUntil: null,
        runAt: sql`now()`,
        finishedAt: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then now() end`,
        lastError: ABANDONED,
      })
      .where(and(eq(jobs.state, 'running'), lte(jobs.lockedUntil, sql`now()`)))
      .returning({ id: jobs.id, queue: jobs.queue, state: jobs.state, payload: jobs.payload });
    if (abandoned.length === 0) return;
    this.log.warn(
      { jobs: abandoned.map(({ id, queue, state }) => ({ id, queue, state })) },
      'runs abandoned by another instance were taken back',
    );
    for (const job of abandoned) {
      const giveUp = job.state === 'failed' ? this.giveUpHooks.get(job.queue) : undefined;
      await giveUp?.(this.db, job.payload, ABANDONED).catch((err: unknown) =>
        this.log.error({ job: job.id, error: errorText(err) }, 'a failed job could not be recorded where it belongs'),
      );
    }
  }

  private async claim(limit: number): Promise<ClaimedJob[]> {
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.state, 'queued'), lte(jobs.runAt, sql`now()`), inArray(jobs.queue, [...this.handlers.keys()])))
      .orderBy(asc(jobs.runAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(jobs)
      .set({
        state: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: this.instanceId,
        lockedUntil: sql`now() + ${this.options.leaseMs} * interval '1 millisecond'`,
      })
      .where(inArray(jobs.id, due))
      .returning({
        id: jobs.id,
        queue: jobs.queue,
        key: jobs.key,
        payload: jobs.payload,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
      });
  }

  private async run(claimed: ClaimedJob): Promise<void> {
    const handler = this.handlers.get(claimed.queue)!;
    const wait = (this.backoffs.get(claimed.queue) ?? backoffMs)(claimed.attempts);
    const job: RunningJob = {
      id: claimed.id,
      queue: claimed.queue,
      key: claimed.key,
      attempt: claimed.attempts,
      maxAttempts: claimed.maxAttempts,
      lastAttempt: claimed.attempts >= claimed.maxAttempts,
      retryAt: new Date(Date.now() + wait),
    };
    const mine = and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.instanceId), eq(jobs.state, 'running'));
    try {
      await handler(claimed.payload, job);
      await this.db
        .update(jobs)
        .set({ state: 'done', finishedAt: sql`now()`, lockedBy: null, lockedUntil: null, lastError: null })
        .where(mine);
    } catch (err) {
      const fails = err instanceof PermanentJobError || job.lastAttempt;
      const state: JobState = fails ? 'failed' : 'queued';
      await this.db
        .update(jobs)
        .set({
          state,
          lockedBy: null,
          lockedUntil: null,
          lastError: errorText(err),
          ...(fails ? { finishedAt: sql`now()` } : { runAt: sql`now() + ${wait} * interval '1 millisecond'` }),
        })
        .where(mine)
        .catch((writeErr: unknown) =>
          this.log.error({ job: job.id, error: errorText(writeErr) }, 'a job run could not be recorded'),
        );
      this.options.onRunFailed?.(job, fails ? 'failed' : 'retry');
      const entry = { job: job.id, queue: job.queue, attempt: job.attempt, error: errorText(err) };
      if (fails) this.log.warn(entry, 'job failed');
      else this.log.info({ ...entry, retry_at: job.retryAt.toISOString() }, 'job will be retried');
    }
  }

  private async renewLeases(): Promise<void> {
    if (this.running.size === 0) return;
    await this.db
      .update(jobs)
      .set({ lockedUntil: sql`now() + ${this.options.leaseMs} * interval '1 millisecond'` })
      .where(
        and(eq(jobs.lockedBy, this.instanceId), eq(jobs.state, 'running'), inArray(jobs.id, [...this.running.keys()])),
      )
      .catch((err: unknown) => this.log.warn({ error: errorText(err) }, 'job leases could not be renewed'));
  }

  /** Runs every due job here and now, until none is left (tests and the command line). */
  async drain(): Promise<void> {
    for (;;) {
      await this.fireSchedules();
      await this.takeBackAbandoned();
      const batch = await this.claim(this.options.concurrency);
      if (batch.length === 0 && this.running.size === 0) return;
      await Promise.all([...batch.map((job) => this.run(job)), ...this.running.values()]);
    }
  }
}

interface ClaimedJob {
  id: number;
  queue: string;
  key: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

/** A job that failed for good, as the Background jobs card lists it. */
export interface FailedJob {
  id: number;
  queue: string;
  key: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  lastError: string | null;
  finishedAt: Date | null;
}

const failedJobColumns = {
  id: jobs.id,
  queue: jobs.queue,
  key: jobs.key,
  payload: jobs.payload,
  attempts: jobs.attempts,
  lastError: jobs.lastError,
  finishedAt: jobs.finishedAt,
};

/** Whether a job of that id exists, whatever its state. */
export async function jobExists(db: Tx, id: number): Promise<boolean> {
  return (await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id))).length > 0;
}

/** The newest `limit` failed jobs, newest first. */
export async function recentFailedJobs(db: Tx, limit: number): Promise<FailedJob[]> {
  return db
    .select(failedJobColumns)
    .from(jobs)
    .where(eq(jobs.state, 'failed'))
    .orderBy(desc(jobs.finishedAt), desc(jobs.id))
    .limit(limit);
}

/** Every schedule an instance registered, by name, with its last and next run. */
export async function scheduleRuns(db: Tx) {
  return db
    .select({
      name: jobSchedules.name,
      everySeconds: jobSchedules.everySeconds,
      lastRunAt: jobSchedules.lastRunAt,
      nextRunAt: jobSchedules.nextRunAt,
    })
    .from(jobSchedules)
    .orderBy(asc(jobSchedules.name));
}

/**
 * The queue's counts and how long its oldest due job has waited (by the database's clock, which
 * set `run_at`), in one statement of four reads, each through its
 * state's partial index (jobs_due_idx, jobs_running_idx, jobs_failed_idx): the done jobs kept for
 * RETAIN_DONE_JOBS_DAYS are never scanned, however many there are (counts-plan.test.ts). The
 * states are written in the text, not bound, so the planner always sees which index matches.
 */
export function jobCountsQuery(): SQL {
  return sql`select
    (select count(*) from ${jobs} where ${jobs.state} = 'queued') as queued,
    (select count(*) from ${jobs} where ${jobs.state} = 'running') as running,
    (select count(*) from ${jobs} where ${jobs.state} = 'failed') as failed,
    (select floor(extract(epoch from now() - min(${jobs.runAt})))
       from ${jobs} where ${jobs.state} = 'queued' and ${jobs.runAt} <= now()) as oldest_age_seconds`;
}

/** What the Monitoring screen (GET /api/admin/jobs) and the metrics show of the queue. */
export async function jobCounts(db: Tx): Promise<JobCounts> {
  const { rows } = (await db.execute(jobCountsQuery())) as unknown as {
    rows: { queued: string; running: string; failed: string; oldest_age_seconds: string | null }[];
  };
  const row = rows[0];
  const oldest = row?.oldest_age_seconds ?? null;
  return {
    queued: Number(row?.queued ?? 0),
    running: Number(row?.running ?? 0),
    failed: Number(row?.failed ?? 0),
    oldestQueuedAgeSeconds: oldest === null ? null : Math.max(0, Number(oldest)),
  };
}

/**
 * Retention: jobs done more than `doneDays` days ago, and failed ones after `failedDays` (a mail
 * whose failed job is gone can still be retried from the outbox: the retry makes a new job).
 */
export async function pruneFinishedJobs(db: Db, doneDays: number, failedDays: number): Promise<Record<string, number>> {
  return {
    done_jobs: await deleteInBatches(db, jobs, and(eq(jobs.state, 'done'), lte(jobs.finishedAt, daysAgo(doneDays)))!),
    failed_jobs: await deleteInBatches(
      db,
      jobs,
      and(eq(jobs.state, 'failed'), lte(jobs.finishedAt, daysAgo(failedDays)))!,
    ),
  };
}

function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 500);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
