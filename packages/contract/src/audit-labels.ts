// How the panel names the audit log's resource types, and the audit routes' paths.
// Zod-free, like roles.ts and navigation.ts: a first visit (sign-in, then the dashboard) loads
// it without loading a schema; apps/web/src/firstVisit.test.ts keeps it so.
import type { AuditResourceType } from './audit.ts';

/** How the panel names each resource type (the wire keeps the spec's values). */
export const AUDIT_RESOURCE_LABELS: Record<AuditResourceType, string> = {
  users: 'Users',
  products: 'Products',
  orders: 'Orders',
  code_promos: 'Promo codes',
  user_product_access: 'User access',
  shipments: 'Shipments',
  countries: 'Countries',
  software_releases: 'Software releases',
  email_templates: 'Email templates',
  api_keys: 'API keys',
  ip_blacklist: 'IP blacklist',
  rate_limiter_settings: 'Rate limiters',
  audit_logs: 'Audit logs',
  order_notes: 'Order notes',
  order_refunds: 'Order refunds',
  security_settings: 'Security settings',
  mail_outbox: 'Outbox',
  jobs: 'Background jobs',
  webhook_endpoints: 'Webhook endpoints',
  webhook_deliveries: 'Webhook deliveries',
  saved_views: 'Saved views',
};

/** The routes' paths, relative to the API base; fill them with `pathTo` (paths.ts). */
export const AUDIT_PATHS = { list: '/audit', item: '/audit/:id' } as const;
