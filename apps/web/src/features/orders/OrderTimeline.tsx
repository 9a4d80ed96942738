import {
  ORDER_NOTE_MAX_LENGTH,
  ORDER_NOTE_MESSAGES,
  type OrderNote,
  type TimelineEvent,
} from '@store/contract/order-timeline';
import { MAIL_STATUS_LABELS, OUTBOX_TEXTS } from '@store/contract/outbox';
import { providerLabel } from '@store/contract/payments';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useMailAction } from '../../api/mails.ts';
import { useSignIn } from '../../api/signIn.tsx';
import { buttonClass } from '../../components/buttonClass.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { DATE_TIME_PATTERN, formatDate } from '../../lib/dates.ts';
import { formatCents } from '../../lib/money.ts';
import { useCan } from '../../lib/permissions.ts';
import { errorToast, toast } from '../../lib/toast.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { useAddNote, useDeleteNote, useEditNote, useOrderTimeline } from './useOrderTimeline.ts';

/**
 * An order's story, newest first (issue 16, decision 0021): placed, paid, status changes,
 * shipments, e-mails and the staff's notes. Any admin adds a note; only its author changes or
 * deletes it. Notes are plain text, shown as typed (React escapes them).
 */
export function OrderTimeline({ orderId }: { orderId: number }) {
  const { data, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useOrderTimeline(orderId);
  return (
    <div className="space-y-4">
      <NoteComposer orderId={orderId} />
      {isPending ? (
        <Spinner label="Loading the timeline..." className="py-3" />
      ) : error && !data ? (
        <ErrorBox message={errorMessage(error, ORDER_NOTE_MESSAGES.timelineFailed)} />
      ) : (
        <>
          <ol aria-label="Order timeline" className="relative space-y-4 border-l border-slate-200 pl-5">
            {data.pages
              .flatMap((page) => page.events)
              .map((event) => (
                <li key={event.key} className="relative">
                  <span
                    aria-hidden="true"
                    className={`absolute top-1.5 -left-[1.6875rem] size-2.5 rounded-full ring-4 ring-white ${DOT[event.kind]}`}
                  />
                  <Event event={event} orderId={orderId} />
                </li>
              ))}
          </ol>
          {error ? <ErrorBox message={errorMessage(error, ORDER_NOTE_MESSAGES.timelineFailed)} /> : null}
          {hasNextPage ? (
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {isFetchingNextPage ? 'Loading older events...' : 'Show older events'}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}

const DOT: Record<TimelineEvent['kind'], string> = {
  placed: 'bg-slate-400',
  payment: 'bg-green-600',
  status: 'bg-indigo-500',
  shipment_created: 'bg-sky-500',
  shipment_updated: 'bg-sky-500',
  email: 'bg-amber-500',
  note: 'bg-slate-700',
  refund: 'bg-rose-500',
  access: 'bg-violet-500',
};

function Event({ event, orderId }: { event: TimelineEvent; orderId: number }) {
  switch (event.kind) {
    case 'placed':
      return (
        <Line
          at={event.at}
          by={event.channel.api_key ? `through the API key “${event.channel.api_key}”` : 'on the storefront'}
        >
          Order placed
        </Line>
      );
    case 'payment':
      return (
        <Line
          at={event.at}
          by={
            event.by
              ? `simulated by ${event.by.name}`
              : event.events.length > 0
                ? `confirmed by ${event.events.join(', ')}`
                : null
          }
        >
          Payment of {formatCents(event.amount, event.currency)} received
          {event.provider ? ` via ${providerLabel(event.provider)}` : ''}
          {event.payment_session ? <Detail>Session {event.payment_session}</Detail> : null}
        </Line>
      );
    case 'status':
      return (
        <Line at={event.at} by={`by ${event.by.name}`}>
          Status changed{' '}
          {event.from !== null ? (
            <>
              from <StatusBadge status={event.from} />{' '}
            </>
          ) : null}
          to <StatusBadge status={event.to} />
        </Line>
      );
    case 'shipment_created':
      return (
        <Line at={event.at} by={event.by ? `by ${event.by.name}` : null}>
          Shipment created: {event.carrier} {event.tracking_number}
          <Detail>Status {humanise(event.status)}</Detail>
        </Line>
      );
    case 'shipment_updated':
      return (
        <Line at={event.at} by={`by ${event.by.name}`}>
          Shipment {event.carrier} {event.tracking_number} updated
          <Detail>
            {Object.entries(event.changes)
              .map(([field, { before, after }]) => `${humanise(field)}: ${shown(before)} → ${shown(after)}`)
              .join('; ')}
          </Detail>
        </Line>
      );
    case 'access':
      return (
        <Line at={event.at} by={event.by ? `by ${event.by.name}` : null}>
          Access to {event.product_name} {event.active ? 'made active again' : 'revoked'}
          {event.reason ? <Detail>Because {event.reason}</Detail> : null}
        </Line>
      );
    case 'email':
      return <MailEvent event={event} />;
    case 'note':
      return <Note note={event.note} orderId={orderId} />;
    case 'refund': {
      const { refund } = event;
      return (
        <Line
          at={event.at}
          by={refund.by ? `by ${refund.by.name}` : `at ${PROVIDER_NAME[refund.source] ?? refund.source}`}
        >
          Refunded {formatCents(refund.amount, refund.currency)}
          {refund.shipping_only ? ' of the shipping' : ''}
          <Detail>{refund.reason}</Detail>
        </Line>
      );
    }
  }
}

const PROVIDER_NAME: Record<string, string> = { stripe: 'Stripe', coinbase: 'Coinbase' };

/** A mail about the order, with its status; one that was made can be sent again (decision 0047). */
function MailEvent({ event }: { event: Extract<TimelineEvent, { kind: 'email' }> }) {
  const canResend = useCan()('catalogue', 'manage') && event.status !== 'skipped' && !event.text_removed;
  const resend = useMailAction('resend');
  return (
    <Line
      at={event.at}
      by={
        event.status === 'skipped' && event.error
          ? `${MAIL_STATUS_LABELS.skipped}: ${event.error}`
          : MAIL_STATUS_LABELS[event.status]
      }
    >
      E-mail “{event.subject}” to {event.to}
      {event.text_removed ? <Detail>{OUTBOX_TEXTS.bodyRemoved}</Detail> : null}
      {canResend ? (
        <button
          type="button"
          className="ml-2 text-xs font-medium text-indigo-700 underline-offset-2 hover:underline disabled:opacity-50"
          disabled={resend.isPending}
          aria-label={`Resend the e-mail “${event.subject}”`}
          onClick={() =>
            resend.mutate(event.mail_id, {
              onSuccess: () => toast.success(OUTBOX_TEXTS.resent),
              onError: (err) => errorToast(err, OUTBOX_TEXTS.resendFailed),
            })
          }
        >
          Resend
        </button>
      ) : null}
    </Line>
  );
}

function humanise(text: string): string {
  const spaced = text.replaceAll('_', ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDate(value, DATE_TIME_PATTERN);
  return typeof value === 'string' ? humanise(value) : JSON.stringify(value);
}

function Line({ at, by, children }: { at: string; by: ReactNode; children: ReactNode }) {
  return (
    <div className="text-sm">
      <div className="text-slate-900">{children}</div>
      <p className="mt-0.5 text-xs text-slate-600">
        <time dateTime={at}>{formatDate(at, DATE_TIME_PATTERN)}</time>
        {by ? ` · ${String(by)}` : null}
      </p>
    </div>
  );
}

function Detail({ children }: { children: ReactNode }) {
  return <span className="block text-xs break-all text-slate-600">{children}</span>;
}

function NoteComposer({ orderId }: { orderId: number }) {
  const add = useAddNote(orderId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      await add.mutateAsync(text);
      setText('');
    } catch (err) {
      setError(errorMessage(err, ORDER_NOTE_MESSAGES.addFailed));
    }
  };
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextAreaField
        label="Internal note"
        rows={2}
        value={text}
        maxLength={ORDER_NOTE_MAX_LENGTH}
        placeholder="Only the store's staff see notes"
        onChange={(e) => setText(e.target.value)}
        error={error ?? undefined}
      />
      <button type="submit" className={buttonClass('secondary')} disabled={text.trim() === '' || add.isPending}>
        {add.isPending ? 'Adding...' : 'Add note'}
      </button>
    </form>
  );
}

function Note({ note, orderId }: { note: OrderNote; orderId: number }) {
  const { user } = useSignIn();
  const edit = useEditNote(orderId);
  const remove = useDeleteNote(orderId);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const mine = user !== null && note.author.id === user.id;
  const edited = note.updated_at !== note.created_at;

  const save = async () => {
    if (draft === null) return;
    setError(null);
    try {
      await edit.mutateAsync({ note, body: draft });
      setDraft(null);
    } catch (err) {
      setError(errorMessage(err, ORDER_NOTE_MESSAGES.saveFailed));
    }
  };

  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
      <p className="text-xs text-slate-600">
        Note by <span className="font-medium text-slate-800">{note.author.name}</span> ·{' '}
        <time dateTime={note.created_at}>{formatDate(note.created_at, DATE_TIME_PATTERN)}</time>
        {edited ? ` · edited ${formatDate(note.updated_at, DATE_TIME_PATTERN)}` : null}
      </p>
      {draft === null ? (
        <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{note.body}</p>
      ) : (
        <form
          className="mt-2 space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <TextAreaField
            label="Edit note"
            rows={3}
            value={draft}
            maxLength={ORDER_NOTE_MAX_LENGTH}
            onChange={(e) => setDraft(e.target.value)}
            error={error ?? undefined}
          />
          <div className="flex gap-2">
            <button type="submit" className={buttonClass('primary')} disabled={draft.trim() === '' || edit.isPending}>
              Save note
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={() => setDraft(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {mine && draft === null ? (
        <div className="mt-2 flex gap-3 text-xs">
          <button
            type="button"
            className="font-medium text-indigo-700 hover:underline"
            onClick={() => setDraft(note.body)}
          >
            Edit<span className="sr-only"> note</span>
          </button>
          <button type="button" className="font-medium text-red-700 hover:underline" onClick={() => setDeleting(true)}>
            Delete<span className="sr-only"> note</span>
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete note"
        message="Are you sure you want to delete this note? Its text stays in the audit log."
        confirmLabel="Delete note"
        tone="danger"
        onConfirm={async () => {
          try {
            await remove.mutateAsync(note);
          } catch (err) {
            throw new Error(errorMessage(err, ORDER_NOTE_MESSAGES.deleteFailed), { cause: err });
          }
        }}
      />
    </div>
  );
}
