import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('health probes', () => {
  it('answer the same, never compressed, whatever encodings the caller accepts', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const plain = await ctx.app.inject({ method: 'GET', url });
      const accepting = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(plain.statusCode).toBe(200);
      expect(accepting.statusCode).toBe(200);
      expect(accepting.body).toBe(plain.body);
      expect(accepting.headers['content-encoding']).toBeUndefined();
      expect(accepting.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    expect(json(await ctx.app.inject({ method: 'GET', url: '/healthz' }))).toEqual({ status: 'ok' });
    expect(json(await ctx.app.inject({ method: 'GET', url: '/readyz' }))).toEqual({ status: 'ready' });
  });

  it('keep the platform headers (security headers and the request id)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
