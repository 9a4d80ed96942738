// Rate limiter settings (spec 001 §2 "Rate Limiter Settings", §3, §5, §7, §8, §9; DESIGN §4):
// the wire shapes, the bounds and the screen's texts. The edit form and the server validate with
// the same schema, so the bounds the spec puts on the form are enforced by the server too.
import { z } from 'zod';
import { RevisionSchema } from './revisions.ts';

/** spec 001 §5 / §9: window 1000..3600000 ms, max requests 1..10000, both integers. */
export const RATE_LIMITER_BOUNDS = {
  windowMs: { min: 1000, max: 3_600_000 },
  maxRequests: { min: 1, max: 10_000 },
} as const;
export const RATE_LIMITER_DESCRIPTION_MAX = 500;

export const RATE_LIMITER_TEXTS = {
  // spec 001 §8, verbatim
  fetchFailed: 'Failed to fetch settings',
  saveFailed: 'Failed to save settings',
  resetFailed: 'Failed to reset settings',
  clearFailed: 'Failed to clear cache',
  resetSuccess: 'Rate limiters reset to defaults successfully',
  // ours, where the spec is silent
  windowRange: `Time window must be a whole number from ${RATE_LIMITER_BOUNDS.windowMs.min} to ${RATE_LIMITER_BOUNDS.windowMs.max} ms`,
  maxRange: `Max requests must be a whole number from ${RATE_LIMITER_BOUNDS.maxRequests.min} to ${RATE_LIMITER_BOUNDS.maxRequests.max}`,
  descriptionTooLong: `Description must be at most ${RATE_LIMITER_DESCRIPTION_MAX} characters`,
  activeFlag: 'Active must be true or false',
  notFound: 'Rate limiter not found',
  updated: 'Rate limiter updated',
  reset: 'Rate limiters reset to defaults',
  cacheCleared: 'Rate limiter cache cleared: settings reloaded and all counters reset on every server',
  resetConfirm:
    'Reset every rate limiter to its default window, maximum, description and status? Your changes will be lost.',
  clearConfirm: 'Clear the rate limiter cache? Every server reloads the settings and all request counters start again.',
  empty: 'No rate limiters configured.',
  loading: 'Loading settings...',
} as const;

/** spec 001 §3 "Rate limiter setting". */
export const RateLimiterSchema = z.object({
  id: z.number().int(),
  limiter_name: z.string(),
  endpoint_pattern: z.string(),
  window_ms: z.number().int(),
  max_requests: z.number().int(),
  description: z.string(),
  is_active: z.boolean(),
  updated_at: z.iso.datetime({ offset: true }).describe('ISO 8601 instant'),
  /** The record's revision, also its ETag: send it back as `If-Match` to edit (revisions.ts). */
  revision: RevisionSchema,
});
export type RateLimiter = z.infer<typeof RateLimiterSchema>;

const windowMs = z
  .number({ error: RATE_LIMITER_TEXTS.windowRange })
  .int({ error: RATE_LIMITER_TEXTS.windowRange })
  .min(RATE_LIMITER_BOUNDS.windowMs.min, { error: RATE_LIMITER_TEXTS.windowRange })
  .max(RATE_LIMITER_BOUNDS.windowMs.max, { error: RATE_LIMITER_TEXTS.windowRange });

const maxRequests = z
  .number({ error: RATE_LIMITER_TEXTS.maxRange })
  .int({ error: RATE_LIMITER_TEXTS.maxRange })
  .min(RATE_LIMITER_BOUNDS.maxRequests.min, { error: RATE_LIMITER_TEXTS.maxRange })
  .max(RATE_LIMITER_BOUNDS.maxRequests.max, { error: RATE_LIMITER_TEXTS.maxRange });

/** spec 001 §7: PUT /rate-limiters/{id} {window_ms, max_requests, description, is_active}. */
export const UpdateRateLimiterBodySchema = z.object({
  window_ms: windowMs,
  max_requests: maxRequests,
  description: z
    .string({ error: RATE_LIMITER_TEXTS.descriptionTooLong })
    .trim()
    .max(RATE_LIMITER_DESCRIPTION_MAX, { error: RATE_LIMITER_TEXTS.descriptionTooLong })
    .default(''),
  is_active: z.boolean({ error: RATE_LIMITER_TEXTS.activeFlag }),
});
export type UpdateRateLimiterBody = z.infer<typeof UpdateRateLimiterBodySchema>;
export type UpdateRateLimiterInput = z.input<typeof UpdateRateLimiterBodySchema>;

export const RateLimiterListResponseSchema = z.object({ data: z.array(RateLimiterSchema) });
export type RateLimiterListResponse = z.infer<typeof RateLimiterListResponseSchema>;

export const RateLimiterResponseSchema = z.object({ data: RateLimiterSchema, message: z.string().optional() });
export type RateLimiterResponse = z.infer<typeof RateLimiterResponseSchema>;

export const RateLimiterResetResponseSchema = z.object({ data: z.array(RateLimiterSchema), message: z.string() });
export type RateLimiterResetResponse = z.infer<typeof RateLimiterResetResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

const MINUTE_MS = 60_000;

function trimNumber(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100);
}

/**
 * spec 001 §2: "A window of a minute or more is shown in minutes, otherwise in seconds."
 * 900000 → '15 minutes', 60000 → '1 minute', 90000 → '1.5 minutes', 30000 → '30 seconds'.
 */
export function formatWindow(windowMs: number): string {
  if (windowMs >= MINUTE_MS) {
    const minutes = windowMs / MINUTE_MS;
    return `${trimNumber(minutes)} ${minutes === 1 ? 'minute' : 'minutes'}`;
  }
  const seconds = windowMs / 1000;
  return `${trimNumber(seconds)} ${seconds === 1 ? 'second' : 'seconds'}`;
}

/** The card's rate line: '10 requests per 15 minutes'. */
export function formatRate(maxRequests: number, windowMs: number): string {
  const requests = `${maxRequests.toLocaleString('en-US')} ${maxRequests === 1 ? 'request' : 'requests'}`;
  const window = formatWindow(windowMs);
  // '60 requests per 1 minute' reads better as 'per minute'
  return `${requests} per ${window.replace(/^1 (minute|second)$/, '$1')}`;
}

/** The routes' paths, relative to the API base; fill them with `pathTo` (paths.ts). */
export const RATE_LIMITER_PATHS = {
  list: '/rate-limiters',
  item: '/rate-limiters/:id',
  reset: '/rate-limiters/reset',
  clearCache: '/rate-limiters/clear-cache',
} as const;
