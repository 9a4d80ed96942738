import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_DOC } from '@store/contract/idempotency';
import { IfMatchHeadersSchema } from '@store/contract/revisions';
import { IdParamsSchema } from '@store/contract/validation';
import {
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_PATHS,
  WebhookDeliveryListQuerySchema,
  WebhookDeliveryListResponseSchema,
  WebhookDeliverySchema,
  WebhookEndpointCreateSchema,
  WebhookEndpointListResponseSchema,
  WebhookEndpointSchema,
  WebhookEndpointUpdateSchema,
  WebhookEndpointWithSecretSchema,
} from '@store/contract/webhooks';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { byAdmin } from '../../platform/idempotency.ts';
import { createMailer, storeNameOf } from '../../platform/mail.ts';
import { recordDelete, recordEdit } from '../../platform/record-routes.ts';
import { ifMatchOf } from '../../platform/revisions.ts';
import { webhookBackoffMs, webhookDeliveryJob } from './delivery.ts';
import {
  createEndpoint,
  deleteEndpoint,
  getEndpoint,
  listDeliveries,
  listEndpoints,
  replayDelivery,
  rollSecret,
  sendTestEvent,
  updateEndpoint,
  WEBHOOK_QUEUE,
  type WebhookSettings,
} from './service.ts';

const tags = ['webhooks'];

/** Outbound webhooks (decision 0062): the Owners' endpoints and their deliveries; and the queue that sends them. */
export const webhookRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  const allowPrivate = deps.config.webhooks.allowPrivate;
  const settings: WebhookSettings = { db, sealer: deps.webhookSealer, allowPrivate };
  app.jobs.register(
    WEBHOOK_QUEUE,
    webhookDeliveryJob({
      db,
      sealer: deps.webhookSealer,
      mailer: createMailer(deps.config),
      allowPrivate,
      storeName: storeNameOf(deps.config.mailFrom),
    }),
    { backoff: webhookBackoffMs },
  );

  app.get(WEBHOOK_PATHS.list, { schema: { tags, response: { 200: WebhookEndpointListResponseSchema } } }, async () => ({
    data: await listEndpoints(db),
  }));
  app.post(
    WEBHOOK_PATHS.list,
    {
      schema: {
        tags,
        description: `Adds an endpoint; the answer holds its signing secret, shown once.${IDEMPOTENCY_DOC}`,
        body: WebhookEndpointCreateSchema,
        response: { 201: WebhookEndpointWithSecretSchema },
      },
      ...app.idempotency.hooks(byAdmin),
    },
    async (request, reply) => reply.status(201).send(await createEndpoint(settings, adminOf(request), request.body)),
  );
  app.get(
    WEBHOOK_PATHS.item,
    { schema: { tags, params: IdParamsSchema, response: { 200: WebhookEndpointSchema } } },
    (request) => getEndpoint(db, request.params.id),
  );
  app.patch(WEBHOOK_PATHS.item, recordEdit(tags, WebhookEndpointUpdateSchema, WebhookEndpointSchema), (request) =>
    updateEndpoint(settings, adminOf(request), request.params.id, request.body, ifMatchOf(request)),
  );
  app.delete(WEBHOOK_PATHS.item, recordDelete(tags), async (request, reply) => {
    await deleteEndpoint(db, adminOf(request), request.params.id, ifMatchOf(request));
    return reply.status(204).send();
  });
  app.post(
    WEBHOOK_PATHS.rollSecret,
    {
      schema: {
        tags,
        description: 'Makes a new signing secret, answered once; the previous one also signs deliveries for 24 hours.',
        params: IdParamsSchema,
        headers: IfMatchHeadersSchema,
        response: { 200: WebhookEndpointWithSecretSchema },
      },
    },
    (request) => rollSecret(settings, adminOf(request), request.params.id, ifMatchOf(request)),
  );
  app.post(
    WEBHOOK_PATHS.test,
    {
      schema: {
        tags,
        description: `Sends a \`webhook.test\` event to this endpoint, retried like any other (${WEBHOOK_MAX_ATTEMPTS} attempts).`,
        params: IdParamsSchema,
        response: { 202: WebhookDeliverySchema },
      },
    },
    async (request, reply) => reply.status(202).send(await sendTestEvent(db, adminOf(request), request.params.id)),
  );
  app.get(
    WEBHOOK_PATHS.deliveries,
    {
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: WebhookDeliveryListQuerySchema,
        response: { 200: WebhookDeliveryListResponseSchema },
      },
    },
    (request) => listDeliveries(db, request.params.id, request.query),
  );
  app.post(
    WEBHOOK_PATHS.replay,
    {
      schema: {
        tags,
        description: "Sends the delivery's event again, once, with the same `webhook-id` and body.",
        params: IdParamsSchema,
        response: { 202: WebhookDeliverySchema },
      },
    },
    async (request, reply) => reply.status(202).send(await replayDelivery(db, adminOf(request), request.params.id)),
  );
};
