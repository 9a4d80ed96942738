import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ReleaseCreateBodySchema,
  ReleaseIdParamsSchema,
  ReleaseListQuerySchema,
  ReleaseListResponseSchema,
  ReleaseProductsResponseSchema,
  ReleaseSchema,
  ReleaseUpdateBodySchema,
} from '@store/contract/releases';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { createRelease, deleteRelease, getRelease, listReleases, releaseProducts, updateRelease } from './service.ts';

const tags = ['releases'];

/** spec 001 §7 "Releases", plus the product dropdown's source (downloadable products only). */
export const releaseRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  app.get(
    '/releases',
    { schema: { tags, querystring: ReleaseListQuerySchema, response: { 200: ReleaseListResponseSchema } } },
    (request) => listReleases(db, request.query),
  );
  app.get('/releases/products', { schema: { tags, response: { 200: ReleaseProductsResponseSchema } } }, () =>
    releaseProducts(db),
  );
  app.get(
    '/releases/:id',
    { schema: { tags, params: ReleaseIdParamsSchema, response: { 200: ReleaseSchema } } },
    (request) => getRelease(db, request.params.id),
  );
  app.post(
    '/releases',
    { schema: { tags, body: ReleaseCreateBodySchema, response: { 201: ReleaseSchema } } },
    async (request, reply) => reply.status(201).send(await createRelease(db, adminOf(request), request.body)),
  );
  app.patch(
    '/releases/:id',
    {
      schema: { tags, params: ReleaseIdParamsSchema, body: ReleaseUpdateBodySchema, response: { 200: ReleaseSchema } },
    },
    (request) => updateRelease(db, adminOf(request), request.params.id, request.body),
  );
  app.delete('/releases/:id', { schema: { tags, params: ReleaseIdParamsSchema } }, async (request, reply) => {
    await deleteRelease(db, adminOf(request), request.params.id);
    return reply.status(204).send();
  });
};
