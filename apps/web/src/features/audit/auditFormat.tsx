import { AUDIT_ACTION_LABELS, type AuditAction } from '@store/contract/audit';
import { Badge, type BadgeTone } from '../../components/Badge.tsx';
import { formatDate } from '../../lib/dates.ts';

/** Audit times read to the second, in the browser's zone: 'Jan 05, 2025 14:03:09'. */
export function formatTime(iso: string): string {
  return formatDate(iso, 'MMM dd, yyyy HH:mm:ss');
}

const ACTION_TONES: Record<AuditAction, BadgeTone> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  export: 'slate',
};

export function ActionBadge({ action }: { action: AuditAction }) {
  return <Badge tone={ACTION_TONES[action]}>{AUDIT_ACTION_LABELS[action]}</Badge>;
}
