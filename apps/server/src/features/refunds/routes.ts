import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_DOC } from '@store/contract/idempotency';
import {
  ORDER_REFUND_PATHS,
  OrderGrantsResponseSchema,
  RefundBodySchema,
  RefundResponseSchema,
} from '@store/contract/order-refunds';
import { IdParamsSchema } from '@store/contract/validation';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { byAdmin } from '../../platform/idempotency.ts';
import { grantsOfOrder, refundOrder } from './service.ts';

const tags = ['orders'];

/** Refunds of an order (issue 16, decision 0022), behind the admin guard. */
export const refundRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  app.post(
    ORDER_REFUND_PATHS.refunds,
    {
      schema: {
        tags,
        description:
          'Records a refund of the order: an amount in its currency, never more than what remains refundable ' +
          '(of its shipping, with shipping_only), a reason, and optionally a status to set with it. ' +
          'Refunded in full, the access the order granted is revoked; a partial refund revokes the products of revoke_access.' +
          IDEMPOTENCY_DOC,
        params: IdParamsSchema,
        body: RefundBodySchema,
        response: { 201: RefundResponseSchema },
      },
      ...app.idempotency.hooks(byAdmin),
    },
    async (request, reply) =>
      reply.status(201).send(await refundOrder(db, adminOf(request), request.params.id, request.body)),
  );
  app.get(
    ORDER_REFUND_PATHS.access,
    {
      schema: {
        tags,
        description: 'The access grants the order made, active or not (the refund dialog says which a refund revokes).',
        params: IdParamsSchema,
        response: { 200: OrderGrantsResponseSchema },
      },
    },
    (request) => grantsOfOrder(db, request.params.id),
  );
};
