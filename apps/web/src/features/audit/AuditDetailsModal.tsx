import { AUDIT_RESOURCE_LABELS, AUDIT_TEXTS, type AuditLog } from '@store/contract/audit';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/client.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { DetailsModal } from '../../components/DetailsModal.tsx';
import { ActionBadge, formatTime } from './auditFormat.tsx';
import { ChangesDiff } from './ChangesDiff.tsx';
import { useAuditLog } from './useAudit.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-3 py-2">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="col-span-2 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** spec 001 §2: the details modal (admin, action, resource, IP, time and the changes). */
export function AuditDetailsModal({ entry, onClose }: { entry: AuditLog | null; onClose: () => void }) {
  const { data, error } = useAuditLog(entry?.id ?? null, entry ?? undefined);
  const log = data ?? entry;
  return (
    <DetailsModal open={entry !== null} onClose={onClose} title="Audit Log Details" size="lg">
      {error ? <ErrorBox className="mb-4" message={errorMessage(error, AUDIT_TEXTS.notFound)} /> : null}
      {log ? (
        <div className="space-y-5">
          <dl className="divide-y divide-slate-100">
            <Row label="Admin">
              <span className="font-medium">{log.adminUser.name}</span>
              <span className="block text-slate-600">{log.adminUser.email}</span>
            </Row>
            <Row label="Action">
              <ActionBadge action={log.action} />
            </Row>
            <Row label="Resource">
              {AUDIT_RESOURCE_LABELS[log.resource_type]}
              {log.resource_id ? ` #${log.resource_id}` : ''}{' '}
              <span className="font-mono text-xs text-slate-600">({log.resource_type})</span>
            </Row>
            <Row label="IP Address">
              <span className="font-mono">{log.ip_address ?? '—'}</span>
            </Row>
            <Row label="Time">{formatTime(log.created_at)}</Row>
          </dl>
          <section aria-labelledby="audit-changes-title">
            <h3 id="audit-changes-title" className="mb-2 text-sm font-semibold text-slate-900">
              Changes
            </h3>
            <ChangesDiff changes={log.changes} />
          </section>
        </div>
      ) : null}
    </DetailsModal>
  );
}
