import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DateRangeQuerySchema, OverviewResponseSchema } from '@store/contract/analytics';
import type { FeatureOptions } from '../../platform/deps.ts';
import { overview } from './service.ts';

export const analyticsRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  app.get(
    '/analytics/overview',
    { schema: { tags: ['analytics'], querystring: DateRangeQuerySchema, response: { 200: OverviewResponseSchema } } },
    (request) => overview(deps.database.db, request.query, deps.config.storeTimeZone),
  );
};
