// API keys (spec 001 §2 "API Keys"; DESIGN §4): 32 random bytes behind a visible prefix; only
// the SHA-256 is stored, the full key is answered once. Storefront requests authenticate here.
import { randomBytes } from 'node:crypto';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import {
  API_KEY_PREFIX,
  API_KEY_TEXTS,
  API_KEY_VISIBLE_LENGTH,
  type ApiKey,
  type ApiKeyBulkBody,
  type CreateApiKeyBody,
  type CreatedApiKey,
} from '@store/contract/api-keys';
import type { BulkResult } from '@store/contract/bulk';
import type { Db, Tx } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/operations.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { idOf } from '../../platform/ids.ts';
import { actOnRecord, actOnRecords, type RecordAction } from '../../platform/record-actions.ts';
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
  };
}

/**
 * What the audit row of a key records: never the key or its hash (the audit log is read by every
 * admin and kept for good), only what identifies the key in the table.
 */
function auditFields(row: Row) {
  return {
    name: row.name,
    description: row.description,
    key_prefix: row.keyPrefix,
    is_active: row.isActive,
  };
}

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
 * Revoking keys is one way (spec 001 §4); a key already revoked is left as it is (no audit row).
 * Keys are never edited, so they keep no revision.
 */
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
      .set({ isActive: false, revokedAt: new Date() })
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

export async function deleteApiKey(db: Db, actor: Actor, rawId: string): Promise<void> {
  const id = idOf(rawId, API_KEY_TEXTS.notFound);
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(apiKeys).where(eq(apiKeys.id, id)).returning();
    if (!deleted) throw new AppError('NOT_FOUND', API_KEY_TEXTS.notFound);
    await writeAudit(tx, actor, {
      action: 'delete',
      resourceType: 'api_keys',
      resourceId: id,
      before: auditFields(deleted),
    });
  });
}

export type KeyCheck = { ok: true; id: number; name: string } | { ok: false; reason: 'invalid' | 'revoked' };

/**
 * Checks a presented key: by its hash (unique index, so the look-up leaks nothing about the key),
 * then a constant-time comparison of the stored and computed hashes. Read on every request, so a
 * revocation holds on every instance at once.
 */
export async function authenticateApiKey(db: Db, presented: string): Promise<KeyCheck> {
  if (!KEY_PATTERN.test(presented)) return { ok: false, reason: 'invalid' };
  const hash = sha256(presented);
  const [row] = await db
    .select({ id: apiKeys.id, name: apiKeys.name, keyHash: apiKeys.keyHash, isActive: apiKeys.isActive })
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, hash))
    .limit(1);
  if (!row || !safeEqual(row.keyHash, hash)) return { ok: false, reason: 'invalid' };
  if (!row.isActive) return { ok: false, reason: 'revoked' };
  return { ok: true, id: row.id, name: row.name };
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
