import type { ReactNode } from 'react';

/** One row of a details list: its label and value. */
export type DetailsRow = [label: string, value: ReactNode];

const BREAKS = { words: 'break-words ', all: 'break-all ', none: '' };

/**
 * The label / value list of a details modal, one row per line. `wrap` says how long values
 * (URLs, checksums) break: at words (default), anywhere, or not at all.
 */
export function DetailsList({ rows, wrap = 'words' }: { rows: DetailsRow[]; wrap?: keyof typeof BREAKS }) {
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-3 gap-4 py-2">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className={`col-span-2 ${BREAKS[wrap]}text-slate-900`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
