import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

/** A labelled <textarea> with its error text; works with react-hook-form's `register`. */
export function TextAreaField({
  label,
  error,
  id,
  className = '',
  ...area
}: ComponentPropsWithRef<'textarea'> & { label: ReactNode; error?: string | undefined }) {
  const autoId = useId();
  const areaId = id ?? autoId;
  const errorId = `${areaId}-error`;
  return (
    <div className={className}>
      <label htmlFor={areaId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={areaId}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={
          'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ' +
          'placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600 ' +
          (error ? 'border-red-500' : 'border-slate-300')
        }
        {...area}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
