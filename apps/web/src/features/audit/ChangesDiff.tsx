import type { AuditChanges } from '@store/contract/audit';
import { ArrowRight } from 'lucide-react';
import { formatCents } from '../../lib/money.ts';

/** The fields recorded in integer cents (the tables' `cents` columns), read as money. */
const MONEY_FIELDS = new Set([
  'amount',
  'amount_discount',
  'amount_expected',
  'amount_refunded',
  'price_at_purchase',
  'price_usd',
  'shipping',
  'shipping_cost',
  'shipping_refunded',
  'subtotal',
  'tax',
  'total',
]);

/** The currency an entry's amounts are in: the one it recorded, else the store's dollars. */
function currencyOf(changes: AuditChanges | null): string {
  const recorded = changes?.currency?.after ?? changes?.currency?.before;
  return typeof recorded === 'string' && /^[A-Z]{3}$/.test(recorded) ? recorded : 'USD';
}

/**
 * How a recorded value reads: money in its currency ('$388.06', not 38806), text as itself,
 * numbers and flags plainly, anything else as JSON.
 */
export function formatValue(value: unknown, field = '', currency = 'USD'): string {
  if (value === null || value === undefined) return '';
  if (MONEY_FIELDS.has(field) && Number.isSafeInteger(value)) {
    return formatCents(value as number, field === 'price_usd' ? 'USD' : currency);
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function Value({
  present,
  value,
  field,
  currency,
}: {
  present: boolean;
  value: unknown;
  field: string;
  currency: string;
}) {
  if (!present) return <span className="text-slate-500">—</span>;
  const text = formatValue(value, field, currency);
  if (text === '') return <span className="text-slate-500 italic">empty</span>;
  // A long URL or hash breaks anywhere rather than widening the table.
  return <span className="whitespace-pre-wrap wrap-anywhere">{text}</span>;
}

/**
 * The `changes` of an audit entry as a before → after table, one row per field (a create has no
 * "before", a delete no "after"). The raw JSON stays available underneath.
 */
export function ChangesDiff({ changes }: { changes: AuditChanges | null }) {
  const fields = Object.entries(changes ?? {});
  const currency = currencyOf(changes);
  if (fields.length === 0) {
    return <p className="text-sm text-slate-600">No field changes were recorded.</p>;
  }
  return (
    <div className="space-y-3">
      <div className="rounded-md border border-slate-200">
        <table className="w-full table-fixed divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Changed fields, before and after</caption>
          <thead className="bg-slate-50">
            <tr>
              <th
                scope="col"
                className="w-1/4 px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase"
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
                    className="px-3 py-2 text-left align-top font-mono text-xs font-medium wrap-anywhere text-slate-800"
                  >
                    {field}
                  </th>
                  <td className="bg-red-50/60 px-3 py-2 align-top text-red-900" data-testid={`before-${field}`}>
                    <Value present={hasBefore} value={change.before} field={field} currency={currency} />
                  </td>
                  <td className="px-1 py-2 align-top text-slate-500">
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </td>
                  <td className="bg-green-50/60 px-3 py-2 align-top text-green-900" data-testid={`after-${field}`}>
                    <Value present={hasAfter} value={change.after} field={field} currency={currency} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-slate-700">Raw JSON</summary>
        <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap wrap-anywhere theme-fixed rounded-md bg-slate-900 p-3 text-xs text-slate-100">
          {JSON.stringify(changes, null, 2)}
        </pre>
      </details>
    </div>
  );
}
