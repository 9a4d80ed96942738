import {
  PROMO_FETCH_LIMIT,
  PROMO_PATHS,
  type Promo,
  type PromoCreateBody,
  type PromoListResponse,
  type PromoUpdateBody,
} from '@store/contract/promos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { loadFailed } from '../../api/loadErrors.ts';
import { itemPath, useCreateRecord, useDeleteRecord, useEditRecord, useRecordDetail } from '../../api/records.ts';
import { useRefresh } from '../../api/refresh.ts';

/** spec 001 §7/§9: every promo at once (limit 10000); the screen searches and pages them itself. */
const LIST_PARAMS = { page: 1, limit: PROMO_FETCH_LIMIT } as const;
const listKey = queryKeys.promos.list(LIST_PARAMS);

export function usePromoList() {
  return useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => api.get<PromoListResponse>(PROMO_PATHS.list, { query: LIST_PARAMS, signal }),
    meta: loadFailed('Failed to load promo codes'),
  });
}

export const useCreatePromo = () => useCreateRecord<PromoCreateBody, Promo>(PROMO_PATHS.list, queryKeys.promos.all);

/** `PATCH /promos/{id}`, based on the revision the form opened. */
export const useUpdatePromo = () => useEditRecord<PromoUpdateBody, Promo>(PROMO_PATHS.item, queryKeys.promos.all);

/**
 * The enable toggle (spec 001 §4): the list shows the new state at once and goes back to the old
 * one when the server refuses (a 412 when someone changed the promo since the list was read); the
 * list is re-read either way.
 */
export function useTogglePromo() {
  const client = useQueryClient();
  const refresh = useRefresh(queryKeys.promos.all);
  const setRow = (id: number, change: (promo: Promo) => Promo) =>
    client.setQueryData<PromoListResponse>(listKey, (old) =>
      old ? { ...old, data: old.data.map((p) => (p.id === id ? change(p) : p)) } : old,
    );
  const setEnabled = (id: number, isEnabled: boolean) => setRow(id, (p) => ({ ...p, is_enabled: isEnabled }));
  return useMutation({
    mutationFn: ({ id, isEnabled, revision }: { id: number; isEnabled: boolean; revision: number }) =>
      api.patch<Promo>(itemPath(PROMO_PATHS.item, id), { is_enabled: isEnabled } satisfies PromoUpdateBody, {
        ifMatch: revision,
      }),
    onMutate: async ({ id, isEnabled }) => {
      await client.cancelQueries({ queryKey: listKey });
      setEnabled(id, isEnabled);
    },
    // The saved row carries its new revision, so a second toggle before the list is read again
    // is based on it.
    onSuccess: (saved) => setRow(saved.id, () => saved),
    onError: (_err, { id, isEnabled }) => setEnabled(id, !isEnabled),
    onSettled: refresh,
  });
}

export const useDeletePromo = () => useDeleteRecord(PROMO_PATHS.item, queryKeys.promos.all);

/** GET /promos/{id}, for the details modal; the list's row shows meanwhile. */
export const usePromo = (promo: Promo | null) =>
  useRecordDetail(PROMO_PATHS.item, queryKeys.promos, promo, (p) => p.id);
