// The OpenAPI document's frame and each operation's shape (issue 33, item 1): the info, server,
// tags and security schemes, and, per operation, its stable id and summary (operations.ts), who
// may call it (an admin's bearer token, a storefront's X-API-Key, or anyone), and the 4xx answers
// it may give, each in the standard error body. The routes keep their zod schemas; this only
// shapes what the document says of them.
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@store/contract/errors';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_HOURS } from '@store/contract/idempotency';
import { honoursIdempotencyKey } from '../idempotency.ts';
import { OPERATIONS } from './operations.ts';
import { webhookDocs } from './webhooks.ts';

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
/** The frame's `webhooks`, as @fastify/swagger types an OpenAPI 3.1 document's. */
type Webhooks = Extract<NonNullable<FastifyDynamicSwaggerOptions['openapi']>, { webhooks?: unknown }>['webhooks'];
type Transformed = ReturnType<typeof jsonSchemaTransform>;

const TAGS: Record<string, string> = {
  auth: 'Signing in, sessions and two-step sign-in',
  analytics: 'Sales figures by day, product, promo and country',
  audit: 'The audit log of every admin change',
  users: 'Admins and customers',
  orders: 'Orders, their timelines, notes and refunds, and pending payment sessions',
  access: "Customers' access to downloadable products",
  shipments: 'Shipments of physical orders',
  products: 'The catalogue',
  releases: 'Software releases and the mails that announce them',
  promos: 'Promo codes',
  countries: 'Countries shipped to, and their shipping costs',
  templates: 'E-mail templates',
  outbox: 'Mails sent and to send',
  monitoring: 'Blacklisted addresses and security figures',
  'rate-limiters': 'Rate limits of the API',
  jobs: 'The background job runner',
  search: 'Search across records',
  'list-settings': "An admin's own settings of a list: the columns it shows",
  views: "Saved views of the lists: an admin's own, and the ones an Owner shared",
  exports: 'CSV exports of lists',
  'api-keys': 'Keys of the storefront API',
  storefront: 'The storefront API, called with an X-API-Key',
  'payment-webhooks': 'Events from payment providers, verified by their signatures',
  webhooks: "The store's outbound webhooks: endpoints, deliveries, tests and replays",
  onboarding: "A new customer's account set-up",
  queues: "The work queues: the day's work, each a view of a list, with live counts",
};

const ERROR = withoutDialect(z.toJSONSchema(ErrorBodySchema, { target: 'draft-2020-12' }));
/** Every error answer's body, once, in the document's components (each operation refers to it). */
const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };

/** The document's frame, for @fastify/swagger's `openapi` option. */
export const OPENAPI_FRAME: NonNullable<FastifyDynamicSwaggerOptions['openapi']> = {
  // 3.1: JSON Schema 2020-12 throughout, and `webhooks` for the events the store sends out.
  openapi: '3.1.0',
  info: {
    title: 'Store admin API',
    version: '1.0.0',
    description:
      'The admin API of the store (a bearer token from `signIn`) and its storefront API (an `X-API-Key`). ' +
      'Every error answers `{ message, error, code, fields? }`.',
    contact: { name: 'Store admin' },
  },
  servers: [{ url: '/', description: 'This server' }],
  tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
  components: {
    schemas: { ErrorBody: ERROR },
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
    },
  },
  security: [{ bearer: [] }],
  webhooks: webhookDocs() as Webhooks,
};

/** Operations anyone may call: their own credential (a password, a link, a signature) is in the request. */
const PUBLIC = new Set([
  'signIn',
  'signInWithTwoStepCode',
  'startRequiredTwoStepEnrolment',
  'confirmRequiredTwoStepEnrolment',
  'refreshSession',
  'requestPasswordReset',
  'checkPasswordResetLink',
  'resetPassword',
  'downloadExport',
  'receiveStripeEvent',
  'receiveCoinbaseEvent',
  'getOnboarding',
  'completeOnboarding',
]);
const STOREFRONT = new Set(['listStorefrontProducts', 'listStorefrontCountries', 'validatePromoCode', 'checkout']);

// Each error answer names its media type: an operation that answers a file (`text/csv`) still
// answers its errors in JSON.
const errorAnswer = (description: string, schema: Record<string, unknown> = ERROR_REF) => ({
  description,
  content: { 'application/json': { schema } },
});

const IDEMPOTENCY_KEY_PARAMETER = {
  type: 'string',
  minLength: 1,
  maxLength: 255,
  pattern: '^[\\x21-\\x7e]{1,255}$',
  description:
    `Makes a retry safe: the same key and request answer the first answer again for ${IDEMPOTENCY_HOURS} hours ` +
    '(with `Idempotent-Replayed: true`) without doing the work twice. 1–255 visible ASCII characters, such as a UUID.',
};

/** The document's path of a route: `/users/:id` → `/users/{id}`. */
export function documentPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

/** Operations besides the deletes that answer 204 with no body (a cookie is their answer). */
const NO_CONTENT = new Set(['openApiDocs']);
/** Operations of links that expire or are spent: 410 once they are. */
const GONE = new Set(['checkPasswordResetLink', 'resetPassword', 'downloadExport']);
/** Operations that answer 404 for a thing named in their body rather than their path. */
const NOT_FOUND_BY_BODY = new Set(['validatePromoCode', 'receiveStripeEvent', 'receiveCoinbaseEvent']);

/** A 412's body: the error, the record as it is now (the operation's own answer) and who changed it. */
function staleAnswer(answer: unknown) {
  // The record is the operation's answer, or what its `{ data }` envelope holds.
  const properties = (answer as { properties?: Record<string, unknown> } | undefined)?.properties;
  const record = properties?.data ?? answer;
  const { description: _, ...current } = (record ?? { type: 'object' }) as Record<string, unknown>;
  return errorAnswer('The record changed since the If-Match revision was read: `current` is the record as it is now', {
    ...ERROR,
    properties: {
      ...(ERROR as { properties: Record<string, unknown> }).properties,
      current: { ...current, description: 'The record as it is now' },
      changed_by: {
        type: ['object', 'null'],
        properties: { name: { type: ['string', 'null'] }, email: { type: ['string', 'null'] } },
        required: ['name', 'email'],
      },
      changed_at: { type: ['string', 'null'], format: 'date-time' },
    },
  });
}

function errorAnswers(schema: Record<string, unknown>, method: string, operationId: string) {
  const answers: Record<string, unknown> = {};
  // Any request may be malformed (its JSON, an API key in the URL, text that is not clean).
  answers['400'] = errorAnswer(
    schema.body || schema.querystring || schema.params || schema.headers
      ? 'The request is not valid: `fields` names each field and why'
      : 'The request is malformed',
  );
  answers['401'] = errorAnswer(
    PUBLIC.has(operationId)
      ? 'The credential in the request (a password, code, link or signature) is wrong'
      : STOREFRONT.has(operationId)
        ? 'The API key is missing, unknown, revoked, expired, or an old secret past its grace period'
        : 'No valid session',
  );
  answers['403'] = errorAnswer(
    STOREFRONT.has(operationId)
      ? "The API key lacks this call's scope (the message names it), or the address is blacklisted"
      : 'The role may not do this, or the address is blacklisted',
  );
  if (schema.params || NOT_FOUND_BY_BODY.has(operationId)) answers['404'] = errorAnswer('No such record');
  if (GONE.has(operationId)) answers['410'] = errorAnswer('The link has expired or was already used');
  if (method !== 'GET') {
    answers['409'] = errorAnswer("The record's state does not allow it");
    answers['413'] = errorAnswer('The request body is too large');
  }
  // The writes that take an If-Match (revisions.ts): PATCH, PUT and DELETE.
  if (method === 'PATCH' || method === 'PUT' || method === 'DELETE') {
    const response = (schema.response ?? {}) as Record<string, unknown>;
    // A delete's own answer (if any) is not the record: its `current` is documented as an object.
    answers['412'] = staleAnswer(method === 'DELETE' ? undefined : response['200']);
  }
  answers['429'] = errorAnswer('Too many requests: `Retry-After` says when to try again');
  answers['500'] = errorAnswer("Something went wrong on our side: logged with the answer's `request_id`");
  answers['503'] = errorAnswer('The database cannot be reached for now: try again');
  return answers;
}

/** A JSON Schema without its `$schema` (the document names the dialect once). */
function withoutDialect(schema: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = schema;
  return rest;
}

/** @fastify/swagger's `transform`: the zod schemas as JSON Schema, then the operation's shape. */
export const shapeOperation: Transform = (input) => {
  const out = jsonSchemaTransform(input) as Transformed & { schema: Record<string, unknown> };
  const method = String(input.route.method).toUpperCase();
  const entry = OPERATIONS[`${method} ${documentPath(input.url)}`];
  if (!entry) return out;
  const [operationId, summary] = entry;
  const schema = out.schema;
  schema.operationId = operationId;
  schema.summary = summary;
  schema.description ??= `${summary}.`;
  if (PUBLIC.has(operationId)) schema.security = [];
  if (STOREFRONT.has(operationId)) schema.security = [{ apiKey: [] }];
  const response = (schema.response ?? {}) as Record<string, unknown>;
  // A route with no answer schema answers no body (a delete) or one of its own (a file).
  if (!Object.keys(response).some((code) => /^[23]/.test(code))) {
    const noContent = method === 'DELETE' || NO_CONTENT.has(operationId);
    response[noContent ? '204' : '200'] = noContent
      ? { type: 'null', description: 'Done: no content' }
      : { description: 'The file' };
  }
  if (honoursIdempotencyKey(input.route)) {
    // The header as a parameter of its own, so a generated client offers it (decision 0061).
    const headers = (schema.headers ?? { type: 'object', properties: {} }) as { properties: Record<string, unknown> };
    headers.properties[IDEMPOTENCY_HEADER] = IDEMPOTENCY_KEY_PARAMETER;
    schema.headers = headers;
    response['422'] ??= errorAnswer('This Idempotency-Key was already used with a different request');
  }
  schema.response = { ...errorAnswers(schema, method, operationId), ...response };
  return out;
};
