import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

/** A checkbox with its label beside it; works with react-hook-form's `register`. */
export function CheckboxField({
  label,
  id,
  className = '',
  ...input
}: Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: ReactNode }) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <input
        id={inputId}
        type="checkbox"
        className="size-4 shrink-0 rounded border-slate-400 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
        {...input}
      />
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
    </div>
  );
}
