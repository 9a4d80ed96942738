import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type WebhookEndpoint } from '@store/contract/webhooks';
import { Badge } from '../../components/Badge.tsx';
import { DATE_TIME_PATTERN, formatDate, timeAgo } from '../../lib/dates.ts';

/** The endpoint's state: Enabled, or Disabled (and why); failing since when, if it is. */
export function EndpointStatus({ endpoint: e }: { endpoint: WebhookEndpoint }) {
  return (
    <div>
      <Badge tone={e.enabled ? 'green' : 'slate'}>{e.enabled ? 'Enabled' : 'Disabled'}</Badge>
      {!e.enabled && e.disabled_reason ? (
        <p className="mt-1 max-w-xs text-xs text-slate-600">{e.disabled_reason}</p>
      ) : null}
      {e.failing_since ? (
        <p className="mt-1 text-xs text-red-700" title={formatDate(e.failing_since, DATE_TIME_PATTERN)}>
          Failing since {timeAgo(e.failing_since)}
        </p>
      ) : null}
    </div>
  );
}

/** The subscribed events, compact: their type names, each with its label as a tooltip. */
export function EventList({ events }: { events: readonly string[] }) {
  if (events.length === WEBHOOK_EVENT_TYPES.length) return <span className="text-slate-700">All events</span>;
  return (
    <ul className="flex max-w-xs flex-wrap gap-1">
      {events.map((type) => (
        <li key={type}>
          <code
            className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800"
            title={WEBHOOK_EVENT_LABELS[type as keyof typeof WEBHOOK_EVENT_LABELS]}
          >
            {type}
          </code>
        </li>
      ))}
    </ul>
  );
}
