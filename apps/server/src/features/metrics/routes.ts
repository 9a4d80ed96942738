// GET /metrics (issue 32, item 3; decision 0056): platform/metrics.ts in Prometheus' text format.
// On the server's port it answers a caller holding METRICS_TOKEN as a bearer token; on METRICS_PORT
// a listener of its own, bound to HOST and serving nothing else, answers without one. With neither
// set there is no such route (404). Not in the API's documentation; no limiter matches it and it
// changes nothing, so it is neither rate limited nor audited.
import Fastify, { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../platform/deps.ts';
import { AppError, errorBody, registerErrorHandling } from '../../platform/errors.ts';
import { METRICS_PATH, type Metrics } from '../../platform/metrics.ts';
import { safeEqual } from '../../platform/secrets.ts';

export interface MetricsRoutesOptions extends FeatureOptions {
  metrics: Metrics;
}

export const METRICS_UNAUTHORIZED = 'A valid metrics token is required';

const BEARER = /^Bearer +(\S+) *$/i;

function holdsToken(request: FastifyRequest, token: string): boolean {
  const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
  return given !== undefined && safeEqual(given, token);
}

export const metricsRoutes: FastifyPluginAsyncZod<MetricsRoutesOptions> = async (app, { deps, metrics }) => {
  const { token, port } = deps.config.metrics;
  const scrape = async (_request: FastifyRequest, reply: FastifyReply) => {
    const { contentType, text } = await metrics.exposition();
    return reply.type(contentType).send(text);
  };

  if (token !== undefined) {
    app.get(
      METRICS_PATH,
      {
        schema: { hide: true },
        onRequest: (request, reply, done) => {
          if (holdsToken(request, token)) return done();
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          done(new AppError('UNAUTHORIZED', METRICS_UNAUTHORIZED));
        },
      },
      scrape,
    );
  }

  if (port !== undefined) {
    // Scraped every few seconds: its requests are not logged, its errors are.
    const listener = Fastify({
      loggerInstance: app.log,
      logController: new LogController({ disableRequestLogging: true }),
    });
    registerErrorHandling(listener);
    listener.get(METRICS_PATH, scrape);
    listener.setNotFoundHandler((request, reply) => {
      reply.status(404).send(errorBody('NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`));
    });
    // Opened with the app (a port already taken stops the start) and closed with it.
    app.addHook('onReady', async () => {
      await listener.listen({ port, host: deps.config.host });
    });
    app.addHook('onClose', () => listener.close());
  }
};
