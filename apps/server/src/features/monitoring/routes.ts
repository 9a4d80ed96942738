import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MONITORING_PATHS,
  BlacklistBodySchema,
  BlacklistCreatedResponseSchema,
  BlacklistQuerySchema,
  BlacklistResponseSchema,
  MONITORING_TEXTS,
  MonitoringStatsResponseSchema,
  RedisHealthResponseSchema,
  UnblockParamsSchema,
  UnblockResponseSchema,
} from '@store/contract/monitoring';
import { adminOf } from '../../platform/auth.ts';
import type { SecurityFeatureOptions } from '../../platform/rate-limit.ts';
import { blacklistIp, listBlacklist, monitoringStats, redisHealth, unblockIp } from './service.ts';

/** spec 001 §7 "Monitoring", under /api/admin behind the admin guard. */
export const monitoringRoutes: FastifyPluginAsyncZod<SecurityFeatureOptions> = async (app, { deps, security }) => {
  const { db } = deps.database;
  const tags = ['monitoring'];
  app.get(
    MONITORING_PATHS.blacklistedIps,
    { schema: { tags, querystring: BlacklistQuerySchema, response: { 200: BlacklistResponseSchema } } },
    async (request) => ({ data: await listBlacklist(security, request.query.limit) }),
  );
  app.post(
    MONITORING_PATHS.blacklist,
    { schema: { tags, body: BlacklistBodySchema, response: { 201: BlacklistCreatedResponseSchema } } },
    async (request, reply) => {
      const data = await blacklistIp(security, adminOf(request), request.body);
      return reply.status(201).send({ data, message: MONITORING_TEXTS.blacklisted });
    },
  );
  app.delete(
    MONITORING_PATHS.blacklistItem,
    { schema: { tags, params: UnblockParamsSchema, response: { 200: UnblockResponseSchema } } },
    async (request) => {
      await unblockIp(security, adminOf(request), request.log, request.params.ip);
      return { message: MONITORING_TEXTS.unblocked };
    },
  );
  app.get(MONITORING_PATHS.stats, { schema: { tags, response: { 200: MonitoringStatsResponseSchema } } }, async () => ({
    data: await monitoringStats(db, security),
  }));
  app.get(
    MONITORING_PATHS.redisHealth,
    { schema: { tags, response: { 200: RedisHealthResponseSchema } } },
    async () => ({
      data: await redisHealth(security),
    }),
  );
};
