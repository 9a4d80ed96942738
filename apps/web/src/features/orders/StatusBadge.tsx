import { statusLook } from './orderFormat.ts';

/**
 * An order status; custom statuses keep their text and look like pending (spec 000 §4). Shown
 * exactly as typed, spaces included (decision 0023).
 */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full whitespace-pre-wrap px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${statusLook(status)}`}
    >
      {status}
    </span>
  );
}
