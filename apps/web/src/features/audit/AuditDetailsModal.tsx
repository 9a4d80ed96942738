import { AUDIT_TEXTS, type AuditLog } from '@store/contract/audit';
import { AUDIT_RESOURCE_LABELS } from '@store/contract/audit-labels';
import { errorMessage } from '../../api/client.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { DetailsList } from '../../components/DetailsList.tsx';
import { DetailsModal } from '../../components/DetailsModal.tsx';
import { ActionBadge, formatTime } from './auditFormat.tsx';
import { ChangesDiff } from './ChangesDiff.tsx';
import { useAuditLog } from './useAudit.ts';

/** spec 001 §2: the details modal (admin, action, resource, IP, time and the changes). */
export function AuditDetailsModal({ entry, onClose }: { entry: AuditLog | null; onClose: () => void }) {
  const { data, error } = useAuditLog(entry?.id ?? null, entry ?? undefined);
  const log = data ?? entry;
  return (
    <DetailsModal open={entry !== null} onClose={onClose} title="Audit Log Details" size="lg">
      {error ? <ErrorBox className="mb-4" message={errorMessage(error, AUDIT_TEXTS.notFound)} /> : null}
      {log ? (
        <div className="space-y-5">
          <DetailsList
            rows={[
              [
                'Admin',
                <>
                  <span className="font-medium">{log.adminUser.name}</span>
                  <span className="block text-slate-600">{log.adminUser.email}</span>
                </>,
              ],
              ['Action', <ActionBadge key="action" action={log.action} />],
              [
                'Resource',
                <>
                  {AUDIT_RESOURCE_LABELS[log.resource_type]}
                  {log.resource_id ? ` #${log.resource_id}` : ''}{' '}
                  <span className="font-mono text-xs text-slate-600">({log.resource_type})</span>
                </>,
              ],
              ['IP Address', <span className="font-mono">{log.ip_address ?? '—'}</span>],
              ['Time', formatTime(log.created_at)],
            ]}
          />
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
