// Opens the system of record: embedded PGlite when no DATABASE_URL is given, else PostgreSQL.
// Both are reached the same way, through a `pg` pool and drizzle's node-postgres driver, and run
// the same migrations; the embedded database answers `pg` from a thread of its own (embedded/,
// decision 0045). Each is loaded only when it is the one in use (a server never needs both).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Client as PgClient, Pool, PoolConfig } from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema> & { $client: Pool };
/** A transaction or the database itself: services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip for readiness checks. */
  ping(): Promise<void>;
  /**
   * Listens to a channel's NOTIFY payloads (delivered at commit, in commit order). On PostgreSQL
   * this is a connection of its own, opened again after it is lost: `state(false)` says that
   * notifications may have been missed, `state(true)` that they flow again. Answers the stop.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** The embedded database's data folder as a tarball (PGlite's `dumpDataDir`); PostgreSQL has pg_dump. */
  dump(): Promise<Blob>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  message(payload: string): void;
  state(listening: boolean): void;
}

export interface OpenOptions {
  /** Connections in the pool. */
  poolSize?: number;
  /** Told each statement drizzle sends (drizzle's own logger interface). */
  logger?: Logger;
}

/** How long a lost listening connection waits before it is opened again. */
export const LISTEN_RETRY_MS = 1_000;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any query running longer than this is cancelled, so a stuck database cannot hang requests. */
export const QUERY_TIMEOUT_MS = 10_000;

/**
 * PGlite's shared buffers. Postgres's default (128MB) is zeroed on every start, which cost the
 * embedded server half a second (16MB: 0.1 s). Pages beyond them are read from the operating
 * system's page cache, as Postgres always does.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/** The embedded database's pool: PGlite is one session, so its connections take turns (embedded/). */
export const EMBEDDED_POOL_SIZE = 10;

async function driver(pool: Pool, logger: Logger | undefined): Promise<Db> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  return drizzle({ client: pool, schema, ...(logger ? { logger } : {}) });
}

/** A lost connection must not end the process: its next query fails and is answered 503. */
function survive(pool: Pool): void {
  // The pool listens on its idle connections ('error' on the pool); one held by a request is
  // watched by nobody between two queries, so each connection gets its own listener.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
}

export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } & Pick<OpenOptions, 'logger'> = {},
): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const [{ default: pg }, { EmbeddedThread }] = await Promise.all([import('pg'), import('./embedded/wire.ts')]);
  const thread = await EmbeddedThread.start({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    sharedBuffers: PGLITE_SHARED_BUFFERS,
  });
  const pool = new pg.Pool({
    stream: thread.connection,
    max: EMBEDDED_POOL_SIZE,
    // Connections cost nothing to keep and a start each to open; idle, they let the process end.
    idleTimeoutMillis: 0,
    allowExitOnIdle: true,
    user: 'postgres',
    database: 'postgres',
  });
  survive(pool);
  // One session: a notification reaches whichever connection ran the statement that committed.
  const channels = new Map<string, Set<ListenHandlers>>();
  pool.on('connect', (client) =>
    client.on('notification', ({ channel, payload }) => {
      for (const handlers of channels.get(channel) ?? []) handlers.message(payload ?? '');
    }),
  );
  return {
    db: await driver(pool, options.logger),
    kind: 'pglite',
    ping: async () => {
      await pool.query('select 1');
    },
    listen: async (channel, handlers) => {
      let listening = channels.get(channel);
      if (!listening) {
        channels.set(channel, (listening = new Set()));
        await pool.query(`LISTEN ${quoteIdentifier(channel)}`);
      }
      listening.add(handlers);
      handlers.state(true);
      return async () => {
        handlers.state(false);
        listening.delete(handlers);
        if (listening.size > 0 || channels.get(channel) !== listening) return;
        channels.delete(channel);
        if (!thread.closed) await pool.query(`UNLISTEN ${quoteIdentifier(channel)}`);
      };
    },
    dump: () => thread.dump(),
    close: async () => {
      await pool.end();
      await thread.close();
    },
  };
}

export async function openPostgres(url: string, options: OpenOptions = {}): Promise<Database> {
  const { default: pg } = await import('pg');
  const config: PoolConfig = {
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    statement_timeout: QUERY_TIMEOUT_MS,
    idle_in_transaction_session_timeout: QUERY_TIMEOUT_MS * 3,
    application_name: 'store-admin',
  };
  const pool = new pg.Pool(config);
  survive(pool);
  return {
    db: await driver(pool, options.logger),
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channel, handlers) => listenOnPostgres(pg.Client, url, channel, handlers),
    dump: () => Promise.reject(new Error('A PostgreSQL database is dumped with pg_dump')),
    close: () => pool.end(),
  };
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to a query). When it ends, the
 * handlers hear `state(false)` and it is opened again after LISTEN_RETRY_MS, until stopped.
 */
async function listenOnPostgres(
  Client: typeof PgClient,
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let current: PgClient | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const lost = (client: PgClient) => {
    if (current !== client) return;
    current = null;
    handlers.state(false);
    if (!stopped) retry = setTimeout(() => void open(), LISTEN_RETRY_MS);
  };
  const open = async () => {
    const client = new Client({ connectionString: url, application_name: 'store-admin-listen', keepAlive: true });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client.on('notification', (n) => {
      if (n.channel === channel) handlers.message(n.payload ?? '');
    });
    current = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${quoteIdentifier(channel)}`);
      if (current === client) handlers.state(true);
    } catch {
      lost(client);
      await client.end().catch(() => {});
    }
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    handlers.state(false);
    await client?.end().catch(() => {});
  };
}

/**
 * Brings the schema up to date, one instance at a time: the migrations run on a connection of
 * their own that holds an advisory lock until they are done.
 */
export async function runMigrations(database: Database): Promise<number> {
  const pending = await pendingMigrations(database);
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const client = await database.db.$client.connect();
  try {
    await client.query('select pg_advisory_lock(727001)');
    try {
      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock(727001)');
    }
  } finally {
    client.release();
  }
  return pending;
}

/**
 * How many of the migrations shipped with this code the database has not applied: drizzle's
 * migrator applies those newer than the newest row of its journal table (`drizzle`.
 * `__drizzle_migrations`, its documented default), and so does this count. A database ahead of
 * the code (a newer release migrated it) has none pending.
 */
export async function pendingMigrations(database: Database): Promise<number> {
  const { readMigrationFiles } = await import('drizzle-orm/migrator');
  const shipped = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const client = database.db.$client;
  const { rows: journal } = await client.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  let applied = -1;
  if (journal[0]?.present) {
    const { rows } = await client.query<{ applied: string | null }>(
      'select max(created_at)::text as applied from drizzle.__drizzle_migrations',
    );
    if (rows[0]?.applied != null) applied = Number(rows[0].applied);
  }
  return shipped.filter((migration) => migration.folderMillis > applied).length;
}
