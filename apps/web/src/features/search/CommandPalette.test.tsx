import type { SearchResponse } from '@store/contract/search';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LayoutDashboard, ShoppingCart, Users } from 'lucide-react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SavedView, WorkQueue } from '@store/contract/views';
import { ADMIN, json, renderApp, signIn, type FakeHandler } from '../../test/render.tsx';
import { CommandPalette } from './CommandPalette.tsx';

const SCREENS = [
  { path: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { path: '/users', label: 'Users', icon: Users },
  { path: '/orders', label: 'Orders', icon: ShoppingCart },
];

const ANSWER: SearchResponse = {
  orders: [
    {
      id: 42,
      order_number: 'ORD-2025-000123',
      customer_email: 'jane@example.com',
      status: 'paid',
      total: 1999,
      currency: 'USD',
      created_at: '2025-03-01T10:00:00.000Z',
    },
  ],
  users: [{ id: 7, name: 'Jane Doe', email: 'jane@example.com', is_admin: false }],
  products: [],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** The work queues and saved views the server answers (none unless a test gives some). */
let QUEUES: WorkQueue[] = [];
let VIEWS: SavedView[] = [];
beforeEach(() => {
  QUEUES = [];
  VIEWS = [];
});

function renderPalette(handler: FakeHandler = () => json(200, ANSWER), user = ADMIN) {
  signIn(user);
  const routes = [
    {
      path: '*',
      element: (
        <>
          <Where />
          <CommandPalette open onOpenChange={() => undefined} screens={SCREENS} />
        </>
      ),
    },
  ];
  const view = renderApp(routes, {
    path: '/dashboard',
    views: { queues: QUEUES, saved: VIEWS },
    handler: (url, init) => {
      if (url.endsWith('/auth/me')) return json(200, { user });
      return handler(url, init);
    },
  });
  const box = screen.getByRole('combobox', { name: 'Search screens, actions, orders, users and products' });
  const options = () => within(screen.getByRole('listbox')).getAllByRole('option');
  const selected = () => options().find((o) => o.getAttribute('aria-selected') === 'true');
  const press = (key: string) => fireEvent.keyDown(box, { key });
  const searches = () => view.urls().filter((u) => u.includes('/search'));
  return { ...view, box, options, selected, press, searches };
}

describe('CommandPalette', () => {
  it('is a combobox whose listbox shows the screens and the actions before anything is typed', async () => {
    const { box, options, selected } = renderPalette();
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(options().map((o) => o.textContent)).toEqual([
      'Dashboard',
      'Users',
      'Orders',
      // Screens outside the sidebar, in the admin's areas (decisions 0047, 0062).
      'Outbox',
      'Webhooks',
      'Create user',
      'Create product',
      'Create promo code',
      'Create API key',
    ]);
    expect(screen.getByRole('group', { name: 'Screens' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Actions' })).toBeTruthy();
    expect(selected()?.textContent).toBe('Dashboard');
    expect(box.getAttribute('aria-activedescendant')).toBe(selected()!.id);
  });

  it('moves the active option with the arrows (wrapping), Home and End, keeping aria-activedescendant on it', () => {
    const { box, selected, press } = renderPalette();
    press('ArrowDown');
    expect(selected()?.textContent).toBe('Users');
    press('ArrowDown');
    press('ArrowDown');
    press('ArrowDown');
    press('ArrowDown');
    expect(selected()?.textContent).toBe('Create user');
    press('End');
    expect(selected()?.textContent).toBe('Create API key');
    press('ArrowDown');
    expect(selected()?.textContent).toBe('Dashboard');
    press('ArrowUp');
    expect(selected()?.textContent).toBe('Create API key');
    press('Home');
    expect(selected()?.textContent).toBe('Dashboard');
    expect(box.getAttribute('aria-activedescendant')).toBe(selected()!.id);
  });

  it('goes to the active screen with Enter', () => {
    const { press } = renderPalette();
    press('ArrowDown');
    press('Enter');
    expect(screen.getByTestId('where').textContent).toBe('/users');
  });

  it('opens an action’s create form through its screen’s address', () => {
    const { box, press, options } = renderPalette();
    fireEvent.change(box, { target: { value: 'new promo' } });
    expect(options().map((o) => o.textContent)).toEqual(['Create promo code']);
    press('Enter');
    expect(screen.getByTestId('where').textContent).toBe('/promos?new=1');
  });

  it('asks the server once typing pauses and opens an order found by its number with Enter', async () => {
    const { box, press, selected, searches } = renderPalette();
    fireEvent.change(box, { target: { value: 'ORD-2025' } });
    fireEvent.change(box, { target: { value: 'ORD-2025-000123' } });
    expect(screen.getByRole('status').textContent).toBe('Searching…');
    await screen.findByRole('group', { name: 'Orders' });
    expect(searches()).toEqual(['GET /api/admin/search?q=ORD-2025-000123']);
    expect(selected()?.textContent).toContain('ORD-2025-000123');
    expect(selected()?.textContent).toContain('jane@example.com · $19.99 · paid');
    press('Enter');
    expect(screen.getByTestId('where').textContent).toBe('/orders/42');
  });

  it('opens the first match of a number typed and entered at once, when the answer comes', async () => {
    const { box, press } = renderPalette();
    fireEvent.change(box, { target: { value: 'ORD-2025-000123' } });
    press('Enter');
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/orders/42'));
  });

  it('shows only the answer to what is typed now: a slow answer to an older text never replaces it', async () => {
    const releases: (() => void)[] = [];
    const { box, options } = renderPalette(async (url) => {
      const q = new URL(url, 'http://localhost').searchParams.get('q');
      if (q === 'ja') {
        await new Promise<void>((resolve) => releases.push(resolve));
        return json(200, {
          orders: [],
          users: [{ id: 1, name: 'Jack Old', email: 'jack@example.com', is_admin: false }],
        });
      }
      return json(200, ANSWER);
    });
    fireEvent.change(box, { target: { value: 'ja' } });
    await waitFor(() => expect(releases).toHaveLength(1));
    fireEvent.change(box, { target: { value: 'jane' } });
    await screen.findByRole('group', { name: 'Users' });
    releases[0]!();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(options().map((o) => o.textContent)).toContain('Jane Doejane@example.com');
    expect(screen.queryByText('Jack Old')).toBeNull();
  });

  it('opens the work queues and the saved views from a Views group, found by their names', async () => {
    QUEUES = [{ key: 'to_ship', name: 'To ship', list: 'orders', query: 'status=paid&has_shipment=false', count: 12 }];
    const owner = { id: 9, name: 'Olga Owner' };
    VIEWS = [
      {
        id: 3,
        list: 'orders',
        name: 'Big paid',
        query: 'status=paid&sort=-total',
        shared: false,
        is_default: false,
        owner: { id: 1, name: 'Me' },
        mine: true,
        revision: 1,
      },
      {
        id: 4,
        list: 'outbox',
        name: 'Bounced',
        query: 'status=failed',
        shared: true,
        is_default: false,
        owner,
        mine: false,
        revision: 2,
      },
    ];
    const { box, options, press } = renderPalette();
    const group = await screen.findByRole('group', { name: 'Views' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['To shipOrders · 12 waiting', 'Big paidOrders', 'BouncedOutbox · shared by Olga Owner']);
    fireEvent.change(box, { target: { value: 'bounced' } });
    await waitFor(() => expect(options()[0]?.textContent).toContain('Bounced'));
    press('Enter');
    expect(screen.getByTestId('where').textContent).toBe('/templates/outbox?status=failed');
  });

  it('says when nothing matches', async () => {
    renderPalette(() => json(200, { orders: [], users: [], products: [] }));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'zzz' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No results for “zzz”'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');
  });

  it('offers a Catalogue admin only the catalogue’s actions (and no Webhooks), and an Analyst no search and no actions', async () => {
    const catalogue = renderPalette(undefined, { ...ADMIN, role: 'catalogue' });
    expect(catalogue.options().map((o) => o.textContent)).toEqual([
      'Dashboard',
      'Users',
      'Orders',
      'Outbox',
      'Create product',
      'Create promo code',
    ]);
    catalogue.unmount();

    const analyst = renderPalette(undefined, { ...ADMIN, role: 'analyst' });
    expect(analyst.options().map((o) => o.textContent)).toEqual(['Dashboard', 'Users', 'Orders']);
    fireEvent.change(analyst.box, { target: { value: 'jane' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(analyst.searches()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('No results for “jane”');
  });
});
