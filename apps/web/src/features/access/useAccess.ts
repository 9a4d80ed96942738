import {
  ACCESS_DROPDOWN_LIMIT,
  ACCESS_LIST_LIMIT,
  ACCESS_PATHS,
  type Access,
  type AccessCreateBody,
  type AccessListResponse,
  type AccessUpdateBody,
} from '@store/contract/access';
import { PRODUCT_PATHS } from '@store/contract/products';
import { USER_PATHS } from '@store/contract/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCreateRecord, useDeleteRecord, useEditRecord } from '../../api/records.ts';

const listAccess = (query: { page: number; limit: number; search?: string }, signal: AbortSignal) =>
  api.get<AccessListResponse>(ACCESS_PATHS.list, { query, signal });

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
      api.get<{ users: UserOption[] }>(USER_PATHS.list, { query: { page: 1, limit: ACCESS_DROPDOWN_LIMIT }, signal }),
  });
}

export function useProductOptions() {
  return useQuery({
    queryKey: queryKeys.products.list({ limit: ACCESS_DROPDOWN_LIMIT }),
    queryFn: ({ signal }) =>
      api.get<{ products: ProductOption[] }>(PRODUCT_PATHS.list, {
        query: { page: 1, limit: ACCESS_DROPDOWN_LIMIT },
        signal,
      }),
  });
}

// The dashboard's Active Access count moves with grants.
const REFRESHED = [queryKeys.access.all, queryKeys.analytics.all] as const;

export const useGrantAccess = () => useCreateRecord<AccessCreateBody, Access>(ACCESS_PATHS.list, ...REFRESHED);

export const useUpdateAccess = () => useEditRecord<AccessUpdateBody, Access>(ACCESS_PATHS.item, ...REFRESHED);

export const useRevokeAccess = () => useDeleteRecord(ACCESS_PATHS.item, ...REFRESHED);
