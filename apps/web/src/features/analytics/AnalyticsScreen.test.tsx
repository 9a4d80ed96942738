import type { OverviewResponse, ProductsAnalyticsResponse } from '@store/contract/analytics';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, renderApp, signIn } from '../../test/render.tsx';
import { AnalyticsScreen } from './AnalyticsScreen.tsx';

const OVERVIEW: OverviewResponse = {
  overview: {
    total_users: 40,
    new_users: 3,
    total_orders: 90,
    orders_in_range: 12,
    // Counts cover every currency: 10 USD and 4 EUR paid orders.
    paid_orders_count: 14,
    cancelled_orders_count: 1,
    cancelled_revenue_cents: 500,
    total_revenue_cents: 123456,
    refunded_cents: 0,
    avg_order_value_cents: 12346,
    active_product_access: 7,
    active_promo_codes: 2,
  },
  orders_by_status: [
    { status: 'paid', count: 10 },
    { status: 'on hold', count: 2 },
  ],
  time_zone: 'Europe/Paris',
  currency: 'USD',
  by_currency: [
    {
      currency: 'USD',
      total_revenue_cents: 123456,
      refunded_cents: 0,
      paid_orders_count: 10,
      avg_order_value_cents: 12346,
      cancelled_orders_count: 1,
      cancelled_revenue_cents: 500,
    },
    {
      currency: 'EUR',
      total_revenue_cents: 2103846,
      refunded_cents: 0,
      paid_orders_count: 4,
      avg_order_value_cents: 525962,
      cancelled_orders_count: 0,
      cancelled_revenue_cents: 0,
    },
  ],
};
const PRODUCTS: ProductsAnalyticsResponse = {
  time_zone: 'Europe/Paris',
  start_date: '2025-01-15',
  end_date: '2025-02-15',
  top_by_revenue: [
    { product_id: 4, product: { name: 'Lamp' }, revenue: '90000', quantity_sold: '20', currency: 'USD' },
    { product_id: 9, product: null, revenue: '1050', quantity_sold: '3', currency: 'USD' },
    { product_id: 4, product: { name: 'Lamp' }, revenue: '4500', quantity_sold: '1', currency: 'EUR' },
  ],
  total_products: 3,
  products_revenue_cents: 91050,
  currency: 'USD',
  by_currency: [
    { currency: 'USD', products_revenue_cents: 91050 },
    { currency: 'EUR', products_revenue_cents: 4500 },
  ],
};
const empty = { time_zone: 'Europe/Paris', start_date: null, end_date: null, interval: 'day', series: [] };

function handlerWith(overrides: Record<string, () => Response> = {}) {
  return (url: string) => {
    const path = new URL(url, 'http://x').pathname.replace('/api/admin/analytics/', '');
    if (overrides[path]) return overrides[path]();
    if (path === 'calendar') return json(200, { time_zone: 'Europe/Paris', today: '2025-02-15' });
    if (path === 'overview') return json(200, OVERVIEW);
    if (path === 'products') return json(200, PRODUCTS);
    if (path === 'revenue') return json(200, { ...empty, total_revenue_cents: 0, orders: 0, paid_orders: 0 });
    if (path === 'users') return json(200, { ...empty, total_users: 0, new_users: 0, buyers: 0 });
    if (path === 'promos')
      return json(200, {
        ...empty,
        promos: [],
        orders_with_promo: 0,
        orders_without_promo: 0,
        total_discount_cents: 0,
      });
    return json(200, { ...empty, countries: [], orders_without_country: 0 });
  };
}

function renderAnalytics(handler: ReturnType<typeof handlerWith>) {
  signIn();
  return renderApp([{ path: '/analytics', element: <AnalyticsScreen /> }], { path: '/analytics', handler });
}

describe('AnalyticsScreen', () => {
  it("shows 'Loading analytics...' until the figures arrive", async () => {
    renderAnalytics(handlerWith({ overview: () => new Promise<Response>(() => {}) as unknown as Response }));
    expect(await screen.findByText('Loading analytics...')).toBeTruthy();
  });

  it('asks for one month back to today in the store calendar, with limit 10000 for products', async () => {
    const { urls } = renderAnalytics(handlerWith());
    await screen.findByTestId('analytics-total-users-value');
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2025-01-15');
    expect((screen.getByLabelText('End date') as HTMLInputElement).value).toBe('2025-02-15');
    expect(urls()).toContain('GET /api/admin/analytics/overview?start_date=2025-01-15&end_date=2025-02-15');
    expect(urls()).toContain('GET /api/admin/analytics/products?start_date=2025-01-15&end_date=2025-02-15&limit=10000');
    expect(screen.getByTestId('analytics-time-zone').textContent).toContain('Europe/Paris');
  });

  it('shows the four cards with their notes, the status grid and the products table', async () => {
    renderAnalytics(handlerWith());
    expect((await screen.findByTestId('analytics-total-users-note')).textContent).toBe('+3 in range');
    expect(screen.getByTestId('analytics-total-orders-note').textContent).toBe('12 in range');
    expect(screen.getByTestId('analytics-total-revenue-value').textContent).toBe('$1,234.56');
    // Paid orders of every currency; revenue in USD with EUR apart beside it (decision 0015).
    expect(screen.getByTestId('analytics-total-revenue-note').textContent).toBe('14 paid orders · net of refunds');
    expect(screen.getByTestId('analytics-total-revenue-other-currencies').textContent).toBe(
      '+ €21,038.46 in EUR orders',
    );
    expect(screen.getByTestId('analytics-avg-order-value-value').textContent).toBe('$123.46');
    expect(screen.getByTestId('analytics-avg-order-value-other-currencies').textContent).toBe(
      '+ €5,259.62 in EUR orders',
    );
    expect(screen.getByTestId('analytics-avg-order-value-note').textContent).toBe('7 active access');
    expect(screen.getByTestId('status-paid').className).toContain('bg-blue-50');
    expect(screen.getByTestId('status-on hold').className).toContain('bg-slate-100'); // others grey

    const table = screen.getByRole('table', { name: 'Products Sold (Ordered by Revenue)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent))).toEqual([
      ['Lamp', '$900.00', '20'],
      ['Product #9', '$10.50', '3'],
      ['Lamp', '€45.00', '1'],
    ]);
    expect(screen.getByText('Showing all 3 products')).toBeTruthy();
    expect(screen.getByTestId('products-revenue').textContent).toBe('$910.50');
    expect(screen.getByTestId('products-revenue-other-currencies').textContent).toBe('+ €45.00 in EUR orders');
    expect(screen.getByText('Total order revenue = Products revenue + Shipping + Taxes - Discounts')).toBeTruthy();
  });

  it('shows the empty texts', async () => {
    renderAnalytics(
      handlerWith({
        overview: () => json(200, { ...OVERVIEW, orders_by_status: [] }),
        products: () => json(200, { ...PRODUCTS, top_by_revenue: [], total_products: 0 }),
      }),
    );
    expect(await screen.findByText('No product data available')).toBeTruthy();
    expect(screen.getAllByText('No order data available').length).toBeGreaterThan(0);
  });

  it("shows 'Failed to load analytics data' and logs the failure", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAnalytics(handlerWith({ overview: () => json(500, { message: 'Database unavailable' }) }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load analytics data');
    expect(log).toHaveBeenCalled();
  });

  it('refuses a reversed range and Clear asks for all time', async () => {
    const { urls } = renderAnalytics(handlerWith());
    await screen.findByTestId('analytics-total-users-value');
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2025-03-01' } });
    expect(screen.getByText('The start date must not be after the end date')).toBeTruthy();
    expect(urls().some((u) => u.includes('start_date=2025-03-01'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await vi.waitFor(() => expect(urls()).toContain('GET /api/admin/analytics/overview'));
    expect(await screen.findByText('+3 this month')).toBeTruthy();
  });
});
