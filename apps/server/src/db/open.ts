// Opens the configured database and brings its schema up to date: PGlite in DATA_DIR on the
// embedded default, PostgreSQL with DATABASE_URL. Light on purpose (no feature code), so main.ts
// can start it while the app's modules are still loading.
import { join } from 'node:path';
import { StartRefusal, type Config } from '../config.ts';
import { openPglite, openPostgres, pendingMigrations, runMigrations, type Database } from './client.ts';

/** The schema is behind the code and MIGRATE_ON_START=false: `npm run migrate` must run first. */
export class SchemaBehindError extends StartRefusal {
  constructor(readonly pending: number) {
    super(
      `The database is ${pending} migration${pending === 1 ? '' : 's'} behind this release and MIGRATE_ON_START=false: ` +
        'run `npm run migrate` (or the migrate service) first',
    );
  }
}

/** Where PGlite keeps the embedded database: a folder of DATA_DIR, beside the store's other files. */
export function embeddedDatabaseFolder(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/** The store's database as it is, not migrated: PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL. */
export function connectDatabase(config: OpenSettings): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, { poolSize: config.databasePoolSize })
    : openPglite({ dataDir: embeddedDatabaseFolder(config.dataDir) });
}

type OpenSettings = Pick<Config, 'databaseUrl' | 'dataDir'> &
  Partial<Pick<Config, 'databasePoolSize' | 'migrateOnStart'>>;

/**
 * Opens the store's database and, unless `migrateOnStart` is false, migrates it; with it false,
 * a database behind the code is refused (SchemaBehindError) rather than served.
 */
export async function openDatabase(config: OpenSettings): Promise<Database> {
  const database = await connectDatabase(config);
  try {
    if (config.migrateOnStart === false) {
      const pending = await pendingMigrations(database);
      if (pending > 0) throw new SchemaBehindError(pending);
    } else {
      await runMigrations(database);
    }
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
