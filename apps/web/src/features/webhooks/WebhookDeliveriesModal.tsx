import {
  WEBHOOK_TEXTS,
  type WebhookDelivery,
  type WebhookDeliveryState,
  type WebhookEndpoint,
} from '@store/contract/webhooks';
import { ChevronDown, ChevronRight, RefreshCw, RotateCcw, Send } from 'lucide-react';
import { Fragment, useId, useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { Badge, type BadgeTone } from '../../components/Badge.tsx';
import { buttonClass } from '../../components/buttonClass.ts';
import { DetailsList } from '../../components/DetailsList.tsx';
import { DetailsModal } from '../../components/DetailsModal.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { cards } from '../../components/tableCards.ts';
import { DATE_TIME_PATTERN, formatDate, timeAgo } from '../../lib/dates.ts';
import { errorToast, toast } from '../../lib/toast.ts';
import { EndpointStatus, EventList } from './EndpointSummary.tsx';
import { useReplayDelivery, useWebhookDeliveries } from './useWebhooks.ts';
import { WEBHOOK_UI_TEXTS, type EndpointActions } from './webhookTexts.ts';

const STATE_TONE: Record<WebhookDeliveryState, BadgeTone> = {
  pending: 'amber',
  succeeded: 'green',
  failed: 'red',
};

const STATE_LABELS: Record<WebhookDeliveryState, string> = {
  pending: 'Pending',
  succeeded: 'Succeeded',
  failed: 'Failed',
};

const SECONDS_PATTERN = 'MMM dd, HH:mm:ss';

/**
 * One endpoint (`/api-keys/webhooks/{id}`): its details, "Send test event", and its delivery log,
 * newest first and paged on the server. Each delivery opens to its attempts and its payload, and
 * can be replayed (the same event, once more). While a delivery is about to be tried the log reads
 * itself again every 2 seconds; Refresh reads it at once.
 */
export function WebhookDeliveriesModal({
  endpoint,
  actions,
  onClose,
}: {
  endpoint: WebhookEndpoint;
  actions: EndpointActions;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpoint.id, page);
  const rows = deliveries.data?.data ?? [];
  const headingId = useId();

  return (
    <DetailsModal open onClose={onClose} title="Webhook Endpoint" size="xl">
      <div className="space-y-6">
        <DetailsList
          layout="grid"
          wrap="all"
          rows={[
            [
              'URL',
              <span key="url" className="font-mono">
                {endpoint.url}
              </span>,
              'wide',
            ],
            endpoint.description ? ['Description', endpoint.description, 'wide'] : null,
            ['Status', <EndpointStatus key="status" endpoint={endpoint} />],
            ['Created', formatDate(endpoint.created_at, DATE_TIME_PATTERN)],
            ['Events', <EventList key="events" events={endpoint.events} />, 'wide'],
            endpoint.previous_secret_expires_at
              ? [
                  'Previous secret',
                  `Also signs until ${formatDate(endpoint.previous_secret_expires_at, DATE_TIME_PATTERN)}`,
                  'wide',
                ]
              : null,
          ]}
        />
        <section aria-labelledby={headingId}>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h3 id={headingId} className="text-base font-semibold text-slate-900">
              Deliveries
            </h3>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={actions.busy}
                onClick={() => actions.sendTest(endpoint)}
              >
                <Send aria-hidden="true" className="size-4" />
                Send test event
              </button>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={deliveries.isFetching}
                aria-busy={deliveries.isFetching || undefined}
                onClick={() => void deliveries.refetch()}
              >
                <RefreshCw aria-hidden="true" className="size-4" />
                Refresh
              </button>
            </div>
          </div>
          {deliveries.error ? (
            <ErrorBox className="mb-3" message={errorMessage(deliveries.error, 'Failed to load deliveries')} />
          ) : null}
          <DeliveryTable rows={rows} loading={deliveries.isPending} dimmed={deliveries.isPlaceholderData} />
          {deliveries.data ? <Pagination {...deliveries.data.pagination} onPageChange={setPage} /> : null}
        </section>
      </div>
    </DetailsModal>
  );
}

const HEAD = `px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase ${cards.headerText}`;
const CELL = 'px-3 py-2 align-top text-slate-800';
const FIELD = `${CELL} ${cards.field}`;

/** The log's columns; on a phone each delivery is a card (decision 0031) whose title is its event. */
const COLUMNS = ['Event', 'When', 'State', 'Attempts', 'Response', 'Next attempt'] as const;

function DeliveryTable({ rows, loading, dimmed }: { rows: WebhookDelivery[]; loading: boolean; dimmed: boolean }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const replay = useReplayDelivery();
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const replayOne = (d: WebhookDelivery) =>
    replay.mutate(d.id, {
      onSuccess: () => toast.success(WEBHOOK_TEXTS.replayed),
      onError: (err) => errorToast(err, WEBHOOK_UI_TEXTS.replayFailed),
    });
  const span = COLUMNS.length + 1;

  return (
    <div
      className={`rounded-lg border border-slate-200 bg-white ${cards.box} ${dimmed ? 'opacity-60 transition-opacity' : ''}`}
    >
      <table
        role="table"
        className={`min-w-full divide-y divide-slate-200 text-sm ${cards.table}`}
        aria-busy={loading || undefined}
      >
        <caption className="sr-only">Deliveries of this endpoint, newest first</caption>
        <thead role="rowgroup" className={`bg-slate-50 ${cards.headHidden}`}>
          <tr role="row" className={cards.headRow}>
            {COLUMNS.map((header) => (
              <th
                key={header}
                role="columnheader"
                scope="col"
                className={header === 'Attempts' ? `${HEAD} text-right` : HEAD}
              >
                {header}
              </th>
            ))}
            <th role="columnheader" scope="col" className={HEAD}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className={`divide-y divide-slate-100 ${cards.body}`}>
          {rows.length === 0 ? (
            <tr role="row" className={cards.body}>
              <td role="cell" colSpan={span} className={`px-3 py-8 text-center text-slate-600 ${cards.empty}`}>
                {loading ? 'Loading...' : 'No deliveries yet.'}
              </td>
            </tr>
          ) : (
            rows.map((d) => {
              const expanded = open.has(d.id);
              const detailsId = `delivery-${d.id}`;
              return (
                <Fragment key={d.id}>
                  <tr role="row" className={`hover:bg-slate-50 ${cards.row}`}>
                    <td role="cell" className={`${CELL} ${cards.title}`}>
                      <button
                        type="button"
                        aria-expanded={expanded}
                        aria-controls={expanded ? detailsId : undefined}
                        aria-label={`${expanded ? 'Hide' : 'Show'} the attempts and payload of ${d.event_type} ${d.id}`}
                        onClick={() => toggle(d.id)}
                        className="inline-flex items-center gap-1 rounded font-mono text-xs font-medium whitespace-nowrap text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                      >
                        {expanded ? (
                          <ChevronDown aria-hidden="true" className="size-4" />
                        ) : (
                          <ChevronRight aria-hidden="true" className="size-4" />
                        )}
                        {d.event_type}
                      </button>
                    </td>
                    <td
                      role="cell"
                      data-label="When"
                      className={`${FIELD} whitespace-nowrap`}
                      title={formatDate(d.created_at, SECONDS_PATTERN)}
                    >
                      <span>{timeAgo(d.created_at)}</span>
                    </td>
                    <td role="cell" data-label="State" className={FIELD}>
                      <Badge tone={STATE_TONE[d.state]}>{STATE_LABELS[d.state]}</Badge>
                    </td>
                    <td role="cell" data-label="Attempts" className={`${FIELD} text-right tabular-nums`}>
                      <span>{d.attempts}</span>
                    </td>
                    <td role="cell" data-label="Response" className={`${FIELD} whitespace-nowrap tabular-nums`}>
                      <span>
                        {d.status_code ?? '—'}
                        {d.duration_ms === null ? null : <span className="text-slate-600"> · {d.duration_ms} ms</span>}
                      </span>
                    </td>
                    <td role="cell" data-label="Next attempt" className={`${FIELD} whitespace-nowrap`}>
                      <span>{d.next_attempt_at ? formatDate(d.next_attempt_at, SECONDS_PATTERN) : '—'}</span>
                    </td>
                    <td role="cell" className={`${CELL} text-right ${cards.actions}`}>
                      <button
                        type="button"
                        className={buttonClass('secondary', 'sm')}
                        disabled={replay.isPending}
                        aria-label={`Replay ${d.event_type} ${d.id}`}
                        onClick={() => replayOne(d)}
                      >
                        <RotateCcw aria-hidden="true" className="size-4" />
                        Replay
                      </button>
                    </td>
                  </tr>
                  {expanded ? (
                    <tr role="row" id={detailsId} className={`bg-slate-50 ${cards.body}`}>
                      <td role="cell" colSpan={span} className={`px-3 py-3 ${cards.empty}`}>
                        <DeliveryDetails delivery={d} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}

/** A delivery opened: each attempt (status code or error, duration, when) and the payload sent. */
function DeliveryDetails({ delivery: d }: { delivery: WebhookDelivery }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="min-w-0">
        <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Attempts</h4>
        {d.attempt_log.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">Not tried yet.</p>
        ) : (
          <ol className="mt-1 space-y-1 text-sm">
            {d.attempt_log.map((a) => (
              <li key={`${a.attempt}-${a.at}`} className="flex flex-wrap gap-x-3 gap-y-0.5">
                <span className="font-medium text-slate-900">#{a.attempt}</span>
                {a.status_code !== null ? (
                  <Badge tone={a.status_code >= 200 && a.status_code < 300 ? 'green' : 'red'}>{a.status_code}</Badge>
                ) : null}
                {a.error ? <span className="break-words text-red-700">{a.error}</span> : null}
                <span className="text-slate-600 tabular-nums">{a.duration_ms} ms</span>
                <span className="text-slate-600">{formatDate(a.at, SECONDS_PATTERN)}</span>
              </li>
            ))}
          </ol>
        )}
        <p className="mt-2 text-xs text-slate-600">
          <span className="font-medium">webhook-id</span> <code className="font-mono break-all">{d.event_id}</code>
        </p>
      </div>
      <div className="min-w-0">
        <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Payload</h4>
        <pre className="mt-1 max-h-64 overflow-auto rounded-md border border-slate-200 bg-white p-2 font-mono text-xs text-slate-800">
          {JSON.stringify(d.payload, null, 2)}
        </pre>
      </div>
    </div>
  );
}
