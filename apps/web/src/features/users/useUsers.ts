import {
  USER_PATHS,
  USERS_PAGE_SIZE,
  type User,
  type UserCreateBody,
  type UsersResponse,
  type UserUpdateBody,
} from '@store/contract/users';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import {
  itemPath,
  usePagedList,
  type ListParams,
  useCreateRecord,
  useDeleteRecord,
  useEditRecord,
} from '../../api/records.ts';

/** spec 000 §7: `GET /users` with page, limit (10) and search → {users, pagination}. */
export const useUserList = (params: ListParams) =>
  usePagedList<UsersResponse>(USER_PATHS.list, queryKeys.users, USERS_PAGE_SIZE, params);

/** `GET /users/{id}` for the details modal; the list's row shows meanwhile. */
export function useUser(user: User | null) {
  return useQuery({
    queryKey: queryKeys.users.detail(user?.id ?? 0),
    queryFn: ({ signal }) => api.get<User>(itemPath(USER_PATHS.item, user!.id), { signal }),
    enabled: user !== null,
    placeholderData: user ?? undefined,
  });
}

export const useCreateUser = () => useCreateRecord<UserCreateBody, User>(USER_PATHS.list, queryKeys.users.all);

/** `PATCH /users/{id}`: the password is left out of the body when it is blank (spec 000 §5). */
export const useUpdateUser = () => useEditRecord<UserUpdateBody, User>(USER_PATHS.item, queryKeys.users.all);

export const useDeleteUser = () => useDeleteRecord(USER_PATHS.item, queryKeys.users.all);
