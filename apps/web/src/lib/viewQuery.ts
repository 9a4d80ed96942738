// A list's view as a saved view keeps it (decision 0065): the address's query string without
// what is not a view — the page shown and an open create form — and with the admin's own columns
// when the address names none, so a view opens the list as it looked when it was saved. Pure.
import { COLUMNS_PARAM } from './listColumns.ts';

/** Parts of a list's address that are not its view. */
const NOT_VIEW = ['page', 'new'];

/** The view in `params` as a query string (without `?`), in the address's own order. */
export function viewQueryOf(params: URLSearchParams, keptColumns?: readonly string[] | null): string {
  const view = new URLSearchParams(params);
  for (const key of NOT_VIEW) view.delete(key);
  if (keptColumns && keptColumns.length > 0 && !view.has(COLUMNS_PARAM)) {
    view.set(COLUMNS_PARAM, keptColumns.join(','));
  }
  return view.toString();
}

/** A query's parameters in one order, empty values left out: two queries that show the same view match. */
function canonical(query: string): string {
  const pairs = [...new URLSearchParams(query)].filter(([, value]) => value !== '');
  pairs.sort(([a, x], [b, y]) => (a === b ? x.localeCompare(y) : a.localeCompare(b)));
  return new URLSearchParams(pairs).toString();
}

/** Whether two views' queries show the same view (parameter order and empty values aside). */
export function sameView(a: string, b: string): boolean {
  return canonical(a) === canonical(b);
}
