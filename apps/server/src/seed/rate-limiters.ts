// The default rate limiters (DESIGN §4). Startup inserts the missing ones on every start; the
// Settings screen's "Reset to Defaults" restores these values. Each limiter is enforced by the
// rate-limit middleware, which counts per the subject in RATE_LIMITER_SUBJECTS.
import type { Tx } from '../db/client.ts';
import { rateLimiterSettings } from '../db/schema/operations.ts';
import { nextRevision } from '../platform/revisions.ts';

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

/** Inserts the default limiters that are missing; never changes a limiter an admin has edited. */
export async function seedRateLimiters(db: Tx): Promise<number> {
  const inserted = await db
    .insert(rateLimiterSettings)
    .values(
      DEFAULT_RATE_LIMITERS.map((limiter) => ({
        limiterName: limiter.limiter_name,
        endpointPattern: limiter.endpoint_pattern,
        windowMs: limiter.window_ms,
        maxRequests: limiter.max_requests,
        description: limiter.description,
        isActive: limiter.is_active,
      })),
    )
    .onConflictDoNothing({ target: rateLimiterSettings.limiterName })
    .returning({ id: rateLimiterSettings.id });
  return inserted.length;
}

/** "Reset to Defaults": every default limiter gets its seeded values back (missing ones are added). */
export async function restoreDefaultRateLimiters(db: Tx): Promise<void> {
  for (const limiter of DEFAULT_RATE_LIMITERS) {
    const values = {
      endpointPattern: limiter.endpoint_pattern,
      windowMs: limiter.window_ms,
      maxRequests: limiter.max_requests,
      description: limiter.description,
      isActive: limiter.is_active,
    };
    await db
      .insert(rateLimiterSettings)
      .values({ limiterName: limiter.limiter_name, ...values })
      .onConflictDoUpdate({
        target: rateLimiterSettings.limiterName,
        set: { ...values, updatedAt: new Date(), revision: nextRevision(rateLimiterSettings.revision) },
      });
  }
}
