import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SHIPMENT_PATHS,
  ShipmentBulkBodySchema,
  ShipmentCreateBodySchema,
  ShipmentListQuerySchema,
  ShipmentListResponseSchema,
  ShipmentSchema,
  ShipmentUpdateBodySchema,
  ShippableOrdersQuerySchema,
  ShippableOrdersResponseSchema,
} from '@store/contract/shipments';
import { IdParamsSchema } from '@store/contract/validation';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { createMailer, storeNameOf } from '../../platform/mail.ts';
import { recordBulk, recordDelete, recordEdit } from '../../platform/record-routes.ts';
import { ifMatchOf } from '../../platform/revisions.ts';
import {
  bulkShipments,
  createShipment,
  deleteShipment,
  getShipment,
  listShipments,
  shippableOrders,
  updateShipment,
  type ShipmentMail,
} from './service.ts';

const tags = ['shipments'];

/** spec 001 §7 "Shipments", plus the order dropdown's source (orders with physical items). */
export const shipmentRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  const mail: ShipmentMail = { mailer: createMailer(deps.config), storeName: storeNameOf(deps.config.mailFrom) };
  app.get(
    SHIPMENT_PATHS.list,
    { schema: { tags, querystring: ShipmentListQuerySchema, response: { 200: ShipmentListResponseSchema } } },
    (request) => listShipments(db, request.query),
  );
  app.get(
    SHIPMENT_PATHS.orderableOrders,
    { schema: { tags, querystring: ShippableOrdersQuerySchema, response: { 200: ShippableOrdersResponseSchema } } },
    (request) => shippableOrders(db, request.query),
  );
  app.get(
    SHIPMENT_PATHS.item,
    { schema: { tags, params: IdParamsSchema, response: { 200: ShipmentSchema } } },
    (request) => getShipment(db, request.params.id),
  );
  app.post(
    SHIPMENT_PATHS.list,
    { schema: { tags, body: ShipmentCreateBodySchema, response: { 201: ShipmentSchema } } },
    async (request, reply) => reply.status(201).send(await createShipment(db, mail, adminOf(request), request.body)),
  );
  app.patch(SHIPMENT_PATHS.item, recordEdit(tags, ShipmentUpdateBodySchema, ShipmentSchema), (request) =>
    updateShipment(db, mail, adminOf(request), request.params.id, request.body, ifMatchOf(request)),
  );
  app.delete(SHIPMENT_PATHS.item, recordDelete(tags), async (request, reply) => {
    await deleteShipment(db, adminOf(request), request.params.id, ifMatchOf(request));
    return reply.status(204).send();
  });
  app.post(
    SHIPMENT_PATHS.bulk,
    recordBulk(tags, ShipmentBulkBodySchema, 'Sets the status of up to 1,000 shipments.'),
    (request) => bulkShipments(db, mail, adminOf(request), request.body),
  );
};
