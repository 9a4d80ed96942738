// The audit completeness walk (DESIGN §4: "No mutation without its audit row"). It reads the
// app's real route table, takes every POST/PUT/PATCH/DELETE under the admin APIs and, for each,
// performs a valid request from the fixture table below and checks that exactly one audit row
// was written, with the right action and resource. A new mutating route that is neither in the
// table nor in NOT_AUDITED fails the suite, naming the route: add its fixture (and its audit row).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditAction, AuditResourceType } from '@store/contract/audit';
import { codePromos, countries, emailTemplates, products, softwareReleases } from '../../db/schema/catalog.ts';
import { jobs } from '../../db/schema/jobs.ts';
import {
  apiKeys,
  auditLogs,
  ipBlacklist,
  mailOutbox,
  rateLimiterSettings,
  systemSettings,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema/operations.ts';
import {
  orderItems,
  orderNotes,
  orders,
  paymentSessions,
  shipments,
  userProductAccess,
} from '../../db/schema/sales.ts';
import { Secret, TOTP } from 'otpauth';
import {
  adminSessions,
  passwordResets,
  savedViews,
  twoStepChallenges,
  twoStepRecoveryCodes,
  userTwoStep,
  users,
} from '../../db/schema/users.ts';
import { REDACTED } from '../../platform/audit.ts';
import { sha256 } from '../../platform/secrets.ts';
import { TWO_STEP_REQUIRED_SETTING } from '../auth/service.ts';
import { bearer, createTestContext, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';

const SECRET_FIELD = /pass(word)?|secret|token|hash|api_?key|authorization/i;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ADMIN_PREFIXES = ['/api/admin/', '/api/v1/admin/'];

/**
 * Admin mutations that write no audit row, and why: none of them changes stored store data.
 * (API keys, the IP blacklist and rate limiter settings are audited like the rest: the three
 * resource types the contract adds to the spec's nine.)
 */
const NOT_AUDITED: Record<string, string> = {
  'POST /api/admin/auth/login': 'signing in changes no store data (failed attempts feed the abuse score)',
  'POST /api/admin/auth/refresh': 'token rotation changes no store data',
  'POST /api/admin/auth/logout': 'ends the caller’s own session; changes no store data',
  'POST /api/admin/auth/api-docs': 'sets a cookie in the caller’s browser for the API docs; changes no store data',
  'POST /api/admin/auth/password/forgot':
    'stores a reset link and queues its mail; no store data changes until the link is used, which is audited',
  'POST /api/admin/rate-limiters/clear-cache': 'drops caches and counters; changes no stored data (logged instead)',
  'POST /api/admin/exports': 'hands out a download token; the download writes the export’s row (decision 0017)',
  'POST /api/admin/auth/login/mfa':
    'the code step of signing in; changes no store data (wrong codes feed the abuse score)',
  'POST /api/admin/auth/login/enrol': 'a pending set-up: two-step is not on until a code confirms it (that is audited)',
  'POST /api/admin/auth/two-step/enrolment':
    'a pending set-up: two-step is not on until a code confirms it (that is audited)',
  'PUT /api/admin/list-settings/:list':
    'the caller’s own choice of columns, a display preference like the theme; changes no store data (decision 0064)',
};

// ---------------------------------------------------------------------------------------------
// Rows a fixture needs, inserted straight into the database so no fixture depends on another route.

let seq = 0;
const next = () => ++seq;
let countrySeq = 0;
const SMALL_COUNTRIES = ['AD', 'LI', 'MC', 'SM', 'TV', 'NR', 'PW', 'KI', 'BT', 'LS'];

function world(ctx: TestContext) {
  const { db } = ctx.database;
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
  return {
    /** A view of the walk's admin (only its author may change it). */
    savedView: async () => {
      const admin = await one(db.select().from(users).where(eq(users.email, TEST_ADMIN.email)));
      return one(
        db
          .insert(savedViews)
          .values({ adminId: admin.id, list: 'orders', name: `Walk view ${next()}`, query: 'status=paid' })
          .returning(),
      );
    },
    product: (extra: Partial<typeof products.$inferInsert> = {}) => {
      const n = next();
      return one(
        db
          .insert(products)
          .values({ name: `Walk product ${n}`, priceUsd: 1000, internalKey: `walk-${n}`, ...extra })
          .returning(),
      );
    },
    customer: () => {
      const n = next();
      return one(
        db
          .insert(users)
          .values({ email: `walk-${n}@example.com`, name: `Walker ${n}` })
          .returning(),
      );
    },
    /** A paid order of one physical item (so it can be shipped). */
    order: async () => {
      const n = next();
      const order = await one(
        db
          .insert(orders)
          .values({
            orderNumber: `WALK-${n}`,
            customerEmail: `walk-${n}@example.com`,
            status: 'paid',
            subtotal: 1000,
            total: 1000,
          })
          .returning(),
      );
      const mug = await one(
        db
          .insert(products)
          .values({ name: `Walk mug ${n}`, priceUsd: 1000, internalKey: `walk-mug-${n}`, isPhysical: true })
          .returning(),
      );
      await db
        .insert(orderItems)
        .values({ orderId: order.id, productId: mug.id, productName: mug.name, quantity: 1, priceAtPurchase: 1000 });
      return order;
    },
    promo: () =>
      one(
        db
          .insert(codePromos)
          .values({ code: `WALK${next()}`, discountType: 'percentage', discountValue: 10 })
          .returning(),
      ),
    /** Real ISO codes of small countries the fresh test store does not have. */
    countryCode: () => SMALL_COUNTRIES[countrySeq++ % SMALL_COUNTRIES.length]!,
    country: (code: string) =>
      one(
        db
          .insert(countries)
          .values({ code, name: `Walkland ${code}`, shippingCost: 500 })
          .returning(),
      ),
    template: () => {
      const n = next();
      return one(
        db
          .insert(emailTemplates)
          .values({ templateKey: `walk_${n}`, name: `Walk ${n}`, subject: 'Hello', bodyText: 'Hi' })
          .returning(),
      );
    },
    release: async () => {
      const product = await one(
        db
          .insert(products)
          .values({
            name: `Walk app ${next()}`,
            priceUsd: 1000,
            internalKey: `walk-app-${next()}`,
            isDownloadable: true,
          })
          .returning(),
      );
      return one(
        db
          .insert(softwareReleases)
          .values({
            productId: product.id,
            version: `1.${next()}.0`,
            platform: 'windows',
            downloadUrl: 'https://example.com/app.zip',
            checksumSha256: 'a'.repeat(64),
            releaseDate: new Date('2025-01-01T00:00:00Z'),
          })
          .returning(),
      );
    },
    shipment: async (orderId: number) =>
      one(
        db
          .insert(shipments)
          .values({ orderId, trackingNumber: `TRK${next()}`, carrier: 'UPS' })
          .returning(),
      ),
    access: async () => {
      const [user, product] = [
        await one(
          db
            .insert(users)
            .values({ email: `walk-${next()}@example.com`, name: 'Grantee' })
            .returning(),
        ),
        await one(
          db
            .insert(products)
            .values({
              name: `Walk grant ${next()}`,
              priceUsd: 100,
              internalKey: `walk-grant-${next()}`,
              isDownloadable: true,
            })
            .returning(),
        ),
      ];
      return one(db.insert(userProductAccess).values({ userId: user.id, productId: product.id }).returning());
    },
    /** An active API key (its secret is never needed: the admin routes take the id). */
    apiKey: () => {
      const n = next();
      return one(
        db
          .insert(apiKeys)
          .values({ name: `Walk key ${n}`, keyPrefix: `sk_walk${n}`, keyHash: sha256(`walk-key-${n}`) })
          .returning(),
      );
    },
    /** A webhook endpoint (its secret is never opened by the admin routes walked). */
    webhook: () =>
      one(
        db
          .insert(webhookEndpoints)
          .values({ url: `https://93.184.215.14/walk-${next()}`, events: ['order.paid'], secretSealed: 'sealed' })
          .returning(),
      ),
    /** A delivery of an event to a new endpoint, as the runner left it. */
    webhookDelivery: async () => {
      const endpoint = await one(
        db
          .insert(webhookEndpoints)
          .values({ url: `https://93.184.215.14/walk-${next()}`, events: ['order.paid'], secretSealed: 'sealed' })
          .returning(),
      );
      const event = await one(
        db
          .insert(webhookEvents)
          .values({ id: `msg_walk_${next()}`, type: 'order.paid', payload: {} })
          .returning(),
      );
      return one(
        db
          .insert(webhookDeliveries)
          .values({ eventId: event.id, endpointId: endpoint.id, state: 'failed' })
          .returning(),
      );
    },
    /** A benchmarking-range IP (RFC 2544) no other test uses or connects from. */
    ip: () => `198.18.0.${next() % 250}`,
    /** A blacklisted IP, as its durable row. */
    blockedIp: (ip: string) =>
      one(
        db
          .insert(ipBlacklist)
          .values({ ip, reasons: ['Walk'], manual: true, expiresAt: new Date(Date.now() + 3_600_000) })
          .returning(),
      ),
    /** The webhooks limiter: changing it does not slow the walk's own admin calls. */
    limiter: async () =>
      one(db.select().from(rateLimiterSettings).where(eq(rateLimiterSettings.limiterName, 'webhooks'))),
    /** A pending checkout by an existing customer: completing it creates the order only. */
    pendingSession: async () => {
      const n = next();
      const customer = await one(
        db
          .insert(users)
          .values({ email: `walk-buyer-${n}@example.com`, name: 'Buyer', onboardingCompleted: true })
          .returning(),
      );
      const product = await one(
        db
          .insert(products)
          .values({ name: `Walk e-book ${n}`, priceUsd: 1500, internalKey: `walk-ebook-${n}`, isDownloadable: true })
          .returning(),
      );
      return one(
        db
          .insert(paymentSessions)
          .values({
            sessionId: `cs_walk_${n}`,
            provider: 'stripe',
            userEmail: customer.email,
            items: [{ product_id: product.id, quantity: 1 }],
            subtotal: 1500,
            amountExpected: 1500,
          })
          .returning(),
      );
    },
    /** A note on a new order, written by the walk's own admin (only its author may change it). */
    note: async () => {
      const order = await one(
        db
          .insert(orders)
          .values({ orderNumber: `WALK-NOTE-${next()}`, customerEmail: 'noted@example.com', subtotal: 0, total: 0 })
          .returning(),
      );
      const admin = await one(db.select().from(users).where(eq(users.email, TEST_ADMIN.email)));
      return one(
        db
          .insert(orderNotes)
          .values({
            orderId: order.id,
            authorId: admin.id,
            authorName: admin.name,
            authorEmail: admin.email,
            body: 'Walk',
          })
          .returning(),
      );
    },
  };
}
type World = ReturnType<typeof world>;

interface Fixture {
  /** The one audit row the call must write. */
  writes: [AuditAction, AuditResourceType];
  /**
   * Creates what the call needs; gives the concrete URL and body, and the actor the row names
   * when it is not the walking admin (a password reset is done by the account itself).
   */
  call: (w: World) => Promise<{ url: string; body?: Record<string, unknown>; actor?: { id: number; name: string } }>;
}

// Two-step sign-in of the walk's admin, set straight in the database: the walk calls the routes
// in the route table's order, so each fixture makes the state its call needs.
const totpCode = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

/** The walk's admin with two-step on and one fresh recovery code, answered. */
async function twoStepOn(): Promise<string> {
  const { db } = ctx.database;
  const code = new Secret({ size: 10 }).base32.toLowerCase();
  await db.delete(userTwoStep).where(eq(userTwoStep.userId, adminId));
  // Never opened: the walk's calls use the recovery code.
  await db.insert(userTwoStep).values({ userId: adminId, secretSealed: 'v1.walk.walk.walk', enabledAt: new Date() });
  await db.insert(twoStepRecoveryCodes).values({ userId: adminId, codeHash: sha256(code) });
  return code;
}

/** A live session of the account, as a sign-in makes it (straight in the database). */
async function sessionOf(userId: number): Promise<string> {
  const id = randomUUID();
  await ctx.database.db
    .insert(adminSessions)
    .values({ id, userId, expiresAt: new Date(Date.now() + 3_600_000), ip: '198.18.9.9', userAgent: 'Walk' });
  return id;
}

async function setTwoStepRequired(required: boolean): Promise<void> {
  await ctx.database.db
    .insert(systemSettings)
    .values({ key: TWO_STEP_REQUIRED_SETTING, value: String(required) })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value: String(required) } });
}

/** A mail of the outbox in this status, with a body (straight in the database). */
async function outboxMail(status: 'failed' | 'sent'): Promise<number> {
  const [mail] = await ctx.database.db
    .insert(mailOutbox)
    .values({ toEmail: `walk-${next()}@example.com`, subject: 'Walk', bodyText: 'Hello', status })
    .returning({ id: mailOutbox.id });
  return mail!.id;
}

/** A valid request for every audited admin mutation, keyed by method and route pattern. */
const FIXTURES: Record<string, Fixture> = {
  'POST /api/admin/auth/login/enrol/confirm': {
    writes: ['update', 'users'],
    call: async () => {
      const { db } = ctx.database;
      await db.delete(userTwoStep).where(eq(userTwoStep.userId, adminId));
      const challenge = `walk-challenge-${next()}`;
      await db.insert(twoStepChallenges).values({
        idHash: sha256(challenge),
        userId: adminId,
        purpose: 'enrol',
        expiresAt: new Date(Date.now() + 60_000),
      });
      const started = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login/enrol',
        payload: { challenge },
      });
      const { secret } = started.json<{ secret: string }>();
      return { url: '/api/admin/auth/login/enrol/confirm', body: { challenge, code: totpCode(secret) } };
    },
  },
  'POST /api/admin/auth/two-step/enrolment/confirm': {
    writes: ['update', 'users'],
    call: async () => {
      await ctx.database.db.delete(userTwoStep).where(eq(userTwoStep.userId, adminId));
      const started = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/auth/two-step/enrolment',
        headers: bearer(token),
      });
      const { secret } = started.json<{ secret: string }>();
      return { url: '/api/admin/auth/two-step/enrolment/confirm', body: { code: totpCode(secret) } };
    },
  },
  'POST /api/admin/auth/two-step/disable': {
    writes: ['update', 'users'],
    call: async () => {
      await setTwoStepRequired(false);
      return {
        url: '/api/admin/auth/two-step/disable',
        body: { password: TEST_ADMIN.password, code: await twoStepOn() },
      };
    },
  },
  'POST /api/admin/auth/two-step/recovery-codes': {
    writes: ['update', 'users'],
    call: async () => ({ url: '/api/admin/auth/two-step/recovery-codes', body: { code: await twoStepOn() } }),
  },
  'PUT /api/admin/auth/two-step/requirement': {
    writes: ['update', 'security_settings'],
    call: async () => {
      await setTwoStepRequired(true);
      return { url: '/api/admin/auth/two-step/requirement', body: { required: false } };
    },
  },
  // Ending sessions is an update of the account whose sessions they are (decision 0026).
  'DELETE /api/admin/auth/sessions/:id': {
    writes: ['update', 'users'],
    call: async () => ({ url: `/api/admin/auth/sessions/${await sessionOf(adminId)}` }),
  },
  'POST /api/admin/auth/sessions/end-others': {
    writes: ['update', 'users'],
    call: async () => {
      await sessionOf(adminId);
      return { url: '/api/admin/auth/sessions/end-others' };
    },
  },
  'POST /api/admin/users/:id/sessions/end': {
    writes: ['update', 'users'],
    call: async () => {
      const [admin] = await ctx.database.db
        .insert(users)
        .values({
          email: `walk-sessions-${next()}@example.com`,
          name: 'Walk sessions',
          isAdmin: true,
          adminRole: 'administrator',
        })
        .returning();
      await sessionOf(admin!.id);
      return { url: `/api/admin/users/${admin!.id}/sessions/end` };
    },
  },
  'POST /api/admin/users': {
    writes: ['create', 'users'],
    call: async () => ({
      url: '/api/admin/users',
      body: { email: `walk-new-${next()}@example.com`, password: 'walker-pass-1', name: 'New Walker', is_admin: false },
    }),
  },
  'PATCH /api/admin/users/:id': {
    writes: ['update', 'users'],
    call: async (w) => ({ url: `/api/admin/users/${(await w.customer()).id}`, body: { name: 'Renamed Walker' } }),
  },
  'DELETE /api/admin/users/:id': {
    writes: ['delete', 'users'],
    call: async (w) => ({ url: `/api/admin/users/${(await w.customer()).id}` }),
  },
  'POST /api/admin/users/bulk': {
    writes: ['delete', 'users'],
    call: async (w) => ({
      url: '/api/admin/users/bulk',
      body: { action: 'delete', records: [{ id: (await w.customer()).id }] },
    }),
  },
  'POST /api/admin/auth/password/reset': {
    writes: ['update', 'users'],
    call: async () => {
      const n = next();
      const [admin] = await ctx.database.db
        .insert(users)
        .values({
          email: `walk-reset-${n}@example.com`,
          name: `Reset walker ${n}`,
          isAdmin: true,
          adminRole: 'administrator',
        })
        .returning();
      const token = `walk-reset-token-${n}-0123456789abcdef`;
      await ctx.database.db
        .insert(passwordResets)
        .values({ tokenHash: sha256(token), userId: admin!.id, expiresAt: new Date(Date.now() + 60_000) });
      return {
        url: '/api/admin/auth/password/reset',
        body: { token, password: 'walked-new-password' },
        actor: { id: admin!.id, name: admin!.name },
      };
    },
  },
  'POST /api/admin/users/:id/onboarding-link': {
    writes: ['update', 'users'],
    call: async (w) => ({ url: `/api/admin/users/${(await w.customer()).id}/onboarding-link` }),
  },
  'POST /api/admin/products': {
    writes: ['create', 'products'],
    call: async () => ({
      url: '/api/admin/products',
      body: { name: 'Walk lamp', price_usd: 2500, internal_key: `walk-lamp-${next()}` },
    }),
  },
  'PATCH /api/admin/products/:id': {
    writes: ['update', 'products'],
    call: async (w) => ({ url: `/api/admin/products/${(await w.product()).id}`, body: { price_usd: 1500 } }),
  },
  'DELETE /api/admin/products/:id': {
    writes: ['delete', 'products'],
    call: async (w) => ({ url: `/api/admin/products/${(await w.product()).id}` }),
  },
  'POST /api/admin/products/bulk': {
    writes: ['delete', 'products'],
    call: async (w) => ({
      url: '/api/admin/products/bulk',
      body: { action: 'delete', records: [{ id: (await w.product()).id }] },
    }),
  },
  'POST /api/admin/promos': {
    writes: ['create', 'code_promos'],
    call: async () => ({
      url: '/api/admin/promos',
      body: { code: `WALKNEW${next()}`, discount_type: 'percentage', discount_value: 15 },
    }),
  },
  'PATCH /api/admin/promos/:id': {
    writes: ['update', 'code_promos'],
    call: async (w) => ({ url: `/api/admin/promos/${(await w.promo()).id}`, body: { discount_value: 20 } }),
  },
  'DELETE /api/admin/promos/:id': {
    writes: ['delete', 'code_promos'],
    call: async (w) => ({ url: `/api/admin/promos/${(await w.promo()).id}` }),
  },
  'POST /api/admin/promos/bulk': {
    writes: ['update', 'code_promos'],
    call: async (w) => ({
      url: '/api/admin/promos/bulk',
      body: { action: 'disable', records: [{ id: (await w.promo()).id }] },
    }),
  },
  'PATCH /api/admin/orders/:id': {
    writes: ['update', 'orders'],
    call: async (w) => ({ url: `/api/admin/orders/${(await w.order()).id}`, body: { status: 'processing' } }),
  },
  'POST /api/admin/orders/bulk': {
    writes: ['update', 'orders'],
    call: async (w) => ({
      url: '/api/admin/orders/bulk',
      body: { action: 'set_status', status: 'shipped', records: [{ id: (await w.order()).id }] },
    }),
  },
  'POST /api/admin/orders/:id/notes': {
    writes: ['create', 'order_notes'],
    call: async (w) => ({
      url: `/api/admin/orders/${(await w.order()).id}/notes`,
      body: { body: 'Called the customer' },
    }),
  },
  'POST /api/admin/orders/:id/refunds': {
    writes: ['create', 'order_refunds'],
    call: async (w) => ({
      url: `/api/admin/orders/${(await w.order()).id}/refunds`,
      body: { amount: 250, reason: 'Damaged in transit' },
    }),
  },
  'PATCH /api/admin/orders/:id/notes/:noteId': {
    writes: ['update', 'order_notes'],
    call: async (w) => {
      const note = await w.note();
      return { url: `/api/admin/orders/${note.orderId}/notes/${note.id}`, body: { body: 'Called again' } };
    },
  },
  'DELETE /api/admin/orders/:id/notes/:noteId': {
    writes: ['delete', 'order_notes'],
    call: async (w) => {
      const note = await w.note();
      return { url: `/api/admin/orders/${note.orderId}/notes/${note.id}` };
    },
  },
  'POST /api/admin/orders/payment-sessions/:id/simulate-success': {
    // An existing customer: the order is the one thing created (a new customer adds a users row).
    writes: ['create', 'orders'],
    call: async (w) => ({
      url: `/api/admin/orders/payment-sessions/${(await w.pendingSession()).id}/simulate-success`,
    }),
  },
  'POST /api/admin/access': {
    writes: ['create', 'user_product_access'],
    call: async (w) => {
      const [user, product] = [await w.customer(), await w.product({ isDownloadable: true })];
      return { url: '/api/admin/access', body: { user_id: user.id, product_id: product.id } };
    },
  },
  'PATCH /api/admin/access/:id': {
    writes: ['update', 'user_product_access'],
    call: async (w) => ({ url: `/api/admin/access/${(await w.access()).id}`, body: { is_active: false } }),
  },
  'DELETE /api/admin/access/:id': {
    writes: ['delete', 'user_product_access'],
    call: async (w) => ({ url: `/api/admin/access/${(await w.access()).id}` }),
  },
  'POST /api/admin/access/bulk': {
    writes: ['delete', 'user_product_access'],
    call: async (w) => ({
      url: '/api/admin/access/bulk',
      body: { action: 'revoke', records: [{ id: (await w.access()).id }] },
    }),
  },
  'POST /api/admin/shipments': {
    writes: ['create', 'shipments'],
    call: async (w) => ({
      url: '/api/admin/shipments',
      body: { order_id: (await w.order()).id, tracking_number: `TRK-NEW-${next()}`, carrier: 'DHL' },
    }),
  },
  'PATCH /api/admin/shipments/:id': {
    writes: ['update', 'shipments'],
    call: async (w) => ({
      url: `/api/admin/shipments/${(await w.shipment((await w.order()).id)).id}`,
      body: { carrier: 'FedEx' },
    }),
  },
  'DELETE /api/admin/shipments/:id': {
    writes: ['delete', 'shipments'],
    call: async (w) => ({ url: `/api/admin/shipments/${(await w.shipment((await w.order()).id)).id}` }),
  },
  'POST /api/admin/shipments/bulk': {
    writes: ['update', 'shipments'],
    call: async (w) => ({
      url: '/api/admin/shipments/bulk',
      body: {
        action: 'set_status',
        status: 'in_transit',
        records: [{ id: (await w.shipment((await w.order()).id)).id }],
      },
    }),
  },
  'POST /api/admin/releases': {
    writes: ['create', 'software_releases'],
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
    writes: ['update', 'software_releases'],
    call: async (w) => ({ url: `/api/admin/releases/${(await w.release()).id}`, body: { release_notes: 'Fixes' } }),
  },
  'POST /api/admin/releases/:id/notify': {
    writes: ['update', 'software_releases'],
    call: async (w) => {
      const release = await w.release();
      await ctx.database.db.update(softwareReleases).set({ isLatest: true }).where(eq(softwareReleases.id, release.id));
      const customer = await w.customer();
      await ctx.database.db.insert(userProductAccess).values({ userId: customer.id, productId: release.productId });
      return { url: `/api/admin/releases/${release.id}/notify` };
    },
  },
  'DELETE /api/admin/releases/:id': {
    writes: ['delete', 'software_releases'],
    call: async (w) => ({ url: `/api/admin/releases/${(await w.release()).id}` }),
  },
  'POST /api/admin/countries': {
    writes: ['create', 'countries'],
    call: async (w) => ({
      url: '/api/admin/countries',
      body: { country_code: w.countryCode(), country_name: 'Walkland', shipping_cost_usd_cents: 800 },
    }),
  },
  'PATCH /api/admin/countries/:code': {
    writes: ['update', 'countries'],
    call: async (w) => ({
      url: `/api/admin/countries/${(await w.country(w.countryCode())).code}`,
      body: { shipping_cost_usd_cents: 900 },
    }),
  },
  'DELETE /api/admin/countries/:code': {
    writes: ['delete', 'countries'],
    call: async (w) => ({ url: `/api/admin/countries/${(await w.country(w.countryCode())).code}` }),
  },
  'POST /api/admin/templates': {
    writes: ['create', 'email_templates'],
    call: async () => ({
      url: '/api/admin/templates',
      body: { template_key: `walk_new_${next()}`, name: 'Walk', subject: 'Hi {{name}}', body_text: 'Hello' },
    }),
  },
  'PATCH /api/admin/templates/:id': {
    writes: ['update', 'email_templates'],
    call: async (w) => ({ url: `/api/admin/templates/${(await w.template()).id}`, body: { subject: 'Changed' } }),
  },
  'POST /api/admin/outbox/:id/retry': {
    writes: ['update', 'mail_outbox'],
    call: async () => ({ url: `/api/admin/outbox/${await outboxMail('failed')}/retry` }),
  },
  'POST /api/admin/outbox/:id/resend': {
    writes: ['create', 'mail_outbox'],
    call: async () => ({ url: `/api/admin/outbox/${await outboxMail('sent')}/resend` }),
  },
  'POST /api/admin/jobs/:id/retry': {
    writes: ['update', 'jobs'],
    call: async () => {
      const [job] = await ctx.database.db
        .insert(jobs)
        .values({
          queue: 'test.walk',
          payload: {},
          maxAttempts: 1,
          attempts: 1,
          state: 'failed',
          finishedAt: new Date(),
        })
        .returning({ id: jobs.id });
      return { url: `/api/admin/jobs/${job!.id}/retry` };
    },
  },
  'DELETE /api/admin/templates/:id': {
    writes: ['delete', 'email_templates'],
    call: async (w) => ({ url: `/api/admin/templates/${(await w.template()).id}` }),
  },
  'POST /api/v1/admin/api-keys': {
    writes: ['create', 'api_keys'],
    call: async () => ({ url: '/api/v1/admin/api-keys', body: { name: `Walk storefront ${next()}` } }),
  },
  'PUT /api/v1/admin/api-keys/:id/revoke': {
    writes: ['update', 'api_keys'],
    call: async (w) => ({ url: `/api/v1/admin/api-keys/${(await w.apiKey()).id}/revoke` }),
  },
  'DELETE /api/v1/admin/api-keys/:id': {
    writes: ['delete', 'api_keys'],
    call: async (w) => ({ url: `/api/v1/admin/api-keys/${(await w.apiKey()).id}` }),
  },
  'PATCH /api/v1/admin/api-keys/:id': {
    writes: ['update', 'api_keys'],
    call: async (w) => ({
      url: `/api/v1/admin/api-keys/${(await w.apiKey()).id}`,
      body: { scopes: ['products:read'], rate_limit_per_minute: 60 },
    }),
  },
  'POST /api/v1/admin/api-keys/:id/roll': {
    writes: ['update', 'api_keys'],
    call: async (w) => ({ url: `/api/v1/admin/api-keys/${(await w.apiKey()).id}/roll`, body: { grace_hours: 1 } }),
  },
  'POST /api/admin/views': {
    writes: ['create', 'saved_views'],
    call: async () => ({
      url: '/api/admin/views',
      body: { list: 'orders', name: `Walk ${next()}`, query: 'status=paid' },
    }),
  },
  'PATCH /api/admin/views/:id': {
    writes: ['update', 'saved_views'],
    call: async (w) => ({ url: `/api/admin/views/${(await w.savedView()).id}`, body: { name: `Walked ${next()}` } }),
  },
  'DELETE /api/admin/views/:id': {
    writes: ['delete', 'saved_views'],
    call: async (w) => ({ url: `/api/admin/views/${(await w.savedView()).id}` }),
  },
  'POST /api/admin/webhooks': {
    writes: ['create', 'webhook_endpoints'],
    call: async () => ({
      url: '/api/admin/webhooks',
      body: { url: 'https://93.184.215.14/hooks', events: ['order.paid'] },
    }),
  },
  'PATCH /api/admin/webhooks/:id': {
    writes: ['update', 'webhook_endpoints'],
    call: async (w) => ({ url: `/api/admin/webhooks/${(await w.webhook()).id}`, body: { description: 'Walked' } }),
  },
  'DELETE /api/admin/webhooks/:id': {
    writes: ['delete', 'webhook_endpoints'],
    call: async (w) => ({ url: `/api/admin/webhooks/${(await w.webhook()).id}` }),
  },
  'POST /api/admin/webhooks/:id/secret/roll': {
    writes: ['update', 'webhook_endpoints'],
    call: async (w) => ({ url: `/api/admin/webhooks/${(await w.webhook()).id}/secret/roll` }),
  },
  'POST /api/admin/webhooks/:id/test': {
    writes: ['create', 'webhook_deliveries'],
    call: async (w) => ({ url: `/api/admin/webhooks/${(await w.webhook()).id}/test` }),
  },
  'POST /api/admin/webhooks/deliveries/:id/replay': {
    writes: ['update', 'webhook_deliveries'],
    call: async (w) => ({ url: `/api/admin/webhooks/deliveries/${(await w.webhookDelivery()).id}/replay` }),
  },
  'POST /api/v1/admin/api-keys/bulk': {
    writes: ['update', 'api_keys'],
    call: async (w) => ({
      url: '/api/v1/admin/api-keys/bulk',
      body: { action: 'revoke', records: [{ id: (await w.apiKey()).id }] },
    }),
  },
  'POST /api/admin/monitoring/blacklist': {
    writes: ['create', 'ip_blacklist'],
    call: async (w) => ({
      url: '/api/admin/monitoring/blacklist',
      body: { ip: w.ip(), reason: 'Walk', duration: 3600 },
    }),
  },
  'DELETE /api/admin/monitoring/blacklist/:ip': {
    writes: ['delete', 'ip_blacklist'],
    call: async (w) => ({ url: `/api/admin/monitoring/blacklist/${(await w.blockedIp(w.ip())).ip}` }),
  },
  'PUT /api/admin/rate-limiters/:id': {
    writes: ['update', 'rate_limiter_settings'],
    call: async (w) => {
      const limiter = await w.limiter();
      return {
        url: `/api/admin/rate-limiters/${limiter.id}`,
        body: { window_ms: 60000, max_requests: limiter.maxRequests + 1, description: 'Walk', is_active: true },
      };
    },
  },
  'POST /api/admin/rate-limiters/reset': {
    writes: ['update', 'rate_limiter_settings'],
    call: async () => ({ url: '/api/admin/rate-limiters/reset' }),
  },
  // Not a mutation of store data, but every export leaves its row (decision 0017).
  'POST /api/admin/exports/download': {
    writes: ['export', 'users'],
    call: async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/exports',
        headers: bearer(token),
        payload: { resource: 'users', query: {} },
      });
      return { url: '/api/admin/exports/download', body: { token: (res.json() as { token: string }).token } };
    },
  },
};

/**
 * Every route as "METHOD /path", read from Fastify's route tree (`printRoutes`): each line adds
 * its text to its parent's path, at the depth its tree prefix shows.
 */
function routesOf(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = path;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method) routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

let ctx: TestContext;
let token: string;
let adminId: number;
let adminName: string;
let mutations: string[];

beforeAll(async () => {
  ctx = await createTestContext();
  const session = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
  token = session.token;
  adminId = session.user.id;
  adminName = (session.user as { name?: string }).name ?? '';
  mutations = routesOf(ctx.app.printRoutes({ commonPrefix: false })).filter((r) => {
    const [method, path] = r.split(' ') as [string, string];
    return MUTATING.has(method) && ADMIN_PREFIXES.some((p) => path.startsWith(p));
  });
});
afterAll(() => ctx.close());

describe('the audit completeness walk', () => {
  it('reads the route table', () => {
    expect(
      routesOf('├── /api/a (GET, POST)\n│   └── /:id (DELETE)\n│       └── /x (PUT)\n└── /b\n    └── ed (PATCH)'),
    ).toEqual(['GET /api/a', 'POST /api/a', 'DELETE /api/a/:id', 'PUT /api/a/:id/x', 'PATCH /bed']);
    expect(mutations).toContain('POST /api/admin/auth/login');
    expect(mutations.length).toBeGreaterThan(Object.keys(NOT_AUDITED).length);
  });

  it('has a fixture or a stated reason for every admin mutation', () => {
    const uncovered = mutations.filter((r) => !(r in FIXTURES) && !(r in NOT_AUDITED));
    expect(uncovered, 'mutating routes without an audit fixture (add one to FIXTURES)').toEqual([]);
    const stale = [...Object.keys(FIXTURES), ...Object.keys(NOT_AUDITED)].filter((r) => !mutations.includes(r));
    expect(stale, 'fixtures or reasons for routes that no longer exist').toEqual([]);
    expect(Object.keys(FIXTURES).filter((r) => r in NOT_AUDITED)).toEqual([]);
  });

  it('writes no audit row for clearing the rate limiter cache', async () => {
    const { db } = ctx.database;
    const count = async () => (await db.select({ id: auditLogs.id }).from(auditLogs)).length;
    const before = await count();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/rate-limiters/clear-cache',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(await count()).toBe(before);
  });

  it('has no route that changes or deletes audit rows', () => {
    expect(mutations.filter((r) => r.includes('/audit'))).toEqual([]);
  });

  it('writes exactly one audit row, with its action and resource, for every audited mutation', async () => {
    const w = world(ctx);
    const { db } = ctx.database;
    const before = await db.select().from(auditLogs).orderBy(auditLogs.id);
    const problems: string[] = [];
    let lastId = before.at(-1)?.id ?? 0;
    for (const route of mutations.filter((r) => r in FIXTURES)) {
      const fixture = FIXTURES[route]!;
      const method = route.split(' ')[0] as 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const { url, body, actor } = await fixture.call(w);
      const res = await ctx.app.inject({
        method,
        url,
        headers: bearer(token),
        ...(body === undefined ? {} : { payload: body }),
      });
      if (res.statusCode >= 300) {
        problems.push(`${route}: answered ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      const rows = (await db.select().from(auditLogs).orderBy(auditLogs.id)).filter((r) => r.id > lastId);
      lastId = rows.at(-1)?.id ?? lastId;
      const written = rows.map((r) => `${r.action} ${r.resourceType}`);
      if (rows.length !== 1 || written[0] !== fixture.writes.join(' ')) {
        problems.push(`${route}: wrote [${written.join(', ')}], expected [${fixture.writes.join(' ')}]`);
        continue;
      }
      const row = rows[0]!;
      // An export names a list, not one record: it has no resource id (decision 0017).
      const resourceIdOk = row.action === 'export' ? row.resourceId === null : Boolean(row.resourceId);
      const actorOk = row.adminUserId === (actor?.id ?? adminId) && row.adminName === (actor?.name ?? adminName);
      if (!actorOk || !row.ipAddress || !resourceIdOk) {
        problems.push(`${route}: the row lacks the admin, the IP or the resource id`);
      }
      // No secret in the trail: secret-named fields are redacted, and a key the call answered
      // (POST /api-keys) is nowhere in the row.
      const leaked = Object.entries(row.changes ?? {}).filter(
        ([field, change]) =>
          SECRET_FIELD.test(field) &&
          [change.before, change.after].some((v) => v !== undefined && v !== null && v !== REDACTED),
      );
      const answeredKey = /"api_key":"([^"]+)"/.exec(res.body)?.[1];
      if (leaked.length > 0 || (answeredKey && JSON.stringify(row).includes(answeredKey))) {
        problems.push(`${route}: the row carries a secret (${leaked.map(([f]) => f).join(', ') || 'the api key'})`);
      }
    }
    expect(problems).toEqual([]);

    // Append-only: every row that existed before the walk is still there, unchanged.
    const after = await db.select().from(auditLogs).orderBy(auditLogs.id);
    expect(after.slice(0, before.length)).toEqual(before);
  });
});
