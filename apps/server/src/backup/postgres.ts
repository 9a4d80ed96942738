// Backup and restore of a store on PostgreSQL (decision 0057), with PostgreSQL's own tools:
// `pg_dump --format=custom` (one snapshot: a live store's backup is consistent), and `pg_restore`
// writing the dump as SQL that `psql --single-transaction` runs after statements that empty the
// store's schemas: the whole restore commits or nothing does. The password never reaches a
// command line (`ps` shows those): the tools get the URL without it and the password as PGPASSWORD,
// in their environment only, which on Linux only the same user and root can read — as they can
// the store's own environment, which holds DATABASE_URL.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { childEnvironment } from '../config.ts';
import { openPostgres, type Database } from '../db/client.ts';
import { BackupError, checkRestored, DATABASE_ENTRY, type Manifest } from './archive.ts';
import { appliedMigrations, describeRows, tableRows, type TableRows } from './store-rows.ts';

interface Connection {
  /** The URL without its password, for `--dbname`. */
  dbname: string;
  /** The tools' environment: this one, with the password and a name for the session. */
  env: NodeJS.ProcessEnv;
  /** host:port/database, for messages. */
  where: string;
}

function connection(url: string, tool: string): Connection {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: childEnvironment({
      ...(password ? { PGPASSWORD: password } : {}),
      PGAPPNAME: `store-admin-${tool}`,
      // The notices of a restore's DROP … CASCADE are not news.
      PGOPTIONS: '-c client_min_messages=warning',
    }),
    where: `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`,
  };
}

/** A PostgreSQL client tool's version, e.g. `{ major: 15, version: '15.20' }`. */
function toolVersion(tool: string, atLeast?: number): { major: number; version: string } {
  const install = `install PostgreSQL's client tools${atLeast ? `, version ${atLeast} or later` : ''} (e.g. the postgresql-client package) and put them on PATH`;
  const run = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (run.error) {
    const code = (run.error as NodeJS.ErrnoException).code;
    throw new BackupError(
      code === 'ENOENT' ? `${tool} was not found on PATH: ${install}.` : `${tool}: ${run.error.message}`,
    );
  }
  const found = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(run.stdout);
  if (!found) throw new BackupError(`${tool} --version said "${run.stdout.trim()}", not a PostgreSQL version.`);
  return { major: Number(found[1]), version: found[2] === undefined ? found[1]! : `${found[1]}.${found[2]}` };
}

const majorOf = (version: string) => Number(/^(\d+)/.exec(version)?.[1] ?? 0);

async function serverMajor(database: Database): Promise<number> {
  const { rows } = await database.db.execute<{ n: string }>(sql`select current_setting('server_version_num') as n`);
  return Math.floor(Number(rows[0]!.n) / 10_000);
}

/** Opens the store's database, for `use`, and closes it. */
async function withDatabase<T>(url: string, use: (db: Database) => Promise<T>): Promise<T> {
  const database = await openPostgres(url, { poolSize: 1 });
  try {
    return await use(database);
  } catch (err) {
    if (err instanceof BackupError) throw err;
    // The driver's message (refused, unknown database, bad password) names no password.
    const reason = err instanceof Error ? err.message : String(err);
    throw new BackupError(`Cannot reach the database in DATABASE_URL: ${reason}`);
  } finally {
    await database.close();
  }
}

/** Runs a tool; resolves when it exits 0, else fails with what it wrote to stderr. */
function finished(child: ChildProcess, tool: string): Promise<void> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', (err) => reject(new BackupError(`${tool}: ${err.message}`)));
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });
}

export interface PostgresBackup {
  manifest: Omit<Manifest, 'format' | 'version' | 'created_at'>;
  tables: TableRows[];
}

/** Dumps the store's database (DATABASE_URL) into `work`; the store may be running. */
export async function backupPostgres(url: string, work: string): Promise<PostgresBackup> {
  const {
    major: serverVersion,
    migrations,
    tables,
  } = await withDatabase(url, async (database) => ({
    major: await serverMajor(database),
    migrations: await appliedMigrations(database),
    tables: await tableRows(database),
  }));
  if (migrations.applied === 0) {
    throw new BackupError(`The database in DATABASE_URL holds no store (no migrations have run in it).`);
  }
  const dump = toolVersion('pg_dump', serverVersion);
  if (dump.major < serverVersion) {
    throw new BackupError(
      `pg_dump ${dump.version} is older than the PostgreSQL server (${serverVersion}): pg_dump must be of the ` +
        `server's major version or later. Install PostgreSQL ${serverVersion}'s client tools and put them first on PATH.`,
    );
  }
  const db = connection(url, 'backup');
  mkdirSync(join(work, 'database'), { recursive: true });
  await finished(
    spawn(
      'pg_dump',
      // Uncompressed: the backup file is gzip'd as a whole.
      [
        '--format=custom',
        '--compress=0',
        '--no-password',
        `--file=${join(work, DATABASE_ENTRY.postgres)}`,
        `--dbname=${db.dbname}`,
      ],
      { env: db.env, stdio: ['ignore', 'ignore', 'pipe'] },
    ),
    'pg_dump',
  );
  // pg_dump's snapshot is its own: a migration run meanwhile (a deploy) would make the record wrong.
  const after = await withDatabase(url, appliedMigrations);
  if (after.applied !== migrations.applied) {
    throw new BackupError('A migration ran during the backup (a deploy?): run the backup again.');
  }
  return {
    manifest: { kind: 'postgres', migrations, database: { tool: 'pg_dump', version: dump.version }, files: [] },
    tables,
  };
}

/**
 * What empties the store's schemas before the dump is loaded: drizzle's (the migrations' record)
 * and public (everything else), so that no table of a newer schema outlives the restore of an
 * older backup. Run only when the database holds tables; needs the role to own the schema public
 * (the database owner does on PostgreSQL 15 and later).
 */
const EMPTY_SCHEMAS = [
  'DROP SCHEMA IF EXISTS drizzle CASCADE',
  'DROP SCHEMA IF EXISTS public CASCADE',
  'CREATE SCHEMA public',
];

export interface PostgresRestore {
  tables: TableRows[];
  where: string;
}

/** Loads the dump unpacked in `work` into DATABASE_URL's database; one with rows only with `force`. */
export async function restorePostgres(
  url: string,
  work: string,
  manifest: Manifest,
  force: boolean,
): Promise<PostgresRestore> {
  const dumpMajor = majorOf(manifest.database.version);
  const restore = toolVersion('pg_restore', dumpMajor);
  toolVersion('psql');
  if (restore.major < dumpMajor) {
    throw new BackupError(
      `pg_restore ${restore.version} cannot read a dump of pg_dump ${manifest.database.version}: ` +
        `install PostgreSQL ${dumpMajor}'s client tools (or later) and put them first on PATH.`,
    );
  }
  const present = await withDatabase(url, tableRows);
  if (present.some((t) => t.rows > 0) && !force) {
    const db = connection(url, 'restore');
    throw new BackupError(
      `The database ${db.where} has data: ${describeRows(present)}.\n` +
        `Restoring replaces all of it. Run again with --force to do so (back it up first if it matters).`,
    );
  }

  const db = connection(url, 'restore');
  // The script is written whole before psql reads it: psql commits at the end of its input, so a
  // pg_restore that died halfway through a pipe would have its half committed.
  const script = join(work, 'restore.sql');
  try {
    await finished(
      spawn(
        'pg_restore',
        // Owned by, and granted as, the role of DATABASE_URL: the backed-up server's roles may not exist here.
        ['--no-owner', '--no-privileges', `--file=${script}`, join(work, DATABASE_ENTRY.postgres)],
        { env: db.env, stdio: ['ignore', 'ignore', 'pipe'] },
      ),
      'pg_restore',
    );
  } catch (err) {
    throw new BackupError(`${(err as Error).message}
Nothing was changed in the database ${db.where}.`);
  }
  const prelude = present.length > 0 ? EMPTY_SCHEMAS.flatMap((statement) => ['--command', statement]) : [];
  try {
    await finished(
      spawn(
        'psql',
        [
          '--no-psqlrc',
          '--quiet',
          '--no-password',
          '--single-transaction',
          '--set=ON_ERROR_STOP=1',
          `--dbname=${db.dbname}`,
          ...prelude,
          `--file=${script}`,
        ],
        { env: db.env, stdio: ['ignore', 'ignore', 'pipe'] },
      ),
      'psql',
    );
  } catch (err) {
    throw new BackupError(
      `${(err as Error).message}\nThe restore was rolled back: the database ${db.where} is as it was.`,
    );
  }
  const restored = await withDatabase(url, async (database) => ({
    migrations: await appliedMigrations(database),
    tables: await tableRows(database),
  }));
  checkRestored(restored.migrations, manifest);
  return { tables: restored.tables, where: db.where };
}
