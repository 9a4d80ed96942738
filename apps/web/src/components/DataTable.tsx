import type { ReactNode } from 'react';
import { ariaSort, SortButton, type SortState } from './SortHeader.tsx';

export interface Column<T> {
  /** Column header text (spec column names). */
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra classes for the cells of this column (e.g. 'text-right'). */
  className?: string;
  /** The list's sort field behind this column, when it can be sorted by it. */
  sort?: string;
  /** The direction of a first click: 'desc' for dates and amounts (newest, largest first). */
  sortFirst?: 'asc' | 'desc';
}

/**
 * A plain, accessible table: real <th scope="col"> headers, a caption for screen readers, and the
 * screen's own empty text (spec: 'No users found', …) in a single full-width row.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  emptyText,
  loading = false,
  sorting,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  emptyText: string;
  loading?: boolean;
  /** Makes the columns that name a `sort` field clickable headers. */
  sorting?: SortState;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm" aria-busy={loading || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                aria-sort={ariaSort(sorting, c.sort)}
                className={`px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase ${c.className ?? ''}`}
              >
                {sorting && c.sort ? (
                  <SortButton label={c.header} field={c.sort} state={sorting} first={c.sortFirst} />
                ) : (
                  c.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-600">
                {loading ? 'Loading...' : emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-slate-50">
                {columns.map((c) => (
                  <td key={c.header} className={`px-4 py-3 align-top text-slate-800 ${c.className ?? ''}`}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
