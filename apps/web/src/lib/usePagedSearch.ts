import { useCallback, useState } from 'react';

/**
 * The page and search text of a paged, searchable list. A new search starts again at page 1
 * (spec 000 §9); `afterDelete` shows the page before when the row just deleted was the last one
 * of a page past the first.
 */
export function usePagedSearch() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');

  const onSearch = useCallback((value: string) => {
    setSearch(value);
    setPage(1);
  }, []);

  /** Call once a delete went through, with the number of rows the page showed before it. */
  const afterDelete = useCallback((rowsOnPage: number) => {
    if (rowsOnPage === 1) setPage((p) => (p > 1 ? p - 1 : p));
  }, []);

  return { page, setPage, search, onSearch, afterDelete };
}
