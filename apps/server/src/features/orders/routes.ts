import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_DOC } from '@store/contract/idempotency';
import {
  ORDER_PATHS,
  OrderBulkBodySchema,
  OrderDetailSchema,
  OrderItemsResponseSchema,
  OrdersListResponseSchema,
  OrdersQuerySchema,
  OrderStatusesResponseSchema,
  UpdateOrderStatusBodySchema,
} from '@store/contract/orders';
import {
  NoteParamsSchema,
  ORDER_TIMELINE_PATHS,
  OrderNoteBodySchema,
  OrderNoteSchema,
  OrderTimelineQuerySchema,
  OrderTimelineSchema,
} from '@store/contract/order-timeline';
import { IdParamsSchema } from '@store/contract/validation';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { byAdmin } from '../../platform/idempotency.ts';
import { recordBulk, recordDelete, recordEdit } from '../../platform/record-routes.ts';
import { ifMatchOf } from '../../platform/revisions.ts';
import { addNote, deleteNote, editNote } from './notes.ts';
import { bulkOrders, getOrder, getOrderItems, listOrders, orderStatuses, updateOrderStatus } from './service.ts';
import { getOrderTimeline } from './timeline.ts';

const tags = ['orders'];

/** spec 000 §7 "orders" calls, behind the admin guard. */
export const ordersRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  app.get(
    ORDER_PATHS.list,
    { schema: { tags, querystring: OrdersQuerySchema, response: { 200: OrdersListResponseSchema } } },
    (request) =>
      listOrders(db, request.query, {
        simulationEnabled: deps.config.allowPaymentSimulation,
        timeZone: deps.config.storeTimeZone,
      }),
  );
  // The statuses in the store with their counts: the filter's choices and the custom status
  // input's suggestions (decision 0023). A static path, so `/orders/:id` never sees it.
  app.get(ORDER_PATHS.statuses, { schema: { tags, response: { 200: OrderStatusesResponseSchema } } }, () =>
    orderStatuses(db),
  );
  app.get(
    ORDER_PATHS.item,
    { schema: { tags, params: IdParamsSchema, response: { 200: OrderDetailSchema } } },
    (request) => getOrder(db, request.params.id),
  );
  app.get(
    ORDER_PATHS.items,
    { schema: { tags, params: IdParamsSchema, response: { 200: OrderItemsResponseSchema } } },
    (request) => getOrderItems(db, request.params.id),
  );
  app.patch(ORDER_PATHS.item, recordEdit(tags, UpdateOrderStatusBodySchema, OrderDetailSchema), (request) =>
    updateOrderStatus(db, adminOf(request), request.params.id, request.body.status, ifMatchOf(request)),
  );
  app.post(
    ORDER_PATHS.bulk,
    recordBulk(tags, OrderBulkBodySchema, 'Sets the status of up to 1,000 orders.'),
    (request) => bulkOrders(db, adminOf(request), request.body),
  );

  // The order's story and its notes (issue 16, decision 0021).
  app.get(
    ORDER_TIMELINE_PATHS.timeline,
    {
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: OrderTimelineQuerySchema,
        response: { 200: OrderTimelineSchema },
      },
    },
    (request) => getOrderTimeline(db, request.params.id, request.query),
  );
  app.post(
    ORDER_TIMELINE_PATHS.notes,
    {
      schema: {
        tags,
        description: `Adds a note to the order's timeline.${IDEMPOTENCY_DOC}`,
        params: IdParamsSchema,
        body: OrderNoteBodySchema,
        response: { 201: OrderNoteSchema },
      },
      ...app.idempotency.hooks(byAdmin),
    },
    async (request, reply) =>
      reply.status(201).send(await addNote(db, adminOf(request), request.params.id, request.body.body)),
  );
  app.patch(
    ORDER_TIMELINE_PATHS.note,
    recordEdit(tags, OrderNoteBodySchema, OrderNoteSchema, NoteParamsSchema),
    (request) =>
      editNote(db, adminOf(request), request.params.id, request.params.noteId, request.body.body, ifMatchOf(request)),
  );
  app.delete(ORDER_TIMELINE_PATHS.note, recordDelete(tags, NoteParamsSchema), async (request, reply) => {
    await deleteNote(db, adminOf(request), request.params.id, request.params.noteId, ifMatchOf(request));
    return reply.status(204).send();
  });
};
