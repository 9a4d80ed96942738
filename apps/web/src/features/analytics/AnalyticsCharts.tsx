// The Analytics screen's charts (Recharts): loaded as their own chunk by AnalyticsScreen, so the
// chart library weighs on this screen only, and only after its figures are on screen; each chart
// is drawn when it comes near the viewport, so the first screen does not pay for those below it.
import type { AnalyticsInterval, DateRangeQuery } from '@store/contract/analytics';
import { ANALYTICS_TEXTS } from '@store/contract/analytics-texts';
import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CHART, SERIES, TOOLTIP_STYLE } from '../../components/chartStyle.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { formatDate } from '../../lib/dates.ts';
import { formatCents } from '../../lib/money.ts';
import { formatCount } from '../../lib/numbers.ts';
import { useNearViewport } from '../../lib/useNearViewport.ts';
import { useGeographic, usePromoUsage, useRevenueSeries, useUserSeries } from './useAnalytics.ts';

const { indigo: INDIGO, emerald: EMERALD, sky: SKY, amber: AMBER, axis: AXIS, grid: GRID } = CHART;
/** Bar charts of categories show the leaders; the rest would not be readable. */
const TOP = 10;

const INTERVAL_WORD: Record<AnalyticsInterval, string> = { day: 'day', week: 'week', month: 'month' };

function periodLabel(period: string, interval: AnalyticsInterval): string {
  return formatDate(period, interval === 'month' ? 'MMM yyyy' : 'MMM dd');
}

function ChartCard({
  id,
  title,
  subtitle,
  summary,
  state,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string | undefined;
  /** What the chart shows, in words, for screen readers. */
  summary: string;
  state: { loading: boolean; error: unknown; emptyText: string | null };
  children: ReactNode;
}) {
  const [chartRef, chartNear] = useNearViewport<HTMLDivElement>();
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="m-0 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      data-testid={`chart-${id}`}
    >
      <figcaption className="mb-3">
        <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        {subtitle ? <p className="text-sm text-slate-600">{subtitle}</p> : null}
        <p className="sr-only">{summary}</p>
      </figcaption>
      {state.error ? (
        <ErrorBox message={ANALYTICS_TEXTS.loadFailed} />
      ) : state.loading ? (
        <Spinner label={`Loading ${title.toLowerCase()}...`} className="h-64" />
      ) : state.emptyText ? (
        <p className="flex h-64 items-center justify-center text-sm text-slate-600">{state.emptyText}</p>
      ) : (
        <div ref={chartRef} className="h-64">
          {chartNear ? children : null}
        </div>
      )}
    </figure>
  );
}

export function AnalyticsCharts({ range }: { range: DateRangeQuery | null }) {
  return (
    <section aria-labelledby="charts-title" className="space-y-4">
      <h2 id="charts-title" className="text-base font-semibold text-slate-900">
        Trends
      </h2>
      <div className="grid gap-4 xl:grid-cols-2">
        <RevenueChart range={range} />
        <NewUsersChart range={range} />
        <PromoChart range={range} />
        <CountryChart range={range} />
      </div>
    </section>
  );
}

function RevenueChart({ range }: { range: DateRangeQuery | null }) {
  const { data, error, isPending } = useRevenueSeries(range);
  const hasOrders = (data?.orders ?? 0) > 0;
  const points = (data?.series ?? []).map((p) => ({
    label: periodLabel(p.period, data!.interval),
    revenue: p.revenue_cents / 100,
    orders: p.orders,
  }));
  return (
    <ChartCard
      id="revenue"
      title="Revenue and Orders"
      subtitle={data ? `Per ${INTERVAL_WORD[data.interval]} · revenue counts paid orders` : undefined}
      summary={
        data
          ? `${formatCents(data.total_revenue_cents)} revenue from ${formatCount(data.paid_orders)} paid orders; ${formatCount(data.orders)} orders placed.`
          : ''
      }
      state={{ loading: isPending, error, emptyText: hasOrders ? null : ANALYTICS_TEXTS.noOrders }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="label" tick={AXIS} minTickGap={16} />
          <YAxis yAxisId="revenue" tick={AXIS} width={64} tickFormatter={(v: number) => `$${formatCount(v)}`} />
          <YAxis yAxisId="orders" orientation="right" tick={AXIS} width={40} allowDecimals={false} />
          <Tooltip
            {...TOOLTIP_STYLE}
            formatter={(value, name) =>
              name === 'Revenue' ? formatCents(Math.round(Number(value) * 100)) : formatCount(Number(value))
            }
          />
          <Legend />
          <Bar
            {...SERIES}
            yAxisId="revenue"
            dataKey="revenue"
            name="Revenue"
            fill={INDIGO}
            radius={[3, 3, 0, 0]}
            maxBarSize={40}
          />
          <Line
            {...SERIES}
            yAxisId="orders"
            dataKey="orders"
            name="Orders"
            stroke={EMERALD}
            strokeWidth={2}
            dot={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

function NewUsersChart({ range }: { range: DateRangeQuery | null }) {
  const { data, error, isPending } = useUserSeries(range);
  const points = (data?.series ?? []).map((p) => ({
    label: periodLabel(p.period, data!.interval),
    users: p.new_users,
  }));
  return (
    <ChartCard
      id="new-users"
      title="New Users"
      subtitle={
        data ? `Per ${INTERVAL_WORD[data.interval]} · ${formatCount(data.buyers)} customers bought in range` : undefined
      }
      summary={data ? `${formatCount(data.new_users)} new users of ${formatCount(data.total_users)} in total.` : ''}
      state={{
        loading: isPending,
        error,
        emptyText: (data?.new_users ?? 0) > 0 ? null : 'No new users in this range',
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="label" tick={AXIS} minTickGap={16} />
          <YAxis tick={AXIS} width={40} allowDecimals={false} />
          <Tooltip {...TOOLTIP_STYLE} formatter={(value) => formatCount(Number(value))} />
          <Bar {...SERIES} dataKey="users" name="New users" fill={SKY} radius={[3, 3, 0, 0]} maxBarSize={40} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

function PromoChart({ range }: { range: DateRangeQuery | null }) {
  const { data, error, isPending } = usePromoUsage(range);
  const promos = (data?.promos ?? []).slice(0, TOP).map((p) => ({
    code: p.code,
    orders: p.orders,
  }));
  return (
    <ChartCard
      id="promos"
      title="Promo Code Usage"
      subtitle={
        data
          ? `${formatCount(data.orders_with_promo)} of ${formatCount(data.orders_with_promo + data.orders_without_promo)} paid orders used a code · ${formatCents(data.total_discount_cents)} discounted`
          : undefined
      }
      summary={
        data
          ? data.promos
              .map((p) => `${p.code}: ${formatCount(p.orders)} orders, ${formatCents(p.discount_cents)} discounted`)
              .join('; ') || 'No codes used.'
          : ''
      }
      state={{ loading: isPending, error, emptyText: promos.length > 0 ? null : 'No promo codes used in this range' }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={promos} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={GRID} horizontal={false} />
          <XAxis type="number" tick={AXIS} allowDecimals={false} />
          <YAxis type="category" dataKey="code" tick={AXIS} width={104} interval={0} />
          <Tooltip {...TOOLTIP_STYLE} formatter={(value) => formatCount(Number(value))} />
          <Bar {...SERIES} dataKey="orders" name="Orders" fill={AMBER} radius={[0, 3, 3, 0]} maxBarSize={28} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

function CountryChart({ range }: { range: DateRangeQuery | null }) {
  const { data, error, isPending } = useGeographic(range);
  const countries = (data?.countries ?? []).slice(0, TOP).map((c) => ({
    country: c.country_name ?? c.country_code,
    orders: c.orders,
    revenue: c.revenue_cents / 100,
  }));
  return (
    <ChartCard
      id="countries"
      title="Orders by Shipping Country"
      subtitle={
        data ? `${formatCount(data.orders_without_country)} digital-only paid orders had nothing to ship` : undefined
      }
      summary={
        data
          ? data.countries
              .map((c) => `${c.country_name ?? c.country_code}: ${formatCount(c.orders)} orders`)
              .join('; ') || 'No shipped orders.'
          : ''
      }
      state={{ loading: isPending, error, emptyText: countries.length > 0 ? null : 'No shipped orders in this range' }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={countries} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={GRID} horizontal={false} />
          <XAxis type="number" tick={AXIS} allowDecimals={false} />
          <YAxis type="category" dataKey="country" tick={AXIS} width={112} interval={0} />
          <Tooltip {...TOOLTIP_STYLE} formatter={(value) => formatCount(Number(value))} />
          <Bar {...SERIES} dataKey="orders" name="Orders" fill={EMERALD} radius={[0, 3, 3, 0]} maxBarSize={28} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
