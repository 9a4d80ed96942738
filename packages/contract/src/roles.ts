// Roles per area (issue 17, item 2; decision 0027). Every admin has one role; a role grants each
// area of the panel at a level: 'manage' (read and change) or 'view' (read only), or not at all.
// The server refuses a call outside the caller's areas with 403; the panel shows only the screens
// and the buttons the role can use. Both read this one table. Zod-free: the panel's first paint
// reads it (its schema, AdminRoleSchema, is in validation.ts).
import type { SidebarPath } from './navigation.ts';

export const ADMIN_ROLES = ['owner', 'administrator', 'support', 'catalogue', 'analyst'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** The role an account made an admin without naming one gets (the spec's `is_admin: true`). */
export const DEFAULT_ADMIN_ROLE: AdminRole = 'administrator';

export const ROLE_LABELS: Record<AdminRole, string> = {
  owner: 'Owner',
  administrator: 'Administrator',
  support: 'Support',
  catalogue: 'Catalogue',
  analyst: 'Analyst',
};

export const ROLE_DESCRIPTIONS: Record<AdminRole, string> = {
  owner: 'Everything, including admin accounts and roles and the security settings',
  administrator: 'Everything but admin accounts and roles and the security settings',
  support: 'Users and onboarding links, orders and payments, shipments, user access',
  catalogue: 'Products, releases, e-mail templates, promo codes, countries',
  analyst: 'Dashboard, analytics and audit logs, read only',
};

/**
 * The panel's areas. `admins` is other admins' accounts (their roles, passwords, sessions);
 * `security` is API security (IP blocks), rate limits and the two-step requirement.
 */
export const AREAS = [
  'insights',
  'users',
  'orders',
  'shipments',
  'access',
  'catalogue',
  'api_keys',
  'security',
  'admins',
] as const;
export type Area = (typeof AREAS)[number];

export const AREA_LABELS: Record<Area, string> = {
  insights: 'the dashboard, analytics and audit logs',
  users: 'users',
  orders: 'orders and payments',
  shipments: 'shipments',
  access: 'user access',
  catalogue: 'the catalogue',
  api_keys: 'API keys',
  security: 'the security settings',
  admins: 'admin accounts and roles',
};

export type AreaLevel = 'view' | 'manage';

const EVERYTHING: Record<Area, AreaLevel> = {
  insights: 'manage',
  users: 'manage',
  orders: 'manage',
  shipments: 'manage',
  access: 'manage',
  catalogue: 'manage',
  api_keys: 'manage',
  security: 'manage',
  admins: 'manage',
};

/** What each role may do in each area (an area left out is closed to it). */
export const ROLE_GRANTS: Record<AdminRole, Partial<Record<Area, AreaLevel>>> = {
  owner: EVERYTHING,
  administrator: (({ security: _s, admins: _a, ...rest }) => rest)(EVERYTHING),
  support: { users: 'manage', orders: 'manage', shipments: 'manage', access: 'manage' },
  catalogue: { catalogue: 'manage' },
  analyst: { insights: 'view' },
};

/** Whether `role` may do `level` in `area` ('manage' includes 'view'). */
export function can(role: AdminRole | null | undefined, area: Area, level: AreaLevel = 'view'): boolean {
  if (!role) return false;
  const granted = ROLE_GRANTS[role][area];
  return granted === 'manage' || (granted === 'view' && level === 'view');
}

/** The area each of the sidebar's screens belongs to. */
export const SCREEN_AREAS: Record<SidebarPath, Area> = {
  '/dashboard': 'insights',
  '/users': 'users',
  '/products': 'catalogue',
  '/orders': 'orders',
  '/promos': 'catalogue',
  '/access': 'access',
  '/api-keys': 'api_keys',
  '/shipments': 'shipments',
  '/analytics': 'insights',
  '/monitoring': 'security',
  '/settings': 'security',
  '/audit': 'insights',
  '/countries': 'catalogue',
  '/releases': 'catalogue',
  '/templates': 'catalogue',
};

/** The 403 a call outside the caller's role answers. */
export function roleRefusal(role: AdminRole, area: Area, level: AreaLevel): string {
  const who = ROLE_LABELS[role];
  if (level === 'manage' && can(role, area, 'view'))
    return `The ${who} role can view ${AREA_LABELS[area]} but cannot change anything there`;
  return `The ${who} role has no access to ${AREA_LABELS[area]}`;
}

export const ROLE_MESSAGES = {
  ownerOnly: 'Only an Owner can change admin accounts and roles',
  lastOwnerDemote: 'The last Owner must stay an Owner; make another admin an Owner first',
  lastOwnerDelete: 'The last Owner cannot be deleted; make another admin an Owner first',
  roleNeedsAdmin: 'A role is for admin users; tick Admin User to give one',
} as const;
