// The server's end of the embedded database's thread (decision 0045). `pg` takes a stream in place
// of its socket (its documented `stream` option); each stream made here is one connection whose
// bytes cross to thread.ts as messages. Everything above the stream is `pg` and drizzle as they
// are used with PostgreSQL.
import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { FromThread, ThreadOptions, ToThread } from './thread.ts';

/** The thread's module: the bundle's JavaScript, or the TypeScript source run through tsx. */
function threadEntry(): { file: URL; workerData: Record<string, unknown> } {
  if (import.meta.url.endsWith('.ts')) {
    return {
      file: new URL('./from-source.mjs', import.meta.url),
      workerData: { entry: new URL('./thread.ts', import.meta.url).href },
    };
  }
  return { file: new URL('./pglite-thread.js', import.meta.url), workerData: {} };
}

/** One connection to the thread, in the shape `pg` uses a socket. */
class ThreadConnection extends Duplex {
  constructor(
    private readonly thread: EmbeddedThread,
    readonly id: number,
  ) {
    super();
  }
  // The calls `pg` makes on a socket.
  connect(): this {
    queueMicrotask(() => this.emit('connect'));
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  /** `pg`'s pool unrefs an idle connection: only a busy one keeps the process alive. */
  ref(): this {
    this.thread.hold(this.id, true);
    return this;
  }
  unref(): this {
    this.thread.hold(this.id, false);
    return this;
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.thread.send({ op: 'data', connection: this.id, bytes: new Uint8Array(chunk) });
    callback();
  }
  override _read(): void {}
  override _final(callback: () => void): void {
    this.thread.forget(this.id);
    this.push(null);
    callback();
  }
  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.thread.forget(this.id);
    callback(error);
  }
}

export class EmbeddedThread {
  #worker: Worker;
  #connections = new Map<number, ThreadConnection>();
  /** Connections that keep the process alive (`ref`'d, as a socket is by default). */
  #held = new Set<number>();
  #calls = new Map<number, { resolve: (value: ArrayBuffer | undefined) => void; reject: (err: Error) => void }>();
  #next = 0;
  #closed = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.unref();
    worker.on('message', (message: FromThread) => this.#receive(message));
    worker.on('error', (err) => this.#stop(err));
    worker.on('exit', (code) => this.#stop(new Error(`The embedded database's thread ended (${code})`)));
  }

  /** Starts the thread and opens the database in it. */
  static async start(options: Omit<ThreadOptions, 'loadDataDir'> & { loadDataDir?: Blob }): Promise<EmbeddedThread> {
    const { file, workerData } = threadEntry();
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const pglite: ThreadOptions = { ...options, loadDataDir };
    const worker = new Worker(file, {
      workerData: { ...workerData, pglite },
      transferList: loadDataDir ? [loadDataDir] : [],
    });
    await new Promise<void>((ready, failed) => {
      worker.once('message', (message: FromThread) => {
        if (message.op === 'ready') ready();
        else failed(new Error(message.op === 'failed' ? message.message : 'The embedded database did not start'));
      });
      worker.once('error', failed);
      worker.once('exit', (code) => failed(new Error(`The embedded database's thread ended (${code})`)));
    }).catch(async (err: unknown) => {
      await worker.terminate();
      throw err;
    });
    return new EmbeddedThread(worker);
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** A new connection, for `pg`'s `stream` option. */
  connection = (): Duplex => {
    const connection = new ThreadConnection(this, ++this.#next);
    if (this.#closed) queueMicrotask(() => connection.destroy(new Error('The embedded database is closed')));
    else {
      this.#connections.set(connection.id, connection);
      this.hold(connection.id, true);
    }
    return connection;
  };

  hold(id: number, held: boolean): void {
    if (held && this.#connections.has(id)) this.#held.add(id);
    else this.#held.delete(id);
    this.#refer();
  }

  /** The thread keeps the process alive while a connection is held or a call awaits its answer. */
  #refer(): void {
    if (this.#held.size > 0 || this.#calls.size > 0) this.#worker.ref();
    else this.#worker.unref();
  }

  send(message: ToThread): void {
    if (!this.#closed) this.#worker.postMessage(message);
  }

  forget(id: number): void {
    if (!this.#connections.delete(id)) return;
    this.send({ op: 'end', connection: id });
    this.hold(id, false);
  }

  /** The data folder as a tarball (PGlite's `dumpDataDir`). */
  async dump(): Promise<Blob> {
    return new Blob([(await this.#call('dump'))!]);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#call('close');
    this.#stop(new Error('The embedded database is closed'));
    await this.#worker.terminate();
  }

  #call(op: 'dump' | 'close'): Promise<ArrayBuffer | undefined> {
    if (this.#closed) return Promise.reject(new Error('The embedded database is closed'));
    const id = ++this.#next;
    return new Promise((resolve, reject) => {
      this.#calls.set(id, { resolve, reject });
      this.#refer();
      this.send({ op, id });
    });
  }

  #receive(message: FromThread): void {
    switch (message.op) {
      case 'data':
        this.#connections
          .get(message.connection)
          ?.push(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
        return;
      case 'lost':
        this.#connections.get(message.connection)?.destroy(new Error(message.message));
        return;
      case 'done': {
        const call = this.#calls.get(message.id);
        this.#calls.delete(message.id);
        this.#refer();
        if (message.error) call?.reject(new Error(message.error));
        else call?.resolve(message.value);
        return;
      }
      default:
        return;
    }
  }

  #stop(err: Error): void {
    this.#closed = true;
    for (const call of this.#calls.values()) call.reject(err);
    this.#calls.clear();
    for (const connection of this.#connections.values()) connection.destroy(err);
    this.#connections.clear();
  }
}
