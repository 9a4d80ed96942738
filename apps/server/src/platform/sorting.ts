// A list's ORDER BY from its `sort` parameter (contract `sortParam`): the requested field, then
// the row's key in the same direction, so rows with equal values keep one order from page to page
// (a stable order); without a sort, the list's own default order. The field names come from the
// contract's allowlist and each list maps them to its columns here, so no column name ever comes
// from a request. Both directions are one btree index (column, key) read forwards or backwards:
// no NULLS FIRST/LAST is added, so PostgreSQL's defaults (nulls last ascending, first descending)
// match a backward scan (docs/decisions/0016-list-sorting.md).
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Sort } from '@store/contract/pagination';

/** Each sortable field of a list, by its contract name, and the column it sorts by. */
export type SortColumns<F extends string> = Readonly<Record<F, AnyColumn>>;

/**
 * A list's order, defined once by its feature and read by its pages and by its CSV export
 * (features/exports/queries.ts): the column of each sortable field, the row's key (the
 * tie-breaker), and the column of its default, newest first (that column, then the key, both
 * descending).
 */
export interface ListOrder<F extends string> {
  columns: Readonly<Record<F, PgColumn>>;
  key: PgColumn;
  newest: PgColumn;
}

/** A list's ORDER BY for `sort`, else newest first. */
export function listOrderBy<F extends string>(order: ListOrder<F>, sort?: Sort<F>): SQL[] {
  return orderByOf(sort, order.columns, order.key, [desc(order.newest), desc(order.key)]);
}

/**
 * The ORDER BY list for `sort`: `[field, key]` in the direction asked (just `[key]` when the field
 * is the key itself), else `defaultOrder` as it is.
 */
export function orderByOf<F extends string>(
  sort: Sort<F> | undefined,
  columns: SortColumns<F>,
  key: AnyColumn,
  defaultOrder: readonly SQL[],
): SQL[] {
  if (!sort) return [...defaultOrder];
  const by = sort.direction === 'desc' ? desc : asc;
  const column = columns[sort.field];
  return column === key ? [by(key)] : [by(column), by(key)];
}
