import {
  ACCESS_DROPDOWN_LIMIT,
  ACCESS_LIST_LIMIT,
  type Access,
  type AccessCreateBody,
  type AccessListResponse,
  type AccessUpdateBody,
} from '@store/contract/access';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRefresh } from '../../api/refresh.ts';

const listAccess = (query: { page: number; limit: number; search?: string }, signal: AbortSignal) =>
  api.get<AccessListResponse>('/access', { query, signal });

/**
 * spec 001 §9: the screen reads every grant at once (limit 10000) and groups them by user. A
 * store with more grants than that gets its newest 10,000 (`truncated`, with the `total`), and a
 * search then asks the server (same fields: user name or e-mail), so no grant is out of reach.
 */
export function useAccessList(search: string) {
  const all = useQuery({
    queryKey: queryKeys.access.list({ limit: ACCESS_LIST_LIMIT }),
    queryFn: ({ signal }) => listAccess({ page: 1, limit: ACCESS_LIST_LIMIT }, signal),
  });
  const truncated = all.data !== undefined && all.data.pagination.total > all.data.access.length;
  const needle = search.trim();
  const searched = useQuery({
    queryKey: queryKeys.access.list({ limit: ACCESS_LIST_LIMIT, search: needle }),
    queryFn: ({ signal }) => listAccess({ page: 1, limit: ACCESS_LIST_LIMIT, search: needle }, signal),
    enabled: truncated && needle !== '',
    placeholderData: keepPreviousData,
  });
  const onServer = truncated && needle !== '';
  return {
    data: onServer ? searched.data : all.data,
    error: all.error ?? (onServer ? searched.error : null),
    isPending: all.isPending || (onServer && searched.isPending),
    truncated,
    /** Grants read at once, and all there are. */
    loaded: all.data?.access.length ?? 0,
    total: all.data?.pagination.total ?? 0,
  };
}

export interface UserOption {
  id: number;
  name: string;
  email: string;
}
export interface ProductOption {
  id: number;
  name: string;
}

/** spec 001 §7: the grant form's dropdowns, `GET /users` and `GET /products` with limit 1000. */
export function useUserOptions() {
  return useQuery({
    queryKey: queryKeys.users.list({ limit: ACCESS_DROPDOWN_LIMIT }),
    queryFn: ({ signal }) =>
      api.get<{ users: UserOption[] }>('/users', { query: { page: 1, limit: ACCESS_DROPDOWN_LIMIT }, signal }),
  });
}

export function useProductOptions() {
  return useQuery({
    queryKey: queryKeys.products.list({ limit: ACCESS_DROPDOWN_LIMIT }),
    queryFn: ({ signal }) =>
      api.get<{ products: ProductOption[] }>('/products', {
        query: { page: 1, limit: ACCESS_DROPDOWN_LIMIT },
        signal,
      }),
  });
}

// The dashboard's Active Access count moves with grants.
const useRefreshAccess = () => useRefresh(queryKeys.access.all, queryKeys.analytics.all);

export function useGrantAccess() {
  const refresh = useRefreshAccess();
  return useMutation({
    mutationFn: (body: AccessCreateBody) => api.post<Access>('/access', body),
    onSuccess: refresh,
  });
}

export function useUpdateAccess() {
  const refresh = useRefreshAccess();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AccessUpdateBody }) => api.patch<Access>(`/access/${id}`, body),
    onSuccess: refresh,
  });
}

export function useRevokeAccess() {
  const refresh = useRefreshAccess();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/access/${id}`),
    onSuccess: refresh,
  });
}
