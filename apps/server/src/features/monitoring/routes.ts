import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
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
    '/monitoring/blacklisted-ips',
    { schema: { tags, querystring: BlacklistQuerySchema, response: { 200: BlacklistResponseSchema } } },
    async (request) => ({ data: await listBlacklist(security, request.query.limit) }),
  );
  app.post(
    '/monitoring/blacklist',
    { schema: { tags, body: BlacklistBodySchema, response: { 201: BlacklistCreatedResponseSchema } } },
    async (request, reply) => {
      const data = await blacklistIp(security, adminOf(request), request.body);
      return reply.status(201).send({ data, message: MONITORING_TEXTS.blacklisted });
    },
  );
  app.delete(
    '/monitoring/blacklist/:ip',
    { schema: { tags, params: UnblockParamsSchema, response: { 200: UnblockResponseSchema } } },
    async (request) => {
      await unblockIp(security, adminOf(request), request.log, request.params.ip);
      return { message: MONITORING_TEXTS.unblocked };
    },
  );
  app.get('/monitoring/stats', { schema: { tags, response: { 200: MonitoringStatsResponseSchema } } }, async () => ({
    data: await monitoringStats(db, security),
  }));
  app.get('/monitoring/redis-health', { schema: { tags, response: { 200: RedisHealthResponseSchema } } }, async () => ({
    data: await redisHealth(security),
  }));
};
