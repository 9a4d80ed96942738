// The Background jobs card (issue 30, item 6; decision 0047): the job runner's queue, its
// schedules and its newest failed jobs, read from the runner's tables; a failed job retried
// through the runner (its queue's retry hook in the same transaction), with its audit row.
import type { FailedJob, JobsOverview } from '@store/contract/jobs';
import { FAILED_JOBS_SHOWN, JOBS_TEXTS } from '@store/contract/jobs';
import type { Db } from '../../db/client.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import {
  jobCounts,
  jobExists,
  recentFailedJobs,
  scheduleRuns,
  type FailedJob as FailedJobRow,
  type JobRunner,
} from '../../platform/jobs/runner.ts';

function toFailedJob(job: FailedJobRow): FailedJob {
  return {
    id: job.id,
    queue: job.queue,
    key: job.key,
    attempts: job.attempts,
    last_error: job.lastError,
    failed_at: job.finishedAt?.toISOString() ?? null,
  };
}

/** `GET /jobs`. */
export async function jobsOverview(db: Db): Promise<JobsOverview> {
  const [counts, schedules, failed] = await Promise.all([
    jobCounts(db),
    scheduleRuns(db),
    recentFailedJobs(db, FAILED_JOBS_SHOWN),
  ]);
  return {
    queued: counts.queued,
    running: counts.running,
    failed: counts.failed,
    oldest_queued_age_seconds: counts.oldestQueuedAgeSeconds,
    schedules: schedules.map((s) => ({
      name: s.name,
      every: s.everySeconds,
      last_run_at: s.lastRunAt?.toISOString() ?? null,
      next_run_at: s.nextRunAt.toISOString(),
    })),
    failed_jobs: failed.map(toFailedJob),
  };
}

/** A job's id from its path (a bigint column, so beyond int4), or 404. */
function jobIdOf(raw: string): number {
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new AppError('NOT_FOUND', JOBS_TEXTS.notFound);
  return id;
}

/** `POST /jobs/{id}/retry`: a failed job due again now; 409 unless it failed. */
export async function retryJob(db: Db, runner: JobRunner, actor: Actor, rawId: string): Promise<FailedJob> {
  const id = jobIdOf(rawId);
  return db.transaction(async (tx) => {
    const job = await runner.retry(tx, id);
    if (!job) {
      const known = await jobExists(tx, id);
      throw new AppError(known ? 'CONFLICT' : 'NOT_FOUND', known ? JOBS_TEXTS.notFailed : JOBS_TEXTS.notFound);
    }
    await writeAudit(tx, actor, {
      action: 'update',
      resourceType: 'jobs',
      resourceId: id,
      before: { state: 'failed', queue: job.queue, attempts: job.attempts, last_error: job.lastError },
      after: { state: 'queued', queue: job.queue, attempts: 0, last_error: null },
    });
    return toFailedJob(job);
  });
}
