import type { BulkRecord } from '@store/contract/bulk';
import { sortText, type Sort } from '@store/contract/pagination';
import { keepPreviousData, useMutation, useQuery, type QueryKey } from '@tanstack/react-query';
import { api, ApiError } from './client.ts';
import { loadFailed } from './loadErrors.ts';
import { useRefresh } from './refresh.ts';

/**
 * The create, edit and delete calls of a record, one definition for every feature: the path comes
 * from the feature's contract (`PRODUCT_PATHS.item` = '/products/:id'), edits and deletes send the
 * revision they were based on as `If-Match`, and a success refreshes the feature's queries.
 */

/** A record's item path with its one `:param` filled in: ('/countries/:code', 'FR') → '/countries/FR'. */
export function itemPath(template: string, key: string | number): string {
  return template.replace(/:[A-Za-z_]+/, encodeURIComponent(String(key)));
}

/** What an edit sends: which record, the body, and the revision it was based on. */
export interface RecordEdit<Body> {
  key: string | number;
  body: Body;
  revision?: number | undefined;
}

/** What a delete sends: which record and the revision the admin saw. */
export interface RecordDelete {
  key: string | number;
  revision?: number | undefined;
}

export function useCreateRecord<Body, Saved>(listPath: string, ...refreshKeys: QueryKey[]) {
  const refresh = useRefresh(...refreshKeys);
  return useMutation({
    mutationFn: (body: Body) => api.post<Saved>(listPath, body),
    onSuccess: refresh,
  });
}

export function useEditRecord<Body, Saved>(template: string, ...refreshKeys: QueryKey[]) {
  const refresh = useRefresh(...refreshKeys);
  return useMutation({
    mutationFn: ({ key, body, revision }: RecordEdit<Body>) =>
      api.patch<Saved>(itemPath(template, key), body, { ifMatch: revision }),
    onSuccess: refresh,
  });
}

export function useDeleteRecord(template: string, ...refreshKeys: QueryKey[]) {
  const refresh = useRefresh(...refreshKeys);
  return useMutation({
    mutationFn: ({ key, revision }: RecordDelete) => api.delete<void>(itemPath(template, key), { ifMatch: revision }),
    onSuccess: refresh,
  });
}

/**
 * `GET` one record by its key, for the record's own address (`/users/42`). `missing` is true when
 * there is no such record (404, or a key that cannot be one: 400).
 */
export function useRecord<T>(
  template: string,
  keys: { detail: (key: string | number) => QueryKey },
  key: string | number | undefined,
) {
  const query = useQuery({
    queryKey: keys.detail(key ?? ''),
    queryFn: ({ signal }) => api.get<T>(itemPath(template, key!), { signal }),
    enabled: key !== undefined,
  });
  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  return { ...query, missing };
}

/** A list call's `sort` parameter: left out when the list keeps its own order. */
export const sortQuery = (sort: Sort | undefined) => (sort ? sortText(sort) : undefined);

/** The view of a server-paged list: the page, the search text and the order asked for. */
export interface ListParams {
  page: number;
  search: string;
  sort?: Sort | undefined;
  /** The list's filters, by their names in the address ('' is unset). */
  filters?: Record<string, string>;
}

/** A server-paged list: its path, its query keys, its page size and what its failed read logs. */
export interface PagedList {
  path: string;
  keys: { list: (params: ListParams) => QueryKey };
  limit: number;
  /** spec §8: the text a failed read is logged with ('Failed to load users'). */
  loadFailed: string;
}

/**
 * A server-paged list (`GET /users?page&limit&search&sort`): the page on screen stays while the
 * next one loads.
 */
export function usePagedList<Response>(list: PagedList, params: ListParams) {
  return useQuery({
    queryKey: list.keys.list(params),
    queryFn: ({ signal }) =>
      api.get<Response>(list.path, {
        query: {
          ...params.filters,
          page: params.page,
          limit: list.limit,
          search: params.search,
          sort: sortQuery(params.sort),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: loadFailed(list.loadFailed),
  });
}

/** React Query's own guard on placeholder data (a function is read as a placeholder function). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type Placeholder<T> = T extends Function ? never : T;

/**
 * `GET` the record a list row shows (`/users/{id}`), for its details modal: the row shows
 * meanwhile, and stays when the read fails (`loadFailed`, when given, is logged).
 */
export function useRecordDetail<T>(
  template: string,
  keys: { detail: (key: string | number) => QueryKey },
  row: T | null,
  key: (row: T) => string | number,
  failed?: string,
) {
  return useQuery<T>({
    queryKey: keys.detail(row === null ? '' : key(row)),
    queryFn: ({ signal }) => api.get<T>(itemPath(template, key(row!)), { signal }),
    enabled: row !== null,
    placeholderData: (row ?? undefined) as Placeholder<T> | undefined,
    ...(failed ? { meta: loadFailed(failed) } : {}),
  });
}

/** The page size "all N matching" reads a list's records with (the bulk limit: one turn a page). */
const MATCHING_PAGE = 1000;

/**
 * Every record of a server-paged list's view (search, filters, sort), as `{id, revision}`, for a
 * bulk action on "all N matching": read page after page, before anything is changed.
 */
export async function readAllMatching(
  listPath: string,
  rowsKey: string,
  query: Record<string, string | undefined>,
): Promise<BulkRecord[]> {
  const picked: BulkRecord[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.get<Record<string, unknown> & { pagination: { pages: number } }>(listPath, {
      query: { ...query, page, limit: MATCHING_PAGE },
    });
    const rows = answer[rowsKey] as BulkRecord[];
    for (const r of rows) picked.push({ id: r.id, revision: r.revision });
    if (page >= answer.pagination.pages) return picked;
  }
}
