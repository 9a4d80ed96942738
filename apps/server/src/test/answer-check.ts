// Every answer a test gets is checked against the OpenAPI document (issue 33, item 1: "the API
// tests check the answers of every operation they call against the document"). An onSend hook
// sees each answer of a documented operation with its route, status and serialised body; an
// answer whose status the operation does not document, or whose JSON body its schema refuses, is
// a mismatch. `app.inject` then throws it at the test's own call, and the context's `close()`
// throws any left (answers to requests that did not come through `inject`). The document is
// OpenAPI 3.1, so its schemas are JSON Schema 2020-12, which Ajv2020 reads; each is compiled once
// per operation and status.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

interface DocumentedAnswer {
  content?: Record<string, { schema?: Record<string, unknown> }>;
}
interface DocumentedOperation {
  operationId?: string;
  responses?: Record<string, DocumentedAnswer>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentedOperation>>;
  components?: { schemas?: Record<string, unknown> };
}

const COMPONENT = '#/components/schemas/';

/** A schema with the document's component references (`#/components/schemas/…`) put in place. */
function withComponents(schema: unknown, components: Record<string, unknown>): unknown {
  if (Array.isArray(schema)) return schema.map((part) => withComponents(part, components));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith(COMPONENT)) {
    return withComponents(components[ref.slice(COMPONENT.length)], components);
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withComponents(value, components)]));
}

// ajv-formats is CommonJS: its default export is the plugin function under `default` in ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

/** The document's path of a route: `/users/:id` → `/users/{id}`. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

export interface AnswerCheck {
  /** The mismatches seen and not yet taken, oldest first; taking them clears the list. */
  take(): string[];
}

/** Adds the check to an app that is not ready yet; call before `app.ready()`. */
export function checkAnswersAgainstDocument(app: FastifyInstance): AnswerCheck {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const compiled = new Map<string, ValidateFunction | null>();
  const mismatches: string[] = [];
  let document: OpenApiDocument | undefined;

  const validatorOf = (answer: DocumentedAnswer, key: string): ValidateFunction | null => {
    if (!compiled.has(key)) {
      const schema = answer.content?.['application/json']?.schema;
      const components = document?.components?.schemas ?? {};
      compiled.set(key, schema ? ajv.compile(withComponents(schema, components) as object) : null);
    }
    return compiled.get(key)!;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url) return payload;
    document ??= app.swagger() as unknown as OpenApiDocument;
    const method = request.method.toLowerCase();
    const operation = document.paths[documentPath(url)]?.[method === 'head' ? 'get' : method];
    if (!operation) return payload; // not an operation of the API (the panel's files, the docs)
    const status = String(reply.statusCode);
    const name = `${operation.operationId} (${request.method} ${url}) answered ${status}`;
    const answer = operation.responses?.[status];
    if (!answer) {
      mismatches.push(`${name}, a status the document does not give it: ${String(payload).slice(0, 300)}`);
      return payload;
    }
    const type = String(reply.getHeader('content-type') ?? '');
    // A compressed or streamed answer is not read here; JSON answers to tests are plain text.
    if (method === 'head' || !type.startsWith('application/json') || typeof payload !== 'string') return payload;
    const validate = validatorOf(answer, `${method} ${url} ${status}`);
    if (!validate) {
      mismatches.push(`${name} with a JSON body, but the document gives that answer no JSON schema`);
      return payload;
    }
    if (!validate(JSON.parse(payload))) {
      const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
      mismatches.push(`${name} with a body the document refuses: ${errors}`);
    }
    return payload;
  });

  const take = () => mismatches.splice(0, mismatches.length);
  const original = app.inject.bind(app);
  const inject = original as unknown as (options?: InjectOptions | string) => unknown;
  // `inject(options)` answers a promise: the mismatches of its answer fail the test at its call.
  app.inject = ((options?: InjectOptions | string) => {
    if (options === undefined) return inject(); // the chainable form
    return (inject(options) as Promise<LightMyRequestResponse>).then((response) => {
      const found = take();
      if (found.length > 0) throw new Error(`The answer does not match the OpenAPI document:\n${found.join('\n')}`);
      return response;
    });
  }) as typeof app.inject;
  return { take };
}
