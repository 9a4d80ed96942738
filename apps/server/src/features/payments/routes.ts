import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_PATHS, SimulatePaymentResponseSchema } from '@store/contract/orders';
import { WebhookResponseSchema } from '@store/contract/payments';
import { IdParamsSchema } from '@store/contract/validation';
import { adminOf } from '../../platform/auth.ts';
import type { AppDeps, FeatureOptions } from '../../platform/deps.ts';
import { createMailer } from '../../platform/mail.ts';
import { onboardingLinksOf } from '../users/accounts.ts';
import { handleCoinbaseWebhook, handleStripeWebhook, simulatePaymentSuccess, type PaymentsContext } from './service.ts';

function paymentsContext(deps: AppDeps, log: FastifyBaseLogger): PaymentsContext {
  return {
    db: deps.database.db,
    config: deps.config,
    links: onboardingLinksOf(deps),
    mailer: createMailer(deps.config),
    log,
  };
}

/**
 * The admin's "simulate payment" of a pending session (spec 000 §7 "orders"), behind the admin
 * guard in the orders area: the same completion as a provider's webhook.
 */
export const paymentSimulationRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const payments = paymentsContext(deps, app.log);
  app.post(
    ORDER_PATHS.simulatePayment,
    { schema: { tags: ['orders'], params: IdParamsSchema, response: { 200: SimulatePaymentResponseSchema } } },
    (request) => simulatePaymentSuccess(payments, adminOf(request), request.params.id),
  );
};

const tags = ['payment-webhooks'];

function rawBodyOf(body: unknown): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.alloc(0);
}

function headerOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The payment providers' webhooks (public: the signature is the credential). Signatures are
 * computed over the exact bytes received, so inside this plugin — and only here — JSON bodies are
 * kept as the raw Buffer instead of being parsed.
 */
export const paymentsWebhookRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const payments = paymentsContext(deps, app.log);
  const schema = { tags, security: [], response: { 200: WebhookResponseSchema } };

  app.post('/webhooks/stripe', { schema }, (request) =>
    handleStripeWebhook(payments, rawBodyOf(request.body), headerOf(request.headers['stripe-signature'])),
  );
  app.post('/webhooks/coinbase', { schema }, (request) =>
    handleCoinbaseWebhook(payments, rawBodyOf(request.body), headerOf(request.headers['x-cc-webhook-signature'])),
  );
};
