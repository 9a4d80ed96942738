// Stale-edit protection (packages/contract/src/revisions.ts, RFC 9110 §13.1.1): a write may name
// the revision it was based on (`If-Match`). The service compares it with the row it has locked
// (`SELECT … FOR UPDATE`) in the transaction that then writes, so the check and the write are one
// step: of any number of writes based on the same revision, exactly one succeeds.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditResourceType } from '@store/contract/audit';
import { IF_MATCH_INVALID, parseIfMatch, staleMessage, type IfMatch } from '@store/contract/revisions';
import { etagOf } from '@store/contract/etag';
import type { Tx } from '../db/client.ts';
import { auditLogs } from '../db/schema/operations.ts';
import { AppError, invalid } from './errors.ts';

export type { IfMatch };

/** The request's `If-Match`, parsed: undefined when absent; a malformed one answers 400. */
export function ifMatchOf(request: FastifyRequest): IfMatch | undefined {
  const header = request.headers['if-match'];
  const parsed = parseIfMatch(Array.isArray(header) ? header.join(',') : header);
  if (parsed === 'invalid') throw invalid('if-match', IF_MATCH_INVALID);
  return parsed;
}

/** The SET value of an admin edit: the next revision. */
export const nextRevision = (column: AnyPgColumn): SQL => sql`${column} + 1`;

export interface RevisionCheck<Wire> {
  /** The row as locked for this write. */
  row: { revision: number };
  /** Names the record in the 412 text ("promo code"). */
  what: string;
  resourceType: AuditResourceType;
  resourceId: string | number;
  /** The record's wire shape as it is now, for the 412's `current`. */
  current: () => Wire | Promise<Wire>;
}

/**
 * Refuses a write whose `If-Match` does not name the locked row's revision: 412 `STALE` with the
 * record as it is now and who changed it last, and when (from the audit log). `*` matches any
 * existing record; no header, no check.
 */
export async function assertRevision<Wire extends object>(
  tx: Tx,
  ifMatch: IfMatch | undefined,
  check: RevisionCheck<Wire>,
): Promise<void> {
  if (ifMatch === undefined || ifMatch.any || ifMatch.revisions.includes(check.row.revision)) return;
  const [last] = await tx
    .select({ name: auditLogs.adminName, email: auditLogs.adminEmail, at: auditLogs.createdAt })
    .from(auditLogs)
    .where(and(eq(auditLogs.resourceType, check.resourceType), eq(auditLogs.resourceId, String(check.resourceId))))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(1);
  throw new AppError('STALE', staleMessage(check.what), undefined, {
    current: await check.current(),
    changed_by: last ? { name: last.name, email: last.email } : null,
    changed_at: last ? last.at.toISOString() : null,
  });
}

/** The revision of a single-record answer: the record itself, or the spec's `{data: record}`. */
function revisionOf(payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { revision, data } = payload as { revision?: unknown; data?: unknown };
  if (revision !== undefined) return revision;
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as { revision?: unknown }).revision
    : undefined;
}

/**
 * Single-record answers carry their revision as the `ETag` (a list's rows carry `revision` in the
 * body): any 2xx JSON answer whose record has an integer `revision`.
 */
export function registerEtags(app: FastifyInstance): void {
  app.addHook('preSerialization', async (_request, reply, payload) => {
    const revision = revisionOf(payload);
    if (reply.statusCode < 300 && Number.isInteger(revision)) reply.header('etag', etagOf(revision as number));
    return payload;
  });
}
