import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ShipmentCreateBodySchema,
  ShipmentIdParamsSchema,
  ShipmentListQuerySchema,
  ShipmentListResponseSchema,
  ShipmentSchema,
  ShipmentUpdateBodySchema,
  ShippableOrdersQuerySchema,
  ShippableOrdersResponseSchema,
} from '@store/contract/shipments';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import {
  createShipment,
  deleteShipment,
  getShipment,
  listShipments,
  shippableOrders,
  updateShipment,
} from './service.ts';

const tags = ['shipments'];

/** spec 001 §7 "Shipments", plus the order dropdown's source (orders with physical items). */
export const shipmentRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  app.get(
    '/shipments',
    { schema: { tags, querystring: ShipmentListQuerySchema, response: { 200: ShipmentListResponseSchema } } },
    (request) => listShipments(db, request.query),
  );
  app.get(
    '/shipments/orderable-orders',
    { schema: { tags, querystring: ShippableOrdersQuerySchema, response: { 200: ShippableOrdersResponseSchema } } },
    (request) => shippableOrders(db, request.query),
  );
  app.get(
    '/shipments/:id',
    { schema: { tags, params: ShipmentIdParamsSchema, response: { 200: ShipmentSchema } } },
    (request) => getShipment(db, request.params.id),
  );
  app.post(
    '/shipments',
    { schema: { tags, body: ShipmentCreateBodySchema, response: { 201: ShipmentSchema } } },
    async (request, reply) => reply.status(201).send(await createShipment(db, adminOf(request), request.body)),
  );
  app.patch(
    '/shipments/:id',
    {
      schema: {
        tags,
        params: ShipmentIdParamsSchema,
        body: ShipmentUpdateBodySchema,
        response: { 200: ShipmentSchema },
      },
    },
    (request) => updateShipment(db, adminOf(request), request.params.id, request.body),
  );
  app.delete('/shipments/:id', { schema: { tags, params: ShipmentIdParamsSchema } }, async (request, reply) => {
    await deleteShipment(db, adminOf(request), request.params.id);
    return reply.status(204).send();
  });
};
