import {
  isSystemTemplate,
  TEMPLATE_MESSAGES,
  TEMPLATE_PATHS,
  TEMPLATE_SORTS,
  type EmailTemplate,
} from '@store/contract/templates';
import { Plus } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { queryKeys } from '../../api/queryKeys.ts';
import { buttonClass } from '../../components/buttonClass.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DetailsList } from '../../components/DetailsList.tsx';
import { DetailsModal } from '../../components/DetailsModal.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { RecordLink } from '../../components/RecordLink.tsx';
import { RoutedRecord } from '../../components/RoutedRecord.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { SearchInput } from '../../components/SearchInput.tsx';
import { formatDate } from '../../lib/dates.ts';
import { useListView } from '../../lib/useListView.ts';
import { useRecordRoute } from '../../lib/useRecordRoute.ts';
import { TemplateFormModal } from './TemplateFormModal.tsx';
import { TemplatePreview } from './TemplatePreview.tsx';
import { useDeleteTemplate, useTemplate, useTemplateList } from './useTemplates.ts';

const EMPTY = 'No templates found';

function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${active ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-800'}`}
    >
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}

function SystemBadge() {
  return (
    <span className="inline-flex rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-medium text-indigo-800">
      System
    </span>
  );
}

/**
 * spec 001 §2 "Email Templates": server-paged table (10 per page) with search by key, name or
 * subject; one shared create/edit modal, details (with a preview) and delete. The templates the
 * server sends itself (the onboarding mail) carry a System badge and offer no delete.
 */
export function TemplatesScreen() {
  const view = useListView({ sorts: TEMPLATE_SORTS });
  const { page, search, sort } = view;
  const route = useRecordRoute('/templates');
  const list = useTemplateList({ page, search, sort });
  const remove = useDeleteTemplate();
  const [form, setForm] = useState<{ template: EmailTemplate | null } | null>(null);
  const [deleting, setDeleting] = useState<EmailTemplate | null>(null);

  // spec 001 §8: list load failures are only logged; the table then reads 'No templates found'.
  useEffect(() => {
    if (list.error) console.error('Failed to load templates', list.error);
  }, [list.error]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ key: deleting.id, revision: deleting.revision });
      view.afterDelete(list.data?.templates.length ?? 0);
    } catch (err) {
      console.error('Failed to delete template', err); // spec 001 §8: only logged
    }
  };

  const columns: Column<EmailTemplate>[] = [
    {
      header: 'Template',
      card: 'title',
      sort: 'name',
      cell: (t) => (
        <div>
          <p className="font-medium">
            <RecordLink route={route} recordKey={t.id}>
              {t.name}
            </RecordLink>
          </p>
          <p className="font-mono text-xs text-slate-600">{t.template_key}</p>
        </div>
      ),
    },
    { header: 'Subject', sort: 'subject', cell: (t) => <span className="line-clamp-2 break-words">{t.subject}</span> },
    {
      header: 'Formats',
      cell: (t) => [t.body_html ? 'HTML' : null, t.body_text ? 'Text' : null].filter(Boolean).join(', '),
    },
    {
      header: 'Status',
      cell: (t) => (
        <div className="flex flex-wrap gap-1">
          <ActiveBadge active={t.is_active} />
          {isSystemTemplate(t.template_key) ? <SystemBadge /> : null}
        </div>
      ),
    },
    { header: 'Last Updated', sort: 'updated_at', sortFirst: 'desc', cell: (t) => formatDate(t.updated_at) },
    {
      header: 'Actions',
      card: 'actions',
      className: 'text-right',
      cell: (t) => (
        <RowActions
          view={{ label: `View template ${t.template_key}`, onClick: () => route.open(t.id) }}
          edit={{ label: `Edit template ${t.template_key}`, onClick: () => setForm({ template: t }) }}
          // System templates offer no delete; the server refuses it anyway (409).
          remove={
            isSystemTemplate(t.template_key)
              ? null
              : { label: `Delete template ${t.template_key}`, onClick: () => setDeleting(t) }
          }
        />
      ),
    },
  ];

  const pagination = list.data?.pagination;
  return (
    <div>
      <PageHeader
        title="Email Templates"
        description="The e-mails the store sends, with {{variable}} placeholders."
        actions={
          <button type="button" className={buttonClass('primary')} onClick={() => setForm({ template: null })}>
            <Plus aria-hidden="true" className="size-4" />
            Create Template
          </button>
        }
      />
      <div className="mb-4">
        <SearchInput label="Search by key, name or subject" value={search} onSearch={view.onSearch} />
      </div>
      <DataTable
        caption="Email templates"
        columns={columns}
        rows={list.data?.templates ?? []}
        rowKey={(t) => t.id}
        emptyText={EMPTY}
        loading={list.isPending}
        sorting={{ sort, onSort: view.setSort }}
      />
      {pagination ? (
        <Pagination page={page} pages={pagination.pages} total={pagination.total} onPageChange={view.setPage} />
      ) : null}

      {form ? (
        <TemplateFormModal key={form.template?.id ?? 'new'} template={form.template} onClose={() => setForm(null)} />
      ) : null}
      <RoutedRecord
        route={route}
        path={TEMPLATE_PATHS.item}
        keys={queryKeys.templates}
        rows={list.data?.templates ?? []}
        rowKey={(r) => r.id}
        title="Template Details"
        notFound={TEMPLATE_MESSAGES.notFound}
      >
        {(record, close) => <TemplateDetailsModal template={record} onClose={close} />}
      </RoutedRecord>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => (o ? undefined : setDeleting(null))}
        title="Delete Template"
        message={
          deleting ? `Are you sure you want to delete the template ${deleting.name} (${deleting.template_key})?` : ''
        }
        confirmLabel="Delete"
        tone="danger"
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function TemplateDetailsModal({ template: row, onClose }: { template: EmailTemplate | null; onClose: () => void }) {
  const detail = useTemplate(row);
  const template = row ? (detail.data ?? row) : null;
  const rows: [string, ReactNode][] = template
    ? [
        [
          'Key',
          <span key="key" className="font-mono">
            {template.template_key}
          </span>,
        ],
        ['Name', template.name],
        ['Subject', template.subject],
        [
          'Status',
          <div key="status" className="flex flex-wrap gap-1">
            <ActiveBadge active={template.is_active} />
            {isSystemTemplate(template.template_key) ? <SystemBadge /> : null}
          </div>,
        ],
        ['Created', formatDate(template.created_at)],
        ['Last Updated', formatDate(template.updated_at)],
      ]
    : [];
  return (
    <DetailsModal open={row !== null} onClose={onClose} title="Template Details" size="xl">
      <DetailsList rows={rows} />
      {template && isSystemTemplate(template.template_key) ? (
        <p className="mt-2 text-xs text-slate-600">
          The system sends this template itself, so it cannot be deleted or deactivated.
        </p>
      ) : null}
      {template ? (
        <div className="mt-4">
          <TemplatePreview source={template} />
        </div>
      ) : null}
    </DetailsModal>
  );
}
