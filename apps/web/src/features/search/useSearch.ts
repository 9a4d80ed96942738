import { SEARCH_PATHS, type SearchResponse } from '@store/contract/search';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';

/** How long typing pauses before the palette asks the server (issue 18: "debounced"). */
export const SEARCH_DEBOUNCE_MS = 150;

/** `value` once it has stayed the same for `delayMs`. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The server's matches for what is typed in the palette (`GET /search`). Each text is its own
 * query, so an answer can only ever fill the text it was asked for: a slow answer to 'ord-20'
 * arriving after the one to 'ord-2025' is kept under its own key and never shown for the newer
 * text. `results` is the answer for exactly what is typed now (none while typing or fetching), so
 * Enter never opens a match of an older text.
 */
export function useSearch(text: string, enabled: boolean) {
  const q = text.trim();
  const settled = useSettled(q, SEARCH_DEBOUNCE_MS);
  const asked = enabled && settled !== '';
  const query = useQuery({
    queryKey: queryKeys.search.results(settled),
    queryFn: ({ signal }) => api.get<SearchResponse>(SEARCH_PATHS.search, { query: { q: settled }, signal }),
    enabled: asked,
  });
  const current = settled === q && asked;
  return {
    results: current ? query.data : undefined,
    searching: enabled && q !== '' && (!current || query.isPending),
    failed: current && query.isError,
  };
}
