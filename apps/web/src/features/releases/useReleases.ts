import {
  RELEASES_PAGE_SIZE,
  type Release,
  type ReleaseCreateBody,
  type ReleaseListResponse,
  type ReleaseProductsResponse,
  type ReleaseUpdateBody,
} from '@store/contract/releases';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRefresh } from '../../api/refresh.ts';

/** spec 001 §7: `GET /releases` with page, limit (10) and search, paged on the server. */
export function useReleaseList(params: { page: number; search: string }) {
  return useQuery({
    queryKey: queryKeys.releases.list(params),
    queryFn: ({ signal }) =>
      api.get<ReleaseListResponse>('/releases', {
        query: { page: params.page, limit: RELEASES_PAGE_SIZE, search: params.search },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** spec 001 §5: only downloadable products are offered (the releases API lists them). */
export function useReleaseProducts(enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.releases.all, 'products'],
    queryFn: ({ signal }) => api.get<ReleaseProductsResponse>('/releases/products', { signal }),
    enabled,
  });
}

export function useCreateRelease() {
  const refresh = useRefresh(queryKeys.releases.all);
  return useMutation({
    mutationFn: (body: ReleaseCreateBody) => api.post<Release>('/releases', body),
    onSuccess: refresh,
  });
}

export function useUpdateRelease() {
  const refresh = useRefresh(queryKeys.releases.all);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReleaseUpdateBody }) => api.patch<Release>(`/releases/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteRelease() {
  const refresh = useRefresh(queryKeys.releases.all);
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/releases/${id}`),
    onSuccess: refresh,
  });
}
