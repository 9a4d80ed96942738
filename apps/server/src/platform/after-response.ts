// Work a request starts but does not wait for: it begins once the answer has left. A call whose
// answer must not reveal what the work finds (an admin's "Forgot password?", decision 0024) then
// answers in the same time whatever the work does. Closing the app waits for the work still
// running, so a graceful shutdown does not cut a mail in half.
import type { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    afterResponse: AfterResponse;
  }
}

export class AfterResponse {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /**
   * Runs `task` once `response` (the reply's raw response) has finished or closed — a caller who
   * hangs up still gets the work done. A failure is logged under `what`, never thrown.
   */
  after(response: EventEmitter, what: string, task: () => Promise<void>): void {
    const done = new Promise<void>((resolve) => {
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        task()
          .catch((err: unknown) => {
            this.log.warn(
              { task: what, error: err instanceof Error ? err.message : String(err) },
              'after-response work failed',
            );
          })
          .finally(resolve);
      };
      // On the next turn of the event loop: the answer's own last steps go first.
      const soon = () => setImmediate(start);
      response.once('finish', soon);
      response.once('close', soon);
    });
    this.running.add(done);
    void done.then(() => this.running.delete(done));
  }

  /** Resolves once no started work is running (work started meanwhile is waited for too). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
