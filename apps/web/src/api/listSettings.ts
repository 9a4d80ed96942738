// The signed-in admin's own settings of a list (decision 0064): the columns it shows, read once
// per list and session, saved optimistically (a display preference: the table follows the click
// at once; a refused save puts the last columns back and says so).
import { LIST_SETTINGS_PATHS } from '@store/contract/list-settings';
import { pathTo } from '@store/contract/paths';
import type { ListSettings, UpdateListSettingsBody, ViewList } from '@store/contract/views';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorToast } from '../lib/toast.ts';
import { api } from './client.ts';
import { queryKeys } from './queryKeys.ts';

const COLUMNS_NOT_SAVED = 'Could not save your columns';

/** The admin's columns of `list` (null: the list's own), read once: only this admin changes them. */
export function useListSettings(list: ViewList) {
  return useQuery({
    queryKey: queryKeys.listSettings.detail(list),
    queryFn: ({ signal }) => api.get<ListSettings>(pathTo(LIST_SETTINGS_PATHS.item, { list }), { signal }),
    staleTime: Infinity,
  });
}

/** Saves the admin's columns of `list`; the read above shows them before the server answers. */
export function useSaveListSettings(list: ViewList) {
  const client = useQueryClient();
  const key = queryKeys.listSettings.detail(list);
  return useMutation({
    mutationFn: (columns: string[] | null) =>
      api.put<ListSettings>(pathTo(LIST_SETTINGS_PATHS.item, { list }), {
        columns,
      } satisfies UpdateListSettingsBody),
    onMutate: async (columns) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<ListSettings>(key);
      client.setQueryData<ListSettings>(key, { list, columns });
      return { before };
    },
    onSuccess: (saved) => client.setQueryData(key, saved),
    onError: (error, _columns, context) => {
      client.setQueryData(key, context?.before ?? { list, columns: null });
      errorToast(error, COLUMNS_NOT_SAVED);
    },
  });
}
