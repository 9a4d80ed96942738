import {
  ACCESS_DROPDOWN_LIMIT,
  ACCESS_LIST_LIMIT,
  type Access,
  type AccessCreateBody,
  type AccessListResponse,
  type AccessUpdateBody,
} from '@store/contract/access';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';

/** spec 001 §9: the screen reads every grant at once (limit 10000) and groups them by user. */
export function useAccessList() {
  return useQuery({
    queryKey: queryKeys.access.list({ limit: ACCESS_LIST_LIMIT }),
    queryFn: ({ signal }) =>
      api.get<AccessListResponse>('/access', { query: { page: 1, limit: ACCESS_LIST_LIMIT }, signal }),
  });
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

function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.access.all }),
      // The dashboard's Active Access count moves with grants.
      client.invalidateQueries({ queryKey: queryKeys.analytics.all }),
    ]);
}

export function useGrantAccess() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: AccessCreateBody) => api.post<Access>('/access', body),
    onSuccess: invalidate,
  });
}

export function useUpdateAccess() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AccessUpdateBody }) => api.patch<Access>(`/access/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useRevokeAccess() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/access/${id}`),
    onSuccess: invalidate,
  });
}
