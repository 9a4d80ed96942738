// `npm run backup` and `npm run restore` as production runs them: the server bundle built into a
// folder of this test, its backup.js and restore.js run as processes with a user's environment.
// A demo store (with orders, and an admin enrolled in two-step) is backed up, wiped, restored, and
// its every table's rows and a checksum of its orders compared; then the store starts on what was
// restored and the admin signs in with a two-step code, which proves its keys came back. Embedded
// always; PostgreSQL too when DATABASE_URL is set (CI's API pass), on a database and a role of its own.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { appliedMigrations, knownMigrations, tableRows, type TableRows } from '../backup/store-rows.ts';
import { loadConfig, type Config } from '../config.ts';
import { openPglite, type Database } from '../db/client.ts';
import { embeddedDatabaseFolder, openDatabase } from '../db/open.ts';
import { orders } from '../db/schema/index.ts';
import { prepare } from '../startup.ts';
import { awayFromStepEdge, codeAt } from '../test/totp.ts';

const root = new URL('../../../..', import.meta.url).pathname;
// Inside the repository: the bundle finds the packages it leaves out in its node_modules.
const work = join(root, 'test-results', `backup-${randomUUID().slice(0, 8)}`);
const dist = join(work, 'dist');
const postgresUrl = process.env.DATABASE_URL;
const ADMIN = { email: 'backup-admin@example.com', password: 'backup-password-1234' };

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the bundle's `name`.js as `npm run <name>` does, with only the environment given. */
function run(name: 'backup' | 'restore', args: string[], env: Record<string, string>, bundle = dist): Promise<Run> {
  const child = spawn(process.execPath, [join(bundle, `${name}.js`), ...args], {
    cwd: work,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

/** What the store holds: every table's rows, and a checksum of every order's whole row. */
async function snapshot(database: Database): Promise<{ tables: TableRows[]; orders: string }> {
  const { rows } = await database.db.execute<{ sum: string }>(
    sql`select md5(string_agg(o::text, '|' order by o.id)) as sum from ${orders} o`,
  );
  return { tables: await tableRows(database), orders: rows[0]!.sum };
}

const ordersOf = (tables: TableRows[]) => tables.find((t) => t.table === 'orders')!.rows;

/** The store's settings, as the server reads them. */
function storeConfig(env: Record<string, string>): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JOBS_RUN: 'false',
    SEED_DEMO: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
  });
}

/** Starts the store (prepare + buildApp, as main.ts does) for `use`, then stops it. */
async function withStore<T>(config: Config, use: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>) {
  const { deps } = await prepare(config);
  const app = await buildApp(deps, { logger: false });
  await app.ready();
  try {
    return await use(app);
  } finally {
    await app.close();
    await deps.database.close();
  }
}

const post = (app: Awaited<ReturnType<typeof buildApp>>, url: string, payload: object, token?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin${url}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** A demo store with orders, whose admin turns two-step on; answers the two-step secret. */
async function seedStore(config: Config): Promise<string> {
  return withStore(config, async (app) => {
    const login = await post(app, '/auth/login', ADMIN);
    expect(login.statusCode, login.body).toBe(200);
    const { token } = login.json<{ token: string }>();
    const start = await post(app, '/auth/two-step/enrolment', {}, token);
    expect(start.statusCode, start.body).toBe(200);
    const { secret } = start.json<{ secret: string }>();
    await awayFromStepEdge();
    const confirm = await post(app, '/auth/two-step/enrolment/confirm', { code: codeAt(secret, -1) }, token);
    expect(confirm.statusCode, confirm.body).toBe(200);
    return secret;
  });
}

/** The admin signs in on the restored store: password, then a code of the secret enrolled before. */
async function signInWithTwoStep(config: Config, secret: string): Promise<void> {
  await withStore(config, async (app) => {
    const login = await post(app, '/auth/login', ADMIN);
    expect(login.statusCode, login.body).toBe(200);
    const { challenge } = login.json<{ mfa_required: boolean; challenge: string }>();
    expect(challenge).toEqual(expect.any(String));
    await awayFromStepEdge();
    const done = await post(app, '/auth/login/mfa', { challenge, code: codeAt(secret) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ token: expect.any(String) });
  });
}

function expectWritten(result: Run, file: string): void {
  expect(result.code, result.stderr).toBe(0);
  expect(result.stdout.startsWith(`Backup written to ${file} (`)).toBe(true);
  expect(result.stdout).toMatch(/^Backup written to .* \(\d+(\.\d)? (B|KB|MB), \d+\.\d s\)\n/);
  // It holds secrets: its owner alone reads it.
  expect(statSync(file).mode & 0o777).toBe(0o600);
}

beforeAll(async () => {
  mkdirSync(work, { recursive: true });
  // A path in a variable: the build script is JavaScript, imported as the tests run.
  const script = join(root, 'scripts/build-server.mjs');
  const { buildServer } = (await import(script)) as { buildServer(o: { outdir: string }): Promise<void> };
  await buildServer({ outdir: dist });
}, 120_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('the commands', () => {
  it('explain themselves with --help', async () => {
    for (const name of ['backup', 'restore'] as const) {
      const help = await run(name, ['--help'], {});
      expect(help.code).toBe(0);
      expect(help.stdout).toContain(`Usage: npm run ${name} --`);
    }
  });

  it('refuse a missing --out, a missing FILE and an unknown option with exit 2 and the usage', async () => {
    const noOut = await run('backup', [], {});
    expect(noOut.code).toBe(2);
    expect(noOut.stderr).toContain('--out FILE is missing');
    expect(noOut.stderr).toContain('Usage: npm run backup -- --out FILE');
    const noFile = await run('restore', [], {});
    expect(noFile.code).toBe(2);
    expect(noFile.stderr).toContain('FILE is missing');
    const unknown = await run('restore', ['x.tar.gz', '--overwrite'], {});
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--overwrite'");
  });

  it('refuse a file that is not a backup, without a stack', async () => {
    const file = join(work, 'notes.txt');
    writeFileSync(file, 'not a backup');
    const result = await run('restore', [file], { DATA_DIR: join(work, 'nothing') });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${file} is not a store backup`);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('an embedded store', () => {
  const dataDir = join(work, 'embedded');
  const env = { DATA_DIR: dataDir };
  const file = join(work, 'embedded-backup.tar.gz');
  const config = storeConfig(env);
  let secret = '';
  let before: Awaited<ReturnType<typeof snapshot>>;
  let jwtSecret = '';
  let totpKey = '';

  beforeAll(async () => {
    secret = await seedStore(config);
    const database = await openDatabase(config);
    before = await snapshot(database);
    await database.close();
    jwtSecret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8');
    totpKey = readFileSync(join(dataDir, 'totp-key'), 'utf8');
  }, 180_000);

  it('is not backed up while its database is open', async () => {
    const open = await openPglite({ dataDir: embeddedDatabaseFolder(dataDir) });
    try {
      const result = await run('backup', ['--out', join(work, 'live.tar.gz')], env);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('is open: stop the store first');
      expect(existsSync(join(work, 'live.tar.gz'))).toBe(false);
    } finally {
      await open.close();
    }
  });

  it('is backed up, wiped, restored whole with its keys, and signs its two-step admin in', async () => {
    expect(ordersOf(before.tables)).toBeGreaterThan(100);
    expectWritten(await run('backup', ['--out', file], env), file);
    expect(readFileSync(join(work, 'embedded-backup.tar.gz')).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect((await run('backup', ['--out', file], env)).stderr).toContain(`${file} exists`);

    rmSync(dataDir, { recursive: true });
    const restored = await run('restore', [file], env);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`into the embedded store in ${dataDir} (with jwt-secret, totp-key in DATA_DIR)`);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(jwtSecret);
    expect(readFileSync(join(dataDir, 'totp-key'), 'utf8')).toBe(totpKey);

    const database = await openPglite({ dataDir: embeddedDatabaseFolder(dataDir) });
    const after = await snapshot(database);
    await database.close();
    expect(after).toEqual(before);
    await signInWithTwoStep(config, secret);
  }, 120_000);

  it('replaces a store that has data only with --force', async () => {
    const database = await openDatabase(config);
    await database.db.execute(sql`update orders set customer_email = 'changed-' || customer_email where id % 2 = 0`);
    const changed = await snapshot(database);
    await database.close();
    expect(changed.orders).not.toBe(before.orders);

    const refused = await run('restore', [file], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The embedded store in ${dataDir} has data:`);
    expect(refused.stderr).toContain(`orders (${ordersOf(changed.tables)} rows)`);
    expect(refused.stderr).toContain('--force');

    const forced = await run('restore', [file, '--force'], env);
    expect(forced.code, forced.stderr).toBe(0);
    const restored = await openPglite({ dataDir: embeddedDatabaseFolder(dataDir) });
    expect(await snapshot(restored)).toEqual(before);
    await restored.close();
  }, 120_000);

  it('refuses a backup cut short, as an interrupted copy leaves it, and changes nothing', async () => {
    const cut = join(work, 'cut.tar.gz');
    cpSync(file, cut);
    truncateSync(cut, Math.floor(statSync(cut).size * 0.9));
    const result = await run('restore', [cut, '--force'], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${cut} is not a store backup`);
    const database = await openPglite({ dataDir: embeddedDatabaseFolder(dataDir) });
    expect(await snapshot(database)).toEqual(before);
    await database.close();
  }, 60_000);

  it('is not restored into a store on PostgreSQL', async () => {
    // Refused from the backup's manifest, before any connection: this address serves nothing.
    const result = await run('restore', [file], {
      DATABASE_URL: 'postgres://store@127.0.0.1:1/store',
      JWT_SECRET: 'x'.repeat(40),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'is a backup of an embedded store (DATA_DIR, no DATABASE_URL); this store is a PostgreSQL store (DATABASE_URL)',
    );
  });

  describe('taken by an older version', () => {
    // The older version: this bundle with its newest migration taken out.
    const oldDist = join(work, 'old-dist');
    const oldData = join(work, 'old-store');
    const oldFile = join(work, 'old-backup.tar.gz');

    beforeAll(async () => {
      cpSync(dist, oldDist, { recursive: true });
      const journalFile = join(oldDist, 'migrations/meta/_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
      const newest = journal.entries.pop()!;
      writeFileSync(journalFile, JSON.stringify(journal));
      rmSync(join(oldDist, 'migrations', `${newest.tag}.sql`));
      const database = await openPglite({ dataDir: embeddedDatabaseFolder(oldData) });
      const [{ drizzle }, { migrate }] = await Promise.all([
        import('drizzle-orm/node-postgres'),
        import('drizzle-orm/node-postgres/migrator'),
      ]);
      await migrate(drizzle({ client: database.db.$client }), { migrationsFolder: join(oldDist, 'migrations') });
      await database.close();
      const taken = await run('backup', ['--out', oldFile], { DATA_DIR: oldData });
      expect(taken.code, taken.stderr).toBe(0);
    }, 120_000);

    it('is restored, and the next start runs the migrations added since', async () => {
      const target = join(work, 'upgraded');
      const result = await run('restore', [oldFile], { DATA_DIR: target });
      expect(result.code, result.stderr).toBe(0);
      const known = knownMigrations();
      const restored = await openPglite({ dataDir: embeddedDatabaseFolder(target) });
      expect((await appliedMigrations(restored)).applied).toBe(known.applied - 1);
      await restored.close();
      const started = await openDatabase(storeConfig({ DATA_DIR: target }));
      expect(await appliedMigrations(started)).toEqual(known);
      await started.close();
    }, 120_000);

    it('refuses a backup of a newer version', async () => {
      const result = await run('restore', [file], { DATA_DIR: join(work, 'older-target') }, oldDist);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('This backup was taken from a newer version of the store');
      expect(existsSync(join(work, 'older-target', 'pglite'))).toBe(false);
    });
  });
});

describe.runIf(postgresUrl)('a store on PostgreSQL', () => {
  const suffix = randomUUID().slice(0, 8);
  const name = `store_backup_test_${suffix}`;
  // A role of its own with a password, owning the database, as a production store's would.
  const role = `store_backup_${suffix}`;
  const password = `pw-${randomUUID()}`;
  const url = new URL(postgresUrl ?? 'postgres://localhost');
  url.username = role;
  url.password = password;
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), JWT_SECRET: `backup-test-secret-${randomUUID()}` };
  const config = storeConfig(env);
  const file = join(work, 'postgres-backup.tar.gz');
  let admin: pg.Client;
  let secret = '';
  let before: Awaited<ReturnType<typeof snapshot>>;

  const createDatabase = () => admin.query(`create database ${name} owner ${role}`);
  const dropDatabase = () => admin.query(`drop database if exists ${name} with (force)`);

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create role ${role} login password '${password}'`);
    await createDatabase();
    secret = await seedStore(config);
    const database = await openDatabase(config);
    before = await snapshot(database);
    await database.close();
  }, 180_000);

  afterAll(async () => {
    await dropDatabase();
    await admin.query(`drop role if exists ${role}`);
    await admin.end();
  });

  it('is backed up while it runs, wiped, restored whole, and signs its two-step admin in', async () => {
    expect(ordersOf(before.tables)).toBeGreaterThan(100);
    // Backed up live: a store is serving on the database meanwhile.
    const taken = await withStore(config, async (app) => {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      return run('backup', ['--out', file], env);
    });
    expectWritten(taken, file);
    expect(taken.stdout).toContain('PostgreSQL database (DATABASE_URL)');

    await dropDatabase();
    await createDatabase();
    const restored = await run('restore', [file], env);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`into the PostgreSQL database ${url.host}/${name}`);
    for (const output of [taken, restored]) expect(output.stdout + output.stderr).not.toContain(password);

    const database = await openDatabase(config);
    expect(await snapshot(database)).toEqual(before);
    await database.close();
    await signInWithTwoStep(config, secret);
  }, 120_000);

  it('replaces a database that has data only with --force, whole, in one transaction', async () => {
    const database = await openDatabase(config);
    await database.db.execute(sql`update orders set customer_email = 'changed-' || customer_email where id % 2 = 0`);
    // A table the backup does not have, as a newer version's migration would leave.
    await database.db.execute(sql`create table newer_feature (id int)`);
    const changed = await snapshot(database);
    await database.close();
    expect(changed.orders).not.toBe(before.orders);

    const refused = await run('restore', [file], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The database ${url.host}/${name} has data:`);
    expect(refused.stderr).toContain(`orders (${ordersOf(changed.tables)} rows)`);

    const forced = await run('restore', [file, '--force'], env);
    expect(forced.code, forced.stderr).toBe(0);
    const restored = await openDatabase(config);
    expect(await snapshot(restored)).toEqual(before);
    await restored.close();
  }, 120_000);

  it('leaves the database as it was when pg_restore cannot read the dump', async () => {
    // The same backup with its dump cut in half.
    const unpacked = join(work, 'damaged');
    mkdirSync(unpacked);
    await tar.extract({ file, cwd: unpacked });
    const dump = join(unpacked, 'database/postgres.pgdump');
    truncateSync(dump, Math.floor(statSync(dump).size / 2));
    const damaged = join(work, 'damaged.tar.gz');
    await tar.create({ gzip: true, file: damaged, cwd: unpacked }, ['backup.json', 'database/postgres.pgdump']);

    const result = await run('restore', [damaged, '--force'], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('pg_restore failed');
    expect(result.stderr).toContain(`Nothing was changed in the database ${url.host}/${name}`);
    const database = await openDatabase(config);
    expect(await snapshot(database)).toEqual(before);
    await database.close();
  }, 60_000);

  it('is not restored into an embedded store', async () => {
    const target = join(work, 'not-postgres');
    const result = await run('restore', [file], { DATA_DIR: target });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'is a backup of a PostgreSQL store (DATABASE_URL); this store is an embedded store (DATA_DIR, no DATABASE_URL)',
    );
    expect(existsSync(target)).toBe(false);
  });
});
