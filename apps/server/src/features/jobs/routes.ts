import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FailedJobSchema, JOBS_PATHS, JobsOverviewSchema } from '@store/contract/jobs';
import { IdParamsSchema } from '@store/contract/validation';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { jobsOverview, retryJob } from './service.ts';

const tags = ['jobs'];

/**
 * The Background jobs card (decision 0047), in the security area beside Monitoring (Owners):
 * `GET /jobs` (the queue, the schedules, the newest failed jobs), `POST /jobs/{id}/retry`.
 */
export const jobsRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  app.get(JOBS_PATHS.overview, { schema: { tags, response: { 200: JobsOverviewSchema } } }, () => jobsOverview(db));
  app.post(
    JOBS_PATHS.retry,
    { schema: { tags, params: IdParamsSchema, response: { 200: FailedJobSchema } } },
    (request) => retryJob(db, app.jobs, adminOf(request), request.params.id),
  );
};
