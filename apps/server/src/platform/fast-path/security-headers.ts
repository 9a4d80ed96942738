// Helmet's security headers, computed once: they do not depend on the request. @fastify/helmet
// 13 calls helmet(options) on every request, which parses the whole CSP again each time: it cost
// /healthz 40 % of its throughput (bench/README.md, P1). Here helmet's middleware runs once, as its
// docs show, on a real (unsent) Node.js response, and each answer gets the headers it set.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

/** The headers helmet sets with these options. */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let ran = false;
  helmet(options)(request, response, (err?: unknown) => {
    if (err) throw err;
    ran = true;
  });
  if (!ran) throw new Error('helmet did not set its headers at once');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) headers[name] = String(value);
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
