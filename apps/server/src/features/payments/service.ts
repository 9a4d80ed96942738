// Completing a payment session (DESIGN §4), shared by the admin's simulate action and by the
// Stripe and Coinbase webhooks. One transaction, idempotent:
//   1. a webhook event id is recorded first (a redelivered event finds it and changes nothing);
//   2. one conditional update moves the session from pending to completed — of any number of
//      concurrent completions exactly one gets the row; the others wait for its commit, find the
//      session completed and answer the order it created (the UNIQUE payment_session_id of
//      orders backs this up);
//   3. the winner creates or reuses the customer (users/accounts.ts), redeems the promo code
//      (promos/service.ts: one guarded update that never passes max_uses), creates the order with
//      its item and promo snapshots (orders/service.ts), grants access to downloadable products
//      (access/service.ts) and queues the onboarding e-mail (platform/mail.ts).
// This feature is the workflow: it writes only its own tables (payment_sessions, opened here for
// the storefront's checkout, and processed_webhook_events) and passes its transaction to the service that owns each of the
// others (decision 0046). See docs/decisions/0002-payment-completion.md.
import { createHmac } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { OrderDetail, SimulatePaymentResponse } from '@store/contract/orders';
import { ONBOARDING_TEMPLATE_KEY, ORDER_CONFIRMATION_TEMPLATE_KEY } from '@store/contract/templates';
import {
  COINBASE_PAID_EVENTS,
  CoinbaseWebhookSchema,
  PAYMENT_MESSAGES,
  STRIPE_PAID_EVENTS,
  STRIPE_REFUND_EVENT,
  StripeEventSchema,
  type StripeEvent,
  type PaymentProvider,
  type WebhookResponse,
} from '@store/contract/payments';
import { decimalToCents, formatCents } from '@store/contract/money';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { paymentSessions, processedWebhookEvents } from '../../db/schema/sales.ts';
import type { orders } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { idOf } from '../../platform/ids.ts';
import { storeNameOf, type MailLog, type Mailer } from '../../platform/mail.ts';
import { daysAgo, deleteInBatches } from '../../platform/retention.ts';
import { safeEqual } from '../../platform/secrets.ts';
import { renderTemplateByKey } from '../../platform/templates.ts';
import { grantPurchasedAccess, type PurchasedProduct } from '../access/service.ts';
import { createOrder, findOrderDetail, type NewOrder, type NewOrderItem } from '../orders/service.ts';
import { redeemPromo, type PromoRow } from '../promos/service.ts';
import { orderForProviderRefund, recordProviderRefund, type ProviderRefundOutcome } from '../refunds/service.ts';
import { findOrCreateCustomer, pendingOnboardingLink } from '../users/accounts.ts';
import type { OnboardingLinks } from '../users/accounts.ts';

export interface PaymentsContext {
  db: Db;
  config: Pick<Config, 'mailFrom' | 'allowPaymentSimulation' | 'stripeWebhookSecret' | 'coinbaseWebhookSecret'>;
  /** Where new customers' onboarding links point, and what seals their tokens. */
  links: OnboardingLinks;
  mailer: Mailer;
  log: MailLog;
}

export interface Completion {
  order: OrderDetail;
  /** The customer's onboarding link while they have not set a password; null otherwise. */
  onboardingLink: string | null;
  /** True for the call that created the order; false when it answered an earlier completion. */
  created: boolean;
}

type SessionKey = { id: number } | { provider: PaymentProvider; sessionId: string };
type SessionRow = typeof paymentSessions.$inferSelect;
type UserRow = typeof users.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

interface CompleteOptions {
  /** The admin who simulated the payment: the order (and a new customer) get audit rows. */
  actor?: Actor;
  /** What the provider says was paid; checked against the session before anything changes. */
  paid?: { amount: number; currency: string };
  /** The provider event being handled; recorded in the same transaction, so it runs once. */
  event?: { provider: PaymentProvider; eventId: string };
  /** The provider's id for the payment (Stripe's payment intent), which its refunds will name. */
  paymentId?: string | null | undefined;
}

/** A pending payment session, as the storefront's checkout opens it (amounts computed there). */
export type NewPaymentSession = Omit<typeof paymentSessions.$inferInsert, 'id' | 'status'>;

/** Opens a pending session; this feature completes it (the webhooks, the admin's simulation). */
export async function openPaymentSession(db: Db, values: NewPaymentSession): Promise<SessionRow> {
  const [session] = await db
    .insert(paymentSessions)
    .values({ ...values, status: 'pending' })
    .returning();
  return session!;
}

/** Records a provider's event in the caller's transaction; false when it was recorded before. */
async function recordEvent(
  tx: Tx,
  event: { provider: PaymentProvider; eventId: string; sessionId?: string | null },
): Promise<boolean> {
  const recorded = await tx
    .insert(processedWebhookEvents)
    .values({ provider: event.provider, eventId: event.eventId, sessionId: event.sessionId ?? null })
    .onConflictDoNothing()
    .returning({ eventId: processedWebhookEvents.eventId });
  return recorded.length > 0;
}

export async function completePaymentSession(
  ctx: PaymentsContext,
  key: SessionKey,
  options: CompleteOptions = {},
): Promise<Completion | 'duplicate'> {
  return ctx.db.transaction(async (tx): Promise<Completion | 'duplicate'> => {
    if (options.event) {
      const recorded = await recordEvent(tx, {
        ...options.event,
        sessionId: 'sessionId' in key ? key.sessionId : null,
      });
      if (!recorded) return 'duplicate';
    }

    const where =
      'id' in key
        ? eq(paymentSessions.id, key.id)
        : and(eq(paymentSessions.provider, key.provider), eq(paymentSessions.sessionId, key.sessionId));
    const [session] = await tx.select().from(paymentSessions).where(where).limit(1);
    if (!session) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.sessionNotFound);
    if (
      options.paid &&
      (options.paid.amount !== session.amountExpected ||
        options.paid.currency.toUpperCase() !== session.currency.toUpperCase())
    ) {
      throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.amountMismatch);
    }

    // The guard: of all concurrent completions, one moves the session; the rest find it completed.
    const [claimed] = await tx
      .update(paymentSessions)
      .set({ status: 'completed', completedAt: new Date(), providerPaymentId: options.paymentId ?? null })
      .where(and(eq(paymentSessions.id, session.id), eq(paymentSessions.status, 'pending')))
      .returning();
    if (!claimed) return earlierCompletion(tx, ctx, session.id);
    return fulfil(tx, ctx, claimed, options.actor);
  });
}

/** The session was completed before (or by a concurrent call that committed first). */
async function earlierCompletion(tx: Tx, ctx: PaymentsContext, sessionId: number): Promise<Completion> {
  const [now] = await tx
    .select({ status: paymentSessions.status })
    .from(paymentSessions)
    .where(eq(paymentSessions.id, sessionId));
  if (!now || now.status !== 'completed') {
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.sessionNotPending(now?.status ?? 'gone'));
  }
  const found = await findOrderDetail(tx, { paymentSessionId: sessionId });
  if (!found) throw new AppError('CONFLICT', PAYMENT_MESSAGES.sessionNotPending('completed without an order'));
  const [customer] = found.row.userId
    ? await tx.select().from(users).where(eq(users.id, found.row.userId)).limit(1)
    : [];
  return {
    order: found.detail,
    onboardingLink: pendingOnboardingLink(ctx.links, customer),
    created: false,
  };
}

interface Line {
  productId: number;
  quantity: number;
}

function linesOf(session: SessionRow): Line[] {
  const raw: unknown = session.items;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: { product_id?: unknown; quantity?: unknown }) => {
    const productId = Number(item?.product_id);
    const quantity = Number(item?.quantity);
    return Number.isSafeInteger(productId) && productId > 0 && Number.isSafeInteger(quantity) && quantity > 0
      ? [{ productId, quantity }]
      : [];
  });
}

/**
 * Unit prices that add up to the session's subtotal. The session fixed the subtotal at checkout
 * (in its currency) but keeps only product ids and quantities, so the catalogue prices are used
 * as they are when they still add up, else scaled to the subtotal (a changed price, another
 * currency); the rounding cent goes to a line of quantity 1 when there is one.
 */
export function unitPrices(lines: { quantity: number; listPrice: number }[], subtotal: number): number[] {
  const listTotal = lines.reduce((sum, l) => sum + l.quantity * l.listPrice, 0);
  if (listTotal === subtotal) return lines.map((l) => l.listPrice);
  if (lines.length === 0) return [];
  const prices =
    listTotal > 0
      ? lines.map((l) => Math.round((l.listPrice * subtotal) / listTotal))
      : lines.map((l, i) => (i === 0 ? Math.floor(subtotal / l.quantity) : 0));
  const rest = subtotal - lines.reduce((sum, l, i) => sum + l.quantity * prices[i]!, 0);
  const single = lines.findIndex((l, i) => l.quantity === 1 && prices[i]! + rest >= 0);
  if (rest !== 0 && single >= 0) prices[single]! += rest;
  return prices.map((p) => Math.max(0, p));
}

/** The catalogue's product of a line, as completion reads it (one query for all the lines). */
type LineProduct = PurchasedProduct & { name: string; priceUsd: number };

/** A line of the order: its product (undefined once deleted) and the unit price it was paid at. */
interface PricedLine extends Line {
  product: LineProduct | undefined;
  unitPrice: number;
}

/** The session's lines with their products, priced to add up to the session's subtotal. */
async function pricedLines(tx: Tx, session: SessionRow): Promise<PricedLine[]> {
  const lines = linesOf(session);
  const catalogue: LineProduct[] = lines.length
    ? await tx
        .select({
          id: products.id,
          name: products.name,
          priceUsd: products.priceUsd,
          isDownloadable: products.isDownloadable,
          accessDurationType: products.accessDurationType,
          accessDurationMonths: products.accessDurationMonths,
        })
        .from(products)
        .where(
          inArray(
            products.id,
            lines.map((l) => l.productId),
          ),
        )
    : [];
  const productById = new Map(catalogue.map((p) => [p.id, p]));
  const prices = unitPrices(
    lines.map((l) => ({ quantity: l.quantity, listPrice: productById.get(l.productId)?.priceUsd ?? 0 })),
    session.subtotal,
  );
  return lines.map((l, i) => ({ ...l, product: productById.get(l.productId), unitPrice: prices[i] ?? 0 }));
}

/**
 * The session's promo code, redeemed. The customer was charged its discount at checkout, so the
 * order keeps it; the redemption is counted only while the code has uses left (decision 0002).
 * Undefined when the session has no code or no promo has it any more.
 */
async function redeemSessionPromo(tx: Tx, ctx: PaymentsContext, session: SessionRow): Promise<PromoRow | undefined> {
  if (!session.promoCode) return undefined;
  const redemption = await redeemPromo(tx, session.promoCode);
  if (redemption && !redemption.counted) {
    ctx.log.warn(
      { promo_code: redemption.promo.code, payment_session: session.sessionId },
      'promo code had no uses left at payment completion: order keeps the discount charged at checkout, usage not counted',
    );
  }
  return redemption?.promo;
}

/** The paid order's values: the session's sums, the customer's e-mail and the promo's terms as snapshots. */
function orderOf(session: SessionRow, customer: UserRow, promo: PromoRow | undefined): NewOrder {
  return {
    userId: customer.id,
    customerEmail: customer.email,
    currency: session.currency,
    subtotal: session.subtotal,
    amountDiscount: session.amountDiscount,
    tax: session.tax,
    shipping: session.shipping,
    total: session.amountExpected,
    paymentProvider: session.provider,
    paymentSessionId: session.id,
    promoCodeId: promo?.id ?? null,
    promoCode: promo?.code ?? session.promoCode,
    promoDiscountType: promo?.discountType ?? null,
    promoDiscountValue: promo?.discountValue ?? null,
    shippingCountryCode: session.countryCode,
  };
}

/** The order's items, with the product's name and the unit price as snapshots. */
function itemsOf(lines: PricedLine[]): NewOrderItem[] {
  return lines.map((l) => ({
    productId: l.product ? l.product.id : null,
    // spec 001 §2 uses 'Product #id' for a product that no longer exists.
    productName: l.product?.name ?? `Product #${l.productId}`,
    quantity: l.quantity,
    priceAtPurchase: l.unitPrice,
  }));
}

/** A new customer's onboarding e-mail, to the outbox with its delivery job (sent after the commit). */
async function queueOnboardingMail(
  tx: Tx,
  ctx: PaymentsContext,
  customer: UserRow,
  onboardingLink: string,
  orderId: number,
): Promise<void> {
  const mail = await renderTemplateByKey(tx, ONBOARDING_TEMPLATE_KEY, {
    name: customer.name,
    onboarding_link: onboardingLink,
    store_name: storeNameOf(ctx.config.mailFrom),
  });
  if (mail)
    await ctx.mailer.enqueue(tx, {
      ...mail,
      to: customer.email,
      templateKey: ONBOARDING_TEMPLATE_KEY,
      orderId,
      secretHash: customer.onboardingTokenHash!,
    });
  else ctx.log.warn({ template: ONBOARDING_TEMPLATE_KEY }, 'onboarding template missing or inactive: no mail queued');
}

/** The simulating admin's audit rows: the customer, when this completion created them, then the order. */
async function auditSimulation(
  tx: Tx,
  actor: Actor,
  session: SessionRow,
  order: OrderRow,
  newCustomer: UserRow | undefined,
): Promise<void> {
  if (newCustomer) {
    await writeAudit(tx, actor, {
      action: 'create',
      resourceType: 'users',
      resourceId: newCustomer.id,
      after: {
        email: newCustomer.email,
        name: newCustomer.name,
        is_admin: false,
        onboarding_token: newCustomer.onboardingTokenHash,
      },
    });
  }
  await writeAudit(tx, actor, {
    action: 'create',
    resourceType: 'orders',
    resourceId: order.id,
    after: {
      order_number: order.orderNumber,
      status: order.status,
      customer_email: order.customerEmail,
      total: order.total,
      currency: order.currency,
      payment_provider: order.paymentProvider,
      payment_session: session.sessionId,
      promo_code: order.promoCode,
    },
  });
}

/** What the winner of a completion does, in its transaction (decision 0002, step 4). */
async function fulfil(
  tx: Tx,
  ctx: PaymentsContext,
  session: SessionRow,
  actor: Actor | undefined,
): Promise<Completion> {
  const found = await findOrCreateCustomer(tx, ctx.links, session.userEmail);
  const { user: customer, isNew } = found;
  const lines = await pricedLines(tx, session);
  const promo = await redeemSessionPromo(tx, ctx, session);
  const { row: order, detail } = await createOrder(tx, orderOf(session, customer, promo), itemsOf(lines));
  await grantPurchasedAccess(tx, {
    userId: customer.id,
    orderId: order.id,
    products: lines.flatMap((l) => (l.product ? [l.product] : [])),
  });
  const onboardingLink = found.isNew ? found.onboardingLink : pendingOnboardingLink(ctx.links, customer);
  // The customer's confirmation, once per order: only the completion that made it gets here.
  await ctx.mailer.enqueueTemplate(tx, {
    to: customer.email,
    templateKey: ORDER_CONFIRMATION_TEMPLATE_KEY,
    orderId: order.id,
    variables: {
      name: customer.name,
      email: customer.email,
      order_number: order.orderNumber,
      order_total: formatCents(order.total, order.currency),
      store_name: storeNameOf(ctx.config.mailFrom),
    },
  });
  if (isNew && onboardingLink) await queueOnboardingMail(tx, ctx, customer, onboardingLink, order.id);
  if (actor) await auditSimulation(tx, actor, session, order, isNew ? customer : undefined);
  return { order: detail, onboardingLink, created: true };
}

// ---------------------------------------------------------------------------------------------
// The admin's simulate action

export async function simulatePaymentSuccess(
  ctx: PaymentsContext,
  actor: Actor,
  rawSessionId: string,
): Promise<SimulatePaymentResponse> {
  if (!ctx.config.allowPaymentSimulation) throw new AppError('FORBIDDEN', PAYMENT_MESSAGES.simulationDisabled);
  const id = idOf(rawSessionId, PAYMENT_MESSAGES.sessionNotFound);
  const result = await completePaymentSession(ctx, { id }, { actor });
  if (result === 'duplicate') throw new AppError('CONFLICT', PAYMENT_MESSAGES.sessionNotPending('completed'));
  return { order: result.order, onboarding_link: result.onboardingLink };
}

// ---------------------------------------------------------------------------------------------
// Webhooks

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.malformedEvent);
  }
}

function outcomeOf(result: Completion | 'duplicate'): WebhookResponse {
  return result === 'duplicate'
    ? { received: true, outcome: 'duplicate' }
    : { received: true, outcome: 'completed', order_number: result.order.order_number };
}

/**
 * Stripe: the official SDK verifies `Stripe-Signature` (HMAC of "timestamp.body", timestamp
 * within 5 minutes) over the raw body before anything is read.
 */
export async function handleStripeWebhook(
  ctx: PaymentsContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookResponse> {
  const secret = ctx.config.stripeWebhookSecret;
  if (!secret) throw new AppError('UNAVAILABLE', PAYMENT_MESSAGES.stripeNotConfigured);
  if (!signature) throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.missingStripeSignature);
  // The SDK is loaded on the first Stripe event, not at every start of the server.
  const { default: Stripe } = await import('stripe');
  try {
    Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.invalidStripeSignature);
  }
  const parsed = StripeEventSchema.safeParse(parseJson(rawBody));
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.malformedEvent);
  const event = parsed.data;
  if (event.type === STRIPE_REFUND_EVENT) return stripeRefund(ctx, event);
  const checkout = event.data.object;
  const paidNow =
    (STRIPE_PAID_EVENTS as readonly string[]).includes(event.type) &&
    (event.type !== 'checkout.session.completed' ||
      checkout.payment_status == null ||
      checkout.payment_status === 'paid' ||
      checkout.payment_status === 'no_payment_required');
  if (!paidNow) return { received: true, outcome: 'ignored' };
  if (checkout.amount_total == null || !checkout.currency) {
    throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.malformedEvent);
  }
  const result = await completePaymentSession(
    ctx,
    { provider: 'stripe', sessionId: checkout.id },
    {
      paid: { amount: checkout.amount_total, currency: checkout.currency },
      event: { provider: 'stripe', eventId: event.id },
      paymentId: checkout.payment_intent,
    },
  );
  return outcomeOf(result);
}

/**
 * `charge.refunded`: the charge's running refunded total, recorded on the order it paid for, in
 * one transaction: the order is found and locked (refunds/service.ts), the event recorded once
 * (a redelivery records nothing), then the refund (refunds/service.ts).
 */
async function stripeRefund(ctx: PaymentsContext, event: StripeEvent): Promise<WebhookResponse> {
  const charge = event.data.object;
  if (!charge.payment_intent || charge.amount_refunded === undefined || !charge.currency) {
    throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.malformedEvent);
  }
  const { payment_intent: paymentId, amount_refunded: refundedTotal, currency } = charge;
  const latest = charge.refunds?.data[0];
  const result = await ctx.db.transaction(async (tx): Promise<ProviderRefundOutcome> => {
    const [session] = await tx
      .select({ id: paymentSessions.id })
      .from(paymentSessions)
      .where(and(eq(paymentSessions.provider, 'stripe'), eq(paymentSessions.providerPaymentId, paymentId)));
    const order = session ? await orderForProviderRefund(tx, session.id, currency) : undefined;
    if (!order) return { outcome: 'ignored' };
    if (!(await recordEvent(tx, { provider: 'stripe', eventId: event.id }))) {
      return { outcome: 'duplicate', orderNumber: order.orderNumber };
    }
    return recordProviderRefund(tx, order, {
      provider: 'stripe',
      refundedTotal,
      currency,
      refundId: latest?.id ?? charge.id,
      reason: latest?.reason ? `Refunded at Stripe (${latest.reason.replaceAll('_', ' ')})` : 'Refunded at Stripe',
    });
  });
  return {
    received: true,
    outcome: result.outcome,
    ...(result.orderNumber ? { order_number: result.orderNumber } : {}),
  };
}

/** Coinbase Commerce: `X-CC-Webhook-Signature` is the hex HMAC-SHA256 of the raw body. */
export async function handleCoinbaseWebhook(
  ctx: PaymentsContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookResponse> {
  const secret = ctx.config.coinbaseWebhookSecret;
  if (!secret) throw new AppError('UNAVAILABLE', PAYMENT_MESSAGES.coinbaseNotConfigured);
  if (!signature) throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.missingCoinbaseSignature);
  const expected = createHmac('sha256', secret).update(rawBody).digest('hex');
  if (!safeEqual(expected, signature.trim().toLowerCase())) {
    throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.invalidCoinbaseSignature);
  }
  const parsed = CoinbaseWebhookSchema.safeParse(parseJson(rawBody));
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.malformedEvent);
  const { event } = parsed.data;
  if (!(COINBASE_PAID_EVENTS as readonly string[]).includes(event.type)) return { received: true, outcome: 'ignored' };
  const local = event.data.pricing?.local;
  const amount = local ? decimalToCents(local.amount) : null;
  if (!local || amount === null) throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.malformedEvent);
  const result = await completePaymentSession(
    ctx,
    { provider: 'coinbase', sessionId: event.data.code },
    { paid: { amount, currency: local.currency }, event: { provider: 'coinbase', eventId: event.id } },
  );
  return outcomeOf(result);
}

/**
 * Retention: provider events handled more than `days` days ago. A provider redelivers an event
 * for a few days at most (Stripe: 3); the order's timeline then no longer lists them.
 */
export async function pruneWebhookEvents(db: Db, days: number): Promise<Record<string, number>> {
  return {
    webhook_events: await deleteInBatches(
      db,
      processedWebhookEvents,
      lt(processedWebhookEvents.processedAt, daysAgo(days)),
    ),
  };
}
