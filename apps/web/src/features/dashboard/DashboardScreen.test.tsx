import type { Overview } from '@store/contract/analytics';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, signIn } from '../../test/render.tsx';
import { DashboardScreen } from './DashboardScreen.tsx';

const OVERVIEW: Overview = {
  total_users: 1234,
  new_users: 7,
  total_orders: 50,
  orders_in_range: 50,
  paid_orders_count: 42,
  cancelled_orders_count: 0,
  cancelled_revenue_cents: 0,
  total_revenue_cents: 1234567,
  refunded_cents: 0,
  avg_order_value_cents: 2939,
  active_product_access: 31,
  active_promo_codes: 3,
};

function renderDashboard(handler: () => Response | Promise<Response>) {
  signIn();
  return renderApp([{ path: '/dashboard', element: <DashboardScreen /> }], { path: '/dashboard', handler });
}

const valueOf = (testId: string) => screen.getByTestId(testId).textContent;

describe('DashboardScreen', () => {
  it('says revenue is net of refunds, and how much was refunded', async () => {
    renderDashboard(() =>
      json(200, { overview: { ...OVERVIEW, refunded_cents: 1200 }, orders_by_status: [], time_zone: 'UTC' }),
    );
    await screen.findByTestId('card-total-revenue-value');
    expect(valueOf('card-total-revenue-note')).toBe('Net of $12.00 refunded');
  });

  it('shows a spinner while the overview loads', async () => {
    renderDashboard(() => new Promise(() => {}));
    expect((await screen.findByRole('status')).textContent).toContain('Loading');
  });

  it('shows the four cards, quick stats and the recent-activity placeholder', async () => {
    renderDashboard(() => json(200, { overview: OVERVIEW, orders_by_status: [], time_zone: 'UTC' }));
    await screen.findByTestId('card-total-users-value');
    expect(valueOf('card-total-users-value')).toBe('1,234');
    expect(valueOf('card-total-users-note')).toBe('+7 this month');
    expect(valueOf('card-total-orders-value')).toBe('50');
    expect(valueOf('card-total-orders-note')).toBe('42 paid');
    expect(valueOf('card-total-revenue-value')).toBe('$12,345.67');
    expect(valueOf('card-total-revenue-note')).toBe('Net of refunds');
    expect(valueOf('card-active-access-value')).toBe('31');
    const card = screen.getByRole('region', { name: 'Total Revenue' });
    expect(within(card).getByText('$12,345.67')).toBeTruthy();

    const quick = screen.getByRole('region', { name: 'Quick Stats' });
    expect(within(quick).getByText('Average Order Value')).toBeTruthy();
    expect(valueOf('quick-stat-avg-order-value')).toBe('$29.39');
    expect(valueOf('quick-stat-new-users-this-month')).toBe('7');
    expect(valueOf('quick-stat-active-promo-codes')).toBe('3');
    expect(screen.getByRole('region', { name: 'Recent Activity' })).toBeTruthy();
  });

  it('shows USD and EUR apart: the store currency in each figure, every other currency beside it', async () => {
    const usd = {
      currency: 'USD',
      total_revenue_cents: 1234567,
      refunded_cents: 0,
      paid_orders_count: 42,
      avg_order_value_cents: 2939,
      cancelled_orders_count: 0,
      cancelled_revenue_cents: 0,
    };
    const eur = {
      currency: 'EUR',
      total_revenue_cents: 2103846,
      refunded_cents: 0,
      paid_orders_count: 8,
      avg_order_value_cents: 262981,
      cancelled_orders_count: 2,
      cancelled_revenue_cents: 9000,
    };
    renderDashboard(() =>
      json(200, {
        // Counts cover every currency (42 USD + 8 EUR paid, 2 EUR cancelled); money is in USD.
        overview: { ...OVERVIEW, paid_orders_count: 50, cancelled_orders_count: 2 },
        orders_by_status: [],
        time_zone: 'UTC',
        currency: 'USD',
        by_currency: [usd, eur],
      }),
    );
    await screen.findByTestId('card-total-users-value');
    expect(valueOf('card-total-revenue-value')).toBe('$12,345.67');
    expect(valueOf('card-total-revenue-other-currencies')).toBe('+ €21,038.46 in EUR orders');
    expect(valueOf('card-total-orders-note')).toBe('50 paid');
    expect(valueOf('quick-stat-avg-order-value')).toBe('$29.39');
    expect(valueOf('quick-stat-avg-order-value-other-currencies')).toBe('+ €2,629.81 in EUR orders');
    // Only EUR orders were cancelled: the panel shows them, in euros, apart from the $0.00.
    expect(valueOf('cancelled-orders-count')).toBe('2');
    expect(valueOf('cancelled-orders-value')).toBe('$0.00');
    expect(valueOf('cancelled-orders-other-currencies')).toBe('+ €90.00 in EUR orders');
  });

  it('hides the Cancelled Orders panel when nothing was cancelled', async () => {
    renderDashboard(() => json(200, { overview: OVERVIEW, orders_by_status: [], time_zone: 'UTC' }));
    await screen.findByTestId('card-total-users-value');
    expect(screen.queryByText('Cancelled Orders')).toBeNull();
  });

  it('shows the Cancelled Orders count and value, described as excluded from revenue', async () => {
    renderDashboard(() =>
      json(200, {
        overview: { ...OVERVIEW, cancelled_orders_count: 2, cancelled_revenue_cents: 4500 },
        orders_by_status: [],
        time_zone: 'UTC',
      }),
    );
    const panel = await screen.findByRole('region', { name: 'Cancelled Orders' });
    expect(within(panel).getByTestId('cancelled-orders-count').textContent).toBe('2');
    expect(within(panel).getByTestId('cancelled-orders-value').textContent).toBe('$45.00');
    expect(panel.textContent).toMatch(/excluded from revenue/);
  });

  it('accepts the overview sent directly, without the envelope (spec 000 §7)', async () => {
    renderDashboard(() => json(200, OVERVIEW));
    expect((await screen.findByTestId('card-total-orders-value')).textContent).toBe('50');
  });

  it("shows the server's message when loading fails", async () => {
    renderDashboard(() => json(500, { message: 'Database unavailable' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Database unavailable');
  });

  it("shows 'Failed to load dashboard data' when the failure has no message", async () => {
    renderDashboard(() => new Response('', { status: 502 }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load dashboard data');
  });
});
