import {
  formatRate,
  formatWindow,
  RATE_LIMITER_BOUNDS,
  RATE_LIMITER_TEXTS,
  UpdateRateLimiterBodySchema,
  type RateLimiter,
  type UpdateRateLimiterBody,
} from '@store/contract/rate-limiters';
import { Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClass } from '../../components/buttonClass.ts';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { formatDate } from '../../lib/dates.ts';
import { formatCount } from '../../lib/numbers.ts';
import { applyServerError } from '../../lib/formErrors.ts';
import { wireResolver } from '../../lib/wireResolver.ts';
import { useUpdateRateLimiter } from './useRateLimiters.ts';

const DATE_TIME = 'MMM dd, yyyy HH:mm';

interface Values {
  window_ms: string;
  max_requests: string;
  description: string;
  is_active: boolean;
}
const FIELDS = ['window_ms', 'max_requests', 'description', 'is_active'] as const;

/** An empty number input is NaN, so the schema answers its range text. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const toBody = (v: Values) => ({
  window_ms: numberOf(v.window_ms),
  max_requests: numberOf(v.max_requests),
  description: v.description,
  is_active: v.is_active,
});
const resolver = wireResolver<Values, typeof UpdateRateLimiterBodySchema>(UpdateRateLimiterBodySchema, toBody);

function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${
        active ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'
      }`}
    >
      {active ? 'Active' : 'Inactive'}
    </span>
  );
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
        Updated {formatDate(limiter.updated_at, DATE_TIME)} · ID {limiter.id}
      </p>
    </div>
  );
}

function EditForm({ limiter, onDone }: { limiter: RateLimiter; onDone: () => void }) {
  const update = useUpdateRateLimiter();
  const [serverError, setServerError] = useState<string | null>(null);
  const formId = `limiter-${limiter.id}-form`;
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, UpdateRateLimiterBody>({
    resolver,
    defaultValues: {
      window_ms: String(limiter.window_ms),
      max_requests: String(limiter.max_requests),
      description: limiter.description,
      is_active: limiter.is_active,
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = async (body: UpdateRateLimiterBody) => {
    setServerError(null);
    try {
      await update.mutateAsync({ id: limiter.id, body });
      onDone();
    } catch (err) {
      // spec 001 §8: the server's error field, else 'Failed to save settings'
      setServerError(applyServerError<Values>(err, FIELDS, setError, RATE_LIMITER_TEXTS.saveFailed));
    }
  };
  const clearOnChange = (name: (typeof FIELDS)[number]) => ({ onChange: () => clearErrors(name) });
  const { windowMs, maxRequests } = RATE_LIMITER_BOUNDS;

  return (
    <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4 px-5 py-4">
      <ErrorBox message={serverError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Time Window (ms)"
          type="number"
          inputMode="numeric"
          min={windowMs.min}
          max={windowMs.max}
          step={1}
          hint={`${formatCount(windowMs.min)} to ${formatCount(windowMs.max)} ms`}
          error={errors.window_ms?.message}
          {...register('window_ms', clearOnChange('window_ms'))}
        />
        <TextField
          label="Max Requests"
          type="number"
          inputMode="numeric"
          min={maxRequests.min}
          max={maxRequests.max}
          step={1}
          hint={`${formatCount(maxRequests.min)} to ${formatCount(maxRequests.max)}`}
          error={errors.max_requests?.message}
          {...register('max_requests', clearOnChange('max_requests'))}
        />
      </div>
      <TextAreaField
        label="Description"
        rows={2}
        error={errors.description?.message}
        {...register('description', clearOnChange('description'))}
      />
      <CheckboxField label="Active" {...register('is_active', clearOnChange('is_active'))} />
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonClass('secondary')} onClick={onDone}>
          Cancel
        </button>
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          Save
        </button>
      </div>
    </form>
  );
}
