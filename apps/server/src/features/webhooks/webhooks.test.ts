// Outbound webhooks (issue 33, item 3), on PGlite and PostgreSQL, delivered to a receiver this
// test starts and verified there with the `standardwebhooks` library, as an integrator would: a
// paid order delivers order.created and order.paid once each, signed; a receiver failing with
// 500 for 2 minutes then recovering gets each event once as a success; a 400 stops the retries;
// replay sends the same webhook-id again; a rolled secret signs beside the new one; 3 days of
// failures disable the endpoint and tell the Owners; a private address is refused without
// WEBHOOKS_ALLOW_PRIVATE. Time is moved on by bringing the jobs' due times forward.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_SCHEDULE_MS,
  WEBHOOK_TEXTS,
  type WebhookDelivery,
  type WebhookDeliveryListResponse,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@store/contract/webhooks';
import { products } from '../../db/schema/catalog.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { auditLogs, mailOutbox, webhookEndpoints, webhookEvents } from '../../db/schema/operations.ts';
import { orders } from '../../db/schema/sales.ts';
import { createSecretSealer, SEALING_PURPOSES, sealingKeyId } from '../../platform/sealed.ts';
import { sealingKeys } from '../../startup.ts';
import {
  bearer,
  createTestContext,
  json,
  loginAs,
  TEST_ADMIN,
  TEST_JWT_SECRET,
  TEST_TOTP_KEY,
  testConfig,
  type TestContext,
} from '../../test/harness.ts';
import { payWithStripe } from '../../test/webhooks.ts';
import { post } from './delivery.ts';
import { resealWebhookSecrets, WEBHOOK_QUEUE, webhookSecretsByKey } from './service.ts';

const STRIPE_SECRET = 'whsec_stripe_for_outbound_tests';

interface Received {
  id: string;
  type: string;
  body: string;
  headers: IncomingHttpHeaders;
  data: Record<string, unknown>;
  /** Verified with each secret the endpoint has had: which secrets' signatures it carries. */
  verifiedWith: string[];
}

/** A receiver as an integrator writes one: it verifies each delivery and answers what `answer` says. */
class Receiver {
  readonly received: Received[] = [];
  secrets: string[] = [];
  answer: (delivery: Received) => number = () => 200;
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const headers = req.headers as Record<string, string>;
        const verifiedWith = this.secrets.filter((secret) => {
          try {
            new Webhook(secret).verify(body, headers);
            return true;
          } catch {
            return false;
          }
        });
        const parsed = JSON.parse(body) as { type: string; data: Record<string, unknown> };
        const delivery = {
          id: headers['webhook-id']!,
          type: parsed.type,
          body,
          headers: req.headers,
          data: parsed.data,
          verifiedWith,
        };
        this.received.push(delivery);
        res.writeHead(this.answer(delivery)).end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  of(type: string) {
    return this.received.filter((r) => r.type === type);
  }

  reset() {
    this.received.length = 0;
    this.answer = () => 200;
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

let ctx: TestContext;
let token: string;
let mug: number;
let software: number;
let sequence = 0;
const receiver = new Receiver();

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = {}) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { ...bearer(token), ...headers },
    ...(payload ? { payload } : {}),
  });

async function addEndpoint(events: string[], url = receiver.url): Promise<WebhookEndpointWithSecret> {
  const res = await call('POST', '/webhooks', { url, events, description: 'Fulfilment partner' });
  expect(res.statusCode, res.body).toBe(201);
  const endpoint = json<WebhookEndpointWithSecret>(res);
  receiver.secrets = [endpoint.secret];
  return endpoint;
}

const buy = (email = `buyer-${++sequence}@example.com`) =>
  payWithStripe(ctx.app, ctx.database, STRIPE_SECRET, {
    email,
    items: [
      { product_id: mug, quantity: 1 },
      { product_id: software, quantity: 1 },
    ],
    total: 6500,
  });

/** Runs every due job, as the runner would. */
const drain = () => ctx.app.jobs.drain();

/**
 * Moves time on to the next retry of a delivery, and a second more (so that retries due within
 * the same second, one per event, all run): the jobs' due times are brought forward by it, and
 * the time skipped is answered (the receiver's clock moves by it).
 */
async function nextRetry(): Promise<number> {
  const [next] = await ctx.database.db
    .select({ due: sql<string | null>`min(${jobs.runAt})::text`, now: sql<string>`now()::text` })
    .from(jobs)
    .where(and(eq(jobs.queue, WEBHOOK_QUEUE), eq(jobs.state, 'queued')));
  if (!next?.due) return 0;
  const waitMs = Math.max(0, Date.parse(next.due) - Date.parse(next.now)) + 1000;
  await ctx.database.db
    .update(jobs)
    .set({ runAt: sql`${jobs.runAt} - ${waitMs} * interval '1 millisecond'` })
    .where(and(eq(jobs.queue, WEBHOOK_QUEUE), eq(jobs.state, 'queued')));
  return waitMs;
}

const deliveriesOf = async (endpointId: number) =>
  json<WebhookDeliveryListResponse>(await call('GET', `/webhooks/${endpointId}/deliveries?limit=100`)).data;

beforeAll(async () => {
  ctx = await createTestContext({
    STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    JOBS_RUN: 'false',
  });
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  const made = await ctx.database.db
    .insert(products)
    .values([
      { name: 'Mug', priceUsd: 1500, internalKey: 'hook-mug', isPhysical: true },
      {
        name: 'Editor',
        priceUsd: 5000,
        internalKey: 'hook-editor',
        isDownloadable: true,
        accessDurationType: 'lifetime',
      },
    ])
    .returning({ id: products.id });
  [mug, software] = made.map((p) => p.id) as [number, number];
  await receiver.start();
});
afterEach(async () => {
  // Each test starts with no endpoint and no delivery waiting for a retry.
  await ctx.database.db.delete(webhookEndpoints);
  await ctx.database.db.delete(jobs).where(eq(jobs.queue, WEBHOOK_QUEUE));
  await drain();
  receiver.reset();
});
afterAll(async () => {
  await receiver.close();
  await ctx.close();
});

describe('endpoints', () => {
  it('an Owner adds one: its secret is answered once, never listed, never audited', async () => {
    const endpoint = await addEndpoint(['order.paid', 'order.created', 'order.paid']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint.events).toEqual(['order.created', 'order.paid']);
    expect(endpoint.enabled).toBe(true);
    const listed = await call('GET', '/webhooks');
    expect(listed.body).not.toContain(endpoint.secret);
    expect(json<{ data: WebhookEndpoint[] }>(listed).data.map((e) => e.id)).toEqual([endpoint.id]);
    const read = await call('GET', `/webhooks/${endpoint.id}`);
    expect(read.body).not.toContain(endpoint.secret);
    expect(read.headers.etag).toBe('"1"');
    const audits = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceType, 'webhook_endpoints'), eq(auditLogs.resourceId, String(endpoint.id))));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0]!.changes)).not.toContain(endpoint.secret.slice(6, 20));
    // A receiver's URL may hold its own secret in the path: the audit log names the host only.
    expect(audits[0]!.changes).toMatchObject({ url: { after: `${new URL(receiver.url).origin}/…` } });
    expect(JSON.stringify(audits[0]!.changes)).not.toContain('/hooks');
    // Stored sealed, not as given.
    const [row] = await ctx.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.secretSealed).not.toContain(endpoint.secret.slice(6, 20));
  });

  it('bad input answers 400 naming the field, and nothing is written', async () => {
    const cases: [object, string][] = [
      [{ url: 'ftp://example.com/x', events: ['order.paid'] }, 'url'],
      [{ url: 'not a url', events: ['order.paid'] }, 'url'],
      [{ url: '', events: ['order.paid'] }, 'url'],
      [{ url: `https://example.com/${'a'.repeat(2000)}`, events: ['order.paid'] }, 'url'],
      [{ url: 'https://user:pw@example.com/x', events: ['order.paid'] }, 'url'],
      [{ url: receiver.url, events: [] }, 'events'],
      [{ url: receiver.url, events: ['order.lost'] }, 'events.0'],
      [{ url: receiver.url, events: ['order.paid'], description: 'x'.repeat(501) }, 'description'],
      [{ url: receiver.url }, 'events'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/webhooks', body);
      expect(res.statusCode, `${JSON.stringify(body).slice(0, 80)} → ${res.body}`).toBe(400);
      expect(Object.keys(json<{ fields: Record<string, string> }>(res).fields)).toContain(field);
    }
    expect((await ctx.database.db.select({ n: count() }).from(webhookEndpoints))[0]!.n).toBe(0);
  });

  it('is edited with If-Match, disabled and enabled, and deleted', async () => {
    const endpoint = await addEndpoint(['order.paid']);
    const stale = await call('PATCH', `/webhooks/${endpoint.id}`, { description: 'x' }, { 'if-match': '"7"' });
    expect(stale.statusCode).toBe(412);
    const edited = await call(
      'PATCH',
      `/webhooks/${endpoint.id}`,
      { events: ['shipment.created', 'order.refunded'], enabled: false },
      { 'if-match': '"1"' },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json<WebhookEndpoint>(edited)).toMatchObject({
      events: ['order.refunded', 'shipment.created'],
      enabled: false,
      revision: 2,
    });
    // A disabled endpoint gets nothing, and cannot be tested.
    expect((await call('POST', `/webhooks/${endpoint.id}/test`)).statusCode).toBe(409);
    const deleted = await call('DELETE', `/webhooks/${endpoint.id}`, undefined, { 'if-match': '"2"' });
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', `/webhooks/${endpoint.id}`)).statusCode).toBe(404);
  });

  it('is for Owners: an administrator may not see or add one', async () => {
    const email = `admin-${++sequence}@example.com`;
    const made = await call('POST', '/users', {
      email,
      name: 'Ada',
      password: 'a-long-enough-password',
      is_admin: true,
      admin_role: 'administrator',
    });
    expect(made.statusCode, made.body).toBe(201);
    const other = (await loginAs(ctx.app, email, 'a-long-enough-password')).token;
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/admin/webhooks', headers: bearer(other) });
    expect(listed.statusCode).toBe(403);
  });
});

describe('deliveries', () => {
  it('a paid order delivers order.created and order.paid once each, signed to the Standard Webhooks specification', async () => {
    const endpoint = await addEndpoint(['order.created', 'order.paid', 'customer.created', 'access.granted']);
    const email = `signed-${++sequence}@example.com`;
    const { orderNumber } = await buy(email);
    // Enqueued with the order, sent after the commit.
    expect(receiver.received).toHaveLength(0);
    await drain();
    expect(receiver.of('order.created')).toHaveLength(1);
    expect(receiver.of('order.paid')).toHaveLength(1);
    for (const delivery of receiver.received) {
      expect(delivery.verifiedWith).toEqual([endpoint.secret]);
      expect(delivery.id).toMatch(/^msg_/);
      expect(Number(delivery.headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -2);
      expect(delivery.headers['content-type']).toBe('application/json');
    }
    const paid = receiver.of('order.paid')[0]!;
    expect(paid.data).toMatchObject({ order: { order_number: orderNumber, status: 'paid', total: 6500 } });
    expect(receiver.of('customer.created')[0]!.data).toMatchObject({ customer: { email } });
    expect(receiver.of('access.granted')[0]!.data).toMatchObject({ access: { product_id: software, is_active: true } });
    // Each event its own webhook-id.
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(receiver.received.length);
    // A tampered body fails the receiver's check.
    expect(() =>
      new Webhook(endpoint.secret).verify(`${paid.body} `, paid.headers as Record<string, string>),
    ).toThrow();
    const log = await deliveriesOf(endpoint.id);
    expect(log.map((d) => [d.event_type, d.state, d.attempts, d.status_code])).toEqual(
      expect.arrayContaining([
        ['order.created', 'succeeded', 1, 200],
        ['order.paid', 'succeeded', 1, 200],
      ]),
    );
  });

  it('an endpoint gets only the events it subscribes to; with none subscribed, nothing is written', async () => {
    const before = (await ctx.database.db.select({ n: count() }).from(webhookEvents))[0]!.n;
    await buy();
    expect((await ctx.database.db.select({ n: count() }).from(webhookEvents))[0]!.n).toBe(before);
    await addEndpoint(['order.refunded']);
    await buy();
    await drain();
    expect(receiver.received).toHaveLength(0);
  });

  it('a receiver failing with 500 for 2 minutes then recovering gets each event once as a success, with one webhook-id', async () => {
    const endpoint = await addEndpoint(['order.created', 'order.paid']);
    let clockMs = 0;
    receiver.answer = () => (clockMs < 2 * 60_000 ? 500 : 204);
    await buy();
    await drain();
    const waits: number[] = [];
    while ((await deliveriesOf(endpoint.id)).some((d) => d.state === 'pending')) {
      const wait = await nextRetry();
      waits.push(wait);
      clockMs += wait;
      await drain();
    }
    // At once, after 5 s, after 5 min: the third attempt finds the receiver back.
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThan(WEBHOOK_RETRY_SCHEDULE_MS[0]! - 1000);
    expect(waits[0]).toBeLessThanOrEqual(WEBHOOK_RETRY_SCHEDULE_MS[0]! + 1000);
    expect(waits[1]).toBeGreaterThan(WEBHOOK_RETRY_SCHEDULE_MS[1]! - 1000);
    expect(waits[1]).toBeLessThanOrEqual(WEBHOOK_RETRY_SCHEDULE_MS[1]! + 1000);
    for (const type of ['order.created', 'order.paid']) {
      const attempts = receiver.of(type);
      expect(attempts).toHaveLength(3);
      expect(new Set(attempts.map((a) => a.id)).size).toBe(1);
    }
    const log = await deliveriesOf(endpoint.id);
    for (const delivery of log) {
      expect(delivery.state).toBe('succeeded');
      expect(delivery.attempt_log.map((a) => a.status_code)).toEqual([500, 500, 204]);
      expect(delivery.next_attempt_at).toBeNull();
    }
    const [row] = await ctx.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.failingSince).toBeNull();
  });

  it('a 400 stops the retries at once; a 429 and a refused connection are tried again', async () => {
    const endpoint = await addEndpoint(['order.paid']);
    receiver.answer = () => 400;
    await buy();
    await drain();
    let [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ state: 'failed', attempts: 1, status_code: 400, next_attempt_at: null });
    // The failed job names the endpoint by id and host, not by its URL's path.
    const [failed] = await ctx.database.db
      .select({ error: jobs.lastError })
      .from(jobs)
      .where(and(eq(jobs.queue, WEBHOOK_QUEUE), eq(jobs.state, 'failed')));
    expect(failed!.error).toBe(`webhook endpoint ${endpoint.id} (${new URL(receiver.url).origin}/…) answered 400`);
    expect(await nextRetry()).toBe(0);
    await drain();
    expect(receiver.received).toHaveLength(1);

    receiver.answer = () => 429;
    await buy();
    await drain();
    [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ state: 'pending', attempts: 1, status_code: 429 });
    expect(Date.parse(delivery!.next_attempt_at!) - Date.now()).toBeGreaterThan(3000);

    // Nothing listens there: no status code, tried again.
    const gone = await addEndpoint(['order.paid'], 'http://127.0.0.1:9/nothing-listens');
    await buy();
    await drain();
    [delivery] = await deliveriesOf(gone.id);
    expect(delivery).toMatchObject({ state: 'pending', attempts: 1, status_code: null });
    expect(delivery!.attempt_log[0]!.error).toBeTruthy();
  });

  it('replay sends the same event again with the same webhook-id, once', async () => {
    const endpoint = await addEndpoint(['order.paid']);
    receiver.answer = () => 400;
    await buy();
    await drain();
    const [failed] = await deliveriesOf(endpoint.id);
    expect(failed!.state).toBe('failed');
    receiver.answer = () => 200;
    const replayed = await call('POST', `/webhooks/deliveries/${failed!.id}/replay`);
    expect(replayed.statusCode, replayed.body).toBe(202);
    expect(json<WebhookDelivery>(replayed).state).toBe('pending');
    await drain();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.id).toBe(receiver.received[0]!.id);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    const [after] = await deliveriesOf(endpoint.id);
    expect(after).toMatchObject({ state: 'succeeded', attempts: 2, status_code: 200 });
    const audit = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceType, 'webhook_deliveries'), eq(auditLogs.resourceId, String(failed!.id))));
    expect(audit).toHaveLength(1);
    expect((await call('POST', '/webhooks/deliveries/999999/replay')).statusCode).toBe(404);
  });

  it('"send test event" delivers a signed webhook.test to that endpoint only', async () => {
    const endpoint = await addEndpoint(['order.refunded']);
    const sent = await call('POST', `/webhooks/${endpoint.id}/test`);
    expect(sent.statusCode, sent.body).toBe(202);
    await drain();
    expect(receiver.received.map((r) => [r.type, r.verifiedWith.length])).toEqual([['webhook.test', 1]]);
  });

  it('a rolled secret: deliveries carry both signatures for a day, then the new one alone', async () => {
    const endpoint = await addEndpoint(['order.paid']);
    const rolled = await call('POST', `/webhooks/${endpoint.id}/secret/roll`);
    expect(rolled.statusCode, rolled.body).toBe(200);
    const next = json<WebhookEndpointWithSecret>(rolled);
    expect(next.secret).not.toBe(endpoint.secret);
    expect(Date.parse(next.previous_secret_expires_at!) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    receiver.secrets = [endpoint.secret, next.secret];
    await buy();
    await drain();
    expect(receiver.received[0]!.verifiedWith).toEqual([endpoint.secret, next.secret]);
    // A day later: the old secret no longer signs.
    await ctx.database.db
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await buy();
    await drain();
    expect(receiver.received[1]!.verifiedWith).toEqual([next.secret]);
  });

  it('3 days of failures disable the endpoint and tell the Owners; enabling it forgives them', async () => {
    const endpoint = await addEndpoint(['order.paid']);
    receiver.answer = () => 503;
    await buy();
    await drain();
    // Failing since 3 days ago: the next failure is the one that disables it.
    await ctx.database.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 72 * 3_600_000 - 1000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await nextRetry();
    await drain();
    const read = json<WebhookEndpoint>(await call('GET', `/webhooks/${endpoint.id}`));
    expect(read).toMatchObject({ enabled: false, disabled_reason: WEBHOOK_TEXTS.disabledAfterFailures });
    const told = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, TEST_ADMIN.email));
    expect(told.filter((m) => m.subject.includes('webhook endpoint was disabled'))).toHaveLength(1);
    // Its pending delivery is not sent while it is disabled.
    await nextRetry();
    await drain();
    expect(receiver.received).toHaveLength(2);
    const enabled = await call('PATCH', `/webhooks/${endpoint.id}`, { enabled: true });
    expect(json<WebhookEndpoint>(enabled)).toMatchObject({ enabled: true, disabled_reason: null, failing_since: null });
  });

  it('the last attempt is 3 days after the first, and none follows it', () => {
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(WEBHOOK_RETRY_SCHEDULE_MS.length + 1);
    expect(WEBHOOK_RETRY_SCHEDULE_MS.slice(0, 6)).toEqual([
      5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000,
    ]);
    expect(WEBHOOK_RETRY_SCHEDULE_MS.reduce((a, b) => a + b, 0)).toBe(72 * 3_600_000);
  });

  it("an order's status change, a refund and a shipment tell the endpoints that want them", async () => {
    await addEndpoint([
      'order.status_changed',
      'order.refunded',
      'shipment.created',
      'shipment.updated',
      'access.revoked',
    ]);
    const { orderNumber } = await buy();
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect((await call('PATCH', `/orders/${order!.id}`, { status: 'processing' })).statusCode).toBe(200);
    const shipped = await call('POST', '/shipments', {
      order_id: order!.id,
      tracking_number: '1Z999',
      carrier: 'UPS',
      status: 'pending',
    });
    expect(shipped.statusCode, shipped.body).toBe(201);
    const shipment = json<{ id: number }>(shipped);
    expect((await call('PATCH', `/shipments/${shipment.id}`, { status: 'in_transit' })).statusCode).toBe(200);
    const refunded = await call('POST', `/orders/${order!.id}/refunds`, { amount: 6500, reason: 'Returned' });
    expect(refunded.statusCode, refunded.body).toBe(201);
    await drain();
    expect(receiver.of('order.status_changed')[0]!.data).toMatchObject({
      order: { order_number: orderNumber, status: 'processing' },
      previous_status: 'paid',
    });
    expect(receiver.of('shipment.created')[0]!.data).toMatchObject({ shipment: { tracking_number: '1Z999' } });
    expect(receiver.of('shipment.updated')[0]!.data).toMatchObject({ shipment: { status: 'in_transit' } });
    expect(receiver.of('order.refunded')[0]!.data).toMatchObject({
      order: { amount_refunded: 6500 },
      refund: { amount: 6500, reason: 'Returned' },
    });
    // Refunded in full: the software's access was taken back.
    expect(receiver.of('access.revoked')[0]!.data).toMatchObject({
      access: { product_id: software, is_active: false },
    });
  });
});

describe('re-sealing', () => {
  it('moves every signing secret, current and previous, under a new key in front, and counts them by key', async () => {
    const endpoint = await addEndpoint(['order.paid']);
    const rolled = json<WebhookEndpointWithSecret>(await call('POST', `/webhooks/${endpoint.id}/secret/roll`));
    const newKey = Buffer.alloc(32, 7).toString('base64url');
    const config = testConfig({ TOTP_ENCRYPTION_KEY: `${newKey},${TEST_TOTP_KEY}` });
    const ring = createSecretSealer(sealingKeys(config, TEST_JWT_SECRET), SEALING_PURPOSES.webhookSecret);
    const oldId = sealingKeyId(Buffer.from(TEST_TOTP_KEY, 'base64url'));
    const newId = sealingKeyId(Buffer.from(newKey, 'base64url'));
    expect(await webhookSecretsByKey(ctx.database.db, ring)).toEqual({ [oldId]: 2 });
    expect(await resealWebhookSecrets(ctx.database.db, ring)).toBe(2);
    expect(await webhookSecretsByKey(ctx.database.db, ring)).toEqual({ [newId]: 2 });
    expect(await resealWebhookSecrets(ctx.database.db, ring)).toBe(0);
    const [row] = await ctx.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(ring.open(row!.secretSealed)).toBe(rolled.secret);
    expect(ring.open(row!.previousSecretSealed!)).toBe(endpoint.secret);
  });
});

describe('addresses', () => {
  it('a delivery connects only to public addresses unless allowed', async () => {
    const literal = await post('http://127.0.0.1:9/x', '{}', {}, false);
    expect(literal).toMatchObject({ statusCode: null, error: '127.0.0.1 is not a public address' });
    const named = await post('http://localhost:9/x', '{}', {}, false);
    expect(named.statusCode).toBeNull();
    expect(named.error).toContain('no public address');
    const mapped = await post('http://[::ffff:10.0.0.1]:9/x', '{}', {}, false);
    expect(mapped.error).toContain('is not a public address');
  });
});

describe('without WEBHOOKS_ALLOW_PRIVATE', () => {
  let strict: TestContext;
  beforeAll(async () => {
    strict = await createTestContext({ JOBS_RUN: 'false' });
  });
  afterAll(() => strict.close());

  it('an endpoint on a loopback, private or link-local address, or on plain http, is refused', async () => {
    const own = (await loginAs(strict.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
    const cases: [string, string][] = [
      ['https://127.0.0.1/hooks', WEBHOOK_TEXTS.urlPrivate],
      ['https://localhost/hooks', WEBHOOK_TEXTS.urlPrivate],
      ['https://10.1.2.3/hooks', WEBHOOK_TEXTS.urlPrivate],
      ['https://192.168.0.10/hooks', WEBHOOK_TEXTS.urlPrivate],
      ['https://169.254.169.254/latest/meta-data', WEBHOOK_TEXTS.urlPrivate],
      ['https://[::1]/hooks', WEBHOOK_TEXTS.urlPrivate],
      ['https://[fd00::1]/hooks', WEBHOOK_TEXTS.urlPrivate],
      ['https://[::ffff:127.0.0.1]/hooks', WEBHOOK_TEXTS.urlPrivate],
      ['http://93.184.215.14/hooks', WEBHOOK_TEXTS.urlHttps],
    ];
    for (const [url, message] of cases) {
      const res = await strict.app.inject({
        method: 'POST',
        url: '/api/admin/webhooks',
        headers: bearer(own),
        payload: { url, events: ['order.paid'] },
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(json<{ fields: Record<string, string> }>(res).fields).toEqual({ url: message });
    }
    // A public address is taken.
    const ok = await strict.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: bearer(own),
      payload: { url: 'https://93.184.215.14/hooks', events: ['order.paid'] },
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});
