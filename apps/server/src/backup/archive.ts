// The backup file (decision 0057): a gzip'd tar, written and read with npm's own `tar` package, so
// `tar -tzf FILE` lists it anywhere. It holds `backup.json` (what kind of store it is and which
// migrations its database had), the database (`database/pglite.tar`, PGlite's dump of its data
// folder, or `database/postgres.pgdump`, pg_dump's custom format) and, for the embedded store, the
// files kept beside the database in DATA_DIR (`data-dir/jwt-secret`, …). It holds secrets.
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as tar from 'tar';
import { z } from 'zod';
import type { StoreMigrations } from './store-rows.ts';

export const BACKUP_FORMAT = 'store-admin-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST = 'backup.json';
/** The embedded store's files kept beside its database, under this folder of the archive. */
export const DATA_DIR_ENTRY = 'data-dir';
export const DATABASE_ENTRY = { embedded: 'database/pglite.tar', postgres: 'database/postgres.pgdump' } as const;

export type StoreKind = keyof typeof DATABASE_ENTRY;

const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  kind: z.enum(['embedded', 'postgres']),
  created_at: z.string(),
  migrations: z.object({ applied: z.number().int(), last_created_at: z.number().nullable() }),
  /** The tool that wrote the database: PGlite's or pg_dump's version. */
  database: z.object({ tool: z.string(), version: z.string() }),
  /** The files from DATA_DIR (embedded store), by name: a name, never a path out of DATA_DIR. */
  files: z.array(z.string().regex(/^(?!\.\.?$)[^/\\]+$/)),
});

export type Manifest = z.infer<typeof ManifestSchema>;

/** An expected problem: its message is the whole story, printed without a stack. */
export class BackupError extends Error {}

export const KIND_NAMES: Record<StoreKind, string> = {
  embedded: 'an embedded store (DATA_DIR, no DATABASE_URL)',
  postgres: 'a PostgreSQL store (DATABASE_URL)',
};

/** A work folder beside `near` (same file system as the file written there), removed by the caller. */
export function workFolder(near: string): string {
  const path = `${near}.work-${process.pid}`;
  rmSync(path, { recursive: true, force: true });
  mkdirSync(path, { recursive: true, mode: 0o700 });
  return path;
}

/**
 * Writes the archive of `work` (which holds the database entry and the data-dir files) to `out`:
 * first beside it, then renamed, so `out` is never a half-written backup. Readable by its owner only.
 */
export async function writeArchive(out: string, work: string, manifest: Manifest): Promise<number> {
  writeFileSync(join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  const entries = [MANIFEST, DATABASE_ENTRY[manifest.kind], ...manifest.files.map((f) => `${DATA_DIR_ENTRY}/${f}`)];
  const partial = `${out}.partial-${process.pid}`;
  try {
    await tar.create({ gzip: true, file: partial, cwd: work, portable: true, mode: 0o600 }, entries);
    chmodSync(partial, 0o600);
    renameSync(partial, out);
  } finally {
    rmSync(partial, { force: true });
  }
  return statSync(out).size;
}

/** Unpacks a backup into `work` and answers its manifest; anything else is refused with a reason. */
export async function readArchive(file: string, work: string): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  if (!statSync(file).isFile()) throw new BackupError(`${file} is not a file.`);
  const notBackup = (why: string) => new BackupError(`${file} is not a store backup (${why}).`);
  try {
    // Only the entries a backup has; tar itself refuses absolute paths and `..`.
    await tar.extract({
      file,
      cwd: work,
      strict: true,
      filter: (path) => path === MANIFEST || path.startsWith('database/') || path.startsWith(`${DATA_DIR_ENTRY}/`),
    });
  } catch (err) {
    throw notBackup(`not a gzip'd tar: ${err instanceof Error ? err.message : String(err)}`);
  }
  const manifestFile = join(work, MANIFEST);
  if (!existsSync(manifestFile)) throw notBackup(`no ${MANIFEST} in it`);
  let manifest: Manifest;
  try {
    manifest = ManifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
  } catch {
    throw notBackup(`its ${MANIFEST} is not one this version writes`);
  }
  const missing = [DATABASE_ENTRY[manifest.kind], ...manifest.files.map((f) => `${DATA_DIR_ENTRY}/${f}`)].filter(
    (entry) => !existsSync(join(work, entry)),
  );
  if (missing.length > 0) throw notBackup(`${missing.join(', ')} missing`);
  return manifest;
}

/**
 * Refuses a backup whose database ran migrations this version of the store does not have: the
 * older code would run on a schema it does not know. An older backup is fine: the next start
 * brings it up to date.
 */
export function checkMigrations(manifest: Manifest, known: StoreMigrations): void {
  const taken = manifest.migrations.last_created_at ?? 0;
  if (taken > (known.last_created_at ?? 0)) {
    throw new BackupError(
      `This backup was taken from a newer version of the store (its database has ${manifest.migrations.applied} ` +
        `migrations; this version knows ${known.applied}). Restore it with that version or a later one.`,
    );
  }
}

/** The restored database has the migrations the backup's manifest names, or the file was not whole. */
export function checkRestored(migrations: StoreMigrations, manifest: Manifest): void {
  if (migrations.applied !== manifest.migrations.applied) {
    throw new BackupError(
      `The restored database has ${migrations.applied} migrations, the backup's manifest says ` +
        `${manifest.migrations.applied}: the backup file is damaged or was not written whole.`,
    );
  }
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
