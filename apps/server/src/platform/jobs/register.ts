// The app's job runner (runner.ts): one per instance, with every queue's handler registered here,
// started once the app is ready (unless JOBS_RUN=false) and stopped, its running jobs finished or
// given back, when the app closes (SIGTERM).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { failAbandonedMail, MAIL_QUEUE, mailDeliveryJob, requeueMailOfJob } from '../mail.ts';
import type { Metrics } from '../metrics.ts';
import { JobRunner } from './runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export function registerJobRunner(app: FastifyInstance, deps: AppDeps, metrics: Metrics): JobRunner {
  const { config, database } = deps;
  const jobs = new JobRunner(database, app.log, {
    pollMs: config.jobs.pollMs,
    concurrency: config.jobs.concurrency,
    onRunFailed: metrics.jobRunFailed,
  });
  jobs.register(MAIL_QUEUE, mailDeliveryJob(database.db, config, app.log, metrics.mailDelivered), {
    onRetry: requeueMailOfJob,
    onGiveUp: failAbandonedMail,
  });
  app.decorate('jobs', jobs);
  if (config.jobs.run) app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  return jobs;
}
