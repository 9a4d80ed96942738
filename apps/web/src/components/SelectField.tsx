import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

/** A labelled native <select> with its error text; works with react-hook-form's `register`. */
export function SelectField({
  label,
  error,
  id,
  className = '',
  children,
  ...select
}: ComponentPropsWithRef<'select'> & { label: ReactNode; error?: string | undefined }) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={
          'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ' +
          'focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600 ' +
          (error ? 'border-red-500' : 'border-slate-300')
        }
        {...select}
      >
        {children}
      </select>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
