import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RATE_LIMITER_PATHS,
  MessageResponseSchema,
  RATE_LIMITER_TEXTS,
  RateLimiterListResponseSchema,
  RateLimiterResetResponseSchema,
  RateLimiterResponseSchema,
  UpdateRateLimiterBodySchema,
} from '@store/contract/rate-limiters';
import { IdParamsSchema } from '@store/contract/validation';
import { adminOf } from '../../platform/auth.ts';
import type { SecurityFeatureOptions } from '../../platform/rate-limit.ts';
import { recordEdit } from '../../platform/record-routes.ts';
import { ifMatchOf } from '../../platform/revisions.ts';
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
  app.get(
    RATE_LIMITER_PATHS.list,
    { schema: { tags, response: { 200: RateLimiterListResponseSchema } } },
    async () => ({
      data: await listRateLimiters(db),
    }),
  );
  app.post(
    RATE_LIMITER_PATHS.reset,
    { schema: { tags, response: { 200: RateLimiterResetResponseSchema } } },
    async (request) => ({
      data: await resetRateLimiters(db, limits, adminOf(request)),
      message: RATE_LIMITER_TEXTS.reset,
    }),
  );
  app.post(
    RATE_LIMITER_PATHS.clearCache,
    { schema: { tags, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await clearRateLimiterCache(limits, adminOf(request), request.log);
      return { message: RATE_LIMITER_TEXTS.cacheCleared };
    },
  );
  app.get(
    RATE_LIMITER_PATHS.item,
    { schema: { tags, params: IdParamsSchema, response: { 200: RateLimiterResponseSchema } } },
    async (request) => ({ data: await getRateLimiter(db, request.params.id) }),
  );
  app.put(
    RATE_LIMITER_PATHS.item,
    recordEdit(tags, UpdateRateLimiterBodySchema, RateLimiterResponseSchema),
    async (request) => ({
      data: await updateRateLimiter(db, limits, adminOf(request), request.params.id, request.body, ifMatchOf(request)),
      message: RATE_LIMITER_TEXTS.updated,
    }),
  );
};
