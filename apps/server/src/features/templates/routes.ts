import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TemplateCreateSchema,
  TemplateIdParamsSchema,
  TemplateListQuerySchema,
  TemplateListResponseSchema,
  TemplateSchema,
  TemplateUpdateSchema,
} from '@store/contract/templates';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { createTemplate, deleteTemplate, getTemplate, listTemplates, updateTemplate } from './service.ts';

const tags = ['templates'];

/** spec 001 §7 "Templates". */
export const templateRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  app.get(
    '/templates',
    { schema: { tags, querystring: TemplateListQuerySchema, response: { 200: TemplateListResponseSchema } } },
    (request) => listTemplates(db, request.query),
  );
  app.get(
    '/templates/:id',
    { schema: { tags, params: TemplateIdParamsSchema, response: { 200: TemplateSchema } } },
    (request) => getTemplate(db, request.params.id),
  );
  app.post(
    '/templates',
    { schema: { tags, body: TemplateCreateSchema, response: { 201: TemplateSchema } } },
    async (request, reply) => reply.status(201).send(await createTemplate(db, adminOf(request), request.body)),
  );
  app.patch(
    '/templates/:id',
    { schema: { tags, params: TemplateIdParamsSchema, body: TemplateUpdateSchema, response: { 200: TemplateSchema } } },
    (request) => updateTemplate(db, adminOf(request), request.params.id, request.body),
  );
  app.delete('/templates/:id', { schema: { tags, params: TemplateIdParamsSchema } }, async (request, reply) => {
    await deleteTemplate(db, adminOf(request), request.params.id);
    return reply.status(204).send();
  });
};
