// Stale-edit protection (issue 14; contract/revisions.ts): for every record an admin edits, a
// single-record read carries its revision as the ETag and every list row carries it in the body;
// a write naming an older revision answers 412 STALE with the record as it is now and who changed
// it, and changes nothing; a current one succeeds; no If-Match keeps the spec's behaviour; and of
// 50 concurrent writes naming the same revision exactly one succeeds (meaningful on PostgreSQL,
// where they really run side by side; PGlite has one connection). The route table is walked so
// a new write route to a record cannot skip the check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaleErrorBody } from '@store/contract/revisions';
import { codePromos, countries, emailTemplates, products, softwareReleases } from '../db/schema/catalog.ts';
import { rateLimiterSettings, webhookEndpoints } from '../db/schema/operations.ts';
import { orders, shipments, userProductAccess } from '../db/schema/sales.ts';
import { users } from '../db/schema/users.ts';
import { bearer, createTestContext, liftAdminLimit, loginAs, TEST_ADMIN, type TestContext } from '../test/harness.ts';
import { eq } from 'drizzle-orm';

let ctx: TestContext;
let headers: Record<string, string>;

let seq = 0;
const next = () => ++seq;
const COUNTRY_CODES = ['AD', 'LI', 'MC', 'SM', 'TV', 'NR', 'PW', 'KI', 'BT', 'LS', 'MT', 'IS'];

/** One kind of record an admin edits: how to make one, where it lives, and a write that changes it. */
interface Resource {
  /** The item route, as registered. */
  route: string;
  method: 'PATCH' | 'PUT';
  /** Makes a fresh record (straight in the database) and answers its path segment. */
  make: () => Promise<string>;
  /** A valid write body whose value `n` can be read back with `read`. */
  body: (n: number) => Record<string, unknown>;
  read: (record: Record<string, unknown>) => unknown;
  expected: (n: number) => unknown;
  /** Some answers wrap the record as `{data}` (the spec's rate limiter calls). */
  unwrap?: (body: Record<string, unknown>) => Record<string, unknown>;
  /** The list call whose rows must carry `revision`, and how to find the rows. */
  list: { url: string; rows: (body: Record<string, unknown>) => Record<string, unknown>[] };
  deletable: boolean;
}

const one = async <T>(rows: Promise<T[]>) => (await rows)[0]!;

function resources(): Record<string, Resource> {
  const { db } = ctx.database;
  const product = (extra: Partial<typeof products.$inferInsert> = {}) => {
    const n = next();
    return one(
      db
        .insert(products)
        .values({ name: `Rev product ${n}`, priceUsd: 1000, internalKey: `rev-${n}`, ...extra })
        .returning(),
    );
  };
  const customer = () => {
    const n = next();
    return one(
      db
        .insert(users)
        .values({ email: `rev-${n}@example.com`, name: `Rev ${n}` })
        .returning(),
    );
  };
  const order = () => {
    const n = next();
    return one(
      db
        .insert(orders)
        .values({
          orderNumber: `REV-${n}`,
          customerEmail: `rev-${n}@example.com`,
          status: 'paid',
          subtotal: 1000,
          total: 1000,
        })
        .returning(),
    );
  };
  return {
    users: {
      route: '/api/admin/users/:id',
      method: 'PATCH',
      make: async () => String((await customer()).id),
      body: (n) => ({ name: `Renamed ${n}` }),
      read: (r) => r.name,
      expected: (n) => `Renamed ${n}`,
      list: { url: '/api/admin/users?limit=100', rows: (b) => b.users as Record<string, unknown>[] },
      deletable: true,
    },
    products: {
      route: '/api/admin/products/:id',
      method: 'PATCH',
      make: async () => String((await product()).id),
      body: (n) => ({ price_usd: 2000 + n }),
      read: (r) => r.price_usd,
      expected: (n) => 2000 + n,
      list: { url: '/api/admin/products?limit=100', rows: (b) => b.products as Record<string, unknown>[] },
      deletable: true,
    },
    promos: {
      route: '/api/admin/promos/:id',
      method: 'PATCH',
      make: async () => {
        const n = next();
        const promo = await one(
          db
            .insert(codePromos)
            .values({ code: `REV${n}`, discountType: 'percentage', discountValue: 10 })
            .returning(),
        );
        return String(promo.id);
      },
      body: (n) => ({ max_uses: 100 + n }),
      read: (r) => r.max_uses,
      expected: (n) => 100 + n,
      list: { url: '/api/admin/promos?limit=10000', rows: (b) => b.data as Record<string, unknown>[] },
      deletable: true,
    },
    access: {
      route: '/api/admin/access/:id',
      method: 'PATCH',
      make: async () => {
        const [user, item] = [await customer(), await product({ isDownloadable: true })];
        const grant = await one(
          db.insert(userProductAccess).values({ userId: user.id, productId: item.id }).returning(),
        );
        return String(grant.id);
      },
      body: (n) => ({ expires_at: new Date(Date.UTC(2031, 0, 1) + n * 60_000).toISOString() }),
      read: (r) => r.expires_at,
      expected: (n) => new Date(Date.UTC(2031, 0, 1) + n * 60_000).toISOString(),
      list: { url: '/api/admin/access?limit=10000', rows: (b) => b.access as Record<string, unknown>[] },
      deletable: true,
    },
    shipments: {
      route: '/api/admin/shipments/:id',
      method: 'PATCH',
      make: async () => {
        const shipment = await one(
          db
            .insert(shipments)
            .values({ orderId: (await order()).id, trackingNumber: `TRK-${next()}`, carrier: 'DHL' })
            .returning(),
        );
        return String(shipment.id);
      },
      body: (n) => ({ carrier: `Carrier ${n}` }),
      read: (r) => r.carrier,
      expected: (n) => `Carrier ${n}`,
      list: { url: '/api/admin/shipments?limit=100', rows: (b) => b.shipments as Record<string, unknown>[] },
      deletable: true,
    },
    webhooks: {
      route: '/api/admin/webhooks/:id',
      method: 'PATCH',
      make: async () => {
        const endpoint = await one(
          db
            .insert(webhookEndpoints)
            .values({ url: `https://93.184.215.14/rev-${next()}`, events: ['order.paid'], secretSealed: 'sealed' })
            .returning(),
        );
        return String(endpoint.id);
      },
      body: (n) => ({ description: `Revision ${n}` }),
      read: (r) => r.description,
      expected: (n) => `Revision ${n}`,
      list: { url: '/api/admin/webhooks', rows: (b) => b.data as Record<string, unknown>[] },
      deletable: true,
    },
    countries: {
      route: '/api/admin/countries/:code',
      method: 'PATCH',
      make: async () => {
        const code = COUNTRY_CODES.shift()!;
        await db.insert(countries).values({ code, name: `Country ${code}`, shippingCost: 100 });
        return code;
      },
      body: (n) => ({ shipping_cost_usd_cents: 500 + n }),
      read: (r) => r.shipping_cost,
      expected: (n) => 500 + n,
      list: { url: '/api/admin/countries?limit=100', rows: (b) => b.countries as Record<string, unknown>[] },
      deletable: true,
    },
    releases: {
      route: '/api/admin/releases/:id',
      method: 'PATCH',
      make: async () => {
        const release = await one(
          db
            .insert(softwareReleases)
            .values({
              productId: (await product({ isDownloadable: true })).id,
              version: `1.0.${next()}`,
              platform: 'linux',
              downloadUrl: 'https://example.com/app.zip',
              checksumSha256: 'a'.repeat(64),
              releaseDate: new Date('2026-01-01T00:00:00Z'),
            })
            .returning(),
        );
        return String(release.id);
      },
      body: (n) => ({ release_notes: `Notes ${n}` }),
      read: (r) => r.release_notes,
      expected: (n) => `Notes ${n}`,
      list: { url: '/api/admin/releases?limit=100', rows: (b) => b.releases as Record<string, unknown>[] },
      deletable: true,
    },
    templates: {
      route: '/api/admin/templates/:id',
      method: 'PATCH',
      make: async () => {
        const n = next();
        const template = await one(
          db
            .insert(emailTemplates)
            .values({ templateKey: `rev_${n}`, name: `Rev ${n}`, subject: 'Hello', bodyText: 'Hi' })
            .returning(),
        );
        return String(template.id);
      },
      body: (n) => ({ subject: `Subject ${n}` }),
      read: (r) => r.subject,
      expected: (n) => `Subject ${n}`,
      list: { url: '/api/admin/templates?limit=100', rows: (b) => b.templates as Record<string, unknown>[] },
      deletable: true,
    },
    'rate-limiters': {
      route: '/api/admin/rate-limiters/:id',
      method: 'PUT',
      make: async () => {
        // A fresh copy of a seeded limiter, so each test starts from revision 1.
        const n = next();
        const limiter = await one(
          db
            .insert(rateLimiterSettings)
            .values({
              limiterName: `rev_${n}`,
              endpointPattern: `/api/rev/${n}`,
              windowMs: 60_000,
              maxRequests: 100,
              description: 'A limiter of the stale-edit test',
            })
            .returning(),
        );
        return String(limiter.id);
      },
      body: (n) => ({ window_ms: 60_000, max_requests: 100 + n, description: 'Edited', is_active: true }),
      read: (r) => r.max_requests,
      expected: (n) => 100 + n,
      unwrap: (b) => b.data as Record<string, unknown>,
      list: { url: '/api/admin/rate-limiters', rows: (b) => b.data as Record<string, unknown>[] },
      deletable: false,
    },
    orders: {
      route: '/api/admin/orders/:id',
      method: 'PATCH',
      make: async () => String((await order()).id),
      body: (n) => ({ status: `custom-${n}` }),
      read: (r) => r.status,
      expected: (n) => `custom-${n}`,
      list: { url: '/api/admin/orders?limit=10000', rows: (b) => b.orders as Record<string, unknown>[] },
      deletable: false,
    },
  };
}

/** The resources' names, known before the context exists (describe.each runs at collection). */
const RESOURCE_NAMES = [
  'users',
  'products',
  'promos',
  'access',
  'shipments',
  'countries',
  'releases',
  'templates',
  'rate-limiters',
  'orders',
];

const urlOf = (resource: Resource, key: string) => resource.route.replace(/:(id|code)$/, encodeURIComponent(key));

async function call(method: string, url: string, payload?: unknown, extra: Record<string, string> = {}) {
  return ctx.app.inject({ method: method as 'GET', url, payload: payload as never, headers: { ...headers, ...extra } });
}

async function read(resource: Resource, key: string) {
  const res = await call('GET', urlOf(resource, key));
  expect(res.statusCode).toBe(200);
  const body = res.json() as Record<string, unknown>;
  return { etag: res.headers.etag, record: resource.unwrap?.(body) ?? body };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const session = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
  headers = bearer(session.token);
  // Hundreds of admin calls, 50 at once: the per-admin limit is not what is tested here.
  await liftAdminLimit(ctx.app, session.token);
});

afterAll(async () => {
  await ctx?.close();
});

/** Writes that are not edits of a record with a revision, and why. */
const NO_REVISION: Record<string, string> = {
  'PUT /api/v1/admin/api-keys/:id/revoke': 'revoking is one-way and idempotent: nothing to overwrite',
  'DELETE /api/admin/monitoring/blacklist/:ip': 'unblocking an IP edits nothing',
  'PUT /api/admin/auth/two-step/requirement': 'a yes/no setting sent whole: the last word is the intended one',
  'DELETE /api/admin/auth/sessions/:id': 'ending a session is one-way: nothing to overwrite',
  'PUT /api/admin/list-settings/:list': "an admin's own columns, sent whole: the last word is the intended one",
};

/** Edits with If-Match whose stale-edit protection is tested beside their feature, and where. */
const TESTED_ELSEWHERE: Record<string, string> = {
  'PATCH /api/v1/admin/api-keys/:id': 'api-keys/scopes.test.ts: keys have no single read; the list carries revisions',
  'DELETE /api/v1/admin/api-keys/:id': 'api-keys/scopes.test.ts: keys have no single read; the list carries revisions',
  'PATCH /api/admin/orders/:id/notes/:noteId': 'orders/timeline.test.ts: a note is read in its order’s timeline',
  'DELETE /api/admin/orders/:id/notes/:noteId': 'orders/timeline.test.ts: a note is read in its order’s timeline',
  'PATCH /api/admin/views/:id': 'views/routes.test.ts: views have no single read; the list carries revisions',
  'DELETE /api/admin/views/:id': 'views/routes.test.ts: views have no single read; the list carries revisions',
};

describe('the route table', () => {
  it('gives every PATCH, PUT and DELETE of a record an If-Match check, and this suite a fixture for each', () => {
    const doc = ctx.app.swagger() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const checked = new Set<string>();
    const unchecked = new Set<string>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!['patch', 'put', 'delete'].includes(method)) continue;
        const route = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        const ifMatch = operation.parameters?.some((p) => p.in === 'header' && p.name === 'if-match');
        (ifMatch ? checked : unchecked).add(route);
      }
    }
    const covered = Object.values(resources()).flatMap((r) => [
      `${r.method} ${r.route}`,
      ...(r.deletable ? [`DELETE ${r.route}`] : []),
    ]);
    covered.push(...Object.keys(TESTED_ELSEWHERE));
    expect([...checked].sort()).toEqual(covered.sort());
    expect([...unchecked].sort()).toEqual(Object.keys(NO_REVISION).sort());
  });
});

describe.each(RESOURCE_NAMES)('%s', (name) => {
  let resource: Resource;
  beforeAll(() => {
    resource = resources()[name]!;
  });

  it('sends its revision as the ETag of a single read and in every list row', async () => {
    const key = await resource.make();
    const { etag, record } = await read(resource, key);
    expect(record.revision).toBe(1);
    expect(etag).toBe('"1"');
    const list = await call('GET', resource.list.url);
    const rows = resource.list.rows(list.json() as Record<string, unknown>);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.revision).toEqual(expect.any(Number));
  });

  it('accepts a write naming the current revision, answers the next one, and refuses the stale one with 412', async () => {
    const key = await resource.make();
    const first = await call(resource.method, urlOf(resource, key), resource.body(1), { 'if-match': '"1"' });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe('"2"');

    // A second tab, opened before the first write, saves over it.
    const stale = await call(resource.method, urlOf(resource, key), resource.body(2), { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    const body = stale.json() as StaleErrorBody;
    expect(body.code).toBe('STALE');
    expect(body.message).toMatch(/changed by someone else/);
    expect(body.error).toBe(body.message);
    expect(body.current.revision).toBe(2);
    expect(resource.read(body.current)).toEqual(resource.expected(1));
    expect(body.changed_by).toEqual({ name: TEST_ADMIN.name, email: TEST_ADMIN.email });
    expect(Date.parse(body.changed_at!)).not.toBeNaN();

    // Nothing changed: the first write stands.
    const after = await read(resource, key);
    expect(after.record.revision).toBe(2);
    expect(resource.read(after.record)).toEqual(resource.expected(1));
  });

  it('writes without If-Match as the spec does, accepts "*" and a list, and refuses a malformed header with 400', async () => {
    const key = await resource.make();
    const plain = await call(resource.method, urlOf(resource, key), resource.body(3));
    expect(plain.statusCode).toBe(200);
    const star = await call(resource.method, urlOf(resource, key), resource.body(4), { 'if-match': '*' });
    expect(star.statusCode).toBe(200);
    const list = await call(resource.method, urlOf(resource, key), resource.body(5), { 'if-match': '"9", "3"' });
    expect(list.statusCode).toBe(200);
    // A weak tag never matches (If-Match compares strongly).
    const weak = await call(resource.method, urlOf(resource, key), resource.body(6), { 'if-match': 'W/"4"' });
    expect(weak.statusCode).toBe(412);
    const malformed = await call(resource.method, urlOf(resource, key), resource.body(7), { 'if-match': '4' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'if-match': expect.any(String) } });
    const { record } = await read(resource, key);
    expect(record.revision).toBe(4);
    expect(resource.read(record)).toEqual(resource.expected(5));
  });

  it('gives exactly one of 50 concurrent writes naming the same revision', async () => {
    const key = await resource.make();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(resource.method, urlOf(resource, key), resource.body(100 + i), { 'if-match': '"1"' }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 412)).toHaveLength(49);
    const winner = codes.indexOf(200);
    const { record } = await read(resource, key);
    expect(record.revision).toBe(2);
    expect(resource.read(record)).toEqual(resource.expected(100 + winner));
  });
});

// Orders and rate limiters are never deleted.
describe.each(RESOURCE_NAMES.filter((n) => n !== 'orders' && n !== 'rate-limiters'))('%s', (name) => {
  it('refuses a stale delete with 412 and keeps the record; a current one deletes it', async () => {
    const resource = resources()[name]!;
    const key = await resource.make();
    expect((await call(resource.method, urlOf(resource, key), resource.body(8))).statusCode).toBe(200);
    const stale = await call('DELETE', urlOf(resource, key), undefined, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect((stale.json() as StaleErrorBody).current.revision).toBe(2);
    expect((await call('GET', urlOf(resource, key))).statusCode).toBe(200);
    const current = await call('DELETE', urlOf(resource, key), undefined, { 'if-match': '"2"' });
    expect(current.statusCode).toBe(204);
    expect((await call('GET', urlOf(resource, key))).statusCode).toBe(404);
  });
});

describe('the promo enable toggle', () => {
  it('is refused with 412 when the promo changed since the list was read', async () => {
    const resource = resources().promos!;
    const key = await resource.make();
    expect((await call('PATCH', urlOf(resource, key), { max_uses: 777 }, { 'if-match': '"1"' })).statusCode).toBe(200);
    const toggle = await call('PATCH', urlOf(resource, key), { is_enabled: false }, { 'if-match': '"1"' });
    expect(toggle.statusCode).toBe(412);
    const [row] = await ctx.database.db
      .select()
      .from(codePromos)
      .where(eq(codePromos.id, Number(key)));
    expect(row).toMatchObject({ isEnabled: true, maxUses: 777, revision: 2 });
  });
});
