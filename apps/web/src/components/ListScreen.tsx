import { Plus } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { RecordDialogs } from '../lib/useRecordDialogs.ts';
import type { RecordRoute } from '../lib/useRecordRoute.ts';
import { buttonClass } from './buttonClass.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DataTable, type Column, type TableSelection } from './DataTable.tsx';
import { PageHeader } from './PageHeader.tsx';
import { Pagination } from './Pagination.tsx';
import { RoutedRecord } from './RoutedRecord.tsx';
import { SearchInput } from './SearchInput.tsx';
import type { SortState } from './SortHeader.tsx';

/** The part of a list's view the frame uses (useListView). */
interface FrameView {
  search: string;
  onSearch: (value: string) => void;
  setPage: (page: number) => void;
}

export interface ListScreenProps<T> {
  title: string;
  description: ReactNode;
  view: FrameView;
  /** The header's actions before the create button (the export). */
  actions?: ReactNode;
  /** The create button's text ('Add User'): it opens the form for a new record. */
  createLabel?: string;
  search?: { label: string; placeholder?: string; delayMs?: number };
  /** Beside the search: the list's filters. */
  filters?: ReactNode;
  /** Between the search and the list: notices and the bulk actions. */
  notices?: ReactNode;
  /** The list's table: its rows are the page shown. */
  table: {
    caption: string;
    columns: Column<T>[];
    rows: T[];
    rowKey: (row: T) => string | number;
    emptyText: string;
    sorting?: SortState;
    selection?: TableSelection<T>;
  };
  loading: boolean;
  /** spec §8: a list whose read failed appears empty (the failure is logged where it is read). */
  failed?: boolean;
  /** Instead of the table: the list drawn its own way (the access grants grouped by user). */
  children?: ReactNode;
  /** The page shown and the count, once known; no paging line before. */
  pagination?: { page: number; pages: number; total: number } | null | undefined;
  /** The record named by the address (`/users/42`), shown over the list with its own modal. */
  record?: {
    route: RecordRoute;
    path: string;
    keys: { detail: (key: string | number) => QueryKey };
    title: string;
    notFound: string;
    /** Where the record is looked up before it is read (default: the table's rows). */
    rows?: readonly T[];
    render: (record: T, close: () => void) => ReactNode;
  };
  dialogs?: RecordDialogs<T>;
  /** The create / edit form: `record` is null for a new one. */
  form?: (record: T | null, close: () => void) => ReactNode;
  /** The delete confirmation: its title and question ('Delete User', 'Are you sure …?'). */
  confirmDelete?: { title: string; message: (record: T) => string; confirmLabel?: string };
}

/**
 * The frame of a list screen (spec 000 §2, 001 §2): the header with the export and the create
 * button, the search and filters, the table, the paging line, the record of the address over the
 * list, the form and the delete confirmation. A screen states its columns, filters and actions;
 * `useRecordDialogs` owns which dialog is open and what a delete does.
 */
export function ListScreen<T>(props: ListScreenProps<T>) {
  const { view, table, dialogs, record, confirmDelete } = props;
  const rows = props.failed ? [] : table.rows;
  const create = props.createLabel && dialogs ? props.createLabel : null;
  return (
    <div>
      <PageHeader
        title={props.title}
        description={props.description}
        actions={
          props.actions || create ? (
            <>
              {props.actions}
              {create ? (
                <button type="button" className={buttonClass('primary')} onClick={dialogs!.openCreate}>
                  <Plus aria-hidden="true" className="size-4" />
                  {create}
                </button>
              ) : null}
            </>
          ) : undefined
        }
      />
      {props.search || props.filters ? (
        <div className="mb-4 flex flex-wrap items-end gap-3">
          {props.search ? <SearchInput {...props.search} value={view.search} onSearch={view.onSearch} /> : null}
          {props.filters}
        </div>
      ) : null}
      {props.notices}
      {props.children ?? <DataTable {...table} rows={rows} loading={props.loading} />}
      {props.pagination && !props.failed ? <Pagination {...props.pagination} onPageChange={view.setPage} /> : null}

      {dialogs?.formOpen && props.form ? (
        <Fragment key={dialogs.editing === null ? 'new' : table.rowKey(dialogs.editing)}>
          {props.form(dialogs.editing, dialogs.close)}
        </Fragment>
      ) : null}
      {record ? (
        <RoutedRecord
          route={record.route}
          path={record.path}
          keys={record.keys}
          rows={record.rows ?? rows}
          rowKey={table.rowKey}
          title={record.title}
          notFound={record.notFound}
        >
          {record.render}
        </RoutedRecord>
      ) : null}
      {dialogs && confirmDelete ? (
        <ConfirmDialog
          open={dialogs.deleting !== null}
          onOpenChange={(o) => (o ? undefined : dialogs.close())}
          title={confirmDelete.title}
          message={dialogs.deleting === null ? '' : confirmDelete.message(dialogs.deleting)}
          confirmLabel={confirmDelete.confirmLabel ?? 'Delete'}
          tone="danger"
          onConfirm={dialogs.confirmDelete}
        />
      ) : null}
    </div>
  );
}
