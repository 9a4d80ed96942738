// Monitoring on one instance without Redis (the in-memory fallback); the same behaviour across two
// instances on Redis is in cluster.test.ts.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKey } from '@store/contract/api-keys';
import {
  formatExpiresIn,
  MONITORING_TEXTS,
  scoreLevel,
  type BlacklistedIp,
  type MonitoringStats,
  type RedisHealth,
} from '@store/contract/monitoring';
import { auditLogs, ipBlacklist } from '../../db/schema/operations.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, remoteAddress?: string) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** The IP's blacklist audit rows (oldest first). */
const auditOf = (ip: string) =>
  ctx.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.resourceType, 'ip_blacklist'), eq(auditLogs.resourceId, ip)))
    .orderBy(auditLogs.id);

async function blacklist(): Promise<BlacklistedIp[]> {
  const res = await call('GET', '/monitoring/blacklisted-ips');
  expect(res.statusCode).toBe(200);
  return json<{ data: BlacklistedIp[] }>(res).data;
}

describe('POST /monitoring/blacklist', () => {
  it('blacklists an IP by hand for the chosen duration, and it gets 403 on every route', async () => {
    const res = await call('POST', '/monitoring/blacklist', { ip: '203.0.113.5', reason: 'Scraping', duration: 3600 });
    expect(res.statusCode, res.body).toBe(201);
    const { data, message } = json<{ data: BlacklistedIp; message: string }>(res);
    expect(message).toBe(MONITORING_TEXTS.blacklisted);
    expect(data).toMatchObject({ ip: '203.0.113.5', reasons: ['Scraping'], manual: true, score: 0 });
    expect(data.expires_in_seconds).toBeGreaterThan(3590);
    expect(data.expires_in_seconds).toBeLessThanOrEqual(3600);

    for (const url of ['/healthz', '/api/admin/auth/login', '/api/v1/products', '/dashboard', '/nowhere']) {
      const blocked = await ctx.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.5' });
      expect(blocked.statusCode, url).toBe(403);
      expect(json(blocked)).toMatchObject({ code: 'IP_BLOCKED', message: MONITORING_TEXTS.blocked });
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '203.0.113.6' })).statusCode).toBe(
      200,
    );

    const listed = (await blacklist()).find((e) => e.ip === '203.0.113.5');
    expect(listed).toMatchObject({ manual: true, reasons: ['Scraping'] });
  });

  it('cannot be dodged with a forged X-Forwarded-For when no proxy is trusted', async () => {
    expect((await call('POST', '/monitoring/blacklist', { ip: '203.0.113.77', reason: 'Abuse' })).statusCode).toBe(201);
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/products',
      remoteAddress: '203.0.113.77',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(forged.statusCode).toBe(403);
    expect(json(forged)).toMatchObject({ code: 'IP_BLOCKED' });
  });

  it('writes a create audit row for the IP; blocking it again while blocked is an update', async () => {
    const ip = '203.0.113.15';
    await call('POST', '/monitoring/blacklist', { ip, reason: 'Audited', duration: 3600 });
    const [created, ...rest] = await auditOf(ip);
    expect(rest).toEqual([]);
    expect(created).toMatchObject({ action: 'create', resourceType: 'ip_blacklist', resourceId: ip });
    expect(created!.changes).toMatchObject({
      reasons: { after: ['Audited'] },
      manual: { after: true },
      duration_seconds: { after: 3600 },
    });
    expect(typeof created!.changes!.expires_at!.after).toBe('string');
    expect(JSON.stringify(created!.changes)).not.toContain('[redacted]');

    await call('POST', '/monitoring/blacklist', { ip, reason: 'Still at it', duration: 86400 });
    const rows = await auditOf(ip);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1]!.changes).toMatchObject({
      reasons: { before: ['Audited'], after: ['Still at it'] },
      duration_seconds: { before: 3600, after: 86400 },
    });
    await call('DELETE', `/monitoring/blacklist/${ip}`);
  });

  it('defaults to 24 hours and stores IPv6 addresses in their canonical form', async () => {
    const res = await call('POST', '/monitoring/blacklist', { ip: '2001:DB8:0:0::7', reason: 'Spam' });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = json<{ data: BlacklistedIp }>(res);
    expect(data.ip).toBe('2001:db8::7');
    expect(data.expires_in_seconds).toBeGreaterThan(86_390);
    const blocked = await ctx.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '2001:db8::7' });
    expect(blocked.statusCode).toBe(403);
  });

  it('refuses the IP the admin is connected from', async () => {
    const res = await call('POST', '/monitoring/blacklist', { ip: '127.0.0.1', reason: 'Oops', duration: 3600 });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(MONITORING_TEXTS.ownIp);
    expect((await blacklist()).map((e) => e.ip)).not.toContain('127.0.0.1');
    expect(await auditOf('127.0.0.1')).toEqual([]);
  });

  it.each([
    [{ reason: 'x', duration: 3600 }, 'ip', MONITORING_TEXTS.ipRequired],
    [{ ip: '  ', reason: 'x' }, 'ip', MONITORING_TEXTS.ipRequired],
    [{ ip: '300.1.1.1', reason: 'x' }, 'ip', MONITORING_TEXTS.ipInvalid],
    [{ ip: 'example.com', reason: 'x' }, 'ip', MONITORING_TEXTS.ipInvalid],
    [{ ip: '10.0.0.1' }, 'reason', MONITORING_TEXTS.reasonRequired],
    [{ ip: '10.0.0.1', reason: '' }, 'reason', MONITORING_TEXTS.reasonRequired],
    [{ ip: '10.0.0.1', reason: 'x', duration: 60 }, 'duration', MONITORING_TEXTS.durationInvalid],
    [{ ip: '10.0.0.1', reason: 'x', duration: '3600' }, 'duration', MONITORING_TEXTS.durationInvalid],
  ])('answers 400 for %j', async (payload, field, text) => {
    const res = await call('POST', '/monitoring/blacklist', payload);
    expect(res.statusCode).toBe(400);
    expect(json<{ fields: Record<string, string> }>(res).fields[field]).toBe(text);
    expect(json(res).error).toBe(json(res).message);
  });

  it.each([3600, 21600, 43200, 86400, 172800, 604800])('accepts the duration %i', async (duration) => {
    const ip = `198.51.100.${duration % 250}`;
    const res = await call('POST', '/monitoring/blacklist', { ip, reason: 'Duration check', duration });
    expect(res.statusCode).toBe(201);
    expect(json<{ data: BlacklistedIp }>(res).data.expires_in_seconds).toBeGreaterThan(duration - 10);
    await call('DELETE', `/monitoring/blacklist/${ip}`);
  });
});

describe('DELETE /monitoring/blacklist/{ip}', () => {
  it('unblocks at once', async () => {
    await call('POST', '/monitoring/blacklist', { ip: '203.0.113.9', reason: 'Test', duration: 3600 });
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '203.0.113.9' })).statusCode).toBe(
      403,
    );
    const res = await call('DELETE', '/monitoring/blacklist/203.0.113.9');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: MONITORING_TEXTS.unblocked });
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '203.0.113.9' })).statusCode).toBe(
      200,
    );
    expect((await blacklist()).map((e) => e.ip)).not.toContain('203.0.113.9');
    const rows = await auditOf('203.0.113.9');
    expect(rows.map((r) => r.action)).toEqual(['create', 'delete']);
    expect(rows[1]!.changes).toMatchObject({ reasons: { before: ['Test'] }, manual: { before: true } });
  });

  it('answers 404 for an IP that is not blacklisted, or not an IP', async () => {
    for (const ip of ['203.0.113.200', 'not-an-ip', '1.2.3.4.5']) {
      const res = await call('DELETE', `/monitoring/blacklist/${ip}`);
      expect(res.statusCode).toBe(404);
      expect(json(res).message).toBe(MONITORING_TEXTS.notBlacklisted);
      expect(await auditOf(ip)).toEqual([]);
    }
  });
});

describe('the abuse score', () => {
  const attempt = (ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: TEST_ADMIN.email, password: 'not-the-password' },
      remoteAddress: ip,
    });

  it('blacklists an IP automatically for 24 h once failed logins and rate-limit hits reach 80', async () => {
    const ip = '203.0.113.50';
    const statuses = [];
    for (let i = 0; i < 16; i++) statuses.push((await attempt(ip)).statusCode);
    // 10 failed sign-ins (5 points each) fill the login limiter; then 429s (10 points each) reach 80.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10, 13)).toEqual([429, 429, 429]);
    expect(statuses.slice(13)).toEqual([403, 403, 403]);
    const entry = (await blacklist()).find((e) => e.ip === ip);
    expect(entry).toMatchObject({ manual: false, score: 80 });
    expect(entry!.reasons.sort()).toEqual(['Failed login', 'Rate limit exceeded']);
    expect(entry!.expires_in_seconds).toBeGreaterThan(86_390);
    // No admin did this: the automatic block leaves no audit row.
    expect(await auditOf(ip)).toEqual([]);
  });

  it('counts malformed requests of callers who are not signed in', async () => {
    const ip = '203.0.113.60';
    for (let i = 0; i < 16; i++) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { email: 'bad' },
        remoteAddress: ip,
      });
    }
    // scored once the answer is out (onResponse), so the block lands a moment later
    await expect
      .poll(async () => (await ctx.app.inject({ method: 'GET', url: '/healthz', remoteAddress: ip })).statusCode)
      .toBe(403);
  });

  it('never blacklists a loopback address automatically', async () => {
    for (let i = 0; i < 20; i++) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { email: 'bad' },
        remoteAddress: '127.0.0.2',
      });
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '127.0.0.2' })).statusCode).toBe(200);
  });

  it('starts again from zero after an unblock', async () => {
    const ip = '203.0.113.50';
    await call('DELETE', `/monitoring/blacklist/${ip}`);
    await call('POST', '/rate-limiters/clear-cache');
    expect((await attempt(ip)).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz', remoteAddress: ip })).statusCode).toBe(200);
  });
});

describe('GET /monitoring/stats and /monitoring/redis-health', () => {
  it('counts blacklisted IPs, active API keys and storefront requests', async () => {
    const before = json<{ data: MonitoringStats }>(await call('GET', '/monitoring/stats')).data;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/api-keys',
      headers: bearer(token),
      payload: { name: 'Stats key' },
    });
    const key = json<{ data: CreatedApiKey }>(created).data;
    for (let i = 0; i < 3; i++) {
      await ctx.app.inject({ method: 'GET', url: '/api/v1/countries', headers: { 'x-api-key': key.api_key } });
    }
    await call('POST', '/monitoring/blacklist', { ip: '203.0.113.99', reason: 'Stats', duration: 3600 });
    await expect
      .poll(async () => json<{ data: MonitoringStats }>(await call('GET', '/monitoring/stats')).data, { timeout: 5000 })
      .toEqual({
        blacklisted_ips: before.blacklisted_ips + 1,
        active_api_keys: before.active_api_keys + 1,
        total_api_requests: before.total_api_requests + 3,
      });
  });

  it('does not count expired entries, which also stop blocking by themselves', async () => {
    const before = json<{ data: MonitoringStats }>(await call('GET', '/monitoring/stats')).data;
    await ctx.database.db.insert(ipBlacklist).values({
      ip: '203.0.113.250',
      reasons: ['Old'],
      expiresAt: new Date(Date.now() - 1000),
    });
    const after = json<{ data: MonitoringStats }>(await call('GET', '/monitoring/stats')).data;
    expect(after.blacklisted_ips).toBe(before.blacklisted_ips);
    expect((await blacklist()).map((e) => e.ip)).not.toContain('203.0.113.250');
    await ctx.database.db.delete(ipBlacklist).where(eq(ipBlacklist.ip, '203.0.113.250'));
  });

  it('says disconnected without Redis', async () => {
    const res = await call('GET', '/monitoring/redis-health');
    expect(res.statusCode).toBe(200);
    expect(json<{ data: RedisHealth }>(res).data).toEqual({ status: 'disconnected', configured: false });
  });

  it('needs an admin session', async () => {
    for (const url of ['/monitoring/stats', '/monitoring/redis-health', '/monitoring/blacklisted-ips']) {
      expect((await ctx.app.inject({ method: 'GET', url: `/api/admin${url}` })).statusCode).toBe(401);
    }
  });
});

describe('formatting helpers', () => {
  it.each([
    [0, '0h 0m'],
    [59, '0h 0m'],
    [3600, '1h 0m'],
    [86_399, '23h 59m'],
    [172_800, '48h 0m'],
  ])('%i seconds read %s', (seconds, text) => {
    expect(formatExpiresIn(seconds)).toBe(text);
  });

  it('colours scores at 60 and 80', () => {
    expect([0, 59, 60, 79, 80, 100].map(scoreLevel)).toEqual(['yellow', 'yellow', 'orange', 'orange', 'red', 'red']);
  });
});
