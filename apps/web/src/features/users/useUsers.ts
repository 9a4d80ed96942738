import type { Pagination } from '@store/contract/pagination';
import { pathTo } from '@store/contract/paths';
import {
  USER_PATHS,
  USERS_PAGE_SIZE,
  type CustomerSummary,
  type UserOrdersResponse,
  type UserProductsResponse,
  type User,
  type UserCreateBody,
  type UsersResponse,
  type UserUpdateBody,
} from '@store/contract/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
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

/** The customer's summary: lifetime value per currency, first and last order, refunds and mails. */
export function useCustomerSummary(userId: number) {
  return useQuery({
    queryKey: [...queryKeys.users.detail(userId), 'summary'] as const,
    queryFn: ({ signal }) => api.get<CustomerSummary>(pathTo(USER_PATHS.summary, { id: userId }), { signal }),
  });
}

/** Rows a page of the customer's orders or grants shows. */
export const CUSTOMER_PAGE_SIZE = 10;

/** A page of a customer's list, as the customer page shows it. */
export interface CustomerPage<T> {
  rows: T[];
  pagination: Pagination;
}

function useCustomerList<T, Answer extends { pagination: Pagination }>(
  path: string,
  userId: number,
  page: number,
  rowsOf: (answer: Answer) => T[],
) {
  return useQuery({
    queryKey: [...queryKeys.users.detail(userId), path, page] as const,
    queryFn: async ({ signal }): Promise<CustomerPage<T>> => {
      const answer = await api.get<Answer>(`${pathTo(path, { id: userId })}?page=${page}&limit=${CUSTOMER_PAGE_SIZE}`, {
        signal,
      });
      return { rows: rowsOf(answer), pagination: answer.pagination };
    },
    placeholderData: keepPreviousData,
  });
}

/** A page of the customer's orders, newest first. */
export const useCustomerOrders = (userId: number, page: number) =>
  useCustomerList(USER_PATHS.orders, userId, page, (a: UserOrdersResponse) => a.orders);

/** A page of the customer's access grants, newest first. */
export const useCustomerGrants = (userId: number, page: number) =>
  useCustomerList(USER_PATHS.products, userId, page, (a: UserProductsResponse) => a.products);
