import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateSavedViewBodySchema,
  SavedViewSchema,
  SavedViewsQuerySchema,
  SavedViewsResponseSchema,
  UpdateSavedViewBodySchema,
  VIEW_PATHS,
  VIEW_TEXTS,
} from '@store/contract/views';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { idOf } from '../../platform/ids.ts';
import { recordDelete, recordEdit } from '../../platform/record-routes.ts';
import { ifMatchOf } from '../../platform/revisions.ts';
import { createView, deleteView, listViews, updateView } from './service.ts';

const tags = ['views'];

/**
 * Saved views (decision 0065) for every signed-in admin: each sees their own and the shared
 * views of the lists their role opens; only an Owner shares.
 */
export const viewRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  app.get(
    VIEW_PATHS.list,
    { schema: { tags, querystring: SavedViewsQuerySchema, response: { 200: SavedViewsResponseSchema } } },
    async (request) => ({ views: await listViews(db, adminOf(request), request.query.list) }),
  );
  app.post(
    VIEW_PATHS.list,
    { schema: { tags, body: CreateSavedViewBodySchema, response: { 201: SavedViewSchema } } },
    async (request, reply) => reply.status(201).send(await createView(db, adminOf(request), request.body)),
  );
  app.patch(VIEW_PATHS.item, recordEdit(tags, UpdateSavedViewBodySchema, SavedViewSchema), (request) =>
    updateView(db, adminOf(request), idOf(request.params.id, VIEW_TEXTS.notFound), request.body, ifMatchOf(request)),
  );
  app.delete(VIEW_PATHS.item, recordDelete(tags), async (request, reply) => {
    await deleteView(db, adminOf(request), idOf(request.params.id, VIEW_TEXTS.notFound), ifMatchOf(request));
    return reply.status(204).send();
  });
};
