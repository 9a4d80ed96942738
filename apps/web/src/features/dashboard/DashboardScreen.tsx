import type { CurrencyFigures } from '@store/contract/analytics';
import { Ban, DollarSign, KeyRound, ShoppingCart, Users } from 'lucide-react';
import { errorMessage } from '../../api/client.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { OtherCurrencies } from '../../components/OtherCurrencies.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { StatCard } from '../../components/StatCard.tsx';
import { formatCents, netOfRefunds, otherCurrencyNotes } from '../../lib/money.ts';
import { formatCount } from '../../lib/numbers.ts';
import { Panel } from './Panel.tsx';
import { RecentActivity } from './RecentActivity.tsx';
import { TodayQueues } from './TodayQueues.tsx';
import { Trends } from './Trends.tsx';
import { useOverview, type DashboardFigures } from './useOverview.ts';

// spec 000 §8
const LOAD_FAILED = 'Failed to load dashboard data';

/**
 * spec 000 §2 "Dashboard": four cards, the cancelled-orders panel, quick stats, recent activity;
 * the last 30 days as a chart with the top products (decision 0033); and the day's work queues
 * (issue 34).
 */
export function DashboardScreen() {
  const { data, error, isPending } = useOverview();
  return (
    <div>
      <PageHeader title="Dashboard" description="An overview of your store." />
      {isPending ? (
        <Spinner label="Loading dashboard data..." />
      ) : error ? (
        <ErrorBox message={errorMessage(error, LOAD_FAILED)} />
      ) : (
        <DashboardContent figures={data} />
      )}
    </div>
  );
}

function DashboardContent({ figures }: { figures: DashboardFigures }) {
  const { overview, currency, byCurrency } = figures;
  // decision 0015: the store currency's figures, and every other currency beside them, apart.
  const besides = (cents: (f: CurrencyFigures) => number) => otherCurrencyNotes(byCurrency, currency, cents);
  // Counts cover every currency already (issue 34); money is the store currency's.
  const paidOrders = overview.paid_orders_count;
  const cancelledOrders = overview.cancelled_orders_count;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          id="card-total-users"
          title="Total Users"
          icon={Users}
          value={formatCount(overview.total_users)}
          note={`+${formatCount(overview.new_users)} this month`}
        />
        <StatCard
          id="card-total-orders"
          title="Total Orders"
          icon={ShoppingCart}
          value={formatCount(overview.total_orders)}
          note={`${formatCount(paidOrders)} paid`}
        />
        <StatCard
          id="card-total-revenue"
          title="Total Revenue"
          icon={DollarSign}
          value={formatCents(overview.total_revenue_cents, currency)}
          note={netOfRefunds(overview.refunded_cents, currency)}
          others={besides((f) => f.total_revenue_cents)}
        />
        <StatCard
          id="card-active-access"
          title="Active Access"
          icon={KeyRound}
          value={formatCount(overview.active_product_access)}
        />
      </div>

      {/* spec: shown only when there are cancelled orders */}
      {cancelledOrders > 0 ? (
        <section
          aria-labelledby="cancelled-orders-title"
          className="flex flex-col gap-4 rounded-lg border border-amber-200 bg-amber-50 p-5 sm:flex-row sm:items-start"
        >
          <div className="flex min-w-0 flex-1 items-start gap-3">
            <Ban aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
            <div className="min-w-0">
              <h2 id="cancelled-orders-title" className="text-sm font-semibold text-amber-900">
                Cancelled Orders
              </h2>
              <p className="mt-1 text-sm text-amber-900">Cancelled orders are excluded from revenue.</p>
            </div>
          </div>
          <dl className="flex gap-8 pl-8 text-amber-900 sm:pl-0">
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide">Count</dt>
              <dd className="text-xl font-semibold" data-testid="cancelled-orders-count">
                {formatCount(cancelledOrders)}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide">Value</dt>
              <dd>
                <span className="text-xl font-semibold" data-testid="cancelled-orders-value">
                  {formatCents(overview.cancelled_revenue_cents, currency)}
                </span>
                <OtherCurrencies id="cancelled-orders" notes={besides((f) => f.cancelled_revenue_cents)} />
              </dd>
            </div>
          </dl>
        </section>
      ) : null}

      <TodayQueues />

      <div className="grid gap-4 lg:grid-cols-3 lg:items-start">
        <Trends currencies={byCurrency.length > 0 ? byCurrency.map((f) => f.currency) : [currency]} />
        <Panel id="quick-stats" title="Quick Stats">
          <dl className="divide-y divide-slate-100">
            <QuickStat
              id="avg-order-value"
              label="Average Order Value"
              value={formatCents(overview.avg_order_value_cents, currency)}
              others={besides((f) => f.avg_order_value_cents)}
            />
            <QuickStat id="new-users-this-month" label="New Users This Month" value={formatCount(overview.new_users)} />
            <QuickStat
              id="active-promo-codes"
              label="Active Promo Codes"
              value={formatCount(overview.active_promo_codes)}
            />
          </dl>
        </Panel>
        <Panel id="recent-activity" title="Recent Activity" className="lg:col-span-2">
          <RecentActivity />
        </Panel>
      </div>
    </div>
  );
}

function QuickStat({ id, label, value, others = [] }: { id: string; label: string; value: string; others?: string[] }) {
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-right text-sm font-semibold text-slate-900">
        <span data-testid={`quick-stat-${id}`}>{value}</span>
        <OtherCurrencies id={`quick-stat-${id}`} notes={others} />
      </dd>
    </div>
  );
}
