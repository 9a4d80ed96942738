import { useEffect, useRef, type ReactNode } from 'react';
import type { Picked, Selection } from '../lib/useSelection.ts';
import { ariaSort, SortButton, type SortState } from './SortHeader.tsx';
import { cardCell, cards, type CardPart } from './tableCards.ts';

export interface Column<T> {
  /**
   * The column's stable name (`order_number`, `customer_email`): what the admin's choice of
   * columns and a view's `columns=` name (decision 0064). A column without one is always shown.
   */
  key?: string;
  /** Column header text (spec column names). */
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra classes for the cells of this column (e.g. 'text-right'). */
  className?: string;
  /** The list's sort field behind this column, when it can be sorted by it. */
  sort?: string;
  /** The direction of a first click: 'desc' for dates and amounts (newest, largest first). */
  sortFirst?: 'asc' | 'desc';
  /**
   * On a phone, where each row is a card (decision 0031): the card's title line, its actions line,
   * left out, or (by default) a line labelled with the header.
   */
  card?: CardPart;
  /** Hidden on wide screens by the admin's choice of columns (useListColumns); a phone's card still shows it. */
  wideHidden?: boolean;
}

/** The classes of a column's header cell (`sortable`: it holds a sort button). */
export function headerCellClass<T>(c: Column<T>, sortable: boolean): string {
  return `px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase ${c.className ?? ''} ${sortable ? cards.headerControl : cards.headerText} ${c.wideHidden ? 'sm:hidden' : ''}`;
}

/** The classes of a column's body cell. */
export function bodyCellClass<T>(c: Column<T>): string {
  return `px-4 py-3 align-top text-slate-800 ${c.className ?? ''} ${cardCell(c.card)} ${c.wideHidden ? 'sm:hidden' : ''}`;
}

/** Adds a checkbox to each row and one for the page, for bulk actions. */
export interface TableSelection<T> {
  state: Selection;
  pick: (row: T) => Picked;
  /** The row's name for its checkbox ('Select Ada Lovelace'). */
  label: (row: T) => string;
}

/**
 * A plain, accessible table: real <th scope="col"> headers, a caption for screen readers, and the
 * screen's own empty text (spec: 'No users found', …) in a single full-width row. Below 640 px each
 * row is a card (`tableCards.ts`); the header row then holds the page's tick and the sort buttons.
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
  selection?: TableSelection<T> | undefined;
}) {
  const span = columns.length + (selection ? 1 : 0);
  const sortable = (c: Column<T>) => Boolean(sorting && c.sort);
  // On a phone the header row shows only what can be pressed; with nothing, only screen readers get it.
  const phoneHead = selection || columns.some(sortable) ? cards.head : cards.headHidden;
  return (
    <div className={`rounded-lg border border-slate-200 bg-white shadow-sm ${cards.box}`}>
      <table
        role="table"
        className={`min-w-full divide-y divide-slate-200 text-sm ${cards.table}`}
        aria-busy={loading || undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className={`bg-slate-50 ${phoneHead}`}>
          <tr role="row" className={cards.headRow}>
            {selection ? (
              <th role="columnheader" scope="col" className={`w-10 px-4 py-3 ${cards.headerControl}`}>
                <PageCheckbox selection={selection.state} rows={rows.map(selection.pick)} />
              </th>
            ) : null}
            {columns.map((c) => (
              <th
                key={c.key ?? c.header}
                role="columnheader"
                scope="col"
                aria-sort={ariaSort(sorting, c.sort)}
                className={headerCellClass(c, sortable(c))}
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
        <tbody role="rowgroup" className={`divide-y divide-slate-100 ${cards.body}`}>
          {rows.length === 0 ? (
            <tr role="row" className={cards.body}>
              <td role="cell" colSpan={span} className={`px-4 py-10 text-center text-slate-600 ${cards.empty}`}>
                {loading ? 'Loading...' : emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={rowKey(row)}
                role="row"
                className={`hover:bg-slate-50 ${cards.row} ${selection ? cards.rowTicked : ''}`}
              >
                {selection ? (
                  <td role="cell" className={`px-4 py-3 align-top ${cards.tick}`}>
                    <RowCheckbox
                      selection={selection.state}
                      record={selection.pick(row)}
                      label={selection.label(row)}
                    />
                  </td>
                ) : null}
                {columns.map((c) => (
                  <td key={c.key ?? c.header} role="cell" data-label={c.header} className={bodyCellClass(c)}>
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

/** A row's tick for bulk actions (all ticked, and fixed, while "all N matching" is chosen). */
export function RowCheckbox({ selection, record, label }: { selection: Selection; record: Picked; label: string }) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={selection.allMatching || selection.has(record.id)}
      disabled={selection.allMatching}
      onChange={() => selection.toggle(record)}
      className={CHECKBOX}
    />
  );
}

/** "Select all on this page": checked, unchecked, or mixed when some rows of the page are. */
export function PageCheckbox({ selection, rows }: { selection: Selection; rows: readonly Picked[] }) {
  const ticked = rows.filter((r) => selection.allMatching || selection.has(r.id)).length;
  const checked = rows.length > 0 && ticked === rows.length;
  const mixed = ticked > 0 && ticked < rows.length;
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
      disabled={rows.length === 0 || selection.allMatching}
      onChange={() => selection.togglePage(rows)}
      className={CHECKBOX}
    />
  );
}
