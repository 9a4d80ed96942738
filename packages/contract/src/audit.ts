/** spec 001 §9: the audit log's actions and resource types. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

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
] as const;
export type AuditResourceType = (typeof AUDIT_RESOURCE_TYPES)[number];
