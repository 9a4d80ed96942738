import { AUDIT_ACTION_LABELS, type AuditAction } from '@store/contract/audit';
import { formatDate } from '../../lib/dates.ts';

/** Audit times read to the second, in the browser's zone: 'Jan 05, 2025 14:03:09'. */
export function formatTime(iso: string): string {
  return formatDate(iso, 'MMM dd, yyyy HH:mm:ss');
}

const ACTION_STYLES: Record<AuditAction, string> = {
  create: 'bg-green-100 text-green-800',
  update: 'bg-blue-100 text-blue-800',
  delete: 'bg-red-100 text-red-800',
  export: 'bg-slate-100 text-slate-800',
};

export function ActionBadge({ action }: { action: AuditAction }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${ACTION_STYLES[action]}`}>
      {AUDIT_ACTION_LABELS[action]}
    </span>
  );
}
