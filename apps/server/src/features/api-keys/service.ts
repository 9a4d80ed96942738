// API keys (spec 001 §2 "API Keys"; DESIGN §4): 32 random bytes behind a visible prefix; only
// the SHA-256 is stored, the full key is answered once. Storefront requests authenticate here.
// Scopes, expiry, rolling and a key's own rate limit: decision 0060.
import { randomBytes } from 'node:crypto';
import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  API_KEY_PREFIX,
  API_KEY_SCOPES,
  API_KEY_TEXTS,
  API_KEY_VISIBLE_LENGTH,
  type ApiKey,
  type ApiKeyBulkBody,
  type ApiKeyScope,
  type CreateApiKeyBody,
  type CreatedApiKey,
  type RollApiKeyBody,
  type UpdateApiKeyBody,
} from '@store/contract/api-keys';
import type { BulkResult } from '@store/contract/bulk';
import type { Db, Tx } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/operations.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { idOf } from '../../platform/ids.ts';
import { actOnRecord, actOnRecords, type RecordAction } from '../../platform/record-actions.ts';
import { assertRevision, nextRevision, type IfMatch } from '../../platform/revisions.ts';
import { safeEqual, sha256 } from '../../platform/secrets.ts';

/** 32 bytes of entropy, base64url: 43 characters after the prefix. */
const KEY_BYTES = 32;
const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);

/**
 * The system_settings row that keeps what deleted keys had counted: a trigger adds a key's
 * usage_count to it as the key is deleted (migration 0016), so the store's total stays whole.
 */
export const DELETED_KEY_REQUESTS_SETTING = 'deleted_api_key_requests';

type Row = typeof apiKeys.$inferSelect;

const HOUR_MS = 3_600_000;

function toWire(row: Row): ApiKey {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    key_prefix: row.keyPrefix,
    is_active: row.isActive,
    usage_count: row.usageCount,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    scopes: row.scopes as ApiKeyScope[],
    expires_at: row.expiresAt?.toISOString() ?? null,
    rate_limit_per_minute: row.rateLimitPerMinute,
    // An old secret whose grace has ended is as good as none.
    previous_key_expires_at:
      row.previousKeyExpiresAt && row.previousKeyExpiresAt > new Date() ? row.previousKeyExpiresAt.toISOString() : null,
    revision: row.revision,
  };
}

/**
 * What the audit row of a key records: never the key or its hash (the audit log is read by every
 * admin and kept for good), only what identifies the key in the table and what it may do.
 */
function auditFields(row: Row) {
  return {
    name: row.name,
    description: row.description,
    key_prefix: row.keyPrefix,
    is_active: row.isActive,
    scopes: row.scopes,
    expires_at: row.expiresAt,
    rate_limit_per_minute: row.rateLimitPerMinute,
  };
}

/** The key or the 404. */
async function lockedKey(tx: Tx, id: number): Promise<Row> {
  const [row] = await tx.select().from(apiKeys).where(eq(apiKeys.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', API_KEY_TEXTS.notFound);
  return row;
}

/** The 412 of a stale edit of a key. */
const staleKey = (row: Row) =>
  ({ row, what: 'API key', resourceType: 'api_keys', resourceId: row.id, current: () => toWire(row) }) as const;

export async function listApiKeys(db: Db): Promise<ApiKey[]> {
  const rows = await db.select().from(apiKeys).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toWire);
}

export function generateApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(KEY_BYTES).toString('base64url')}`;
  return { key, prefix: key.slice(0, API_KEY_VISIBLE_LENGTH), hash: sha256(key) };
}

export async function createApiKey(db: Db, actor: Actor, body: CreateApiKeyBody): Promise<CreatedApiKey> {
  const { key, prefix, hash } = generateApiKey();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(apiKeys)
      .values({
        name: body.name,
        description: body.description ? body.description : null,
        keyPrefix: prefix,
        keyHash: hash,
        createdBy: actor.id,
        // Absent = every scope (the spec's body keeps making keys that open the whole storefront API).
        scopes: body.scopes ?? [...API_KEY_SCOPES],
        expiresAt: body.expires_at ? new Date(body.expires_at) : null,
        rateLimitPerMinute: body.rate_limit_per_minute ?? null,
      })
      .returning();
    await writeAudit(tx, actor, {
      action: 'create',
      resourceType: 'api_keys',
      resourceId: created!.id,
      after: auditFields(created!),
    });
    return created!;
  });
  return { ...toWire(row), api_key: key };
}

/**
 * `PATCH /api-keys/{id}`: name, description, scopes, expiry and rate limit; an absent field stays,
 * null clears (description, expiry, rate limit). Takes `If-Match`.
 */
export async function updateApiKey(
  db: Db,
  actor: Actor,
  rawId: string,
  body: UpdateApiKeyBody,
  ifMatch?: IfMatch,
): Promise<ApiKey> {
  const id = idOf(rawId, API_KEY_TEXTS.notFound);
  return db.transaction(async (tx) => {
    const current = await lockedKey(tx, id);
    await assertRevision(tx, ifMatch, staleKey(current));
    const [updated] = await tx
      .update(apiKeys)
      .set({
        name: body.name ?? current.name,
        description: body.description === undefined ? current.description : body.description || null,
        scopes: body.scopes ?? current.scopes,
        expiresAt:
          body.expires_at === undefined ? current.expiresAt : body.expires_at ? new Date(body.expires_at) : null,
        rateLimitPerMinute:
          body.rate_limit_per_minute === undefined ? current.rateLimitPerMinute : body.rate_limit_per_minute,
        revision: nextRevision(apiKeys.revision),
      })
      .where(eq(apiKeys.id, id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'update',
      resourceType: 'api_keys',
      resourceId: id,
      before: auditFields(current),
      after: auditFields(updated!),
    });
    return toWire(updated!);
  });
}

/**
 * `POST /api-keys/{id}/roll`: a new secret, answered once. The old secret's hash moves to
 * previous_key_hash and works until the grace ends (0 hours = never again); a secret kept from an
 * earlier roll is dropped at once, so at most two secrets of a key ever work. The audit row names
 * the prefixes and the grace's end, never a secret or a hash.
 */
export async function rollApiKey(
  db: Db,
  actor: Actor,
  rawId: string,
  body: RollApiKeyBody,
  now = new Date(),
): Promise<CreatedApiKey> {
  const id = idOf(rawId, API_KEY_TEXTS.notFound);
  const { key, prefix, hash } = generateApiKey();
  const graceEnd = body.grace_hours > 0 ? new Date(now.getTime() + body.grace_hours * HOUR_MS) : null;
  const row = await db.transaction(async (tx) => {
    const current = await lockedKey(tx, id);
    if (!current.isActive) throw new AppError('CONFLICT', API_KEY_TEXTS.rollRevoked);
    const [rolled] = await tx
      .update(apiKeys)
      .set({
        keyHash: hash,
        keyPrefix: prefix,
        previousKeyHash: graceEnd ? current.keyHash : null,
        previousKeyExpiresAt: graceEnd,
        revision: nextRevision(apiKeys.revision),
      })
      .where(eq(apiKeys.id, id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'update',
      resourceType: 'api_keys',
      resourceId: id,
      before: { key_prefix: current.keyPrefix },
      after: {
        key_prefix: rolled!.keyPrefix,
        rolled: true,
        grace_hours: body.grace_hours,
        previous_key_expires_at: graceEnd,
      },
    });
    return rolled!;
  });
  return { ...toWire(row), api_key: key };
}

/** Revoking keys is one way (spec 001 §4); a key already revoked is left as it is (no audit row). */
const keyRevocation: RecordAction<Row> = {
  what: 'API key',
  resourceType: 'api_keys',
  notFound: API_KEY_TEXTS.notFound,
  load: async (tx, ids) => ({
    rows: await tx.select().from(apiKeys).where(inArray(apiKeys.id, ids)).orderBy(apiKeys.id).for('update'),
    state: undefined,
  }),
  check: (row) => (row.isActive ? 'change' : 'unchanged'),
  write: (tx, rows) =>
    tx
      .update(apiKeys)
      .set({ isActive: false, revokedAt: new Date(), revision: nextRevision(apiKeys.revision) })
      .where(
        inArray(
          apiKeys.id,
          rows.map((r) => r.id),
        ),
      )
      .returning(),
  audit: (_before, after) => ({
    action: 'update',
    before: { is_active: true, revoked_at: null },
    after: { is_active: after.isActive, revoked_at: after.revokedAt },
  }),
};

/** Revokes a key and answers it; revoking a revoked key changes nothing and answers it. */
export async function revokeApiKey(db: Db, actor: Actor, rawId: string): Promise<ApiKey> {
  return toWire(await actOnRecord(db, actor, keyRevocation, idOf(rawId, API_KEY_TEXTS.notFound)));
}

/** `POST /api-keys/bulk`: revokes many keys; one already revoked is left unchanged. */
export function bulkApiKeys(db: Db, actor: Actor, body: ApiKeyBulkBody): Promise<BulkResult> {
  return actOnRecords(db, actor, keyRevocation, body.records);
}

/** Deletes a key; takes `If-Match` (a key is edited now, decision 0060). */
export async function deleteApiKey(db: Db, actor: Actor, rawId: string, ifMatch?: IfMatch): Promise<void> {
  const id = idOf(rawId, API_KEY_TEXTS.notFound);
  await db.transaction(async (tx) => {
    const current = await lockedKey(tx, id);
    await assertRevision(tx, ifMatch, staleKey(current));
    await tx.delete(apiKeys).where(eq(apiKeys.id, id));
    await writeAudit(tx, actor, {
      action: 'delete',
      resourceType: 'api_keys',
      resourceId: id,
      before: auditFields(current),
    });
  });
}

/** What the storefront guard needs of a key that authenticated. */
export interface AuthenticatedKey {
  ok: true;
  id: number;
  name: string;
  scopes: readonly ApiKeyScope[];
  /** Requests per minute; null = the storefront_api limiter. */
  rateLimitPerMinute: number | null;
}
export type KeyCheck = AuthenticatedKey | { ok: false; reason: 'invalid' | 'revoked' | 'expired' | 'rolled' };

/**
 * Checks a presented key: by its hash, as the current secret or as the old one of a roll (both
 * unique indexes, so the look-up leaks nothing about the key), then a constant-time comparison of
 * the stored and computed hashes. Read on every request, so a revocation, an expiry, a grace's end
 * and an edit of scopes hold on every instance at once.
 */
export async function authenticateApiKey(db: Db, presented: string, now = new Date()): Promise<KeyCheck> {
  if (!KEY_PATTERN.test(presented)) return { ok: false, reason: 'invalid' };
  const hash = sha256(presented);
  const [row] = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      keyHash: apiKeys.keyHash,
      previousKeyHash: apiKeys.previousKeyHash,
      previousKeyExpiresAt: apiKeys.previousKeyExpiresAt,
      isActive: apiKeys.isActive,
      expiresAt: apiKeys.expiresAt,
      scopes: apiKeys.scopes,
      rateLimitPerMinute: apiKeys.rateLimitPerMinute,
    })
    .from(apiKeys)
    .where(or(eq(apiKeys.keyHash, hash), eq(apiKeys.previousKeyHash, hash)))
    .limit(1);
  if (!row) return { ok: false, reason: 'invalid' };
  const current = safeEqual(row.keyHash, hash);
  if (!current && !(row.previousKeyHash !== null && safeEqual(row.previousKeyHash, hash))) {
    return { ok: false, reason: 'invalid' };
  }
  if (!row.isActive) return { ok: false, reason: 'revoked' };
  if (row.expiresAt && row.expiresAt <= now) return { ok: false, reason: 'expired' };
  if (!current && !(row.previousKeyExpiresAt && row.previousKeyExpiresAt > now)) return { ok: false, reason: 'rolled' };
  return {
    ok: true,
    id: row.id,
    name: row.name,
    scopes: row.scopes as ApiKeyScope[],
    rateLimitPerMinute: row.rateLimitPerMinute,
  };
}

/**
 * Adds a storefront key's counted requests to its usage_count and moves its last_used_at
 * forward (never back), in the caller's transaction: the storefront's batched usage
 * (storefront/usage.ts) writes through here.
 */
export async function addKeyUsage(tx: Tx, id: number, count: number, lastUsedAt: Date): Promise<void> {
  const at = lastUsedAt.toISOString();
  await tx
    .update(apiKeys)
    .set({
      usageCount: sql`${apiKeys.usageCount} + ${count}`,
      lastUsedAt: sql`greatest(coalesce(${apiKeys.lastUsedAt}, ${at}::timestamptz), ${at}::timestamptz)`,
    })
    .where(sql`${apiKeys.id} = ${id}`);
}
