import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_DOC } from '@store/contract/idempotency';
import {
  API_KEY_PATHS,
  API_KEY_TEXTS,
  ApiKeyBulkBodySchema,
  ApiKeyDeletedResponseSchema,
  ApiKeyListResponseSchema,
  ApiKeyResponseSchema,
  CreateApiKeyBodySchema,
  CreatedApiKeyResponseSchema,
  RollApiKeyBodySchema,
  UpdateApiKeyBodySchema,
} from '@store/contract/api-keys';
import { IfMatchHeadersSchema } from '@store/contract/revisions';
import { IdParamsSchema } from '@store/contract/validation';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { byAdmin } from '../../platform/idempotency.ts';
import { recordBulk, recordEdit } from '../../platform/record-routes.ts';
import { ifMatchOf } from '../../platform/revisions.ts';
import {
  bulkApiKeys,
  createApiKey,
  deleteApiKey,
  listApiKeys,
  revokeApiKey,
  rollApiKey,
  updateApiKey,
} from './service.ts';

/** spec 001 §7: under /api/v1/admin (app.ts gives the prefix and the admin guard). */
export const apiKeyRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  const tags = ['api-keys'];
  app.get(API_KEY_PATHS.list, { schema: { tags, response: { 200: ApiKeyListResponseSchema } } }, async () => ({
    data: await listApiKeys(db),
  }));
  app.post(
    API_KEY_PATHS.list,
    {
      schema: {
        tags,
        description: `Creates a storefront API key; the answer holds its secret, shown once.${IDEMPOTENCY_DOC}`,
        body: CreateApiKeyBodySchema,
        response: { 201: CreatedApiKeyResponseSchema },
      },
      ...app.idempotency.hooks(byAdmin),
    },
    async (request, reply) => {
      const data = await createApiKey(db, adminOf(request), request.body);
      return reply.status(201).send({ data, message: API_KEY_TEXTS.created });
    },
  );
  app.put(
    API_KEY_PATHS.revoke,
    { schema: { tags, params: IdParamsSchema, response: { 200: ApiKeyResponseSchema } } },
    async (request) => ({
      data: await revokeApiKey(db, adminOf(request), request.params.id),
      message: API_KEY_TEXTS.revoked,
    }),
  );
  app.patch(API_KEY_PATHS.item, recordEdit(tags, UpdateApiKeyBodySchema, ApiKeyResponseSchema), async (request) => ({
    data: await updateApiKey(db, adminOf(request), request.params.id, request.body, ifMatchOf(request)),
    message: API_KEY_TEXTS.updated,
  }));
  app.post(
    API_KEY_PATHS.roll,
    {
      schema: {
        tags,
        description:
          'Gives the key a new secret, answered once; the old secret keeps working for `grace_hours` ' +
          `(0 to 168), then answers 401.${IDEMPOTENCY_DOC}`,
        params: IdParamsSchema,
        body: RollApiKeyBodySchema,
        response: { 200: CreatedApiKeyResponseSchema },
      },
      ...app.idempotency.hooks(byAdmin),
    },
    async (request) => ({
      data: await rollApiKey(db, adminOf(request), request.params.id, request.body),
      message: API_KEY_TEXTS.rolled,
    }),
  );
  app.post(API_KEY_PATHS.bulk, recordBulk(tags, ApiKeyBulkBodySchema, 'Revokes up to 1,000 API keys.'), (request) =>
    bulkApiKeys(db, adminOf(request), request.body),
  );
  app.delete(
    API_KEY_PATHS.item,
    {
      schema: {
        tags,
        params: IdParamsSchema,
        headers: IfMatchHeadersSchema,
        response: { 200: ApiKeyDeletedResponseSchema },
      },
    },
    async (request) => {
      await deleteApiKey(db, adminOf(request), request.params.id, ifMatchOf(request));
      return { message: API_KEY_TEXTS.deleted };
    },
  );
};
