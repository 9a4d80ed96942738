import {
  ACCESS_DROPDOWN_LIMIT,
  ACCESS_GROUPS_PER_PAGE,
  ACCESS_PATHS,
  type Access,
  type AccessCreateBody,
  type AccessExpiryFilter,
  type AccessStateFilter,
  type AccessGroupsResponse,
  type AccessUpdateBody,
} from '@store/contract/access';
import { PRODUCT_PATHS } from '@store/contract/products';
import { USER_PATHS } from '@store/contract/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { ProductOption, UserOption } from '../../api/pickers.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { loadFailed } from '../../api/loadErrors.ts';
import { useCreateRecord, useDeleteRecord, useEditRecord } from '../../api/records.ts';

/**
 * A page of the screen's groups (decision 0036): users with grants, newest grant first, each with
 * its grants, paged and searched on the server (`GET /access/groups`), so the screen reads 20
 * users' grants, not every grant of the store. The page shown stays while the next one loads.
 */
/** The grants' filters as the API takes them: expiry, product and state (issue 34). */
export interface GrantFilters {
  expiry?: AccessExpiryFilter;
  within_days?: string;
  product?: string;
  state?: AccessStateFilter;
}

export function useAccessGroups(page: number, search: string, filters: GrantFilters = {}) {
  const query = { page, limit: ACCESS_GROUPS_PER_PAGE, search: search.trim() || undefined, ...filters };
  return useQuery({
    queryKey: queryKeys.access.list({ groups: true, ...query }),
    queryFn: ({ signal }) => api.get<AccessGroupsResponse>(ACCESS_PATHS.groups, { query, signal }),
    placeholderData: keepPreviousData,
    meta: loadFailed('Failed to load access records'),
  });
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
