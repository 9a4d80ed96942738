import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TEMPLATE_PATHS,
  TemplateCreateSchema,
  TemplateListQuerySchema,
  TemplateListResponseSchema,
  TemplateSchema,
  TemplateUpdateSchema,
} from '@store/contract/templates';
import { IdParamsSchema } from '@store/contract/validation';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { recordDelete, recordEdit } from '../../platform/record-routes.ts';
import { ifMatchOf } from '../../platform/revisions.ts';
import { createTemplate, deleteTemplate, getTemplate, listTemplates, updateTemplate } from './service.ts';

const tags = ['templates'];

/** spec 001 §7 "Templates". */
export const templateRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  app.get(
    TEMPLATE_PATHS.list,
    { schema: { tags, querystring: TemplateListQuerySchema, response: { 200: TemplateListResponseSchema } } },
    (request) => listTemplates(db, request.query),
  );
  app.get(
    TEMPLATE_PATHS.item,
    { schema: { tags, params: IdParamsSchema, response: { 200: TemplateSchema } } },
    (request) => getTemplate(db, request.params.id),
  );
  app.post(
    TEMPLATE_PATHS.list,
    { schema: { tags, body: TemplateCreateSchema, response: { 201: TemplateSchema } } },
    async (request, reply) => reply.status(201).send(await createTemplate(db, adminOf(request), request.body)),
  );
  app.patch(TEMPLATE_PATHS.item, recordEdit(tags, TemplateUpdateSchema, TemplateSchema), (request) =>
    updateTemplate(db, adminOf(request), request.params.id, request.body, ifMatchOf(request)),
  );
  app.delete(TEMPLATE_PATHS.item, recordDelete(tags), async (request, reply) => {
    await deleteTemplate(db, adminOf(request), request.params.id, ifMatchOf(request));
    return reply.status(204).send();
  });
};
