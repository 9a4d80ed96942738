// API monitoring and security (spec 001 §2 "Monitoring"): the IP blacklist (manual blocks and
// the automatic ones of the abuse score), the stats cards and the Redis health panel.
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  canonicalIp,
  MONITORING_TEXTS,
  type BlacklistBody,
  type BlacklistedIp,
  type MonitoringStats,
  type RedisHealth,
} from '@store/contract/monitoring';
import type { Db } from '../../db/client.ts';
import { apiKeys, systemSettings } from '../../db/schema/operations.ts';
import type { BlacklistEntry } from '../../platform/abuse.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import type { Security } from '../../platform/rate-limit.ts';
import { DELETED_KEY_REQUESTS_SETTING } from '../api-keys/service.ts';

function toWire(entry: BlacklistEntry, now = Date.now()): BlacklistedIp {
  return {
    ip: entry.ip,
    score: entry.score,
    reasons: entry.reasons,
    blocked_at: entry.blockedAt.toISOString(),
    expires_in_seconds: Math.max(0, Math.floor((entry.expiresAt.getTime() - now) / 1000)),
    manual: entry.manual,
  };
}

/** What an audit row of the blacklist records about a block. */
function auditFields(entry: BlacklistEntry) {
  return {
    reasons: entry.reasons,
    manual: entry.manual,
    score: entry.score,
    duration_seconds: Math.round((entry.expiresAt.getTime() - entry.blockedAt.getTime()) / 1000),
    expires_at: entry.expiresAt,
  };
}

export async function listBlacklist(security: Security, limit: number): Promise<BlacklistedIp[]> {
  const now = Date.now();
  return (await security.abuse.blacklist.list(limit)).map((e) => toWire(e, now));
}

/**
 * A manual block: audited as a create (resource id: the IP), or as an update when it replaces a
 * block still running. Redis and the other instances hear of it after the commit.
 */
export async function blacklistIp(security: Security, actor: Actor, body: BlacklistBody): Promise<BlacklistedIp> {
  const ip = canonicalIp(body.ip);
  if (!ip) throw invalid('ip', MONITORING_TEXTS.ipInvalid);
  // DESIGN §4: an admin cannot lock themselves out.
  if (ip === canonicalIp(actor.ip)) throw invalid('ip', MONITORING_TEXTS.ownIp);
  const { score } = await security.abuse.scores.get(ip);
  const entry = await security.abuse.blacklist.block(
    { ip, score, reasons: [body.reason], manual: true, durationSeconds: body.duration, blockedBy: actor.id },
    (tx, { before, after }) =>
      writeAudit(tx, actor, {
        action: before ? 'update' : 'create',
        resourceType: 'ip_blacklist',
        resourceId: ip,
        before: before && auditFields(before),
        after: after && auditFields(after),
      }),
  );
  return toWire(entry);
}

/** Audited as a delete of the block's row, in the same transaction; Redis follows the commit. */
export async function unblockIp(
  security: Security,
  actor: Actor,
  log: FastifyBaseLogger,
  rawIp: string,
): Promise<void> {
  const ip = canonicalIp(rawIp);
  if (!ip) throw new AppError('NOT_FOUND', MONITORING_TEXTS.notBlacklisted);
  let audited = false;
  const removed = await security.abuse.blacklist.unblock(ip, async (tx, { before }) => {
    await writeAudit(tx, actor, {
      action: 'delete',
      resourceType: 'ip_blacklist',
      resourceId: ip,
      before: before && auditFields(before),
    });
    audited = true;
  });
  if (!removed) throw new AppError('NOT_FOUND', MONITORING_TEXTS.notBlacklisted);
  // A fresh start: the old score would blacklist the IP again at its next mistake.
  await security.abuse.scores.clear(ip);
  if (!audited) {
    // Only a leftover Redis key or memory entry without its row: no stored data changed.
    log.warn({ ip, admin_id: actor.id }, 'unblocked an ip that had no blacklist row');
  }
}

export async function monitoringStats(db: Db, security: Security): Promise<MonitoringStats> {
  const [[keys], [deleted], blacklisted] = await Promise.all([
    db
      .select({
        active: sql<number>`count(*) filter (where ${apiKeys.isActive})`.mapWith(Number),
        requests: sql<number>`coalesce(sum(${apiKeys.usageCount}), 0)`.mapWith(Number),
      })
      .from(apiKeys),
    db
      .select({ value: systemSettings.value })
      .from(systemSettings)
      .where(eq(systemSettings.key, DELETED_KEY_REQUESTS_SETTING)),
    security.abuse.blacklist.count(),
  ]);
  return {
    blacklisted_ips: blacklisted,
    active_api_keys: keys?.active ?? 0,
    // One source (decision 0035): the keys' own counts, and what deleted keys had counted.
    total_api_requests: (keys?.requests ?? 0) + Number(deleted?.value ?? 0),
  };
}

export function redisHealth(security: Security): Promise<RedisHealth> {
  return security.shared.health();
}
