import { ANALYTICS_TEXTS } from '@store/contract/analytics-texts';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { formatDate } from '../../lib/dates.ts';
import { displayCurrency, formatCents } from '../../lib/money.ts';
import { formatCount } from '../../lib/numbers.ts';
import { useCan } from '../../lib/permissions.ts';
import { useNearViewport } from '../../lib/useNearViewport.ts';
import { Panel } from './Panel.tsx';
import { TOP_PRODUCTS, TREND_DAYS, useTrends } from './useTrends.ts';

const TrendChart = lazy(() => import('./TrendChart.tsx').then((m) => ({ default: m.TrendChart })));

/**
 * The last 30 days (issue 18, decision 0033): revenue and orders per day as a chart, in one
 * currency at a time when the store sells in several, with the same figures as a table; and the
 * products that earned most over those days.
 */
export function Trends({ currencies }: { currencies: string[] }) {
  const [currency, setCurrency] = useState(currencies[0] ?? 'USD');
  const { calendar, revenue, products } = useTrends(currency);
  const canOpenProducts = useCan()('catalogue');
  const failed = calendar.error ?? revenue.error;
  const data = revenue.data;
  // The chart's library is the dashboard's heaviest part; below the fold (on a phone) it waits.
  const [chartRef, chartNear] = useNearViewport<HTMLDivElement>();
  return (
    <>
      <Panel
        id="trend"
        title={`Last ${TREND_DAYS} Days`}
        className="lg:col-span-2"
        bodyClassName="px-5 py-4"
        actions={
          currencies.length > 1 ? (
            <div role="group" aria-label="Currency" className="flex rounded-md border border-slate-300 p-0.5">
              {currencies.map((c) => (
                <button
                  key={c}
                  type="button"
                  aria-pressed={c === currency}
                  onClick={() => setCurrency(c)}
                  className={
                    'rounded px-2.5 py-1 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600 ' +
                    (c === currency ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100')
                  }
                >
                  {displayCurrency(c)}
                </button>
              ))}
            </div>
          ) : null
        }
      >
        {failed ? (
          <ErrorBox message={ANALYTICS_TEXTS.loadFailed} />
        ) : !data ? (
          <Spinner label="Loading the last 30 days..." className="h-64" />
        ) : (
          <>
            <dl className="mb-3 flex flex-wrap gap-x-8 gap-y-1">
              <div>
                <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">Revenue</dt>
                <dd className="text-lg font-semibold text-slate-900" data-testid="trend-revenue-total">
                  {formatCents(data.total_revenue_cents, data.currency)}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">Orders</dt>
                <dd className="text-lg font-semibold text-slate-900" data-testid="trend-orders-total">
                  {formatCount(data.orders)}
                </dd>
              </div>
            </dl>
            <figure className="m-0" aria-label={`Revenue and orders per day, last ${TREND_DAYS} days`}>
              <div ref={chartRef} className="h-56" data-testid="trend-chart">
                {chartNear ? (
                  <Suspense fallback={<Spinner label="Loading the chart..." className="h-56" />}>
                    <TrendChart series={data.series} currency={data.currency} />
                  </Suspense>
                ) : null}
              </div>
            </figure>
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer text-slate-700">Show the figures as a table</summary>
              <table className="mt-2 w-full text-sm">
                <caption className="sr-only">Revenue and orders per day, last {TREND_DAYS} days</caption>
                <thead>
                  <tr className="text-left text-xs tracking-wide text-slate-600 uppercase">
                    <th scope="col" className="py-1 font-semibold">
                      Day
                    </th>
                    <th scope="col" className="py-1 text-right font-semibold">
                      Revenue
                    </th>
                    <th scope="col" className="py-1 text-right font-semibold">
                      Orders
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.series.map((p) => (
                    <tr key={p.period}>
                      <th scope="row" className="py-1 text-left font-normal text-slate-700">
                        {formatDate(p.period, 'MMM dd, yyyy')}
                      </th>
                      <td className="py-1 text-right text-slate-900">{formatCents(p.revenue_cents, data.currency)}</td>
                      <td className="py-1 text-right text-slate-900">{formatCount(p.orders)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        )}
      </Panel>

      <Panel id="top-products" title="Top Products">
        {products.error ? (
          <p className="py-6 text-center text-sm text-red-700">{ANALYTICS_TEXTS.loadFailed}</p>
        ) : !products.data ? (
          <p className="py-6 text-center text-sm text-slate-600">Loading top products...</p>
        ) : products.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">No sales in the last {TREND_DAYS} days.</p>
        ) : (
          <ol className="divide-y divide-slate-100" aria-label={`Top ${TOP_PRODUCTS} products by revenue`}>
            {products.data.map((p, i) => {
              const name = p.product?.name ?? 'Deleted product';
              return (
                <li key={`${p.product_id ?? name}`} className="flex items-start gap-3 py-2.5 text-sm">
                  <span className="w-4 shrink-0 text-right text-slate-500">{i + 1}</span>
                  <span className="min-w-0 flex-1 break-words text-slate-800">
                    {p.product_id !== null && canOpenProducts ? (
                      <Link to={`/products/${p.product_id}`} className="font-medium text-indigo-700 hover:underline">
                        {name}
                      </Link>
                    ) : (
                      name
                    )}
                    <span className="block text-xs text-slate-600">{formatCount(Number(p.quantity_sold))} sold</span>
                  </span>
                  <span className="shrink-0 font-semibold text-slate-900">
                    {formatCents(Number(p.revenue), p.currency)}
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </Panel>
    </>
  );
}
