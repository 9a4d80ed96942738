import type { Sort } from '@store/contract/pagination';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

/** The order a list shows: the one asked for, else the list's own default (when it is a column). */
export interface SortState {
  sort: Sort | undefined;
  /** What the list shows when no sort is asked for, so its header says so. */
  defaultSort?: Sort | undefined;
  onSort: (next: Sort) => void;
}

/** The next order after a click on a column: its first direction, then the other way round. */
export function nextSort(
  state: Pick<SortState, 'sort' | 'defaultSort'>,
  field: string,
  first: Sort['direction'],
): Sort {
  const current = state.sort ?? state.defaultSort;
  if (current?.field !== field) return { field, direction: first };
  return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

export const ariaSort = (state: SortState | undefined, field: string | undefined) => {
  const current = state ? (state.sort ?? state.defaultSort) : undefined;
  if (!field || current?.field !== field) return undefined;
  return current.direction === 'asc' ? 'ascending' : 'descending';
};

/**
 * A column header that sorts its list: a button inside the `<th>` (which carries `aria-sort`).
 * Dates and amounts start with the largest first, text with A. On a phone, where the list is cards,
 * the header row is a line of these as chips (decision 0031).
 */
export function SortButton({
  label,
  field,
  state,
  first = 'asc',
}: {
  label: string;
  field: string;
  state: SortState;
  first?: Sort['direction'] | undefined;
}) {
  const direction = ariaSort(state, field);
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={() => state.onSort(nextSort(state, field, first))}
      className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 max-sm:mx-0 max-sm:rounded-full max-sm:border max-sm:border-slate-300 max-sm:bg-white max-sm:px-2.5 max-sm:py-1"
    >
      {label}
      <Icon aria-hidden="true" className={`size-3.5 ${direction ? 'text-indigo-600' : 'text-slate-400'}`} />
    </button>
  );
}
