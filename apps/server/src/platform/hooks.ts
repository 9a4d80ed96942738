// Fastify hooks in callback form (decision 0037): a hook of every request calls `done` at once
// when it has nothing to wait for, and these end it when it has.

/** Ends a hook when `work` settles: `done()` once it is done, `done(err)` if it fails. */
export function settle(work: Promise<unknown>, done: (err?: Error) => void): void {
  work.then(() => done(), done);
}

/** The same for an onSend hook, which passes the payload on. */
export function settlePayload<P>(
  work: Promise<unknown>,
  payload: P,
  done: (err: Error | null, payload?: P) => void,
): void {
  work.then(
    () => done(null, payload),
    (err: Error) => done(err),
  );
}
