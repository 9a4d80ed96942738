// Issue 9, item 9: schema fuzz. fast-check throws arbitrary JSON bodies, query strings and path
// values at every route (with the credentials the route wants, so the fuzz reaches validation and
// the services): no answer may be a 5xx, and every 4xx carries the standard error body.
// Strings are the whole of Unicode (fast-check's binary unit: lone surrogates too), with NUL and
// lone surrogates forced into a share of them; in URLs they travel percent-encoded as WTF-8 bytes,
// as a hostile client can send them. FUZZ_RUNS (default 2000; CI 10,000) sets the number of requests.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, loginAs, TEST_ADMIN, type TestContext } from '../test/harness.ts';
import {
  accessOf,
  figure,
  hardeningContext,
  isStandardError,
  label,
  METRICS_TOKEN,
  percentEncode,
  type Route,
  routeTable,
} from './support.ts';

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

/** NUL and unpaired surrogates, forced into a share of the strings (the rest may hold them by chance). */
const FORCED = ['\u0000', '\uD800', '\uDC00', '\uDBFF\uDBFF', '\uDFFF\uD800', 'a\u0000b'];

/** Any string over the whole of Unicode, lone surrogates included; one in four has a forced one. */
const text = (maxLength: number, minLength = 0) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength, unit: 'binary' }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.string({ maxLength: Math.max(0, maxLength - 4), unit: 'binary' }),
          fc.constantFrom(...FORCED),
          fc.string({ maxLength: 2, unit: 'binary' }),
        )
        .map(([a, forced, b]) => a + forced + b),
    },
  );
const jsonAny = fc.jsonValue({ stringUnit: 'binary' });

/** Query entries: the route's own parameter names a third of the time, else common and random ones. */
const queryArbOf = (own: string[]) =>
  fc.array(
    fc.tuple(
      own.length > 0
        ? fc.oneof(fc.constantFrom(...own), fc.constantFrom(...QUERY_NAMES), text(12))
        : fc.oneof(fc.constantFrom(...QUERY_NAMES), text(12)),
      fc.oneof(text(40), fc.integer().map(String), fc.double().map(String), fc.constantFrom(...ODD_VALUES)),
    ),
    { maxLength: 5 },
  );

/**
 * A body: an object of the route's own fields with arbitrary values, any JSON value, an object with
 * odd keys, or text that is not JSON at all.
 */
const bodyArbOf = (own: string[]) =>
  fc.oneof(
    ...(own.length > 0
      ? [
          {
            weight: 6,
            arbitrary: fc
              .dictionary(fc.constantFrom(...own), fc.oneof(jsonAny, text(40)), { minKeys: 1 })
              .map((v) => JSON.stringify(v)),
          },
        ]
      : []),
    { weight: 5, arbitrary: jsonAny.map((v) => JSON.stringify(v)) },
    { weight: 3, arbitrary: fc.dictionary(text(20), fc.oneof(jsonAny, text(40))).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: text(60) },
  );

const pathValueArb = fc.oneof(
  fc.constantFrom('987654', '0', '-1', '1.5', 'abc', '9'.repeat(25), '%00', '..', 'ZZ', '::1', 'null'),
  text(30, 1).map(percentEncode),
  fc.integer().map(String),
);

let ctx: TestContext;
let adminToken: string;
let apiKey: string;
/** Each route's own query parameter and body field names, from the OpenAPI document. */
const ownFields = new Map<string, { query: string[]; body: string[] }>();

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
  type Operation = {
    parameters?: { in: string; name: string }[];
    requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  };
  const doc = json<{ paths: Record<string, Record<string, Operation>> }>(
    await ctx.app.inject({ method: 'GET', url: '/api/docs/json', headers: bearer(adminToken) }),
  );
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      ownFields.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, {
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      });
    }
  }
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
  if (access === 'metrics') return bearer(METRICS_TOKEN);
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
      const own = ownFields.get(label(route)) ?? { query: [], body: [] };
      const samples = fc.sample(fc.tuple(queryArbOf(own.query), bodyArbOf(own.body), pathValueArb), {
        numRuns: perRoute,
        seed: 9000 + i,
      });
      for (const [query, body, pathValue] of samples) {
        const search = query.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`).join('&');
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
