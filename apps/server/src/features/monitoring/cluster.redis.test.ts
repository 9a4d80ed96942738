// Two server instances on one database and one Redis (DESIGN §1 "Scale-out"), each listening on
// its own port and called over real HTTP: limits count across both, a blacklist or a limiter edit
// made through one holds on the other within a second, a revoked key fails on both. Then Redis is
// stopped (limits still apply, from memory; health says disconnected) and started again (the
// instances recover without a restart).
//
// Redis: REDIS_URL when set (CI), else a redis-server this file starts; every test file uses its
// own key prefix, so a shared Redis is fine. The stop/start test always uses its own redis-server.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKey } from '@store/contract/api-keys';
import type { RedisHealth } from '@store/contract/monitoring';
import type { RateLimiter } from '@store/contract/rate-limiters';
// eslint-disable-next-line no-restricted-imports -- two real apps on one database: the harness builds one per database
import { buildApp } from '../../app.ts';
import { Blacklist } from '../../platform/abuse.ts';
import { connectRedis, type SharedRedis } from '../../platform/redis.ts';
import { prepare } from '../../startup.ts';
import { createTestContext, TEST_ADMIN, type TestContext } from '../../test/harness.ts';
import { redisServerBinary, startRedisProcess, type RedisProcess } from '../../test/redis-process.ts';

const binary = redisServerBinary();
const externalUrl = process.env.REDIS_URL;

interface Instance {
  app: FastifyInstance;
  base: string;
  redis: SharedRedis;
  close(): Promise<void>;
}

let ctx: TestContext;
let own: RedisProcess | undefined;
let redisUrl: string;

async function instance(url: string, prefix: string): Promise<Instance> {
  // Behind a (pretend) load balancer on 127.0.0.1: clients are told apart by X-Forwarded-For.
  const config = { ...ctx.config, trustProxy: '127.0.0.1' };
  const { deps } = await prepare(config, ctx.database);
  const redis = await connectRedis(url, { prefix });
  const app = await buildApp({ ...deps, redis }, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  expect(await redis.waitUntilReady(5000)).toBe(true);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    base: `http://127.0.0.1:${port}`,
    redis,
    close: async () => {
      await app.close();
      await redis.close();
    },
  };
}

async function http(
  target: Instance,
  method: string,
  path: string,
  options: { token?: string; key?: string; ip?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['x-api-key'] = options.key;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${target.base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function signIn(target: Instance): Promise<string> {
  const res = await http(target, 'POST', '/api/admin/auth/login', {
    body: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
  });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

async function newKey(target: Instance, token: string, name: string): Promise<CreatedApiKey> {
  const res = await http(target, 'POST', '/api/v1/admin/api-keys', { token, body: { name } });
  expect(res.status).toBe(201);
  return (res.body as { data: CreatedApiKey }).data;
}

async function editLimiter(target: Instance, token: string, name: string, over: Partial<RateLimiter>) {
  const list = (await http(target, 'GET', '/api/admin/rate-limiters', { token })).body as { data: RateLimiter[] };
  const current = list.data.find((l) => l.limiter_name === name)!;
  const res = await http(target, 'PUT', `/api/admin/rate-limiters/${current.id}`, {
    token,
    body: {
      window_ms: current.window_ms,
      max_requests: current.max_requests,
      description: current.description,
      is_active: current.is_active,
      ...over,
    },
  });
  expect(res.status).toBe(200);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  // This suite is the `redis` project (CI runs it); it needs a redis-server binary to start and stop.
  if (!binary) throw new Error('The Redis suite needs the redis-server binary (apt-get install redis-server).');
  ctx = await createTestContext();
  if (binary) own = await startRedisProcess(binary);
  redisUrl = externalUrl ?? own!.url;
}, 60_000);
afterAll(async () => {
  await own?.stop();
  await ctx?.close();
});

describe('two instances sharing PostgreSQL and Redis', () => {
  let a: Instance;
  let b: Instance;
  let token: string;
  const prefix = `test-cluster-${randomUUID()}:`;

  beforeAll(async () => {
    a = await instance(redisUrl, prefix);
    b = await instance(redisUrl, prefix);
    token = await signIn(a);
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    const raw = new Redis(redisUrl);
    const keys = await raw.keys(`${prefix}*`);
    if (keys.length > 0) await raw.del(...keys);
    await raw.quit();
  });

  it('counts a limit across both instances', async () => {
    await editLimiter(a, token, 'storefront_api', { max_requests: 4, window_ms: 60_000 });
    const key = await newKey(a, token, 'Across instances');
    const statuses = [];
    for (const target of [a, b, a, b, a, b]) {
      statuses.push((await http(target, 'GET', '/api/v1/countries', { key: key.api_key })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    await editLimiter(b, token, 'storefront_api', { max_requests: 300 });
  });

  it('enforces a limiter edit made on one instance on the other within a second', async () => {
    const key = await newKey(a, token, 'Edit propagation');
    const before = await http(b, 'GET', '/api/v1/countries', { key: key.api_key });
    expect(before.headers.get('ratelimit-limit')).toBe('300');

    await editLimiter(a, token, 'storefront_api', { max_requests: 7 });
    const edited = Date.now();
    let seen = '';
    while (Date.now() - edited < 1000) {
      seen = (await http(b, 'GET', '/api/v1/countries', { key: key.api_key })).headers.get('ratelimit-limit') ?? '';
      if (seen === '7') break;
      await sleep(20);
    }
    expect(seen).toBe('7');
    expect(Date.now() - edited).toBeLessThan(1000);
    // ...and enforced there, not only announced: at most 7 more calls pass before a 429.
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1)
      statuses.push((await http(b, 'GET', '/api/v1/countries', { key: key.api_key })).status);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(7);

    // and a reset made on B is back on A as quickly
    expect((await http(b, 'POST', '/api/admin/rate-limiters/reset', { token })).status).toBe(200);
    const reset = Date.now();
    while (Date.now() - reset < 1000) {
      seen = (await http(a, 'GET', '/api/v1/products', { key: key.api_key })).headers.get('ratelimit-limit') ?? '';
      if (seen === '300') break;
      await sleep(20);
    }
    expect(seen).toBe('300');
  });

  it('blocks on one instance an IP blacklisted through the other, and unblocks the same way', async () => {
    const ip = '203.0.113.31';
    expect((await http(b, 'GET', '/healthz', { ip })).status).toBe(200);
    const res = await http(a, 'POST', '/api/admin/monitoring/blacklist', {
      token,
      body: { ip, reason: 'Cluster', duration: 3600 },
    });
    expect(res.status).toBe(201);
    expect((await http(b, 'GET', '/healthz', { ip })).status).toBe(403);
    expect((await http(b, 'GET', '/api/v1/products', { ip })).status).toBe(403);
    const listed = (await http(b, 'GET', '/api/admin/monitoring/blacklisted-ips', { token })).body as {
      data: { ip: string; manual: boolean }[];
    };
    expect(listed.data).toContainEqual(expect.objectContaining({ ip, manual: true }));

    expect((await http(b, 'DELETE', `/api/admin/monitoring/blacklist/${ip}`, { token })).status).toBe(200);
    expect((await http(a, 'GET', '/healthz', { ip })).status).toBe(200);
  });

  it('blacklists automatically from abuse seen on both instances together', async () => {
    const ip = '203.0.113.32';
    const bad = `sk_${'C'.repeat(43)}`;
    // 20 points a bad key, alternating instances: the fourth reaches 80.
    const statuses = [];
    for (const target of [a, b, a, b, a])
      statuses.push((await http(target, 'GET', '/api/v1/products', { key: bad, ip })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 403]);
    expect((await http(b, 'GET', '/healthz', { ip })).status).toBe(403);
  });

  it('refuses a revoked key on both instances at once', async () => {
    const key = await newKey(b, token, 'Revoked across');
    expect((await http(a, 'GET', '/api/v1/products', { key: key.api_key })).status).toBe(200);
    expect((await http(b, 'GET', '/api/v1/products', { key: key.api_key })).status).toBe(200);
    expect((await http(a, 'PUT', `/api/v1/admin/api-keys/${key.id}/revoke`, { token })).status).toBe(200);
    expect((await http(b, 'GET', '/api/v1/products', { key: key.api_key })).status).toBe(401);
    expect((await http(a, 'GET', '/api/v1/products', { key: key.api_key })).status).toBe(401);
  });

  it('clears the counters of every instance', async () => {
    await editLimiter(a, token, 'storefront_api', { max_requests: 1 });
    const key = await newKey(a, token, 'Cleared');
    expect((await http(a, 'GET', '/api/v1/countries', { key: key.api_key })).status).toBe(200);
    expect((await http(b, 'GET', '/api/v1/countries', { key: key.api_key })).status).toBe(429);
    const res = await http(b, 'POST', '/api/admin/rate-limiters/clear-cache', { token });
    expect(res.status).toBe(200);
    expect((await http(a, 'GET', '/api/v1/countries', { key: key.api_key })).status).toBe(200);
    await http(a, 'POST', '/api/admin/rate-limiters/reset', { token });
  });

  it('ends a block by itself when its TTL runs out', async () => {
    const ip = '203.0.113.33';
    const blacklist = new Blacklist(ctx.database.db, a.redis, a.app.log);
    await blacklist.block({ ip, score: 90, reasons: ['Short'], manual: true, durationSeconds: 1 });
    const ttl = await a.redis.client()!.pttl(`${prefix}blacklist:${ip}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(1000);
    expect((await http(b, 'GET', '/healthz', { ip })).status).toBe(403);
    await sleep(1100);
    expect((await http(b, 'GET', '/healthz', { ip })).status).toBe(200);
    expect((await http(a, 'GET', '/healthz', { ip })).status).toBe(200);
  });

  it('keeps blacklist entries across a restart of the servers and of Redis', async () => {
    const ip = '203.0.113.34';
    await http(a, 'POST', '/api/admin/monitoring/blacklist', {
      token,
      body: { ip, reason: 'Restart', duration: 3600 },
    });
    await a.close();
    await b.close();
    // A Redis that lost everything (CI runs it without persistence), then a fresh instance.
    const raw = new Redis(redisUrl);
    const keys = await raw.keys(`${prefix}*`);
    if (keys.length > 0) await raw.del(...keys);
    await raw.quit();
    a = await instance(redisUrl, prefix);
    b = await instance(redisUrl, prefix);
    expect((await http(a, 'GET', '/healthz', { ip })).status).toBe(403);
    expect((await http(b, 'GET', '/healthz', { ip })).status).toBe(403);
    expect(await a.redis.client()!.exists(`${prefix}blacklist:${ip}`)).toBe(1);
  });
});

describe('stores sharing one Redis server', () => {
  /** An instance as a deployment starts it: REDIS_URL set, no REDIS_PREFIX, the app connects itself. */
  async function storeInstance(context: TestContext) {
    const config = { ...context.config, redisUrl, redisPrefix: undefined, trustProxy: '127.0.0.1' };
    const { deps } = await prepare(config, context.database);
    const app = await buildApp(deps, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const target = { app, base: `http://127.0.0.1:${port}`, redis: undefined as never, close: () => app.close() };
    return { target, prefix: deps.redisPrefix };
  }

  it('keep their counters and events apart by default: clearing one store leaves the other alone', async () => {
    const other = await createTestContext();
    // Two stores' databases are made apart and so get ids of their own; the test databases are
    // copies of one template, so the other store's id is made anew here.
    await other.database.db.execute(sql`delete from system_settings where key = 'store_id'`);
    const [a1, a2, b] = [await storeInstance(ctx), await storeInstance(ctx), await storeInstance(other)];
    try {
      // One store's instances share a prefix; another store's differs.
      expect(a1.prefix).toBe(a2.prefix);
      expect(a1.prefix).toMatch(/^store:[0-9a-f]{8}:$/);
      expect(b.prefix).not.toBe(a1.prefix);

      const tokenA = await signIn(a1.target);
      const tokenB = await signIn(b.target);
      await editLimiter(a1.target, tokenA, 'storefront_api', { max_requests: 1, window_ms: 60_000 });
      await editLimiter(b.target, tokenB, 'storefront_api', { max_requests: 1, window_ms: 60_000 });
      const keyA = await newKey(a1.target, tokenA, 'Store A');
      const keyB = await newKey(b.target, tokenB, 'Store B');
      const countries = (target: Instance, key: string) => http(target, 'GET', '/api/v1/countries', { key });
      expect((await countries(a1.target, keyA.api_key)).status).toBe(200);
      expect((await countries(a2.target, keyA.api_key)).status).toBe(429); // counted across store A
      expect((await countries(b.target, keyB.api_key)).status).toBe(200);

      // "Clear cache" on store A empties store A's counters on both its instances, not store B's.
      expect((await http(a2.target, 'POST', '/api/admin/rate-limiters/clear-cache', { token: tokenA })).status).toBe(
        200,
      );
      await sleep(300);
      expect((await countries(a1.target, keyA.api_key)).status).toBe(200);
      expect((await countries(b.target, keyB.api_key)).status).toBe(429);
    } finally {
      await Promise.all([a1, a2, b].map((i) => i.target.close()));
      await other.close();
      const raw = new Redis(redisUrl);
      for (const prefix of new Set([a1.prefix, b.prefix])) {
        const keys = await raw.keys(`${prefix}*`);
        if (keys.length > 0) await raw.del(...keys);
      }
      await raw.quit();
    }
  }, 60_000);
});

describe('when Redis goes away and comes back', () => {
  let a: Instance;
  let b: Instance;
  let token: string;
  const prefix = `test-outage-${randomUUID()}:`;

  beforeAll(async () => {
    a = await instance(own!.url, prefix);
    b = await instance(own!.url, prefix);
    token = await signIn(a);
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const health = async (target: Instance) =>
    ((await http(target, 'GET', '/api/admin/monitoring/redis-health', { token })).body as { data: RedisHealth }).data;

  it('works from memory while Redis is down, and recovers without a restart', async () => {
    const connected = await health(a);
    expect(connected).toMatchObject({ status: 'connected' });
    expect(connected.version).toMatch(/^\d+\.\d+/);
    expect(typeof connected.uptime_days).toBe('number');
    expect(connected.used_memory).toMatch(/\d/);
    expect(connected.total_keys).toBeGreaterThanOrEqual(0);

    const ip = '203.0.113.41';
    await http(a, 'POST', '/api/admin/monitoring/blacklist', { token, body: { ip, reason: 'Outage', duration: 3600 } });
    await editLimiter(a, token, 'storefront_api', { max_requests: 3 });
    const key = await newKey(a, token, 'Outage');

    await own!.stop();
    await expect.poll(async () => (await health(a)).status, { timeout: 5000 }).toBe('disconnected');

    // Limits still apply, counted in each instance's memory: never fail open.
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await http(a, 'GET', '/api/v1/countries', { key: key.api_key })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The blacklist still holds (each instance's copy of the table).
    expect((await http(a, 'GET', '/healthz', { ip })).status).toBe(403);
    expect((await http(b, 'GET', '/healthz', { ip })).status).toBe(403);

    await own!.start();
    await expect.poll(async () => (await health(a)).status, { timeout: 10_000 }).toBe('connected');
    await expect.poll(async () => (await health(b)).status, { timeout: 10_000 }).toBe('connected');
    // The restarted Redis is empty: the instances copy the blacklist back into it.
    const raw = new Redis(own!.url);
    await expect.poll(() => raw.exists(`${prefix}blacklist:${ip}`), { timeout: 5000 }).toBe(1);
    // And counters are shared again.
    const fresh = await newKey(a, token, 'After outage');
    const shared = [];
    for (const target of [a, b, a, b])
      shared.push((await http(target, 'GET', '/api/v1/countries', { key: fresh.api_key })).status);
    expect(shared).toEqual([200, 200, 200, 429]);
    expect(await raw.exists(`${prefix}rl:storefront_api:${fresh.id}`)).toBe(1);
    await raw.quit();
  }, 60_000);

  // Issue 9, item 18: Redis killed in the middle of 30 s of storefront traffic, then brought back.
  it('under 30 s of load with Redis killed and restarted: under 1 % errors other than 429, limits and blacklist hold', async () => {
    const key = await newKey(a, token, 'Load outage');
    await editLimiter(a, token, 'storefront_api', { max_requests: 2000, window_ms: 60_000 });
    const ip = '203.0.113.42';
    await http(a, 'POST', '/api/admin/monitoring/blacklist', { token, body: { ip, reason: 'Load', duration: 3600 } });
    await expect.poll(async () => (await health(a)).status, { timeout: 10_000 }).toBe('connected');

    const started = Date.now();
    const seen: { at: number; status: number }[] = [];
    const blockedDuringOutage: number[] = [];
    const load = new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${a.base}/api/v1/countries`,
          connections: 10,
          duration: 30,
          timeout: 10,
          headers: { 'x-api-key': key.api_key },
        },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
      instance.on('response', (_client, status) => seen.push({ at: Date.now() - started, status }));
    });
    const outage = (async () => {
      await sleep(10_000);
      await own!.stop();
      await sleep(1_000);
      for (const target of [a, b]) blockedDuringOutage.push((await http(target, 'GET', '/healthz', { ip })).status);
      await sleep(9_000);
      await own!.start();
    })();
    const result = await load;
    await outage;

    const total = seen.length + result.errors + result.timeouts;
    const bad = seen.filter((r) => r.status !== 200 && r.status !== 429).length + result.errors + result.timeouts;
    const during = seen.filter((r) => r.at >= 10_500 && r.at < 20_000);
    const count = (list: typeof seen, status: number) => list.filter((r) => r.status === status).length;
    console.log(
      `[hardening] redis killed mid-load: ${total} requests in 30 s, ${bad} errors other than 429 ` +
        `(${((bad / total) * 100).toFixed(2)} %); while down: ${count(during, 200)}×200, ${count(during, 429)}×429; ` +
        `blacklisted IP while down: ${blockedDuringOutage.join(', ')}`,
    );
    expect(bad / total).toBeLessThan(0.01);
    // Limits went on from memory (the key's 2,000 a minute ran out while Redis was away)...
    expect(count(during, 429)).toBeGreaterThan(0);
    // ...the blacklist still held on both instances...
    expect(blockedDuringOutage).toEqual([403, 403]);
    // ...and both found Redis again without a restart.
    await expect.poll(async () => (await health(a)).status, { timeout: 10_000 }).toBe('connected');
    await expect.poll(async () => (await health(b)).status, { timeout: 10_000 }).toBe('connected');
    await http(a, 'POST', '/api/admin/rate-limiters/reset', { token });
  }, 90_000);
});
