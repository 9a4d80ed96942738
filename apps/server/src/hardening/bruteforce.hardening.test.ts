// Issue 9, items 5 and 21: brute force against the sign-in, and sign-ins under load. 1,000 wrong
// passwords from one IP are limited after the configured maximum, raise the IP's abuse score and
// get it blacklisted; an unknown e-mail costs as long as a known one with a wrong password; 200
// sign-ins at once leave /healthz answering (argon2 runs off the event loop).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlacklistedIp } from '@store/contract/monitoring';
import type { RateLimiter } from '@store/contract/rate-limiters';
import { bearer, json, loginAs, TEST_ADMIN, type TestContext } from '../test/harness.ts';
import { figure, hardeningContext } from './support.ts';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await hardeningContext();
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
});
afterAll(() => ctx.close());

const login = (email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password }, remoteAddress });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('brute force', () => {
  it('limits 1,000 wrong passwords from one IP after the configured maximum, then blacklists it', async () => {
    const limiters = json<{ data: RateLimiter[] }>(
      await ctx.app.inject({ method: 'GET', url: '/api/admin/rate-limiters', headers: bearer(token) }),
    ).data;
    const max = limiters.find((l) => l.limiter_name === 'admin_login')!.max_requests;
    const ip = '203.0.113.66';
    const statuses: number[] = [];
    for (let i = 0; i < 1000; i += 1) statuses.push((await login(TEST_ADMIN.email, `wrong-${i}`, ip)).statusCode);

    // The first `max` are checked (401), the rest never reach the password check.
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(401));
    expect(statuses.slice(max).every((s) => s === 429 || s === 403)).toBe(true);
    const firstBlocked = statuses.indexOf(403);
    expect(firstBlocked).toBeGreaterThan(max);
    expect(statuses.slice(firstBlocked).every((s) => s === 403)).toBe(true);
    // Even the right password is refused now.
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, ip)).statusCode).toBe(403);

    const listed = json<{ data: BlacklistedIp[] }>(
      await ctx.app.inject({ method: 'GET', url: '/api/admin/monitoring/blacklisted-ips', headers: bearer(token) }),
    ).data.find((e) => e.ip === ip);
    expect(listed).toMatchObject({ manual: false });
    expect(listed!.score).toBeGreaterThanOrEqual(80);
    expect(listed!.reasons).toEqual(expect.arrayContaining(['Failed login', 'Rate limit exceeded']));
    const count = (s: number) => statuses.filter((x) => x === s).length;
    figure(
      `brute force: 1000 wrong passwords from one IP → ${count(401)}×401 (limit ${max}), ${count(429)}×429, ` +
        `${count(403)}×403 (blacklisted from attempt ${firstBlocked + 1}, score ${listed!.score})`,
    );
  });

  it('answers an unknown e-mail as slowly as a known one with a wrong password (no skipped hash)', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, each from its own address (the login limit is per IP), medians of 21.
    for (let i = 0; i < 21; i += 1) {
      for (const [email, into] of [
        [TEST_ADMIN.email, known],
        [`nobody-${i}@example.com`, unknown],
      ] as const) {
        const started = performance.now();
        const res = await login(email, 'not-the-password', `198.51.100.${i * 2 + (into === known ? 0 : 1)}`);
        into.push(performance.now() - started);
        expect(res.statusCode).toBe(401);
      }
    }
    const [a, b] = [median(known), median(unknown)];
    const gap = Math.abs(a - b) / Math.max(a, b);
    figure(
      `login timing: known e-mail ${a.toFixed(1)} ms, unknown ${b.toFixed(1)} ms (gap ${(gap * 100).toFixed(1)} %)`,
    );
    // A leak — an unknown e-mail answered without hashing — is a gap of about 95 % (a hash is ~20 ms,
    // the rest ~1 ms). Scheduling noise on a shared 2-core machine reaches ~15 % (14.3 % seen in a
    // full suite run, 1–4 % alone), so the bound sits between the two.
    expect(gap).toBeLessThanOrEqual(0.5);
  });

  it('keeps /healthz answering while 200 sign-ins run at once', async () => {
    let loginsDone = 0;
    const logins = Array.from({ length: 200 }, (_, i) =>
      login(TEST_ADMIN.email, 'not-the-password', `192.0.2.${(i % 250) + 1}`).then((res) => {
        loginsDone += 1;
        return res.statusCode;
      }),
    );
    // Health checks sent while the sign-ins hash: they must come back before the sign-ins end.
    const health: { status: number; loginsDoneWhenAnswered: number }[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
      health.push({ status: res.statusCode, loginsDoneWhenAnswered: loginsDone });
    }
    const statuses = await Promise.all(logins);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(health.every((h) => h.status === 200)).toBe(true);
    expect(health[health.length - 1]!.loginsDoneWhenAnswered).toBeLessThan(200);
    figure(
      `200 concurrent sign-ins: 5 /healthz answered 200 with ${health.map((h) => h.loginsDoneWhenAnswered).join(', ')} of 200 sign-ins done`,
    );
  });
});
