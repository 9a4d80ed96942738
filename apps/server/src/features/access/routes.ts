import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccessCreateBodySchema,
  AccessIdParamsSchema,
  AccessListQuerySchema,
  AccessListResponseSchema,
  AccessSchema,
  AccessUpdateBodySchema,
} from '@store/contract/access';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { createAccess, deleteAccess, getAccess, listAccess, updateAccess } from './service.ts';

const tags = ['access'];

/** spec 001 §7 "Access": the grants of product access to users. */
export const accessRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  app.get(
    '/access',
    { schema: { tags, querystring: AccessListQuerySchema, response: { 200: AccessListResponseSchema } } },
    (request) => listAccess(db, request.query),
  );
  app.get(
    '/access/:id',
    { schema: { tags, params: AccessIdParamsSchema, response: { 200: AccessSchema } } },
    (request) => getAccess(db, request.params.id),
  );
  app.post(
    '/access',
    { schema: { tags, body: AccessCreateBodySchema, response: { 201: AccessSchema } } },
    async (request, reply) => reply.status(201).send(await createAccess(db, adminOf(request), request.body)),
  );
  app.patch(
    '/access/:id',
    { schema: { tags, params: AccessIdParamsSchema, body: AccessUpdateBodySchema, response: { 200: AccessSchema } } },
    (request) => updateAccess(db, adminOf(request), request.params.id, request.body),
  );
  app.delete('/access/:id', { schema: { tags, params: AccessIdParamsSchema } }, async (request, reply) => {
    await deleteAccess(db, adminOf(request), request.params.id);
    return reply.status(204).send();
  });
};
