// npm run backup -- --out FILE
// Backs up the store of this configuration into one file (decision 0057): the embedded store of
// DATA_DIR (stopped) or the PostgreSQL database of DATABASE_URL (running or not).
import { existsSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { BACKUP_FORMAT, BACKUP_VERSION, BackupError, formatSize, workFolder, writeArchive } from '../backup/archive.ts';
import { backupEmbedded } from '../backup/embedded.ts';
import { backupPostgres } from '../backup/postgres.ts';
import { loadConfig } from '../config.ts';
import { readArguments, runCommand, usageError } from './command.ts';

const USAGE = `Usage: npm run backup -- --out FILE

Writes a backup of the store to FILE (a new file; a gzip'd tar).
  Embedded store (no DATABASE_URL): the database in DATA_DIR and the files beside it (the
    signing key…). Stop the store first.
  PostgreSQL (DATABASE_URL): pg_dump of the database, taken while the store runs.
The file holds the store's secrets: keep it as you keep them. Restore: npm run restore -- FILE

Options:
  -o, --out FILE   where to write the backup
  -h, --help       this text
`;

const { values } = readArguments(
  { options: { out: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } } },
  USAGE,
);
if (!values.out) usageError('--out FILE is missing: where to write the backup.', USAGE);
const out = resolve(values.out);

await runCommand(async () => {
  const config = loadConfig();
  if (existsSync(out)) throw new BackupError(`${out} exists: choose another name, or remove it first.`);
  if (!existsSync(dirname(out)) || !statSync(dirname(out)).isDirectory()) {
    throw new BackupError(`${dirname(out)} is not a folder: create it first.`);
  }
  const started = performance.now();
  const work = workFolder(out);
  try {
    const taken = config.databaseUrl
      ? await backupPostgres(config.databaseUrl, work)
      : await backupEmbedded(config, work);
    const size = await writeArchive(out, work, {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: new Date().toISOString(),
      ...taken.manifest,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const rows = taken.tables.reduce((sum, t) => sum + t.rows, 0);
    const what = config.databaseUrl
      ? `PostgreSQL database (DATABASE_URL): ${taken.tables.length} tables, ${rows} rows`
      : `embedded store in ${config.dataDir}: ${taken.tables.length} tables, ${rows} rows, ` +
        `and from DATA_DIR: ${taken.manifest.files.join(', ') || 'no files'}`;
    process.stdout.write(
      `Backup written to ${out} (${formatSize(size)}, ${seconds} s)\n` +
        `  ${what}\n` +
        `  It holds the store's secrets: keep it as you keep them.\n`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
