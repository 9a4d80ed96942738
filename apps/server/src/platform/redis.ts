// Shared state across server instances (DESIGN §1 "Scale-out"): one Redis connection for commands,
// one for pub/sub events, and the health reading of the monitoring screen. Without REDIS_URL, or
// while Redis is down, `client()` answers null and every user of it falls back to its own memory
// (rate-limit counters, abuse scores, blacklist) — the server keeps working, never fails open.
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis, RedisOptions } from 'ioredis';
import type { RedisHealth } from '@store/contract/monitoring';

/** What one instance tells the others; each carries the sender's id so it skips its own. */
export type SharedEvent =
  | { type: 'rate-limiters:changed' }
  | { type: 'rate-limiters:cleared' }
  | { type: 'blacklist:added'; ip: string; expires_at: number }
  | { type: 'blacklist:removed'; ip: string };

export interface SharedRedis {
  /** False without REDIS_URL: a single instance working from memory. */
  readonly configured: boolean;
  /** Every key and channel starts with this, so several stores (or test files) can share a Redis. */
  readonly prefix: string;
  readonly instanceId: string;
  /** The command connection when it is ready, else null (use the memory fallback). */
  client(): Redis | null;
  /** Resolves true once connected (false after `timeoutMs`, or without Redis). */
  waitUntilReady(timeoutMs?: number): Promise<boolean>;
  /** Tells the other instances; never throws (a missed event is caught up by periodic reloads). */
  publish(event: SharedEvent): Promise<void>;
  /** Events from the other instances. Returns the unsubscribe function. */
  onEvent(handler: (event: SharedEvent) => void): () => void;
  /** Called on every (re)connection, e.g. to copy durable state back into a restarted Redis. */
  onReady(handler: () => void): () => void;
  /** Called when a ready connection is lost, e.g. to refresh the memory copies taking over. */
  onDown(handler: () => void): () => void;
  health(): Promise<RedisHealth>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  prefix?: string;
  log?: FastifyBaseLogger;
}

export const DEFAULT_REDIS_PREFIX = 'store:';

/** Commands fail fast while Redis is away, so a request never waits on it for long. */
const COMMAND_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2000,
  commandTimeout: 500,
  // Keep trying forever, at most a second apart: Redis coming back is picked up without a restart.
  retryStrategy: (times) => Math.min(100 * times, 1000),
};

function parseInfo(info: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of info.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0 && !line.startsWith('#')) fields[line.slice(0, at)] = line.slice(at + 1).trim();
  }
  return fields;
}

function memoryOnly(prefix: string): SharedRedis {
  return {
    configured: false,
    prefix,
    instanceId: randomUUID(),
    client: () => null,
    waitUntilReady: async () => false,
    publish: async () => {},
    onEvent: () => () => {},
    onReady: () => () => {},
    onDown: () => () => {},
    health: async () => ({ status: 'disconnected', configured: false }),
    close: async () => {},
  };
}

/** Connects to REDIS_URL; without it, a memory-only stand-in (and ioredis is never loaded). */
export async function connectRedis(url: string | undefined, options: ConnectOptions = {}): Promise<SharedRedis> {
  const prefix = options.prefix ?? DEFAULT_REDIS_PREFIX;
  if (!url) return memoryOnly(prefix);
  const { Redis } = await import('ioredis');
  const log = options.log;
  const instanceId = randomUUID();
  const channel = `${prefix}events`;
  const emitter = new EventEmitter();
  emitter.setMaxListeners(50);

  const commands = new Redis(url, COMMAND_OPTIONS);
  // The subscriber waits as long as it takes (no command timeout): it only listens.
  const subscriber = new Redis(url, {
    ...COMMAND_OPTIONS,
    commandTimeout: undefined,
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
  });
  let closed = false;
  let down = false;
  let wasReady = false;

  commands.on('ready', () => {
    if (down) log?.info('redis is back: shared counters and blacklist are in use again');
    down = false;
    wasReady = true;
    emitter.emit('ready');
  });
  commands.on('close', () => {
    if (wasReady && !closed) emitter.emit('down');
    wasReady = false;
  });
  commands.on('error', (err: Error) => {
    // One line per outage, not one per retry.
    if (!down && !closed) log?.warn({ err: err.message }, 'redis unavailable: working from memory');
    down = true;
  });
  subscriber.on('error', () => {
    // Reported by the command connection; this one just keeps retrying.
  });
  // Ready means both: commands answer and the other instances' events arrive. SUBSCRIBE again on
  // every (re)connection: it is idempotent, and a first attempt may have failed.
  let listening = false;
  const subscribe = () =>
    subscriber.subscribe(channel).then(
      () => {
        listening = true;
        emitter.emit('listening');
      },
      (err: unknown) => {
        if (!closed) log?.warn({ err: String(err) }, 'redis subscribe failed');
      },
    );
  void subscribe();
  subscriber.on('ready', () => void subscribe());
  subscriber.on('close', () => {
    listening = false;
  });
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    try {
      const parsed = JSON.parse(message) as { origin?: string; event?: SharedEvent };
      if (parsed.origin === instanceId || !parsed.event) return;
      emitter.emit('event', parsed.event);
    } catch {
      // not ours
    }
  });

  const client = () => (commands.status === 'ready' ? commands : null);

  return {
    configured: true,
    prefix,
    instanceId,
    client,
    waitUntilReady: (timeoutMs = 5000) => {
      const connected = new Promise<boolean>((resolve) => {
        if (commands.status === 'ready') return resolve(true);
        const timer = setTimeout(() => {
          emitter.off('ready', done);
          resolve(commands.status === 'ready');
        }, timeoutMs);
        timer.unref();
        function done() {
          clearTimeout(timer);
          resolve(true);
        }
        emitter.once('ready', done);
      });
      const subscribed = new Promise<boolean>((resolve) => {
        if (listening) return resolve(true);
        const timer = setTimeout(() => {
          emitter.off('listening', done);
          resolve(listening);
        }, timeoutMs);
        timer.unref();
        function done() {
          clearTimeout(timer);
          resolve(true);
        }
        emitter.once('listening', done);
      });
      return Promise.all([connected, subscribed]).then(([c, l]) => c && l);
    },
    async publish(event) {
      const redis = client();
      if (!redis) return;
      try {
        await redis.publish(channel, JSON.stringify({ origin: instanceId, event }));
      } catch (err) {
        log?.warn({ err: String(err), event: event.type }, 'redis publish failed');
      }
    },
    onEvent(handler) {
      emitter.on('event', handler);
      return () => emitter.off('event', handler);
    },
    onReady(handler) {
      emitter.on('ready', handler);
      return () => emitter.off('ready', handler);
    },
    onDown(handler) {
      emitter.on('down', handler);
      return () => emitter.off('down', handler);
    },
    async health() {
      const redis = client();
      if (!redis) return { status: 'disconnected', configured: true };
      try {
        const [info, keys] = await Promise.all([redis.info(), redis.dbsize()]);
        const fields = parseInfo(info);
        return {
          status: 'connected',
          configured: true,
          version: fields.redis_version ?? 'unknown',
          uptime_days: Number(fields.uptime_in_days ?? 0),
          used_memory: fields.used_memory_human ?? `${fields.used_memory ?? 0}B`,
          total_keys: keys,
        };
      } catch {
        return { status: 'disconnected', configured: true };
      }
    },
    async close() {
      closed = true;
      emitter.removeAllListeners();
      await Promise.all(
        [commands, subscriber].map((c) =>
          c.quit().catch(() => {
            c.disconnect();
          }),
        ),
      );
    },
  };
}

/** Deletes every key under `pattern` (SCAN, never KEYS, so a big Redis is not blocked). */
export async function deleteByPattern(redis: Redis, pattern: string): Promise<number> {
  let cursor = '0';
  let deleted = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) deleted += await redis.unlink(...keys);
  } while (cursor !== '0');
  return deleted;
}
