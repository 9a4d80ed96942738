import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_RESOURCE_LABELS,
  AUDIT_RESOURCE_TYPES,
  AUDIT_TEXTS,
  type AuditAction,
  type AuditLog,
  type AuditResourceType,
} from '@store/contract/audit';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { buttonClass } from '../../components/buttonClass.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { SearchInput } from '../../components/SearchInput.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { AuditDetailsModal } from './AuditDetailsModal.tsx';
import { ActionBadge, formatTime } from './auditFormat.tsx';
import { useAuditLogs, type AuditFilters } from './useAudit.ts';

/**
 * spec 001 §2 "Audit Logs": 20 per page, paged on the server; admin-name search, an action
 * filter and a resource filter (each resets to page 1); a details modal per entry.
 */
export function AuditScreen() {
  const [filters, setFilters] = useState<AuditFilters>({ page: 1, search: '', action: '', resource_type: '' });
  const [selected, setSelected] = useState<AuditLog | null>(null);
  const { data, error, isPending, isPlaceholderData } = useAuditLogs(filters);
  const onSearch = useCallback((search: string) => setFilters((f) => ({ ...f, search, page: 1 })), []);

  const columns: Column<AuditLog>[] = [
    { header: 'Time', cell: (l) => <span className="whitespace-nowrap">{formatTime(l.created_at)}</span> },
    {
      header: 'Admin',
      cell: (l) => (
        <div>
          <div className="font-medium text-slate-900">{l.adminUser.name}</div>
          <div className="text-slate-600">{l.adminUser.email}</div>
        </div>
      ),
    },
    { header: 'Action', cell: (l) => <ActionBadge action={l.action} /> },
    {
      header: 'Resource',
      cell: (l) => (
        <span>
          {AUDIT_RESOURCE_LABELS[l.resource_type]}
          {l.resource_id ? <span className="text-slate-600">{` #${l.resource_id}`}</span> : null}
        </span>
      ),
    },
    { header: 'IP Address', cell: (l) => <span className="font-mono text-xs">{l.ip_address ?? '—'}</span> },
    {
      header: 'Details',
      className: 'text-right',
      cell: (l) => (
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          onClick={() => setSelected(l)}
          aria-label={`View details of ${AUDIT_ACTION_LABELS[l.action].toLowerCase()} ${AUDIT_RESOURCE_LABELS[l.resource_type].toLowerCase()}${l.resource_id ? ` #${l.resource_id}` : ''} by ${l.adminUser.name}`}
        >
          View
        </button>
      ),
    },
  ];

  return (
    <div>
      <PageHeader title="Audit Logs" description="Every change an administrator made, newest first." />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchInput label="Search by admin name" value={filters.search} onSearch={onSearch} />
        <SelectField
          label="Action"
          className="w-40"
          value={filters.action}
          onChange={(e) => setFilters((f) => ({ ...f, action: e.target.value as AuditAction | '', page: 1 }))}
        >
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {AUDIT_ACTION_LABELS[a]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Resource"
          className="w-52"
          value={filters.resource_type}
          onChange={(e) =>
            setFilters((f) => ({ ...f, resource_type: e.target.value as AuditResourceType | '', page: 1 }))
          }
        >
          <option value="">All resources</option>
          {AUDIT_RESOURCE_TYPES.map((r) => (
            <option key={r} value={r}>
              {AUDIT_RESOURCE_LABELS[r]}
            </option>
          ))}
        </SelectField>
      </div>
      {error ? <ErrorBox className="mb-4" message={errorMessage(error, AUDIT_TEXTS.loadFailed)} /> : null}
      <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <DataTable
          caption="Audit log entries"
          columns={columns}
          rows={data?.audit_logs ?? []}
          rowKey={(l) => l.id}
          emptyText={AUDIT_TEXTS.empty}
          loading={isPending}
        />
        {data ? (
          <Pagination
            page={data.pagination.page}
            pages={data.pagination.pages}
            total={data.pagination.total}
            onPageChange={(page) => setFilters((f) => ({ ...f, page }))}
          />
        ) : null}
      </div>
      <AuditDetailsModal entry={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
