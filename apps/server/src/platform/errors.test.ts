import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('error handling and platform headers', () => {
  it('answers an unknown API route with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ code: 'NOT_FOUND' });
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('masks an internal error: generic text and a request id, no details', async () => {
    // A real fault inside a real query: the database is closed under the running app.
    const broken = await createTestContext();
    const login = await broken.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: 'admin@example.com', password: 'correct-horse-battery' },
    });
    const token = json<{ token: string }>(login).token;
    await broken.database.close();
    const res = await broken.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/overview',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    const body = json(res);
    expect(['INTERNAL', 'UNAVAILABLE']).toContain(body.code);
    expect(body.request_id).toBe(res.headers['x-request-id']);
    expect(res.body).not.toMatch(/select|from|\.ts|at \w+ \(|stack|pglite|closed/i);
    await broken.app.close();
  });

  it('sends security headers and no-store on API answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const api = await ctx.app.inject({ method: 'GET', url: '/api/admin/auth/me' });
    expect(api.headers['cache-control']).toBe('no-store');
  });

  it('reports readiness from the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(json(res)).toEqual({ status: 'ready' });
  });

  it('serves the OpenAPI document built from the contract schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = json<{ paths: Record<string, unknown> }>(res);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/auth/login',
        ...['overview', 'revenue', 'products', 'users', 'promos', 'geographic'].map((r) => `/api/admin/analytics/${r}`),
      ]),
    );
  });
});
