import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditListQuerySchema, AuditListResponseSchema, AuditLogSchema } from '@store/contract/audit';
import { AUDIT_PATHS } from '@store/contract/audit-labels';
import { IdParamsSchema } from '@store/contract/validation';
import type { FeatureOptions } from '../../platform/deps.ts';
import { getAuditLog, listAuditLogs } from './service.ts';

/** Read-only by design: the audit trail is append-only, so there is no route that changes it. */
export const auditRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  app.get(
    AUDIT_PATHS.list,
    {
      schema: {
        tags: ['audit'],
        description:
          'Audit log entries, newest first, 20 per page. search matches part of the admin name; ' +
          'action and resource_type filter exactly. changes maps each changed field to {before, after}.',
        querystring: AuditListQuerySchema,
        response: { 200: AuditListResponseSchema },
      },
    },
    (request) => listAuditLogs(db, request.query, deps.config.storeTimeZone),
  );
  app.get(
    AUDIT_PATHS.item,
    {
      schema: {
        tags: ['audit'],
        params: IdParamsSchema,
        response: { 200: AuditLogSchema },
      },
    },
    (request) => getAuditLog(db, request.params.id),
  );
};
