import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_FILTERS,
  AUDIT_RESOURCE_TYPES,
  AUDIT_SORTS,
  AUDIT_TEXTS,
  type AuditAction,
  type AuditLog,
  type AuditResourceType,
} from '@store/contract/audit';
import { AUDIT_PATHS, AUDIT_RESOURCE_LABELS } from '@store/contract/audit-labels';
import { errorMessage } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { buttonClass } from '../../components/buttonClass.ts';
import type { Column } from '../../components/DataTable.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { ExportButton } from '../../components/ExportButton.tsx';
import { sortQuery } from '../../api/records.ts';
import { ListScreen } from '../../components/ListScreen.tsx';
import { RecordLink } from '../../components/RecordLink.tsx';
import { FilterSelect } from '../../components/FilterSelect.tsx';
import { AuditDetailsModal } from './AuditDetailsModal.tsx';
import { useListView } from '../../lib/useListView.ts';
import { useRecordRoute, type RecordRoute } from '../../lib/useRecordRoute.ts';
import { ActionBadge, formatTime } from './auditFormat.tsx';
import { useAdminOptions, useAuditLogs } from './useAudit.ts';
import { DayRangeFilter } from '../../components/DayRangeFilter.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { useListColumns } from '../../lib/useListColumns.tsx';

/** The audit list's own order: newest first. */
const NEWEST_FIRST = { field: 'created_at', direction: 'desc' } as const;

/**
 * spec 001 §2 "Audit Logs": 20 per page, paged on the server; admin-name search, an action
 * filter and a resource filter (each resets to page 1); a details modal per entry.
 */
export function AuditScreen() {
  const view = useListView({ filters: AUDIT_FILTERS, sorts: AUDIT_SORTS });
  const route = useRecordRoute('/audit');
  const action: AuditAction | '' = (AUDIT_ACTIONS as readonly string[]).includes(view.filters.action)
    ? (view.filters.action as AuditAction)
    : '';
  const resourceType: AuditResourceType | '' = (AUDIT_RESOURCE_TYPES as readonly string[]).includes(
    view.filters.resource_type,
  )
    ? (view.filters.resource_type as AuditResourceType)
    : '';
  const { admin, created_from, created_to } = view.filters;
  const filters = { action, resource_type: resourceType, admin, created_from, created_to };
  const { data, error, isPending, isPlaceholderData } = useAuditLogs({
    page: view.page,
    search: view.search,
    ...filters,
    sort: view.sort,
  });
  const admins = useAdminOptions();
  const { columns, picker } = useListColumns('audit', auditColumns(route), 'Audit log entries');
  return (
    <ListScreen
      views="audit"
      title="Audit Logs"
      description="Every change an administrator made, newest first."
      view={view}
      actions={
        <ExportButton resource="audit" query={{ search: view.search, ...filters, sort: sortQuery(view.sort) }} />
      }
      search={{ label: 'Search by admin name' }}
      filters={
        <>
          <FilterSelect
            label="Action"
            className="w-40"
            value={action}
            onChange={(next) => view.setFilter('action', next)}
            allLabel="All actions"
            options={AUDIT_ACTIONS}
            labels={AUDIT_ACTION_LABELS}
          />
          <FilterSelect
            label="Resource"
            className="w-52"
            value={resourceType}
            onChange={(next) => view.setFilter('resource_type', next)}
            allLabel="All resources"
            options={AUDIT_RESOURCE_TYPES}
            labels={AUDIT_RESOURCE_LABELS}
          />
          {admins ? (
            <SelectField
              label="Admin"
              className="w-52"
              value={admin}
              onChange={(e) => view.setFilter('admin', e.target.value)}
            >
              <option value="">All admins</option>
              {admin !== '' && !admins.some((a) => String(a.id) === admin) ? (
                <option value={admin}>Admin #{admin}</option>
              ) : null}
              {admins.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </SelectField>
          ) : null}
          <DayRangeFilter
            label="Made"
            from={created_from}
            to={created_to}
            onChange={({ from, to }) => view.change({ created_from: from, created_to: to, page: 1 })}
          />
        </>
      }
      notices={error ? <ErrorBox className="mb-4" message={errorMessage(error, AUDIT_TEXTS.loadFailed)} /> : null}
      rows={data?.audit_logs ?? []}
      rowKey={(l) => l.id}
      sorting={{ sort: view.sort, defaultSort: NEWEST_FIRST, onSort: view.setSort }}
      columnPicker={picker}
      table={{
        caption: 'Audit log entries',
        columns,
        emptyText: AUDIT_TEXTS.empty,
      }}
      loading={isPending}
      dimmed={isPlaceholderData}
      pagination={data?.pagination}
      record={{
        route,
        path: AUDIT_PATHS.item,
        keys: queryKeys.audit,
      }}
      details={{
        title: 'Audit Log Details',
        notFound: AUDIT_TEXTS.notFound,
        render: (entry, close) => <AuditDetailsModal entry={entry} onClose={close} />,
      }}
    />
  );
}

/** A log entry in words, for its buttons: 'delete user #4 by Ada Admin'. */
const describe = (l: AuditLog) =>
  `${AUDIT_ACTION_LABELS[l.action].toLowerCase()} ${AUDIT_RESOURCE_LABELS[l.resource_type].toLowerCase()}${l.resource_id ? ` #${l.resource_id}` : ''} by ${l.adminUser.name}`;

function auditColumns(route: RecordRoute): Column<AuditLog>[] {
  return [
    {
      key: 'created_at',
      header: 'Time',
      card: 'title',
      sort: 'created_at',
      sortFirst: 'desc',
      cell: (l) => (
        <RecordLink route={route} recordKey={l.id} className="whitespace-nowrap" label={`Open ${describe(l)}`}>
          {formatTime(l.created_at)}
        </RecordLink>
      ),
    },
    {
      key: 'admin',
      header: 'Admin',
      sort: 'admin_name',
      cell: (l) => (
        <div>
          <div className="font-medium text-slate-900">{l.adminUser.name}</div>
          <div className="text-slate-600">{l.adminUser.email}</div>
        </div>
      ),
    },
    { key: 'action', header: 'Action', sort: 'action', cell: (l) => <ActionBadge action={l.action} /> },
    {
      key: 'resource',
      header: 'Resource',
      sort: 'resource_type',
      cell: (l) => (
        <span>
          {AUDIT_RESOURCE_LABELS[l.resource_type]}
          {l.resource_id ? <span className="text-slate-600">{` #${l.resource_id}`}</span> : null}
        </span>
      ),
    },
    {
      key: 'ip_address',
      header: 'IP Address',
      cell: (l) => <span className="font-mono text-xs">{l.ip_address ?? '—'}</span>,
    },
    {
      header: 'Details',
      card: 'actions',
      className: 'text-right',
      cell: (l) => (
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          onClick={() => route.open(l.id)}
          aria-label={`View details of ${describe(l)}`}
        >
          View
        </button>
      ),
    },
  ];
}
