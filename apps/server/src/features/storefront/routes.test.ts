import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKey } from '@store/contract/api-keys';
import type { OrdersListResponse, SimulatePaymentResponse } from '@store/contract/orders';
import { STOREFRONT_TEXTS, type CheckoutResponse } from '@store/contract/storefront';
import { codePromos, countries, products } from '../../db/schema/catalog.ts';
import { apiKeys, rateLimiterSettings, systemSettings } from '../../db/schema/operations.ts';
import { paymentSessions, userProductAccess } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';
import { DELETED_KEY_REQUESTS_SETTING } from '../api-keys/service.ts';

let ctx: TestContext;
let token: string;
let key: CreatedApiKey;
let catalogue: { mug: number; app: number };
const DAY = 24 * 60 * 60 * 1000;

async function newKey(name: string): Promise<CreatedApiKey> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/api-keys',
    headers: bearer(token),
    payload: { name },
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: CreatedApiKey }>(res).data;
}

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  key = await newKey('Storefront tests');
  const rows = await ctx.database.db
    .insert(products)
    .values([
      { name: 'Mug', priceUsd: 1500, internalKey: 'sf-mug', isPhysical: true, description: 'A mug' },
      {
        name: 'App Yearly',
        priceUsd: 2900,
        internalKey: 'sf-app',
        isDownloadable: true,
        accessDurationType: 'annual',
        accessDurationMonths: 12,
        stripePriceId: 'price_secret',
      },
    ])
    .returning({ id: products.id });
  catalogue = { mug: rows[0]!.id, app: rows[1]!.id };
  await ctx.database.db.insert(countries).values([
    { code: 'FR', name: 'France', shippingCost: 990 },
    { code: 'US', name: 'United States', shippingCost: 500 },
  ]);
  const now = Date.now();
  await ctx.database.db.insert(codePromos).values([
    { code: 'TEN', discountType: 'percentage', discountValue: 10 },
    { code: 'FIVEOFF', discountType: 'fixed', discountValue: 500 },
    { code: 'HUGE', discountType: 'fixed', discountValue: 1_000_000 },
    { code: 'OFF', discountType: 'percentage', discountValue: 50, isEnabled: false },
    {
      code: 'OLD',
      discountType: 'percentage',
      discountValue: 50,
      dateStart: new Date(now - 10 * DAY),
      dateEnd: new Date(now - DAY),
    },
    { code: 'SOON', discountType: 'percentage', discountValue: 50, dateStart: new Date(now + DAY) },
    { code: 'USEDUP', discountType: 'percentage', discountValue: 50, maxUses: 1, usageCount: 1 },
  ]);
});
afterAll(() => ctx.close());

const sf = (
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = { 'x-api-key': key.api_key },
) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const checkout = (body: Record<string, unknown>) =>
  sf('POST', '/checkout', { email: 'buyer@example.com', provider: 'stripe', ...body });

describe('the X-API-Key guard', () => {
  it('answers 401 without a key, with an unknown key and with a revoked key', async () => {
    const missing = await sf('GET', '/products', undefined, {});
    expect(missing.statusCode).toBe(401);
    expect(json(missing).message).toBe(STOREFRONT_TEXTS.keyRequired);

    const unknown = await sf('GET', '/products', undefined, { 'x-api-key': `sk_${'A'.repeat(43)}` });
    expect(unknown.statusCode).toBe(401);
    expect(json(unknown).message).toBe(STOREFRONT_TEXTS.keyInvalid);
    expect((await sf('GET', '/products', undefined, { 'x-api-key': 'garbage' })).statusCode).toBe(401);

    const doomed = await newKey('Doomed');
    expect((await sf('GET', '/products', undefined, { 'x-api-key': doomed.api_key })).statusCode).toBe(200);
    await ctx.app.inject({ method: 'PUT', url: `/api/v1/admin/api-keys/${doomed.id}/revoke`, headers: bearer(token) });
    const revoked = await sf('GET', '/products', undefined, { 'x-api-key': doomed.api_key });
    expect(revoked.statusCode).toBe(401);
    expect(json(revoked).message).toBe(STOREFRONT_TEXTS.keyRevoked);
  });

  it('refuses a key in the query string, even a valid one', async () => {
    for (const url of [`/products?api_key=${key.api_key}`, `/products?x-api-key=abc`, `/products?q=${key.api_key}`]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1${url}` });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe(STOREFRONT_TEXTS.keyInQuery);
    }
    // also with the header present: the key in the URL is already leaked into logs
    const both = await sf('GET', `/products?apiKey=${key.api_key}`);
    expect(both.statusCode).toBe(400);
  });

  it('does not accept an admin bearer token instead of a key', async () => {
    expect((await sf('GET', '/products', undefined, bearer(token))).statusCode).toBe(401);
  });
});

describe('GET /api/v1/products and /countries', () => {
  it('lists public product fields only', async () => {
    const res = await sf('GET', '/products');
    expect(res.statusCode).toBe(200);
    const { products: list } = json<{ products: Record<string, unknown>[] }>(res);
    const mug = list.find((p) => p.id === catalogue.mug);
    expect(mug).toEqual({
      id: catalogue.mug,
      name: 'Mug',
      description: 'A mug',
      price_usd: 1500,
      is_physical: true,
      is_downloadable: false,
      access_duration_type: 'lifetime',
      access_duration_months: null,
    });
    expect(res.body).not.toMatch(/internal_key|price_secret|stripe/);
  });

  it('lists the countries with their shipping cost', async () => {
    const res = await sf('GET', '/countries');
    expect(res.statusCode).toBe(200);
    expect(json<{ countries: unknown[] }>(res).countries).toEqual([
      { code: 'FR', name: 'France', shipping_cost: 990 },
      { code: 'US', name: 'United States', shipping_cost: 500 },
    ]);
  });
});

describe('POST /api/v1/promos/validate', () => {
  it('answers a usable code, in any letter case', async () => {
    const res = await sf('POST', '/promos/validate', { code: 'ten' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ valid: true, code: 'TEN', discount_type: 'percentage', discount_value: 10 });
  });

  it.each([
    ['NOPE', 404, STOREFRONT_TEXTS.promoNotFound],
    ['OFF', 400, STOREFRONT_TEXTS.promoDisabled],
    ['OLD', 400, STOREFRONT_TEXTS.promoExpired],
    ['SOON', 400, STOREFRONT_TEXTS.promoNotStarted],
    ['USEDUP', 400, STOREFRONT_TEXTS.promoUsedUp],
    ['', 400, STOREFRONT_TEXTS.promoRequired],
  ])('refuses %s with %i and the reason', async (code, status, text) => {
    const res = await sf('POST', '/promos/validate', { code });
    expect(res.statusCode).toBe(status);
    expect(json(res).message).toBe(text);
  });
});

describe('POST /api/v1/checkout', () => {
  it('computes the amount on the server: prices × quantities, promo, shipping for physical items', async () => {
    const res = await checkout({
      items: [
        { product_id: catalogue.mug, quantity: 2 },
        { product_id: catalogue.app, quantity: 1 },
      ],
      promo_code: 'TEN',
      country_code: 'fr',
      amount: 1, // ignored: amounts never come from the caller
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = json<CheckoutResponse>(res);
    // subtotal 2×1500 + 2900 = 5900; 10 % = 590; shipping FR 990
    expect(body).toMatchObject({
      provider: 'stripe',
      status: 'pending',
      currency: 'USD',
      subtotal: 5900,
      amount_discount: 590,
      shipping: 990,
      tax: 0,
      amount_expected: 6300,
    });
    expect(body.session_id).toMatch(/^cs_test_[A-Za-z0-9]{32}$/);
    const [row] = await ctx.database.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.sessionId, body.session_id));
    expect(row).toMatchObject({
      status: 'pending',
      userEmail: 'buyer@example.com',
      promoCode: 'TEN',
      countryCode: 'FR',
      apiKeyId: key.id,
      amountExpected: 6300,
    });
  });

  it('gives Coinbase a charge code and charges no shipping for downloads only', async () => {
    const res = await checkout({
      provider: 'coinbase',
      items: [{ product_id: catalogue.app, quantity: 1 }],
      promo_code: 'FIVEOFF',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = json<CheckoutResponse>(res);
    expect(body.session_id).toMatch(/^[A-Z2-9]{8}$/);
    expect(body).toMatchObject({
      provider: 'coinbase',
      subtotal: 2900,
      amount_discount: 500,
      shipping: 0,
      amount_expected: 2400,
    });
  });

  it('never discounts below zero and adds up repeated products', async () => {
    const res = await checkout({
      items: [
        { product_id: catalogue.app, quantity: 1 },
        { product_id: catalogue.app, quantity: 2 },
      ],
      promo_code: 'HUGE',
    });
    const body = json<CheckoutResponse>(res);
    expect(body).toMatchObject({ subtotal: 8700, amount_discount: 8700, amount_expected: 0 });
    const [row] = await ctx.database.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.sessionId, body.session_id));
    expect(row!.items).toEqual([{ product_id: catalogue.app, quantity: 3 }]);
  });

  it.each([
    [{ items: [] }, 'items', STOREFRONT_TEXTS.itemsRequired],
    [{ items: [{ product_id: 'x', quantity: 1 }] }, 'items.0.product_id', STOREFRONT_TEXTS.productId],
    [{ items: [{ product_id: 1, quantity: 0 }] }, 'items.0.quantity', STOREFRONT_TEXTS.quantity],
    [{ items: [{ product_id: 1, quantity: 101 }] }, 'items.0.quantity', STOREFRONT_TEXTS.quantity],
    [{ provider: 'paypal', items: [{ product_id: 1 }] }, 'provider', STOREFRONT_TEXTS.provider],
    [{ currency: 'EUR', items: [{ product_id: 1 }] }, 'currency', STOREFRONT_TEXTS.currency],
    [{ email: 'nope', items: [{ product_id: 1 }] }, 'email', 'Invalid email format'],
    [{ country_code: 'France', items: [{ product_id: 1 }] }, 'country_code', STOREFRONT_TEXTS.countryFormat],
  ])('answers 400 for %j', async (over, field, text) => {
    const res = await checkout(over);
    expect(res.statusCode).toBe(400);
    expect(json<{ fields: Record<string, string> }>(res).fields[field]).toBe(text);
  });

  it('refuses unknown products, a missing or unserved country for physical items, and unusable promos', async () => {
    const unknown = await checkout({ items: [{ product_id: 999999, quantity: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message).toBe(STOREFRONT_TEXTS.productNotFound(999999));

    const noCountry = await checkout({ items: [{ product_id: catalogue.mug, quantity: 1 }] });
    expect(json(noCountry).message).toBe(STOREFRONT_TEXTS.countryRequired);
    const unserved = await checkout({ items: [{ product_id: catalogue.mug, quantity: 1 }], country_code: 'DE' });
    expect(json(unserved).message).toBe(STOREFRONT_TEXTS.countryNotServed('DE'));

    for (const [code, text] of [
      ['OFF', STOREFRONT_TEXTS.promoDisabled],
      ['USEDUP', STOREFRONT_TEXTS.promoUsedUp],
    ] as const) {
      const res = await checkout({ items: [{ product_id: catalogue.app, quantity: 1 }], promo_code: code });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe(text);
    }
  });
});

describe('usage counters', () => {
  const totalRequests = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/monitoring/stats', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return json<{ data: { total_api_requests: number } }>(res).data.total_api_requests;
  };
  const usageOf = async (id: number) =>
    (await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0]?.usageCount;

  it("bumps usage_count and last_used_at in batches, and the store's total is the keys' counts, deleted keys kept", async () => {
    // The keys' own counts, summed, and what deleted keys had counted: the monitoring total is
    // exactly that (polled, as a batch of other keys' usage may land between two reads).
    const deletedShare = async () =>
      Number(
        (
          await ctx.database.db
            .select()
            .from(systemSettings)
            .where(eq(systemSettings.key, DELETED_KEY_REQUESTS_SETTING))
        )[0]?.value ?? 0,
      );
    const keysTotal = async () =>
      (await ctx.database.db.select({ n: apiKeys.usageCount }).from(apiKeys)).reduce((s, r) => s + r.n, 0) +
      (await deletedShare());
    const agree = () => expect.poll(async () => (await totalRequests()) - (await keysTotal()), { timeout: 5000 });

    await agree().toBe(0);
    const counted = await newKey('Counted');
    const headers = { 'x-api-key': counted.api_key };
    for (let i = 0; i < 5; i++) expect((await sf('GET', '/countries', undefined, headers)).statusCode).toBe(200);
    await expect.poll(() => usageOf(counted.id), { timeout: 5000 }).toBe(5);
    const [row] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, counted.id));
    expect(row!.lastUsedAt).not.toBeNull();
    await agree().toBe(0);

    // Deleting the key moves its five requests to the deleted keys' share: the total keeps them.
    const shareBefore = await deletedShare();
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/api-keys/${counted.id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await usageOf(counted.id)).toBeUndefined();
    expect(await deletedShare()).toBe(shareBefore + 5);
    await agree().toBe(0);
  });
});

describe('rate limits', () => {
  it('limits each key on its own (storefront_api) with 429, Retry-After and RateLimit headers', async () => {
    await ctx.database.db
      .update(rateLimiterSettings)
      .set({ maxRequests: 3 })
      .where(eq(rateLimiterSettings.limiterName, 'storefront_api'));
    await ctx.app.inject({ method: 'POST', url: '/api/admin/rate-limiters/clear-cache', headers: bearer(token) });
    const a = await newKey('Limited A');
    const b = await newKey('Limited B');
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await sf('GET', '/countries', undefined, { 'x-api-key': a.api_key });
      statuses.push(res.statusCode);
      if (i === 0) {
        expect(res.headers['ratelimit-limit']).toBe('3');
        expect(res.headers['ratelimit-remaining']).toBe('2');
      }
      if (i === 3) {
        expect(res.headers['retry-after']).toMatch(/^\d+$/);
        expect(res.headers['ratelimit-remaining']).toBe('0');
        expect(json(res).code).toBe('RATE_LIMITED');
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await sf('GET', '/countries', undefined, { 'x-api-key': b.api_key })).statusCode).toBe(200);
    await ctx.database.db
      .update(rateLimiterSettings)
      .set({ maxRequests: 300 })
      .where(eq(rateLimiterSettings.limiterName, 'storefront_api'));
    await ctx.app.inject({ method: 'POST', url: '/api/admin/rate-limiters/clear-cache', headers: bearer(token) });
  });

  it('limits checkouts per IP (checkout), whichever key is used', async () => {
    await ctx.database.db
      .update(rateLimiterSettings)
      .set({ maxRequests: 2 })
      .where(eq(rateLimiterSettings.limiterName, 'checkout'));
    await ctx.app.inject({ method: 'POST', url: '/api/admin/rate-limiters/clear-cache', headers: bearer(token) });
    const other = await newKey('Other shop');
    const body = {
      email: 'limit@example.com',
      provider: 'stripe',
      items: [{ product_id: catalogue.app, quantity: 1 }],
    };
    const first = await sf('POST', '/checkout', body);
    const second = await sf('POST', '/checkout', body, { 'x-api-key': other.api_key });
    const third = await sf('POST', '/checkout', body, { 'x-api-key': other.api_key });
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([201, 201, 429]);
    // from another address the window is fresh
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/checkout',
      headers: { 'x-api-key': key.api_key },
      payload: body,
      remoteAddress: '198.51.100.20',
    });
    expect(elsewhere.statusCode).toBe(201);
    await ctx.app.inject({ method: 'POST', url: '/api/admin/rate-limiters/reset', headers: bearer(token) });
  });
});

describe('abuse', () => {
  it('blacklists an address that keeps trying bad keys, and it then gets 403 everywhere', async () => {
    const ip = '203.0.113.77';
    const bad = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/v1/products',
        headers: { 'x-api-key': `sk_${'B'.repeat(43)}` },
        remoteAddress: ip,
      });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await bad()).statusCode);
    // 20 points a bad key: the 4th reaches 80 and blacklists; the 5th is refused at the door.
    expect(statuses).toEqual([401, 401, 401, 401, 403]);
    const blocked = await ctx.app.inject({ method: 'GET', url: '/healthz', remoteAddress: ip });
    expect(blocked.statusCode).toBe(403);
    expect(json(blocked).code).toBe('IP_BLOCKED');
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/monitoring/blacklisted-ips',
      headers: bearer(token),
    });
    expect(
      json<{ data: { ip: string; manual: boolean; score: number; reasons: string[] }[] }>(list).data,
    ).toContainEqual(expect.objectContaining({ ip, manual: false, score: 80, reasons: ['Invalid API key'] }));
  });
});

describe('the storefront flow, end to end', () => {
  it('API key → checkout → pending session on the orders screen → simulate → order, customer, access', async () => {
    const email = `flow-${Date.now()}@example.com`;
    const res = await sf('POST', '/checkout', {
      email,
      provider: 'stripe',
      items: [{ product_id: catalogue.app, quantity: 1 }],
      promo_code: 'TEN',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { session_id, amount_expected } = json<CheckoutResponse>(res);
    expect(amount_expected).toBe(2610);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/orders', headers: bearer(token) });
    expect(list.statusCode).toBe(200);
    const pending = json<OrdersListResponse>(list).pendingPaymentSessions.find((s) => s.session_id === session_id);
    expect(pending).toMatchObject({ user_email: email, provider: 'stripe', amount_expected: 2610, status: 'pending' });

    const simulated = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/payment-sessions/${pending!.id}/simulate-success`,
      headers: bearer(token),
    });
    expect(simulated.statusCode, simulated.body).toBe(200);
    const { order } = json<SimulatePaymentResponse>(simulated);
    expect(order).toMatchObject({ total: 2610, amount_discount: 290, user: { email } });

    const [customer] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(customer).toBeDefined();
    const grants = await ctx.database.db
      .select()
      .from(userProductAccess)
      .where(eq(userProductAccess.userId, customer!.id));
    expect(grants).toEqual([expect.objectContaining({ productId: catalogue.app, isActive: true })]);
    expect(grants[0]!.expiresAt).not.toBeNull(); // a yearly product
  });
});
