// A client generated from the OpenAPI document works (issue 33: "a client generated from the
// document compiles and is used by a test"): openapi-typescript's types of the document
// (test/generated/openapi.d.ts, `npm run openapi:types`) with openapi-fetch, its calls sent to the
// real app through `app.inject`, so every answer is also checked against the document.
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from './test/generated/openapi.d.ts';
import { createTestContext, TEST_ADMIN, type TestContext } from './test/harness.ts';

let ctx: TestContext;

/** fetch, answered by the app in this process. */
async function injectFetch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const res = await ctx.app.inject({
    method: request.method as 'GET',
    url: url.pathname + url.search,
    headers: Object.fromEntries(request.headers),
    ...(body ? { payload: body } : {}),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
    status: res.statusCode,
    headers,
  });
}

const client = createClient<paths>({ baseUrl: 'http://store.test', fetch: injectFetch });

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('a client generated from the OpenAPI document', () => {
  it('signs in, lists orders, and creates a promo code once with an Idempotency-Key', async () => {
    const signIn = await client.POST('/api/admin/auth/login', {
      body: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    expect(signIn.response.status).toBe(200);
    const token = signIn.data && 'token' in signIn.data ? signIn.data.token : undefined;
    expect(token).toEqual(expect.any(String));
    const headers = { authorization: `Bearer ${token}` };

    const orders = await client.GET('/api/admin/orders', { params: { query: { page: 1, limit: 10 } }, headers });
    expect(orders.response.status).toBe(200);
    expect(orders.data?.orders).toEqual([]);

    const create = () =>
      client.POST('/api/admin/promos', {
        params: { header: { 'Idempotency-Key': 'client-test-promo-1' } },
        body: { code: 'CLIENT10', discount_type: 'percentage', discount_value: 10 },
        headers,
      });
    const first = await create();
    expect(first.response.status).toBe(201);
    expect(first.data).toMatchObject({ code: 'CLIENT10', discount_type: 'percentage', discount_value: 10 });
    const again = await create();
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data?.id).toBe(first.data?.id);

    const refused = await client.POST('/api/admin/promos', {
      body: { code: 'lower', discount_type: 'fixed', discount_value: 5 },
      headers,
    });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(refused.error?.fields ?? {})).toContain('code');
  });
});
