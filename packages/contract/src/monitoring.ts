// API monitoring and security (spec 001 §2 "Monitoring", §3, §4, §5, §7, §8, §9; DESIGN §4): the
// IP blacklist, the abuse score's thresholds, the stats cards and the Redis health panel.
import { z } from 'zod';
import { requiredString } from './validation.ts';

/** spec 001 §9: the screen refreshes itself every 30 seconds. */
export const MONITORING_REFRESH_MS = 30_000;

/** spec 001 §9 / DESIGN §4: scores run 0..100; at 80 an IP is blacklisted for 24 h. */
export const ABUSE_SCORE_MAX = 100;
export const ABUSE_BLOCK_THRESHOLD = 80;
/** spec 001 §2: the score's colour is red at 80 or more, orange at 60 or more, else yellow. */
export const ABUSE_WARNING_THRESHOLD = 60;
export const AUTO_BLOCK_SECONDS = 86_400;

/** spec 001 §5: the durations a manual blacklisting can choose, in seconds; 24 hours by default. */
export const BLACKLIST_DURATIONS = [
  { seconds: 3600, label: '1 hour' },
  { seconds: 21_600, label: '6 hours' },
  { seconds: 43_200, label: '12 hours' },
  { seconds: 86_400, label: '24 hours' },
  { seconds: 172_800, label: '2 days' },
  { seconds: 604_800, label: '7 days' },
] as const;
export const DEFAULT_BLACKLIST_DURATION = 86_400;
const DURATION_SECONDS: readonly number[] = BLACKLIST_DURATIONS.map((d) => d.seconds);

export const IP_MAX_LENGTH = 45;
export const BLACKLIST_REASON_MAX = 500;

export const MONITORING_TEXTS = {
  // spec 001 §2 and §8, verbatim
  title: 'API Monitoring & Security',
  empty: '✓ No blacklisted IPs',
  loadFailed: 'Failed to load monitoring data. Please try again.',
  unblockFailed: 'Failed to unblock IP. Please try again.',
  blacklistFailed: 'Failed to blacklist IP',
  dialogTitle: 'Manually Blacklist IP',
  // ours, where the spec is silent
  ipRequired: 'IP address is required',
  ipInvalid: 'Enter a valid IPv4 or IPv6 address',
  reasonRequired: 'Reason is required',
  reasonTooLong: `Reason must be at most ${BLACKLIST_REASON_MAX} characters`,
  durationInvalid: `Duration must be one of: ${BLACKLIST_DURATIONS.map((d) => d.label).join(', ')}`,
  ownIp: 'You cannot blacklist the IP address you are connected from',
  notBlacklisted: 'This IP address is not blacklisted',
  blacklisted: 'IP address blacklisted',
  unblocked: 'IP address unblocked',
  blocked: 'Access from your IP address has been blocked. Please try again later.',
} as const;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/**
 * The canonical text of an IPv4 or IPv6 address ('2001:DB8:0::1' → '2001:db8::1', an IPv4-mapped
 * IPv6 address → its IPv4 form), or null when it is not one. Works in the browser and in Node:
 * the URL parser does the IPv6 canonicalisation.
 */
export function canonicalIp(raw: string): string | null {
  const value = raw.trim();
  if (IPV4.test(value)) return value;
  if (!value.includes(':') || value.length > IP_MAX_LENGTH || /[^0-9a-fA-F:.]/.test(value)) return null;
  try {
    const host = new URL(`http://[${value}]/`).hostname.slice(1, -1);
    const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
    if (mapped) {
      const hi = parseInt(mapped[1]!, 16);
      const lo = parseInt(mapped[2]!, 16);
      return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
    }
    return host;
  } catch {
    return null;
  }
}

/** spec 001 §3 "Blacklisted IP". */
export const BlacklistedIpSchema = z.object({
  ip: z.string(),
  score: z.number().int(),
  reasons: z.array(z.string()),
  blocked_at: z.iso.datetime({ offset: true }).describe('ISO 8601 instant'),
  expires_in_seconds: z.number().int(),
  manual: z.boolean(),
});
export type BlacklistedIp = z.infer<typeof BlacklistedIpSchema>;

/** spec 001 §7: GET /monitoring/blacklisted-ips (optional params) → data. */
export const BlacklistQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});

export const BlacklistResponseSchema = z.object({ data: z.array(BlacklistedIpSchema) });
export type BlacklistResponse = z.infer<typeof BlacklistResponseSchema>;

/** spec 001 §5 / §7: POST /monitoring/blacklist {ip, reason, duration}. */
export const BlacklistBodySchema = z.object({
  ip: requiredString(MONITORING_TEXTS.ipRequired, 100).refine((v) => canonicalIp(v) !== null, {
    error: MONITORING_TEXTS.ipInvalid,
  }),
  reason: requiredString(MONITORING_TEXTS.reasonRequired, BLACKLIST_REASON_MAX),
  duration: z
    .number({ error: MONITORING_TEXTS.durationInvalid })
    .int({ error: MONITORING_TEXTS.durationInvalid })
    .refine((n) => DURATION_SECONDS.includes(n), { error: MONITORING_TEXTS.durationInvalid })
    .default(DEFAULT_BLACKLIST_DURATION),
});
export type BlacklistBody = z.infer<typeof BlacklistBodySchema>;
export type BlacklistInput = z.input<typeof BlacklistBodySchema>;

export const BlacklistCreatedResponseSchema = z.object({ data: BlacklistedIpSchema, message: z.string() });
export type BlacklistCreatedResponse = z.infer<typeof BlacklistCreatedResponseSchema>;

export const UnblockParamsSchema = z.object({ ip: z.string().max(100) });
export const UnblockResponseSchema = z.object({ message: z.string() });

/** spec 001 §3 "Monitoring stats". */
export const MonitoringStatsSchema = z.object({
  blacklisted_ips: z.number().int(),
  active_api_keys: z.number().int(),
  total_api_requests: z.number().int(),
});
export type MonitoringStats = z.infer<typeof MonitoringStatsSchema>;
export const MonitoringStatsResponseSchema = z.object({ data: MonitoringStatsSchema });

/**
 * spec 001 §3 "Redis health": connected with its details, or disconnected (no Redis configured, or
 * not reachable: the server then works from memory). The client shows 'unknown' when the call fails.
 */
export const REDIS_STATUSES = ['connected', 'disconnected'] as const;
export const RedisHealthSchema = z.object({
  status: z.enum(REDIS_STATUSES),
  /**
   * Whether REDIS_URL is set. Without it 'disconnected' is the embedded default, not an outage:
   * limits, scores and blocks are kept in memory by this one instance.
   */
  configured: z.boolean(),
  version: z.string().optional(),
  uptime_days: z.number().int().optional(),
  used_memory: z.string().optional().describe("Redis's own reading, e.g. '1.05M'"),
  total_keys: z.number().int().optional(),
});
export type RedisHealth = z.infer<typeof RedisHealthSchema>;
export const RedisHealthResponseSchema = z.object({ data: RedisHealthSchema });

/** spec 001 §2: 'Xh Ym' (e.g. 23h 59m); under a minute still reads '0h 0m'. */
export function formatExpiresIn(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${hours}h ${minutes}m`;
}

/** spec 001 §2: red at 80 or more, orange at 60 or more, otherwise yellow. */
export function scoreLevel(score: number): 'red' | 'orange' | 'yellow' {
  if (score >= ABUSE_BLOCK_THRESHOLD) return 'red';
  if (score >= ABUSE_WARNING_THRESHOLD) return 'orange';
  return 'yellow';
}

/** The routes' paths, relative to the API base; fill them with `pathTo` (paths.ts). */
export const MONITORING_PATHS = {
  blacklistedIps: '/monitoring/blacklisted-ips',
  blacklist: '/monitoring/blacklist',
  blacklistItem: '/monitoring/blacklist/:ip',
  stats: '/monitoring/stats',
  redisHealth: '/monitoring/redis-health',
} as const;
