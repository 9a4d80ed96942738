import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PromoCreateSchema,
  PromoIdParamsSchema,
  PromoListQuerySchema,
  PromoListResponseSchema,
  PromoSchema,
  PromoUpdateSchema,
} from '@store/contract/promos';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { createPromo, deletePromo, getPromo, listPromos, updatePromo } from './service.ts';

const tags = ['promos'];

/** spec 001 §7 "Promos". */
export const promoRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  app.get(
    '/promos',
    { schema: { tags, querystring: PromoListQuerySchema, response: { 200: PromoListResponseSchema } } },
    (request) => listPromos(db, request.query),
  );
  app.get('/promos/:id', { schema: { tags, params: PromoIdParamsSchema, response: { 200: PromoSchema } } }, (request) =>
    getPromo(db, request.params.id),
  );
  app.post(
    '/promos',
    { schema: { tags, body: PromoCreateSchema, response: { 201: PromoSchema } } },
    async (request, reply) => reply.status(201).send(await createPromo(db, adminOf(request), request.body)),
  );
  app.patch(
    '/promos/:id',
    { schema: { tags, params: PromoIdParamsSchema, body: PromoUpdateSchema, response: { 200: PromoSchema } } },
    (request) => updatePromo(db, adminOf(request), request.params.id, request.body),
  );
  app.delete('/promos/:id', { schema: { tags, params: PromoIdParamsSchema } }, async (request, reply) => {
    await deletePromo(db, adminOf(request), request.params.id);
    return reply.status(204).send();
  });
};
