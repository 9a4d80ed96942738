import {
  USER_PATHS,
  USERS_PAGE_SIZE,
  type User,
  type UserCreateBody,
  type UsersResponse,
  type UserUpdateBody,
} from '@store/contract/users';
import { queryKeys } from '../../api/queryKeys.ts';
import type { PagedResource } from '../../lib/usePagedListScreen.ts';
import { useCreateRecord, useEditRecord, useRecordDetail } from '../../api/records.ts';

/** spec 000 §7: `GET /users` with page, limit (10) and search → {users, pagination}. */
export const userList: PagedResource<User, UsersResponse> = {
  list: { path: USER_PATHS.list, keys: queryKeys.users, limit: USERS_PAGE_SIZE, loadFailed: 'Failed to load users' },
  rows: 'users',
  item: USER_PATHS.item,
  keys: queryKeys.users,
  rowKey: (u) => u.id,
};

/** `GET /users/{id}` for the details modal; the list's row shows meanwhile. */
export const useUser = (user: User | null) =>
  useRecordDetail(USER_PATHS.item, queryKeys.users, user, (u) => u.id, 'Failed to load user');

export const useCreateUser = () => useCreateRecord<UserCreateBody, User>(USER_PATHS.list, queryKeys.users.all);

/** `PATCH /users/{id}`: the password is left out of the body when it is blank (spec 000 §5). */
export const useUpdateUser = () => useEditRecord<UserUpdateBody, User>(USER_PATHS.item, queryKeys.users.all);
