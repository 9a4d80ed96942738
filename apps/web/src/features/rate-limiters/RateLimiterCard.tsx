import {
  formatRate,
  formatWindow,
  RATE_LIMITER_BOUNDS,
  RATE_LIMITER_TEXTS,
  UpdateRateLimiterBodySchema,
  type RateLimiter,
} from '@store/contract/rate-limiters';
import { Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '../../components/Badge.tsx';
import { buttonClass } from '../../components/buttonClass.ts';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { DATE_TIME_PATTERN, formatDate } from '../../lib/dates.ts';
import { formatCount } from '../../lib/numbers.ts';
import { toast } from '../../lib/toast.ts';
import { useContractForm } from '../../lib/useContractForm.ts';
import { useFormGuard } from '../../components/FormGuard.tsx';
import { useUpdateRateLimiter } from './useRateLimiters.ts';

interface Values {
  window_ms: string;
  max_requests: string;
  description: string;
  is_active: boolean;
}
/** The fields by their labels, in the form's order (the conflict dialog names them so). */
const LABELS = {
  window_ms: 'Time Window (ms)',
  max_requests: 'Max Requests',
  description: 'Description',
  is_active: 'Active',
} as const satisfies Record<keyof Values, string>;

const valuesOf = (limiter: RateLimiter): Values => ({
  window_ms: String(limiter.window_ms),
  max_requests: String(limiter.max_requests),
  description: limiter.description,
  is_active: limiter.is_active,
});

/** An empty number input is NaN, so the schema answers its range text. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const toBody = (v: Values) => ({
  window_ms: numberOf(v.window_ms),
  max_requests: numberOf(v.max_requests),
  description: v.description,
  is_active: v.is_active,
});

function ActiveBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'green' : 'slate'}>{active ? 'Active' : 'Inactive'}</Badge>;
}

/** spec 001 §2: one card per limiter; edit mode is entered and left per card. */
export function RateLimiterCard({ limiter }: { limiter: RateLimiter }) {
  const [editing, setEditing] = useState(false);
  const titleId = `limiter-${limiter.id}-title`;
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-5 py-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="font-mono text-base font-semibold text-slate-900">
              {limiter.limiter_name}
            </h2>
            <ActiveBadge active={limiter.is_active} />
          </div>
          <code className="mt-1 block font-mono text-xs text-slate-600">{limiter.endpoint_pattern}</code>
        </div>
        {editing ? null : (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            aria-label={`Edit ${limiter.limiter_name}`}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </button>
        )}
      </div>
      {editing ? <EditForm limiter={limiter} onDone={() => setEditing(false)} /> : <Details limiter={limiter} />}
    </section>
  );
}

function Details({ limiter }: { limiter: RateLimiter }) {
  const rows: [string, string, ReactNode][] = [
    [
      'window',
      'Time Window',
      <>
        {formatWindow(limiter.window_ms)}{' '}
        <span className="block text-xs font-normal text-slate-600">({formatCount(limiter.window_ms)} ms)</span>
      </>,
    ],
    ['max', 'Max Requests', formatCount(limiter.max_requests)],
    ['rate', 'Rate', formatRate(limiter.max_requests, limiter.window_ms)],
  ];
  return (
    <div className="space-y-4 px-5 py-4">
      <p className="text-sm text-slate-700">{limiter.description || 'No description.'}</p>
      <dl className="grid gap-4 sm:grid-cols-3">
        {rows.map(([key, label, value]) => (
          <div key={key}>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
            <dd className="mt-1 text-sm font-semibold text-slate-900" data-testid={`limiter-${limiter.id}-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-600">
        Updated {formatDate(limiter.updated_at, DATE_TIME_PATTERN)} · ID {limiter.id}
      </p>
    </div>
  );
}

function EditForm({ limiter, onDone }: { limiter: RateLimiter; onDone: () => void }) {
  const update = useUpdateRateLimiter();
  const form = useContractForm({
    schema: UpdateRateLimiterBodySchema,
    toBody,
    values: valuesOf(limiter),
    revision: limiter.revision,
    valuesOf: (record) => valuesOf(record as RateLimiter),
    labels: LABELS,
    save: (body, revision) => update.mutateAsync({ key: limiter.id, body, revision }),
    // spec 001 §8: the server's error field, else 'Failed to save settings'
    failedMessage: RATE_LIMITER_TEXTS.saveFailed,
    onSaved: () => {
      toast.success(`${RATE_LIMITER_TEXTS.updated}: ${limiter.limiter_name}`);
      onDone();
    },
  });
  const { field, error, input } = form;
  // Edit mode is a form like any other: Cancel asks before unsaved input goes.
  const { requestClose, dialogs } = useFormGuard(form, 'rate limiter', onDone);
  const { windowMs, maxRequests } = RATE_LIMITER_BOUNDS;

  return (
    <form noValidate onSubmit={(event) => void form.submit(event)} className="space-y-4 px-5 py-4">
      <ErrorBox message={form.serverError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Time Window (ms)"
          type="number"
          inputMode="numeric"
          min={windowMs.min}
          max={windowMs.max}
          step={1}
          hint={`${formatCount(windowMs.min)} to ${formatCount(windowMs.max)} ms`}
          {...input('window_ms')}
        />
        <TextField
          label="Max Requests"
          type="number"
          inputMode="numeric"
          min={maxRequests.min}
          max={maxRequests.max}
          step={1}
          hint={`${formatCount(maxRequests.min)} to ${formatCount(maxRequests.max)}`}
          {...input('max_requests')}
        />
      </div>
      <TextAreaField label="Description" rows={2} error={error('description')} {...field('description')} />
      <CheckboxField label="Active" {...field('is_active')} />
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonClass('secondary')} onClick={requestClose}>
          Cancel
        </button>
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={form.submitting}
          aria-busy={form.submitting || undefined}
        >
          Save
        </button>
      </div>
      {dialogs}
    </form>
  );
}
