// Completing payment sessions: the admin's simulate action and the Stripe and Coinbase webhooks,
// which share one idempotent service. The concurrency tests run on both databases: on PGlite the
// calls serialize (one connection), on PostgreSQL they really race; either way exactly one order.
import { createHmac } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatePaymentResponse } from '@store/contract/orders';
import { PAYMENT_MESSAGES } from '@store/contract/payments';
import { sha256 } from '../../platform/secrets.ts';
import { codePromos, products } from '../../db/schema/catalog.ts';
import { auditLogs, mailOutbox } from '../../db/schema/operations.ts';
import {
  orderItems,
  orders,
  paymentSessions,
  processedWebhookEvents,
  userProductAccess,
} from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import {
  bearer,
  createTestContext,
  json,
  liftAdminLimit,
  loginAs,
  TEST_ADMIN,
  type TestContext,
} from '../../test/harness.ts';
import { decimalToCents } from '@store/contract/money';
import { startTestSmtp } from '../../test/smtp.ts';
import { nameFromEmail } from '../users/accounts.ts';
import { unitPrices } from './service.ts';

const STRIPE_SECRET = 'whsec_test_secret';
const COINBASE_SECRET = 'coinbase-shared-secret';

let ctx: TestContext;
let token: string;
let catalogue: { mug: number; app: number; yearly: number };
let sequence = 0;

beforeAll(async () => {
  ctx = await createTestContext({
    STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
    COINBASE_WEBHOOK_SECRET: COINBASE_SECRET,
    PUBLIC_URL: 'https://shop.example.com',
    MAIL_FROM: 'Acme Software <no-reply@acme.test>',
  });
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  // The races below send thousands of admin calls: they measure the completion, not the
  // per-admin limit (tested in features/rate-limiters).
  await liftAdminLimit(ctx.app, token);
  const rows = await ctx.database.db
    .insert(products)
    .values([
      { name: 'Mug', priceUsd: 1500, internalKey: 'mug', isPhysical: true },
      { name: 'App Lifetime', priceUsd: 4900, internalKey: 'app', isDownloadable: true },
      {
        name: 'App Yearly',
        priceUsd: 2900,
        internalKey: 'app-yearly',
        isDownloadable: true,
        accessDurationType: 'annual',
        accessDurationMonths: 12,
      },
    ])
    .returning({ id: products.id });
  catalogue = { mug: rows[0]!.id, app: rows[1]!.id, yearly: rows[2]!.id };
});
afterAll(() => ctx.close());

interface SessionSpec {
  provider?: 'stripe' | 'coinbase';
  email?: string;
  items?: { product_id: number; quantity: number }[];
  subtotal?: number;
  discount?: number;
  shipping?: number;
  tax?: number;
  promo?: string | null;
  currency?: string;
  country?: string | null;
}

/** A checkout the storefront would have started: a pending session with its amounts fixed. */
async function pendingSession(spec: SessionSpec = {}) {
  sequence += 1;
  const provider = spec.provider ?? 'stripe';
  const subtotal = spec.subtotal ?? 4900;
  const discount = spec.discount ?? 0;
  const shipping = spec.shipping ?? 0;
  const tax = spec.tax ?? 0;
  const [row] = await ctx.database.db
    .insert(paymentSessions)
    .values({
      sessionId: provider === 'stripe' ? `cs_test_${sequence}_${Date.now()}` : `CB${sequence}X${Date.now()}`,
      provider,
      userEmail: spec.email ?? `buyer${sequence}@example.com`,
      items: spec.items ?? [{ product_id: catalogue.app, quantity: 1 }],
      promoCode: spec.promo ?? null,
      countryCode: spec.country ?? null,
      subtotal,
      amountDiscount: discount,
      shipping,
      tax,
      amountExpected: subtotal - discount + shipping + tax,
      currency: spec.currency ?? 'USD',
    })
    .returning();
  return row!;
}

const simulate = (id: number | string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/payment-sessions/${id}/simulate-success`,
    headers: bearer(token),
  });

/**
 * A simulation as a client makes it under a burst: a 503 (the pool had no connection free within
 * its 5 s, which a loaded CI machine can reach with hundreds of completions queued on one promo
 * and the counters) says "try again shortly", so it is tried again; any other answer is final.
 */
async function simulateRetrying503(id: number | string) {
  for (let attempt = 1; ; attempt += 1) {
    const res = await simulate(id);
    if (res.statusCode !== 503 || attempt === 10) return res;
    await new Promise((r) => setTimeout(r, 100 * attempt));
  }
}

function stripeEvent(sessionId: string, amount: number, opts: { id?: string; type?: string; currency?: string } = {}) {
  return JSON.stringify({
    id: opts.id ?? `evt_${sessionId}`,
    object: 'event',
    type: opts.type ?? 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        amount_total: amount,
        currency: opts.currency ?? 'usd',
        payment_status: 'paid',
      },
    },
  });
}

const postStripe = (payload: string, signature: string | undefined) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/stripe',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });

const stripeSignature = (payload: string, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: STRIPE_SECRET,
    ...(timestamp ? { timestamp } : {}),
  });

function coinbaseEvent(code: string, amount: string, opts: { id?: string; type?: string; currency?: string } = {}) {
  return JSON.stringify({
    id: `delivery-${code}`,
    scheduled_for: new Date().toISOString(),
    event: {
      id: opts.id ?? `evt-${code}`,
      type: opts.type ?? 'charge:confirmed',
      api_version: '2018-03-22',
      data: { code, pricing: { local: { amount, currency: opts.currency ?? 'USD' } } },
    },
  });
}

const coinbaseSignature = (payload: string, secret = COINBASE_SECRET) =>
  createHmac('sha256', secret).update(payload).digest('hex');

const postCoinbase = (payload: string, signature: string | undefined) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/coinbase',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-cc-webhook-signature': signature } : {}) },
    payload,
  });

async function ordersOfSession(sessionId: number) {
  return ctx.database.db.select().from(orders).where(eq(orders.paymentSessionId, sessionId));
}

async function sessionStatus(id: number) {
  const [row] = await ctx.database.db
    .select({ status: paymentSessions.status })
    .from(paymentSessions)
    .where(eq(paymentSessions.id, id));
  return row?.status;
}

describe('completing a session by simulation', () => {
  it('creates the order with snapshots, a new customer with an onboarding link, access and the mail', async () => {
    const session = await pendingSession({
      email: 'Jane.Doe@Example.com',
      items: [
        { product_id: catalogue.mug, quantity: 2 },
        { product_id: catalogue.yearly, quantity: 1 },
      ],
      subtotal: 5900,
      shipping: 700,
      tax: 1180,
      country: 'FR',
    });
    const res = await simulate(session.id);
    expect(res.statusCode).toBe(200);
    const body = json<SimulatePaymentResponse>(res);
    expect(body.order).toMatchObject({
      status: 'paid',
      currency: 'USD',
      subtotal: 5900,
      amount_discount: 0,
      shipping: 700,
      tax: 1180,
      total: 7780,
      payment_provider: 'stripe',
      shipping_country_code: 'FR',
      user: { email: 'jane.doe@example.com' },
      promoCode: null,
    });
    expect(body.order.order_number).toMatch(/^ORD-\d{4}-\d{6}$/);
    expect(body.order.items.map((i) => [i.product.name, i.quantity, i.price_at_purchase])).toEqual([
      ['Mug', 2, 1500],
      ['App Yearly', 1, 2900],
    ]);

    const [customer] = await ctx.database.db.select().from(users).where(eq(users.email, 'jane.doe@example.com'));
    expect(customer).toMatchObject({
      name: 'Jane Doe',
      isAdmin: false,
      onboardingCompleted: false,
      passwordHash: null,
    });
    // The link's token is stored as its SHA-256 (and sealed for the panel), never as it is.
    const token = /^https:\/\/shop\.example\.com\/onboarding\/([A-Za-z0-9_-]{40,})$/.exec(body.onboarding_link!)![1]!;
    expect(customer!.onboardingTokenHash).toBe(sha256(token));
    expect(JSON.stringify(customer)).not.toContain(token);
    expect(body.order.user.id).toBe(customer!.id);

    // Access for the downloadable product only, expiring 12 months from now.
    const grants = await ctx.database.db
      .select()
      .from(userProductAccess)
      .where(eq(userProductAccess.userId, customer!.id));
    expect(grants.map((g) => g.productId)).toEqual([catalogue.yearly]);
    const months = (grants[0]!.expiresAt!.getTime() - Date.now()) / (30.44 * 24 * 3600 * 1000);
    expect(months).toBeGreaterThan(11.5);
    expect(months).toBeLessThan(12.5);
    expect(grants[0]!.orderId).toBe(body.order.id);

    // Without SMTP the onboarding mail and the order's confirmation are kept in the outbox,
    // rendered from their templates.
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toEmail, 'jane.doe@example.com'))
      .orderBy(mailOutbox.templateKey);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({ status: 'kept', templateKey: 'order_confirmation' });
    expect(mails[1]!.subject).toContain(body.order.order_number);
    expect(mails[0]).toMatchObject({ status: 'kept', templateKey: 'onboarding' });
    expect(mails[0]!.subject).toBe('Welcome to Acme Software — set up your account');
    expect(mails[0]!.bodyText).toContain(body.onboarding_link);
    expect(mails[0]!.bodyText).toContain('Welcome to Acme Software, Jane Doe!');
    expect(mails[0]!.bodyHtml).toContain(`href="${body.onboarding_link}"`);

    // Admin mutation: audit rows for the order and the new customer (secret redacted).
    const auditOf = (type: 'orders' | 'users', id: number) =>
      ctx.database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.resourceType, type), eq(auditLogs.resourceId, String(id))));
    const [orderAudit] = await auditOf('orders', body.order.id);
    expect(orderAudit).toMatchObject({ action: 'create', adminEmail: TEST_ADMIN.email });
    expect(orderAudit!.changes).toMatchObject({ order_number: { after: body.order.order_number } });
    const [userAudit] = await auditOf('users', customer!.id);
    expect(userAudit).toMatchObject({ action: 'create' });
    expect(userAudit!.changes).toMatchObject({ onboarding_token: { after: '[redacted]' } });

    expect(await sessionStatus(session.id)).toBe('completed');
  });

  it('answers the same order on a second completion and changes nothing', async () => {
    const session = await pendingSession();
    const first = json<SimulatePaymentResponse>(await simulate(session.id));
    const again = await simulate(session.id);
    expect(again.statusCode).toBe(200);
    const second = json<SimulatePaymentResponse>(again);
    expect(second.order.id).toBe(first.order.id);
    expect(second.onboarding_link).toBe(first.onboarding_link);
    expect(await ordersOfSession(session.id)).toHaveLength(1);
    const [mails] = await ctx.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.toEmail, session.userEmail));
    expect(mails!.n).toBe(2); // the onboarding link and the confirmation, once
  });

  it('reuses an existing customer: no new account, no link once onboarding is done', async () => {
    await ctx.database.db
      .insert(users)
      .values({ email: 'returning@example.com', name: 'Returning Customer', onboardingCompleted: true });
    const session = await pendingSession({ email: 'RETURNING@example.com' });
    const body = json<SimulatePaymentResponse>(await simulate(session.id));
    expect(body.onboarding_link).toBeNull();
    const found = await ctx.database.db.select().from(users).where(eq(users.email, 'returning@example.com'));
    expect(found).toHaveLength(1);
    expect(body.order.user.id).toBe(found[0]!.id);
    const [mails] = await ctx.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toEmail, 'returning@example.com'), eq(mailOutbox.templateKey, 'onboarding')));
    expect(mails!.n).toBe(0);
  });

  it('extends an active grant instead of adding a second one', async () => {
    const email = 'subscriber@example.com';
    const first = json<SimulatePaymentResponse>(
      await simulate(
        (await pendingSession({ email, items: [{ product_id: catalogue.yearly, quantity: 1 }], subtotal: 2900 })).id,
      ),
    );
    const second = json<SimulatePaymentResponse>(
      await simulate(
        (await pendingSession({ email, items: [{ product_id: catalogue.yearly, quantity: 1 }], subtotal: 2900 })).id,
      ),
    );
    expect(second.order.id).not.toBe(first.order.id);
    const grants = await ctx.database.db
      .select()
      .from(userProductAccess)
      .where(eq(userProductAccess.userId, first.order.user.id!));
    expect(grants).toHaveLength(1);
    const months = (grants[0]!.expiresAt!.getTime() - Date.now()) / (30.44 * 24 * 3600 * 1000);
    expect(months).toBeGreaterThan(23.5);
    expect(months).toBeLessThan(24.5);
    // A lifetime product has no expiry.
    await simulate((await pendingSession({ email })).id);
    const [lifetime] = await ctx.database.db
      .select()
      .from(userProductAccess)
      .where(and(eq(userProductAccess.userId, first.order.user.id!), eq(userProductAccess.productId, catalogue.app)));
    expect(lifetime!.expiresAt).toBeNull();
  });

  it('redeems the promo code and keeps its terms on the order', async () => {
    const [promo] = await ctx.database.db
      .insert(codePromos)
      .values({ code: 'SPRING20', discountType: 'percentage', discountValue: 20, maxUses: 10 })
      .returning();
    const session = await pendingSession({ promo: 'SPRING20', subtotal: 4900, discount: 980 });
    const body = json<SimulatePaymentResponse>(await simulate(session.id));
    expect(body.order).toMatchObject({
      amount_discount: 980,
      total: 3920,
      promoCode: { code: 'SPRING20', discount_type: 'percentage', discount_percentage: 20, discount_amount: null },
    });
    const [after] = await ctx.database.db.select().from(codePromos).where(eq(codePromos.id, promo!.id));
    expect(after!.usageCount).toBe(1);
    const [order] = await ordersOfSession(session.id);
    expect(order!.promoCodeId).toBe(promo!.id);
  });

  it('keeps the charged discount but does not count a redemption beyond max_uses', async () => {
    await ctx.database.db
      .insert(codePromos)
      .values({ code: 'GONE5', discountType: 'fixed', discountValue: 500, maxUses: 1, usageCount: 1 });
    const session = await pendingSession({ promo: 'GONE5', subtotal: 4900, discount: 500 });
    const res = await simulate(session.id);
    expect(res.statusCode).toBe(200);
    expect(json<SimulatePaymentResponse>(res).order).toMatchObject({
      amount_discount: 500,
      total: 4400,
      promoCode: { code: 'GONE5', discount_type: 'fixed', discount_percentage: null, discount_amount: 500 },
    });
    const [promo] = await ctx.database.db.select().from(codePromos).where(eq(codePromos.code, 'GONE5'));
    expect(promo!.usageCount).toBe(1);
  });

  it('still completes when the product or the promo code was deleted since checkout', async () => {
    const [gone] = await ctx.database.db
      .insert(products)
      .values({ name: 'Old Thing', priceUsd: 1000, internalKey: 'old-thing' })
      .returning();
    const session = await pendingSession({
      items: [{ product_id: gone!.id, quantity: 1 }],
      subtotal: 1000,
      promo: 'NOSUCHCODE',
      discount: 100,
    });
    await ctx.database.db.delete(products).where(eq(products.id, gone!.id));
    const body = json<SimulatePaymentResponse>(await simulate(session.id));
    expect(body.order.items).toEqual([
      expect.objectContaining({ product_id: null, product: { name: `Product #${gone!.id}` }, price_at_purchase: 1000 }),
    ]);
    expect(body.order.promoCode).toEqual({
      code: 'NOSUCHCODE',
      discount_type: null,
      discount_percentage: null,
      discount_amount: null,
    });
  });

  it('answers 404 for an unknown or malformed session id and 409 for an expired session', async () => {
    for (const id of ['999999', 'abc', '0', '1e3', '99999999999']) {
      const res = await simulate(id);
      expect(res.statusCode).toBe(404);
      expect(json(res).message).toBe(PAYMENT_MESSAGES.sessionNotFound);
    }
    const expired = await pendingSession();
    await ctx.database.db.update(paymentSessions).set({ status: 'expired' }).where(eq(paymentSessions.id, expired.id));
    const res = await simulate(expired.id);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('This payment session is expired and cannot be completed');
    expect(await ordersOfSession(expired.id)).toHaveLength(0);
  });

  /** A store of its own with these settings: whether its simulate call and its orders list allow it. */
  async function simulationOn(env: Record<string, string>) {
    const other = await createTestContext(env);
    try {
      const otherToken = (await loginAs(other.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
      const [session] = await other.database.db
        .insert(paymentSessions)
        .values({
          sessionId: 'cs_test_switch',
          provider: 'stripe',
          userEmail: 'switch@example.com',
          items: [],
          subtotal: 100,
          amountExpected: 100,
        })
        .returning();
      const res = await other.app.inject({
        method: 'POST',
        url: `/api/admin/orders/payment-sessions/${session!.id}/simulate-success`,
        headers: bearer(otherToken),
      });
      const list = await other.app.inject({ method: 'GET', url: '/api/admin/orders', headers: bearer(otherToken) });
      const [row] = await other.database.db.select().from(paymentSessions).where(eq(paymentSessions.id, session!.id));
      return { res, listed: json(list).simulation_enabled, status: row!.status };
    } finally {
      await other.close();
    }
  }

  // The setting is read from the configuration: DATABASE_URL there is what makes a store a
  // PostgreSQL store (the test's own database is the one the harness opened).
  const POSTGRES = { DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' };

  it('is refused with 403 when simulation is switched off', async () => {
    const { res, listed, status } = await simulationOn({ ALLOW_PAYMENT_SIMULATION: 'false' });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toMatchObject({ code: 'FORBIDDEN', message: PAYMENT_MESSAGES.simulationDisabled });
    expect(listed).toBe(false);
    expect(status).toBe('pending');
  });

  it('is off by default on PostgreSQL, and the refusal says how to turn it on', async () => {
    const { res, listed, status } = await simulationOn(POSTGRES);
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe(
      'Payment simulation is off on this server (it is off by default on PostgreSQL): set ALLOW_PAYMENT_SIMULATION=true to turn it on',
    );
    expect(listed).toBe(false);
    expect(status).toBe('pending');
  });

  it('is on on PostgreSQL with ALLOW_PAYMENT_SIMULATION=true, and on the embedded store by default', async () => {
    for (const env of [{ ...POSTGRES, ALLOW_PAYMENT_SIMULATION: 'true' }, {}]) {
      const { res, listed, status } = await simulationOn(env);
      expect(res.statusCode, JSON.stringify(env)).toBe(200);
      expect(listed).toBe(true);
      expect(status).toBe('completed');
    }
  });

  it('requires a signed-in admin', async () => {
    const session = await pendingSession();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/payment-sessions/${session.id}/simulate-success`,
    });
    expect(res.statusCode).toBe(401);
    expect(await sessionStatus(session.id)).toBe('pending');
  });
});

describe('concurrency', () => {
  it('1,000 concurrent simulations of one session create exactly one order and one customer', async () => {
    const session = await pendingSession({ email: 'race@example.com' });
    const results = await Promise.all(Array.from({ length: 1000 }, () => simulateRetrying503(session.id)));
    expect(results.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const orderIds = new Set(results.map((r) => json<SimulatePaymentResponse>(r).order.id));
    expect(orderIds.size).toBe(1);
    expect(await ordersOfSession(session.id)).toHaveLength(1);
    const [customers] = await ctx.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, 'race@example.com'));
    expect(customers!.n).toBe(1);
    const [mails] = await ctx.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.toEmail, 'race@example.com'));
    expect(mails!.n).toBe(2); // the onboarding link and the confirmation, once each
  });

  // On PostgreSQL the completions really run side by side (PGlite has one connection), so the
  // race is run 20 times there, as the hardening list asks; once on the embedded database.
  const PROMO_ROUNDS = process.env.DATABASE_URL ? 20 : 1;
  it(`200 concurrent completions with a promo of max_uses 5 redeem it exactly 5 times (${PROMO_ROUNDS}×)`, async () => {
    for (let round = 0; round < PROMO_ROUNDS; round += 1) {
      const code = `FIVE${round}`;
      await ctx.database.db.insert(codePromos).values({ code, discountType: 'fixed', discountValue: 1000, maxUses: 5 });
      const sessions = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          pendingSession({ email: `five${round}-${i}@example.com`, promo: code, subtotal: 4900, discount: 1000 }),
        ),
      );
      const results = await Promise.all(sessions.map((s) => simulateRetrying503(s.id)));
      expect(results.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
      const [promo] = await ctx.database.db.select().from(codePromos).where(eq(codePromos.code, code));
      expect(promo!.usageCount).toBe(5);
      // Every customer paid the discounted amount, so every order keeps it (decision 0002).
      const made = await ctx.database.db.select().from(orders).where(eq(orders.promoCode, code));
      expect(made).toHaveLength(200);
      expect(made.every((o) => o.amountDiscount === 1000 && o.total === 3900)).toBe(true);
    }
  }, 300_000);

  it('a webhook and a simulation racing on one session make one order', async () => {
    const session = await pendingSession({ email: 'both@example.com' });
    const payload = stripeEvent(session.sessionId, session.amountExpected, { id: 'evt_race' });
    const [hook, sim] = await Promise.all([postStripe(payload, stripeSignature(payload)), simulate(session.id)]);
    expect(hook.statusCode).toBe(200);
    expect(sim.statusCode).toBe(200);
    const rows = await ordersOfSession(session.id);
    expect(rows).toHaveLength(1);
    expect(json(hook).order_number).toBe(rows[0]!.orderNumber);
    expect(json<SimulatePaymentResponse>(sim).order.id).toBe(rows[0]!.id);
  });
});

describe('POST /api/v1/webhooks/stripe', () => {
  it('completes the session for a signed checkout.session.completed event, once', async () => {
    const session = await pendingSession({ email: 'stripe-buyer@example.com', subtotal: 2900, tax: 580 });
    const payload = stripeEvent(session.sessionId, 3480, { id: 'evt_stripe_once' });
    const res = await postStripe(payload, stripeSignature(payload));
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ received: true, outcome: 'completed' });
    const [order] = await ordersOfSession(session.id);
    expect(order).toMatchObject({ total: 3480, paymentProvider: 'stripe', status: 'paid' });
    expect(await sessionStatus(session.id)).toBe('completed');

    // The same event again, twice (redeliveries), changes nothing.
    for (let i = 0; i < 2; i += 1) {
      const again = await postStripe(payload, stripeSignature(payload));
      expect(again.statusCode).toBe(200);
      expect(json(again)).toMatchObject({ received: true, outcome: 'duplicate' });
    }
    expect(await ordersOfSession(session.id)).toHaveLength(1);
    const events = await ctx.database.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.eventId, 'evt_stripe_once'));
    expect(events).toEqual([expect.objectContaining({ provider: 'stripe', sessionId: session.sessionId })]);
    // Not an admin action: no audit row.
    const audit = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceType, 'orders'), eq(auditLogs.resourceId, String(order!.id))));
    expect(audit).toHaveLength(0);
  });

  it('refuses a tampered body, an old timestamp, a wrong secret or no signature with 400', async () => {
    const session = await pendingSession();
    const payload = stripeEvent(session.sessionId, session.amountExpected, { id: 'evt_bad' });
    const tampered = payload.replace(`"amount_total":${session.amountExpected}`, '"amount_total":1');
    const old = Math.floor(Date.now() / 1000) - 60 * 60;
    const wrong = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    for (const [body, signature, message] of [
      [tampered, stripeSignature(payload), PAYMENT_MESSAGES.invalidStripeSignature],
      [payload, stripeSignature(payload, old), PAYMENT_MESSAGES.invalidStripeSignature],
      [payload, wrong, PAYMENT_MESSAGES.invalidStripeSignature],
      [payload, 'garbage', PAYMENT_MESSAGES.invalidStripeSignature],
      [payload, undefined, PAYMENT_MESSAGES.missingStripeSignature],
    ] as const) {
      const res = await postStripe(body, signature);
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe(message);
    }
    expect(await sessionStatus(session.id)).toBe('pending');
    expect(await ordersOfSession(session.id)).toHaveLength(0);
    const events = await ctx.database.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.eventId, 'evt_bad'));
    expect(events).toHaveLength(0);
  });

  it('refuses an amount or currency that does not match the session, and changes nothing', async () => {
    const session = await pendingSession();
    for (const [amount, currency] of [
      [session.amountExpected - 1, 'usd'],
      [session.amountExpected, 'eur'],
    ] as const) {
      const payload = stripeEvent(session.sessionId, amount, { id: `evt_mismatch_${currency}`, currency });
      const res = await postStripe(payload, stripeSignature(payload));
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe(PAYMENT_MESSAGES.amountMismatch);
    }
    expect(await sessionStatus(session.id)).toBe('pending');
    // A correct event afterwards still completes it (the refused ones were not recorded).
    const good = stripeEvent(session.sessionId, session.amountExpected, { id: 'evt_mismatch_usd' });
    expect((await postStripe(good, stripeSignature(good))).statusCode).toBe(200);
    expect(await sessionStatus(session.id)).toBe('completed');
  });

  it('answers 404 for an unknown session and ignores events that are not payments', async () => {
    const unknown = stripeEvent('cs_test_unknown', 100, { id: 'evt_unknown' });
    const res = await postStripe(unknown, stripeSignature(unknown));
    expect(res.statusCode).toBe(404);
    const session = await pendingSession();
    const other = stripeEvent(session.sessionId, session.amountExpected, { id: 'evt_other', type: 'customer.created' });
    const ignored = await postStripe(other, stripeSignature(other));
    expect(ignored.statusCode).toBe(200);
    expect(json(ignored).outcome).toBe('ignored');
    expect(await sessionStatus(session.id)).toBe('pending');
  });

  it('answers the order a simulation created earlier', async () => {
    const session = await pendingSession();
    const simulated = json<SimulatePaymentResponse>(await simulate(session.id));
    const payload = stripeEvent(session.sessionId, session.amountExpected, { id: 'evt_after_sim' });
    const res = await postStripe(payload, stripeSignature(payload));
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ outcome: 'completed', order_number: simulated.order.order_number });
    expect(await ordersOfSession(session.id)).toHaveLength(1);
  });
});

describe('POST /api/v1/webhooks/coinbase', () => {
  it('completes the session for a signed charge:confirmed event, once', async () => {
    const session = await pendingSession({ provider: 'coinbase', subtotal: 4900, currency: 'EUR' });
    const payload = coinbaseEvent(session.sessionId, '49.00', { id: 'cb-evt-1', currency: 'EUR' });
    const res = await postCoinbase(payload, coinbaseSignature(payload));
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ received: true, outcome: 'completed' });
    const [order] = await ordersOfSession(session.id);
    expect(order).toMatchObject({ total: 4900, currency: 'EUR', paymentProvider: 'coinbase' });

    for (let i = 0; i < 2; i += 1) {
      const again = await postCoinbase(payload, coinbaseSignature(payload));
      expect(again.statusCode).toBe(200);
      expect(json(again).outcome).toBe('duplicate');
    }
    expect(await ordersOfSession(session.id)).toHaveLength(1);
  });

  it('refuses a tampered body, a wrong secret or no signature with 400, and changes nothing', async () => {
    const session = await pendingSession({ provider: 'coinbase' });
    const payload = coinbaseEvent(session.sessionId, '49.00', { id: 'cb-evt-bad' });
    const tampered = payload.replace('49.00', '0.01');
    for (const [body, signature, message] of [
      [tampered, coinbaseSignature(payload), PAYMENT_MESSAGES.invalidCoinbaseSignature],
      [payload, coinbaseSignature(payload, 'other-secret'), PAYMENT_MESSAGES.invalidCoinbaseSignature],
      [payload, 'not-hex', PAYMENT_MESSAGES.invalidCoinbaseSignature],
      [payload, undefined, PAYMENT_MESSAGES.missingCoinbaseSignature],
    ] as const) {
      const res = await postCoinbase(body, signature);
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe(message);
    }
    expect(await sessionStatus(session.id)).toBe('pending');
  });

  it('refuses a paid amount that differs from the session and malformed events', async () => {
    const session = await pendingSession({ provider: 'coinbase' });
    const low = coinbaseEvent(session.sessionId, '48.99', { id: 'cb-evt-low' });
    const res = await postCoinbase(low, coinbaseSignature(low));
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(PAYMENT_MESSAGES.amountMismatch);
    for (const body of ['{not json', JSON.stringify({ event: { id: 'x' } })]) {
      const bad = await postCoinbase(body, coinbaseSignature(body));
      expect(bad.statusCode).toBe(400);
      expect(json(bad).message).toBe(PAYMENT_MESSAGES.malformedEvent);
    }
    expect(await sessionStatus(session.id)).toBe('pending');
  });
});

describe('webhooks without a configured secret', () => {
  it('refuse everything with 503 and a clear message', async () => {
    const bare = await createTestContext();
    try {
      const payload = stripeEvent('cs_test_x', 100);
      const stripe = await bare.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload) },
        payload,
      });
      expect(stripe.statusCode).toBe(503);
      expect(json(stripe).message).toBe(PAYMENT_MESSAGES.stripeNotConfigured);
      const cb = coinbaseEvent('ABC', '1.00');
      const coinbase = await bare.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks/coinbase',
        headers: { 'content-type': 'application/json', 'x-cc-webhook-signature': coinbaseSignature(cb) },
        payload: cb,
      });
      expect(coinbase.statusCode).toBe(503);
      expect(json(coinbase).message).toBe(PAYMENT_MESSAGES.coinbaseNotConfigured);
    } finally {
      await bare.close();
    }
  });
});

describe('the onboarding mail over SMTP', () => {
  it('is sent through SMTP_URL and marked sent in the outbox', async () => {
    const smtp = await startTestSmtp();
    const mailed = await createTestContext({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Shop <shop@example.com>',
    });
    try {
      const adminToken = (await loginAs(mailed.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
      const [session] = await mailed.database.db
        .insert(paymentSessions)
        .values({
          sessionId: 'cs_test_smtp',
          provider: 'stripe',
          userEmail: 'smtp-buyer@example.com',
          items: [],
          subtotal: 100,
          amountExpected: 100,
        })
        .returning();
      const res = await mailed.app.inject({
        method: 'POST',
        url: `/api/admin/orders/payment-sessions/${session!.id}/simulate-success`,
        headers: bearer(adminToken),
      });
      expect(res.statusCode).toBe(200);
      const link = json<SimulatePaymentResponse>(res).onboarding_link!;
      // Sent by the job runner after the commit (here run by the test rather than in the background).
      await mailed.app.jobs.drain();
      // The onboarding link and the order's confirmation.
      expect(smtp.received).toHaveLength(2);
      const message = smtp.received.map((m) => m.raw.replace(/\r\n/g, '\n')).find((m) => m.includes('Welcome'))!;
      expect(message).toContain('To: smtp-buyer@example.com');
      expect(message).toMatch(/^Subject: =\?UTF-8\?/m); // the em dash makes it an encoded word
      expect(message.replace(/=\n/g, '')).toContain(link.slice(0, 40));
      const [mail] = await mailed.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toEmail, 'smtp-buyer@example.com'));
      expect(mail).toMatchObject({ status: 'sent', attempts: 1 });
      expect(mail!.sentAt).toBeInstanceOf(Date);
    } finally {
      await mailed.close();
      await smtp.close();
    }
  });
});

describe('helpers', () => {
  it('spreads the subtotal over the items when the catalogue prices no longer add up', () => {
    expect(unitPrices([{ quantity: 2, listPrice: 1500 }], 3000)).toEqual([1500]);
    // Euro session: 0.92 × the USD prices, the rounding cent on the single line.
    expect(
      unitPrices(
        [
          { quantity: 2, listPrice: 1500 },
          { quantity: 1, listPrice: 4900 },
        ],
        7268,
      ),
    ).toEqual([1380, 4508]);
    expect(unitPrices([{ quantity: 1, listPrice: 0 }], 500)).toEqual([500]);
  });

  it('reads decimal amounts as cents without floating point', () => {
    expect(decimalToCents('49.00')).toBe(4900);
    expect(decimalToCents('0.1')).toBe(10);
    expect(decimalToCents('12')).toBe(1200);
    expect(decimalToCents('1.005')).toBeNull();
    expect(decimalToCents('1.0000')).toBe(100);
    expect(decimalToCents('-1.00')).toBeNull();
    expect(decimalToCents('abc')).toBeNull();
  });

  it('names a new customer after the local part of the e-mail', () => {
    expect(nameFromEmail('jane.doe@example.com')).toBe('Jane Doe');
    expect(nameFromEmail('bob_smith+shop@example.com')).toBe('Bob Smith Shop');
  });
});

describe('order items of a completed session', () => {
  it('are stored with the order', async () => {
    const session = await pendingSession({ items: [{ product_id: catalogue.mug, quantity: 3 }], subtotal: 4500 });
    const body = json<SimulatePaymentResponse>(await simulate(session.id));
    const rows = await ctx.database.db.select().from(orderItems).where(eq(orderItems.orderId, body.order.id));
    expect(rows).toEqual([
      expect.objectContaining({ productId: catalogue.mug, productName: 'Mug', quantity: 3, priceAtPurchase: 1500 }),
    ]);
  });
});
