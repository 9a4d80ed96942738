// The Background jobs card (issue 30, item 6; decisions 0047, 0048): the durable job runner's
// queue as the Monitoring screen shows it to Owners, every schedule's last and next run, and the
// newest failed jobs, each of which can be retried.
import { z } from 'zod';

/** Failed jobs the card lists at most (newest first). */
export const FAILED_JOBS_SHOWN = 20;

export const JobScheduleSchema = z.object({
  name: z.string(),
  /** Its period, in seconds. */
  every: z.number().int(),
  last_run_at: z.iso.datetime({ offset: true }).nullable(),
  next_run_at: z.iso.datetime({ offset: true }),
});
export type JobSchedule = z.infer<typeof JobScheduleSchema>;

export const FailedJobSchema = z.object({
  id: z.number().int(),
  queue: z.string(),
  key: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  failed_at: z.iso.datetime({ offset: true }).nullable(),
});
export type FailedJob = z.infer<typeof FailedJobSchema>;

export const JobsOverviewSchema = z.object({
  queued: z.number().int(),
  running: z.number().int(),
  failed: z.number().int(),
  /** How long the oldest due job has waited, in seconds; null when none waits. */
  oldest_queued_age_seconds: z.number().int().nullable(),
  schedules: z.array(JobScheduleSchema),
  /** The newest FAILED_JOBS_SHOWN failed jobs. */
  failed_jobs: z.array(FailedJobSchema),
});
export type JobsOverview = z.infer<typeof JobsOverviewSchema>;

export const JOBS_TEXTS = {
  title: 'Background jobs',
  loadFailed: 'Failed to load the background jobs',
  noFailed: 'No failed jobs',
  noSchedules: 'No schedules have run yet',
  retried: 'The job will run again shortly',
  retryFailed: 'Failed to retry the job',
  notFailed: 'Only a failed job can be retried',
  notFound: 'Job not found',
} as const;

/** The routes' paths, relative to the API base; fill them with `pathTo` (paths.ts). */
export const JOBS_PATHS = { overview: '/jobs', retry: '/jobs/:id/retry' } as const;
