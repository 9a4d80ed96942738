/** The admin API's base path; every spec call is relative to it. */
export const ADMIN_API_BASE = '/api/admin';
/** The spec places the API-key calls under `/v1/admin` on the same API root. */
export const API_ROOT = '/api';

/** spec 000 §2: the sidebar's 15 entries, in this order, with these labels. */
export const SIDEBAR_ENTRIES = [
  { path: '/dashboard', label: 'Dashboard' },
  { path: '/users', label: 'Users' },
  { path: '/products', label: 'Products' },
  { path: '/orders', label: 'Orders' },
  { path: '/promos', label: 'Promo Codes' },
  { path: '/access', label: 'User Access' },
  { path: '/api-keys', label: 'API Keys' },
  { path: '/shipments', label: 'Shipments' },
  { path: '/analytics', label: 'Analytics' },
  { path: '/monitoring', label: 'Monitoring' },
  { path: '/settings', label: 'Settings' },
  { path: '/audit', label: 'Audit Logs' },
  { path: '/countries', label: 'Countries' },
  { path: '/releases', label: 'Releases' },
  { path: '/templates', label: 'Email Templates' },
] as const;
export type SidebarPath = (typeof SIDEBAR_ENTRIES)[number]['path'];
