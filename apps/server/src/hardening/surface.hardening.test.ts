// Issue 9, items 8, 12 (headers) and 21 (caps): mass assignment on every create/update route,
// no secret-named field in any answer, the security headers, and the resource caps.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_LIMIT } from '@store/contract/pagination';
import { codePromos, countries, emailTemplates, products, softwareReleases } from '../db/schema/catalog.ts';
import { apiKeys, ipBlacklist, rateLimiterSettings, webhookEndpoints } from '../db/schema/operations.ts';
import { orderItems, orderNotes, orderRefunds, orders, shipments, userProductAccess } from '../db/schema/sales.ts';
import {
  adminListSettings,
  savedViews,
  twoStepChallenges,
  twoStepRecoveryCodes,
  userTwoStep,
  users,
} from '../db/schema/users.ts';
import { hashPassword } from '../platform/passwords.ts';
import { bearer, json, loginAs, TEST_ADMIN, type TestContext } from '../test/harness.ts';
import { figure, hardeningContext, isStandardError, label, routeTable, secretFields } from './support.ts';

const INJECTED = 'injected-by-the-hardening-suite';
const INJECTED_ID = 987_321;
const INJECTED_COUNT = 777;
const INJECTED_DATE = '2001-02-03T04:05:06.000Z';
/** The fields a client must never be able to set. */
const EXTRA = {
  id: INJECTED_ID,
  usage_count: INJECTED_COUNT,
  password_hash: INJECTED,
  created_at: INJECTED_DATE,
  updated_at: INJECTED_DATE,
  key_hash: INJECTED,
};

let ctx: TestContext;
let token: string;
let n = 0;
const next = () => ++n;

beforeAll(async () => {
  ctx = await hardeningContext();
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
});
afterAll(() => ctx.close());

/** Rows a call needs, inserted straight into the database. */
function world() {
  const { db } = ctx.database;
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
  const product = (extra: Partial<typeof products.$inferInsert> = {}) =>
    one(
      db
        .insert(products)
        .values({ name: `MA product ${next()}`, priceUsd: 1000, internalKey: `ma-${randomUUID()}`, ...extra })
        .returning(),
    );
  const customer = () =>
    one(
      db
        .insert(users)
        .values({ email: `ma-${randomUUID()}@example.com`, name: 'MA customer' })
        .returning(),
    );
  const order = async () => {
    const o = await one(
      db
        .insert(orders)
        .values({
          orderNumber: `MA-${next()}`,
          customerEmail: 'ma@example.com',
          status: 'paid',
          subtotal: 1000,
          total: 1000,
        })
        .returning(),
    );
    const mug = await product({ isPhysical: true });
    await db
      .insert(orderItems)
      .values({ orderId: o.id, productId: mug.id, productName: mug.name, quantity: 1, priceAtPurchase: 1000 });
    return o;
  };
  return {
    product,
    customer,
    order,
    promo: () =>
      one(
        db
          .insert(codePromos)
          .values({ code: `MA${next()}`, discountType: 'percentage', discountValue: 10 })
          .returning(),
      ),
    country: (code: string) =>
      one(
        db
          .insert(countries)
          .values({ code, name: `MA ${code}`, shippingCost: 500 })
          .returning(),
      ),
    template: () =>
      one(
        db
          .insert(emailTemplates)
          .values({ templateKey: `ma_${next()}`, name: 'MA', subject: 'Hello', bodyText: 'Hi' })
          .returning(),
      ),
    release: async () =>
      one(
        db
          .insert(softwareReleases)
          .values({
            productId: (await product({ isDownloadable: true })).id,
            version: `1.${next()}.0`,
            platform: 'windows',
            downloadUrl: 'https://example.com/app.zip',
            checksumSha256: 'a'.repeat(64),
            releaseDate: new Date('2025-01-01T00:00:00Z'),
          })
          .returning(),
      ),
    shipment: async () =>
      one(
        db
          .insert(shipments)
          .values({ orderId: (await order()).id, trackingNumber: `TRK${next()}`, carrier: 'UPS' })
          .returning(),
      ),
    access: async () => {
      const [u, p] = [await customer(), await product({ isDownloadable: true })];
      return one(db.insert(userProductAccess).values({ userId: u.id, productId: p.id }).returning());
    },
    limiter: async () => (await db.select().from(rateLimiterSettings)).find((r) => r.limiterName === 'webhooks')!,
    /** A view of the walk's admin (only its author may change it). */
    savedView: async () => {
      const admin = await one(db.select().from(users).where(eq(users.email, TEST_ADMIN.email)));
      return one(
        db
          .insert(savedViews)
          .values({ adminId: admin.id, list: 'orders', name: `MA view ${next()}`, query: 'status=paid' })
          .returning(),
      );
    },
    /** A note by the walk's admin (only its author may change it). */
    note: async () => {
      const admin = await one(db.select().from(users).where(eq(users.email, TEST_ADMIN.email)));
      return one(
        db
          .insert(orderNotes)
          .values({
            orderId: (await order()).id,
            authorId: admin.id,
            authorName: admin.name,
            authorEmail: admin.email,
            body: 'MA',
          })
          .returning(),
      );
    },
  };
}
type World = ReturnType<typeof world>;

interface Case {
  table: PgTable;
  call: (w: World) => Promise<{ url: string; body: Record<string, unknown> }>;
}

/** A valid body for every create/update admin route; the walk adds EXTRA to each. */
const CASES: Record<string, Case> = {
  'PUT /api/admin/list-settings/:list': {
    table: adminListSettings,
    call: async () => ({ url: '/api/admin/list-settings/orders', body: { columns: ['order_number', 'total'] } }),
  },
  'POST /api/admin/views': {
    table: savedViews,
    call: async () => ({ url: '/api/admin/views', body: { list: 'orders', name: `MA view ${next()}`, query: '' } }),
  },
  'PATCH /api/admin/views/:id': {
    table: savedViews,
    call: async (w) => ({
      url: `/api/admin/views/${(await w.savedView()).id}`,
      body: { name: `MA renamed ${next()}` },
    }),
  },
  'POST /api/admin/users': {
    table: users,
    call: async () => ({
      url: '/api/admin/users',
      body: { email: `ma-new-${next()}@example.com`, password: 'walker-pass-1', name: 'MA New', is_admin: false },
    }),
  },
  'PATCH /api/admin/users/:id': {
    table: users,
    call: async (w) => ({ url: `/api/admin/users/${(await w.customer()).id}`, body: { name: 'Renamed' } }),
  },
  'POST /api/admin/users/bulk': {
    table: users,
    call: async (w) => ({
      url: '/api/admin/users/bulk',
      body: { action: 'delete', records: [{ id: (await w.customer()).id }] },
    }),
  },
  'POST /api/admin/products': {
    table: products,
    call: async () => ({
      url: '/api/admin/products',
      body: { name: 'MA lamp', price_usd: 2500, internal_key: `ma-lamp-${next()}` },
    }),
  },
  'PATCH /api/admin/products/:id': {
    table: products,
    call: async (w) => ({ url: `/api/admin/products/${(await w.product()).id}`, body: { price_usd: 1500 } }),
  },
  'POST /api/admin/products/bulk': {
    table: products,
    call: async (w) => ({
      url: '/api/admin/products/bulk',
      body: { action: 'delete', records: [{ id: (await w.product()).id }] },
    }),
  },
  'POST /api/admin/promos': {
    table: codePromos,
    call: async () => ({
      url: '/api/admin/promos',
      body: { code: `MANEW${next()}`, discount_type: 'percentage', discount_value: 15 },
    }),
  },
  'PATCH /api/admin/promos/:id': {
    table: codePromos,
    call: async (w) => ({ url: `/api/admin/promos/${(await w.promo()).id}`, body: { discount_value: 20 } }),
  },
  'POST /api/admin/promos/bulk': {
    table: codePromos,
    call: async (w) => ({
      url: '/api/admin/promos/bulk',
      body: { action: 'disable', records: [{ id: (await w.promo()).id }] },
    }),
  },
  'PATCH /api/admin/orders/:id': {
    table: orders,
    call: async (w) => ({ url: `/api/admin/orders/${(await w.order()).id}`, body: { status: 'processing' } }),
  },
  'POST /api/admin/orders/:id/notes': {
    table: orderNotes,
    call: async (w) => ({ url: `/api/admin/orders/${(await w.order()).id}/notes`, body: { body: 'Note' } }),
  },
  'POST /api/admin/orders/:id/refunds': {
    table: orderRefunds,
    call: async (w) => ({
      url: `/api/admin/orders/${(await w.order()).id}/refunds`,
      body: { amount: 100, reason: 'Damaged' },
    }),
  },
  'PATCH /api/admin/orders/:id/notes/:noteId': {
    table: orderNotes,
    call: async (w) => {
      const note = await w.note();
      return { url: `/api/admin/orders/${note.orderId}/notes/${note.id}`, body: { body: 'Edited' } };
    },
  },
  'POST /api/admin/orders/bulk': {
    table: orders,
    call: async (w) => ({
      url: '/api/admin/orders/bulk',
      body: { action: 'set_status', status: 'shipped', records: [{ id: (await w.order()).id }] },
    }),
  },
  'POST /api/admin/access': {
    table: userProductAccess,
    call: async (w) => ({
      url: '/api/admin/access',
      body: { user_id: (await w.customer()).id, product_id: (await w.product({ isDownloadable: true })).id },
    }),
  },
  'PATCH /api/admin/access/:id': {
    table: userProductAccess,
    call: async (w) => ({ url: `/api/admin/access/${(await w.access()).id}`, body: { is_active: false } }),
  },
  'POST /api/admin/access/bulk': {
    table: userProductAccess,
    call: async (w) => ({
      url: '/api/admin/access/bulk',
      body: { action: 'revoke', records: [{ id: (await w.access()).id }] },
    }),
  },
  'POST /api/admin/shipments': {
    table: shipments,
    call: async (w) => ({
      url: '/api/admin/shipments',
      body: { order_id: (await w.order()).id, tracking_number: `TRK-MA-${next()}`, carrier: 'DHL' },
    }),
  },
  'PATCH /api/admin/shipments/:id': {
    table: shipments,
    call: async (w) => ({ url: `/api/admin/shipments/${(await w.shipment()).id}`, body: { carrier: 'FedEx' } }),
  },
  'POST /api/admin/shipments/bulk': {
    table: shipments,
    call: async (w) => ({
      url: '/api/admin/shipments/bulk',
      body: { action: 'set_status', status: 'in_transit', records: [{ id: (await w.shipment()).id }] },
    }),
  },
  'POST /api/admin/releases': {
    table: softwareReleases,
    call: async (w) => ({
      url: '/api/admin/releases',
      body: {
        product_id: (await w.product({ isDownloadable: true })).id,
        version_number: '2.0.0',
        platform: 'linux',
        download_url: 'https://example.com/app-2.zip',
        sha256_checksum: 'b'.repeat(64),
        release_date: '2025-02-01',
      },
    }),
  },
  'PATCH /api/admin/releases/:id': {
    table: softwareReleases,
    call: async (w) => ({ url: `/api/admin/releases/${(await w.release()).id}`, body: { release_notes: 'Fixes' } }),
  },
  'POST /api/admin/countries': {
    table: countries,
    call: async () => ({
      url: '/api/admin/countries',
      body: { country_code: 'LI', country_name: 'Liechtenstein', shipping_cost_usd_cents: 800 },
    }),
  },
  'PATCH /api/admin/countries/:code': {
    table: countries,
    call: async (w) => ({
      url: `/api/admin/countries/${(await w.country('MC')).code}`,
      body: { shipping_cost_usd_cents: 900 },
    }),
  },
  'POST /api/admin/templates': {
    table: emailTemplates,
    call: async () => ({
      url: '/api/admin/templates',
      body: { template_key: `ma_new_${next()}`, name: 'MA', subject: 'Hi {{name}}', body_text: 'Hello' },
    }),
  },
  'PATCH /api/admin/templates/:id': {
    table: emailTemplates,
    call: async (w) => ({ url: `/api/admin/templates/${(await w.template()).id}`, body: { subject: 'Changed' } }),
  },
  'POST /api/admin/webhooks': {
    table: webhookEndpoints,
    call: async () => ({
      url: '/api/admin/webhooks',
      body: { url: 'https://93.184.215.14/ma', events: ['order.paid'] },
    }),
  },
  'PATCH /api/admin/webhooks/:id': {
    table: webhookEndpoints,
    call: async () => {
      const [endpoint] = await ctx.database.db
        .insert(webhookEndpoints)
        .values({ url: `https://93.184.215.14/ma-${next()}`, events: ['order.paid'], secretSealed: 'sealed' })
        .returning();
      return { url: `/api/admin/webhooks/${endpoint!.id}`, body: { description: 'MA edited' } };
    },
  },
  'POST /api/v1/admin/api-keys': {
    table: apiKeys,
    call: async () => ({ url: '/api/v1/admin/api-keys', body: { name: `MA key ${next()}` } }),
  },
  'PATCH /api/v1/admin/api-keys/:id': {
    table: apiKeys,
    call: async () => {
      const [key] = await ctx.database.db
        .insert(apiKeys)
        .values({ name: `MA edit key ${next()}`, keyPrefix: `sk_ma${next()}`, keyHash: `ma-hash-${randomUUID()}` })
        .returning();
      return { url: `/api/v1/admin/api-keys/${key!.id}`, body: { name: 'MA renamed', scopes: ['products:read'] } };
    },
  },
  'POST /api/v1/admin/api-keys/:id/roll': {
    table: apiKeys,
    call: async () => {
      const [key] = await ctx.database.db
        .insert(apiKeys)
        .values({ name: `MA roll key ${next()}`, keyPrefix: `sk_ma${next()}`, keyHash: `ma-hash-${randomUUID()}` })
        .returning();
      return { url: `/api/v1/admin/api-keys/${key!.id}/roll`, body: { grace_hours: 1 } };
    },
  },
  'POST /api/v1/admin/api-keys/bulk': {
    table: apiKeys,
    call: async () => {
      const [key] = await ctx.database.db
        .insert(apiKeys)
        .values({ name: `MA bulk key ${next()}`, keyPrefix: `sk_ma${next()}`, keyHash: `ma-hash-${randomUUID()}` })
        .returning();
      return { url: '/api/v1/admin/api-keys/bulk', body: { action: 'revoke', records: [{ id: key!.id }] } };
    },
  },
  'POST /api/admin/monitoring/blacklist': {
    table: ipBlacklist,
    call: async () => ({
      url: '/api/admin/monitoring/blacklist',
      body: { ip: `198.18.1.${next()}`, reason: 'MA', duration: 3600 },
    }),
  },
  'PUT /api/admin/rate-limiters/:id': {
    table: rateLimiterSettings,
    call: async (w) => {
      const l = await w.limiter();
      return {
        url: `/api/admin/rate-limiters/${l.id}`,
        body: { window_ms: 60000, max_requests: l.maxRequests + 1, description: 'MA', is_active: true },
      };
    },
  },
};

/** Columns of a stored row that took one of the injected values. */
function tainted(row: Record<string, unknown>): string[] {
  return Object.entries(row)
    .filter(
      ([k, v]) =>
        (k === 'id' && v === INJECTED_ID) ||
        (k === 'usageCount' && v === INJECTED_COUNT) ||
        v === INJECTED ||
        (v instanceof Date && v.toISOString() === INJECTED_DATE),
    )
    .map(([k]) => k);
}

describe('mass assignment', () => {
  it('ignores or refuses id, usage_count, password_hash, timestamps and key_hash on every create/update', async () => {
    const routes = routeTable(ctx.app).map(label);
    // Exports store no record: a download token, then a file (decision 0017). Actions without a
    // body (revoking, ending sessions, retrying or resending a mail, notifying a release's customers, …)
    // take no fields to inject.
    const writes = routes.filter(
      (r) =>
        /^(POST|PUT|PATCH) \/api\/(v1\/)?admin\//.test(r) &&
        !/\/auth\/|\/(reset|clear-cache|revoke|simulate-success|onboarding-link|sessions\/end|retry|resend|notify|test|replay|secret\/roll)$|\/exports(\/download)?$/.test(
          r,
        ),
    );
    expect(
      writes.filter((r) => !(r in CASES)),
      'create/update routes without a case',
    ).toEqual([]);
    const w = world();
    const problems: string[] = [];
    const leaks: string[] = [];
    let refused = 0;
    for (const route of writes) {
      const c = CASES[route]!;
      const { url, body } = await c.call(w);
      const res = await ctx.app.inject({
        method: route.split(' ')[0] as 'POST',
        url,
        headers: bearer(token),
        payload: { ...body, ...EXTRA },
      });
      if (res.statusCode === 400) {
        refused++;
        continue;
      }
      if (res.statusCode >= 300) {
        problems.push(`${route}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      // A webhook endpoint's signing secret is answered once, when it is made (decision 0062).
      const shownOnce = route === 'POST /api/admin/webhooks' ? ['.secret'] : [];
      leaks.push(
        ...secretFields(json(res))
          .filter((f) => !shownOnce.includes(f))
          .map((f) => `${route} ${f}`),
      );
      const rows = (await ctx.database.db.select().from(c.table)) as Record<string, unknown>[];
      for (const row of rows) {
        const cols = tainted(row);
        if (cols.length > 0) problems.push(`${route}: stored ${cols.join(', ')} from the request`);
      }
    }
    // Every list the panel reads, now that each table has rows.
    for (const route of routes.filter((r) => /^GET \/api\/(v1\/)?admin\/[^:]*$/.test(r))) {
      const res = await ctx.app.inject({ method: 'GET', url: route.slice(4), headers: bearer(token) });
      if (res.headers['content-type']?.toString().includes('json')) {
        leaks.push(...secretFields(json(res)).map((f) => `${route} ${f}`));
      }
    }
    figure(
      `mass assignment: ${problems.length} rows took client-set fields over ${writes.length} create/update routes ` +
        `(${refused} refused with 400); ${leaks.length} secret-named fields in responses`,
    );
    expect(problems).toEqual([]);
    expect(leaks).toEqual([]);
  });

  it('lets no customer make themselves an admin: is_admin and id in the onboarding body are ignored', async () => {
    const [customer] = await ctx.database.db
      .insert(users)
      .values({ email: `climber-${randomUUID()}@example.com`, name: 'Climber' })
      .returning();
    const link = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${customer!.id}/onboarding-link`,
      headers: bearer(token),
    });
    const onboardingToken = /\/onboarding\/([^/?"#]+)/.exec(link.body)![1]!;
    const password = `climber-pass-${randomUUID()}`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/onboarding/${onboardingToken}`,
      payload: { password, confirm_password: password, name: 'Climber', is_admin: true, ...EXTRA },
    });
    expect([200, 400]).toContain(res.statusCode);
    const [after] = await ctx.database.db.select().from(users).where(eq(users.email, customer!.email));
    expect(after).toMatchObject({ id: customer!.id, isAdmin: false });
    expect(tainted(after as unknown as Record<string, unknown>)).toEqual([]);
    // And a customer's password never opens the panel.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: customer!.email, password },
    });
    expect(login.statusCode).not.toBe(200);
  });
});

describe('two-step answers', () => {
  // The set-up answers are the one place a secret-named field is meant to be: the authenticator
  // app must get the secret (as the QR code's URI and as text to type). They are the exceptions,
  // named here; every other two-step answer, and the stored rows, are checked like the rest.
  const MEANT_FOR_THE_ANSWER = [
    'POST /api/admin/auth/two-step/enrolment .secret',
    'POST /api/admin/auth/login/enrol .secret',
  ];

  it('carries the secret only in the set-up answers, and takes no client-set columns', async () => {
    const [admin] = await ctx.database.db
      .insert(users)
      .values({
        email: `surface-two-step-${randomUUID()}@example.com`,
        name: 'Surface Two Step',
        passwordHash: await hashPassword('surface-pass'),
        isAdmin: true,
        adminRole: 'owner',
      })
      .returning();
    const own = bearer((await loginAs(ctx.app, admin!.email, 'surface-pass')).token);
    const leaks: string[] = [];
    const call = async (
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      body?: object,
      headers: Record<string, string> = own,
    ) => {
      const res = await ctx.app.inject({ method, url, headers, ...(body ? { payload: { ...body, ...EXTRA } } : {}) });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
      leaks.push(...secretFields(json(res)).map((f) => `${method} ${url} ${f}`));
      return json(res);
    };
    const { secret } = (await call('POST', '/api/admin/auth/two-step/enrolment')) as { secret: string };
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    const { recovery_codes } = (await call('POST', '/api/admin/auth/two-step/enrolment/confirm', {
      code: totp.generate({ timestamp: Date.now() - 30_000 }),
    })) as { recovery_codes: string[] };
    await call('GET', '/api/admin/auth/two-step');
    await call('POST', '/api/admin/auth/two-step/recovery-codes', { code: recovery_codes[0] });
    await call('PUT', '/api/admin/auth/two-step/requirement', { required: true });
    const { challenge } = (await call(
      'POST',
      '/api/admin/auth/login',
      { email: admin!.email, password: 'surface-pass' },
      {},
    )) as { challenge: string };
    await call('POST', '/api/admin/auth/login/mfa', { challenge, code: totp.generate() }, {});
    // Someone who must set two-step up signs in through the set-up.
    const [newcomer] = await ctx.database.db
      .insert(users)
      .values({
        email: `surface-newcomer-${randomUUID()}@example.com`,
        name: 'Surface Newcomer',
        passwordHash: await hashPassword('surface-pass'),
        isAdmin: true,
        adminRole: 'owner',
      })
      .returning();
    const enrol = (await call(
      'POST',
      '/api/admin/auth/login',
      { email: newcomer!.email, password: 'surface-pass' },
      {},
    )) as {
      challenge: string;
    };
    const started = (await call('POST', '/api/admin/auth/login/enrol', { challenge: enrol.challenge }, {})) as {
      secret: string;
    };
    await call(
      'POST',
      '/api/admin/auth/login/enrol/confirm',
      { challenge: enrol.challenge, code: new TOTP({ secret: Secret.fromBase32(started.secret) }).generate() },
      {},
    );
    await call('PUT', '/api/admin/auth/two-step/requirement', { required: false });

    const rows = [
      ...(await ctx.database.db.select().from(userTwoStep)),
      ...(await ctx.database.db.select().from(twoStepRecoveryCodes)),
      ...(await ctx.database.db.select().from(twoStepChallenges)),
    ] as Record<string, unknown>[];
    expect(rows.flatMap(tainted)).toEqual([]);
    expect(leaks).toEqual(MEANT_FOR_THE_ANSWER);
  });
});

describe('security headers', () => {
  it('sends a strict CSP, nosniff, Referrer-Policy and no-store, and no CORS for another origin', async () => {
    const evil = { origin: 'https://evil.example' };
    const responses = {
      'API JSON': await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/auth/me',
        headers: { ...bearer(token), ...evil },
      }),
      'API error': await ctx.app.inject({ method: 'GET', url: '/api/admin/users', headers: evil }),
      preflight: await ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/admin/users',
        headers: { ...evil, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      }),
      'not found': await ctx.app.inject({ method: 'GET', url: '/api/nothing-here', headers: evil }),
    };
    const problems: string[] = [];
    for (const [name, res] of Object.entries(responses)) {
      const h = res.headers;
      const csp = String(h['content-security-policy'] ?? '');
      if (name !== 'preflight') {
        if (!csp) problems.push(`${name}: no CSP`);
        if (/unsafe-inline|unsafe-eval/.test(csp)) problems.push(`${name}: CSP allows unsafe-inline/eval: ${csp}`);
        if (!/frame-ancestors 'none'/.test(csp)) problems.push(`${name}: CSP lacks frame-ancestors 'none'`);
        if (h['x-content-type-options'] !== 'nosniff') problems.push(`${name}: no nosniff`);
        if (!h['referrer-policy']) problems.push(`${name}: no Referrer-Policy`);
        if (!String(h['cache-control'] ?? '').includes('no-store'))
          problems.push(`${name}: cache-control ${h['cache-control']}`);
      }
      if (h['access-control-allow-origin'] !== undefined) {
        problems.push(`${name}: access-control-allow-origin ${h['access-control-allow-origin']}`);
      }
      if (h['access-control-allow-credentials'] !== undefined) problems.push(`${name}: allow-credentials sent`);
    }
    expect(responses['API JSON'].statusCode).toBe(200);
    figure(`headers: ${problems.length} problems over ${Object.keys(responses).length} responses`);
    expect(problems).toEqual([]);
  });
});

describe('resource caps', () => {
  it(`never answers more than ${MAX_PAGE_LIMIT} rows, whatever the limit asked`, async () => {
    // More customers than the cap, so a cap that did not hold would show.
    const { db } = ctx.database;
    const batch = randomUUID().slice(0, 8);
    for (let start = 0; start < MAX_PAGE_LIMIT + 50; start += 2000) {
      const size = Math.min(2000, MAX_PAGE_LIMIT + 50 - start);
      await db
        .insert(users)
        .values(
          Array.from({ length: size }, (_, i) => ({ email: `cap-${batch}-${start + i}@example.com`, name: 'Cap' })),
        );
    }
    const lists = routeTable(ctx.app)
      .map(label)
      .filter((r) => /^GET \/api\/(v1\/)?admin\/[^:]*$/.test(r));
    const problems: string[] = [];
    let largest = 0;
    for (const route of lists) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${route.slice(4)}?limit=999999`,
        headers: bearer(token),
      });
      if (res.statusCode === 400) continue;
      if (res.statusCode !== 200) {
        problems.push(`${route}: ${res.statusCode}`);
        continue;
      }
      const body = json<Record<string, unknown>>(res);
      for (const [key, value] of Object.entries(body)) {
        if (Array.isArray(value)) {
          largest = Math.max(largest, value.length);
          if (value.length > MAX_PAGE_LIMIT) problems.push(`${route}: ${value.length} ${key}`);
        }
      }
      const limit = (body.pagination as { limit?: number } | undefined)?.limit;
      if (limit !== undefined && limit > MAX_PAGE_LIMIT) problems.push(`${route}: pagination.limit ${limit}`);
    }
    const usersRes = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users?limit=999999',
      headers: bearer(token),
    });
    expect(usersRes.statusCode).toBe(200);
    expect(json<{ users: unknown[] }>(usersRes).users).toHaveLength(MAX_PAGE_LIMIT);
    figure(
      `resource caps: ${problems.length} lists over the cap of ${MAX_PAGE_LIMIT} (${lists.length} lists, largest page ${largest})`,
    );
    expect(problems).toEqual([]);
  });

  it('refuses a 2 MiB body with 413 in the standard error body', async () => {
    const payload = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
    const targets = [
      { url: '/api/admin/products', headers: bearer(token) },
      { url: '/api/admin/auth/login', headers: {} },
      { url: '/api/v1/webhooks/stripe', headers: {} },
    ];
    const statuses: number[] = [];
    for (const t of targets) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: t.url,
        headers: { ...t.headers, 'content-type': 'application/json' },
        payload,
      });
      statuses.push(res.statusCode);
      expect(res.statusCode, t.url).toBe(413);
      expect(isStandardError(res), t.url).toBe(true);
    }
    figure(`body cap: 2 MiB bodies answered ${statuses.join(', ')}`);
  });
});
