// The customer's e-mails from the store's templates (issue 30, item 3), to a real SMTP server:
// an order's confirmation once per order whatever the redeliveries, a shipment's news on each
// change the customer cares about, and nothing (said on the timeline) when a template is off.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderTimeline } from '@store/contract/order-timeline';
import {
  ONBOARDING_TEMPLATE_KEY,
  ORDER_CONFIRMATION_TEMPLATE_KEY,
  SHIPMENT_UPDATE_TEMPLATE_KEY,
} from '@store/contract/templates';
import { emailTemplates, products } from './db/schema/catalog.ts';
import { mailOutbox } from './db/schema/operations.ts';
import { orders, paymentSessions } from './db/schema/sales.ts';
import { users } from './db/schema/users.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from './test/harness.ts';
import { startTestSmtp, type TestSmtp } from './test/smtp.ts';
import { deliverStripeEvent } from './test/webhooks.ts';

const STRIPE_SECRET = 'whsec_customer_mails_test';
let smtp: TestSmtp;
let ctx: TestContext;
let token: string;
let mug: number;
let sequence = 0;

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestContext({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Shop <shop@example.com>',
    STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
  });
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  const [row] = await ctx.database.db
    .insert(products)
    .values({ name: 'Mug', priceUsd: 1500, internalKey: 'mail-mug', isPhysical: true })
    .returning({ id: products.id });
  mug = row!.id;
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(async () => {
  await ctx.database.db
    .update(emailTemplates)
    .set({ isActive: true })
    .where(eq(emailTemplates.templateKey, ORDER_CONFIRMATION_TEMPLATE_KEY));
  await ctx.database.db
    .update(emailTemplates)
    .set({ isActive: true })
    .where(eq(emailTemplates.templateKey, SHIPMENT_UPDATE_TEMPLATE_KEY));
});

async function pendingSession(email: string) {
  sequence += 1;
  const [row] = await ctx.database.db
    .insert(paymentSessions)
    .values({
      sessionId: `cs_mail_${sequence}_${Date.now()}`,
      provider: 'stripe',
      userEmail: email,
      items: [{ product_id: mug, quantity: 1 }],
      subtotal: 1500,
      amountExpected: 1500,
    })
    .returning();
  return row!;
}

const paidEvent = (sessionId: string, id: string) => ({
  id,
  type: 'checkout.session.completed',
  data: {
    object: { id: sessionId, object: 'checkout.session', amount_total: 1500, currency: 'usd', payment_status: 'paid' },
  },
});

const received = (to: string) => smtp.received.filter((m) => m.to.includes(to)).map((m) => m.raw);
const subjectsTo = (to: string) => received(to).map((raw) => /^Subject: (.*)$/m.exec(raw)?.[1] ?? '');
const mailsOf = (to: string, templateKey: string) =>
  ctx.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toEmail, to), eq(mailOutbox.templateKey, templateKey)));

async function paidOrder(email: string) {
  const session = await pendingSession(email);
  const res = await deliverStripeEvent(
    ctx.app,
    STRIPE_SECRET,
    paidEvent(session.sessionId, `evt_${session.sessionId}`),
  );
  expect(res.statusCode).toBe(200);
  const [order] = await ctx.database.db.select().from(orders).where(eq(orders.paymentSessionId, session.id));
  return order!;
}

const timeline = async (orderId: number) =>
  json<OrderTimeline>(
    await ctx.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}/timeline`, headers: bearer(token) }),
  );

describe('the order confirmation', () => {
  it('goes out once per order under 5 concurrent redeliveries of the same Stripe event', async () => {
    const email = 'five-deliveries@example.com';
    const session = await pendingSession(email);
    const event = paidEvent(session.sessionId, 'evt_five_deliveries');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => deliverStripeEvent(ctx.app, STRIPE_SECRET, event)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    await ctx.app.jobs.drain();
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.paymentSessionId, session.id));
    const confirmations = subjectsTo(email).filter((s) => s.includes(order!.orderNumber));
    expect(confirmations).toEqual([`Your Shop order ${order!.orderNumber} is confirmed`]);
    expect(await mailsOf(email, ORDER_CONFIRMATION_TEMPLATE_KEY)).toMatchObject([{ status: 'sent', attempts: 1 }]);
    const raw = received(email).find((r) => r.includes(order!.orderNumber))!;
    expect(raw.replace(/=\r\n/g, '')).toContain('$15.00');
    // The new customer's onboarding mail names its link's secret, for retention (decision 0048).
    const [customer] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(await mailsOf(email, ONBOARDING_TEMPLATE_KEY)).toMatchObject([
      { status: 'sent', secretHash: customer!.onboardingTokenHash, bodyRemovedAt: null },
    ]);
  });

  it('is not sent when its template is inactive, and the order timeline says so', async () => {
    await ctx.database.db
      .update(emailTemplates)
      .set({ isActive: false })
      .where(eq(emailTemplates.templateKey, ORDER_CONFIRMATION_TEMPLATE_KEY));
    const email = 'template-off@example.com';
    const order = await paidOrder(email);
    await ctx.app.jobs.drain();
    expect(subjectsTo(email).some((s) => s.includes(order.orderNumber))).toBe(false);
    expect(await mailsOf(email, ORDER_CONFIRMATION_TEMPLATE_KEY)).toMatchObject([
      { status: 'skipped', lastError: 'the template is inactive', attempts: 0 },
    ]);
    const events = (await timeline(order.id)).events.filter((e) => e.kind === 'email');
    expect(events).toContainEqual(
      expect.objectContaining({
        template_key: ORDER_CONFIRMATION_TEMPLATE_KEY,
        status: 'skipped',
        error: 'the template is inactive',
      }),
    );
  });
});

describe('the shipment update', () => {
  const ship = (orderId: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/shipments',
      headers: bearer(token),
      payload: { order_id: orderId, tracking_number: '1Z999AA10123456784', carrier: 'UPS', status: 'pending' },
    });
  const edit = (id: number, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/admin/shipments/${id}`, headers: bearer(token), payload });

  it('goes out when a shipment is created, and at each change of status, carrier or tracking number', async () => {
    const email = 'parcel@example.com';
    const order = await paidOrder(email);
    const created = await ship(order.id);
    expect(created.statusCode).toBe(201);
    const shipment = json<{ id: number }>(created);
    expect((await edit(shipment.id, { status: 'in_transit' })).statusCode).toBe(200);
    expect((await edit(shipment.id, { shipped_at: new Date().toISOString() })).statusCode).toBe(200); // no news
    expect((await edit(shipment.id, { tracking_number: '1Z999AA10123456785' })).statusCode).toBe(200);
    await ctx.app.jobs.drain();
    // Sent by the runner side by side: in any order.
    const updates = subjectsTo(email).filter((s) => s.includes('your package'));
    expect(updates.sort()).toEqual([
      `Order ${order.orderNumber}: your package is in transit`,
      `Order ${order.orderNumber}: your package is in transit`,
      `Order ${order.orderNumber}: your package is pending`,
    ]);
    const bodies = received(email).map((raw) => raw.replace(/=\r\n/g, ''));
    expect(bodies.filter((body) => body.includes('1Z999AA10123456785') && body.includes('UPS'))).toHaveLength(1);
    const events = (await timeline(order.id)).events.filter(
      (e) => e.kind === 'email' && e.template_key === SHIPMENT_UPDATE_TEMPLATE_KEY,
    );
    expect(events).toHaveLength(3);
  });

  it('goes out once per shipment whose status a bulk change moves', async () => {
    const emails = ['bulk-a@example.com', 'bulk-b@example.com'];
    const ids: number[] = [];
    for (const email of emails) ids.push(json<{ id: number }>(await ship((await paidOrder(email)).id)).id);
    await ctx.app.jobs.drain();
    smtp.received.length = 0;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/shipments/bulk',
      headers: bearer(token),
      payload: { action: 'set_status', records: ids.map((id) => ({ id })), status: 'delivered' },
    });
    expect(res.statusCode).toBe(200);
    await ctx.app.jobs.drain();
    expect(smtp.received.flatMap((m) => m.to).sort()).toEqual(emails);
  });

  it('is not sent while its template is inactive', async () => {
    await ctx.database.db
      .update(emailTemplates)
      .set({ isActive: false })
      .where(eq(emailTemplates.templateKey, SHIPMENT_UPDATE_TEMPLATE_KEY));
    const email = 'no-parcel-news@example.com';
    const order = await paidOrder(email);
    expect((await ship(order.id)).statusCode).toBe(201);
    await ctx.app.jobs.drain();
    expect(subjectsTo(email).some((s) => s.includes('your package'))).toBe(false);
    expect(await mailsOf(email, SHIPMENT_UPDATE_TEMPLATE_KEY)).toMatchObject([{ status: 'skipped' }]);
  });
});
