// The database's own ceiling for the P2 comparison (issue 19): `pgbench -S` (select-only
// primary-key reads) against a database of its own on the same PostgreSQL server, the same number
// of clients and seconds as the list's autocannon run, over TCP as the server connects.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

export const PGBENCH_DB = 'store_bench_pgbench';

function connection(base: string) {
  const url = new URL(base);
  return ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres')];
}

function run(args: string[]): string {
  const result = spawnSync('pgbench', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pgbench ${args.join(' ')} failed: ${result.stderr || result.error}`);
  return `${result.stdout}\n${result.stderr}`;
}

/** Makes the pgbench database (scale 10: 1M accounts) unless it is there already. */
export async function preparePgbench(base: string, scale: number): Promise<void> {
  const admin = new pg.Client({ connectionString: `${base.replace(/\/$/, '')}/postgres` });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [PGBENCH_DB]);
    if (exists.rowCount === 0) await admin.query(`create database ${PGBENCH_DB}`);
  } finally {
    await admin.end();
  }
  const db = new pg.Client({ connectionString: `${base.replace(/\/$/, '')}/${PGBENCH_DB}` });
  await db.connect();
  try {
    const ready = await db.query(`select count(*)::int as n from pg_tables where tablename = 'pgbench_branches'`);
    const branches =
      ready.rows[0].n === 1 ? (await db.query('select count(*)::int as n from pgbench_branches')).rows[0].n : 0;
    if (branches === scale) return;
  } finally {
    await db.end();
  }
  run(['-i', '-q', '-s', String(scale), ...connection(base), PGBENCH_DB]);
}

/** Transactions a second of `pgbench -S -c <clients> -T <seconds>`. */
export function pgbenchSelectTps(base: string, clients: number, seconds: number): number {
  const out = run(['-S', '-c', String(clients), '-j', '2', '-T', String(seconds), ...connection(base), PGBENCH_DB]);
  const match = /tps = ([\d.]+)/.exec(out);
  if (!match) throw new Error(`no tps in pgbench's output: ${out.slice(0, 500)}`);
  return Number(match[1]);
}
