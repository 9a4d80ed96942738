// The durable job runner's tables (platform/jobs, decision 0047): the work a change leaves for
// after its answer, enqueued in the change's own transaction, and the schedules that enqueue work
// on their own. Written by platform/jobs only (table-owners.test.ts).
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** What kind of work: the handler registered under this name runs it. */
    queue: text('queue').notNull(),
    /** Idempotency: enqueueing a key that exists makes no second job. */
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state').$type<JobState>().notNull().default('queued'),
    /** Runs started so far (a run taken again after its lease ran out counts). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Not before: a retry's backoff, or a job enqueued for later. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** The instance running it, and until when its lease holds (renewed while it runs). */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_state', sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
    check('jobs_attempts', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
    uniqueIndex('jobs_key_idx').on(t.key),
    // What is due, oldest first; and what is running, to take back a run whose lease ran out.
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.state} = 'queued'`),
    index('jobs_running_idx')
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'running'`),
    index('jobs_failed_idx')
      .on(t.finishedAt)
      .where(sql`${t.state} = 'failed'`),
    index('jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`${t.state} = 'done'`),
  ],
);

/** A schedule runs its queue's job once per period, across every instance. */
export const jobSchedules = pgTable(
  'job_schedules',
  {
    name: text('name').primaryKey(),
    queue: text('queue').notNull(),
    everySeconds: integer('every_seconds').notNull(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  },
  (t) => [check('job_schedules_every', sql`${t.everySeconds} >= 1`)],
);
