// Reading a whole list in batches by keyset (decision 0017): each batch is its own short query,
// `WHERE <the list's filters> AND (key, id) after the last row ORDER BY key, id LIMIT n`, served
// by the list's own (key, id) index. No transaction or cursor is held between batches, so a big
// export never blocks PGlite's single connection nor holds a PostgreSQL snapshot for minutes.
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SortDirection } from '@store/contract/pagination';

/**
 * A list's order: one sort column, then the id as the tie-breaker, both in the same direction.
 * NULLs sort as PostgreSQL sorts them by default (first when descending, last when ascending),
 * the same as the list's `ORDER BY column DESC, id DESC` without a NULLS clause.
 */
export interface KeysetOrder {
  column: PgColumn;
  id: PgColumn;
  direction: SortDirection;
}

/** Where the previous batch ended: its last row's sort key (as PostgreSQL's text) and id. */
export interface KeysetCursor {
  key: string | null;
  id: number;
}

export function keysetOrder(column: PgColumn, id: PgColumn, direction: SortDirection = 'desc'): KeysetOrder {
  return { column, id, direction };
}

export function keysetOrderBy(order: KeysetOrder): SQL[] {
  const by = order.direction === 'desc' ? desc : asc;
  return [by(order.column), by(order.id)];
}

/**
 * The sort key of a row as PostgreSQL writes it: exact (a timestamp keeps its microseconds, which
 * a JavaScript Date would round away and so skip or repeat rows) and cast back unchanged.
 */
export function keysetKey(order: KeysetOrder): SQL<string | null> {
  return sql<string | null>`(${order.column})::text`;
}

/** The rows after `cursor` in `order`; undefined for the first batch. */
export function keysetAfter(order: KeysetOrder, cursor: KeysetCursor | null): SQL | undefined {
  if (!cursor) return undefined;
  const { column, id } = order;
  const key = sql`cast(${cursor.key} as ${sql.raw(column.getSQLType())})`;
  const lastId = sql`cast(${cursor.id} as ${sql.raw(id.getSQLType())})`;
  const after = order.direction === 'desc' ? sql.raw('<') : sql.raw('>');
  // A row comparison, which a (column, id) index serves directly.
  const beyond = sql`(${column}, ${id}) ${after} (${key}, ${lastId})`;
  if (column.notNull) return beyond;
  // A nullable key: NULLs come first going down and last going up.
  if (order.direction === 'desc') {
    return cursor.key === null ? sql`((${column} is null and ${id} < ${lastId}) or ${column} is not null)` : beyond;
  }
  return cursor.key === null ? sql`(${column} is null and ${id} > ${lastId})` : sql`(${beyond} or ${column} is null)`;
}
