import { useEffect, useRef, type ReactNode } from 'react';
import type { Picked, Selection } from '../lib/useSelection.ts';
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
  selection,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  emptyText: string;
  loading?: boolean;
  /** Makes the columns that name a `sort` field clickable headers. */
  sorting?: SortState;
  /** Adds a checkbox to each row and one for the page, for bulk actions. */
  selection?: {
    state: Selection;
    pick: (row: T) => Picked;
    /** The row's name for its checkbox ('Select Ada Lovelace'). */
    label: (row: T) => string;
  };
}) {
  const picked = selection ? rows.map(selection.pick) : [];
  const ticked = selection ? picked.filter((p) => selection.state.allMatching || selection.state.has(p.id)).length : 0;
  const span = columns.length + (selection ? 1 : 0);
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm" aria-busy={loading || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {selection ? (
              <th scope="col" className="w-10 px-4 py-3">
                <PageCheckbox
                  checked={picked.length > 0 && ticked === picked.length}
                  mixed={ticked > 0 && ticked < picked.length}
                  disabled={picked.length === 0}
                  onChange={() => selection.state.togglePage(picked)}
                />
              </th>
            ) : null}
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
              <td colSpan={span} className="px-4 py-10 text-center text-slate-600">
                {loading ? 'Loading...' : emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-slate-50">
                {selection ? (
                  <td className="px-4 py-3 align-top">
                    <input
                      type="checkbox"
                      aria-label={selection.label(row)}
                      checked={selection.state.allMatching || selection.state.has(selection.pick(row).id)}
                      disabled={selection.state.allMatching}
                      onChange={() => selection.state.toggle(selection.pick(row))}
                      className={CHECKBOX}
                    />
                  </td>
                ) : null}
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

const CHECKBOX =
  'size-4 rounded border-slate-400 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600';

/** "Select all on this page": checked, unchecked, or mixed when some rows of the page are. */
function PageCheckbox({
  checked,
  mixed,
  disabled,
  onChange,
}: {
  checked: boolean;
  mixed: boolean;
  disabled: boolean;
  onChange: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label="Select all on this page"
      checked={checked}
      disabled={disabled}
      onChange={onChange}
      className={CHECKBOX}
    />
  );
}
