// The lists views are saved for, where each opens, and the work queues' keys and paths (issue
// 34): without a schema, so the dashboard's first load carries no zod (firstVisit.test.ts).
import type { Area } from './roles.ts';

/** The lists a view can be saved for: the server-paged lists, by their screen's path. */
export const VIEW_LISTS = [
  'orders',
  'users',
  'products',
  'promos',
  'access',
  'shipments',
  'countries',
  'releases',
  'templates',
  'audit',
  'outbox',
] as const;
export type ViewList = (typeof VIEW_LISTS)[number];

/** Each list's screen in the panel: a view opens as `<path>?<query>`. */
export const VIEW_LIST_PATHS: Record<ViewList, string> = {
  orders: '/orders',
  users: '/users',
  products: '/products',
  promos: '/promos',
  access: '/access',
  shipments: '/shipments',
  countries: '/countries',
  releases: '/releases',
  templates: '/templates',
  audit: '/audit',
  outbox: '/templates/outbox',
};

/** Each list's name, as its screen is called. */
export const VIEW_LIST_NAMES: Record<ViewList, string> = {
  orders: 'Orders',
  users: 'Users',
  products: 'Products',
  promos: 'Promo Codes',
  access: 'User Access',
  shipments: 'Shipments',
  countries: 'Countries',
  releases: 'Releases',
  templates: 'Email Templates',
  audit: 'Audit Logs',
  outbox: 'Outbox',
};

/** The area each list belongs to: who may open it may see its views and its queues. */
export const VIEW_LIST_AREAS: Record<ViewList, Area> = {
  orders: 'orders',
  users: 'users',
  products: 'catalogue',
  promos: 'catalogue',
  access: 'access',
  shipments: 'shipments',
  countries: 'catalogue',
  releases: 'catalogue',
  templates: 'catalogue',
  audit: 'insights',
  outbox: 'catalogue',
};

/** Where a view opens in the panel. */
export const viewHref = (view: { list: ViewList; query: string }) =>
  view.query === '' ? VIEW_LIST_PATHS[view.list] : `${VIEW_LIST_PATHS[view.list]}?${view.query}`;

/** The built-in work queues (issue 34): saved views every admin has, with their live counts. */
export const WORK_QUEUE_KEYS = [
  'to_ship',
  'stale_checkouts',
  'failed_mails',
  'access_expiring',
  'refunded_this_week',
] as const;
export type WorkQueueKey = (typeof WORK_QUEUE_KEYS)[number];

export const VIEW_PATHS = { list: '/views', item: '/views/:id' } as const;

export const QUEUE_PATHS = { list: '/queues', item: '/queues/:key' } as const;
export const QUEUE_TEXTS = { notFound: 'Queue not found' } as const;
