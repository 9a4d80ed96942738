import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_KEY_TEXTS,
  ApiKeyDeletedResponseSchema,
  ApiKeyIdParamsSchema,
  ApiKeyListResponseSchema,
  ApiKeyResponseSchema,
  CreateApiKeyBodySchema,
  CreatedApiKeyResponseSchema,
} from '@store/contract/api-keys';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { createApiKey, deleteApiKey, listApiKeys, revokeApiKey } from './service.ts';

/** spec 001 §7: under /api/v1/admin (app.ts gives the prefix and the admin guard). */
export const apiKeyRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  const tags = ['api-keys'];
  app.get('/api-keys', { schema: { tags, response: { 200: ApiKeyListResponseSchema } } }, async () => ({
    data: await listApiKeys(db),
  }));
  app.post(
    '/api-keys',
    { schema: { tags, body: CreateApiKeyBodySchema, response: { 201: CreatedApiKeyResponseSchema } } },
    async (request, reply) => {
      const data = await createApiKey(db, adminOf(request), request.body);
      return reply.status(201).send({ data, message: API_KEY_TEXTS.created });
    },
  );
  app.put(
    '/api-keys/:id/revoke',
    { schema: { tags, params: ApiKeyIdParamsSchema, response: { 200: ApiKeyResponseSchema } } },
    async (request) => ({
      data: await revokeApiKey(db, adminOf(request), request.params.id),
      message: API_KEY_TEXTS.revoked,
    }),
  );
  app.delete(
    '/api-keys/:id',
    { schema: { tags, params: ApiKeyIdParamsSchema, response: { 200: ApiKeyDeletedResponseSchema } } },
    async (request) => {
      await deleteApiKey(db, adminOf(request), request.params.id);
      return { message: API_KEY_TEXTS.deleted };
    },
  );
};
