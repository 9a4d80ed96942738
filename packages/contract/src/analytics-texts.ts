// The Analytics screen's texts and the analytics routes' paths.
// Zod-free, like roles.ts and navigation.ts: a first visit (sign-in, then the dashboard) loads
// it without loading a schema; apps/web/src/firstVisit.test.ts keeps it so.

/** spec 001 §2 texts of the Analytics screen. */
export const ANALYTICS_TEXTS = {
  loading: 'Loading analytics...',
  loadFailed: 'Failed to load analytics data',
  noOrders: 'No order data available',
  noProducts: 'No product data available',
  productsTitle: 'Products Sold (Ordered by Revenue)',
  revenueNote: 'Total order revenue = Products revenue + Shipping + Taxes - Discounts',
} as const;

/** The routes' paths, relative to the admin API base (paths.ts). */
export const ANALYTICS_PATHS = {
  overview: '/analytics/overview',
  calendar: '/analytics/calendar',
  revenue: '/analytics/revenue',
  products: '/analytics/products',
  users: '/analytics/users',
  promos: '/analytics/promos',
  geographic: '/analytics/geographic',
} as const;
