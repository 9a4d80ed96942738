// Reading the audit trail. Rows are written by every admin mutation through platform/audit.ts,
// in the mutation's own transaction; nothing here (or anywhere) updates or deletes them.
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_TEXTS,
  type AuditAction,
  type AuditListQuery,
  type AuditListResponse,
  type AuditLog,
  type AuditResourceType,
  type AuditSortField,
  type AuditView,
} from '@store/contract/audit';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { auditLogs } from '../../db/schema/operations.ts';
import { auditLogCounts } from '../../db/schema/rollups.ts';
import { AppError } from '../../platform/errors.ts';
import { offsetOf, pagination } from '../../platform/pagination.ts';
import { listOrderBy, type ListOrder } from '../../platform/sorting.ts';
import { containsPattern } from '../../platform/list-search.ts';
import { onDays } from '../../platform/local-days.ts';
import { subjectsOf, type Unnamed } from './labels.ts';

/** The view's filters, as the contract reads them (the export passes its parsed view). */
type AuditFilterView = Partial<Omit<AuditView, 'sort'>>;

type AuditRow = typeof auditLogs.$inferSelect;

function toWire(row: AuditRow): Unnamed {
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
function filterBy(
  filters: Pick<AuditFilterView, 'search' | 'action' | 'resource_type'>,
  columns: { adminName: AnyPgColumn; action: AnyPgColumn; resourceType: AnyPgColumn },
): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.search) conditions.push(sql`lower(${columns.adminName}) like ${containsPattern(filters.search)}`);
  if (filters.action) conditions.push(eq(columns.action, filters.action));
  if (filters.resource_type) conditions.push(eq(columns.resourceType, filters.resource_type));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * The audit log's filter, for its pages and its CSV export: admin name, action, resource type,
 * and the acting admin and the days made (audit_logs_admin_user_idx, audit_logs_created_at_idx).
 */
export function auditWhere(filters: AuditFilterView, timeZone: string): SQL | undefined {
  return and(
    filterBy(filters, auditLogs),
    filters.admin === undefined ? undefined : eq(auditLogs.adminUserId, filters.admin),
    onDays(auditLogs.createdAt, filters.created_from, filters.created_to, timeZone),
  );
}

/** Whether the view filters by what the kept counts do not know: the admin's id or the days. */
const beyondCounts = (filters: AuditFilterView) =>
  filters.admin !== undefined || filters.created_from !== undefined || filters.created_to !== undefined;

/**
 * The audit log's order, for its pages and its CSV export: the sort asked for, then id, else
 * newest first (audit_logs_created_at_idx). Each field has its (column, id) index, so a sorted
 * page of a million rows is an index scan; `admin_name` is the name recorded in the row.
 */
export const AUDIT_ORDER: ListOrder<AuditSortField> = {
  columns: {
    created_at: auditLogs.createdAt,
    admin_name: auditLogs.adminName,
    action: auditLogs.action,
    resource_type: auditLogs.resourceType,
  },
  key: auditLogs.id,
  newest: auditLogs.createdAt,
};

/** The page query of the audit log, in its order (exported so a test can EXPLAIN it). */
export function auditPageQuery(
  db: Db,
  filters: Partial<AuditListQuery> & Pick<AuditListQuery, 'page' | 'limit'>,
  timeZone = 'UTC',
) {
  return db
    .select()
    .from(auditLogs)
    .where(auditWhere(filters, timeZone))
    .orderBy(...listOrderBy(AUDIT_ORDER, filters.sort))
    .limit(filters.limit)
    .offset(offsetOf(filters.page, filters.limit));
}

/**
 * Newest first (created_at, id) unless sorted, 20 per page. The filters match the table's
 * indexes: the admin-name search the trigram index on lower(admin_name), action and resource type
 * their (column, created_at, id) indexes. The total comes from audit_log_counts, kept per (action,
 * resource type, admin name) by a trigger: exact for every filter without reading the log (an
 * admin-name search is never selective: a store has a handful of admins). A filter by the admin's
 * id or by days is counted in the log itself, through the index of that column.
 */
export async function listAuditLogs(db: Db, filters: AuditListQuery, timeZone: string): Promise<AuditListResponse> {
  const total = beyondCounts(filters)
    ? db.select({ n: count() }).from(auditLogs).where(auditWhere(filters, timeZone))
    : db
        .select({ n: sql<number>`coalesce(sum(${auditLogCounts.n}), 0)`.mapWith(Number) })
        .from(auditLogCounts)
        .where(filterBy(filters, auditLogCounts));
  const [rows, [counted]] = await Promise.all([auditPageQuery(db, filters, timeZone), total]);
  return {
    audit_logs: await named(db, rows.map(toWire)),
    pagination: pagination(filters.page, filters.limit, counted?.n ?? 0),
  };
}

/** One entry; an id that is not a positive integer is as unknown as a missing one (404). */
export async function getAuditLog(db: Db, rawId: string): Promise<AuditLog> {
  const id = /^\d{1,15}$/.test(rawId) ? Number(rawId) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new AppError('NOT_FOUND', AUDIT_TEXTS.notFound);
  const [row] = await db.select().from(auditLogs).where(eq(auditLogs.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', AUDIT_TEXTS.notFound);
  const [entry] = await named(db, [toWire(row)]);
  return entry!;
}

/** The entries with what their records are called (labels.ts). */
async function named(db: Db, entries: Unnamed[]): Promise<AuditLog[]> {
  const subjects = await subjectsOf(db, entries);
  return entries.map((e, i) => ({ ...e, ...subjects[i]! }));
}
