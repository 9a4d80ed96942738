// Short-lived, single-use tokens (a CSV export's download, decision 0017). The token is a random
// secret handed out once; only its SHA-256 is stored, with the value it stands for, in Redis
// (shared by every instance, expiring by itself) or, without Redis, in this instance's memory.
// Using it takes it away atomically: of two uses at once, one gets the value and the other null.
import { randomToken, sha256 } from './secrets.ts';
import type { SharedRedis } from './redis.ts';

// GET and DEL in one step (GETDEL needs Redis 6.2; a script works on every version).
const TAKE_LUA = `
local value = redis.call('GET', KEYS[1])
if value then redis.call('DEL', KEYS[1]) end
return value
`;

/** Live tokens kept in memory at most (an admin starts an export a few times a minute). */
const MEMORY_LIMIT = 10_000;

export class SingleUseTokens<T> {
  private readonly memory = new Map<string, { value: string; expiresAt: number }>();

  constructor(
    private readonly shared: SharedRedis,
    /** The keys' namespace under the store's prefix, e.g. `export-token`. */
    private readonly namespace: string,
  ) {}

  private key(hash: string): string {
    return `${this.shared.prefix}${this.namespace}:${hash}`;
  }

  /** A new token standing for `value` during `ttlSeconds`. */
  async issue(value: T, ttlSeconds: number, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
    const token = randomToken(32);
    const hash = sha256(token);
    const text = JSON.stringify(value);
    const expiresAt = new Date(now + ttlSeconds * 1000);
    const redis = this.shared.client();
    if (redis) {
      try {
        await redis.set(this.key(hash), text, 'EX', ttlSeconds);
        return { token, expiresAt };
      } catch {
        // Redis went away: this instance keeps it (the browser comes back to the same one).
      }
    }
    this.prune(now);
    this.memory.set(hash, { value: text, expiresAt: expiresAt.getTime() });
    return { token, expiresAt };
  }

  /** The token's value, once: null when it is unknown, expired or already used. */
  async consume(token: string, now = Date.now()): Promise<T | null> {
    const hash = sha256(token);
    const local = this.memory.get(hash);
    if (local) {
      this.memory.delete(hash);
      return local.expiresAt > now ? (JSON.parse(local.value) as T) : null;
    }
    const redis = this.shared.client();
    if (!redis) return null;
    const text = (await redis.eval(TAKE_LUA, 1, this.key(hash))) as string | null;
    return text === null ? null : (JSON.parse(text) as T);
  }

  private prune(now: number): void {
    for (const [hash, entry] of this.memory) if (entry.expiresAt <= now) this.memory.delete(hash);
    // Still full of live tokens: the oldest go first (a Map iterates in insertion order).
    for (const hash of this.memory.keys()) {
      if (this.memory.size < MEMORY_LIMIT) break;
      this.memory.delete(hash);
    }
  }
}
