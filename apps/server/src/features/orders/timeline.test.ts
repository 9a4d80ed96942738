// An order's timeline and its notes (issue 16, decision 0021), on a hand-built order whose every
// event is known: placed through an API key, paid by a Stripe event delivered twice, its status
// changed twice, a shipment created and updated, notes of two admins.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_NOTE_MAX_LENGTH,
  ORDER_NOTE_MESSAGES,
  TIMELINE_PAGE,
  type OrderNote,
  type OrderTimeline,
  type TimelineEvent,
} from '@store/contract/order-timeline';
import { ORDER_MESSAGES, type SimulatePaymentResponse } from '@store/contract/orders';
import { staleMessage } from '@store/contract/revisions';
import { products } from '../../db/schema/catalog.ts';
import { apiKeys, auditLogs } from '../../db/schema/operations.ts';
import { orders, paymentSessions } from '../../db/schema/sales.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';
import { deliverStripeEvent } from '../../test/webhooks.ts';

const STRIPE_SECRET = 'whsec_timeline';
let ctx: TestContext;
let token: string;
let otherToken: string;
let sequence = 0;
let catalogue: { mug: number; app: number };

beforeAll(async () => {
  ctx = await createTestContext({ STRIPE_WEBHOOK_SECRET: STRIPE_SECRET });
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  const other = await call(token, 'POST', '/users', {
    email: 'grace@example.com',
    password: 'grace-password',
    name: 'Grace Hopper',
    is_admin: true,
  });
  expect(other.statusCode, other.body).toBe(201);
  otherToken = (await loginAs(ctx.app, 'grace@example.com', 'grace-password')).token;
  const rows = await ctx.database.db
    .insert(products)
    .values([
      { name: 'Mug', priceUsd: 1500, internalKey: 'mug', isPhysical: true },
      { name: 'App', priceUsd: 4900, internalKey: 'app', isDownloadable: true },
    ])
    .returning({ id: products.id });
  catalogue = { mug: rows[0]!.id, app: rows[1]!.id };
});
afterAll(() => ctx.close());

function call(as: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = {}) {
  return ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { ...bearer(as), ...headers },
    ...(payload ? { payload } : {}),
  });
}

/** A checkout the storefront started, through the given API key. */
async function pendingSession(apiKeyId: number | null, email: string, createdAt: Date) {
  sequence += 1;
  const [row] = await ctx.database.db
    .insert(paymentSessions)
    .values({
      sessionId: `cs_timeline_${sequence}_${Date.now()}`,
      provider: 'stripe',
      userEmail: email,
      items: [{ product_id: catalogue.mug, quantity: 2 }],
      subtotal: 3000,
      shipping: 500,
      amountExpected: 3500,
      apiKeyId,
      createdAt,
    })
    .returning();
  return row!;
}

function stripeDelivery(sessionId: string, eventId: string, amount: number) {
  return deliverStripeEvent(ctx.app, STRIPE_SECRET, {
    id: eventId,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        amount_total: amount,
        currency: 'usd',
        payment_status: 'paid',
      },
    },
  });
}

const timelineOf = async (orderId: number) => {
  const res = await call(token, 'GET', `/orders/${orderId}/timeline`);
  expect(res.statusCode, res.body).toBe(200);
  return json<OrderTimeline>(res).events;
};

const admin = { name: TEST_ADMIN.name, email: TEST_ADMIN.email };
const grace = { name: 'Grace Hopper', email: 'grace@example.com' };

describe('GET /orders/{id}/timeline', () => {
  let orderId: number;
  let shipmentId: number;
  let sessionId: string;

  beforeAll(async () => {
    const [key] = await ctx.database.db
      .insert(apiKeys)
      .values({ name: 'Web shop', keyPrefix: 'sk_tl', keyHash: `hash-timeline-${Date.now()}` })
      .returning();
    const session = await pendingSession(key!.id, 'buyer@example.com', new Date(Date.now() - 60_000));
    sessionId = session.sessionId;
    // The provider delivers its event twice: one payment, one event id.
    for (let i = 0; i < 2; i++) expect((await stripeDelivery(sessionId, 'evt_timeline_1', 3500)).statusCode).toBe(200);
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.paymentSessionId, session.id));
    orderId = order!.id;
    for (const status of ['processing', 'Awaiting stock']) {
      const res = await call(token, 'PATCH', `/orders/${orderId}`, { status });
      expect(res.statusCode, res.body).toBe(200);
    }
    const created = await call(token, 'POST', '/shipments', {
      order_id: orderId,
      tracking_number: '1Z-TIMELINE',
      carrier: 'UPS',
    });
    expect(created.statusCode, created.body).toBe(201);
    shipmentId = json<{ id: number }>(created).id;
    const moved = await call(otherToken, 'PATCH', `/shipments/${shipmentId}`, {
      tracking_number: '1Z-TIMELINE',
      carrier: 'UPS',
      status: 'in_transit',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await call(otherToken, 'POST', `/orders/${orderId}/notes`, { body: 'Customer called' })).statusCode).toBe(
      201,
    );
  });

  it('lists exactly the events of the order, newest first, each with its details', async () => {
    const events = await timelineOf(orderId);
    const strip = ({ at, key, ...rest }: TimelineEvent) => {
      expect(Date.parse(at)).not.toBeNaN();
      expect(key).toBeTruthy();
      return rest;
    };
    // The mails made with the order and its shipment's changes, in the order of their making.
    const mails = events.filter((e) => e.kind === 'email');
    expect(mails.map((m) => [m.template_key, m.status, m.to, m.error]).sort()).toEqual([
      ['onboarding', 'kept', 'buyer@example.com', null],
      ['order_confirmation', 'kept', 'buyer@example.com', null],
      ['shipment_update', 'kept', 'buyer@example.com', null],
      ['shipment_update', 'kept', 'buyer@example.com', null],
    ]);
    expect(events.filter((e) => e.kind !== 'email').map(strip)).toEqual([
      {
        kind: 'note',
        note: expect.objectContaining({ body: 'Customer called', author: expect.objectContaining(grace) }),
      },
      {
        kind: 'shipment_updated',
        shipment_id: shipmentId,
        carrier: 'UPS',
        tracking_number: '1Z-TIMELINE',
        changes: { status: { before: 'pending', after: 'in_transit' } },
        by: expect.objectContaining(grace),
      },
      {
        kind: 'shipment_created',
        shipment_id: shipmentId,
        carrier: 'UPS',
        tracking_number: '1Z-TIMELINE',
        status: 'pending',
        by: expect.objectContaining(admin),
      },
      { kind: 'status', from: 'processing', to: 'Awaiting stock', by: expect.objectContaining(admin) },
      { kind: 'status', from: 'paid', to: 'processing', by: expect.objectContaining(admin) },
      {
        kind: 'payment',
        provider: 'stripe',
        payment_session: sessionId,
        amount: 3500,
        currency: 'USD',
        events: ['evt_timeline_1'],
        by: null,
      },
      { kind: 'placed', channel: { api_key: 'Web shop' }, payment_session: sessionId },
    ]);
    const times = events.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(events.map((e) => e.key)).size).toBe(events.length);
  });

  it('names the admin who simulated a payment, and a checkout without an API key', async () => {
    const session = await pendingSession(null, 'simulated@example.com', new Date(Date.now() - 1000));
    const res = await call(token, 'POST', `/orders/payment-sessions/${session.id}/simulate-success`);
    expect(res.statusCode, res.body).toBe(200);
    const { order } = json<SimulatePaymentResponse>(res);
    const events = await timelineOf(order.id);
    // The onboarding link and the order's confirmation.
    expect(events.map((e) => e.kind)).toEqual(['email', 'email', 'payment', 'placed']);
    expect(events[2]).toMatchObject({ kind: 'payment', events: [], by: admin });
    expect(events[3]).toMatchObject({ kind: 'placed', channel: { api_key: null } });
  });

  it('pages an order with hundreds of events, newest first, none lost or repeated, an instant never split', async () => {
    const session = await pendingSession(null, 'busy@example.com', new Date(Date.now() - 1000));
    const { order } = json<SimulatePaymentResponse>(
      await call(token, 'POST', `/orders/payment-sessions/${session.id}/simulate-success`),
    );
    const { db } = ctx.database;
    // 300 status changes as the status route writes them, 6 of them at one instant, and 100 notes.
    const tied = new Date(Date.now() + 150_500);
    await db.insert(auditLogs).values(
      Array.from({ length: 300 }, (_, i) => ({
        adminName: 'Store Admin',
        adminEmail: TEST_ADMIN.email,
        action: 'update',
        resourceType: 'orders',
        resourceId: String(order.id),
        changes: { status: { before: `s${i}`, after: `s${i + 1}` } },
        createdAt: i >= 150 && i < 156 ? tied : new Date(Date.now() + i * 1000),
      })),
    );
    for (let i = 0; i < 100; i++) {
      expect((await call(token, 'POST', `/orders/${order.id}/notes`, { body: `note ${i}` })).statusCode).toBe(201);
    }

    const all = await call(token, 'GET', `/orders/${order.id}/timeline?limit=1000`);
    const whole = json<OrderTimeline>(all);
    // Placed, paid, two mails (the onboarding link, the confirmation), then the changes and notes.
    expect(whole.events).toHaveLength(4 + 300 + 100);
    expect(whole.next).toBeNull();
    expect(whole.events[0]).toMatchObject({ kind: 'status', from: 's299', to: 's300' });

    const first = json<OrderTimeline>(await call(token, 'GET', `/orders/${order.id}/timeline`));
    expect(first.events).toEqual(whole.events.slice(0, TIMELINE_PAGE));
    expect(first.next).not.toBeNull();

    const tiedKeys = whole.events.filter((e) => e.at === tied.toISOString()).map((e) => e.key);
    expect(tiedKeys).toHaveLength(6);
    for (const limit of [1, 4, 7, 100]) {
      const pages: string[][] = [];
      let before: string | null = null;
      do {
        const query = `limit=${limit}${before ? `&before=${encodeURIComponent(before)}` : ''}`;
        const res = await call(token, 'GET', `/orders/${order.id}/timeline?${query}`);
        expect(res.statusCode, res.body).toBe(200);
        const page = json<OrderTimeline>(res);
        pages.push(page.events.map((e) => e.key));
        before = page.next;
      } while (before);
      expect(pages.flat(), `limit ${limit}`).toEqual(whole.events.map((e) => e.key));
      // The six changes of one instant come in one answer, even when that is more than asked.
      expect(pages.filter((keys) => keys.includes(tiedKeys[0]!))[0]).toEqual(expect.arrayContaining(tiedKeys));
      for (const keys of pages) expect(keys.length).toBeLessThanOrEqual(limit + 5);
    }
  });

  it('answers 400 naming the parameter for a cursor or a limit it cannot read', async () => {
    const session = await pendingSession(null, 'cursor@example.com', new Date());
    const { order } = json<SimulatePaymentResponse>(
      await call(token, 'POST', `/orders/payment-sessions/${session.id}/simulate-success`),
    );
    for (const [query, field] of [
      ['before=yesterday', 'before'],
      ['before=2026-01-01T00:00:00.000Z', 'before'],
      ["before=2026-01-01T00:00:00.000000Z'%3B--", 'before'],
      ['limit=0', 'limit'],
      ['limit=1001', 'limit'],
      ['limit=ten', 'limit'],
    ] as const) {
      const res = await call(token, 'GET', `/orders/${order.id}/timeline?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(field);
    }
  });

  it('answers 404 for an order that does not exist, and for junk ids', async () => {
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      const res = await call(token, 'GET', `/orders/${id}/timeline`);
      expect(res.statusCode).toBe(404);
      expect(json(res).message).toBe(ORDER_MESSAGES.orderNotFound);
    }
  });
});

describe('order notes', () => {
  let orderId: number;
  beforeAll(async () => {
    const session = await pendingSession(null, 'notes@example.com', new Date());
    orderId = json<SimulatePaymentResponse>(
      await call(token, 'POST', `/orders/payment-sessions/${session.id}/simulate-success`),
    ).order.id;
  });

  const auditOf = (noteId: number) =>
    ctx.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceType, 'order_notes'), eq(auditLogs.resourceId, String(noteId))))
      .orderBy(auditLogs.id);

  it('adds, edits and deletes a note, each with its audit row, keeping the text exactly as typed', async () => {
    const text = '  Ship with care: «fragile» 🍵\n<script>alert(1)</script>\u200b ';
    const added = await call(token, 'POST', `/orders/${orderId}/notes`, { body: text });
    expect(added.statusCode, added.body).toBe(201);
    const note = json<OrderNote>(added);
    expect(note).toMatchObject({ order_id: orderId, body: text, revision: 1, author: admin });
    expect(added.headers.etag).toBe('"1"');

    const edited = await call(
      token,
      'PATCH',
      `/orders/${orderId}/notes/${note.id}`,
      { body: 'Fragile' },
      { 'if-match': '"1"' },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json<OrderNote>(edited)).toMatchObject({ body: 'Fragile', revision: 2 });

    const stale = await call(
      token,
      'PATCH',
      `/orders/${orderId}/notes/${note.id}`,
      { body: 'Late' },
      { 'if-match': '"1"' },
    );
    expect(stale.statusCode).toBe(412);
    expect(json(stale).message).toBe(staleMessage('note'));

    const staleDelete = await call(token, 'DELETE', `/orders/${orderId}/notes/${note.id}`, undefined, {
      'if-match': '"1"',
    });
    expect(staleDelete.statusCode).toBe(412);
    const gone = await call(token, 'DELETE', `/orders/${orderId}/notes/${note.id}`, undefined, { 'if-match': '"2"' });
    expect(gone.statusCode).toBe(204);
    expect((await timelineOf(orderId)).some((e) => e.kind === 'note')).toBe(false);

    const audit = await auditOf(note.id);
    expect(audit.map((a) => [a.action, a.adminEmail, a.changes])).toEqual([
      ['create', TEST_ADMIN.email, { order_id: { after: orderId }, body: { after: text } }],
      ['update', TEST_ADMIN.email, { body: { before: text, after: 'Fragile' } }],
      ['delete', TEST_ADMIN.email, { order_id: { before: orderId }, body: { before: 'Fragile' } }],
    ]);
  });

  it('refuses to let another admin change or delete a note, and writes nothing', async () => {
    const note = json<OrderNote>(await call(token, 'POST', `/orders/${orderId}/notes`, { body: 'Mine' }));
    for (const res of [
      await call(otherToken, 'PATCH', `/orders/${orderId}/notes/${note.id}`, { body: 'Theirs' }),
      await call(otherToken, 'DELETE', `/orders/${orderId}/notes/${note.id}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(json(res)).toMatchObject({ code: 'FORBIDDEN', message: ORDER_NOTE_MESSAGES.notAuthor });
    }
    const [event] = (await timelineOf(orderId)).filter((e) => e.kind === 'note');
    // The timeline's note is the note as its own routes answer it, field for field.
    expect(event).toEqual({ kind: 'note', key: `note:${note.id}`, at: note.created_at, note });
    expect((await auditOf(note.id)).map((a) => a.action)).toEqual(['create']);
  });

  it('answers 400 naming body for an empty or too long text, and 404 for a note of another order', async () => {
    for (const body of [
      {},
      { body: '' },
      { body: ' \n ' },
      { body: 42 },
      { body: 'x'.repeat(ORDER_NOTE_MAX_LENGTH + 1) },
    ]) {
      const res = await call(token, 'POST', `/orders/${orderId}/notes`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(json<{ fields: object }>(res).fields)).toEqual(['body']);
    }
    const longest = await call(token, 'POST', `/orders/${orderId}/notes`, { body: 'x'.repeat(ORDER_NOTE_MAX_LENGTH) });
    expect(longest.statusCode).toBe(201);

    const note = json<OrderNote>(await call(token, 'POST', `/orders/${orderId}/notes`, { body: 'Here' }));
    const elsewhere = await call(token, 'PATCH', `/orders/${orderId + 1000}/notes/${note.id}`, { body: 'There' });
    expect(elsewhere.statusCode).toBe(404);
    const missing = await call(token, 'DELETE', `/orders/${orderId}/notes/99999999`);
    expect(json(missing)).toMatchObject({ code: 'NOT_FOUND', message: ORDER_NOTE_MESSAGES.noteNotFound });
    const noOrder = await call(token, 'POST', `/orders/99999999/notes`, { body: 'x' });
    expect(json(noOrder)).toMatchObject({ code: 'NOT_FOUND', message: ORDER_MESSAGES.orderNotFound });
  });
});
