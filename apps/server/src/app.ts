// Builds the HTTP application from its dependencies; no I/O happens at import. The order of
// registration below is the architecture: platform first, then one line per feature.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_DOCS_PATH } from '@store/contract/auth';
import { ADMIN_API_BASE } from '@store/contract/navigation';
import { accessRoutes } from './features/access/routes.ts';
import { analyticsRoutes } from './features/analytics/routes.ts';
import { apiKeyRoutes } from './features/api-keys/routes.ts';
import { webhookRoutes } from './features/webhooks/routes.ts';
import { auditRoutes } from './features/audit/routes.ts';
import { authPublicRoutes, ownAccountRoutes } from './features/auth/routes.ts';
import { queueRoutes } from './features/queues/routes.ts';
import { otherAdminSessionRoutes } from './features/auth/session-routes.ts';
import { countryRoutes } from './features/countries/routes.ts';
import { exportDownloadRoutes, exportRoutes } from './features/exports/routes.ts';
import { createExportTokens } from './features/exports/service.ts';
import { healthRoutes } from './features/health/routes.ts';
import { jobsRoutes } from './features/jobs/routes.ts';
import { metricsRoutes } from './features/metrics/routes.ts';
import { monitoringRoutes } from './features/monitoring/routes.ts';
import { onboardingRoutes } from './features/onboarding/routes.ts';
import { passwordResetRoutes } from './features/password-reset/routes.ts';
import { ordersRoutes } from './features/orders/routes.ts';
import { paymentSimulationRoutes, paymentsWebhookRoutes } from './features/payments/routes.ts';
import { productsRoutes } from './features/products/routes.ts';
import { refundRoutes } from './features/refunds/routes.ts';
import { promoRoutes } from './features/promos/routes.ts';
import { rateLimiterRoutes } from './features/rate-limiters/routes.ts';
import { releaseRoutes } from './features/releases/routes.ts';
import { searchRoutes } from './features/search/routes.ts';
import { shipmentRoutes } from './features/shipments/routes.ts';
import { storefrontRoutes } from './features/storefront/routes.ts';
import { templateRoutes } from './features/templates/routes.ts';
import { outboxRoutes } from './features/outbox/routes.ts';
import { listSettingsRoutes } from './features/list-settings/routes.ts';
import { viewRoutes } from './features/views/routes.ts';
import { usersRoutes } from './features/users/routes.ts';
import { registerDrain } from './platform/drain.ts';
import { OPENAPI_FRAME, shapeOperation } from './platform/openapi/document.ts';
import { IdempotencyStore, registerIdempotency } from './platform/idempotency.ts';
import { registerJobRunner } from './platform/jobs/register.ts';
import { registerRetention } from './retention.ts';
import { AfterResponse } from './platform/after-response.ts';
import { apiDocsGuard, apiDocsToken } from './platform/api-docs.ts';
import { createAdminGuard } from './platform/auth.ts';
import { registerSessionCache } from './platform/session-cache.ts';
import { authorizeArea, registerInArea, type RouteArea } from './platform/roles.ts';
import type { AppDeps } from './platform/deps.ts';
import { frameworkErrors, registerCleanText } from './platform/clean-text.ts';
import { errorBody, registerErrorHandling } from './platform/errors.ts';
import { loggerOptions } from './platform/logging.ts';
import { Metrics, metricsServed } from './platform/metrics.ts';
import { proxyTrust } from './platform/client-ip.ts';
import { requestIds, REQUEST_ID_HEADER } from './platform/request-id.ts';
import { registerSecurity } from './platform/rate-limit.ts';
import { registerEtags } from './platform/revisions.ts';
import { registerSecurityHeaders } from './platform/fast-path/security-headers.ts';
import { responseSerializer } from './platform/fast-path/response-check.ts';

/** Bodies above this are refused with 413 (nothing the panel sends comes close). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
/** Fastify types these factories after Ajv's; zod's compilers have the shape Fastify calls. */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => responseSerializer,
} as unknown as CompilersFactory;

/**
 * Swagger UI's page and logo, named from its package folder: `npm start` runs the server bundled
 * (scripts/build-server.mjs), where the plugin cannot find them next to its own code.
 */
function swaggerUiFiles() {
  const baseDir = join(dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')), 'static');
  return { baseDir, logo: { type: 'image/svg+xml', content: readFileSync(join(baseDir, 'logo.svg')) } };
}

export interface BuildOptions {
  /** Logger settings; tests pass `false` or a stream-backed logger. */
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const trust = proxyTrust(config.trustProxy);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    // A trusted proxy's X-Request-Id, else a new UUID (platform/request-id.ts).
    genReqId: requestIds(trust),
    requestIdHeader: false,
    trustProxy: trust.option,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Every schema is zod: validate and serialise with it. Given here rather than with
    // setValidatorCompiler, Fastify does not load (and pay the start-up of) Ajv at all.
    schemaController: { compilersFactory: ZOD_COMPILERS },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.decorateRequest('admin', null);
  // Work that runs after its answer was sent; closing the app waits for it.
  app.decorate('afterResponse', new AfterResponse(app.log));
  app.addHook('onClose', () => app.afterResponse.idle());
  registerDrain(app);
  // Metrics (decision 0056): counted by the platform below; every request's answer and the
  // process's own figures only while GET /metrics is served (METRICS_TOKEN or METRICS_PORT).
  const metrics = new Metrics(deps.database, app.log);
  if (metricsServed(config)) metrics.observe(app);
  // Work that must survive the process: the durable job runner (platform/jobs, decision 0047).
  registerJobRunner(app, deps, metrics);
  registerRetention(app, deps);
  // Admin sessions checked in memory, told by the database what to forget (decision 0029).
  const sessionCache = await registerSessionCache(app, deps.database);

  // Platform: one error handler, clean text in every request, security headers, compression, API docs.
  registerErrorHandling(app);
  registerCleanText(app);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
  });
  // Before compression: its hook keeps an answer as it was serialised (safe retries, issue 33).
  registerIdempotency(app, new IdempotencyStore(deps.database.db, deps.answerSealer));
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    reply.header(REQUEST_ID_HEADER, request.id);
    done(null, payload);
  });
  // Security before any route: IP blacklist (403 everywhere), abuse score, route-matched rate
  // limiters; counters and blacklist in Redis (REDIS_URL) or in memory.
  const security = await registerSecurity(app, deps, metrics.rateLimitRefused);
  // The document's frame and each operation's id, summary, security and error answers (issue 33).
  await app.register(swagger, { openapi: OPENAPI_FRAME, transform: shapeOperation });
  // The documentation: an admin session's (bearer header or the cookie the panel asks for), or
  // everyone's with API_DOCS=public.
  const requireAdmin = createAdminGuard(deps.database.db, deps.signer, sessionCache);
  const docsSession = apiDocsGuard(createAdminGuard(deps.database.db, deps.signer, sessionCache, apiDocsToken));
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    staticCSP: true,
    ...swaggerUiFiles(),
    ...(config.apiDocs === 'public' ? {} : { uiHooks: { onRequest: docsSession } }),
  });

  // Health and readiness probes, and the metrics (behind METRICS_TOKEN, or on METRICS_PORT).
  await app.register(healthRoutes, { deps });
  await app.register(metricsRoutes, { deps, metrics });

  // Admin API: signing in, password reset links and an export's download (its single-use token
  // is the credential) are public; everything else is behind the admin guard.
  const exportTokens = createExportTokens(security.shared);
  await app.register(
    async (api) => {
      await api.register(authPublicRoutes, { deps });
      await api.register(passwordResetRoutes, { deps });
      await api.register(exportDownloadRoutes, { deps, tokens: exportTokens });
      await api.register(async (guarded) => {
        guarded.addHook('onRequest', requireAdmin);
        // Then the caller's role against the route's area (decision 0027).
        guarded.addHook('onRequest', authorizeArea);
        // A single record's answer carries its revision as the ETag (stale-edit protection).
        registerEtags(guarded);
        const area = (name: RouteArea, register: (scope: FastifyInstance) => PromiseLike<unknown>) =>
          registerInArea(guarded, name, register);
        await area('self', async (s) => {
          await s.register(ownAccountRoutes, { deps });
          // Each queue is shown to the roles that may open its list (features/queues).
          await s.register(queueRoutes, { deps });
        });
        await area('insights', async (s) => {
          await s.register(analyticsRoutes, { deps });
          await s.register(auditRoutes, { deps });
        });
        await area('users', (s) => s.register(usersRoutes, { deps }));
        await area('orders', async (s) => {
          await s.register(ordersRoutes, { deps });
          await s.register(paymentSimulationRoutes, { deps });
          await s.register(refundRoutes, { deps });
        });
        await area('access', (s) => s.register(accessRoutes, { deps }));
        await area('shipments', (s) => s.register(shipmentRoutes, { deps }));
        await area('catalogue', async (s) => {
          await s.register(productsRoutes, { deps });
          await s.register(releaseRoutes, { deps });
          await s.register(promoRoutes, { deps });
          await s.register(countryRoutes, { deps });
          await s.register(templateRoutes, { deps });
          await s.register(outboxRoutes, { deps });
        });
        await area('security', async (s) => {
          await s.register(monitoringRoutes, { deps, security });
          await s.register(rateLimiterRoutes, { deps, security });
          await s.register(jobsRoutes, { deps });
          await s.register(webhookRoutes, { deps });
        });
        // Another admin's sessions and sign-ins (decision 0026) are the Owners'.
        await area('admins', (s) => s.register(otherAdminSessionRoutes, { deps }));
        // The command palette's search: any role, answering only the groups of its areas (decision 0030).
        await area('self', (s) => s.register(searchRoutes, { deps }));
        // The admin's own columns of each list (decision 0064): any role, their own row only.
        await area('self', (s) => s.register(listSettingsRoutes, { deps }));
        // Saved views (decision 0065): any role, of the lists its role opens; only an Owner shares.
        await area('self', (s) => s.register(viewRoutes, { deps }));
        // An export reads the list it names, so its area is that list's (checked by the route).
        await area('self', (s) => s.register(exportRoutes, { deps, tokens: exportTokens }));
      });
    },
    { prefix: ADMIN_API_BASE },
  );

  // API keys: the spec puts them under /api/v1/admin, behind the same admin guard.
  await app.register(
    async (v1admin) => {
      v1admin.addHook('onRequest', requireAdmin);
      v1admin.addHook('onRequest', authorizeArea);
      // Keys are edited with If-Match (decision 0060): their answers carry the ETag.
      registerEtags(v1admin);
      await registerInArea(v1admin, 'api_keys', (s) => s.register(apiKeyRoutes, { deps }));
    },
    { prefix: '/api/v1/admin' },
  );
  // Storefront API: X-API-Key, rate limited per key (and checkout per IP).
  await app.register(storefrontRoutes, { deps, security, prefix: '/api/v1' });
  // Payment providers' webhooks: public, verified by signature over the raw body.
  await app.register(paymentsWebhookRoutes, { deps, prefix: '/api/v1' });
  // Onboarding links: public, the link's token is the secret.
  await app.register(onboardingRoutes, { deps, prefix: '/api/v1' });

  // The panel: built SPA files, with a history fallback to index.html for its routes.
  await registerPanel(app, config.webDist);
  return app;
}

async function registerPanel(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const root = webDist ? resolve(webDist) : undefined;
  const hasPanel = root !== undefined && existsSync(resolve(root, 'index.html'));
  if (hasPanel) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        // Vite names assets by content hash: safe to cache for a year.
        const immutable = path.includes('/assets/');
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      if (request.url.startsWith('/api/')) {
        return reply.status(404).send(errorBody('NOT_FOUND', 'Not found'));
      }
      const file = request.url.split('?')[0]!.slice(1);
      if (file !== '' && !file.includes('..') && existsSync(resolve(root, file)) && !file.endsWith('/')) {
        return reply.sendFile(file);
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody('NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}
