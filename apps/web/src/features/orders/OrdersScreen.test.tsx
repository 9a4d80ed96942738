import {
  ORDER_STATUSES,
  type Order,
  type OrdersListResponse,
  type OrderStatusesResponse,
} from '@store/contract/orders';
import type { PendingPaymentSession } from '@store/contract/payments';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, renderApp, signIn } from '../../test/render.tsx';
import { OrdersScreen } from './OrdersScreen.tsx';

const order = (n: number, patch: Partial<Order> = {}): Order => ({
  id: n,
  order_number: `ORD-2026-${String(n).padStart(6, '0')}`,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  revision: 1,
  status: 'paid',
  currency: 'USD',
  subtotal: 1000 + n,
  amount_discount: 0,
  tax: 0,
  shipping: 0,
  amount_refunded: 0,
  shipping_refunded: 0,
  total: 1000 + n,
  payment_provider: 'stripe',
  shipping_country_code: null,
  user: { id: 100 + n, email: `buyer${n}@example.com` },
  promoCode: null,
  ...patch,
});

const SESSION: PendingPaymentSession = {
  id: 9,
  session_id: 'cs_test_a1b2c3d4e5f6g7h8i9j0',
  user_email: 'waiting@example.com',
  provider: 'coinbase',
  amount_expected: 4900,
  currency: 'EUR',
  status: 'pending',
  created_at: '2026-03-02T10:00:00.000Z',
};

/** The statuses in the store: the six, then its custom ones as typed (GET /orders/statuses). */
const STATUSES: OrderStatusesResponse = {
  statuses: [
    ...ORDER_STATUSES.map((status) => ({ status, count: status === 'paid' ? 20 : 0 })),
    { status: 'Awaiting Stock', count: 2 },
    { status: 'awaiting_stock', count: 1 },
    { status: 'on_hold', count: 1234 },
  ],
};

/** The server's answer over a store of `count` orders, for the page and limit the URL asks. */
function list(patch: Partial<OrdersListResponse> = {}, count = 23) {
  return (url: string): Response => {
    if (new URL(url, 'http://localhost').pathname.endsWith('/orders/statuses')) return json(200, STATUSES);
    const query = new URL(url, 'http://localhost').searchParams;
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 10);
    const orders = Array.from({ length: Math.max(0, Math.min(limit, count - (page - 1) * limit)) }, (_, i) =>
      order(count - (page - 1) * limit - i),
    );
    return json(200, {
      orders,
      pendingPaymentSessions: [SESSION],
      pending_sessions_total: 1,
      pagination: { page, limit, total: count, pages: Math.ceil(count / limit) },
      simulation_enabled: true,
      ...patch,
    } satisfies OrdersListResponse);
  };
}

function renderOrders(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  signIn();
  return renderApp([{ path: '/orders/:id?', element: <OrdersScreen /> }], { path: '/orders', handler });
}

const table = () => screen.getByRole('table', { name: 'Orders' });

describe('OrdersScreen', () => {
  it('shows the first page at once, then fetches with limit 10000 and pages the orders in the browser', async () => {
    const { urls } = renderOrders(list());
    await screen.findByText('ORD-2026-000023');
    await waitFor(() =>
      expect(urls().filter((u) => u.includes('/orders?'))).toEqual([
        'GET /api/admin/orders?page=1&limit=10',
        'GET /api/admin/orders?page=1&limit=10000',
      ]),
    );
    expect(within(table()).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Showing page 1 of 3 (23 total)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing page 2 of 3 (23 total)')).toBeTruthy();
    expect(screen.getByText('ORD-2026-000013')).toBeTruthy();
  });

  it('searches in the browser and asks the server for a status', async () => {
    const { urls } = renderOrders(list());
    await screen.findByText('ORD-2026-000023');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), { target: { value: '$10.07' } });
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('ORD-2026-000007')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'cancelled' } });
    await waitFor(() => expect(urls()).toContain('GET /api/admin/orders?page=1&limit=10000&status=cancelled'));
  });

  it('offers the custom statuses present after the six, as typed and with their counts, and filters by one', async () => {
    const { urls } = renderOrders(list());
    await screen.findByText('ORD-2026-000023');
    const filter = screen.getByLabelText<HTMLSelectElement>('Status');
    await waitFor(() => expect(filter.options).toHaveLength(10));
    // spec 000 §2: All and the six as the spec writes them; then the store's own.
    expect([...filter.options].map((o) => o.text)).toEqual([
      'All',
      ...ORDER_STATUSES,
      'Awaiting Stock (2)',
      'awaiting_stock (1)',
      'on_hold (1,234)',
    ]);
    expect(within(filter).getByRole('group', { name: 'Custom statuses' })).toBeTruthy();
    fireEvent.change(filter, { target: { value: 'awaiting_stock' } });
    await waitFor(() => expect(urls()).toContain('GET /api/admin/orders?page=1&limit=10000&status=awaiting_stock'));
    expect(filter.value).toBe('awaiting_stock');
  });

  it('keeps a custom status from the address selectable when no order has it any more', async () => {
    signIn();
    const { urls } = renderApp([{ path: '/orders/:id?', element: <OrdersScreen /> }], {
      path: '/orders?status=lost%20in%20transit',
      handler: list({}, 0),
    });
    expect(await screen.findByText('No orders found')).toBeTruthy();
    const filter = screen.getByLabelText<HTMLSelectElement>('Status');
    await waitFor(() => expect(filter.options).toHaveLength(11));
    expect(filter.value).toBe('lost in transit');
    expect(filter.selectedOptions[0]!.text).toBe('lost in transit');
    expect(urls()).toContain('GET /api/admin/orders?page=1&limit=10&status=lost+in+transit');
  });

  it('pages and searches on the server when the store has more than 10,000 orders', async () => {
    const { urls } = renderOrders(list({}, 25_000));
    await screen.findByText('ORD-2026-025000');
    expect(screen.getByText('Showing page 1 of 2500 (25000 total)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('ORD-2026-024990')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), { target: { value: 'buyer7@' } });
    await waitFor(() => expect(urls()).toContain('GET /api/admin/orders?page=1&limit=10&search=buyer7%40'));
    expect(urls().some((u) => u.includes('limit=10000'))).toBe(false);
  });

  it('lists pending payments with the id cut to 20 characters and the provider as crypto', async () => {
    renderOrders(list());
    const region = await screen.findByRole('region', { name: 'Pending Payments' });
    expect(within(region).getByText('cs_test_a1b2c3d4e5f6…')).toBeTruthy();
    expect(within(region).getByText('Crypto')).toBeTruthy();
    expect(within(region).getByText('€49.00')).toBeTruthy();
    expect(within(region).getByRole('button', { name: /^Simulate Success/ })).toBeTruthy();
  });

  it('says how many pending payments are not listed when there are more than it shows', async () => {
    renderOrders(list({ pending_sessions_total: 260 }));
    const region = await screen.findByRole('region', { name: 'Pending Payments' });
    expect(within(region).getByText('Showing the 1 newest of 260 pending payments.')).toBeTruthy();
  });

  it('hides the simulate action when the server has simulation switched off', async () => {
    renderOrders(list({ simulation_enabled: false }));
    const region = await screen.findByRole('region', { name: 'Pending Payments' });
    expect(within(region).queryByRole('button', { name: /Simulate/ })).toBeNull();
    expect(within(region).getByText(/set ALLOW_PAYMENT_SIMULATION=true to turn it on/)).toBeTruthy();
  });

  it('shows no pending list without sessions, and an empty list when loading fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderOrders(() => json(500, { message: 'down' }));
    expect(await screen.findByText('No orders found')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Pending Payments' })).toBeNull();
    expect(error).toHaveBeenCalled();
  });

  it('shows the server message in a failure toast when the simulation fails', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    renderOrders((url, init) => (init.method === 'POST' ? json(409, { message: 'Session is expired' }) : list()(url)));
    const region = await screen.findByRole('region', { name: 'Pending Payments' });
    fireEvent.click(within(region).getByRole('button', { name: /^Simulate Success/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Simulate successful payment' });
    expect(confirm.textContent).toContain('creates an order');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Simulate payment' }));
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(toasts).getByRole('alert').textContent).toBe('Session is expired'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });
});
