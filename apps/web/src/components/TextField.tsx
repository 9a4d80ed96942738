import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

/**
 * A labelled input with its error text under it (spec 000 §5: each field shows its own message).
 * Works with react-hook-form's `register` (the ref is a plain prop in React 19).
 */
export function TextField({
  label,
  error,
  hint,
  id,
  className = '',
  ...input
}: ComponentPropsWithRef<'input'> & { label: ReactNode; error?: string | undefined; hint?: ReactNode }) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={
          'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ' +
          'placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600 ' +
          (error ? 'border-red-500' : 'border-slate-300')
        }
        {...input}
      />
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
