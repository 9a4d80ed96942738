import { Plus } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { ViewList } from '@store/contract/view-lists';
import type { RecordDialogs } from '../lib/useRecordDialogs.ts';
import type { RecordRoute } from '../lib/useRecordRoute.ts';
import { buttonClass } from './buttonClass.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DataTable, type Column, type TableSelection } from './DataTable.tsx';
import { PageHeader } from './PageHeader.tsx';
import { Pagination } from './Pagination.tsx';
import { RoutedRecord } from './RoutedRecord.tsx';
import { SavedViewsBar } from './SavedViewsBar.tsx';
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
  /** The list's view in the address, for the search and the paging (a short list has neither). */
  view?: FrameView;
  /** The header's actions before the create button (the export). */
  actions?: ReactNode;
  /** The list whose saved views and work queues show above it (decision 0065). */
  views?: ViewList;
  /** The create button's text ('Add User'): it opens the form for a new record. */
  createLabel?: string;
  search?: { label: string; placeholder?: string; delayMs?: number };
  /** Beside the search: the list's filters. */
  filters?: ReactNode;
  /** The "Columns" button of useListColumns, at the end of the search line (wide screens). */
  columnPicker?: ReactNode;
  /** Between the search and the list: notices and the bulk actions. */
  notices?: ReactNode;
  /** The rows of the page shown, and each one's key. */
  rows: T[];
  rowKey: (row: T) => string | number;
  /** The list's table (or `children`). */
  table?: {
    caption: string;
    columns: Column<T>[];
    emptyText: string;
    selection?: TableSelection<T>;
  };
  /** The columns that name a sort field become clickable headers. */
  sorting?: SortState;
  loading: boolean;
  /** The page shown is the last one while the next loads: dimmed. */
  dimmed?: boolean;
  /** spec §8: a list whose read failed appears empty (the failure is logged where it is read). */
  failed?: boolean;
  /** Instead of the table: the list drawn its own way (the access grants grouped by user). */
  children?: ReactNode;
  /** The page shown and the count, once known; no paging line before. */
  pagination?: { page: number; pages: number; total: number } | null | undefined;
  /** The record named by the address (`/users/42`): its route, item path and query keys. */
  record?: {
    route: RecordRoute;
    path: string;
    keys: { detail: (key: string | number) => QueryKey };
    /** Where the record is looked up before it is read (default: the table's rows). */
    rows?: readonly T[];
  };
  /** That record's modal, and its title and text for a record that does not exist. */
  details?: { title: string; notFound: string; render: (record: T, close: () => void) => ReactNode };
  dialogs?: RecordDialogs<T>;
  /** The create / edit form: `record` is null for a new one. */
  form?: (record: T | null, close: () => void) => ReactNode;
  /** The delete confirmation: its title and question ('Delete User', 'Are you sure …?'). */
  confirmDelete?: { title: string; message: (record: T) => string; confirmLabel?: string };
  /** The screen's other dialogs (an API key's revoke confirmation). */
  overlays?: ReactNode;
}

/**
 * The frame of a list screen (spec 000 §2, 001 §2): the header with the export and the create
 * button, the search and filters, the table, the paging line, the record of the address over the
 * list, the form and the delete confirmation. A screen states its columns, filters and actions;
 * `useRecordDialogs` owns which dialog is open and what a delete does.
 */
export function ListScreen<T>(props: ListScreenProps<T>) {
  const { view, table, rowKey, dialogs, record, details, confirmDelete } = props;
  const rows = props.failed ? [] : props.rows;
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
      {props.views ? <SavedViewsBar list={props.views} /> : null}
      {props.search || props.filters || props.columnPicker ? (
        <div className="mb-4 flex flex-wrap items-end gap-3">
          {props.search && view ? <SearchInput {...props.search} value={view.search} onSearch={view.onSearch} /> : null}
          {props.filters}
          {props.columnPicker ? <div className="ml-auto">{props.columnPicker}</div> : null}
        </div>
      ) : null}
      {props.notices}
      <div className={props.dimmed ? 'opacity-60 transition-opacity' : undefined}>
        {props.children ??
          (table ? (
            <DataTable {...table} rows={rows} rowKey={rowKey} loading={props.loading} sorting={props.sorting} />
          ) : null)}
        {props.pagination && view && !props.failed ? (
          <Pagination {...props.pagination} onPageChange={view.setPage} />
        ) : null}
      </div>

      {dialogs?.formOpen && props.form ? (
        <Fragment key={dialogs.editing === null ? 'new' : rowKey(dialogs.editing)}>
          {props.form(dialogs.editing, dialogs.close)}
        </Fragment>
      ) : null}
      {record && details ? (
        <RoutedRecord
          route={record.route}
          path={record.path}
          keys={record.keys}
          rows={record.rows ?? rows}
          rowKey={rowKey}
          title={details.title}
          notFound={details.notFound}
        >
          {details.render}
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
      {props.overlays}
    </div>
  );
}
