import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

/** Typed characters before a picker asks the server, and the pause it waits for (issue 31, item 2). */
export const SERVER_SEARCH_MIN = 2;
export const SERVER_SEARCH_DEBOUNCE_MS = 250;

/** Searches the whole store for a picker: the options matching `term`, from the server. */
export interface ServerSearch {
  /** Names the records searched, for the query cache ('users'). */
  key: string;
  find: (term: string, signal: AbortSignal) => Promise<SelectOption[]>;
}

/** `value`, once it has stayed the same for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * A labelled native <select> with a filter box above it, for long dropdowns (1000 users, products
 * or orders). The selected option stays listed whatever the filter, so filtering never changes
 * the value. With `search`, typing also asks the server (debounced), so a record beyond the first
 * options is found too; a record picked that way stays shown by name. Controlled: pair it with
 * react-hook-form's `Controller`.
 */
export function SearchableSelectField({
  label,
  options,
  value,
  onChange,
  onBlur,
  error,
  placeholder = 'Select...',
  filterPlaceholder = 'Type to filter...',
  filterLabel = 'Filter options',
  disabled = false,
  loading = false,
  hint,
  className = '',
  search,
}: {
  label: ReactNode;
  options: SelectOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  placeholder?: string;
  filterPlaceholder?: string;
  /** The filter box's accessible name (visually hidden), e.g. 'Search users'. */
  filterLabel?: string;
  disabled?: boolean;
  loading?: boolean;
  hint?: ReactNode;
  className?: string;
  /** The server's search over every record, beyond `options`. */
  search?: ServerSearch | undefined;
}) {
  const id = useId();
  const selectId = `${id}-select`;
  const filterId = `${id}-filter`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [filter, setFilter] = useState('');
  const term = useDebounced(filter.trim(), SERVER_SEARCH_DEBOUNCE_MS);
  const asked = search !== undefined && term.length >= SERVER_SEARCH_MIN;
  const found = useQuery({
    queryKey: ['picker', search?.key, term],
    queryFn: ({ signal }) => search!.find(term, signal),
    enabled: asked,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  // The option picked from the server's answer, so it stays shown by name after the filter changes.
  const [picked, setPicked] = useState<SelectOption | null>(null);
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const local = needle ? options.filter((o) => o.value === value || o.label.toLowerCase().includes(needle)) : options;
    const seen = new Set(local.map((o) => o.value));
    const remote = (asked ? (found.data ?? []) : []).filter((o) => !seen.has(o.value) && seen.add(o.value));
    const merged = [...local, ...remote];
    // The value picked from an earlier answer of the server: still listed, by name.
    if (value && picked?.value === value && !seen.has(value)) merged.unshift(picked);
    return merged;
  }, [options, filter, value, asked, found.data, picked]);
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const field =
    'block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ' +
    'focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600 disabled:bg-slate-100 disabled:text-slate-600 ';
  return (
    <div className={className}>
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {disabled ? null : (
        <>
          <label htmlFor={filterId} className="sr-only">
            {filterLabel}
          </label>
          <input
            id={filterId}
            type="search"
            value={filter}
            placeholder={filterPlaceholder}
            onChange={(e) => setFilter(e.target.value)}
            className={`mt-1 ${field} border-slate-300 placeholder:text-slate-500`}
          />
        </>
      )}
      <select
        id={selectId}
        value={value}
        disabled={disabled}
        onChange={(e) => {
          setPicked(shown.find((o) => o.value === e.target.value) ?? null);
          onChange(e.target.value);
        }}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1 ${field} ${error ? 'border-red-500' : 'border-slate-300'}`}
      >
        <option value="">{loading ? 'Loading...' : asked && found.isFetching ? 'Searching...' : placeholder}</option>
        {shown.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
