// Runtime rate limiters (DESIGN §4): the rows of `rate_limiter_settings`, enforced by real
// middleware with 429, Retry-After and RateLimit-* headers. Counters are fixed windows in Redis
// (one atomic script per request, shared by every instance) with an in-memory fallback when Redis
// is absent or down — limits still apply, never fail open. Settings are cached per instance and
// reloaded at once when another instance changes them (Redis pub/sub), and every 10 s regardless.
//
// Why not rate-limiter-flexible: its Redis store rounds windows down to whole seconds (a 1500 ms
// window would become 1 s) and its memory insurance is per limiter object; the fixed window below
// is one short script, keeps the spec's millisecond windows and clears with one SCAN.
import { asc } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_API_BASE } from '@store/contract/navigation';
import { PASSWORD_RESET_PATHS } from '@store/contract/password-reset';
import type { Db } from '../db/client.ts';
import { rateLimiterSettings } from '../db/schema/operations.ts';
// The signed-in admin on a request (`request.admin`) is declared with the guard.
import type {} from './auth.ts';
import { AbuseProtection, LOGIN_ROUTE, registerAbuseHooks, routeOf, WEBHOOKS_ROUTE_PREFIX } from './abuse.ts';
import { clientIp } from './client-ip.ts';
import type { AppDeps, FeatureOptions } from './deps.ts';
import { AppError } from './errors.ts';
import { settle, settlePayload } from './hooks.ts';
import { DEFAULT_RATE_LIMITERS, type RateLimiterName } from './rate-limiter-defaults.ts';
import { connectRedis, deleteByPattern, type SharedRedis } from './redis.ts';

export interface LimiterSetting {
  name: string;
  windowMs: number;
  maxRequests: number;
  isActive: boolean;
}

export interface LimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Milliseconds until the window starts again. */
  resetMs: number;
  windowMs: number;
}

/** A subject's own limit in place of its limiter's. */
export interface LimitOverride {
  windowMs: number;
  maxRequests: number;
}

/** How often each instance reloads the settings even without an event. */
export const SETTINGS_RELOAD_MS = 10_000;

// Fixed window: the first hit creates the counter with the window as its TTL. A TTL longer than
// the window (the window was just shortened) is cut down, so an edit takes effect at once.
const CONSUME_LUA = `
redis.call('SET', KEYS[1], '0', 'PX', ARGV[1], 'NX')
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 or ttl > tonumber(ARGV[1]) then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}
`;
const REFUND_LUA = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return n
`;

/** The fallback counters of one instance. */
class MemoryWindows {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private prunedAt = 0;

  hit(key: string, windowMs: number, now = Date.now()): { count: number; ttl: number } {
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
    } else if (entry.resetAt - now > windowMs) {
      entry.resetAt = now + windowMs;
    }
    entry.count += 1;
    // Bounded memory under a flood of distinct callers, pruning at most once a second.
    if (this.windows.size > 100_000 && now - this.prunedAt > 1000) this.prune(now);
    return { count: entry.count, ttl: entry.resetAt - now };
  }

  refund(key: string): void {
    const entry = this.windows.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  clear(): void {
    this.windows.clear();
  }

  prune(now = Date.now()): void {
    this.prunedAt = now;
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

function defaultSettings(): Map<string, LimiterSetting> {
  return new Map(
    DEFAULT_RATE_LIMITERS.map((d) => [
      d.limiter_name,
      { name: d.limiter_name, windowMs: d.window_ms, maxRequests: d.max_requests, isActive: d.is_active },
    ]),
  );
}

export class RateLimits {
  /** Until the table is read, the seeded defaults apply (never "no limit"). */
  private settings = defaultSettings();
  private readonly memory = new MemoryWindows();
  private timers: NodeJS.Timeout[] = [];
  private unsubscribe: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly shared: SharedRedis,
    private readonly log: FastifyBaseLogger,
  ) {}

  setting(name: string): LimiterSetting | undefined {
    return this.settings.get(name);
  }

  async reload(): Promise<void> {
    const rows = await this.db.select().from(rateLimiterSettings).orderBy(asc(rateLimiterSettings.id));
    this.settings = new Map(
      rows.map((r) => [
        r.limiterName,
        { name: r.limiterName, windowMs: r.windowMs, maxRequests: r.maxRequests, isActive: r.isActive },
      ]),
    );
  }

  private key(name: string, subject: string): string {
    return `${this.shared.prefix}rl:${name}:${subject}`;
  }

  /**
   * Counts one request; null when the limiter is inactive or unknown. `override` is a subject's
   * own limit (an API key's requests per minute, decision 0060): it replaces the limiter's window
   * and maximum, and applies even while the limiter is switched off — it was set for that subject.
   */
  async consume(name: string, subject: string, override?: LimitOverride): Promise<LimitDecision | null> {
    const configured = this.settings.get(name);
    const setting = override ? { ...override, isActive: true } : configured;
    if (!setting || !setting.isActive) return null;
    const key = this.key(name, subject);
    let hit: { count: number; ttl: number } | null = null;
    const redis = this.shared.client();
    if (redis) {
      try {
        const [count, ttl] = (await redis.eval(CONSUME_LUA, 1, key, String(setting.windowMs))) as [number, number];
        hit = { count: Number(count), ttl: Number(ttl) };
      } catch {
        hit = null; // Redis failed mid-request: count in memory instead
      }
    }
    hit ??= this.memory.hit(key, setting.windowMs);
    return {
      allowed: hit.count <= setting.maxRequests,
      limit: setting.maxRequests,
      remaining: Math.max(0, setting.maxRequests - hit.count),
      resetMs: Math.max(0, hit.ttl),
      windowMs: setting.windowMs,
    };
  }

  /** Gives one request back (a successful sign-in does not count against the login limiter). */
  async refund(name: string, subject: string): Promise<void> {
    const key = this.key(name, subject);
    this.memory.refund(key);
    const redis = this.shared.client();
    if (redis) await redis.eval(REFUND_LUA, 1, key).catch(() => 0);
  }

  /** After an edit or a reset: reload here, and tell the other instances to reload. */
  async changed(): Promise<void> {
    await this.reload();
    await this.shared.publish({ type: 'rate-limiters:changed' });
  }

  /** "Clear Cache": every instance drops its cached settings and all counters start again. */
  async clearCache(): Promise<void> {
    this.memory.clear();
    const redis = this.shared.client();
    if (redis) await deleteByPattern(redis, `${this.shared.prefix}rl:*`);
    await this.reload();
    await this.shared.publish({ type: 'rate-limiters:cleared' });
  }

  async start(): Promise<void> {
    const reload = () =>
      this.reload().catch((err: unknown) =>
        this.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'rate limiter reload failed'),
      );
    await reload();
    const every = setInterval(() => {
      void reload();
      this.memory.prune();
    }, SETTINGS_RELOAD_MS);
    every.unref();
    this.timers.push(every);
    this.unsubscribe.push(
      this.shared.onEvent((event) => {
        if (event.type === 'rate-limiters:cleared') this.memory.clear();
        if (event.type === 'rate-limiters:changed' || event.type === 'rate-limiters:cleared') void reload();
      }),
    );
  }

  stop(): void {
    for (const timer of this.timers) clearInterval(timer);
    for (const off of this.unsubscribe) off();
    this.timers = [];
    this.unsubscribe = [];
  }
}

/** The security services every instance runs; features receive it next to `deps`. */
export class Security {
  constructor(
    readonly shared: SharedRedis,
    readonly abuse: AbuseProtection,
    readonly limits: RateLimits,
    /** Told of each request a limiter refuses (the metrics count them). */
    private readonly refused: (limiter: RateLimiterName) => void = () => {},
  ) {}

  /**
   * Counts the request against `limiter` for `subject` (an IP, an admin, a key), sets the
   * RateLimit-* headers, and refuses with 429 and Retry-After once the window is full. A refused
   * request raises the caller IP's abuse score. `override`: the subject's own limit (see consume).
   */
  async enforce(
    request: FastifyRequest,
    reply: FastifyReply,
    limiter: RateLimiterName,
    subject: string,
    override?: LimitOverride,
  ) {
    const decision = await this.limits.consume(limiter, subject, override);
    if (!decision) return;
    const resetSeconds = Math.max(1, Math.ceil(decision.resetMs / 1000));
    reply.header('RateLimit-Limit', decision.limit);
    reply.header('RateLimit-Remaining', decision.remaining);
    reply.header('RateLimit-Reset', resetSeconds);
    reply.header('RateLimit-Policy', `${decision.limit};w=${Math.max(1, Math.ceil(decision.windowMs / 1000))}`);
    if (decision.allowed) return;
    this.refused(limiter);
    reply.header('Retry-After', resetSeconds);
    if (limiter !== 'webhooks') await this.abuse.reportQuietly(clientIp(request), 'rate_limited');
    throw new AppError(
      'RATE_LIMITED',
      `Too many requests. Please try again in ${resetSeconds} ${resetSeconds === 1 ? 'second' : 'seconds'}.`,
    );
  }
}

/** What the security features (API keys, storefront, monitoring, rate limiters) are given. */
export interface SecurityFeatureOptions extends FeatureOptions {
  security: Security;
}

const PASSWORD_ROUTES = {
  forgot: `${ADMIN_API_BASE}${PASSWORD_RESET_PATHS.forgot}`,
  reset: `${ADMIN_API_BASE}${PASSWORD_RESET_PATHS.reset}`,
  link: `${ADMIN_API_BASE}${PASSWORD_RESET_PATHS.link}`,
};

/**
 * The calls counted per IP against the sign-in limiter (admin_login): signing in, and password
 * reset (decision 0024) — asking for links and trying them is as sensitive as guessing passwords.
 * A request for a link is never given back (each may send a mail); a link that works is, as a
 * sign-in that works is.
 */
function signInCall(request: FastifyRequest): 'login' | 'link request' | 'reset link' | null {
  const route = routeOf(request);
  if (request.method === 'POST' && route === LOGIN_ROUTE) return 'login';
  if (request.method === 'POST' && route === PASSWORD_ROUTES.forgot) return 'link request';
  if (request.method === 'POST' && route === PASSWORD_ROUTES.reset) return 'reset link';
  if (request.method === 'GET' && route === PASSWORD_ROUTES.link) return 'reset link';
  return null;
}

/**
 * Installs the blacklist, the abuse hooks and the limiters that are matched by route: admin
 * sign-in (and password reset) per IP, the admin API per signed-in admin, webhooks per IP. (The storefront limiters —
 * per API key, checkout per IP — run in the storefront's own guard.) Call before any route.
 */
export async function registerSecurity(
  app: FastifyInstance,
  deps: AppDeps,
  refused?: (limiter: RateLimiterName) => void,
): Promise<Security> {
  const ownsRedis = !deps.redis;
  const shared = deps.redis ?? (await connectRedis(deps.config.redisUrl, { log: app.log, prefix: deps.redisPrefix }));
  const abuse = new AbuseProtection(deps.database.db, shared, app.log);
  const limits = new RateLimits(deps.database.db, shared, app.log);
  const security = new Security(shared, abuse, limits, refused);

  registerAbuseHooks(app, abuse);
  // Callback-form hooks that answer at once when they have nothing to do (decision 0037).
  app.addHook('onRequest', (request, reply, done) => {
    if (signInCall(request))
      return void settle(security.enforce(request, reply, 'admin_login', clientIp(request)), done);
    if (routeOf(request)?.startsWith(WEBHOOKS_ROUTE_PREFIX)) {
      return void settle(security.enforce(request, reply, 'webhooks', clientIp(request)), done);
    }
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // The login limiter counts password guesses: every attempt is counted as it arrives (so a
    // burst cannot slip through), and given back unless the credentials were refused (401/403).
    // Malformed attempts are the abuse score's business.
    const call = signInCall(request);
    if (call === null) return done(null, payload);
    const status = reply.statusCode;
    const refund =
      call === 'login' ? status !== 401 && status !== 403 && status !== 429 : call === 'reset link' && status === 200;
    if (!refund) return done(null, payload);
    settlePayload(limits.refund('admin_login', clientIp(request)), payload, done);
  });
  // After the admin guard (an onRequest hook of the guarded scopes) has set request.admin.
  app.addHook('preHandler', (request, reply, done) => {
    if (!request.admin) return done();
    settle(security.enforce(request, reply, 'admin_api', String(request.admin.id)), done);
  });

  app.addHook('onReady', async () => {
    await shared.waitUntilReady(2000);
    await Promise.all([abuse.start(), limits.start()]);
  });
  app.addHook('onClose', async () => {
    abuse.stop();
    limits.stop();
    if (ownsRedis) await shared.close();
  });
  return security;
}
