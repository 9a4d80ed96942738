// The embedded database's own thread (decision 0043): PGlite answering the PostgreSQL wire
// protocol that `pg` speaks, so the server uses the embedded database exactly as it uses
// PostgreSQL. Each connection's bytes arrive as messages from the server's thread (wire.ts is the
// other end) and are cut into units (everything up to a Sync or a simple query) that PGlite's public
// `execProtocolRaw` runs one at a time. PGlite is one session: while a connection's transaction is
// open, only that connection's units run, and the others wait for it to end, as PGlite's own
// `query` waits for its `transaction`.
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';

/** What opens the database: a folder, or a dump to load into memory. */
export interface ThreadOptions {
  dataDir?: string;
  loadDataDir?: ArrayBuffer;
  sharedBuffers: string;
}

/** From the server's thread. */
export type ToThread =
  | { op: 'data'; connection: number; bytes: Uint8Array }
  | { op: 'end'; connection: number }
  | { op: 'dump'; id: number }
  | { op: 'close'; id: number };

/** To the server's thread. */
export type FromThread =
  | { op: 'ready' }
  | { op: 'failed'; message: string }
  | { op: 'data'; connection: number; bytes: Uint8Array }
  | { op: 'lost'; connection: number; message: string }
  | { op: 'done'; id: number; value?: ArrayBuffer; error?: string };

// Protocol message types (https://www.postgresql.org/docs/current/protocol-message-formats.html).
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'
const FLUSH = 0x48; // 'H'
const PARSE = 0x50; // 'P'
const BIND = 0x42; // 'B'
const DESCRIBE = 0x44; // 'D'
const CLOSE = 0x43; // 'C'
const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I': ReadyForQuery's status outside a transaction

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * One connection's bytes cut into units: the startup message (no type byte), then messages of a
 * type byte and a length that counts itself, a unit ending with a Sync, a Flush or a simple query.
 * The connection's named statements are renamed with its own prefix: every connection shares
 * PGlite's one session, where two connections preparing `users_page` would otherwise collide.
 */
export class UnitCutter {
  #pending = new Uint8Array(0);
  #started = false;
  #unit: Uint8Array[] = [];
  readonly #prefix: string;
  /** The named statements this connection prepared, by their names in the session. */
  readonly statements = new Set<string>();
  /** The connection said goodbye (Terminate): nothing after it counts. */
  terminated = false;

  constructor(connection: number) {
    this.#prefix = `c${connection}.`;
  }

  /** The complete units in what has arrived so far, in order. */
  push(bytes: Uint8Array): Uint8Array[] {
    const all = this.#pending.length === 0 ? bytes : concat(this.#pending, bytes);
    const view = new DataView(all.buffer, all.byteOffset, all.byteLength);
    const units: Uint8Array[] = [];
    let at = 0;
    while (!this.terminated) {
      if (!this.#started) {
        if (all.length - at < 4) break;
        const length = view.getInt32(at);
        if (all.length - at < length) break;
        units.push(all.subarray(at, at + length));
        at += length;
        this.#started = true;
        continue;
      }
      if (all.length - at < 5) break;
      const type = all[at]!;
      const length = 1 + view.getInt32(at + 1);
      if (all.length - at < length) break;
      if (type === TERMINATE) {
        this.terminated = true;
        break;
      }
      this.#unit.push(this.#renamed(all.subarray(at, at + length)));
      at += length;
      if (type === SYNC || type === QUERY || type === FLUSH) {
        units.push(this.#unit.length === 1 ? this.#unit[0]! : concat(...this.#unit));
        this.#unit = [];
      }
    }
    this.#pending = this.terminated ? new Uint8Array(0) : all.slice(at);
    return units;
  }

  /** A Parse, Bind, Describe or Close naming a prepared statement, with the name prefixed. */
  #renamed(message: Uint8Array): Uint8Array {
    const type = message[0];
    let nameAt: number;
    if (type === PARSE) nameAt = 5;
    else if (type === BIND)
      nameAt = message.indexOf(0, 5) + 1; // after the portal's name
    else if ((type === DESCRIBE || type === CLOSE) && message[5] === 0x53 /* 'S' */) nameAt = 6;
    else return message;
    const nameEnd = message.indexOf(0, nameAt);
    if (nameEnd === nameAt) return message; // the unnamed statement is the connection's own already
    const name = `${this.#prefix}${decoder.decode(message.subarray(nameAt, nameEnd))}`;
    if (type === PARSE) this.statements.add(name);
    if (type === CLOSE) this.statements.delete(name);
    const renamed = encoder.encode(name);
    const out = concat(message.subarray(0, nameAt), renamed, message.subarray(nameEnd));
    new DataView(out.buffer).setInt32(1, out.length - 1);
    return out;
  }
}

/** The status byte of the last ReadyForQuery in an answer, or null when it holds none. */
export function lastStatus(answer: Uint8Array): number | null {
  const view = new DataView(answer.buffer, answer.byteOffset, answer.byteLength);
  let status: number | null = null;
  for (let at = 0; at + 5 <= answer.length; at += 1 + view.getInt32(at + 1)) {
    if (answer[at] === READY_FOR_QUERY) status = answer[at + 5]!;
  }
  return status;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A message of `type` with `body`. */
function message(type: number, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(5 + body.length);
  out[0] = type;
  new DataView(out.buffer).setInt32(1, 4 + body.length);
  out.set(body, 5);
  return out;
}

/** A simple query. */
function simpleQuery(text: string): Uint8Array {
  return message(QUERY, encoder.encode(`${text}\0`));
}

/** What a connection that ended leaves behind: its open transaction rolled back, its statements closed. */
function cleanUp(inTransaction: boolean, statements: Iterable<string>): Uint8Array | null {
  const closes = [...statements].map((name) => message(CLOSE, encoder.encode(`S${name}\0`)));
  if (closes.length > 0) closes.push(message(SYNC, new Uint8Array(0)));
  const parts = [...(inTransaction ? [simpleQuery('rollback')] : []), ...closes];
  return parts.length === 0 ? null : concat(...parts);
}

interface Unit {
  connection: number;
  bytes: Uint8Array;
  /** The connection ended: roll back what it left open and close these statements of its own. */
  cleanUp?: Set<string>;
}

async function serve(options: ThreadOptions): Promise<void> {
  const port = parentPort!;
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const db: PGlite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers}`],
  });

  const cutters = new Map<number, UnitCutter>();
  const waiting: Unit[] = [];
  /** The connection whose transaction is open: only its units run until it ends. */
  let owner: number | null = null;
  let running = false;
  /** Calls other than a connection's (a dump, the close), run when no transaction is open. */
  const calls: (() => Promise<void>)[] = [];

  const next = (): Unit | (() => Promise<void>) | undefined => {
    if (owner !== null) {
      const i = waiting.findIndex((unit) => unit.connection === owner);
      return i === -1 ? undefined : waiting.splice(i, 1)[0];
    }
    return calls.shift() ?? waiting.shift();
  };

  const run = async () => {
    if (running) return;
    running = true;
    for (let work = next(); work; work = next()) {
      if (typeof work === 'function') {
        await work();
        continue;
      }
      const { connection, bytes } = work;
      if (work.cleanUp) {
        const cleanup = cleanUp(owner === connection, work.cleanUp);
        if (cleanup) await db.execProtocolRaw(cleanup).catch(() => {});
        if (owner === connection) owner = null;
        continue;
      }
      try {
        const answer = await db.execProtocolRaw(bytes);
        // Answered with a ReadyForQuery: the session is the connection's while in a transaction.
        // Without one (a Flush), it is in the middle of the connection's query.
        const status = lastStatus(answer);
        owner = status === IDLE ? null : connection;
        if (cutters.has(connection)) {
          port.postMessage({ op: 'data', connection, bytes: answer } satisfies FromThread);
        }
      } catch (err) {
        if (owner === connection) owner = null;
        if (cutters.has(connection)) {
          cutters.delete(connection);
          port.postMessage({ op: 'lost', connection, message: String(err) } satisfies FromThread);
        }
      }
    }
    running = false;
  };

  /** A connection ended: after its last unit, what it leaves is cleaned up, as PostgreSQL does. */
  const end = (connection: number) => {
    const cutter = cutters.get(connection);
    cutters.delete(connection);
    // What it sent and nobody will read goes unrun.
    for (let i = waiting.length - 1; i >= 0; i--) if (waiting[i]!.connection === connection) waiting.splice(i, 1);
    waiting.push({ connection, bytes: new Uint8Array(0), cleanUp: cutter?.statements ?? new Set() });
    void run();
  };

  port.on('message', (message: ToThread) => {
    switch (message.op) {
      case 'data': {
        let cutter = cutters.get(message.connection);
        if (!cutter) cutters.set(message.connection, (cutter = new UnitCutter(message.connection)));
        for (const bytes of cutter.push(message.bytes)) waiting.push({ connection: message.connection, bytes });
        if (cutter.terminated) end(message.connection);
        else void run();
        return;
      }
      case 'end':
        if (cutters.has(message.connection)) end(message.connection);
        return;
      case 'dump':
        calls.push(async () => {
          const dump = await (await db.dumpDataDir('none')).arrayBuffer();
          port.postMessage({ op: 'done', id: message.id, value: dump } satisfies FromThread, [dump]);
        });
        void run();
        return;
      case 'close':
        calls.push(async () => {
          if (!db.closed) await db.close();
          port.postMessage({ op: 'done', id: message.id } satisfies FromThread);
        });
        void run();
        return;
    }
  });
  port.postMessage({ op: 'ready' } satisfies FromThread);
}

if (parentPort && (workerData as { pglite?: ThreadOptions } | null)?.pglite) {
  serve((workerData as { pglite: ThreadOptions }).pglite).catch((err: unknown) => {
    parentPort!.postMessage({
      op: 'failed',
      message: err instanceof Error ? err.message : String(err),
    } satisfies FromThread);
  });
}
