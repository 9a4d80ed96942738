// The audit row every admin mutation writes, in the same transaction as the change.
import type { AuditAction, AuditResourceType } from '@store/contract/audit';
import { lt } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { auditLogs } from '../db/schema/operations.ts';
import { daysAgo, deleteInBatches } from './retention.ts';

/** Who did it, from where: taken from the authenticated request. */
export interface Actor {
  id: number;
  name: string;
  email: string;
  ip: string;
}

/**
 * Who acted when no admin did: a payment provider's webhook (a refund made at Stripe revoking the
 * access its order granted). No account, no address; its name says which provider.
 */
export interface ProviderActor {
  id: null;
  name: string;
  email: string;
  ip: null;
}
export type AuditActor = Actor | ProviderActor;

const PROVIDER_NAMES: Record<string, string> = { stripe: 'Stripe', coinbase: 'Coinbase' };

export function providerActor(provider: string): ProviderActor {
  return { id: null, name: PROVIDER_NAMES[provider] ?? provider, email: `${provider} webhook`, ip: null };
}

const SECRET_KEY = /pass(word)?|secret|token|hash|api_?key|authorization/i;
export const REDACTED = '[redacted]';

type Row = Record<string, unknown>;

function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value ?? null;
}

/**
 * Before/after of the fields that changed; secret-named fields are redacted (their change is
 * still recorded, not their value).
 */
export function diffChanges(
  before: Row | null,
  after: Row | null,
): Record<string, { before?: unknown; after?: unknown }> {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, { before?: unknown; after?: unknown }> = {};
  for (const key of keys) {
    // Bookkeeping, not a change an admin made: the time and the revision move on every edit.
    if (key === 'updated_at' || key === 'updatedAt' || key === 'revision') continue;
    const b = before ? normalise(before[key]) : undefined;
    const a = after ? normalise(after[key]) : undefined;
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    const secret = SECRET_KEY.test(key);
    const entry: { before?: unknown; after?: unknown } = {};
    if (before) entry.before = secret && b !== null ? REDACTED : b;
    if (after) entry.after = secret && a !== null ? REDACTED : a;
    changes[key] = entry;
  }
  return changes;
}

/** One audit row: what was done to which record, and the record before and after. */
export interface AuditEntry {
  action: AuditAction;
  resourceType: AuditResourceType;
  resourceId: string | number;
  before?: Row | null;
  after?: Row | null;
}

export async function writeAudit(tx: Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await writeAudits(tx, actor, [entry]);
}

/** Several audit rows in one statement (a bulk action: one row per record it changed). */
export async function writeAudits(tx: Tx, actor: AuditActor, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditLogs).values(
    entries.map((entry) => ({
      adminUserId: actor.id,
      adminName: actor.name,
      adminEmail: actor.email,
      action: entry.action,
      resourceType: entry.resourceType,
      resourceId: String(entry.resourceId),
      changes: diffChanges(entry.before ?? null, entry.after ?? null),
      ipAddress: actor.ip,
    })),
  );
}

/**
 * The row of a CSV export (decision 0017): which list, with which filters and order, how many
 * rows were sent, and whether the file was complete (false when the download was cut short).
 * It names no single record, so it has no resource id.
 */
export async function writeExportAudit(
  tx: Tx,
  actor: Actor,
  entry: { resourceType: AuditResourceType; filters: Row; rows: number; complete: boolean },
): Promise<void> {
  await tx.insert(auditLogs).values({
    adminUserId: actor.id,
    adminName: actor.name,
    adminEmail: actor.email,
    action: 'export',
    resourceType: entry.resourceType,
    resourceId: null,
    changes: {
      filters: { after: entry.filters },
      rows: { after: entry.rows },
      complete: { after: entry.complete },
    },
    ipAddress: actor.ip,
  });
}

/**
 * Retention, only when RETAIN_AUDIT_DAYS is set: audit rows older than `days` days. The log's
 * counts follow (its delete trigger, migration 0002).
 */
export async function pruneAuditLog(db: Db, days: number): Promise<Record<string, number>> {
  return { audit_logs: await deleteInBatches(db, auditLogs, lt(auditLogs.createdAt, daysAgo(days))) };
}
