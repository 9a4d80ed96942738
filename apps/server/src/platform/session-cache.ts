// Admin sessions checked in memory (issue 19 item 1; decision 0029). The guard reads a session and
// its admin from the database once, then keeps them here; the database says when to forget them.
// Triggers NOTIFY the channel when a session ends (revoked, deleted) or an admin changes (role,
// admin flag, name, e-mail, deleted) — at commit, so no code path can forget to, and only what
// committed counts — and every instance LISTENs. While it cannot be sure it hears everything (the
// listening connection lost, a heartbeat unanswered) the cache is empty and unused: every request
// reads the database, as before, rather than trust what may be stale.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminRole } from '@store/contract/roles';
import type { Database } from '../db/client.ts';
import { settlePayload } from './hooks.ts';

/** The channel the triggers of migration 0014 notify. */
export const SESSION_CHANNEL = 'admin_auth';

export interface CachedSession {
  sessionId: string;
  id: number;
  name: string;
  email: string;
  role: AdminRole;
  /** The session's own end (ms since the epoch). */
  expiresAt: number;
}

export interface SessionCacheOptions {
  /** Entries kept at most; the oldest go first. */
  maxEntries: number;
  /** An entry is read again from the database after this long, whatever was heard. */
  ttlMs: number;
  /** How often the listening connection proves it still hears (a round trip through the channel). */
  heartbeatMs: number;
  /** A round trip slower than this counts as not hearing. */
  syncTimeoutMs: number;
}

export const SESSION_CACHE_DEFAULTS: SessionCacheOptions = {
  maxEntries: 20_000,
  ttlMs: 10 * 60_000,
  heartbeatMs: 5_000,
  syncTimeoutMs: 2_000,
};

type Entry = CachedSession & { cachedAt: number };

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<number, Set<string>>();
  /** Bumped by every notification: a read begun before one may be stale and is not kept. */
  private generation = 0;
  private listening = false;
  /** The last round trip through the channel came back in time. */
  private hearing = false;
  private readonly waiters = new Map<string, () => void>();
  private stopListening: (() => Promise<void>) | null = null;
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly options: SessionCacheOptions;

  constructor(
    private readonly database: Database,
    options: Partial<SessionCacheOptions> = {},
  ) {
    this.options = { ...SESSION_CACHE_DEFAULTS, ...options };
  }

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(SESSION_CHANNEL, {
      message: (payload) => this.heard(payload),
      state: (listening) => {
        this.listening = listening;
        this.hearing = false;
        this.forgetAll();
        if (listening) void this.sync();
      },
    });
    await this.sync();
    this.heartbeat = setInterval(() => void this.sync(), this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    const stop = this.stopListening;
    this.stopListening = null;
    await stop?.();
    this.listening = false;
    this.hearing = false;
    this.forgetAll();
  }

  /** Whether entries are used at all: listening, and the last round trip came back in time. */
  get active(): boolean {
    return this.listening && this.hearing;
  }

  /** A kept session of this user that has not ended, or undefined (read the database). */
  get(sessionId: string, userId: number, now = Date.now()): CachedSession | undefined {
    if (!this.active) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.id !== userId || entry.expiresAt <= now || now - entry.cachedAt > this.options.ttlMs) {
      this.forgetSession(sessionId);
      return undefined;
    }
    return entry;
  }

  /** Taken before a database read; `put` keeps the read only if nothing was heard meanwhile. */
  mark(): number {
    return this.generation;
  }

  put(mark: number, session: CachedSession, now = Date.now()): void {
    if (!this.active || mark !== this.generation) return;
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.forgetSession(oldest);
    }
    this.entries.set(session.sessionId, { ...session, cachedAt: now });
    let sessions = this.byUser.get(session.id);
    if (!sessions) this.byUser.set(session.id, (sessions = new Set()));
    sessions.add(session.sessionId);
  }

  /**
   * Returns once every change committed before the call has been heard here: a marker sent
   * through the channel comes back after them (notifications arrive in commit order). Not
   * hearing it in time stops the cache until one does.
   */
  async sync(): Promise<void> {
    if (!this.listening) return;
    const nonce = randomUUID();
    const heard = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.waiters.delete(nonce);
        resolve(false);
      }, this.options.syncTimeoutMs);
      timer.unref();
      this.waiters.set(nonce, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    try {
      await this.database.db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${`sync:${nonce}`})`);
    } catch {
      this.waiters.delete(nonce);
      this.deaf();
      return;
    }
    if (!(await heard)) this.deaf();
  }

  /** What the cache holds, for tests and the monitoring of it. */
  get size(): number {
    return this.entries.size;
  }

  private deaf(): void {
    this.hearing = false;
    this.forgetAll();
  }

  private heard(payload: string): void {
    const [kind, value = ''] = splitOnce(payload);
    if (kind !== 'sync') this.generation++;
    if (kind === 'sync') {
      const waiter = this.waiters.get(value);
      this.waiters.delete(value);
      // A late marker proves the connection hears again: everything before it has been heard.
      if (this.listening) this.hearing = true;
      waiter?.();
    } else if (kind === 's') {
      this.forgetSession(value);
    } else if (kind === 'u') {
      for (const sessionId of this.byUser.get(Number(value)) ?? []) this.forgetSession(sessionId);
    } else {
      this.forgetAll(); // something this version does not know: forget rather than guess
    }
  }

  private forgetSession(sessionId: string): void {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    this.entries.delete(sessionId);
    const sessions = this.byUser.get(entry.id);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.byUser.delete(entry.id);
  }

  private forgetAll(): void {
    this.generation++;
    this.entries.clear();
    this.byUser.clear();
  }
}

function splitOnce(payload: string): [string, string] {
  const at = payload.indexOf(':');
  return at < 0 ? [payload, ''] : [payload.slice(0, at), payload.slice(at + 1)];
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCache: SessionCache;
  }
  interface FastifyContextConfig {
    /** A public route that may end sign-in sessions (a refresh that finds a stolen token, a password reset). */
    endsSessions?: boolean;
  }
}

/**
 * Starts the app's session cache and makes each call that may have ended sessions or changed an
 * admin (an admin's change or sign-out, a route marked `endsSessions`) answer once this instance
 * has heard it: the next call, here, sees it (the others hear it within milliseconds). Reads and
 * signing in end nothing.
 */
export async function registerSessionCache(app: FastifyInstance, database: Database): Promise<SessionCache> {
  const cache = new SessionCache(database);
  await cache.start();
  app.decorate('sessionCache', cache);
  app.addHook('onClose', () => cache.stop());
  app.addHook('onSend', (request, _reply, payload, done) => {
    const mayEnd =
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      (request.admin !== null || request.routeOptions.config.endsSessions === true);
    if (!mayEnd) return done(null, payload);
    settlePayload(cache.sync(), payload, done);
  });
  return cache;
}
