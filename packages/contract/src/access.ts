import { z } from 'zod';
import { PaginationSchema, SearchParam, pageQuery } from './pagination.ts';

/** spec 001 §9: the access screen fetches every grant; the dropdowns 1000 users and products. */
export const ACCESS_LIST_LIMIT = 10000;
export const ACCESS_DROPDOWN_LIMIT = 1000;

/** spec 001 §5 and §8, plus the texts the spec leaves to us. */
export const ACCESS_MESSAGES = {
  userRequired: 'User is required',
  productRequired: 'Product is required',
  invalidExpiry: 'Expiry must be a valid date',
  userNotFound: 'User not found',
  productNotFound: 'Product not found',
  duplicate: 'This user already has active access to this product',
  createFailed: 'Failed to grant access',
  updateFailed: 'Failed to update access',
  notFound: 'Access record not found',
} as const;

/** A positive integer id; a select's empty value, a missing value and junk all answer `requiredText`. */
export function idField(requiredText: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : v),
    z
      .number({ error: requiredText })
      .int({ error: requiredText })
      .min(1, { error: requiredText })
      .max(2147483647, { error: requiredText }),
  );
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * An optional point in time: ISO 8601 (a date, or a date and time, with or without zone — the
 * panel always sends full ISO instants); an empty value or null means none.
 */
export function optionalTimestamp(message: string) {
  return z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z
      .string({ error: message })
      .regex(TIMESTAMP, { error: message })
      .refine((s) => !Number.isNaN(Date.parse(s)), { error: message })
      .nullable(),
  );
}

export const AccessCreateBodySchema = z.object({
  user_id: idField(ACCESS_MESSAGES.userRequired),
  product_id: idField(ACCESS_MESSAGES.productRequired),
  /** Null or absent: lifetime access. */
  expires_at: optionalTimestamp(ACCESS_MESSAGES.invalidExpiry).optional(),
  is_active: z.boolean().default(true),
});
export type AccessCreateBody = z.output<typeof AccessCreateBodySchema>;

/** spec 001 §5: user and product are fixed after the grant; only these two change. */
export const AccessUpdateBodySchema = z.object({
  expires_at: optionalTimestamp(ACCESS_MESSAGES.invalidExpiry).optional(),
  is_active: z.boolean().optional(),
});
export type AccessUpdateBody = z.output<typeof AccessUpdateBodySchema>;

export const AccessSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  product_id: z.number().int(),
  expires_at: z.string().nullable(),
  is_active: z.boolean(),
  granted_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  product: z.object({ id: z.number().int(), name: z.string() }),
});
export type Access = z.infer<typeof AccessSchema>;

export const AccessListQuerySchema = pageQuery(ACCESS_LIST_LIMIT).extend({
  /** Our addition: user name or e-mail, for callers that page on the server. */
  search: SearchParam,
});
export type AccessListQuery = z.output<typeof AccessListQuerySchema>;

export const AccessListResponseSchema = z.object({
  access: z.array(AccessSchema),
  pagination: PaginationSchema,
});
export type AccessListResponse = z.infer<typeof AccessListResponseSchema>;

export const AccessIdParamsSchema = z.object({ id: z.string().max(40) });

/** spec 001 §4: the display state of a grant, and 'Lifetime' when it has no expiry. */
export type AccessState = 'Active' | 'Expired' | 'Inactive';
export function accessState(grant: Pick<Access, 'is_active' | 'expires_at'>, now: Date = new Date()): AccessState {
  const expired = grant.expires_at !== null && Date.parse(grant.expires_at) <= now.getTime();
  if (expired) return 'Expired';
  return grant.is_active ? 'Active' : 'Inactive';
}
