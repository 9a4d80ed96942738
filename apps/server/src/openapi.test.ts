// The OpenAPI document is exact (issue 33, item 1): Spectral's `spectral:oas` ruleset finds 0
// errors and 0 warnings in it; every operation has its stable id and summary from
// platform/openapi/operations.ts, and that table names no route that does not exist; the
// storefront's operations take an X-API-Key, the public ones no credential, the rest a bearer
// token; every operation documents its 4xx answers with the standard error body.
import { readFile } from 'node:fs/promises';
import { Document, Spectral, type RulesetDefinition } from '@stoplight/spectral-core';
import * as Parsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from './platform/openapi/operations.ts';
import { createTestContext, type TestContext } from './test/harness.ts';
import { GENERATED_TYPES_FILE, openApiTypes } from './test/openapi-types.ts';

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema: Record<string, unknown> }[];
  responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
}
interface OpenApiDocument {
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
  tags: { name: string }[];
  security: Record<string, string[]>[];
  paths: Record<string, Record<string, Operation>>;
}

let ctx: TestContext;
let document: OpenApiDocument;
let operations: [string, Operation][];

beforeAll(async () => {
  ctx = await createTestContext();
  document = ctx.app.swagger() as unknown as OpenApiDocument;
  operations = Object.entries(document.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation]),
  );
});
afterAll(() => ctx.close());

describe('the OpenAPI document', () => {
  it('passes the spectral:oas ruleset with 0 errors and 0 warnings', async () => {
    const spectral = new Spectral();
    // `spectral:oas` as the CLI reads it: the OpenAPI ruleset's recommended rules.
    spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
    const results = await spectral.run(new Document(JSON.stringify(document), Parsers.Json));
    // Severity 0 is an error, 1 a warning; 2 and 3 are hints.
    const problems = results
      .filter((r) => r.severity <= 1)
      .map((r) => `${r.code} at ${r.path.join('.')}: ${r.message}`);
    expect(problems).toEqual([]);
  });

  it('names every operation from the table, uniquely, and the table holds no other', () => {
    expect(operations.length).toBeGreaterThan(100);
    const missing = operations.filter(([key]) => !OPERATIONS[key]).map(([key]) => key);
    expect(missing).toEqual([]);
    const documented = new Set(operations.map(([key]) => key));
    expect(Object.keys(OPERATIONS).filter((key) => !documented.has(key))).toEqual([]);
    const ids = operations.map(([, op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [key, op] of operations) {
      expect(op.operationId, key).toMatch(/^[a-z][A-Za-z]+$/);
      expect([op.operationId, op.summary]).toEqual(OPERATIONS[key]);
    }
  });

  it('says which credential each operation takes', () => {
    expect(document.security).toEqual([{ bearer: [] }]);
    const byKey = new Map(operations);
    for (const key of [
      'GET /api/v1/products',
      'GET /api/v1/countries',
      'POST /api/v1/promos/validate',
      'POST /api/v1/checkout',
    ]) {
      expect(byKey.get(key)?.security, key).toEqual([{ apiKey: [] }]);
    }
    for (const key of [
      'POST /api/admin/auth/login',
      'POST /api/v1/webhooks/stripe',
      'GET /api/v1/onboarding/{token}',
    ]) {
      expect(byKey.get(key)?.security, key).toEqual([]);
    }
    expect(byKey.get('GET /api/admin/orders')?.security).toBeUndefined();
  });

  it('documents the 4xx answers of every operation with the standard error body', () => {
    for (const [key, op] of operations) {
      const errors = Object.keys(op.responses).filter((code) => code.startsWith('4'));
      expect(errors, key).toContain('429');
      for (const code of errors) {
        const given = Object.values(op.responses[code]!.content ?? {})[0]?.schema as
          { $ref?: string; properties?: Record<string, unknown> } | undefined;
        // The standard body is one component every operation refers to.
        const schema = given?.$ref
          ? document.components.schemas[given.$ref.replace('#/components/schemas/', '')]
          : given;
        expect(Object.keys(schema?.properties ?? {}), `${key} ${code}`).toEqual(
          expect.arrayContaining(['message', 'error', 'code']),
        );
      }
    }
    const byKey = new Map(operations);
    expect(Object.keys(byKey.get('PATCH /api/admin/orders/{id}')!.responses)).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409', '412', '429']),
    );
    // A public operation's 401 is about the credential in the request, not a session.
    expect(byKey.get('POST /api/admin/auth/login')!.responses['401']).toMatchObject({
      description: expect.stringContaining('credential in the request'),
    });
  });

  it('documents the Idempotency-Key header on exactly the operations that honour it', () => {
    const honouring = operations
      .filter(([, op]) => op.parameters?.some((p) => p.name === 'Idempotency-Key'))
      .map(([, op]) => op.operationId)
      .sort();
    expect(honouring).toEqual([
      'addOrderNote',
      'checkout',
      'createAccess',
      'createApiKey',
      'createPromo',
      'createWebhookEndpoint',
      'refundOrder',
      'rollApiKey',
    ]);
    const checkout = new Map(operations).get('POST /api/v1/checkout')!;
    expect(checkout.parameters!.find((p) => p.name === 'Idempotency-Key')).toMatchObject({
      in: 'header',
      required: false,
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    });
    expect(Object.keys(checkout.responses)).toContain('422');
  });

  it('has its generated client types up to date (npm run openapi:types)', async () => {
    expect(await readFile(GENERATED_TYPES_FILE, 'utf8'), 'run `npm run openapi:types`').toBe(
      await openApiTypes(ctx.app),
    );
  });
});
