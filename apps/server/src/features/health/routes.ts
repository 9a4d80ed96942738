import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureOptions } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';

/** Liveness (the process answers) and readiness (the database answers). */
export const healthRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const Status = z.object({ status: z.string() });
  app.get('/healthz', { schema: { hide: true, response: { 200: Status } } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true, response: { 200: Status } } }, async () => {
    try {
      await deps.database.ping();
    } catch {
      throw new AppError('UNAVAILABLE', 'Database unavailable');
    }
    return { status: 'ready' };
  });
};
