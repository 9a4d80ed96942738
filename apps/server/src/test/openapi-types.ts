// The TypeScript types of the OpenAPI document, as openapi-typescript writes them (issue 33: a
// client generated from the document). `npm run openapi:types` writes them to
// test/generated/openapi.d.ts; openapi.test.ts fails when that file is not what the document
// makes now, and client.test.ts calls the API through openapi-fetch with them.
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

export const GENERATED_TYPES_FILE = new URL('./generated/openapi.d.ts', import.meta.url);

const HEADER =
  '// Generated from the OpenAPI document by `npm run openapi:types` (apps/server/src/test/openapi-types.ts).\n' +
  '// Do not edit: openapi.test.ts fails when this file is not what the document makes.\n';

export async function openApiTypes(app: FastifyInstance): Promise<string> {
  const document = app.swagger() as unknown as OpenAPI3;
  const ast = await openapiTS(document);
  return HEADER + astToString(ast);
}
