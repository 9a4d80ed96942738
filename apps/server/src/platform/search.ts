// Substring search with ILIKE / LIKE, served by the pg_trgm GIN indexes of the schema.
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** `%text%` with LIKE's own wildcards escaped, so "50%" finds "50%" and not everything. */
export function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The rows of `table` a search matches, found before they are ordered and paged: a subquery
 * fenced with OFFSET 0 under the table's own name, so the list's ORDER BY and columns read it
 * unchanged. Without the fence the planner may walk the list's ordered index and test every row
 * against the pattern, hoping to fill the page early — a read of the whole table when only a few
 * rows match, chosen whenever ANALYZE's sample happens to contain the searched text. Fenced, a
 * search costs what its matches cost (the trigram bitmap scan), like the total beside it.
 */
export function searchMatches(db: Db, table: PgTable, where: SQL) {
  return db.select().from(table).where(where).offset(OFFSET_ZERO).as(getTableName(table));
}

// Drizzle leaves out `offset 0` given as the number 0 (it changes nothing at the top level); as
// SQL it is written out, and in a subquery it is the planner's fence.
const OFFSET_ZERO = sql`0` as unknown as number;
