import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureOptions } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * Liveness (the process answers) and readiness (the database answers, and the instance is not
 * draining after SIGTERM: platform/drain.ts).
 */
export const healthRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const Status = z.object({ status: z.string() });
  // Liveness never changes its answer: serialised once, sent as it is, with no response check
  // per request (bench P1). The route is not in the API's documentation. Neither probe's answer
  // comes near compression's 1 KiB threshold, nor has a body to decompress: they skip the
  // plugin's three hooks (@fastify/compress's route options).
  const LIVE = JSON.stringify(Status.parse({ status: 'ok' }));
  const probe = { schema: { hide: true }, compress: false, decompress: false } as const;
  app.get('/healthz', probe, (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(LIVE);
  });
  app.get('/readyz', { ...probe, schema: { hide: true, response: { 200: Status } } }, async () => {
    if (app.drain.draining) throw new AppError('UNAVAILABLE', 'Shutting down');
    try {
      await deps.database.ping();
    } catch {
      throw new AppError('UNAVAILABLE', 'Database unavailable');
    }
    return { status: 'ready' };
  });
};
