import { isSystemTemplate, TEMPLATE_MESSAGES, TEMPLATE_SORTS, type EmailTemplate } from '@store/contract/templates';
import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/buttonClass.ts';
import { Badge } from '../../components/Badge.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { DetailsList, type DetailsRow } from '../../components/DetailsList.tsx';
import { DetailsModal } from '../../components/DetailsModal.tsx';
import { ListScreen } from '../../components/ListScreen.tsx';
import { RecordLink } from '../../components/RecordLink.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { formatDate } from '../../lib/dates.ts';
import { usePagedListScreen } from '../../lib/usePagedListScreen.ts';
import type { RecordDialogs } from '../../lib/useRecordDialogs.ts';
import type { RecordRoute } from '../../lib/useRecordRoute.ts';
import { TemplateFormModal } from './TemplateFormModal.tsx';
import { TemplatePreview } from './TemplatePreview.tsx';
import { templateList, useTemplate } from './useTemplates.ts';
import { useListColumns } from '../../lib/useListColumns.tsx';

const EMPTY = 'No templates found';

/** Active or Inactive, and System for the templates the server sends itself. */
function TemplateBadges({ template }: { template: EmailTemplate }) {
  return (
    <div className="flex flex-wrap gap-1">
      <Badge tone={template.is_active ? 'green' : 'slate'}>{template.is_active ? 'Active' : 'Inactive'}</Badge>
      {isSystemTemplate(template.template_key) ? <Badge tone="indigo">System</Badge> : null}
    </div>
  );
}

/**
 * spec 001 §2 "Email Templates": server-paged table (10 per page) with search by key, name or
 * subject; one shared create/edit modal, details (with a preview) and delete. The templates the
 * server sends itself (the onboarding mail) carry a System badge and offer no delete.
 */
export function TemplatesScreen() {
  const { route, dialogs, frame } = usePagedListScreen({
    resource: templateList,
    base: '/templates',
    sorts: TEMPLATE_SORTS,
    deleteFailed: { log: 'Failed to delete template' }, // spec 001 §8: only logged
  });

  const { columns, picker } = useListColumns('templates', templateColumns(route, dialogs), 'Email templates');
  return (
    <ListScreen
      views="templates"
      title="Email Templates"
      description="The e-mails the store sends, with {{variable}} placeholders."
      {...frame}
      actions={
        <Link to="/templates/outbox" className={buttonClass('secondary', 'md')}>
          <Mail aria-hidden="true" className="size-4" />
          Outbox
        </Link>
      }
      createLabel="Create Template"
      search={{ label: 'Search by key, name or subject' }}
      columnPicker={picker}
      table={{
        caption: 'Email templates',
        columns,
        emptyText: EMPTY,
      }}
      details={{
        title: 'Template Details',
        notFound: TEMPLATE_MESSAGES.notFound,
        render: (record, close) => <TemplateDetailsModal template={record} onClose={close} />,
      }}
      form={(template, close) => <TemplateFormModal template={template} onClose={close} />}
      confirmDelete={{
        title: 'Delete Template',
        message: (t) => `Are you sure you want to delete the template ${t.name} (${t.template_key})?`,
      }}
    />
  );
}

function templateColumns(route: RecordRoute, dialogs: RecordDialogs<EmailTemplate>): Column<EmailTemplate>[] {
  return [
    {
      key: 'name',
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
    {
      key: 'subject',
      header: 'Subject',
      sort: 'subject',
      cell: (t) => <span className="line-clamp-2 break-words">{t.subject}</span>,
    },
    {
      key: 'formats',
      header: 'Formats',
      cell: (t) => [t.body_html ? 'HTML' : null, t.body_text ? 'Text' : null].filter(Boolean).join(', '),
    },
    { key: 'status', header: 'Status', cell: (t) => <TemplateBadges template={t} /> },
    {
      key: 'updated_at',
      header: 'Last Updated',
      sort: 'updated_at',
      sortFirst: 'desc',
      cell: (t) => formatDate(t.updated_at),
    },
    {
      header: 'Actions',
      card: 'actions',
      className: 'text-right',
      cell: (t) => (
        <RowActions
          view={{ label: `View template ${t.template_key}`, onClick: () => route.open(t.id) }}
          edit={{ label: `Edit template ${t.template_key}`, onClick: () => dialogs.openEdit(t) }}
          // System templates offer no delete; the server refuses it anyway (409).
          remove={
            isSystemTemplate(t.template_key)
              ? null
              : { label: `Delete template ${t.template_key}`, onClick: () => dialogs.openDelete(t) }
          }
        />
      ),
    },
  ];
}

function TemplateDetailsModal({ template: row, onClose }: { template: EmailTemplate | null; onClose: () => void }) {
  const detail = useTemplate(row);
  const template = row ? (detail.data ?? row) : null;
  const rows: DetailsRow[] = template
    ? [
        [
          'Key',
          <span key="key" className="font-mono">
            {template.template_key}
          </span>,
        ],
        ['Name', template.name],
        ['Subject', template.subject],
        ['Status', <TemplateBadges key="status" template={template} />],
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
