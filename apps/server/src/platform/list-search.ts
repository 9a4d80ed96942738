// The list search (docs/ARCHITECTURE.md glossary): a substring match with LIKE, served by the
// pg_trgm GIN indexes of the schema. The command palette's prefix search is features/search.
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** The text with LIKE's own wildcards (and its escape) escaped, so "50%" finds "50%" and not everything. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%`, lower-cased, wildcards escaped. */
export function containsPattern(search: string): string {
  return `%${escapeLike(search.toLowerCase())}%`;
}

/** `% text%`: the text at the start of a word after the first (a surname), wildcards escaped. */
export function wordStartPattern(search: string): string {
  return `% ${escapeLike(search.toLowerCase())}%`;
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

/**
 * `text%` with LIKE's own wildcards escaped, as SQL that lower-cases the text in the database (so
 * it is lowered exactly as the indexed column is, whatever the locale). Compared with a column
 * `collate "C"`, the planner reads it as a range of that column's byte-ordered index.
 */
export function startsWithPattern(search: string): SQL {
  return sql`(lower(${escapeLike(search)}::text) || '%')`;
}

/**
 * The rows of several searches, in their order, each record once and at most `limit` of them:
 * a palette group made of its matches by name, then by e-mail, and so on.
 */
export function firstDistinct<T extends { id: number }>(groups: readonly (readonly T[])[], limit: number): T[] {
  const seen = new Set<number>();
  return groups
    .flat()
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .slice(0, limit);
}
