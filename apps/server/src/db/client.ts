// Opens the system of record: embedded PGlite when no DATABASE_URL is given, else a pg pool.
// Both run the same migrations and are used through the same drizzle API. Each driver is
// loaded only when it is the one in use (a server never needs both; start-up is faster).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Client as PgClient } from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
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
  close(): Promise<void>;
}

export interface ListenHandlers {
  message(payload: string): void;
  state(listening: boolean): void;
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

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const [{ RemotePglite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('./pglite-remote.ts'),
    import('drizzle-orm/pglite'),
  ]);
  // The database runs on a thread of its own (decision 0040), its statements named and planned
  // once (decision 0039).
  const client = await RemotePglite.open({ ...options, sharedBuffers: PGLITE_SHARED_BUFFERS });
  const db = drizzlePglite({ client: client as never, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    // One connection: a notification cannot be missed while it is open.
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, handlers.message);
      handlers.state(true);
      return async () => {
        handlers.state(false);
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    statement_timeout: QUERY_TIMEOUT_MS,
    idle_in_transaction_session_timeout: QUERY_TIMEOUT_MS * 3,
    application_name: 'store-admin',
  });
  // A connection lost must not end the process. The pool listens on its idle connections
  // ('error' on the pool); one held by a request is watched by nobody between two queries, so each
  // connection gets its own listener. The request's next query then fails and is answered 503.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channel, handlers) => listenOnPostgres(pg.Client, url, channel, handlers),
    close: () => pool.end(),
  };
}

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
      await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
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

/** Brings the schema up to date; on PostgreSQL one instance at a time (advisory lock). */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    await migratePg(tx as never, { migrationsFolder: MIGRATIONS_FOLDER });
  });
}
