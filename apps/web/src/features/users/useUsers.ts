import {
  USERS_PAGE_SIZE,
  type User,
  type UserCreateBody,
  type UsersResponse,
  type UserUpdateBody,
} from '@store/contract/users';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRefresh } from '../../api/refresh.ts';

/** spec 000 §7: `GET /users` with page, limit (10) and search → {users, pagination}. */
export function useUserList(params: { page: number; search: string }) {
  return useQuery({
    queryKey: queryKeys.users.list(params),
    queryFn: ({ signal }) =>
      api.get<UsersResponse>('/users', {
        query: { page: params.page, limit: USERS_PAGE_SIZE, search: params.search },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /users/{id}` for the details modal; the list's row shows meanwhile. */
export function useUser(user: User | null) {
  return useQuery({
    queryKey: queryKeys.users.detail(user?.id ?? 0),
    queryFn: ({ signal }) => api.get<User>(`/users/${user!.id}`, { signal }),
    enabled: user !== null,
    placeholderData: user ?? undefined,
  });
}

export function useCreateUser() {
  const refresh = useRefresh(queryKeys.users.all);
  return useMutation({
    mutationFn: (body: UserCreateBody) => api.post<User>('/users', body),
    onSuccess: refresh,
  });
}

/** `PATCH /users/{id}`: the password is left out of the body when it is blank (spec 000 §5). */
export function useUpdateUser() {
  const refresh = useRefresh(queryKeys.users.all);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UserUpdateBody }) => api.patch<User>(`/users/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteUser() {
  const refresh = useRefresh(queryKeys.users.all);
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/users/${id}`),
    onSuccess: refresh,
  });
}
