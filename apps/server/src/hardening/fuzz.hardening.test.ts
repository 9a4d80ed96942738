// Issue 9, item 9: schema fuzz. fast-check throws arbitrary JSON bodies, query strings and path
// values at every route (with the credentials the route wants, so the fuzz reaches validation and
// the services): no answer may be a 5xx, and every 4xx carries the standard error body.
// FUZZ_RUNS (default 2000) sets the number of requests.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, loginAs, TEST_ADMIN, type TestContext } from '../test/harness.ts';
import { accessOf, figure, hardeningContext, isStandardError, label, type Route, routeTable } from './support.ts';

const RUNS = Math.max(2000, Number(process.env.FUZZ_RUNS ?? 2000) || 2000);

/** Routes that would end the fuzzing admin's session or switch the limiters back on. */
const NOT_FUZZED = new Set(['POST /api/admin/auth/logout', 'POST /api/admin/rate-limiters/reset']);

const QUERY_NAMES = [
  'page',
  'limit',
  'search',
  'status',
  'sort',
  'order',
  'from',
  'to',
  'period',
  'days',
  'user_id',
  'product_id',
  'type',
  'is_active',
  'platform',
  'action',
  'resource_type',
];
const ODD_VALUES = [
  '',
  ' ',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  'true',
  'null',
  '2025-13-45',
  '9'.repeat(30),
  "'",
  '%',
];

const queryArb = fc.array(
  fc.tuple(
    fc.oneof(fc.constantFrom(...QUERY_NAMES), fc.string({ maxLength: 12 })),
    fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer().map(String),
      fc.double().map(String),
      fc.constantFrom(...ODD_VALUES),
    ),
  ),
  { maxLength: 5 },
);

/** A body: any JSON value, an object with odd keys, or text that is not JSON at all. */
const bodyArb = fc.oneof(
  { weight: 5, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
  { weight: 3, arbitrary: fc.dictionary(fc.string({ maxLength: 20 }), fc.jsonValue()).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
);

const pathValueArb = fc.oneof(
  fc.constantFrom('987654', '0', '-1', '1.5', 'abc', '9'.repeat(25), '%00', '..', 'ZZ', '::1', 'null'),
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  fc.integer().map(String),
);

let ctx: TestContext;
let adminToken: string;
let apiKey: string;

beforeAll(async () => {
  ctx = await hardeningContext();
  adminToken = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  const key = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/api-keys',
    headers: bearer(adminToken),
    payload: { name: `Fuzz key ${randomUUID()}` },
  });
  apiKey = json<{ data: { api_key: string } }>(key).data.api_key;
  // The limiters would answer most of the fuzz with 429: switch them off, so the fuzz reaches
  // validation and the services (their own tests cover them).
  const limiters = json<{ data: { id: number; window_ms: number; max_requests: number }[] }>(
    await ctx.app.inject({ method: 'GET', url: '/api/admin/rate-limiters', headers: bearer(adminToken) }),
  ).data;
  for (const l of limiters) {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/rate-limiters/${l.id}`,
      headers: bearer(adminToken),
      payload: { window_ms: l.window_ms, max_requests: l.max_requests, description: 'Fuzz', is_active: false },
    });
    expect(res.statusCode).toBe(200);
  }
});
afterAll(() => ctx.close());

function headersFor(route: Route): Record<string, string> {
  const access = accessOf(route);
  if (access === 'admin') return bearer(adminToken);
  if (access === 'storefront') return { 'x-api-key': apiKey };
  return {};
}

describe('schema fuzz', () => {
  it(`answers ${RUNS}+ arbitrary requests without a 5xx, every 4xx in the standard body`, async () => {
    const routes = routeTable(ctx.app).filter((r) => !NOT_FUZZED.has(label(r)));
    const perRoute = Math.ceil(RUNS / routes.length);
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    let requests = 0;
    for (const [i, route] of routes.entries()) {
      const samples = fc.sample(fc.tuple(queryArb, bodyArb, pathValueArb), { numRuns: perRoute, seed: 9000 + i });
      for (const [query, body, pathValue] of samples) {
        const search = new URLSearchParams(query).toString();
        const url = route.path.replace(/:[A-Za-z_]+/g, pathValue).replace(/\*$/, 'x') + (search ? `?${search}` : '');
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        const res = await ctx.app.inject({
          method: route.method,
          url,
          headers: { ...headersFor(route), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
          ...(hasBody ? { payload: body } : {}),
        });
        requests++;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const bad = res.statusCode >= 500 || (res.statusCode >= 400 && !isStandardError(res));
        if (bad && problems.length < 25) {
          problems.push(
            `${label(route)}: ${route.method} ${url} ${hasBody ? `body=${body.slice(0, 120)}` : ''} → ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
        }
      }
    }
    const fiveXx = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    figure(
      `schema fuzz: ${fiveXx} responses >= 500 and ${problems.length} bad bodies over ${requests} requests on ${routes.length} routes ` +
        `(statuses ${[...statuses]
          .sort(([a], [b]) => a - b)
          .map(([s, c]) => `${s}×${c}`)
          .join(', ')})`,
    );
    expect(requests).toBeGreaterThanOrEqual(RUNS);
    expect(problems).toEqual([]);
  }, 900_000);
});
