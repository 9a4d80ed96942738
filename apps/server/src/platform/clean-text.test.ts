// Clean text everywhere (issue 14): NUL and unpaired surrogates in any path parameter, query
// parameter and body field of any route answer 400 with the field named, never a 500 and never
// stored. The routes come from the OpenAPI document, so a new route cannot be missed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCleanText, UNCLEAN_TEXT_MESSAGE, uncleanTextPath } from '@store/contract/validation';
import {
  bearer,
  createTestContext,
  json,
  liftAdminLimit,
  loginAs,
  TEST_ADMIN,
  type TestContext,
} from '../test/harness.ts';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** How each bad value travels: as itself in JSON; percent-encoded (WTF-8 for surrogates) in a URL. */
const BAD = [
  { name: 'NUL', text: 'a\u0000b', url: 'a%00b' },
  { name: 'a lone high surrogate', text: 'a\uD800b', url: 'a%ED%A0%80b' },
  { name: 'a lone low surrogate', text: 'a\uDC00b', url: 'a%ED%B0%80b' },
];

/** A valid-looking value for a path parameter, so only the field under test is bad. */
const PATH_VALUES: Record<string, string> = { id: '1', code: 'US', ip: '203.0.113.9', token: 'x'.repeat(43) };

let ctx: TestContext;
let admin: Record<string, string>;
let apiKey: string;
let doc: OpenApi;
let ip = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  const { token } = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
  admin = bearer(token);
  await liftAdminLimit(ctx.app, token);
  const key = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/api-keys',
    headers: admin,
    payload: { name: `Clean text ${randomUUID()}` },
  });
  apiKey = json<{ data: { api_key: string } }>(key).data.api_key;
  doc = json<OpenApi>(await ctx.app.inject({ method: 'GET', url: '/api/docs/json', headers: admin }));
});

afterAll(async () => {
  await ctx?.close();
});

/** Every string field of a body schema, by its path (`items.0.product_id`), nested ones too. */
function bodyFields(schema: JsonSchema | undefined, at = ''): string[] {
  if (!schema) return [];
  const variants = schema.anyOf ?? [schema];
  const fields: string[] = [];
  for (const s of variants) {
    for (const [name, child] of Object.entries(s.properties ?? {})) {
      const path = at === '' ? name : `${at}.${name}`;
      fields.push(path);
      if (child.items) fields.push(...bodyFields(child.items, `${path}.0`));
      else if (child.properties) fields.push(...bodyFields(child, path));
    }
  }
  return [...new Set(fields)];
}

/** `{a: {b: [ {c: value} ]}}` for the path `a.b.0.c`. */
function bodyWith(path: string, value: unknown): unknown {
  const [head, ...rest] = path.split('.');
  const inner = rest.length === 0 ? value : bodyWith(rest.join('.'), value);
  return /^\d+$/.test(head!) ? [inner] : { [head!]: inner };
}

interface Case {
  route: string;
  method: string;
  where: 'path' | 'query' | 'body';
  field: string;
}

function cases(): Case[] {
  const all: Case[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const route = path;
      for (const p of op.parameters ?? []) {
        if (p.in === 'path' || p.in === 'query') all.push({ route, method, where: p.in, field: p.name });
      }
      const schema = op.requestBody?.content?.['application/json']?.schema;
      for (const field of bodyFields(schema)) all.push({ route, method, where: 'body', field });
    }
  }
  return all;
}

async function send(c: Case, bad: (typeof BAD)[number]) {
  const url =
    c.route.replace(/\{(\w+)\}/g, (_, name: string) =>
      c.where === 'path' && name === c.field ? bad.url : (PATH_VALUES[name] ?? '1'),
    ) + (c.where === 'query' ? `?${encodeURIComponent(c.field)}=${bad.url}` : '');
  const withBody = c.method !== 'get' && c.method !== 'delete';
  // A new address per request: the login limiter and the abuse score are not what is tested.
  ip++;
  return ctx.app.inject({
    method: c.method.toUpperCase() as 'GET',
    url,
    remoteAddress: `198.51.${Math.floor(ip / 250)}.${(ip % 250) + 1}`,
    headers: { ...admin, 'x-api-key': apiKey, ...(withBody ? { 'content-type': 'application/json' } : {}) },
    ...(withBody ? { payload: JSON.stringify(c.where === 'body' ? bodyWith(c.field, bad.text) : {}) } : {}),
  });
}

describe('the rule', () => {
  it('refuses NUL and unpaired surrogates and keeps every other character, paired surrogates too', () => {
    expect(isCleanText('plain, é, 中文, 😀 (a surrogate pair), \u0001 and \uFFFF')).toBe(true);
    for (const bad of ['\u0000', 'x\uD800', '\uD800x', 'x\uDC00', '\uDBFF\uDBFF\uDC00', '\uDC00\uD800']) {
      expect(isCleanText(bad)).toBe(false);
    }
  });

  it('names the first bad string of a value by its path, keys included, and passes raw bytes', () => {
    expect(uncleanTextPath({ a: 'ok', items: [{ name: 'ok' }, { name: 'x\u0000' }] })).toBe('items.1.name');
    expect(uncleanTextPath({ ['k\uD800']: 1 })).toBe('k\uFFFD');
    expect(uncleanTextPath('\uDC00')).toBe('');
    expect(uncleanTextPath({ n: 1, b: true, z: null, s: '😀' })).toBeNull();
    expect(uncleanTextPath(new Uint8Array([0, 0xed, 0xa0, 0x80]))).toBeNull();
  });
});

describe('every route of the OpenAPI document', () => {
  it('answers 400 naming the field for NUL and unpaired surrogates in every path, query and body field', async () => {
    const all = cases();
    const wrong: string[] = [];
    const fieldsSeen = { path: 0, query: 0, body: 0 };
    for (const c of all) {
      fieldsSeen[c.where]++;
      for (const bad of BAD) {
        const res = await send(c, bad);
        const body = res.json() as { code?: string; fields?: Record<string, string> };
        // A path that is not UTF-8 is refused before routing, where no parameter has a name yet.
        const named = c.where === 'path' && bad.name !== 'NUL' ? 'path' : c.field;
        if (
          res.statusCode !== 400 ||
          body.code !== 'VALIDATION_FAILED' ||
          body.fields?.[named] !== UNCLEAN_TEXT_MESSAGE
        ) {
          wrong.push(
            `${c.method.toUpperCase()} ${c.route} ${c.where} ${c.field} (${bad.name}) → ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    // The walk reached the routes it should: the admin API, the storefront, onboarding, sign-in.
    expect(fieldsSeen.path).toBeGreaterThan(20);
    expect(fieldsSeen.query).toBeGreaterThan(20);
    expect(fieldsSeen.body).toBeGreaterThan(50);
    const routes = new Set(all.map((c) => c.route));
    for (const route of [
      '/api/admin/auth/login',
      '/api/admin/users',
      '/api/v1/checkout',
      '/api/v1/onboarding/{token}',
    ]) {
      expect(routes).toContain(route);
    }
  });

  it('refuses a bad object key, and keeps NUL out of the database (the user is not created)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'nul@example.com', password: 'secret-123', name: 'N\u0000L', ['x\u0000']: 1 }),
    });
    expect(res.statusCode).toBe(400);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users?search=nul%40example.com',
      headers: admin,
    });
    expect(json<{ users: unknown[] }>(list).users).toEqual([]);
  });

  it('answers a sign-in with NUL in the e-mail with 400, without a session', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: 'admin\u0000@example.com', password: 'whatever' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { email: UNCLEAN_TEXT_MESSAGE } });
  });

  it('answers the panel fallback and unknown routes with a 400, not a 500, for a NUL in the path', async () => {
    for (const url of ['/%00', '/orders/%00', '/api/nowhere/%00', '/%ED%A0%80']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});
