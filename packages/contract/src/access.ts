import { z } from 'zod';
import { PaginationSchema, SearchParam, pageQuery } from './pagination.ts';
import { choiceParam, IdParam } from './list-filters.ts';
import { dateTimeField, idField } from './validation.ts';
import { RevisionSchema } from './revisions.ts';
import { bulkBodySchema } from './bulk.ts';

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

export const AccessCreateBodySchema = z.object({
  user_id: idField(ACCESS_MESSAGES.userRequired),
  product_id: idField(ACCESS_MESSAGES.productRequired),
  /** Null or absent: lifetime access. */
  expires_at: dateTimeField(ACCESS_MESSAGES.invalidExpiry).optional(),
  is_active: z.boolean().default(true),
});
export type AccessCreateBody = z.output<typeof AccessCreateBodySchema>;

/** spec 001 §5: user and product are fixed after the grant; only these two change. */
export const AccessUpdateBodySchema = z.object({
  expires_at: dateTimeField(ACCESS_MESSAGES.invalidExpiry).optional(),
  is_active: z.boolean().optional(),
});
export type AccessUpdateBody = z.output<typeof AccessUpdateBodySchema>;

export const AccessSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  product_id: z.number().int(),
  expires_at: z.iso.datetime({ offset: true }).nullable(),
  is_active: z.boolean(),
  granted_at: z.iso.datetime({ offset: true }),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  /** The record's revision, also its ETag: send it back as `If-Match` to edit (revisions.ts). */
  revision: RevisionSchema,
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  product: z.object({ id: z.number().int(), name: z.string() }),
});
export type Access = z.infer<typeof AccessSchema>;

/**
 * Expiry that is seen (issue 31, item 4): the grants still active that end within `within_days`
 * days, or those whose end has passed (the 'Expired' badge).
 */
export const ACCESS_EXPIRY_FILTERS = ['expiring', 'expired'] as const;
export type AccessExpiryFilter = (typeof ACCESS_EXPIRY_FILTERS)[number];
export const EXPIRING_WITHIN_DAYS = [7, 30] as const;
export const ACCESS_EXPIRY_MESSAGES = {
  expiry: `Expiry must be one of: ${ACCESS_EXPIRY_FILTERS.join(', ')}`,
  withinDays: 'Within must be a whole number of days from 1 to 365',
} as const;

/** The grants' state filter (issue 34): as `accessState` shows a grant. */
export const ACCESS_STATE_FILTERS = ['active', 'inactive', 'expired'] as const;
export type AccessStateFilter = (typeof ACCESS_STATE_FILTERS)[number];

/** The filters of the grants' list, groups and CSV export: expiry, product and state. */
const ExpiryFilterShape = {
  product: IdParam.describe('Grants of this product'),
  state: choiceParam(ACCESS_STATE_FILTERS).describe('As the list shows it: active, inactive (switched off) or expired'),
  expiry: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(ACCESS_EXPIRY_FILTERS, { error: ACCESS_EXPIRY_MESSAGES.expiry }).optional(),
  ),
  within_days: z.coerce
    .number({ error: ACCESS_EXPIRY_MESSAGES.withinDays })
    .int({ error: ACCESS_EXPIRY_MESSAGES.withinDays })
    .min(1, { error: ACCESS_EXPIRY_MESSAGES.withinDays })
    .max(365, { error: ACCESS_EXPIRY_MESSAGES.withinDays })
    .default(EXPIRING_WITHIN_DAYS[0]),
};

export const AccessListQuerySchema = pageQuery(ACCESS_LIST_LIMIT).extend({
  /** Our addition: user name or e-mail, for callers that page on the server. */
  search: SearchParam,
  ...ExpiryFilterShape,
});
export type AccessListQuery = z.output<typeof AccessListQuerySchema>;

export const AccessListResponseSchema = z.object({
  access: z.array(AccessSchema),
  pagination: PaginationSchema,
});
export type AccessListResponse = z.infer<typeof AccessListResponseSchema>;

/**
 * The User Access screen's page of groups (our addition, issue 19, decision 0036): users with
 * grants, newest grant first, each with all its grants (newest first). `GET /access` stays as the
 * spec has it; the screen reads this instead of every grant.
 */
export const ACCESS_GROUPS_PER_PAGE = 20;
export const ACCESS_GROUPS_MAX_LIMIT = 100;
export const AccessGroupsQuerySchema = pageQuery(ACCESS_GROUPS_PER_PAGE, ACCESS_GROUPS_MAX_LIMIT).extend({
  /** User name or e-mail, as `GET /access`. */
  search: SearchParam,
  /** As `GET /access`; each group then lists only the grants kept. */
  ...ExpiryFilterShape,
});
export type AccessGroupsQuery = z.output<typeof AccessGroupsQuerySchema>;

export const AccessGroupSchema = z.object({
  user: AccessSchema.shape.user,
  grants: z.array(AccessSchema),
});
export type AccessGroup = z.infer<typeof AccessGroupSchema>;

export const AccessGroupsResponseSchema = z.object({
  groups: z.array(AccessGroupSchema),
  /** Grants in all the groups of the view (every page): "select all N matching". */
  grants_total: z.number().int(),
  /** Of the groups: `total` users with grants in the view. */
  pagination: PaginationSchema,
});
export type AccessGroupsResponse = z.infer<typeof AccessGroupsResponseSchema>;

/** spec 001 §4: the display state of a grant, and 'Lifetime' when it has no expiry. */
export type AccessState = 'Active' | 'Expired' | 'Inactive';
export function accessState(grant: Pick<Access, 'is_active' | 'expires_at'>, now: Date = new Date()): AccessState {
  const expired = grant.expires_at !== null && Date.parse(grant.expires_at) <= now.getTime();
  if (expired) return 'Expired';
  return grant.is_active ? 'Active' : 'Inactive';
}

/**
 * `POST /access/bulk` (issue 15, decision 0018): `revoke` is the screen's Revoke (the grant is
 * deleted, as `DELETE /access/{id}`); `reactivate` turns a grant that was switched off in the
 * Edit form back on (`is_active: true`, as `PATCH /access/{id}`). A revoked grant is gone, so
 * it cannot be re-activated: grant it again.
 */
export const ACCESS_BULK_ACTIONS = ['revoke', 'reactivate'] as const;
export const AccessBulkBodySchema = bulkBodySchema(ACCESS_BULK_ACTIONS);
export type AccessBulkBody = z.infer<typeof AccessBulkBodySchema>;

/** The routes' paths, relative to the API base; fill them with `pathTo` (paths.ts). */
export const ACCESS_PATHS = {
  list: '/access',
  groups: '/access/groups',
  bulk: '/access/bulk',
  item: '/access/:id',
} as const;
