import { isSystemTemplate, type EmailTemplate } from '@store/contract/templates';
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { buttonClass } from '../../components/buttonClass.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { Modal } from '../../components/Modal.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { SearchInput } from '../../components/SearchInput.tsx';
import { formatDate } from '../../lib/dates.ts';
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
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const list = useTemplateList({ page, search });
  const remove = useDeleteTemplate();
  const [form, setForm] = useState<{ template: EmailTemplate | null } | null>(null);
  const [viewing, setViewing] = useState<EmailTemplate | null>(null);
  const [deleting, setDeleting] = useState<EmailTemplate | null>(null);

  // spec 001 §8: list load failures are only logged; the table then reads 'No templates found'.
  useEffect(() => {
    if (list.error) console.error('Failed to load templates', list.error);
  }, [list.error]);

  const onSearch = useCallback((value: string) => {
    setSearch(value);
    setPage(1);
  }, []);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
    } catch (err) {
      console.error('Failed to delete template', err); // spec 001 §8: only logged
    }
  };

  const columns: Column<EmailTemplate>[] = [
    {
      header: 'Template',
      cell: (t) => (
        <div>
          <p className="font-medium text-slate-900">{t.name}</p>
          <p className="font-mono text-xs text-slate-600">{t.template_key}</p>
        </div>
      ),
    },
    { header: 'Subject', cell: (t) => <span className="line-clamp-2 break-words">{t.subject}</span> },
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
    { header: 'Last Updated', cell: (t) => formatDate(t.updated_at) },
    {
      header: 'Actions',
      className: 'text-right',
      cell: (t) => (
        <div className="flex justify-end gap-1">
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            aria-label={`View template ${t.template_key}`}
            onClick={() => setViewing(t)}
          >
            <Eye aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            aria-label={`Edit template ${t.template_key}`}
            onClick={() => setForm({ template: t })}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </button>
          {isSystemTemplate(t.template_key) ? (
            // Keeps the column aligned; the server refuses the delete anyway (409).
            <span className="inline-block w-10" aria-hidden="true" />
          ) : (
            <button
              type="button"
              className={buttonClass('ghost', 'sm', 'text-red-700 hover:bg-red-50')}
              aria-label={`Delete template ${t.template_key}`}
              onClick={() => setDeleting(t)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
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
        <SearchInput label="Search by key, name or subject" value={search} onSearch={onSearch} />
      </div>
      <DataTable
        caption="Email templates"
        columns={columns}
        rows={list.data?.templates ?? []}
        rowKey={(t) => t.id}
        emptyText={EMPTY}
        loading={list.isPending}
      />
      {pagination ? (
        <Pagination page={page} pages={pagination.pages} total={pagination.total} onPageChange={setPage} />
      ) : null}

      {form ? (
        <TemplateFormModal key={form.template?.id ?? 'new'} template={form.template} onClose={() => setForm(null)} />
      ) : null}
      <TemplateDetailsModal template={viewing} onClose={() => setViewing(null)} />
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
    <Modal
      open={row !== null}
      onOpenChange={(o) => (o ? undefined : onClose())}
      title="Template Details"
      size="xl"
      footer={
        <button type="button" className={buttonClass('secondary')} onClick={onClose}>
          Close
        </button>
      }
    >
      <dl className="divide-y divide-slate-100 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-3 gap-4 py-2">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="col-span-2 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
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
    </Modal>
  );
}
