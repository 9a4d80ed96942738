// The dashboard's chart of the last 30 days (Recharts): its own chunk, loaded after the
// dashboard's figures are on screen, so the chart library never delays them.
import type { RevenueResponse } from '@store/contract/analytics';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART, SERIES, TOOLTIP_STYLE } from '../../components/chartStyle.ts';
import { formatDate } from '../../lib/dates.ts';
import { formatCents } from '../../lib/money.ts';
import { formatCount } from '../../lib/numbers.ts';

export function TrendChart({ series, currency }: { series: RevenueResponse['series']; currency: string }) {
  const points = series.map((p) => ({
    label: formatDate(p.period, 'MMM dd'),
    revenue: p.revenue_cents / 100,
    orders: p.orders,
  }));
  const compact = new Intl.NumberFormat('en-US', { style: 'currency', currency, notation: 'compact' });
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={points} margin={{ top: 8, right: 0, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={CHART.grid} vertical={false} />
        <XAxis dataKey="label" tick={CHART.axis} minTickGap={24} />
        <YAxis yAxisId="revenue" tick={CHART.axis} width={56} tickFormatter={(v: number) => compact.format(v)} />
        <YAxis yAxisId="orders" orientation="right" tick={CHART.axis} width={36} allowDecimals={false} />
        <Tooltip
          {...TOOLTIP_STYLE}
          formatter={(value, name) =>
            name === 'Revenue' ? formatCents(Math.round(Number(value) * 100), currency) : formatCount(Number(value))
          }
        />
        <Legend />
        <Bar
          {...SERIES}
          yAxisId="revenue"
          dataKey="revenue"
          name="Revenue"
          fill={CHART.indigo}
          radius={[3, 3, 0, 0]}
          maxBarSize={24}
        />
        <Line
          {...SERIES}
          yAxisId="orders"
          dataKey="orders"
          name="Orders"
          stroke={CHART.emerald}
          strokeWidth={2}
          dot={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
