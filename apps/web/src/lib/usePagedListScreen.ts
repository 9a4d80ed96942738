import type { QueryKey } from '@tanstack/react-query';
import { useDeleteRecord, usePagedList, type PagedList } from '../api/records.ts';
import { useListView } from './useListView.ts';
import { useRecordDialogs, type DeleteFailed } from './useRecordDialogs.ts';
import { useRecordRoute } from './useRecordRoute.ts';

/** A server-paged list's answer: its rows under the list's own name, and the paging. */
type PagedAnswer = { pagination: { page: number; pages: number; total: number } };

/**
 * A feature's server-paged list, as its hooks file declares it: the list call, where the rows are
 * in the answer, the record's item path (details, delete) and query keys, and a row's key.
 */
export interface PagedResource<T, Answer extends PagedAnswer> {
  list: PagedList;
  rowsOf: (answer: Answer) => T[];
  /** The record's item path in the contract ('/users/:id'). */
  item: string;
  keys: { all: QueryKey; detail: (key: string | number) => QueryKey };
  rowKey: (row: T) => string | number;
}

/**
 * The wiring of a server-paged list screen (users, products, countries, …): the view in the
 * address, the record route, the page read, the dialogs and the delete (by the record's key and
 * the revision the admin saw; a page the delete emptied steps back). `frame` is what
 * `<ListScreen>` takes of it; the screen adds its columns, texts and actions.
 */
export function usePagedListScreen<T extends { revision: number }, Answer extends PagedAnswer, S extends string>({
  resource: { list: call, rowsOf, item, keys, rowKey },
  base,
  sorts,
  deleteFailed,
  createFromAddress,
}: {
  resource: PagedResource<T, Answer>;
  /** The screen's address ('/users'); `/users/{key}` is a record. */
  base: string;
  sorts: readonly S[];
  deleteFailed: DeleteFailed;
  /** `/users?new=1` (the command palette's "Create user") opens the create form. */
  createFromAddress?: boolean;
}) {
  const view = useListView({ sorts });
  const route = useRecordRoute(base);
  const list = usePagedList<Answer>(call, { page: view.page, search: view.search, sort: view.sort });
  const rows = list.data ? rowsOf(list.data) : [];
  const remove = useDeleteRecord(item, keys.all);
  const dialogs = useRecordDialogs<T>({
    remove: (row) => remove.mutateAsync({ key: rowKey(row), revision: row.revision }),
    afterDelete: () => view.afterDelete(rows.length),
    deleteFailed,
    createFromAddress,
  });
  return {
    view,
    route,
    list,
    dialogs,
    frame: {
      view,
      rows,
      rowKey,
      loading: list.isPending,
      failed: list.isError,
      pagination: list.data?.pagination,
      record: { route, path: item, keys },
      dialogs,
    },
  };
}
