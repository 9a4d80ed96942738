// The server's side of the embedded database's thread (decision 0040): an object with the PGlite
// calls the server makes (`query`, `exec`, `transaction`, `listen`, `dumpDataDir`, `close`), each
// one a message to pglite-worker.ts and its answer. Drizzle's PGlite driver takes it as it takes
// PGlite itself.
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { Reply, Request, WireError, WireOptions, WorkerOptions } from './pglite-worker.ts';

type Call = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** The worker's module: the bundle's JavaScript, or the TypeScript source run through tsx. */
function workerEntry(): { file: URL; workerData: Record<string, unknown> } {
  if (import.meta.url.endsWith('.ts')) {
    return {
      file: new URL('./worker-from-source.mjs', import.meta.url),
      workerData: { entry: new URL('./pglite-worker.ts', import.meta.url).href },
    };
  }
  return { file: new URL('./pglite-worker.js', import.meta.url), workerData: {} };
}

/** An error from the database's thread, with its fields (code, constraint, detail…) as they were. */
function fromWire(wire: WireError): Error {
  const { name, ...fields } = wire.fields;
  const err = Object.assign(new Error(wire.message), fields);
  if (typeof name === 'string') err.name = name;
  return err;
}

/**
 * Parsers that keep a type's text (drizzle's, for dates, timestamps, intervals and numeric
 * arrays) cross as the list of those types; a parser that changes the text cannot cross.
 */
const wired = new WeakMap<QueryOptions, WireOptions>();
function toWire(options: QueryOptions | undefined): WireOptions {
  if (!options) return {};
  let wire = wired.get(options);
  if (wire) return wire;
  const unsupported = Object.keys(options).filter((key) => !['rowMode', 'parsers', 'paramTypes'].includes(key));
  if (unsupported.length > 0) throw new Error(`Query options not available on the embedded database: ${unsupported}`);
  const textTypes = Object.entries(options.parsers ?? {}).map(([type, parser]) => {
    if (parser('2026-01-02 03:04:05+00', Number(type)) !== '2026-01-02 03:04:05+00') {
      throw new Error(`Only parsers that keep the text cross to the embedded database (type ${type})`);
    }
    return Number(type);
  });
  wire = {
    ...(options.rowMode ? { rowMode: options.rowMode } : {}),
    ...(options.paramTypes ? { paramTypes: options.paramTypes } : {}),
    ...(textTypes.length > 0 ? { textTypes } : {}),
  };
  wired.set(options, wire);
  return wire;
}

export interface RemoteTransaction {
  readonly closed: boolean;
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
}

export class RemotePglite {
  #worker: Worker;
  #pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  #listeners = new Map<number, (payload: string) => void>();
  #next = 0;
  #closed = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.unref();
    worker.on('message', (reply: Reply) => this.#receive(reply));
    worker.on('error', (err) => this.#stop(err));
    worker.on('exit', (code) => this.#stop(new Error(`The embedded database's thread ended (${code})`)));
  }

  /** Starts the thread and opens the database in it. */
  static async open(options: Omit<WorkerOptions, 'loadDataDir'> & { loadDataDir?: Blob }): Promise<RemotePglite> {
    const { file, workerData } = workerEntry();
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const pglite: WorkerOptions = { ...options, loadDataDir };
    const worker = new Worker(file, {
      workerData: { ...workerData, pglite },
      transferList: loadDataDir ? [loadDataDir] : [],
    });
    await new Promise<void>((ready, failed) => {
      const first = (reply: Reply) => {
        if ('op' in reply && reply.op === 'ready') ready();
        else if ('ok' in reply && !reply.ok) failed(fromWire(reply.error));
      };
      worker.once('message', first);
      worker.once('error', failed);
      worker.once('exit', (code) => failed(new Error(`The embedded database's thread ended (${code})`)));
    }).catch(async (err: unknown) => {
      await worker.terminate();
      throw err;
    });
    return new RemotePglite(worker);
  }

  get closed(): boolean {
    return this.#closed;
  }

  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#call({ op: 'query', text, params, options: toWire(options) }) as Promise<Results<T>>;
  }

  exec(text: string): Promise<Results[]> {
    return this.#call({ op: 'exec', text }) as Promise<Results[]>;
  }

  /** Runs `callback` in a transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(callback: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    const id = (await this.#call({ op: 'begin' })) as number;
    let closed = false;
    const inTx = <R>(call: Call): Promise<R> => {
      if (closed) return Promise.reject(new Error('Transaction is closed'));
      return this.#call({ ...call, tx: id } as Call) as Promise<R>;
    };
    const tx: RemoteTransaction = {
      get closed() {
        return closed;
      },
      query: async (text, params = [], options) => inTx({ op: 'query', text, params, options: toWire(options) }),
      exec: (text) => inTx({ op: 'exec', text }),
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      closed = true;
      // The callback's error is the one to hear; a thread that cannot roll back has ended anyway.
      await this.#call({ op: 'end', tx: id, commit: false }).catch(() => {});
      throw err;
    }
    closed = true;
    await this.#call({ op: 'end', tx: id, commit: true });
    return result;
  }

  /** Calls `handler` with each notification on `channel`; answers the stop. */
  async listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = (await this.#call({ op: 'listen', channel })) as number;
    this.#listeners.set(listener, handler);
    return async () => {
      this.#listeners.delete(listener);
      if (!this.#closed) await this.#call({ op: 'unlisten', listener });
    };
  }

  async dumpDataDir(_compression: 'none'): Promise<Blob> {
    return new Blob([(await this.#call({ op: 'dump' })) as ArrayBuffer]);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#call({ op: 'close' });
    this.#closed = true;
    await this.#worker.terminate();
  }

  #call(call: Call): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error('The embedded database is closed'));
    const id = ++this.#next;
    // The thread keeps the process alive only while an answer is awaited.
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...call, id } as Request);
    });
  }

  #receive(reply: Reply): void {
    if ('op' in reply) {
      if (reply.op === 'notify') this.#listeners.get(reply.listener)?.(reply.payload);
      return;
    }
    const waiting = this.#pending.get(reply.id);
    if (!waiting) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(fromWire(reply.error));
  }

  #stop(err: Error): void {
    this.#closed = true;
    for (const waiting of this.#pending.values()) waiting.reject(err);
    this.#pending.clear();
  }
}
