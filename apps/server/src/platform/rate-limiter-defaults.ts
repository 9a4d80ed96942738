// The default rate limiters (DESIGN §4), production defaults: start-up inserts the missing ones
// on every start and the Settings screen's "Reset to Defaults" restores these values (both written
// by the rate-limiters feature, which owns the table). Each limiter is enforced by the rate-limit
// middleware (rate-limit.ts), which counts per the subject in RATE_LIMITER_SUBJECTS.

export interface RateLimiterDefault {
  limiter_name: string;
  endpoint_pattern: string;
  /** spec 001 §5: 1000..3600000. */
  window_ms: number;
  /** spec 001 §5: 1..10000. */
  max_requests: number;
  description: string;
  is_active: boolean;
}

const MINUTE_MS = 60_000;

export const DEFAULT_RATE_LIMITERS = [
  {
    limiter_name: 'admin_login',
    endpoint_pattern: 'POST /api/admin/auth/login',
    window_ms: 15 * MINUTE_MS,
    max_requests: 10,
    description: 'Admin sign-in attempts per IP address; slows down password guessing.',
    is_active: true,
  },
  {
    limiter_name: 'admin_api',
    endpoint_pattern: '/api/admin/*',
    window_ms: MINUTE_MS,
    // A person clicks far slower; a screen loads a handful of calls at once, scripts more.
    max_requests: 1200,
    description: 'Admin panel API requests per signed-in admin.',
    is_active: true,
  },
  {
    limiter_name: 'storefront_api',
    endpoint_pattern: '/api/v1/*',
    window_ms: MINUTE_MS,
    max_requests: 300,
    description: 'Storefront API requests per API key (X-API-Key).',
    is_active: true,
  },
  {
    limiter_name: 'checkout',
    endpoint_pattern: 'POST /api/v1/checkout',
    window_ms: MINUTE_MS,
    max_requests: 20,
    description: 'Checkout sessions started per IP address; limits card testing and spam orders.',
    is_active: true,
  },
  {
    limiter_name: 'webhooks',
    endpoint_pattern: '/api/v1/webhooks/*',
    window_ms: MINUTE_MS,
    max_requests: 120,
    description: 'Payment provider webhook deliveries per IP address.',
    is_active: true,
  },
] as const satisfies readonly RateLimiterDefault[];

export type RateLimiterName = (typeof DEFAULT_RATE_LIMITERS)[number]['limiter_name'];

/** What each limiter counts per; the table has no column for it, so it is fixed by name here. */
export const RATE_LIMITER_SUBJECTS: Record<RateLimiterName, 'ip' | 'admin' | 'api_key'> = {
  admin_login: 'ip',
  admin_api: 'admin',
  storefront_api: 'api_key',
  checkout: 'ip',
  webhooks: 'ip',
};
