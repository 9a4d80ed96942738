import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../test/harness.ts';
import { freePort } from '../test/ports.ts';
import { isDatabaseUnavailable } from './errors.ts';

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
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json(res)).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
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
    const { token } = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json', headers: bearer(token) });
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

describe('what counts as the database being away (503, not 500)', () => {
  it('a refused connection, as pg reports it', async () => {
    const port = await freePort();
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    const err = await client.connect().then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection because of crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['57P03', 'the database system is shutting down'],
    ['08006', 'connection failure'],
    ['08P01', 'protocol violation'],
    ['53300', 'sorry, too many clients already'],
    ['57014', 'canceling statement due to statement timeout'],
  ])('SQLSTATE %s (%s)', (code, message) => {
    expect(isDatabaseUnavailable(Object.assign(new Error(message), { code }))).toBe(true);
  });

  it.each([
    ['23505', 'duplicate key value violates unique constraint'],
    ['42P01', 'relation does not exist'],
    ['22P02', 'invalid input syntax for type integer'],
  ])('but not SQLSTATE %s (%s): that is a fault, not an outage', (code, message) => {
    expect(isDatabaseUnavailable(Object.assign(new Error(message), { code }))).toBe(false);
  });

  it('a pool whose connection died, by its message', () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('wrapped by drizzle: the failed query, caused by the lost connection', () => {
    const lost = new Error('Client has encountered a connection error and is not queryable');
    expect(isDatabaseUnavailable(new Error('Failed query: rollback', { cause: lost }))).toBe(true);
    const fault = Object.assign(new Error('relation does not exist'), { code: '42P01' });
    expect(isDatabaseUnavailable(new Error('Failed query: select', { cause: fault }))).toBe(false);
  });
});
