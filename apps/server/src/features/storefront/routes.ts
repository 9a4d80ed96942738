import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_DOC } from '@store/contract/idempotency';
import {
  STOREFRONT_PATHS,
  CheckoutBodySchema,
  CheckoutResponseSchema,
  STOREFRONT_TEXTS,
  StorefrontCountriesResponseSchema,
  StorefrontProductsResponseSchema,
  ValidatePromoBodySchema,
  ValidatePromoResponseSchema,
} from '@store/contract/storefront';
import { clientIp } from '../../platform/client-ip.ts';
import { AppError } from '../../platform/errors.ts';
import type { SecurityFeatureOptions } from '../../platform/rate-limit.ts';
import {
  authenticateApiKey,
  createCheckout,
  listStorefrontCountries,
  listStorefrontProducts,
  UsageRecorder,
  validatePromo,
} from './service.ts';

/** A query parameter that looks like it carries a key, by name or by value. */
const KEY_PARAM_NAME = /^(x[-_]?)?api[-_]?key$|^key$|^token$/i;
const KEY_VALUE = /sk_[A-Za-z0-9_-]{20,}/;

function keyInQuery(request: FastifyRequest): boolean {
  const query = request.query;
  if (!query || typeof query !== 'object') return false;
  return Object.entries(query as Record<string, unknown>).some(
    ([name, value]) => KEY_PARAM_NAME.test(name) || (typeof value === 'string' && KEY_VALUE.test(value)),
  );
}

/**
 * The storefront API under /api/v1 (DESIGN §3), behind the X-API-Key guard: the key is checked on
 * every request (a revoked key fails at once, on every instance), unknown or revoked keys raise the
 * caller's abuse score, and each key is rate limited (`storefront_api`); checkout also per IP.
 */
export const storefrontRoutes: FastifyPluginAsyncZod<SecurityFeatureOptions> = async (app, { deps, security }) => {
  const { db } = deps.database;
  const usage = new UsageRecorder(db, app.log);
  const keyOf = new WeakMap<FastifyRequest, number>();
  const tags = ['storefront'];

  app.addHook('onReady', async () => usage.start());
  app.addHook('onClose', async () => usage.stop());

  app.addHook('onRequest', async (request, reply) => {
    if (keyInQuery(request)) throw new AppError('VALIDATION_FAILED', STOREFRONT_TEXTS.keyInQuery);
    const header = request.headers['x-api-key'];
    const presented = (Array.isArray(header) ? header[0] : header)?.trim();
    const ip = clientIp(request);
    if (!presented) {
      await security.abuse.reportQuietly(ip, 'malformed_request');
      throw new AppError('UNAUTHORIZED', STOREFRONT_TEXTS.keyRequired);
    }
    const check = await authenticateApiKey(db, presented);
    if (!check.ok) {
      await security.abuse.reportQuietly(ip, 'invalid_api_key');
      throw new AppError(
        'UNAUTHORIZED',
        check.reason === 'revoked' ? STOREFRONT_TEXTS.keyRevoked : STOREFRONT_TEXTS.keyInvalid,
      );
    }
    usage.record(check.id);
    keyOf.set(request, check.id);
    await security.enforce(request, reply, 'storefront_api', String(check.id));
  });

  app.get(
    STOREFRONT_PATHS.products,
    { schema: { tags, response: { 200: StorefrontProductsResponseSchema } } },
    async () => ({
      products: await listStorefrontProducts(db),
    }),
  );
  app.get(
    STOREFRONT_PATHS.countries,
    { schema: { tags, response: { 200: StorefrontCountriesResponseSchema } } },
    async () => ({
      countries: await listStorefrontCountries(db),
    }),
  );
  app.post(
    STOREFRONT_PATHS.validatePromo,
    { schema: { tags, body: ValidatePromoBodySchema, response: { 200: ValidatePromoResponseSchema } } },
    (request) => validatePromo(db, request.body.code),
  );
  app.post(
    STOREFRONT_PATHS.checkout,
    {
      schema: {
        tags,
        description: `Opens a payment session for a cart.${IDEMPOTENCY_DOC}`,
        body: CheckoutBodySchema,
        response: { 201: CheckoutResponseSchema },
      },
      preHandler: [
        async (request, reply) => security.enforce(request, reply, 'checkout', clientIp(request)),
        // Keys are the API key's own: two storefronts never share one.
        app.idempotency.hooks((request) => `api-key:${keyOf.get(request)!}`).preHandler,
      ],
    },
    async (request, reply) => {
      const session = await createCheckout(db, request.log, keyOf.get(request)!, request.body);
      return reply.status(201).send(session);
    },
  );
};
