import type { ReactNode } from 'react';

/** One row of a details list: its label, its value and, in the grid, 'wide' for a full-width row. */
export type DetailsRow = [label: string, value: ReactNode, span?: 'wide'];

const BREAKS = { words: 'break-words ', all: 'break-all ', none: '' };

/**
 * The label / value list of a record's details. `rows` (default): one row per line, the label
 * beside the value; `wrap` says how long values (URLs, checksums) break: at words (default),
 * anywhere, or not at all. `grid`: the label above the value, two to a line on a wide screen.
 * A row whose value is `null` is left out.
 */
export function DetailsList({
  rows,
  wrap = 'words',
  layout = 'rows',
}: {
  rows: readonly (DetailsRow | null)[];
  wrap?: keyof typeof BREAKS;
  layout?: 'rows' | 'grid';
}) {
  const shown = rows.filter((row): row is DetailsRow => row !== null);
  if (layout === 'grid') {
    return (
      <dl className="grid grid-cols-1 gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
        {shown.map(([label, value, span]) => (
          <div key={label} className={span === 'wide' ? 'sm:col-span-2' : undefined}>
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className={`mt-0.5 whitespace-pre-line ${BREAKS[wrap]}text-slate-900`}>{value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {shown.map(([label, value]) => (
        <div key={label} className="grid grid-cols-3 gap-4 py-2">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className={`col-span-2 ${BREAKS[wrap]}text-slate-900`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
