import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamSchema,
  OrderDetailSchema,
  OrderItemsResponseSchema,
  OrdersListResponseSchema,
  OrdersQuerySchema,
  SimulatePaymentResponseSchema,
  UpdateOrderStatusBodySchema,
} from '@store/contract/orders';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { createMailer } from '../../platform/mail.ts';
import { simulatePaymentSuccess, type PaymentsContext } from '../payments/service.ts';
import { getOrder, getOrderItems, listOrders, updateOrderStatus } from './service.ts';

const tags = ['orders'];

/** spec 000 §7 "orders" calls, behind the admin guard. */
export const ordersRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  const payments: PaymentsContext = {
    db,
    config: deps.config,
    mailer: createMailer(deps.config, app.log),
    log: app.log,
  };

  app.get(
    '/orders',
    { schema: { tags, querystring: OrdersQuerySchema, response: { 200: OrdersListResponseSchema } } },
    (request) => listOrders(db, request.query, deps.config.allowPaymentSimulation),
  );
  app.get('/orders/:id', { schema: { tags, params: IdParamSchema, response: { 200: OrderDetailSchema } } }, (request) =>
    getOrder(db, request.params.id),
  );
  app.get(
    '/orders/:id/items',
    { schema: { tags, params: IdParamSchema, response: { 200: OrderItemsResponseSchema } } },
    (request) => getOrderItems(db, request.params.id),
  );
  app.patch(
    '/orders/:id',
    {
      schema: { tags, params: IdParamSchema, body: UpdateOrderStatusBodySchema, response: { 200: OrderDetailSchema } },
    },
    (request) => updateOrderStatus(db, adminOf(request), request.params.id, request.body.status),
  );
  app.post(
    '/orders/payment-sessions/:id/simulate-success',
    { schema: { tags, params: IdParamSchema, response: { 200: SimulatePaymentResponseSchema } } },
    (request) => simulatePaymentSuccess(payments, adminOf(request), request.params.id),
  );
};
