// X-Request-Id (issue 32, item 3): the id a proxy named in TRUST_PROXY sent is kept (in the answer
// and in the logs); from any other peer, without TRUST_PROXY, with a hop count, or malformed, the
// request gets a new UUID.
import type { FastifyInstance, FastifyLoggerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { prepare } from './startup.ts';
import { createTestContext, type TestContext } from './test/harness.ts';
import { loggerOptions } from './platform/logging.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PROXY = '127.0.0.1';

let ctx: TestContext;
/** One app per TRUST_PROXY setting, on the same database; `lines` holds what they log. */
const apps = new Map<string, FastifyInstance>();
const lines: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const { deps } = await prepare(ctx.config, ctx.database);
  const stream = { write: (line: string) => void lines.push(line) };
  for (const trustProxy of [PROXY, '10.0.0.0/8, 127.0.0.0/8', '1', undefined]) {
    const app = await buildApp(
      { ...deps, config: { ...deps.config, trustProxy } },
      { logger: { ...(loggerOptions('info') as FastifyLoggerOptions), stream } },
    );
    await app.ready();
    apps.set(String(trustProxy), app);
  }
});
afterAll(async () => {
  for (const app of apps.values()) await app.close();
  await ctx.close();
});

async function idOf(trustProxy: string | undefined, sent: string | undefined, remoteAddress = PROXY) {
  const res = await apps.get(String(trustProxy))!.inject({
    method: 'GET',
    url: '/healthz',
    remoteAddress,
    headers: sent === undefined ? {} : { 'x-request-id': sent },
  });
  expect(res.statusCode).toBe(200);
  return String(res.headers['x-request-id']);
}

describe('X-Request-Id', () => {
  it('keeps the id a trusted proxy sent, in the answer and in every log line of the request', async () => {
    const sent = `edge-${Date.now()}.a_b:C-9`;
    expect(await idOf(PROXY, sent)).toBe(sent);
    const logged = lines.map((l) => JSON.parse(l) as { reqId?: string; msg: string }).filter((l) => l.reqId === sent);
    expect(logged.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    // From a proxy in one of several ranges, and at the longest length allowed.
    const longest = 'x'.repeat(128);
    expect(await idOf('10.0.0.0/8, 127.0.0.0/8', longest, '10.1.2.3')).toBe(longest);
  });

  it('gives a new id when the peer is not a proxy TRUST_PROXY names', async () => {
    const sent = 'from-a-client-1';
    // Another peer than the named proxy.
    expect(await idOf(PROXY, sent, '203.0.113.7')).toMatch(UUID);
    // No TRUST_PROXY at all.
    expect(await idOf(undefined, sent)).toMatch(UUID);
    // A hop count names no proxy.
    expect(await idOf('1', sent)).toMatch(UUID);
  });

  it('gives a new id in place of a malformed one, even from a trusted proxy', async () => {
    for (const sent of ['x'.repeat(129), 'has space', 'slash/ed', 'quote"d', 'semi;colon', 'ünïcode', '']) {
      expect(await idOf(PROXY, sent), JSON.stringify(sent)).toMatch(UUID);
    }
  });

  it('gives each request without one an id of its own', async () => {
    const first = await idOf(PROXY, undefined);
    const second = await idOf(PROXY, undefined);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });
});
