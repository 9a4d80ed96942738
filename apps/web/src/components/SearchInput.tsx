import { Search } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useDraft } from '../lib/useDraft.ts';

/**
 * A labelled search box that reports its value after typing pauses (`delayMs`), so lists are not
 * re-fetched on every key. The label is visually hidden but read by screen readers.
 */
export function SearchInput({
  label,
  placeholder,
  value,
  onSearch,
  delayMs = 300,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (value: string) => void;
  delayMs?: number;
}) {
  const id = useId();
  // The box owns what is typed; `value` is the search in force. When it changes from outside (Back
  // to an earlier view, a pasted link), the box shows it.
  const [text, setText] = useDraft(value);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch, delayMs]);
  return (
    <div className="relative w-full max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-500" />
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder ?? label}
        onChange={(e) => setText(e.target.value)}
        className="block w-full rounded-md border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600"
      />
    </div>
  );
}
