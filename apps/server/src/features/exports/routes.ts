import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EXPORT_PATHS,
  ExportDownloadBodySchema,
  ExportRequestSchema,
  ExportTicketSchema,
} from '@store/contract/exports';
import { adminOf } from '../../platform/auth.ts';
import { openExport, startExport, type ExportFeatureOptions } from './service.ts';

const tags = ['exports'];

/** `POST /exports`, behind the admin guard: a download token for a list with its query. */
export const exportRoutes: FastifyPluginAsyncZod<ExportFeatureOptions> = async (app, { deps, tokens }) => {
  app.post(
    EXPORT_PATHS.create,
    { schema: { tags, body: ExportRequestSchema, response: { 201: ExportTicketSchema } } },
    async (request, reply) =>
      reply.status(201).send(await startExport(tokens, adminOf(request), request.body, deps.config.storeTimeZone)),
  );
};

/**
 * `POST /exports/download`: no Bearer header (the browser posts a plain HTML form), the token in
 * the form's body — never in a URL, so no history entry, Referer or access log line holds it.
 */
export const exportDownloadRoutes: FastifyPluginAsyncZod<ExportFeatureOptions> = async (app, { deps, tokens }) => {
  // Form bodies are parsed here only; the rest of the API takes JSON.
  await app.register(formbody);
  // The panel posts the form into a hidden frame of its own page, so that an error answer (JSON)
  // can be read there instead of replacing the page: this path may be framed by the panel only.
  app.addHook('onRequest', async (_request, reply) => {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
    }
    reply.header('x-frame-options', 'SAMEORIGIN');
  });
  app.post(
    EXPORT_PATHS.download,
    {
      schema: {
        tags,
        security: [],
        consumes: ['application/x-www-form-urlencoded'],
        body: ExportDownloadBodySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const file = await openExport(
        deps.database.db,
        tokens,
        request.body.token,
        request.ip,
        request.log,
        deps.config.storeTimeZone,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );
};
