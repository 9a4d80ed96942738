import type { LucideIcon } from 'lucide-react';
import { OtherCurrencies } from './OtherCurrencies.tsx';

const ICON_TONES = {
  indigo: 'bg-indigo-50 text-indigo-600',
  green: 'bg-green-50 text-green-700',
  red: 'bg-red-50 text-red-700',
  slate: 'bg-slate-100 text-slate-600',
} as const;

/**
 * A figure card (dashboard, analytics, monitoring): its title names the section, the value and the
 * note have stable test ids (`<id>-value`, `<id>-note`), and money figures list the other
 * currencies apart under it (decision 0015).
 */
export function StatCard({
  id,
  title,
  value,
  icon: Icon,
  tone = 'indigo',
  note,
  noteSize = 'sm',
  others = [],
}: {
  /** The card's test-id prefix: 'card-total-users'. */
  id: string;
  title: string;
  value: string;
  icon: LucideIcon;
  tone?: keyof typeof ICON_TONES;
  /** A line under the value that says what it means. */
  note?: string | undefined;
  noteSize?: 'sm' | 'xs';
  /** The same figure in the other currencies, each apart ('+ €21,038.46 in EUR orders'). */
  others?: string[];
}) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="text-sm font-medium text-slate-600">
          {title}
        </h2>
        <span className={`rounded-md p-1.5 ${ICON_TONES[tone]}`}>
          <Icon aria-hidden="true" className="size-4" />
        </span>
      </div>
      <p className="mt-2 text-2xl font-semibold tracking-tight text-slate-900" data-testid={`${id}-value`}>
        {value}
      </p>
      {note ? (
        <p className={`mt-1 ${noteSize === 'xs' ? 'text-xs' : 'text-sm'} text-slate-600`} data-testid={`${id}-note`}>
          {note}
        </p>
      ) : null}
      <OtherCurrencies id={id} notes={others} />
    </section>
  );
}
