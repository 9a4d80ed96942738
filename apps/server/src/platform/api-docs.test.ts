// /api/docs is an admin session's (issue 32): closed without one, open with a bearer token or the
// cookie the panel asks for, and open to everyone with API_DOCS=public.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@store/contract/auth';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

/** The `name=value` of the cookie a Set-Cookie header sets, and the header itself. */
function cookieOf(header: string | string[] | number | undefined) {
  const text = String(Array.isArray(header) ? header[0] : header);
  return { pair: text.split(';')[0]!, header: text };
}

describe('the API documentation', () => {
  it('answers 401 without a session: the standard body for the document, a page saying what to do for the page', async () => {
    for (const url of ['/api/docs/json', '/api/docs/yaml']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      expect(json(res)).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    for (const url of ['/api/docs', '/api/docs/']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(401);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('API_DOCS=public');
      expect(page.body).toContain('href="/login"');
      expect(page.body).not.toContain('swagger');
    }
    // A token that is not a session's opens nothing.
    expect((await get('/api/docs/json', bearer('garbage.token.value'))).statusCode).toBe(401);
    expect((await get('/api/docs/json', { cookie: 'store_api_docs=garbage.token.value' })).statusCode).toBe(401);
    // Swagger UI's own files are the library's, the same for every store.
    expect((await get('/api/docs/static/swagger-ui.css')).statusCode).toBe(200);
  });

  it("opens to an admin's bearer token, and to the cookie the panel asks for until the session ends", async () => {
    const { token } = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const doc = await get('/api/docs/json', bearer(token));
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(json<{ paths: object }>(doc).paths)).toContain('/api/admin/auth/api-docs');

    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/auth/api-docs' })).statusCode).toBe(401);
    const pass = await ctx.app.inject({ method: 'POST', url: '/api/admin/auth/api-docs', headers: bearer(token) });
    expect(pass.statusCode).toBe(204);
    const cookie = cookieOf(pass.headers['set-cookie']);
    expect(cookie.header).toMatch(/; Path=\/api\/docs; Max-Age=900; HttpOnly; SameSite=Strict$/);

    const page = await get('/api/docs/', { cookie: `theme=dark; ${cookie.pair}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
    expect((await get('/api/docs/json', { cookie: cookie.pair })).statusCode).toBe(200);

    // Signing out ends the session the cookie carries: the documentation closes at once.
    await ctx.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: bearer(token) });
    const after = await get('/api/docs/json', { cookie: cookie.pair });
    expect(after.statusCode).toBe(401);
    expect(json(after).message).toBe(AUTH_MESSAGES.sessionExpired);
    expect((await get('/api/docs', { cookie: cookie.pair })).statusCode).toBe(401);
  });

  it('is open to everyone with API_DOCS=public', async () => {
    const open = await createTestContext({ API_DOCS: 'public' });
    try {
      expect((await open.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
      const page = await open.app.inject({ method: 'GET', url: '/api/docs/' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('swagger');
    } finally {
      await open.close();
    }
  });
});
