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

/**
 * What a storefront key may call (issue 33 item 4, decision 0060): one scope per storefront route
 * (STOREFRONT_SCOPES in storefront.ts maps them). Keys made before scopes existed hold them all.
 */
export const API_KEY_SCOPES = ['products:read', 'countries:read', 'promos:validate', 'checkout:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'products:read': 'List products',
  'countries:read': 'List countries',
  'promos:validate': 'Check promo codes',
  'checkout:write': 'Start checkouts',
};
/** A roll's grace period, in whole hours: the old secret keeps working this long (0 = ends at once). */
export const API_KEY_GRACE_HOURS = { min: 0, max: 7 * 24, default: 24 } as const;
/** The grace periods the panel offers (hours). */
export const API_KEY_GRACE_CHOICES = [0, 1, 24, 72, 168] as const;
/** A key's own rate limit, in requests per minute (null = the storefront_api limiter's). */
export const API_KEY_RATE_LIMIT = { min: 1, max: 10_000 } as const;

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
  updated: 'API key updated',
  rolled: 'API key rolled',
  scopesRequired: 'Choose at least one scope',
  scopeUnknown: `Scopes must be among ${API_KEY_SCOPES.join(', ')}`,
  expiryFormat: 'Expiry must be a date and time (ISO 8601)',
  expiryPast: 'Expiry must be in the future',
  rateLimitRange: `Rate limit must be a whole number of requests per minute from ${API_KEY_RATE_LIMIT.min} to ${API_KEY_RATE_LIMIT.max}`,
  graceRange: `Grace period must be a whole number of hours from ${API_KEY_GRACE_HOURS.min} to ${API_KEY_GRACE_HOURS.max} (7 days)`,
  rollRevoked: 'A revoked API key cannot be rolled',
  expired: 'Expired',
  allScopes: 'All scopes',
  defaultRateLimit: 'Default',
} as const;

/** The 403 of a storefront call outside its key's scopes. */
export const missingScopeMessage = (scope: ApiKeyScope) => `This API key lacks the scope ${scope}`;

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
  // issue 33 item 4 (decision 0060)
  scopes: z.array(z.enum(API_KEY_SCOPES)).describe('The storefront calls the key may make'),
  expires_at: z.iso
    .datetime({ offset: true })
    .nullable()
    .describe('ISO 8601 instant after which the key answers 401; null = never expires'),
  rate_limit_per_minute: z
    .number()
    .int()
    .nullable()
    .describe("The key's own limit in requests per minute; null = the storefront_api limiter"),
  previous_key_expires_at: z.iso
    .datetime({ offset: true })
    .nullable()
    .describe('After a roll: the old secret works until this instant; null = no old secret works'),
  revision: z.number().int(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

const nameField = requiredString(API_KEY_TEXTS.nameRequired, API_KEY_NAME_MAX);
const descriptionField = z
  .string({ error: API_KEY_TEXTS.descriptionTooLong })
  .trim()
  .max(API_KEY_DESCRIPTION_MAX, { error: API_KEY_TEXTS.descriptionTooLong })
  .nullish();
const scopesField = z
  .array(z.enum(API_KEY_SCOPES, { error: API_KEY_TEXTS.scopeUnknown }), { error: API_KEY_TEXTS.scopesRequired })
  .min(1, { error: API_KEY_TEXTS.scopesRequired })
  .transform((scopes) => API_KEY_SCOPES.filter((s) => scopes.includes(s)));
const expiresField = z.iso
  .datetime({ offset: true, error: API_KEY_TEXTS.expiryFormat })
  .refine((v) => Date.parse(v) > Date.now(), { error: API_KEY_TEXTS.expiryPast })
  .nullish()
  .describe('ISO 8601 instant in the future; null or absent = never expires');
const rateLimitField = z
  .number({ error: API_KEY_TEXTS.rateLimitRange })
  .int({ error: API_KEY_TEXTS.rateLimitRange })
  .min(API_KEY_RATE_LIMIT.min, { error: API_KEY_TEXTS.rateLimitRange })
  .max(API_KEY_RATE_LIMIT.max, { error: API_KEY_TEXTS.rateLimitRange })
  .nullish()
  .describe('Requests per minute; null or absent = the storefront_api limiter');

/**
 * spec 001 §5 / §7: POST {name, description}; name required, description optional. Issue 33 adds
 * optional scopes (absent = all), expiry and rate limit, so the spec's body still works.
 */
export const CreateApiKeyBodySchema = z.object({
  name: nameField,
  description: descriptionField,
  scopes: scopesField.optional().describe('Absent = every scope'),
  expires_at: expiresField,
  rate_limit_per_minute: rateLimitField,
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

/** `PATCH /api-keys/{id}`: what an admin may change; an absent field stays, null clears. */
export const UpdateApiKeyBodySchema = z.object({
  name: nameField.optional(),
  description: descriptionField,
  scopes: scopesField.optional(),
  expires_at: expiresField,
  rate_limit_per_minute: rateLimitField,
});
export type UpdateApiKeyBody = z.infer<typeof UpdateApiKeyBodySchema>;
export type UpdateApiKeyInput = z.input<typeof UpdateApiKeyBodySchema>;

/**
 * `POST /api-keys/{id}/roll`: a new secret, answered once; the old one keeps working for
 * `grace_hours` (0 = ends at once, at most 7 days). Absent = 24 hours.
 */
export const RollApiKeyBodySchema = z.object({
  grace_hours: z
    .number({ error: API_KEY_TEXTS.graceRange })
    .int({ error: API_KEY_TEXTS.graceRange })
    .min(API_KEY_GRACE_HOURS.min, { error: API_KEY_TEXTS.graceRange })
    .max(API_KEY_GRACE_HOURS.max, { error: API_KEY_TEXTS.graceRange })
    .default(API_KEY_GRACE_HOURS.default)
    .describe('Hours the old secret keeps working, 0 to 168 (7 days)'),
});
export type RollApiKeyBody = z.infer<typeof RollApiKeyBodySchema>;
export const ApiKeyDeletedResponseSchema = z.object({ message: z.string() });

/**
 * `POST /api-keys/bulk` (issue 15): revoke up to 1,000 keys. Revoking needs no stale check (it
 * only ever goes one way), so each record is `{id}`. A key already revoked is left unchanged.
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
  roll: '/api-keys/:id/roll',
} as const;
