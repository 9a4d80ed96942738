// Safe retries (issue 33, item 2), on PGlite and PostgreSQL: twenty checkouts at once with one
// Idempotency-Key make one payment session and twenty identical answers; the same key with another
// body answers 422; a refund retried with its key refunds once; an API key's creation replays its
// secret, which is stored sealed; keys are the caller's own, kept 24 hours.
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKey } from '@store/contract/api-keys';
import { IDEMPOTENCY_TEXTS } from '@store/contract/idempotency';
import { countries, products } from '../db/schema/catalog.ts';
import { idempotencyKeys, rateLimiterSettings } from '../db/schema/operations.ts';
import { orderRefunds, orders, paymentSessions } from '../db/schema/sales.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../test/harness.ts';
import { payWithStripe } from '../test/webhooks.ts';
import { pruneIdempotencyKeys } from './idempotency.ts';

const STRIPE_SECRET = 'whsec_idempotency';
let ctx: TestContext;
let token: string;
let apiKey: CreatedApiKey;
let mug: number;
let sequence = 0;

const admin = (method: 'POST', url: string, payload: object, key?: string) =>
  ctx.app.inject({
    method,
    // API keys live under the spec's /api/v1/admin (spec 001 §7); the rest under /api/admin.
    url: url.startsWith('/api-keys') ? `/api/v1/admin${url}` : `/api/admin${url}`,
    headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  });

const checkout = (body: object, key?: string, storefrontKey = apiKey.api_key) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/checkout',
    headers: { 'x-api-key': storefrontKey, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: { email: 'buyer@example.com', provider: 'stripe', ...body },
  });

const cart = (quantity: number) => ({ items: [{ product_id: mug, quantity }], country_code: 'FR' });

const sessions = async () => (await ctx.database.db.select({ n: count() }).from(paymentSessions))[0]!.n;

beforeAll(async () => {
  ctx = await createTestContext({ STRIPE_WEBHOOK_SECRET: STRIPE_SECRET });
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  const created = await admin('POST', '/api-keys', { name: 'Idempotency storefront' });
  apiKey = json<{ data: CreatedApiKey }>(created).data;
  const [row] = await ctx.database.db
    .insert(products)
    .values({ name: 'Mug', priceUsd: 1500, internalKey: 'idem-mug', isPhysical: true })
    .returning({ id: products.id });
  mug = row!.id;
  await ctx.database.db.insert(countries).values({ code: 'FR', name: 'France', shippingCost: 990 });
  // Retries count against the limits like any request: these tests send more than checkout's.
  await ctx.database.db
    .update(rateLimiterSettings)
    .set({ maxRequests: 10_000 })
    .where(inArray(rateLimiterSettings.limiterName, ['checkout', 'storefront_api']));
  await ctx.app.inject({ method: 'POST', url: '/api/admin/rate-limiters/clear-cache', headers: bearer(token) });
});
afterAll(() => ctx.close());

describe('POST /api/v1/checkout with an Idempotency-Key', () => {
  it('made twenty times at once, makes one payment session and answers the same twenty times', async () => {
    const before = await sessions();
    const key = `checkout-${crypto.randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(cart(2), key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await sessions()).toBe(before + 1);
  });

  it('without a key, makes a session per request', async () => {
    const before = await sessions();
    await checkout(cart(1));
    await checkout(cart(1));
    expect(await sessions()).toBe(before + 2);
  });

  it('answers 422 to the same key with another body, and does nothing', async () => {
    const key = `checkout-${crypto.randomUUID()}`;
    expect((await checkout(cart(1), key)).statusCode).toBe(201);
    const before = await sessions();
    const other = await checkout(cart(3), key);
    expect(other.statusCode).toBe(422);
    expect(json(other)).toMatchObject({ code: 'UNPROCESSABLE', message: IDEMPOTENCY_TEXTS.reused });
    expect(await sessions()).toBe(before);
    // The same body with its keys in another order is the same request.
    const reordered = await checkout({ country_code: 'FR', items: [{ quantity: 1, product_id: mug }] }, key);
    expect(reordered.statusCode).toBe(201);
    expect(reordered.headers['idempotent-replayed']).toBe('true');
  });

  it('keeps each API key’s keys apart', async () => {
    const other = json<{ data: CreatedApiKey }>(await admin('POST', '/api-keys', { name: 'Second storefront' })).data;
    const key = `shared-${crypto.randomUUID()}`;
    const before = await sessions();
    const first = await checkout(cart(1), key);
    const second = await checkout(cart(1), key, other.api_key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await sessions()).toBe(before + 2);
  });

  it('refuses a malformed key with a 400 naming the header, before any work', async () => {
    const before = await sessions();
    for (const bad of ['', ' ', 'has space', 'x'.repeat(256), 'clé', 'tab\tkey']) {
      const res = await checkout(cart(1), bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(json<{ fields: Record<string, string> }>(res).fields).toEqual({
        'Idempotency-Key': IDEMPOTENCY_TEXTS.invalid,
      });
    }
    expect(await sessions()).toBe(before);
  });
});

/** An order of one mug paid through Stripe (1,500). */
async function paidOrder() {
  const { orderNumber } = await payWithStripe(ctx.app, ctx.database, STRIPE_SECRET, {
    email: `idem-${++sequence}@example.com`,
    items: [{ product_id: mug, quantity: 1 }],
    total: 1500,
  });
  const [order] = await ctx.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return order!;
}

const refundsOf = async (orderId: number) =>
  (await ctx.database.db.select({ n: count() }).from(orderRefunds).where(eq(orderRefunds.orderId, orderId)))[0]!.n;

describe('admin POSTs with an Idempotency-Key', () => {
  it('a refund retried with its key refunds once; a new key refunds again', async () => {
    const order = await paidOrder();
    const key = `refund-${crypto.randomUUID()}`;
    const body = { amount: 500, reason: 'Chipped' };
    const first = await admin('POST', `/orders/${order.id}/refunds`, body, key);
    const retried = await Promise.all([1, 2, 3].map(() => admin('POST', `/orders/${order.id}/refunds`, body, key)));
    expect(first.statusCode, first.body).toBe(201);
    for (const again of retried) {
      expect(again.statusCode).toBe(201);
      expect(again.body).toBe(first.body);
    }
    expect(await refundsOf(order.id)).toBe(1);
    // Another order with the same key is another request.
    const other = await paidOrder();
    expect((await admin('POST', `/orders/${other.id}/refunds`, body, key)).statusCode).toBe(422);
    expect(await refundsOf(other.id)).toBe(0);
    expect((await admin('POST', `/orders/${order.id}/refunds`, body, `refund-${crypto.randomUUID()}`)).statusCode).toBe(
      201,
    );
    expect(await refundsOf(order.id)).toBe(2);
  });

  it('replays a refusal the work made, without doing it again', async () => {
    const order = await paidOrder();
    const key = `too-much-${crypto.randomUUID()}`;
    const first = await admin('POST', `/orders/${order.id}/refunds`, { amount: 999_999, reason: 'Too much' }, key);
    expect(first.statusCode).toBeGreaterThanOrEqual(400);
    expect(first.statusCode).toBeLessThan(500);
    const again = await admin('POST', `/orders/${order.id}/refunds`, { amount: 999_999, reason: 'Too much' }, key);
    expect([again.statusCode, again.body]).toEqual([first.statusCode, first.body]);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('an API key’s creation replays its secret, which the table holds only sealed', async () => {
    const key = `api-key-${crypto.randomUUID()}`;
    const first = await admin('POST', '/api-keys', { name: 'Replayed key' }, key);
    const again = await admin('POST', '/api-keys', { name: 'Replayed key' }, key);
    expect(first.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    const secret = json<{ data: CreatedApiKey }>(first).data.api_key;
    const stored = await ctx.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.scope).toMatch(/^admin:\d+$/);
    expect(JSON.stringify(stored)).not.toContain(secret);
  });

  it('a first request that outlived its lease is taken over by its retry', async () => {
    const order = await paidOrder();
    const key = `lease-${crypto.randomUUID()}`;
    const body = { body: 'Called the customer' };
    expect((await admin('POST', `/orders/${order.id}/notes`, body, key)).statusCode).toBe(201);
    // As if the first request's process died before it answered, a minute ago.
    await ctx.database.db
      .update(idempotencyKeys)
      .set({ statusCode: null, sealedBody: null, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, key));
    const retry = await admin('POST', `/orders/${order.id}/notes`, body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    const replay = await admin('POST', `/orders/${order.id}/notes`, body, key);
    expect(replay.body).toBe(retry.body);
  });
});

describe('retention', () => {
  it('removes keys older than 24 hours and keeps the rest', async () => {
    const old = `old-${crypto.randomUUID()}`;
    const fresh = `fresh-${crypto.randomUUID()}`;
    await ctx.database.db.insert(idempotencyKeys).values([
      {
        scope: 'admin:0',
        key: old,
        fingerprint: 'x',
        lockedUntil: new Date(),
        createdAt: sql`now() - interval '25 hours'`,
      },
      {
        scope: 'admin:0',
        key: fresh,
        fingerprint: 'x',
        lockedUntil: new Date(),
        createdAt: sql`now() - interval '23 hours'`,
      },
    ]);
    expect(await pruneIdempotencyKeys(ctx.database.db)).toBeGreaterThanOrEqual(1);
    const left = await ctx.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((r) => r.key)).toContain(fresh);
    expect(left.map((r) => r.key)).not.toContain(old);
  });
});
