// Opens the configured database and brings its schema up to date: PGlite in DATA_DIR on the
// embedded default, PostgreSQL with DATABASE_URL. Light on purpose (no feature code), so main.ts
// can start it while the app's modules are still loading.
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { openPglite, openPostgres, runMigrations, type Database } from './client.ts';

/** Where PGlite keeps the embedded database: a folder of DATA_DIR, beside the store's other files. */
export function embeddedDatabaseFolder(dataDir: string): string {
  return join(dataDir, 'pglite');
}

export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite({ dataDir: embeddedDatabaseFolder(config.dataDir) });
  await runMigrations(database);
  return database;
}
