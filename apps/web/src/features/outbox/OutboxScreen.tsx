import {
  MAIL_STATUS_LABELS,
  MAIL_STATUSES,
  OUTBOX_TEXTS,
  type MailStatus,
  type OutboxMail,
} from '@store/contract/outbox';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { Badge, type BadgeTone } from '../../components/Badge.tsx';
import { buttonClass } from '../../components/buttonClass.ts';
import type { Column } from '../../components/DataTable.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { FilterSelect } from '../../components/FilterSelect.tsx';
import { ListScreen } from '../../components/ListScreen.tsx';
import { formatDate, timeAgo } from '../../lib/dates.ts';
import { useCan } from '../../lib/permissions.ts';
import { errorToast, toast } from '../../lib/toast.ts';
import { useListView } from '../../lib/useListView.ts';
import { useMailAction } from '../../api/mails.ts';
import { useOutbox } from './useOutbox.ts';
import { useListColumns } from '../../lib/useListColumns.tsx';

/** The outbox's filter in the address (`/templates/outbox?status=failed`). */
const OUTBOX_FILTERS = ['status'] as const;

const STATUS_TONE: Record<MailStatus, BadgeTone> = {
  queued: 'amber',
  sending: 'sky',
  sent: 'green',
  failed: 'red',
  kept: 'slate',
  skipped: 'slate',
};

/**
 * The outbox (issue 30, decision 0047): every mail the store sent or tried to, newest first, paged
 * on the server, filtered by status and searched by recipient or order number. A failed mail can
 * be retried; any mail that was made can be sent again (a new mail). Reached from Email Templates
 * and the command palette.
 */
export function OutboxScreen() {
  const view = useListView({ filters: OUTBOX_FILTERS });
  const status = (MAIL_STATUSES as readonly string[]).includes(view.filters.status)
    ? (view.filters.status as MailStatus)
    : '';
  const { data, error, isPending, isPlaceholderData } = useOutbox({ page: view.page, search: view.search, status });
  const canManage = useCan()('catalogue', 'manage');
  const retry = useMailAction('retry');
  const resend = useMailAction('resend');
  const act = (action: typeof retry, done: string, failed: string) => (mail: OutboxMail) =>
    action.mutate(mail.id, { onSuccess: () => toast.success(done), onError: (err) => errorToast(err, failed) });
  const actions = {
    retry: act(retry, OUTBOX_TEXTS.retried, OUTBOX_TEXTS.retryFailed),
    resend: act(resend, OUTBOX_TEXTS.resent, OUTBOX_TEXTS.resendFailed),
    busy: retry.isPending || resend.isPending,
  };
  const { columns, picker } = useListColumns(
    'outbox',
    outboxColumns(canManage ? actions : null),
    'Mails in the outbox',
  );
  return (
    <ListScreen
      views="outbox"
      title={OUTBOX_TEXTS.title}
      description={
        <>
          Every e-mail the store sent or tried to send, newest first.{' '}
          <Link to="/templates" className="font-medium text-indigo-700 underline-offset-2 hover:underline">
            Email Templates
          </Link>{' '}
          decide what they say.
        </>
      }
      view={view}
      search={{ label: 'Search by recipient or order number' }}
      filters={
        <FilterSelect
          label="Status"
          className="w-48"
          value={status}
          onChange={(next) => view.setFilter('status', next)}
          allLabel="All statuses"
          options={MAIL_STATUSES}
          labels={STATUS_FILTER_LABELS}
        />
      }
      notices={error ? <ErrorBox className="mb-4" message={errorMessage(error, OUTBOX_TEXTS.loadFailed)} /> : null}
      rows={data?.mails ?? []}
      rowKey={(m) => m.id}
      columnPicker={picker}
      table={{
        caption: 'Mails in the outbox',
        columns,
        emptyText: OUTBOX_TEXTS.empty,
      }}
      loading={isPending}
      dimmed={isPlaceholderData}
      pagination={data?.pagination}
    />
  );
}

/** The filter's words: the statuses as the list says them, capitalised. */
const STATUS_FILTER_LABELS = Object.fromEntries(
  MAIL_STATUSES.map((s) => [s, MAIL_STATUS_LABELS[s].charAt(0).toUpperCase() + MAIL_STATUS_LABELS[s].slice(1)]),
) as Record<MailStatus, string>;

interface MailActions {
  retry: (mail: OutboxMail) => void;
  resend: (mail: OutboxMail) => void;
  busy: boolean;
}

function outboxColumns(actions: MailActions | null): Column<OutboxMail>[] {
  const columns: Column<OutboxMail>[] = [
    {
      key: 'recipient',
      header: 'Recipient',
      card: 'title',
      cell: (m) => (
        <div className="min-w-0">
          <p className="font-medium break-all text-slate-900">{m.to}</p>
          {m.order ? (
            <Link to={`/orders/${m.order.id}`} className="text-xs text-indigo-700 underline-offset-2 hover:underline">
              Order {m.order.order_number}
            </Link>
          ) : null}
        </div>
      ),
    },
    {
      key: 'subject',
      header: 'Subject',
      cell: (m) => (
        <div className="min-w-0">
          <p className="text-slate-900">{m.status === 'skipped' ? '—' : m.subject}</p>
          {m.template_key ? <p className="font-mono text-xs text-slate-600">{m.template_key}</p> : null}
          {m.body_removed_at ? <p className="text-xs text-slate-600">{OUTBOX_TEXTS.bodyRemoved}</p> : null}
        </div>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (m) => (
        <div>
          <Badge tone={STATUS_TONE[m.status]}>{MAIL_STATUS_LABELS[m.status]}</Badge>
          {m.last_error ? <p className="mt-1 max-w-xs text-xs break-words text-slate-600">{m.last_error}</p> : null}
          {m.next_attempt_at ? (
            <p className="mt-1 text-xs text-slate-600">
              Next attempt {formatDate(m.next_attempt_at, 'MMM dd, HH:mm:ss')}
            </p>
          ) : null}
        </div>
      ),
    },
    { key: 'attempts', header: 'Attempts', className: 'text-right', cell: (m) => m.attempts },
    {
      key: 'created_at',
      header: 'Created',
      cell: (m) => (
        <span className="whitespace-nowrap" title={formatDate(m.created_at, 'MMM dd, yyyy HH:mm:ss')}>
          {timeAgo(m.created_at)}
        </span>
      ),
    },
  ];
  if (!actions) return columns;
  return [
    ...columns,
    {
      header: 'Actions',
      card: 'actions',
      cell: (m) => (
        <div className="flex justify-end gap-2">
          {m.status === 'failed' && !m.body_removed_at ? (
            <MailButton label="Retry" mail={m} busy={actions.busy} onClick={actions.retry} />
          ) : null}
          {m.status !== 'skipped' && !m.body_removed_at ? (
            <MailButton label="Resend" mail={m} busy={actions.busy} onClick={actions.resend} />
          ) : null}
        </div>
      ),
    },
  ];
}

/** A row's action ('Retry the mail to ada@example.com'). */
function MailButton(props: { label: string; mail: OutboxMail; busy: boolean; onClick: (mail: OutboxMail) => void }) {
  return (
    <button
      type="button"
      className={buttonClass('secondary', 'sm')}
      disabled={props.busy}
      onClick={() => props.onClick(props.mail)}
      aria-label={`${props.label} the mail to ${props.mail.to}`}
    >
      {props.label}
    </button>
  );
}
