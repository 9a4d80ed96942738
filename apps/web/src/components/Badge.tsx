import type { HTMLAttributes, ReactNode } from 'react';

/** The colours a badge comes in; the dark theme maps each to its own shade (theme-dark.css). */
const TONES = {
  green: 'bg-green-100 text-green-800',
  emerald: 'bg-emerald-100 text-emerald-800',
  amber: 'bg-amber-100 text-amber-900',
  orange: 'bg-orange-100 text-orange-800',
  yellow: 'bg-yellow-100 text-yellow-800',
  red: 'bg-red-100 text-red-800',
  blue: 'bg-blue-100 text-blue-800',
  sky: 'bg-sky-100 text-sky-900',
  indigo: 'bg-indigo-100 text-indigo-800',
  violet: 'bg-violet-100 text-violet-900',
  slate: 'bg-slate-200 text-slate-800',
} as const;

export type BadgeTone = keyof typeof TONES;

/**
 * A short state or label in a coloured pill ('Active', 'System', 'Latest'): a record's state in a
 * table cell or a details row. `className` adds to it (a fixed width for scores).
 */
export function Badge({
  tone,
  className = '',
  children,
  ...rest
}: { tone: BadgeTone; children: ReactNode } & Omit<HTMLAttributes<HTMLSpanElement>, 'children'>) {
  return (
    <span
      {...rest}
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
