// A rolling deploy's first step (issue 32, item 4): after SIGTERM the instance says it is leaving
// (/readyz answers 503) while it still serves every request, so a load balancer moves its traffic
// elsewhere before the instance stops taking connections (main.ts).
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    drain: Drain;
  }
}

export class Drain {
  private startedAt: number | undefined;

  /** From now on the instance is leaving: readiness fails, requests are still served. */
  begin(): void {
    this.startedAt ??= Date.now();
  }

  get draining(): boolean {
    return this.startedAt !== undefined;
  }
}

export function registerDrain(app: FastifyInstance): void {
  app.decorate('drain', new Drain());
  // A keep-alive client is told to open its next connection anew, where the balancer now sends it.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.drain.draining) reply.header('connection', 'close');
    done(null, payload);
  });
}
