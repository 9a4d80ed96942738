import type { CurrencyFigures, DateRangeQuery, OverviewResponse } from '@store/contract/analytics';
import { ANALYTICS_TEXTS } from '@store/contract/analytics-texts';
import { DollarSign, Receipt, ShoppingCart, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { buttonClass } from '../../components/buttonClass.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { StatCard } from '../../components/StatCard.tsx';
import { TextField } from '../../components/TextField.tsx';
import { formatCents, netOfRefunds, otherCurrencyNotes } from '../../lib/money.ts';
import { formatCount } from '../../lib/numbers.ts';
import { defaultRange, rangeError, toQuery, type RangeInputs } from './dateRange.ts';
import { ProductsSold } from './ProductsSold.tsx';
import { statusColor } from './statusColors.ts';
import { useListView } from '../../lib/useListView.ts';
import { useCalendar } from '../../lib/calendar.ts';
import { useAnalyticsOverview, useProductSales } from './useAnalytics.ts';

/** The address's range parameters; `range=all` is a range cleared to all time. */
const RANGE_PARAMS = ['start_date', 'end_date', 'range'] as const;
const ALL_TIME = 'all';

// The charts carry the chart library: a separate chunk, loaded after the figures are on screen.
const AnalyticsCharts = lazy(() => import('./AnalyticsCharts.tsx').then((m) => ({ default: m.AnalyticsCharts })));

/**
 * spec 001 §2 "Analytics": a date range (default one month back to today, in the store's time
 * zone) with Clear; summary cards; orders by status; products sold; and charts of the other calls.
 */
export function AnalyticsScreen() {
  const calendar = useCalendar();
  // The range the figures show is in the address (`?start_date=…&end_date=…`, `?range=all` for
  // all time, nothing for the default), so a reload, Back or a pasted link shows the same figures.
  const view = useListView({ filters: RANGE_PARAMS });
  const { start_date, end_date, range } = view.filters;
  const applied: DateRangeQuery | null =
    range === ALL_TIME ? {} : start_date || end_date ? toQuery({ start_date, end_date }) : null;
  // What the inputs hold while the admin types: a reversed range is shown but not applied. It is
  // dropped when the address changes (Back, Forward).
  const addressed = `${start_date}|${end_date}|${range}`;
  const [edited, setEdited] = useState<{ inputs: RangeInputs; at: string } | null>(null);
  const defaults = calendar.data ? defaultRange(calendar.data.today) : null;
  const appliedInputs = applied ? { start_date: applied.start_date ?? '', end_date: applied.end_date ?? '' } : null;
  const inputs = (edited?.at === addressed ? edited.inputs : null) ?? appliedInputs ?? defaults;
  const query = applied ?? (defaults ? toQuery(defaults) : null);
  const invalid = inputs ? rangeError(inputs) : null;
  const change = (next: RangeInputs) => {
    if (rangeError(next)) {
      setEdited({ inputs: next, at: addressed });
      return;
    }
    setEdited(null);
    const all = !next.start_date && !next.end_date;
    view.change({ start_date: next.start_date, end_date: next.end_date, range: all ? ALL_TIME : undefined });
  };

  const overview = useAnalyticsOverview(query);
  const products = useProductSales(query);
  const failed = calendar.error ?? overview.error ?? products.error;

  const loading = !failed && (!overview.data || !products.data);
  const refreshing = overview.isPlaceholderData || products.isPlaceholderData;
  const hasRange = Boolean(query?.start_date || query?.end_date);

  return (
    <div>
      <PageHeader title="Analytics" description="Sales, customers and products over a date range." />
      <form
        className="mb-6 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        onSubmit={(e) => e.preventDefault()}
        aria-label="Date range"
      >
        <TextField
          label="Start date"
          type="date"
          className="w-44"
          value={inputs?.start_date ?? ''}
          max={inputs?.end_date || undefined}
          disabled={!inputs}
          onChange={(e) => change({ end_date: '', ...inputs, start_date: e.target.value })}
        />
        <TextField
          label="End date"
          type="date"
          className="w-44"
          value={inputs?.end_date ?? ''}
          min={inputs?.start_date || undefined}
          disabled={!inputs}
          error={invalid ?? undefined}
          onChange={(e) => change({ start_date: '', ...inputs, end_date: e.target.value })}
        />
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={!inputs || (!inputs.start_date && !inputs.end_date)}
          onClick={() => change({ start_date: '', end_date: '' })}
        >
          Clear
        </button>
        {calendar.data ? (
          <p className="pb-2 text-sm text-slate-600" data-testid="analytics-time-zone">
            Days are counted in the store&apos;s time zone: <strong>{calendar.data.time_zone}</strong>
            {hasRange ? '' : ' · no dates: all time'}
          </p>
        ) : null}
      </form>

      {failed ? (
        <ErrorBox message={ANALYTICS_TEXTS.loadFailed} />
      ) : loading ? (
        <Spinner label={ANALYTICS_TEXTS.loading} showLabel />
      ) : (
        <div className={`space-y-6 ${refreshing ? 'opacity-60 transition-opacity' : ''}`} aria-busy={refreshing}>
          <SummaryCards response={overview.data!} hasRange={hasRange} />
          <OrdersByStatus statuses={overview.data!.orders_by_status} />
          <Suspense fallback={<Spinner label="Loading charts..." showLabel />}>
            <AnalyticsCharts range={query} />
          </Suspense>
          <ProductsSold data={products.data!} />
        </div>
      )}
    </div>
  );
}

function SummaryCards({ response, hasRange }: { response: OverviewResponse; hasRange: boolean }) {
  const o = response.overview;
  // decision 0015: the store currency's money, every other currency apart beside it.
  const currency = response.currency ?? 'USD';
  const byCurrency = response.by_currency ?? [];
  const besides = (cents: (f: CurrencyFigures) => number) => otherCurrencyNotes(byCurrency, currency, cents);
  // Counts cover every currency already (issue 34); money is the store currency's.
  const paidOrders = o.paid_orders_count;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        id="analytics-total-users"
        title="Total Users"
        icon={Users}
        value={formatCount(o.total_users)}
        // Without dates the server counts this month's new users (the dashboard's figure).
        note={`+${formatCount(o.new_users)} ${hasRange ? 'in range' : 'this month'}`}
      />
      <StatCard
        id="analytics-total-orders"
        title="Total Orders"
        icon={ShoppingCart}
        value={formatCount(o.total_orders)}
        note={`${formatCount(o.orders_in_range)} in range`}
      />
      <StatCard
        id="analytics-total-revenue"
        title="Total Revenue"
        icon={DollarSign}
        value={formatCents(o.total_revenue_cents, currency)}
        note={`${formatCount(paidOrders)} paid orders · ${netOfRefunds(o.refunded_cents, currency).toLowerCase()}`}
        others={besides((f) => f.total_revenue_cents)}
      />
      <StatCard
        id="analytics-avg-order-value"
        title="Avg Order Value"
        icon={Receipt}
        value={formatCents(o.avg_order_value_cents, currency)}
        note={`${formatCount(o.active_product_access)} active access`}
        others={besides((f) => f.avg_order_value_cents)}
      />
    </div>
  );
}

function OrdersByStatus({ statuses }: { statuses: OverviewResponse['orders_by_status'] }) {
  return (
    <section
      aria-labelledby="orders-by-status-title"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="orders-by-status-title" className="mb-4 text-base font-semibold text-slate-900">
        Orders by Status
      </h2>
      {statuses.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-600">{ANALYTICS_TEXTS.noOrders}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {statuses.map((s) => (
            <li
              key={s.status}
              className={`rounded-md border p-3 ${statusColor(s.status)}`}
              data-testid={`status-${s.status}`}
            >
              {/* As typed (decision 0023): no change of case, spaces kept. */}
              <p className="overflow-hidden text-sm font-medium text-ellipsis whitespace-pre" title={s.status}>
                {s.status}
              </p>
              <p className="mt-1 text-2xl font-semibold" data-testid={`status-${s.status}-count`}>
                {formatCount(s.count)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
