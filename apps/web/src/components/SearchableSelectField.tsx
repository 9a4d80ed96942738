import { useId, useMemo, useState, type ReactNode } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A labelled native <select> with a filter box above it, for long dropdowns (1000 users, products
 * or orders). The selected option stays listed whatever the filter, so filtering never changes
 * the value. Controlled: pair it with react-hook-form's `Controller`.
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
}) {
  const id = useId();
  const selectId = `${id}-select`;
  const filterId = `${id}-filter`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    if (!needle) return options;
    return options.filter((o) => o.value === value || o.label.toLowerCase().includes(needle));
  }, [options, filter, value]);
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
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1 ${field} ${error ? 'border-red-500' : 'border-slate-300'}`}
      >
        <option value="">{loading ? 'Loading...' : placeholder}</option>
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
