// Rate limiter settings (spec 001 §2 "Rate Limiter Settings"; DESIGN §4). Every change reaches
// every instance within a second: the service reloads its own cache and publishes an event the
// others reload on (platform/rate-limit.ts). The defaults (platform/rate-limiter-defaults.ts) are
// inserted here at start-up and restored here by "Reset to Defaults".
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { RATE_LIMITER_TEXTS, type RateLimiter, type UpdateRateLimiterBody } from '@store/contract/rate-limiters';
import type { Db, Tx } from '../../db/client.ts';
import { rateLimiterSettings } from '../../db/schema/operations.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { idOf } from '../../platform/ids.ts';
import { DEFAULT_RATE_LIMITERS } from '../../platform/rate-limiter-defaults.ts';
import { assertRevision, nextRevision, type IfMatch } from '../../platform/revisions.ts';
import type { RateLimits } from '../../platform/rate-limit.ts';

type Row = typeof rateLimiterSettings.$inferSelect;

function toWire(row: Row): RateLimiter {
  return {
    id: row.id,
    limiter_name: row.limiterName,
    endpoint_pattern: row.endpointPattern,
    window_ms: row.windowMs,
    max_requests: row.maxRequests,
    description: row.description,
    is_active: row.isActive,
    updated_at: row.updatedAt.toISOString(),
    revision: row.revision,
  };
}

/** The settings an admin changes, as the audit row records them. */
const AUDITED = ['window_ms', 'max_requests', 'description', 'is_active'] as const;
type Audited = Pick<RateLimiter, (typeof AUDITED)[number]>;

function auditFields(limiter: RateLimiter): Audited {
  return {
    window_ms: limiter.window_ms,
    max_requests: limiter.max_requests,
    description: limiter.description,
    is_active: limiter.is_active,
  };
}

/**
 * What a reset changed, per limiter: `{ checkout: { max_requests: 7 } }` before and
 * `{ checkout: { max_requests: 20 } }` after; limiters it left as they were are not named, and
 * one it added has no before.
 */
function resetChanges(
  before: RateLimiter[],
  after: RateLimiter[],
): { before: Record<string, Partial<Audited> | null>; after: Record<string, Partial<Audited>> } {
  const old = new Map(before.map((l) => [l.limiter_name, auditFields(l)]));
  const changes = {
    before: {} as Record<string, Partial<Audited> | null>,
    after: {} as Record<string, Partial<Audited>>,
  };
  for (const limiter of after) {
    const now = auditFields(limiter);
    const was = old.get(limiter.limiter_name);
    if (!was) {
      changes.before[limiter.limiter_name] = null;
      changes.after[limiter.limiter_name] = now;
      continue;
    }
    const fields = AUDITED.filter((f) => was[f] !== now[f]);
    if (fields.length === 0) continue;
    changes.before[limiter.limiter_name] = Object.fromEntries(fields.map((f) => [f, was[f]]));
    changes.after[limiter.limiter_name] = Object.fromEntries(fields.map((f) => [f, now[f]]));
  }
  return changes;
}

export async function listRateLimiters(db: Db): Promise<RateLimiter[]> {
  const rows = await db.select().from(rateLimiterSettings).orderBy(asc(rateLimiterSettings.id));
  return rows.map(toWire);
}

export async function getRateLimiter(db: Db, rawId: string): Promise<RateLimiter> {
  const id = idOf(rawId, RATE_LIMITER_TEXTS.notFound);
  const [row] = await db.select().from(rateLimiterSettings).where(eq(rateLimiterSettings.id, id));
  if (!row) throw new AppError('NOT_FOUND', RATE_LIMITER_TEXTS.notFound);
  return toWire(row);
}

/** Audited as an update of the limiter in the same transaction; the instances reload after it. */
export async function updateRateLimiter(
  db: Db,
  limits: RateLimits,
  actor: Actor,
  rawId: string,
  body: UpdateRateLimiterBody,
  ifMatch?: IfMatch,
): Promise<RateLimiter> {
  const id = idOf(rawId, RATE_LIMITER_TEXTS.notFound);
  const after = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(rateLimiterSettings).where(eq(rateLimiterSettings.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', RATE_LIMITER_TEXTS.notFound);
    await assertRevision(tx, ifMatch, {
      row: current,
      what: 'rate limiter',
      resourceType: 'rate_limiter_settings',
      resourceId: id,
      current: () => toWire(current),
    });
    const [updated] = await tx
      .update(rateLimiterSettings)
      .set({
        windowMs: body.window_ms,
        maxRequests: body.max_requests,
        description: body.description,
        isActive: body.is_active,
        updatedAt: new Date(),
        revision: nextRevision(rateLimiterSettings.revision),
      })
      .where(eq(rateLimiterSettings.id, id))
      .returning();
    const saved = toWire(updated!);
    await writeAudit(tx, actor, {
      action: 'update',
      resourceType: 'rate_limiter_settings',
      resourceId: id,
      before: auditFields(toWire(current)),
      after: auditFields(saved),
    });
    return saved;
  });
  await limits.changed();
  return after;
}

/**
 * "Reset to Defaults": one audit row for the whole reset (resource id 'defaults'), naming per
 * limiter what changed, in the reset's transaction; the instances reload after it.
 */
export async function resetRateLimiters(db: Db, limits: RateLimits, actor: Actor): Promise<RateLimiter[]> {
  const list = await db.transaction(async (tx) => {
    const read = async () =>
      (await tx.select().from(rateLimiterSettings).orderBy(asc(rateLimiterSettings.id)).for('update')).map(toWire);
    const before = await read();
    await restoreDefaultRateLimiters(tx);
    const after = await read();
    await writeAudit(tx, actor, {
      action: 'update',
      resourceType: 'rate_limiter_settings',
      resourceId: 'defaults',
      ...resetChanges(before, after),
    });
    return after;
  });
  await limits.changed();
  return list;
}

/** Drops counters and caches only: no stored data changes, so no audit row, but a log line. */
export async function clearRateLimiterCache(limits: RateLimits, actor: Actor, log: FastifyBaseLogger): Promise<void> {
  await limits.clearCache();
  log.info(
    { admin_id: actor.id, admin_email: actor.email, ip: actor.ip },
    'admin cleared the rate limiter cache and counters',
  );
}

/** Inserts the default limiters that are missing; never changes a limiter an admin has edited. */
export async function seedRateLimiters(db: Tx): Promise<number> {
  const inserted = await db
    .insert(rateLimiterSettings)
    .values(
      DEFAULT_RATE_LIMITERS.map((limiter) => ({
        limiterName: limiter.limiter_name,
        endpointPattern: limiter.endpoint_pattern,
        windowMs: limiter.window_ms,
        maxRequests: limiter.max_requests,
        description: limiter.description,
        isActive: limiter.is_active,
      })),
    )
    .onConflictDoNothing({ target: rateLimiterSettings.limiterName })
    .returning({ id: rateLimiterSettings.id });
  return inserted.length;
}

/** "Reset to Defaults": every default limiter gets its seeded values back (missing ones are added). */
export async function restoreDefaultRateLimiters(db: Tx): Promise<void> {
  for (const limiter of DEFAULT_RATE_LIMITERS) {
    const values = {
      endpointPattern: limiter.endpoint_pattern,
      windowMs: limiter.window_ms,
      maxRequests: limiter.max_requests,
      description: limiter.description,
      isActive: limiter.is_active,
    };
    await db
      .insert(rateLimiterSettings)
      .values({ limiterName: limiter.limiter_name, ...values })
      .onConflictDoUpdate({
        target: rateLimiterSettings.limiterName,
        set: { ...values, updatedAt: new Date(), revision: nextRevision(rateLimiterSettings.revision) },
      });
  }
}
