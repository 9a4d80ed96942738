import {
  RELEASES_PAGE_SIZE,
  type Release,
  type ReleaseCreateBody,
  type ReleaseListResponse,
  type ReleaseProductsResponse,
  type ReleaseUpdateBody,
} from '@store/contract/releases';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';

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

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.releases.all });
}

export function useCreateRelease() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ReleaseCreateBody) => api.post<Release>('/releases', body),
    onSuccess: invalidate,
  });
}

export function useUpdateRelease() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReleaseUpdateBody }) => api.patch<Release>(`/releases/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useDeleteRelease() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/releases/${id}`),
    onSuccess: invalidate,
  });
}
