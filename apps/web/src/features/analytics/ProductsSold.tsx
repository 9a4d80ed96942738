import type { ProductSales, ProductsAnalyticsResponse } from '@store/contract/analytics';
import { ANALYTICS_TEXTS } from '@store/contract/analytics-texts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { OtherCurrencies } from '../../components/OtherCurrencies.tsx';
import { formatCents, otherCurrencyNotes } from '../../lib/money.ts';
import { formatCount } from '../../lib/numbers.ts';

/** spec 001 §2: the product's name, else 'Product #id'. */
export function productLabel(p: ProductSales): string {
  return p.product?.name ?? `Product #${p.product_id ?? '?'}`;
}

const columns: Column<ProductSales>[] = [
  {
    header: 'Product',
    card: 'title',
    cell: (p) => <span className="font-medium text-slate-900">{productLabel(p)}</span>,
  },
  // revenue and quantity arrive as numeric strings (revenue in cents)
  {
    header: 'Total Sold',
    className: 'text-right tabular-nums',
    cell: (p) => formatCents(p.revenue, p.currency ?? 'USD'),
  },
  { header: 'Qty Sold', className: 'text-right tabular-nums', cell: (p) => formatCount(Number(p.quantity_sold)) },
];

/**
 * spec 001 §2 "Products Sold (Ordered by Revenue)": ranked per currency, the store currency's
 * products first, each revenue in its own currency (decision 0015).
 */
export function ProductsSold({ data }: { data: ProductsAnalyticsResponse }) {
  const rows = data.top_by_revenue;
  return (
    <section aria-labelledby="products-sold-title" className="space-y-3">
      <h2 id="products-sold-title" className="text-base font-semibold text-slate-900">
        {ANALYTICS_TEXTS.productsTitle}
      </h2>
      <DataTable
        caption={ANALYTICS_TEXTS.productsTitle}
        columns={columns}
        rows={rows}
        rowKey={(p) => `${p.product_id ?? 'deleted'}-${productLabel(p)}-${p.currency}`}
        emptyText={ANALYTICS_TEXTS.noProducts}
      />
      {rows.length > 0 ? (
        <div className="flex flex-wrap items-start justify-between gap-3 text-sm text-slate-600">
          <p data-testid="products-shown">
            {rows.length === data.total_products
              ? `Showing all ${formatCount(rows.length)} products`
              : `Showing ${formatCount(rows.length)} of ${formatCount(data.total_products)} products`}
          </p>
          <div className="text-right">
            <p>
              Products revenue:{' '}
              <strong className="text-slate-900" data-testid="products-revenue">
                {formatCents(data.products_revenue_cents, data.currency ?? 'USD')}
              </strong>
            </p>
            <OtherCurrencies
              id="products-revenue"
              notes={otherCurrencyNotes(
                data.by_currency ?? [],
                data.currency ?? 'USD',
                (c) => c.products_revenue_cents,
              )}
            />
            <p className="mt-1 text-xs">{ANALYTICS_TEXTS.revenueNote}</p>
          </div>
        </div>
      ) : null}
    </section>
  );
}
