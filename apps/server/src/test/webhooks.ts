// A payment provider's webhook as the provider sends it: a Stripe event, signed with the
// endpoint's secret by Stripe's own SDK, posted to the store's Stripe webhook.
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

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
