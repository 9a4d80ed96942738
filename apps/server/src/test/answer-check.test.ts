// The answer check of the API tests (answer-check.ts) fails a test whose answer the document does
// not describe: a body its schema refuses, or a status it does not list.
import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkAnswersAgainstDocument } from './answer-check.ts';

async function appWith(answer: { status: number; body: unknown }) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  // The real app checks answers with zod as it serialises them; this one lets any body through,
  // as a route whose document and serialiser disagree would.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(swagger, { openapi: { info: { title: 't', version: '1' } }, transform: jsonSchemaTransform });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/things/:id',
    {
      schema: {
        params: z.object({ id: z.coerce.number() }),
        response: { 200: z.object({ id: z.number(), status: z.enum(['open', 'closed']) }) },
      },
    },
    async (_request, reply) => reply.code(answer.status as 200).send(answer.body as never),
  );
  const check = checkAnswersAgainstDocument(app);
  await app.ready();
  return { app, check };
}

describe('the answer check', () => {
  it('lets an answer the document describes through', async () => {
    const { app } = await appWith({ status: 200, body: { id: 1, status: 'open' } });
    expect((await app.inject({ method: 'GET', url: '/things/1' })).statusCode).toBe(200);
    await app.close();
  });

  it('fails the call whose body the schema refuses, naming the operation, status and fields', async () => {
    const { app } = await appWith({ status: 200, body: { id: 1, status: 'lost' } });
    await expect(app.inject({ method: 'GET', url: '/things/1' })).rejects.toThrow(
      /GET \/things\/:id\) answered 200 with a body the document refuses: \/status must be equal to one of the allowed values/,
    );
    await app.close();
  });

  it('fails the call answered with a status the document does not list', async () => {
    const { app } = await appWith({ status: 418, body: { id: 1, status: 'open' } });
    await expect(app.inject({ method: 'GET', url: '/things/1' })).rejects.toThrow(
      /answered 418, a status the document does not give it/,
    );
    await app.close();
  });

  it('keeps the mismatches of answers not asked through inject for the close', async () => {
    const { app, check } = await appWith({ status: 418, body: {} });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    expect((await fetch(`http://127.0.0.1:${address.port}/things/1`)).status).toBe(418);
    expect(check.take()).toEqual([expect.stringContaining('answered 418')]);
    expect(check.take()).toEqual([]);
    await app.close();
  });
});
