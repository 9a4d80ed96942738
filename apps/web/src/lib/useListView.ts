import { parseSort, sortText, type Sort } from '@store/contract/pagination';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** The query-string names a list view uses besides its own filters. */
const PAGE = 'page';
const SEARCH = 'search';
const SORT = 'sort';

/** A view change: values to set ('' or undefined removes the parameter). */
export type ViewChange = Record<string, string | number | undefined>;

/**
 * The view of a list screen — page, search text, sort and the screen's filters — kept in the
 * query string (`/users?search=son&page=2&sort=-created_at`), so a reload restores it, Back and
 * Forward step through views and a pasted link opens the same view. Every change is a history
 * entry; a new search, filter or sort starts again at page 1 (spec 000 §9). Values the screen
 * does not know (a hand-edited `sort=nope`, `page=abc`) read as the default.
 */
export function useListView<F extends string = never, S extends string = never>(
  options: { filters?: readonly F[]; sorts?: readonly S[] } = {},
) {
  const [params, setParams] = useSearchParams();
  const { filters, sorts } = options;
  // The query string the next change builds on: the address on screen, or the one a change just
  // asked for and the screen has not rendered yet. react-router's own updater reads the params of
  // the render its setter came from, so a search landing right after a filter choice (a debounce
  // set before it) would drop the filter.
  const base = useRef(params);
  useLayoutEffect(() => {
    base.current = params;
  }, [params]);

  const rawPage = Number(params.get(PAGE));
  const page = Number.isSafeInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const search = params.get(SEARCH) ?? '';
  const sort = sorts ? parseSort(params.get(SORT), sorts) : undefined;
  const filterValues = Object.fromEntries((filters ?? []).map((name) => [name, params.get(name) ?? ''])) as Record<
    F,
    string
  >;

  /** Applies a change to the current query string; `replace` overwrites the history entry. */
  const change = useCallback(
    (values: ViewChange, { replace = false }: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(base.current);
      for (const [name, value] of Object.entries(values)) {
        if (value === undefined || value === '' || (name === PAGE && value === 1)) next.delete(name);
        else next.set(name, String(value));
      }
      base.current = next;
      setParams(next, { replace });
    },
    [setParams],
  );

  const setPage = useCallback((next: number) => change({ [PAGE]: next }), [change]);
  const onSearch = useCallback((value: string) => change({ [SEARCH]: value, [PAGE]: 1 }), [change]);
  const setFilter = useCallback((name: F, value: string) => change({ [name]: value, [PAGE]: 1 }), [change]);
  const setSort = useCallback(
    (next: Sort | undefined) => change({ [SORT]: next ? sortText(next) : undefined, [PAGE]: 1 }),
    [change],
  );

  /** Call once a delete went through, with the number of rows the page showed before it. */
  const afterDelete = useCallback(
    (rowsOnPage: number) => {
      if (rowsOnPage === 1 && page > 1) change({ [PAGE]: page - 1 }, { replace: true });
    },
    [change, page],
  );

  return {
    page,
    setPage,
    search,
    onSearch,
    sort,
    setSort,
    filters: filterValues,
    setFilter,
    change,
    afterDelete,
    /** The query string of this view (`?search=son&page=2`, or ''), for links that come back to it. */
    query: params.toString() ? `?${params.toString()}` : '',
  };
}

export type ListView<F extends string = never, S extends string = never> = ReturnType<typeof useListView<F, S>>;
