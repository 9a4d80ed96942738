// The embedded database's own thread (decision 0040). PGlite runs its database and builds its
// rows on the thread that calls it; here that thread is this worker's, so the server's thread only
// sends statements and receives rows, as it does with PostgreSQL's backends. Calls arrive as
// messages (pglite-remote.ts is the other end) and run through the same named statements as
// before (pglite-statements.ts); PGlite queues them as it queues its own callers.
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { withPreparedStatements } from './pglite-statements.ts';

/** What opens the database: a folder, or a dump to load into memory. */
export interface WorkerOptions {
  dataDir?: string;
  loadDataDir?: ArrayBuffer;
  sharedBuffers: string;
}

/** One call: `query` and `exec` inside a transaction when `tx` is given. */
export type Request =
  | { id: number; op: 'query'; text: string; params: unknown[]; options: WireOptions; tx?: number }
  | { id: number; op: 'exec'; text: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; listener: number }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** Query options as they cross threads: parsers that keep a type's text are named by type. */
export interface WireOptions {
  rowMode?: 'array' | 'object';
  textTypes?: number[];
  paramTypes?: number[];
}

export type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: WireError }
  | { op: 'notify'; listener: number; payload: string }
  | { op: 'ready' };

/** An error's message and its plain fields (a database error's code, constraint, detail…). */
export interface WireError {
  message: string;
  fields: Record<string, string | number | boolean | null>;
}

const keepText = (value: string) => value;

function queryOptions(wire: WireOptions): QueryOptions {
  return {
    ...(wire.rowMode ? { rowMode: wire.rowMode } : {}),
    ...(wire.paramTypes ? { paramTypes: wire.paramTypes } : {}),
    ...(wire.textTypes ? { parsers: Object.fromEntries(wire.textTypes.map((type) => [type, keepText])) } : {}),
  };
}

function wireError(err: unknown): WireError {
  if (!(err instanceof Error)) return { message: String(err), fields: {} };
  const fields: WireError['fields'] = { name: err.name };
  for (const [key, value] of Object.entries(err)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as never;
  }
  return { message: err.message, fields };
}

/** Raised in a transaction's callback to roll it back. */
const ROLLBACK = Symbol('rollback');

async function serve(options: WorkerOptions): Promise<void> {
  const port = parentPort!;
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const pg = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers}`],
  });
  const db: PGlite = withPreparedStatements(pg);

  const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; ended: Promise<void> }>();
  const listeners = new Map<number, () => Promise<void>>();
  let next = 0;

  const on = (tx: number | undefined): Pick<Transaction, 'query' | 'exec'> => {
    if (tx === undefined) return db;
    const open = transactions.get(tx);
    if (!open) throw new Error('Transaction is closed');
    return open.tx;
  };

  /** Opens a transaction and answers once it is open; it ends when its `end` arrives. */
  const begin = () =>
    new Promise<number>((opened, failed) => {
      const id = ++next;
      let end!: (commit: boolean) => void;
      const decided = new Promise<boolean>((resolve) => (end = resolve));
      const ended = db
        .transaction(async (tx) => {
          transactions.set(id, { tx, end, ended });
          opened(id);
          if (!(await decided)) throw ROLLBACK;
        })
        .catch((err: unknown) => {
          if (err !== ROLLBACK) throw err;
        })
        .finally(() => transactions.delete(id));
      // Failing to open (before the callback ran) fails the `begin` itself.
      ended.catch(failed);
    });

  const handle = async (request: Request): Promise<unknown> => {
    switch (request.op) {
      case 'query':
        return on(request.tx).query(request.text, request.params, queryOptions(request.options));
      case 'exec':
        return on(request.tx).exec(request.text);
      case 'begin':
        return begin();
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error('Transaction is closed');
        open.end(request.commit);
        return open.ended;
      }
      case 'listen': {
        const listener = ++next;
        listeners.set(
          listener,
          await db.listen(request.channel, (payload) => port.postMessage({ op: 'notify', listener, payload })),
        );
        return listener;
      }
      case 'unlisten': {
        const stop = listeners.get(request.listener);
        listeners.delete(request.listener);
        if (stop && !pg.closed) await stop();
        return null;
      }
      case 'dump': {
        const dump = await pg.dumpDataDir('none');
        return dump.arrayBuffer();
      }
      case 'close':
        if (!pg.closed) await pg.close();
        return null;
    }
  };

  port.on('message', (request: Request) => {
    handle(request).then(
      (value) => {
        const reply: Reply = { id: request.id, ok: true, value };
        // A dump's bytes move to the other thread rather than being copied.
        port.postMessage(reply, value instanceof ArrayBuffer ? [value] : []);
      },
      (err: unknown) => port.postMessage({ id: request.id, ok: false, error: wireError(err) } satisfies Reply),
    );
  });
  port.postMessage({ op: 'ready' } satisfies Reply);
}

if (parentPort && (workerData as { pglite?: WorkerOptions } | null)?.pglite) {
  serve((workerData as { pglite: WorkerOptions }).pglite).catch((err: unknown) => {
    parentPort!.postMessage({ id: 0, ok: false, error: wireError(err) } satisfies Reply);
  });
}
