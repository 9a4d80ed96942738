// Helmet's security headers, computed once: they do not depend on the request. @fastify/helmet
// 13 calls helmet(options) on every request, which parses the whole CSP again each time: it
// cost /healthz 40 % of its throughput (bench/README.md, P1).
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    removeHeader: () => {},
  };
  helmet(options)({} as never, collect as never, () => {});
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
