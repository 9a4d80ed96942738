import {
  USERS_PAGE_SIZE,
  type User,
  type UserCreateBody,
  type UsersResponse,
  type UserUpdateBody,
} from '@store/contract/users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';

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

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.users.all });
}

export function useCreateUser() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: UserCreateBody) => api.post<User>('/users', body),
    onSuccess: invalidate,
  });
}

/** `PATCH /users/{id}`: the password is left out of the body when it is blank (spec 000 §5). */
export function useUpdateUser() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UserUpdateBody }) => api.patch<User>(`/users/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/users/${id}`),
    onSuccess: invalidate,
  });
}
