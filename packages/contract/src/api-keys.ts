// API keys for external storefronts (spec 001 §2 "API Keys", §3, §4, §5, §7, §8; DESIGN §4). The
// full key exists only in the create answer; the server keeps a hash and a visible prefix.
import { z } from 'zod';
import { requiredString } from './validation.ts';
import { BulkIdRecordSchema, bulkBodySchema } from './bulk.ts';

/** spec 001 §7: the API-key calls sit under /v1/admin on the API root. */
export const API_KEYS_BASE = '/api/v1/admin';
export const API_KEYS_PATH = `${API_KEYS_BASE}/api-keys`;
/** spec 001 §2: the key travels in this header (never in the URL). */
export const API_KEY_HEADER = 'X-API-Key';
/** Every key starts with this, so a leaked one is recognisable (e.g. by secret scanners). */
export const API_KEY_PREFIX = 'sk_';
/** Characters of the key the table shows, followed by an ellipsis ('sk_AbC12xYz…'). */
export const API_KEY_VISIBLE_LENGTH = 12;
export const API_KEY_NAME_MAX = 100;
export const API_KEY_DESCRIPTION_MAX = 500;
/** spec 001 §9: the copy confirmation lasts 2 seconds. */
export const COPY_CONFIRMATION_MS = 2000;

export const API_KEY_TEXTS = {
  // spec 001 §2 and §8, verbatim
  empty: 'No API keys created yet.',
  never: 'Never',
  namePlaceholder: 'e.g., Webflow Production',
  saveWarning: 'Save this key now! It will not be shown again.',
  copy: 'Copy to Clipboard',
  copied: 'Copied!',
  createFailed: 'Failed to create API key',
  // ours, where the spec is silent
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${API_KEY_NAME_MAX} characters`,
  descriptionTooLong: `Description must be at most ${API_KEY_DESCRIPTION_MAX} characters`,
  headerHint: `Storefronts send the key in the ${API_KEY_HEADER} header with every request to the storefront API (/api/v1).`,
  notFound: 'API key not found',
  created: 'API key created',
  revoked: 'API key revoked',
  deleted: 'API key deleted',
} as const;

/** spec 001 §3 "API key". */
export const ApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  key_prefix: z.string(),
  is_active: z.boolean(),
  usage_count: z.number().int(),
  last_used_at: z.iso.datetime({ offset: true }).nullable().describe('ISO 8601 instant; null = never used'),
  created_at: z.iso.datetime({ offset: true }).describe('ISO 8601 instant'),
  revoked_at: z.iso.datetime({ offset: true }).nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** spec 001 §5 / §7: POST {name, description}; name required, description optional. */
export const CreateApiKeyBodySchema = z.object({
  name: requiredString(API_KEY_TEXTS.nameRequired, API_KEY_NAME_MAX),
  description: z
    .string({ error: API_KEY_TEXTS.descriptionTooLong })
    .trim()
    .max(API_KEY_DESCRIPTION_MAX, { error: API_KEY_TEXTS.descriptionTooLong })
    .nullish(),
});
export type CreateApiKeyBody = z.infer<typeof CreateApiKeyBodySchema>;
export type CreateApiKeyInput = z.input<typeof CreateApiKeyBodySchema>;

export const ApiKeyListResponseSchema = z.object({ data: z.array(ApiKeySchema) });
export type ApiKeyListResponse = z.infer<typeof ApiKeyListResponseSchema>;

/** spec 001 §3: "on creation the response also carries api_key (the full secret, shown once)". */
export const CreatedApiKeySchema = ApiKeySchema.extend({ api_key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;
export const CreatedApiKeyResponseSchema = z.object({ data: CreatedApiKeySchema, message: z.string() });
export type CreatedApiKeyResponse = z.infer<typeof CreatedApiKeyResponseSchema>;

export const ApiKeyResponseSchema = z.object({ data: ApiKeySchema, message: z.string() });
export const ApiKeyDeletedResponseSchema = z.object({ message: z.string() });

/**
 * `POST /api-keys/bulk` (issue 15): revoke up to 1,000 keys. Keys are never edited and keep no
 * revision: each record is `{id}`. A key already revoked is left unchanged.
 */
export const API_KEY_BULK_ACTIONS = ['revoke'] as const;
export const ApiKeyBulkBodySchema = bulkBodySchema(API_KEY_BULK_ACTIONS, {}, BulkIdRecordSchema);
export type ApiKeyBulkBody = z.infer<typeof ApiKeyBulkBodySchema>;

/** The routes' paths, relative to the API base; fill them with `pathTo` (paths.ts). */
export const API_KEY_PATHS = {
  list: '/api-keys',
  bulk: '/api-keys/bulk',
  item: '/api-keys/:id',
  revoke: '/api-keys/:id/revoke',
} as const;
