import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RELEASE_PATHS,
  ReleaseCreateBodySchema,
  ReleaseListQuerySchema,
  ReleaseListResponseSchema,
  ReleaseNotifyResponseSchema,
  ReleaseNotifyStatusSchema,
  ReleaseProductsResponseSchema,
  ReleaseSchema,
  ReleaseUpdateBodySchema,
} from '@store/contract/releases';
import { IdParamsSchema } from '@store/contract/validation';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { createMailer } from '../../platform/mail.ts';
import { mailReleaseOwners, notifyReleaseOwners, RELEASE_NOTIFY_QUEUE, releaseNotifyStatus } from './notify.ts';
import { recordDelete, recordEdit } from '../../platform/record-routes.ts';
import { ifMatchOf } from '../../platform/revisions.ts';
import { createRelease, deleteRelease, getRelease, listReleases, releaseProducts, updateRelease } from './service.ts';

const tags = ['releases'];

/** spec 001 §7 "Releases", plus the product dropdown's source (downloadable products only). */
export const releaseRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  app.get(
    RELEASE_PATHS.list,
    { schema: { tags, querystring: ReleaseListQuerySchema, response: { 200: ReleaseListResponseSchema } } },
    (request) => listReleases(db, request.query),
  );
  app.get(RELEASE_PATHS.products, { schema: { tags, response: { 200: ReleaseProductsResponseSchema } } }, () =>
    releaseProducts(db),
  );
  app.get(
    RELEASE_PATHS.item,
    { schema: { tags, params: IdParamsSchema, response: { 200: ReleaseSchema } } },
    (request) => getRelease(db, request.params.id),
  );
  app.post(
    RELEASE_PATHS.list,
    { schema: { tags, body: ReleaseCreateBodySchema, response: { 201: ReleaseSchema } } },
    async (request, reply) => reply.status(201).send(await createRelease(db, adminOf(request), request.body)),
  );
  app.patch(RELEASE_PATHS.item, recordEdit(tags, ReleaseUpdateBodySchema, ReleaseSchema), (request) =>
    updateRelease(db, adminOf(request), request.params.id, request.body, ifMatchOf(request)),
  );
  app.delete(RELEASE_PATHS.item, recordDelete(tags), async (request, reply) => {
    await deleteRelease(db, adminOf(request), request.params.id, ifMatchOf(request));
    return reply.status(204).send();
  });
  // Releases reach their owners (issue 31, item 5): the mails are made by a job of the runner.
  const mailer = createMailer(deps.config);
  app.jobs.register(RELEASE_NOTIFY_QUEUE, async (payload) => {
    await mailReleaseOwners(db, mailer, deps.config, Number(payload.releaseId));
  });
  app.get(
    RELEASE_PATHS.notify,
    {
      schema: {
        tags,
        description: 'How many customers would be notified of the release, and how far its mails are.',
        params: IdParamsSchema,
        response: { 200: ReleaseNotifyStatusSchema },
      },
    },
    (request) => releaseNotifyStatus(db, request.params.id),
  );
  app.post(
    RELEASE_PATHS.notify,
    {
      schema: {
        tags,
        description:
          'Announces the latest release of a product to every customer with active, unexpired access, once per ' +
          'release and customer; answers how many were newly enqueued (0 when nothing changed).',
        params: IdParamsSchema,
        response: { 200: ReleaseNotifyResponseSchema },
      },
    },
    (request) => notifyReleaseOwners(db, adminOf(request), request.params.id),
  );
};
