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
    new RegExp(`Index Scan (Backward )?using ${index} on ${table}\\b`).test(plan) &&
    !new RegExp(`Seq Scan on ${table}\\b`).test(plan) &&
    !/^\s*(->\s+)?Sort\s+\(/m.test(plan)
  );
}
