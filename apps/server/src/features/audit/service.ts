// Reading the audit trail. Rows are written by every admin mutation through platform/audit.ts,
// in the mutation's own transaction; nothing here (or anywhere) updates or deletes them.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_TEXTS,
  type AuditAction,
  type AuditListResponse,
  type AuditLog,
  type AuditResourceType,
} from '@store/contract/audit';
import type { Db } from '../../db/client.ts';
import { auditLogs } from '../../db/schema/operations.ts';
import { AppError } from '../../platform/errors.ts';
import { offsetOf, pagination } from '../../platform/pagination.ts';
import { containsPattern } from '../../platform/search.ts';

export interface AuditListFilters {
  page: number;
  limit: number;
  search?: string | undefined;
  action?: AuditAction | undefined;
  resource_type?: AuditResourceType | undefined;
}

type AuditRow = typeof auditLogs.$inferSelect;

function toWire(row: AuditRow): AuditLog {
  return {
    id: row.id,
    admin_user_id: row.adminUserId,
    adminUser: { name: row.adminName, email: row.adminEmail },
    action: row.action as AuditAction,
    resource_type: row.resourceType as AuditResourceType,
    resource_id: row.resourceId,
    changes: row.changes ?? null,
    ip_address: row.ipAddress,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Newest first (created_at, id), 20 per page. The filters match the table's indexes: the
 * admin-name search the trigram index on lower(admin_name), action and resource type their
 * (column, created_at, id) indexes.
 */
export async function listAuditLogs(db: Db, filters: AuditListFilters): Promise<AuditListResponse> {
  const conditions: SQL[] = [];
  if (filters.search) conditions.push(sql`lower(${auditLogs.adminName}) like ${containsPattern(filters.search)}`);
  if (filters.action) conditions.push(eq(auditLogs.action, filters.action));
  if (filters.resource_type) conditions.push(eq(auditLogs.resourceType, filters.resource_type));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditLogs)
      .where(where)
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(filters.limit)
      .offset(offsetOf(filters.page, filters.limit)),
    db.select({ total: count() }).from(auditLogs).where(where),
  ]);
  return {
    audit_logs: rows.map(toWire),
    pagination: pagination(filters.page, filters.limit, totals[0]!.total),
  };
}

/** One entry; an id that is not a positive integer is as unknown as a missing one (404). */
export async function getAuditLog(db: Db, rawId: string): Promise<AuditLog> {
  const id = /^\d{1,15}$/.test(rawId) ? Number(rawId) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new AppError('NOT_FOUND', AUDIT_TEXTS.notFound);
  const [row] = await db.select().from(auditLogs).where(eq(auditLogs.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', AUDIT_TEXTS.notFound);
  return toWire(row);
}
