import type { QueryKey } from '@tanstack/react-query';
import { readAllMatching, sortQuery, useDeleteRecord, usePagedList, type PagedList } from '../api/records.ts';
import { useRefresh } from '../api/refresh.ts';
import { useListView } from './useListView.ts';
import { useRecordDialogs, type DeleteFailed } from './useRecordDialogs.ts';
import { useRecordRoute } from './useRecordRoute.ts';
import { useSelection } from './useSelection.ts';

/** A server-paged list's answer: its rows under the list's own name, and the paging. */
type PagedAnswer = { pagination: { page: number; pages: number; total: number } };

/** The name the answer gives its rows ('users' in `{users, pagination}`). */
type RowsKey<T, Answer> = { [K in keyof Answer]: Answer[K] extends T[] ? K : never }[keyof Answer] & string;

/**
 * A feature's server-paged list, as its hooks file declares it: the list call, the name of its
 * rows in the answer, the record's item path (details, delete) and query keys, and a row's key.
 */
export interface PagedResource<T, Answer extends PagedAnswer> {
  list: PagedList;
  rows: RowsKey<T, Answer>;
  /** The record's item path in the contract ('/users/:id'). */
  item: string;
  keys: { all: QueryKey; detail: (key: string | number) => QueryKey };
  rowKey: (row: T) => string | number;
}

/**
 * The wiring of a server-paged list screen (users, products, countries, …): the view in the
 * address, the record route, the page read, the dialogs and the delete (by the record's key and
 * the revision the admin saw; a page the delete emptied steps back), and the ticked rows for bulk
 * actions. `frame` is what `<ListScreen>` takes of it, `bulk` what `<BulkActions>` takes, `query`
 * the view as the list call (and its export) reads it; the screen adds its columns, texts and
 * actions.
 */
export function usePagedListScreen<
  T extends { revision: number },
  Answer extends PagedAnswer,
  S extends string,
  F extends string = never,
>({
  resource: { list: call, rows: rowsKey, item, keys, rowKey },
  base,
  sorts,
  filters,
  defaultSort,
  deleteFailed,
  createFromAddress,
}: {
  resource: PagedResource<T, Answer>;
  /** The screen's address ('/users'); `/users/{key}` is a record. */
  base: string;
  sorts: readonly S[];
  /** The list's filters in the address (`role`, `created_from`), sent with every read and the export. */
  filters?: readonly F[];
  /** The order the server keeps when none is asked for, shown on its column. */
  defaultSort?: { field: S; direction: 'asc' | 'desc' };
  deleteFailed: DeleteFailed;
  /** `/users?new=1` (the command palette's "Create user") opens the create form. */
  createFromAddress?: boolean;
}) {
  const view = useListView({ sorts, filters });
  const route = useRecordRoute(base);
  const list = usePagedList<Answer>(call, {
    page: view.page,
    search: view.search,
    sort: view.sort,
    filters: view.filters,
  });
  const rows = (list.data?.[rowsKey] as T[] | undefined) ?? [];
  const remove = useDeleteRecord(item, keys.all);
  const dialogs = useRecordDialogs<T>({
    remove: (row) => remove.mutateAsync({ key: rowKey(row), revision: row.revision }),
    afterDelete: () => view.afterDelete(rows.length),
    deleteFailed,
    createFromAddress,
  });
  const selection = useSelection();
  const refresh = useRefresh(keys.all);
  const query = { ...view.filters, search: view.search, sort: sortQuery(view.sort) };
  return {
    view,
    route,
    dialogs,
    query,
    frame: {
      view,
      rows,
      rowKey,
      loading: list.isPending,
      failed: list.isError,
      pagination: list.data?.pagination,
      sorting: { sort: view.sort, defaultSort, onSort: view.setSort },
      record: { route, path: item, keys },
      dialogs,
    },
    bulk: {
      selection,
      total: list.data?.pagination.total ?? 0,
      pageRows: rows.length,
      matching: () => readAllMatching(call.path, rowsKey, query),
      onDone: () => void refresh(),
    },
  };
}
