// npm run restore -- FILE [--force]
// Restores a backup written by `npm run backup` into the store of this configuration (decision
// 0057), with the store stopped; its next start runs the migrations this version adds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { BackupError, checkMigrations, KIND_NAMES, readArchive } from '../backup/archive.ts';
import { restoreEmbedded } from '../backup/embedded.ts';
import { restorePostgres } from '../backup/postgres.ts';
import { knownMigrations } from '../backup/store-rows.ts';
import { loadConfig } from '../config.ts';
import { readArguments, runCommand, usageError } from './command.ts';

const USAGE = `Usage: npm run restore -- FILE [--force]

Restores a backup written by \`npm run backup\` into this store, with every instance stopped:
  Embedded store (no DATABASE_URL): into DATA_DIR.
  PostgreSQL (DATABASE_URL): into that database, in one transaction.
A store that has data is replaced only with --force. Start the store afterwards: it runs the
migrations this version adds.

Options:
  --force      replace a store that has data
  -h, --help   this text
`;

const { values, positionals } = readArguments(
  { options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } }, allowPositionals: true },
  USAGE,
);
if (positionals.length === 0) usageError('FILE is missing: the backup to restore.', USAGE);
if (positionals.length > 1) usageError(`One FILE only (given: ${positionals.join(' ')}).`, USAGE);
const file = resolve(positionals[0]!);

await runCommand(async () => {
  const config = loadConfig();
  const kind = config.databaseUrl ? 'postgres' : 'embedded';
  const started = performance.now();
  const work = mkdtempSync(join(tmpdir(), 'store-restore-'));
  try {
    const manifest = await readArchive(file, work);
    if (manifest.kind !== kind) {
      throw new BackupError(
        `${file} is a backup of ${KIND_NAMES[manifest.kind]}; this store is ${KIND_NAMES[kind]}. ` +
          `Restore it with the configuration of its kind.`,
      );
    }
    checkMigrations(manifest, knownMigrations());
    const force = values.force ?? false;
    let into: string;
    let tables;
    if (config.databaseUrl) {
      const restored = await restorePostgres(config.databaseUrl, work, manifest, force);
      into = `the PostgreSQL database ${restored.where}`;
      tables = restored.tables;
    } else {
      const restored = await restoreEmbedded(config, work, manifest, force);
      into = `the embedded store in ${config.dataDir} (with ${restored.files.join(', ') || 'no files'} in DATA_DIR)`;
      tables = restored.tables;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const rows = tables.reduce((sum, t) => sum + t.rows, 0);
    process.stdout.write(
      `Restored ${file}, taken ${manifest.created_at}, into ${into} (${seconds} s)\n` +
        `  ${tables.length} tables, ${rows} rows\n` +
        `  Start the store${config.databaseUrl ? ' (one instance first, then the others)' : ''}: ` +
        `it runs the migrations this version adds, if any.\n`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
