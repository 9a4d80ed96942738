import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WebhookResponseSchema } from '@store/contract/payments';
import type { FeatureOptions } from '../../platform/deps.ts';
import { createMailer } from '../../platform/mail.ts';
import { handleCoinbaseWebhook, handleStripeWebhook, type PaymentsContext } from './service.ts';

const tags = ['webhooks'];

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
  const payments: PaymentsContext = {
    db: deps.database.db,
    config: deps.config,
    mailer: createMailer(deps.config, app.log),
    log: app.log,
  };
  const schema = { tags, security: [], response: { 200: WebhookResponseSchema } };

  app.post('/webhooks/stripe', { schema }, (request) =>
    handleStripeWebhook(payments, rawBodyOf(request.body), headerOf(request.headers['stripe-signature'])),
  );
  app.post('/webhooks/coinbase', { schema }, (request) =>
    handleCoinbaseWebhook(payments, rawBodyOf(request.body), headerOf(request.headers['x-cc-webhook-signature'])),
  );
};
