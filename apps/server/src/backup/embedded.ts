// Backup and restore of the embedded store (decision 0057): PGlite's own dump of its data folder
// (`dumpDataDir`, through db/client.ts), loaded back with its `loadDataDir` option into a new
// folder, and the files the store keeps beside the database in DATA_DIR (`jwt-secret`, from which
// the two-step secrets' key is derived, and any other): every regular file at the top of DATA_DIR.
// PGlite is one process's database, so both run with the store stopped.
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { openPglite, type Database } from '../db/client.ts';
import { embeddedDatabaseFolder } from '../db/open.ts';
import { BackupError, checkRestored, DATA_DIR_ENTRY, DATABASE_ENTRY, type Manifest } from './archive.ts';
import { appliedMigrations, describeRows, tableRows, type TableRows } from './store-rows.ts';

/**
 * PGlite writes `postmaster.pid` into its folder when it opens it and removes it when it closes:
 * the file means the store is running (or was killed without closing its database). PGlite itself
 * does not refuse a second opener, so this is the only guard against copying a live folder.
 */
function assertStopped(folder: string): void {
  if (!existsSync(join(folder, 'postmaster.pid'))) return;
  throw new BackupError(
    `The embedded database in ${folder} is open: stop the store first (Ctrl-C, or SIGTERM), then run this again.\n` +
      `If the store is not running, it was stopped without closing its database (a crash or a kill -9): ` +
      `start it and stop it once, which closes the database properly.`,
  );
}

/** Opens the embedded database at `folder` as it is (no migrations), for `use`, and closes it. */
async function withDatabase<T>(options: Parameters<typeof openPglite>[0], use: (db: Database) => Promise<T>) {
  const database = await openPglite(options);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** The files the store keeps at the top of DATA_DIR, beside its database folder. */
function dataDirFiles(dataDir: string): string[] {
  return readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

export interface EmbeddedBackup {
  manifest: Omit<Manifest, 'format' | 'version' | 'created_at'>;
  tables: TableRows[];
}

/** Dumps the stopped embedded store of DATA_DIR into `work` (the archive's folder). */
export async function backupEmbedded(config: Config, work: string): Promise<EmbeddedBackup> {
  const folder = embeddedDatabaseFolder(config.dataDir);
  if (!existsSync(join(folder, 'PG_VERSION'))) {
    throw new BackupError(
      `There is no embedded store in ${config.dataDir} (no database in ${folder}). Set DATA_DIR to the store's ` +
        `data folder, or DATABASE_URL for a store on PostgreSQL.`,
    );
  }
  assertStopped(folder);
  const { migrations, tables, version, dump } = await withDatabase({ dataDir: folder }, async (database) => ({
    migrations: await appliedMigrations(database),
    tables: await tableRows(database),
    version: (await database.db.execute<{ v: string }>(sql`select current_setting('server_version') as v`)).rows[0]!.v,
    dump: await database.dump(),
  }));
  mkdirSync(join(work, 'database'), { recursive: true });
  await writeFile(join(work, DATABASE_ENTRY.embedded), Buffer.from(await dump.arrayBuffer()));
  const files = dataDirFiles(config.dataDir);
  mkdirSync(join(work, DATA_DIR_ENTRY), { recursive: true });
  for (const file of files) copyFileSync(join(config.dataDir, file), join(work, DATA_DIR_ENTRY, file));
  return {
    manifest: { kind: 'embedded', migrations, database: { tool: 'PGlite (PostgreSQL)', version }, files },
    tables,
  };
}

export interface EmbeddedRestore {
  tables: TableRows[];
  files: string[];
}

/**
 * Loads the backup unpacked in `work` into DATA_DIR: the database into a new folder first (a
 * backup that does not load changes nothing), then the files, then the new folder takes the old
 * one's place. A DATA_DIR whose database has rows is replaced only with `force`.
 */
export async function restoreEmbedded(
  config: Config,
  work: string,
  manifest: Manifest,
  force: boolean,
): Promise<EmbeddedRestore> {
  const folder = embeddedDatabaseFolder(config.dataDir);
  assertStopped(folder);
  if (existsSync(folder) && !force) {
    if (existsSync(join(folder, 'PG_VERSION'))) {
      const tables = await withDatabase({ dataDir: folder }, tableRows);
      if (tables.some((t) => t.rows > 0)) {
        throw new BackupError(
          `The embedded store in ${config.dataDir} has data: ${describeRows(tables)}.\n` +
            `Restoring replaces all of it. Run again with --force to do so (back it up first if it matters).`,
        );
      }
    } else if (readdirSync(folder).length > 0) {
      throw new BackupError(
        `${folder} holds files that are not a database. Run again with --force to replace them with the backup's.`,
      );
    }
  }

  const staging = `${folder}.restoring`;
  rmSync(staging, { recursive: true, force: true });
  let tables: TableRows[];
  try {
    const loadDataDir = new Blob([readFileSync(join(work, DATABASE_ENTRY.embedded))]);
    tables = await withDatabase({ dataDir: staging, loadDataDir }, async (database) => {
      checkRestored(await appliedMigrations(database), manifest);
      return tableRows(database);
    });
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw err;
  }

  mkdirSync(config.dataDir, { recursive: true });
  for (const file of manifest.files) {
    const target = join(config.dataDir, file);
    copyFileSync(join(work, DATA_DIR_ENTRY, file), target);
    chmodSync(target, 0o600);
  }
  rmSync(folder, { recursive: true, force: true });
  renameSync(staging, folder);
  return { tables, files: manifest.files };
}
