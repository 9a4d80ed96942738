import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OUTBOX_PATHS,
  OutboxListQuerySchema,
  OutboxListResponseSchema,
  OutboxMailSchema,
} from '@store/contract/outbox';
import { IdParamsSchema } from '@store/contract/validation';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { createMailer } from '../../platform/mail.ts';
import { listOutbox, resendOutboxMail, retryOutboxMail } from './service.ts';

const tags = ['outbox'];

/**
 * The outbox (decision 0047), in the catalogue's area beside Email Templates:
 * `GET /outbox?status=&search=&page=&limit=`, `POST /outbox/{id}/retry` (a failed mail),
 * `POST /outbox/{id}/resend` (a new copy; 201).
 */
export const outboxRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  const mailer = createMailer(deps.config);
  app.get(
    OUTBOX_PATHS.list,
    { schema: { tags, querystring: OutboxListQuerySchema, response: { 200: OutboxListResponseSchema } } },
    (request) => listOutbox(db, request.query),
  );
  app.post(
    OUTBOX_PATHS.retry,
    { schema: { tags, params: IdParamsSchema, response: { 200: OutboxMailSchema } } },
    (request) => retryOutboxMail(db, adminOf(request), request.params.id),
  );
  app.post(
    OUTBOX_PATHS.resend,
    { schema: { tags, params: IdParamsSchema, response: { 201: OutboxMailSchema } } },
    async (request, reply) =>
      reply.status(201).send(await resendOutboxMail(db, mailer, adminOf(request), request.params.id)),
  );
};
