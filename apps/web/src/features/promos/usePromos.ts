import {
  PROMO_FETCH_LIMIT,
  type Promo,
  type PromoCreateBody,
  type PromoListResponse,
  type PromoUpdateBody,
} from '@store/contract/promos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRefresh } from '../../api/refresh.ts';

/** spec 001 §7/§9: every promo at once (limit 10000); the screen searches and pages them itself. */
const LIST_PARAMS = { page: 1, limit: PROMO_FETCH_LIMIT } as const;
const listKey = queryKeys.promos.list(LIST_PARAMS);

export function usePromoList() {
  return useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => api.get<PromoListResponse>('/promos', { query: LIST_PARAMS, signal }),
  });
}

export function useCreatePromo() {
  const refresh = useRefresh(queryKeys.promos.all);
  return useMutation({
    mutationFn: (body: PromoCreateBody) => api.post<Promo>('/promos', body),
    onSuccess: refresh,
  });
}

export function useUpdatePromo() {
  const refresh = useRefresh(queryKeys.promos.all);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PromoUpdateBody }) => api.patch<Promo>(`/promos/${id}`, body),
    onSuccess: refresh,
  });
}

/**
 * The enable toggle (spec 001 §4): the list shows the new state at once and goes back to the old
 * one when the server refuses; the list is re-read either way.
 */
export function useTogglePromo() {
  const client = useQueryClient();
  const refresh = useRefresh(queryKeys.promos.all);
  const setEnabled = (id: number, isEnabled: boolean) =>
    client.setQueryData<PromoListResponse>(listKey, (old) =>
      old ? { ...old, data: old.data.map((p) => (p.id === id ? { ...p, is_enabled: isEnabled } : p)) } : old,
    );
  return useMutation({
    mutationFn: ({ id, isEnabled }: { id: number; isEnabled: boolean }) =>
      api.patch<Promo>(`/promos/${id}`, { is_enabled: isEnabled } satisfies PromoUpdateBody),
    onMutate: async ({ id, isEnabled }) => {
      await client.cancelQueries({ queryKey: listKey });
      setEnabled(id, isEnabled);
    },
    onError: (_err, { id, isEnabled }) => setEnabled(id, !isEnabled),
    onSettled: refresh,
  });
}

export function useDeletePromo() {
  const refresh = useRefresh(queryKeys.promos.all);
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/promos/${id}`),
    onSuccess: refresh,
  });
}

/** GET /promos/{id}, for the details modal; the list's row shows meanwhile. */
export function usePromo(promo: Promo | null) {
  return useQuery({
    queryKey: queryKeys.promos.detail(promo?.id ?? 0),
    queryFn: ({ signal }) => api.get<Promo>(`/promos/${promo!.id}`, { signal }),
    enabled: promo !== null,
    placeholderData: promo ?? undefined,
  });
}
