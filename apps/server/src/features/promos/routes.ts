import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PROMO_PATHS,
  PromoBulkBodySchema,
  PromoCreateSchema,
  PromoListQuerySchema,
  PromoListResponseSchema,
  PromoSchema,
  PromoUpdateSchema,
} from '@store/contract/promos';
import { IDEMPOTENCY_DOC } from '@store/contract/idempotency';
import { IdParamsSchema } from '@store/contract/validation';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { byAdmin } from '../../platform/idempotency.ts';
import { recordBulk, recordDelete, recordEdit } from '../../platform/record-routes.ts';
import { ifMatchOf } from '../../platform/revisions.ts';
import { bulkPromos, createPromo, deletePromo, getPromo, listPromos, updatePromo } from './service.ts';

const tags = ['promos'];

/** spec 001 §7 "Promos". */
export const promoRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  app.get(
    PROMO_PATHS.list,
    { schema: { tags, querystring: PromoListQuerySchema, response: { 200: PromoListResponseSchema } } },
    (request) => listPromos(db, request.query),
  );
  app.get(PROMO_PATHS.item, { schema: { tags, params: IdParamsSchema, response: { 200: PromoSchema } } }, (request) =>
    getPromo(db, request.params.id),
  );
  app.post(
    PROMO_PATHS.list,
    {
      schema: {
        tags,
        description: `Creates a promo code.${IDEMPOTENCY_DOC}`,
        body: PromoCreateSchema,
        response: { 201: PromoSchema },
      },
      ...app.idempotency.hooks(byAdmin),
    },
    async (request, reply) => reply.status(201).send(await createPromo(db, adminOf(request), request.body)),
  );
  app.patch(PROMO_PATHS.item, recordEdit(tags, PromoUpdateSchema, PromoSchema), (request) =>
    updatePromo(db, adminOf(request), request.params.id, request.body, ifMatchOf(request)),
  );
  app.delete(PROMO_PATHS.item, recordDelete(tags), async (request, reply) => {
    await deletePromo(db, adminOf(request), request.params.id, ifMatchOf(request));
    return reply.status(204).send();
  });
  app.post(
    PROMO_PATHS.bulk,
    recordBulk(tags, PromoBulkBodySchema, 'Enables, disables or deletes up to 1,000 promo codes.'),
    (request) => bulkPromos(db, adminOf(request), request.body),
  );
};
