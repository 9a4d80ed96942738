// `npm run seed:scale -- --users 100000 --orders 1000000 [--audit N] [--reset] [--database-url URL | --pglite DIR]`
// Fills a dedicated database with a store at scale (apps/server/src/seed/scale.ts). PostgreSQL by
// default, in its own database (created when missing; `--reset` drops and recreates it); or an
// embedded PGlite data directory (`--pglite DIR`, used by the server as DATA_DIR=DIR).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, runMigrations, type Database } from '../apps/server/src/db/client.ts';
import { scaleOptions, seedScale } from '../apps/server/src/seed/scale.ts';

export const DEFAULT_SCALE_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/store_bench';

const USAGE = `Usage: npm run seed:scale -- [options]
  --users N          customers and admins (default 100000)
  --orders N         orders, each with items and a payment session (default 1000000)
  --audit N          audit log rows (default: as many as orders)
  --products N, --promos N, --templates N   catalogue sizes (default: grow with √users)
  --days N           days of history (default 730)
  --until ISO        end of the history (default: now); fix it to reproduce a database exactly
  --seed N           the generator's seed (default 8)
  --admin-email E, --admin-password P       the admin account (default admin@example.com / admin-pass-123)
  --database-url U   PostgreSQL database to fill (default ${DEFAULT_SCALE_DATABASE_URL}); created when missing
  --pglite DIR       fill an embedded PGlite store instead (serve it with DATA_DIR=DIR)
  --reset            drop whatever the target holds first (required when it is not empty)`;

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    orders: { type: 'string', default: '1000000' },
    audit: { type: 'string' },
    products: { type: 'string' },
    promos: { type: 'string' },
    templates: { type: 'string' },
    days: { type: 'string' },
    until: { type: 'string' },
    seed: { type: 'string' },
    'admin-email': { type: 'string' },
    'admin-password': { type: 'string' },
    'database-url': { type: 'string' },
    pglite: { type: 'string' },
    reset: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const int = (value: string | undefined) => (value === undefined ? undefined : Number(value.replace(/_/g, '')));

/** Creates the database when missing (or drops and recreates it with --reset). */
async function preparePostgres(url: string, reset: boolean): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`unexpected database name: ${name}`);
  if (['postgres', 'template0', 'template1'].includes(name)) {
    throw new Error(`refusing to fill the "${name}" database: give a dedicated one`);
  }
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount && reset) await client.query(`drop database "${name}" with (force)`);
    if (!rowCount || reset) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const options = scaleOptions({
    users: int(values.users)!,
    orders: int(values.orders)!,
    audit: int(values.audit),
    products: int(values.products),
    promos: int(values.promos),
    templates: int(values.templates),
    days: int(values.days),
    until: values.until,
    seed: int(values.seed),
    adminEmail: values['admin-email'],
    adminPassword: values['admin-password'],
  });
  let database: Database;
  let where: string;
  if (values.pglite) {
    if (values.reset) rmSync(join(values.pglite, 'pglite'), { recursive: true, force: true });
    database = await openPglite({ dataDir: join(values.pglite, 'pglite') });
    where = `PGlite in ${values.pglite}`;
  } else {
    const url = values['database-url'] ?? DEFAULT_SCALE_DATABASE_URL;
    await preparePostgres(url, values.reset);
    database = await openPostgres(url, { poolSize: 2 });
    where = url.replace(/:[^:@/]*@/, ':***@');
  }
  console.log(
    `Filling ${where}: ${options.users} users, ${options.orders} orders, ${options.audit} audit rows, ` +
      `${options.products} products, ${options.promos} promo codes (seed ${options.seed}, until ${options.until})`,
  );
  try {
    await runMigrations(database);
    const summary = await seedScale(database, options, (line) => console.log(line));
    // A store in service has been vacuumed (visibility map set, so counts can use index-only
    // scans): measure that, not the state right after a bulk load. VACUUM cannot run in a
    // transaction, and the server's pool would cancel it after 10 s: its own connection here.
    const started = performance.now();
    if (values.pglite) {
      await database.db.execute(sql.raw('vacuum (analyze)'));
    } else {
      const client = new pg.Client({ connectionString: values['database-url'] ?? DEFAULT_SCALE_DATABASE_URL });
      await client.connect();
      await client.query('vacuum (analyze)').finally(() => client.end());
    }
    console.log(`  ${'vacuum (analyze)'.padEnd(28)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
    console.log(`Done in ${summary.seconds} s:`);
    for (const [table, n] of Object.entries(summary.rows)) console.log(`  ${table.padEnd(28)} ${n}`);
    console.log(`Sign in as ${options.adminEmail}`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  // drizzle wraps the database's error (with the whole statement); show the cause first.
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : undefined;
  console.error(cause ?? (err instanceof Error ? err.message.slice(0, 2000) : err));
  console.error(USAGE);
  process.exit(1);
});
