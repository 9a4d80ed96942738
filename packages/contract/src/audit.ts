import { z } from 'zod';
import { PaginationSchema, pageQuery, SearchParam, sortParam } from './pagination.ts';
import { createdRangeInOrder, choiceParam, DayParam, IdParam } from './list-filters.ts';

/**
 * spec 001 §9: the audit log's actions; `export` is ours (decision 0017): every CSV export of a
 * list leaves a row, who exported what with which filters, and how many rows.
 */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'export'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * spec 001 §9 names nine resource types; the last four are ours: every admin mutation leaves an
 * audit row (DESIGN §4) and API keys, the IP blacklist and rate limiters are mutated too
 * (decision 0007); the audit log itself is a resource of an export (decision 0017); an order's
 * internal notes are written by admins too (decision 0021); the security settings (two-step
 * sign-in required of every admin) are changed by admins (decision 0025); a mail is retried or
 * sent again from the outbox (decision 0047); webhook endpoints are added, and their deliveries
 * tested and replayed (decision 0062); views of the lists are saved and shared (decision 0065).
 */
export const AUDIT_RESOURCE_TYPES = [
  'users',
  'products',
  'orders',
  'code_promos',
  'user_product_access',
  'shipments',
  'countries',
  'software_releases',
  'email_templates',
  'api_keys',
  'ip_blacklist',
  'rate_limiter_settings',
  'audit_logs',
  'order_notes',
  'order_refunds',
  'security_settings',
  'mail_outbox',
  'jobs',
  'webhook_endpoints',
  'webhook_deliveries',
  'saved_views',
] as const;
export type AuditResourceType = (typeof AUDIT_RESOURCE_TYPES)[number];

/** spec 001 §9: audit logs are shown 20 per page. */
export const AUDIT_PAGE_SIZE = 20;

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  export: 'Export',
};

/**
 * What changed: one entry per field, with its value before and after. A create has only
 * `after`, a delete only `before`; secret fields carry '[redacted]' instead of their value.
 */
export const AuditChangesSchema = z.record(
  z.string(),
  z.object({ before: z.unknown().optional(), after: z.unknown().optional() }),
);
export type AuditChanges = z.infer<typeof AuditChangesSchema>;

/** spec 001 §3 "Audit log". The admin's name and e-mail are kept as they were at the time. */
export const AuditLogSchema = z.object({
  id: z.number().int(),
  admin_user_id: z.number().int().nullable().describe('Null once the admin account is deleted'),
  adminUser: z.object({ name: z.string(), email: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  resource_type: z.enum(AUDIT_RESOURCE_TYPES),
  resource_id: z.string().nullable(),
  changes: AuditChangesSchema.nullable(),
  ip_address: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }).describe('ISO 8601 instant'),
  resource_label: z
    .string()
    .nullable()
    .describe(
      "What the record is called now (an order's number, a user's name, a product's name, a promo code…), " +
        'else as the entry recorded it; null when it has no name',
    ),
  order: z
    .object({ id: z.number().int(), order_number: z.string() })
    .nullable()
    .describe('The order the entry is about: an order, or one of its notes, refunds or shipments'),
});
export type AuditLog = z.infer<typeof AuditLogSchema>;

/** The fields the audit log can be sorted by; `admin_name` is the admin's name as recorded. */
export const AUDIT_SORTS = ['created_at', 'admin_name', 'action', 'resource_type'] as const;
export type AuditSortField = (typeof AUDIT_SORTS)[number];

/**
 * spec 001 §7: GET /audit with page, limit (20), search, action, resource_type; and our sort, and
 * (issue 34) the admin who acted and the days it happened (the store's, both ends in).
 */
const auditViewShape = {
  search: SearchParam.describe("Part of the admin's name, any letter case"),
  action: choiceParam(AUDIT_ACTIONS),
  resource_type: choiceParam(AUDIT_RESOURCE_TYPES),
  sort: sortParam(AUDIT_SORTS),
  admin: IdParam.describe("The acting admin's user id"),
  created_from: DayParam.describe('Entries made on this day (store time zone) or after'),
  created_to: DayParam.describe('Entries made on this day (store time zone) or before'),
};

/** The audit log's view without its paging: what its CSV export reads. */
export const AuditViewSchema = z.object(auditViewShape).refine(...createdRangeInOrder());
export type AuditView = z.output<typeof AuditViewSchema>;

export const AuditListQuerySchema = pageQuery(AUDIT_PAGE_SIZE)
  .extend(auditViewShape)
  .refine(...createdRangeInOrder());
/** The list's query as read: its page, and the view's filters and sort. */
export type AuditListQuery = z.output<typeof AuditListQuerySchema>;

/** The list's filter names, as its address and a saved view carry them (besides search and sort). */
export const AUDIT_FILTERS = ['action', 'resource_type', 'admin', 'created_from', 'created_to'] as const;

export const AuditListResponseSchema = z.object({
  audit_logs: z.array(AuditLogSchema),
  pagination: PaginationSchema,
});
export type AuditListResponse = z.infer<typeof AuditListResponseSchema>;

/** spec 001 §8 pattern "No ... found". */
export const AUDIT_TEXTS = {
  empty: 'No audit logs found',
  loadFailed: 'Failed to load audit logs',
  notFound: 'Audit log not found',
} as const;
