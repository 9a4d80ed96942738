import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_DOC } from '@store/contract/idempotency';
import { missingScopeMessage, type ApiKeyScope } from '@store/contract/api-keys';
import {
  STOREFRONT_PATHS,
  STOREFRONT_SCOPES,
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

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope a storefront route needs of its API key (STOREFRONT_SCOPES, decision 0060). */
    apiKeyScope?: ApiKeyScope;
  }
}

/** A storefront route's options: the scope its key needs, from the one map that says so. */
const scoped = (route: keyof typeof STOREFRONT_SCOPES) => ({ config: { apiKeyScope: STOREFRONT_SCOPES[route] } });

/** What the guard answers for a key it refuses (401), by reason. */
const KEY_REFUSALS = {
  invalid: STOREFRONT_TEXTS.keyInvalid,
  revoked: STOREFRONT_TEXTS.keyRevoked,
  expired: STOREFRONT_TEXTS.keyExpired,
  rolled: STOREFRONT_TEXTS.keyRolled,
} as const;

/** A key's own limit is per minute (decision 0060). */
const KEY_LIMIT_WINDOW_MS = 60_000;

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
 * every request (a revoked or expired key fails at once, on every instance), refused keys raise the
 * caller's abuse score, each key is rate limited (`storefront_api`, or the key's own limit per
 * minute) and must hold the route's scope (403 naming it); checkout is also limited per IP.
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
      throw new AppError('UNAUTHORIZED', KEY_REFUSALS[check.reason]);
    }
    usage.record(check.id);
    keyOf.set(request, check.id);
    const own = check.rateLimitPerMinute;
    await security.enforce(
      request,
      reply,
      'storefront_api',
      String(check.id),
      own === null ? undefined : { windowMs: KEY_LIMIT_WINDOW_MS, maxRequests: own },
    );
    // A route with no scope is refused to every key (a route is open only when it says so); an
    // unknown path (404) needs none.
    const scope = request.routeOptions.config.apiKeyScope;
    if (scope === undefined && request.routeOptions.url !== undefined) {
      throw new AppError('FORBIDDEN', 'This storefront route has no scope; no API key may call it');
    }
    if (scope !== undefined && !check.scopes.includes(scope)) {
      throw new AppError('FORBIDDEN', missingScopeMessage(scope));
    }
  });

  app.get(
    STOREFRONT_PATHS.products,
    { ...scoped('products'), schema: { tags, response: { 200: StorefrontProductsResponseSchema } } },
    async () => ({
      products: await listStorefrontProducts(db),
    }),
  );
  app.get(
    STOREFRONT_PATHS.countries,
    { ...scoped('countries'), schema: { tags, response: { 200: StorefrontCountriesResponseSchema } } },
    async () => ({
      countries: await listStorefrontCountries(db),
    }),
  );
  app.post(
    STOREFRONT_PATHS.validatePromo,
    {
      ...scoped('validatePromo'),
      schema: { tags, body: ValidatePromoBodySchema, response: { 200: ValidatePromoResponseSchema } },
    },
    (request) => validatePromo(db, request.body.code),
  );
  app.post(
    STOREFRONT_PATHS.checkout,
    {
      ...scoped('checkout'),
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
