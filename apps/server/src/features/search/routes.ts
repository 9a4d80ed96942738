import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SEARCH_GROUP_LIMIT, SEARCH_PATHS, SearchQuerySchema, SearchResponseSchema } from '@store/contract/search';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { search } from './service.ts';

const tags = ['search'];

/** The command palette's search (decision 0030); open to every role, its groups are the role's. */
export const searchRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  app.get(
    SEARCH_PATHS.search,
    {
      schema: {
        tags,
        description:
          `Finds up to ${SEARCH_GROUP_LIMIT} records per group as the admin types: orders whose number starts or ` +
          "ends with q or whose customer's e-mail starts with it; users whose name or e-mail starts with it; " +
          'products whose name contains it (all ignoring case). A group is present only when the role can view ' +
          'its area (orders, users, the catalogue).',
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema },
      },
    },
    (request) => search(db, adminOf(request).role, request.query.q),
  );
};
