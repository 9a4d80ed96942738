import type { AuditChanges } from '@store/contract/audit';
import { ArrowRight } from 'lucide-react';

/** How a recorded value reads: text as itself, numbers and flags plainly, anything else as JSON. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function Value({ present, value }: { present: boolean; value: unknown }) {
  if (!present) return <span className="text-slate-500">—</span>;
  const text = formatValue(value);
  if (text === '') return <span className="text-slate-500 italic">empty</span>;
  return <span className="break-words whitespace-pre-wrap">{text}</span>;
}

/**
 * The `changes` of an audit entry as a before → after table, one row per field (a create has no
 * "before", a delete no "after"). The raw JSON stays available underneath.
 */
export function ChangesDiff({ changes }: { changes: AuditChanges | null }) {
  const fields = Object.entries(changes ?? {});
  if (fields.length === 0) {
    return <p className="text-sm text-slate-600">No field changes were recorded.</p>;
  }
  return (
    <div className="space-y-3">
      <div className="overflow-x-auto rounded-md border border-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Changed fields, before and after</caption>
          <thead className="bg-slate-50">
            <tr>
              <th
                scope="col"
                className="px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                Field
              </th>
              <th
                scope="col"
                className="px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                Before
              </th>
              <th scope="col" className="w-6 px-1 py-2">
                <span className="sr-only">becomes</span>
              </th>
              <th
                scope="col"
                className="px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                After
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {fields.map(([field, change]) => {
              const hasBefore = 'before' in change;
              const hasAfter = 'after' in change;
              return (
                <tr key={field} data-field={field}>
                  <th
                    scope="row"
                    className="px-3 py-2 text-left align-top font-mono text-xs font-medium text-slate-800"
                  >
                    {field}
                  </th>
                  <td className="bg-red-50/60 px-3 py-2 align-top text-red-900" data-testid={`before-${field}`}>
                    <Value present={hasBefore} value={change.before} />
                  </td>
                  <td className="px-1 py-2 align-top text-slate-500">
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </td>
                  <td className="bg-green-50/60 px-3 py-2 align-top text-green-900" data-testid={`after-${field}`}>
                    <Value present={hasAfter} value={change.after} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-slate-700">Raw JSON</summary>
        <pre className="mt-2 max-h-64 overflow-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100">
          {JSON.stringify(changes, null, 2)}
        </pre>
      </details>
    </div>
  );
}
