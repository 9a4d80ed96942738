// The export download's token store, in memory and (with REDIS_URL, as CI runs it) in Redis.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { connectRedis, type SharedRedis } from './redis.ts';
import { sha256 } from './secrets.ts';
import { SingleUseTokens } from './single-use-tokens.ts';

const redisUrl = process.env.REDIS_URL;
const opened: SharedRedis[] = [];
afterAll(async () => {
  await Promise.all(opened.map((r) => r.close()));
});

async function store(kind: 'memory' | 'redis') {
  const shared = await connectRedis(kind === 'redis' ? redisUrl : undefined, {
    prefix: `tokens-test:${randomUUID()}:`,
  });
  opened.push(shared);
  if (kind === 'redis') expect(await shared.waitUntilReady(5000)).toBe(true);
  return { shared, tokens: new SingleUseTokens<{ n: number }>(shared, 'test-token') };
}

describe.each(redisUrl ? (['memory', 'redis'] as const) : (['memory'] as const))('single-use tokens in %s', (kind) => {
  it('gives the value once: a second use, and an unknown token, get nothing', async () => {
    const { tokens } = await store(kind);
    const { token, expiresAt } = await tokens.issue({ n: 1 }, 60);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 55_000);
    expect(await tokens.consume(token)).toEqual({ n: 1 });
    expect(await tokens.consume(token)).toBeNull();
    expect(await tokens.consume(`${token}x`)).toBeNull();
  });

  it('gives the value to exactly one of many uses at once', async () => {
    const { tokens } = await store(kind);
    const { token } = await tokens.issue({ n: 2 }, 60);
    const results = await Promise.all(Array.from({ length: 20 }, () => tokens.consume(token)));
    expect(results.filter((r) => r !== null)).toEqual([{ n: 2 }]);
  });

  it('refuses a token once its time is up', async () => {
    const { tokens } = await store(kind);
    if (kind === 'memory') {
      const now = Date.now();
      const { token } = await tokens.issue({ n: 3 }, 60, now);
      expect(await tokens.consume(token, now + 60_001)).toBeNull();
    } else {
      const { token } = await tokens.issue({ n: 3 }, 1);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(await tokens.consume(token)).toBeNull();
    }
  });

  it('stores only a hash of the token', async () => {
    const { shared, tokens } = await store(kind);
    const { token } = await tokens.issue({ n: 4 }, 60);
    const redis = shared.client();
    if (redis) {
      const keys = await redis.keys(`${shared.prefix}*`);
      expect(keys).toEqual([`${shared.prefix}test-token:${sha256(token)}`]);
      expect(keys.join()).not.toContain(token);
    } else {
      const memory = (tokens as unknown as { memory: Map<string, unknown> }).memory;
      expect([...memory.keys()]).toEqual([sha256(token)]);
    }
  });
});
