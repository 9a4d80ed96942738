import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_DOC } from '@store/contract/idempotency';
import {
  ACCESS_PATHS,
  AccessBulkBodySchema,
  AccessCreateBodySchema,
  AccessGroupsQuerySchema,
  AccessGroupsResponseSchema,
  AccessListQuerySchema,
  AccessListResponseSchema,
  AccessSchema,
  AccessUpdateBodySchema,
} from '@store/contract/access';
import { IdParamsSchema } from '@store/contract/validation';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { byAdmin } from '../../platform/idempotency.ts';
import { createMailer } from '../../platform/mail.ts';
import { ACCESS_REMINDER_EVERY_SECONDS, ACCESS_REMINDER_QUEUE, sendExpiryReminders } from './reminders.ts';
import { recordBulk, recordDelete, recordEdit } from '../../platform/record-routes.ts';
import { ifMatchOf } from '../../platform/revisions.ts';
import {
  bulkAccess,
  createAccess,
  deleteAccess,
  getAccess,
  listAccess,
  listAccessGroups,
  updateAccess,
} from './service.ts';

const tags = ['access'];

/** spec 001 §7 "Access": the grants of product access to users. */
export const accessRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  // The customers' reminders before their access ends, on the job runner (issue 31, item 4).
  const mailer = createMailer(deps.config);
  app.jobs.register(ACCESS_REMINDER_QUEUE, async () => void (await sendExpiryReminders(db, mailer, deps.config)));
  app.jobs.schedule({
    name: ACCESS_REMINDER_QUEUE,
    queue: ACCESS_REMINDER_QUEUE,
    everySeconds: ACCESS_REMINDER_EVERY_SECONDS,
  });
  app.get(
    ACCESS_PATHS.list,
    { schema: { tags, querystring: AccessListQuerySchema, response: { 200: AccessListResponseSchema } } },
    (request) => listAccess(db, request.query),
  );
  app.get(
    ACCESS_PATHS.groups,
    {
      schema: {
        tags,
        description: 'The User Access screen: users with grants, newest grant first, each with all its grants.',
        querystring: AccessGroupsQuerySchema,
        response: { 200: AccessGroupsResponseSchema },
      },
    },
    (request) => listAccessGroups(db, request.query),
  );
  app.get(ACCESS_PATHS.item, { schema: { tags, params: IdParamsSchema, response: { 200: AccessSchema } } }, (request) =>
    getAccess(db, request.params.id),
  );
  app.post(
    ACCESS_PATHS.list,
    {
      schema: {
        tags,
        description: `Grants a customer access to a product.${IDEMPOTENCY_DOC}`,
        body: AccessCreateBodySchema,
        response: { 201: AccessSchema },
      },
      ...app.idempotency.hooks(byAdmin),
    },
    async (request, reply) => reply.status(201).send(await createAccess(db, adminOf(request), request.body)),
  );
  app.patch(ACCESS_PATHS.item, recordEdit(tags, AccessUpdateBodySchema, AccessSchema), (request) =>
    updateAccess(db, adminOf(request), request.params.id, request.body, ifMatchOf(request)),
  );
  app.delete(ACCESS_PATHS.item, recordDelete(tags), async (request, reply) => {
    await deleteAccess(db, adminOf(request), request.params.id, ifMatchOf(request));
    return reply.status(204).send();
  });
  app.post(
    ACCESS_PATHS.bulk,
    recordBulk(tags, AccessBulkBodySchema, 'Revokes (deletes) or re-activates up to 1,000 access grants.'),
    (request) => bulkAccess(db, adminOf(request), request.body),
  );
};
