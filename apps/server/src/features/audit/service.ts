// Reading the audit trail. Rows are written by every admin mutation through platform/audit.ts,
// in the mutation's own transaction; nothing here (or anywhere) updates or deletes them.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_TEXTS,
  type AuditAction,
  type AuditListResponse,
  type AuditLog,
  type AuditResourceType,
} from '@store/contract/audit';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { auditLogs } from '../../db/schema/operations.ts';
import { auditLogCounts } from '../../db/schema/rollups.ts';
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

/** The filters over any table with the log's admin name, action and resource type columns. */
export function filterBy(
  filters: Pick<AuditListFilters, 'search' | 'action' | 'resource_type'>,
  columns: { adminName: AnyPgColumn; action: AnyPgColumn; resourceType: AnyPgColumn },
): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.search) conditions.push(sql`lower(${columns.adminName}) like ${containsPattern(filters.search)}`);
  if (filters.action) conditions.push(eq(columns.action, filters.action));
  if (filters.resource_type) conditions.push(eq(columns.resourceType, filters.resource_type));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * Newest first (created_at, id), 20 per page. The filters match the table's indexes: the
 * admin-name search the trigram index on lower(admin_name), action and resource type their
 * (column, created_at, id) indexes. The total comes from audit_log_counts, kept per (action,
 * resource type, admin name) by a trigger: exact for every filter without reading the log (an
 * admin-name search is never selective: a store has a handful of admins).
 */
export async function listAuditLogs(db: Db, filters: AuditListFilters): Promise<AuditListResponse> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLogs)
      .where(filterBy(filters, auditLogs))
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(filters.limit)
      .offset(offsetOf(filters.page, filters.limit)),
    db
      .select({ n: sql<number>`coalesce(sum(${auditLogCounts.n}), 0)`.mapWith(Number) })
      .from(auditLogCounts)
      .where(filterBy(filters, auditLogCounts)),
  ]);
  return {
    audit_logs: rows.map(toWire),
    pagination: pagination(filters.page, filters.limit, counted?.n ?? 0),
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
