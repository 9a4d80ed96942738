// A payment provider's webhook as the provider sends it: a Stripe event, signed with the
// endpoint's secret by Stripe's own SDK, posted to the store's Stripe webhook; and a paid order
// made that way.
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { Database } from '../db/client.ts';
import { paymentSessions } from '../db/schema/sales.ts';

export function deliverStripeEvent(
  app: FastifyInstance,
  secret: string,
  event: { id: string; type: string; data: object },
) {
  const payload = JSON.stringify({ object: 'event', ...event });
  return app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

let paid = 0;

/**
 * A paid order, as a storefront's customer makes one: a pending Stripe payment session of these
 * items, completed by Stripe's signed `checkout.session.completed`. Answers the order's number and
 * the payment intent (a refund's event names it).
 */
export async function payWithStripe(
  app: FastifyInstance,
  database: Database,
  secret: string,
  purchase: { email: string; items: { product_id: number; quantity: number }[]; total: number },
): Promise<{ orderNumber: string; paymentIntent: string }> {
  const sessionId = `cs_test_${process.pid}_${++paid}_${Date.now()}`;
  const paymentIntent = `pi_${sessionId}`;
  await database.db.insert(paymentSessions).values({
    sessionId,
    provider: 'stripe',
    userEmail: purchase.email,
    items: purchase.items,
    subtotal: purchase.total,
    amountExpected: purchase.total,
  });
  const answer = await deliverStripeEvent(app, secret, {
    id: `evt_${sessionId}`,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        amount_total: purchase.total,
        currency: 'usd',
        payment_status: 'paid',
        payment_intent: paymentIntent,
      },
    },
  });
  if (answer.statusCode !== 200) throw new Error(`the payment was refused: ${answer.statusCode} ${answer.body}`);
  return { orderNumber: (answer.json() as { order_number: string }).order_number, paymentIntent };
}
