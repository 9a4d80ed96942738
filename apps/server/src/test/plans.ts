// EXPLAIN for the plan tests: the plan PostgreSQL (or PGlite) chooses for a query the services
// build, as the text EXPLAIN prints.
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export async function explain(database: Database, query: SQLWrapper): Promise<string> {
  const result = (await database.db.execute(sql`explain ${query}`)) as unknown as {
    rows: { 'QUERY PLAN': string }[];
  };
  return result.rows.map((line) => line['QUERY PLAN']).join('\n');
}

/**
 * A sorted page read through `index` in its order (forwards or backwards): no scan of the whole
 * table and no Sort of it. An Incremental Sort over the index is fine: it only orders the rows
 * of one value of a unique column by the tie-break, a group of one.
 */
export function isIndexOrdered(plan: string, table: string, index: string): boolean {
  return (
    new RegExp(`Index (Only )?Scan (Backward )?using ${index} on ${table}\\b`).test(plan) &&
    !new RegExp(`Seq Scan on ${table}\\b`).test(plan) &&
    !/^\s*(->\s+)?Sort\s+\(/m.test(plan)
  );
}

/**
 * Test set-up speed only: runs `fill` with the named GIN indexes taking new entries into a large
 * pending list, merges the lists, and leaves each index with the storage its schema gives it, so
 * the indexes end up as they would be had the rows come one by one.
 */
export async function fillThroughPendingLists(
  database: Database,
  indexes: readonly string[],
  fill: () => Promise<void>,
): Promise<void> {
  const { db } = database;
  const options = new Map<string, string[] | null>();
  for (const name of indexes) {
    const { rows } = (await db.execute(
      sql`select reloptions from pg_class where oid = ${name}::regclass`,
    )) as unknown as { rows: { reloptions: string[] | null }[] };
    options.set(name, rows[0]?.reloptions ?? null);
    await db.execute(sql`alter index ${sql.identifier(name)} set (fastupdate = on, gin_pending_list_limit = 65536)`);
  }
  await fill();
  for (const [name, own] of options) {
    await db.execute(sql`select gin_clean_pending_list(${name}::regclass)`);
    await db.execute(sql`alter index ${sql.identifier(name)} reset (fastupdate, gin_pending_list_limit)`);
    if (own?.length) await db.execute(sql`alter index ${sql.identifier(name)} set (${sql.raw(own.join(', '))})`);
  }
}
