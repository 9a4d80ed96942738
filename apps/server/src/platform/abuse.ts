// The abuse score per IP and the IP blacklist (DESIGN §4). Rate-limit hits, bad API keys, failed
// logins and malformed requests add points to the caller's score, which decays over time; at 80
// the IP is blacklisted for 24 h. Blacklisted IPs get 403 on every route.
//
// Where things live: the blacklist's durable copy is the `ip_blacklist` table (it survives
// restarts of Redis and of the servers); the live copy is a Redis key per IP whose TTL ends the
// block by itself; each instance also keeps the list in memory (loaded from the table, updated by
// the other instances' events) to answer while Redis is away. Scores live in Redis, or in memory.
import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import {
  ABUSE_BLOCK_THRESHOLD,
  ABUSE_SCORE_MAX,
  AUTO_BLOCK_SECONDS,
  MONITORING_TEXTS,
} from '@store/contract/monitoring';
import type { Db, Tx } from '../db/client.ts';
import { ipBlacklist } from '../db/schema/operations.ts';
// The signed-in admin on a request (`request.admin`) is declared with the guard.
import type {} from './auth.ts';
import { clientIp, isLoopback } from './client-ip.ts';
import { AppError } from './errors.ts';
import { settlePayload } from './hooks.ts';
import type { SharedRedis } from './redis.ts';

/** What raises a score, by how much, and the reason the blacklist table shows. */
export const ABUSE_EVENTS = {
  rate_limited: { points: 10, reason: 'Rate limit exceeded' },
  invalid_api_key: { points: 20, reason: 'Invalid API key' },
  failed_login: { points: 5, reason: 'Failed login' },
  malformed_request: { points: 5, reason: 'Malformed request' },
} as const;
export type AbuseEvent = keyof typeof ABUSE_EVENTS;

/** A score loses a point a minute: a burst is remembered for an hour or so, not forever. */
export const DECAY_POINTS_PER_MINUTE = 1;
const DECAY_PER_MS = DECAY_POINTS_PER_MINUTE / 60_000;
/** How often each instance reloads the blacklist from the database (catches missed events). */
export const BLACKLIST_SYNC_MS = 5000;

export interface AbuseReading {
  score: number;
  reasons: string[];
}

// Atomic on Redis, so several instances add to one score: decay since the last event, add the
// points, remember the reason, and keep the keys only while the score is above zero.
const RECORD_LUA = `
local now = tonumber(ARGV[1])
local points = tonumber(ARGV[2])
local decay = tonumber(ARGV[3])
local max = tonumber(ARGV[5])
local score = tonumber(redis.call('HGET', KEYS[1], 's') or '0')
local at = tonumber(redis.call('HGET', KEYS[1], 't') or ARGV[1])
score = score - (now - at) * decay
if score < 0 then score = 0 end
score = score + points
if score > max then score = max end
redis.call('HSET', KEYS[1], 's', tostring(score), 't', ARGV[1])
if ARGV[4] ~= '' then redis.call('SADD', KEYS[2], ARGV[4]) end
local ttl = math.ceil(score / decay) + 1000
redis.call('PEXPIRE', KEYS[1], ttl)
redis.call('PEXPIRE', KEYS[2], ttl)
return {tostring(score), redis.call('SMEMBERS', KEYS[2])}
`;

interface MemoryScore {
  score: number;
  at: number;
  reasons: Set<string>;
}

function decayed(score: number, at: number, now: number): number {
  return Math.max(0, score - (now - at) * DECAY_PER_MS);
}

/** Abuse scores: shared in Redis when it is up, per instance in memory otherwise. */
export class AbuseScores {
  private readonly memory = new Map<string, MemoryScore>();

  constructor(private readonly shared: SharedRedis) {}

  private keys(ip: string): [string, string] {
    return [`${this.shared.prefix}abuse:${ip}`, `${this.shared.prefix}abuse:${ip}:reasons`];
  }

  async add(ip: string, points: number, reason: string, now = Date.now()): Promise<AbuseReading> {
    const redis = this.shared.client();
    if (redis) {
      try {
        const [score, reasons] = (await redis.eval(
          RECORD_LUA,
          2,
          ...this.keys(ip),
          String(now),
          String(points),
          String(DECAY_PER_MS),
          reason,
          String(ABUSE_SCORE_MAX),
        )) as [string, string[]];
        return { score: Math.round(Number(score)), reasons: reasons.sort() };
      } catch {
        // fall through to memory
      }
    }
    const entry = this.memory.get(ip);
    const score = Math.min(ABUSE_SCORE_MAX, (entry ? decayed(entry.score, entry.at, now) : 0) + points);
    const reasons = entry?.reasons ?? new Set<string>();
    if (reason) reasons.add(reason);
    this.memory.set(ip, { score, at: now, reasons });
    return { score: Math.round(score), reasons: [...reasons].sort() };
  }

  async get(ip: string): Promise<AbuseReading> {
    return this.add(ip, 0, '');
  }

  async clear(ip: string): Promise<void> {
    this.memory.delete(ip);
    const redis = this.shared.client();
    if (redis) await redis.del(...this.keys(ip)).catch(() => 0);
  }

  /** Drops memory entries that have decayed to nothing. */
  prune(now = Date.now()): void {
    for (const [ip, entry] of this.memory) if (decayed(entry.score, entry.at, now) <= 0) this.memory.delete(ip);
  }
}

export interface BlacklistEntry {
  ip: string;
  score: number;
  reasons: string[];
  manual: boolean;
  blockedAt: Date;
  expiresAt: Date;
}

export interface BlockRequest {
  ip: string;
  score: number;
  reasons: string[];
  manual: boolean;
  durationSeconds: number;
  blockedBy?: number | null;
}

/** Runs inside the transaction of a blacklist change (e.g. to write its audit row). */
export type BlacklistHook = (
  tx: Tx,
  change: { before: BlacklistEntry | null; after: BlacklistEntry | null },
) => Promise<void>;

/** The IP blacklist: durable rows, Redis keys with a TTL, and each instance's memory copy. */
export class Blacklist {
  /** ip → expiry (ms): this instance's copy, the answer while Redis is away. */
  private readonly local = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly shared: SharedRedis,
    private readonly log: FastifyBaseLogger,
  ) {}

  private key(ip: string): string {
    return `${this.shared.prefix}blacklist:${ip}`;
  }

  async isBlocked(ip: string): Promise<boolean> {
    const redis = this.shared.client();
    if (redis) {
      try {
        return (await redis.exists(this.key(ip))) === 1;
      } catch {
        // fall through to memory
      }
    }
    return this.blockedHere(ip);
  }

  /** `isBlocked`, answered at once when this instance's copy is the answer (no Redis). */
  isBlockedNow(ip: string): boolean | Promise<boolean> {
    return this.shared.client() ? this.isBlocked(ip) : this.blockedHere(ip);
  }

  private blockedHere(ip: string): boolean {
    const until = this.local.get(ip);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.local.delete(ip);
    return false;
  }

  /**
   * Blacklists the IP (or renews its block). The row is written in a transaction, with whatever
   * `inTransaction` adds (the admin's audit row); Redis and the other instances hear of it after
   * the commit.
   */
  async block(request: BlockRequest, inTransaction?: BlacklistHook): Promise<BlacklistEntry> {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + request.durationSeconds * 1000);
    const values = {
      ip: request.ip,
      score: Math.max(0, Math.min(ABUSE_SCORE_MAX, Math.round(request.score))),
      reasons: request.reasons,
      manual: request.manual,
      blockedBy: request.blockedBy ?? null,
      blockedAt: now,
      expiresAt,
    };
    const entry = await this.db.transaction(async (tx) => {
      const [previous] = inTransaction
        ? await tx.select().from(ipBlacklist).where(eq(ipBlacklist.ip, request.ip)).for('update')
        : [];
      const [row] = await tx
        .insert(ipBlacklist)
        .values(values)
        .onConflictDoUpdate({
          target: ipBlacklist.ip,
          set: {
            score: values.score,
            reasons: values.reasons,
            manual: values.manual,
            blockedBy: values.blockedBy,
            blockedAt: values.blockedAt,
            expiresAt: values.expiresAt,
          },
        })
        .returning();
      const after = toEntry(row!);
      // An expired row is a block that had already ended: this one is new.
      const before = previous && previous.expiresAt > now ? toEntry(previous) : null;
      await inTransaction?.(tx, { before, after });
      return after;
    });
    this.local.set(request.ip, expiresAt.getTime());
    const redis = this.shared.client();
    if (redis) {
      await redis.set(this.key(request.ip), '1', 'PX', request.durationSeconds * 1000).catch(() => null);
    }
    await this.shared.publish({ type: 'blacklist:added', ip: request.ip, expires_at: expiresAt.getTime() });
    return entry;
  }

  /**
   * True when the IP was blacklisted. The row goes in a transaction, with whatever
   * `inTransaction` adds when there was a row; Redis and the other instances follow the commit.
   */
  async unblock(ip: string, inTransaction?: BlacklistHook): Promise<boolean> {
    const removed = await this.db.transaction(async (tx) => {
      const [row] = await tx.delete(ipBlacklist).where(eq(ipBlacklist.ip, ip)).returning();
      if (row) await inTransaction?.(tx, { before: toEntry(row), after: null });
      return row !== undefined;
    });
    const wasLocal = this.local.delete(ip);
    const redis = this.shared.client();
    let wasShared = false;
    if (redis) wasShared = (await redis.del(this.key(ip)).catch(() => 0)) === 1;
    await this.shared.publish({ type: 'blacklist:removed', ip });
    return removed || wasLocal || wasShared;
  }

  async find(ip: string): Promise<BlacklistEntry | null> {
    const [row] = await this.db
      .select()
      .from(ipBlacklist)
      .where(and(eq(ipBlacklist.ip, ip), gt(ipBlacklist.expiresAt, new Date())));
    return row ? toEntry(row) : null;
  }

  /** The active entries, newest first. */
  async list(limit: number): Promise<BlacklistEntry[]> {
    const rows = await this.db
      .select()
      .from(ipBlacklist)
      .where(gt(ipBlacklist.expiresAt, new Date()))
      .orderBy(desc(ipBlacklist.blockedAt), asc(ipBlacklist.ip))
      .limit(limit);
    return rows.map(toEntry);
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(ipBlacklist).where(gt(ipBlacklist.expiresAt, new Date()));
    return Number(row?.n ?? 0);
  }

  /** Reloads this instance's copy from the table and forgets expired rows. */
  async syncFromDatabase(): Promise<void> {
    const now = new Date();
    const rows = await this.db
      .select({ ip: ipBlacklist.ip, expiresAt: ipBlacklist.expiresAt })
      .from(ipBlacklist)
      .where(gt(ipBlacklist.expiresAt, now));
    this.local.clear();
    for (const row of rows) this.local.set(row.ip, row.expiresAt.getTime());
    await this.db.delete(ipBlacklist).where(lte(ipBlacklist.expiresAt, sql`now() - interval '1 hour'`));
  }

  /** After Redis (re)connects, possibly empty: make its keys match the table. */
  async restoreToRedis(): Promise<void> {
    const redis = this.shared.client();
    if (!redis) return;
    const now = Date.now();
    const rows = await this.db
      .select({ ip: ipBlacklist.ip, expiresAt: ipBlacklist.expiresAt })
      .from(ipBlacklist)
      .where(gt(ipBlacklist.expiresAt, new Date(now)));
    await reconcile(redis, `${this.shared.prefix}blacklist:`, rows, now);
  }

  /** Events from the other instances. */
  apply(
    event: { type: 'blacklist:added'; ip: string; expires_at: number } | { type: 'blacklist:removed'; ip: string },
  ) {
    if (event.type === 'blacklist:added') this.local.set(event.ip, event.expires_at);
    else this.local.delete(event.ip);
  }

  logFailure(what: string, err: unknown): void {
    this.log.warn({ err: err instanceof Error ? err.message : String(err) }, what);
  }
}

async function reconcile(
  redis: Redis,
  keyPrefix: string,
  rows: { ip: string; expiresAt: Date }[],
  now: number,
): Promise<void> {
  const wanted = new Set(rows.map((r) => `${keyPrefix}${r.ip}`));
  // Keys the table no longer has (unblocked while this Redis was away) go first.
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 500);
    cursor = next;
    const stale = keys.filter((k) => !wanted.has(k));
    if (stale.length > 0) await redis.unlink(...stale);
  } while (cursor !== '0');
  if (rows.length === 0) return;
  const pipeline = redis.pipeline();
  for (const row of rows) pipeline.set(`${keyPrefix}${row.ip}`, '1', 'PX', Math.max(1, row.expiresAt.getTime() - now));
  await pipeline.exec();
}

function toEntry(row: typeof ipBlacklist.$inferSelect): BlacklistEntry {
  return {
    ip: row.ip,
    score: row.score,
    reasons: row.reasons,
    manual: row.manual,
    blockedAt: row.blockedAt,
    expiresAt: row.expiresAt,
  };
}

/** Scores and blacklist together: reporting an event may blacklist the IP. */
export class AbuseProtection {
  readonly scores: AbuseScores;
  readonly blacklist: Blacklist;
  private timers: NodeJS.Timeout[] = [];
  private unsubscribe: (() => void)[] = [];

  constructor(
    db: Db,
    private readonly shared: SharedRedis,
    private readonly log: FastifyBaseLogger,
  ) {
    this.scores = new AbuseScores(shared);
    this.blacklist = new Blacklist(db, shared, log);
  }

  /** Adds the event's points; at the threshold the IP is blacklisted for 24 h (loopback never). */
  async report(ip: string, event: AbuseEvent): Promise<AbuseReading> {
    const { points, reason } = ABUSE_EVENTS[event];
    const reading = await this.scores.add(ip, points, reason);
    if (reading.score >= ABUSE_BLOCK_THRESHOLD && !isLoopback(ip) && !(await this.blacklist.isBlocked(ip))) {
      await this.blacklist.block({
        ip,
        score: reading.score,
        reasons: reading.reasons,
        manual: false,
        durationSeconds: AUTO_BLOCK_SECONDS,
      });
      this.log.warn({ ip, score: reading.score, reasons: reading.reasons }, 'ip blacklisted automatically');
    }
    return reading;
  }

  /** Like `report`, for hooks: a failure is logged, never turned into an error for the caller. */
  reportQuietly(ip: string, event: AbuseEvent): Promise<void> {
    return this.report(ip, event).then(
      () => undefined,
      (err: unknown) => this.blacklist.logFailure('abuse report failed', err),
    );
  }

  async start(): Promise<void> {
    const sync = () =>
      this.blacklist
        .syncFromDatabase()
        .catch((err: unknown) => this.blacklist.logFailure('blacklist sync failed', err));
    await sync();
    await this.blacklist
      .restoreToRedis()
      .catch((err: unknown) => this.blacklist.logFailure('blacklist restore failed', err));
    const every = setInterval(() => {
      void sync();
      this.scores.prune();
    }, BLACKLIST_SYNC_MS);
    every.unref();
    this.timers.push(every);
    this.unsubscribe.push(
      this.shared.onEvent((event) => {
        if (event.type === 'blacklist:added' || event.type === 'blacklist:removed') this.blacklist.apply(event);
      }),
      // Redis just went away: this instance's copy takes over, so make it current.
      this.shared.onDown(() => void sync()),
      this.shared.onReady(() => {
        void this.blacklist
          .restoreToRedis()
          .catch((err: unknown) => this.blacklist.logFailure('blacklist restore failed', err));
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

/** The route Fastify matched, e.g. '/api/admin/auth/login' (undefined for unknown paths). */
export function routeOf(request: { routeOptions: { url?: string | undefined } }): string | undefined {
  return request.routeOptions.url;
}

export const LOGIN_ROUTE = '/api/admin/auth/login';
/** The password step and the two-step steps of a sign-in: a refused one counts as a failed login. */
export const SIGN_IN_ROUTES: ReadonlySet<string> = new Set([
  LOGIN_ROUTE,
  '/api/admin/auth/login/mfa',
  '/api/admin/auth/login/enrol',
  '/api/admin/auth/login/enrol/confirm',
]);
/**
 * Payment providers' deliveries are signed and rate limited, but never scored: a misconfigured
 * webhook secret must not get the provider's addresses blacklisted for a day.
 */
export const WEBHOOKS_ROUTE_PREFIX = '/api/v1/webhooks/';

/**
 * The blacklist's 403 on every route (first hook of all), and the abuse events seen from the
 * outside: failed logins (wrong passwords and wrong two-step codes) and malformed requests of callers who are not signed-in admins.
 */
export function registerAbuseHooks(app: FastifyInstance, protection: AbuseProtection): void {
  // Hooks of every request take Fastify's callback form and answer at once when there is nothing
  // to wait for: an async hook costs each request a promise and a turn of the queue (bench P1).
  const blocked = () => new AppError('IP_BLOCKED', MONITORING_TEXTS.blocked);
  app.addHook('onRequest', (request, _reply, done) => {
    const answer = protection.blacklist.isBlockedNow(clientIp(request));
    if (typeof answer === 'boolean') return done(answer ? blocked() : undefined);
    answer.then((is) => done(is ? blocked() : undefined), done);
  });
  // Scored before the answer leaves (onSend, not onResponse): the caller's next request already
  // meets the new score, however fast it comes.
  app.addHook('onSend', (request, reply, payload, done) => {
    const status = reply.statusCode;
    let event: AbuseEvent | null = null;
    if (status === 401 && request.method === 'POST' && SIGN_IN_ROUTES.has(routeOf(request) ?? '')) {
      event = 'failed_login';
    } else if (status === 400 && !request.admin && !routeOf(request)?.startsWith(WEBHOOKS_ROUTE_PREFIX)) {
      event = 'malformed_request';
    }
    if (event === null) return done(null, payload);
    settlePayload(protection.reportQuietly(clientIp(request), event), payload, done);
  });
}
