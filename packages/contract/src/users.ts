import { z } from 'zod';
import { pageQuery, PaginationSchema, SearchParam, sortParam } from './pagination.ts';
import { choiceParam, createdRangeInOrder, DayParam } from './list-filters.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './account-rules.ts';
import { AdminRoleSchema, emailField, passwordField, requiredString } from './validation.ts';
import { RevisionSchema } from './revisions.ts';
import { bulkBodySchema } from './bulk.ts';
import { ADMIN_ROLES, ROLE_MESSAGES } from './roles.ts';
import { MAIL_STATUSES } from './outbox.ts';
import { REFUND_SOURCES } from './order-refunds.ts';

/** spec 000 §9: the users list shows 10 per page. */
export const USERS_PAGE_SIZE = 10;

/** spec 000 §9: the 'Copied!' indicator of the Copy Link button lasts 2 seconds. */
export const COPIED_INDICATOR_MS = 2000;

/** spec 000 §5 and §8: the texts the users screen and the users calls show. */
export const USER_MESSAGES = {
  nameRequired: 'Name is required',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  createFailed: 'Failed to create user',
  updateFailed: 'Failed to update user',
  deleteFailed: 'Failed to delete user',
  linkCopied: 'Onboarding link copied to clipboard!',
  copyLink: 'Copy Link',
  copied: 'Copied!',
  empty: 'No users found',
  notFound: 'User not found',
  emailTaken: 'A user with this email already exists',
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotDemoteSelf: 'You cannot remove your own admin access',
  adminOnboardingLink: 'Onboarding links are for customers; set an admin’s password in the user form instead',
} as const;

/** spec 000 §3 "User". The password (hash) is never part of it. */
export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  is_admin: z.boolean(),
  /** An admin's role (roles.ts); null for a customer. */
  admin_role: AdminRoleSchema.nullable(),
  onboarding_completed: z.boolean(),
  has_onboarding_link: z.boolean(),
  /** The public page where the customer sets up the account; null once used or when none exists. */
  onboarding_link: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  /** The record's revision, also its ETag: send it back as `If-Match` to edit (revisions.ts). */
  revision: RevisionSchema,
});
export type User = z.infer<typeof UserSchema>;

/** The fields the users list can be sorted by (`sort=name`, `sort=-created_at`). */
export const USER_SORTS = ['name', 'email', 'created_at'] as const;
export type UserSortField = (typeof USER_SORTS)[number];

/** The users list's role filter: customers, every admin, or the admins of one role. */
export const USER_ROLE_FILTERS = ['customer', 'admin', ...ADMIN_ROLES] as const;
/** The users list's status filter: onboarded (Active), or not yet (Pending onboarding). */
export const USER_STATUS_FILTERS = ['active', 'pending'] as const;

/** The users list's view (issue 34): search, sort and filters; days are the store's, both ends in. */
const usersViewShape = {
  search: SearchParam,
  sort: sortParam(USER_SORTS),
  created_from: DayParam.describe('Users created on this day (store time zone) or after'),
  created_to: DayParam.describe('Users created on this day (store time zone) or before'),
  role: choiceParam(USER_ROLE_FILTERS).describe("'customer', 'admin' (any role), or one admin role"),
  status: choiceParam(USER_STATUS_FILTERS).describe("'active' (onboarded) or 'pending' (not yet)"),
};

/** The users list's view without its paging: what its CSV export reads. */
export const UsersViewSchema = z.object(usersViewShape).refine(...createdRangeInOrder());
export type UsersView = z.output<typeof UsersViewSchema>;

export const UsersQuerySchema = pageQuery(USERS_PAGE_SIZE)
  .extend(usersViewShape)
  .refine(...createdRangeInOrder());
export type UsersQuery = z.infer<typeof UsersQuerySchema>;

/** The list's filter names, as its address and a saved view carry them (besides search and sort). */
export const USER_FILTERS = [
  'created_from',
  'created_to',
  'role',
  'status',
] as const satisfies readonly (keyof UsersQuery)[];

export const UsersResponseSchema = z.object({ users: z.array(UserSchema), pagination: PaginationSchema });
export type UsersResponse = z.infer<typeof UsersResponseSchema>;

const nameField = () => requiredString(USER_MESSAGES.nameRequired, 200);

/** POST /users (spec 000 §7: {email, password, name, is_admin}). */
export const UserCreateBodySchema = z
  .object({
    email: emailField(),
    password: passwordField(),
    name: nameField(),
    is_admin: z.boolean().default(false),
    /** The admin's role; an admin made without one is an Administrator (roles.ts). */
    admin_role: AdminRoleSchema.optional(),
  })
  .refine((body) => body.is_admin || body.admin_role === undefined, {
    error: ROLE_MESSAGES.roleNeedsAdmin,
    path: ['admin_role'],
  });
export type UserCreateBody = z.infer<typeof UserCreateBodySchema>;

/**
 * A password that may be left blank: blank keeps the current one (spec 000 §5), anything given
 * follows the usual length rule.
 */
const optionalPassword = z
  .string()
  .max(MAX_PASSWORD_LENGTH, { error: `Password must be at most ${MAX_PASSWORD_LENGTH} characters` })
  .refine((p) => p === '' || p.length >= MIN_PASSWORD_LENGTH, { error: USER_MESSAGES.passwordTooShort })
  .optional();

/**
 * PATCH /users/{id}: the fields to change. The panel sends them all, with the password omitted
 * when blank; a field that is sent must be valid (an empty name or e-mail gets its required text).
 */
export const UserUpdateBodySchema = z.object({
  email: emailField().optional(),
  password: optionalPassword,
  name: nameField().optional(),
  is_admin: z.boolean().optional(),
  /** A new role for an admin (an Owner's change); it needs the user to be, or become, an admin. */
  admin_role: AdminRoleSchema.optional(),
});
export type UserUpdateBody = z.infer<typeof UserUpdateBodySchema>;

/** GET /users/{id}/products: what the user has access to, one row per access grant. */
export const UserProductSchema = z.object({
  access_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  access_duration_type: z.string(),
  is_active: z.boolean(),
  expires_at: z.iso.datetime().nullable(),
  granted_at: z.iso.datetime(),
  order_id: z.number().int().nullable(),
  /** The order that granted it; null for access given by hand. */
  order_number: z.string().nullable(),
});
export type UserProduct = z.infer<typeof UserProductSchema>;

export const UserRelationsQuerySchema = pageQuery(50);

export const UserProductsResponseSchema = z.object({
  products: z.array(UserProductSchema),
  pagination: PaginationSchema,
});
export type UserProductsResponse = z.infer<typeof UserProductsResponseSchema>;

/** GET /users/{id}/orders: the user's orders, newest first (money in cents). */
export const UserOrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  created_at: z.iso.datetime(),
  status: z.string(),
  currency: z.string(),
  subtotal: z.number().int(),
  amount_discount: z.number().int(),
  tax: z.number().int(),
  shipping: z.number().int(),
  total: z.number().int(),
  payment_provider: z.string().nullable(),
});
export type UserOrder = z.infer<typeof UserOrderSchema>;

export const UserOrdersResponseSchema = z.object({
  orders: z.array(UserOrderSchema),
  pagination: PaginationSchema,
});
export type UserOrdersResponse = z.infer<typeof UserOrdersResponseSchema>;

/**
 * `GET /users/{id}/summary` (issue 31, item 1): what support needs of a customer at a glance. The
 * lifetime value per currency (never summed across currencies): the orders in a revenue status,
 * what was refunded of them, the net; the first and last order of any status; the newest refunds
 * and mails (SUMMARY_LIST_LIMIT each). Orders and grants are paged by their own routes.
 */
export const SUMMARY_LIST_LIMIT = 20;

export const CustomerLifetimeSchema = z.object({
  currency: z.string(),
  paid_cents: z.number().int(),
  refunded_cents: z.number().int(),
  net_cents: z.number().int(),
  orders: z.number().int(),
});
export type CustomerLifetime = z.infer<typeof CustomerLifetimeSchema>;

export const CustomerSummarySchema = z.object({
  lifetime: z.array(CustomerLifetimeSchema),
  first_order_at: z.iso.datetime().nullable(),
  last_order_at: z.iso.datetime().nullable(),
  refunds: z.array(
    z.object({
      id: z.number().int(),
      order_id: z.number().int(),
      order_number: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      reason: z.string(),
      source: z.enum(REFUND_SOURCES),
      created_at: z.iso.datetime(),
    }),
  ),
  mails: z.array(
    z.object({
      id: z.number().int(),
      subject: z.string(),
      template_key: z.string().nullable(),
      status: z.enum(MAIL_STATUSES),
      created_at: z.iso.datetime(),
      sent_at: z.iso.datetime().nullable(),
      order: z.object({ id: z.number().int(), order_number: z.string() }).nullable(),
    }),
  ),
});
export type CustomerSummary = z.infer<typeof CustomerSummarySchema>;

/** The routes' paths, relative to the API base; fill them with `pathTo` (paths.ts). */
/** `POST /users/bulk` (issue 15): delete up to 1,000 users, under the rules of a single delete. */
export const USER_BULK_ACTIONS = ['delete'] as const;
export const UserBulkBodySchema = bulkBodySchema(USER_BULK_ACTIONS);
export type UserBulkBody = z.infer<typeof UserBulkBodySchema>;

export const USER_PATHS = {
  list: '/users',
  bulk: '/users/bulk',
  item: '/users/:id',
  onboardingLink: '/users/:id/onboarding-link',
  products: '/users/:id/products',
  orders: '/users/:id/orders',
  summary: '/users/:id/summary',
} as const;
