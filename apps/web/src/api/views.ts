// Saved views (issue 34, decision 0065): one list's for the bar above it, every list's for the
// command palette (their changes: viewChanges.ts). Types only from the contract's schemas, so
// the palette, drawn with every screen, carries no zod into a first visit.
import { VIEW_PATHS, type ViewList } from '@store/contract/view-lists';
import type { SavedViewsResponse } from '@store/contract/views';
import { useQuery } from '@tanstack/react-query';
import { api } from './client.ts';
import { queryKeys } from './queryKeys.ts';

/** The admin's views and the shared ones: of `list`, or of every list the role opens. */
export function useSavedViews(list?: ViewList, enabled = true) {
  return useQuery({
    queryKey: queryKeys.views.list(list ? { list } : {}),
    queryFn: ({ signal }) =>
      api.get<SavedViewsResponse>(VIEW_PATHS.list, { query: { list }, signal }).then((answer) => answer.views),
    enabled,
  });
}
