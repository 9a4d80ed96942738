import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MessageResponseSchema,
  RATE_LIMITER_TEXTS,
  RateLimiterIdParamsSchema,
  RateLimiterListResponseSchema,
  RateLimiterResetResponseSchema,
  RateLimiterResponseSchema,
  UpdateRateLimiterBodySchema,
} from '@store/contract/rate-limiters';
import { adminOf } from '../../platform/auth.ts';
import type { SecurityFeatureOptions } from '../../platform/rate-limit.ts';
import {
  clearRateLimiterCache,
  getRateLimiter,
  listRateLimiters,
  resetRateLimiters,
  updateRateLimiter,
} from './service.ts';

/** spec 001 §7 "Rate limiters", under /api/admin behind the admin guard. */
export const rateLimiterRoutes: FastifyPluginAsyncZod<SecurityFeatureOptions> = async (app, { deps, security }) => {
  const { db } = deps.database;
  const { limits } = security;
  const tags = ['rate-limiters'];
  app.get('/rate-limiters', { schema: { tags, response: { 200: RateLimiterListResponseSchema } } }, async () => ({
    data: await listRateLimiters(db),
  }));
  app.post(
    '/rate-limiters/reset',
    { schema: { tags, response: { 200: RateLimiterResetResponseSchema } } },
    async (request) => ({
      data: await resetRateLimiters(db, limits, adminOf(request)),
      message: RATE_LIMITER_TEXTS.reset,
    }),
  );
  app.post(
    '/rate-limiters/clear-cache',
    { schema: { tags, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await clearRateLimiterCache(limits, adminOf(request), request.log);
      return { message: RATE_LIMITER_TEXTS.cacheCleared };
    },
  );
  app.get(
    '/rate-limiters/:id',
    { schema: { tags, params: RateLimiterIdParamsSchema, response: { 200: RateLimiterResponseSchema } } },
    async (request) => ({ data: await getRateLimiter(db, request.params.id) }),
  );
  app.put(
    '/rate-limiters/:id',
    {
      schema: {
        tags,
        params: RateLimiterIdParamsSchema,
        body: UpdateRateLimiterBodySchema,
        response: { 200: RateLimiterResponseSchema },
      },
    },
    async (request) => ({
      data: await updateRateLimiter(db, limits, adminOf(request), request.params.id, request.body),
      message: RATE_LIMITER_TEXTS.updated,
    }),
  );
};
