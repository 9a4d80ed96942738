import { SIGN_IN_STORAGE_KEYS } from '@store/contract/sign-in-storage';
import { SIDEBAR_ENTRIES } from '@store/contract/navigation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, json, renderApp, signIn, type FakeHandler } from '../test/render.tsx';
import { routes } from './router.tsx';

const OVERVIEW = {
  total_users: 3,
  new_users: 1,
  total_orders: 2,
  orders_in_range: 2,
  paid_orders_count: 1,
  cancelled_orders_count: 0,
  cancelled_revenue_cents: 0,
  total_revenue_cents: 1000,
  avg_order_value_cents: 1000,
  active_product_access: 1,
  active_promo_codes: 0,
};

/** A small fake server: the current user, the overview, logout. */
function server(overrides: Record<string, () => Response> = {}): FakeHandler {
  return (url) => {
    const path = url.replace(/\?.*$/, '');
    const override = overrides[path];
    if (override) return override();
    if (path === '/api/admin/auth/me') return json(200, { user: ADMIN });
    if (path === '/api/admin/analytics/overview')
      return json(200, { overview: OVERVIEW, orders_by_status: [], time_zone: 'UTC' });
    if (path === '/api/admin/auth/logout') return json(200, { message: 'Logged out' });
    return json(404, { message: 'Not found' });
  };
}

const go = (path: string, handler: FakeHandler = server()) => renderApp(routes, { path, handler });

describe('routes (spec 000 §2)', () => {
  it('sends a visitor who is not signed in from a protected screen to /login', async () => {
    const { router } = go('/users');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('redirects / to /dashboard for a signed-in admin', async () => {
    signIn();
    const { router } = go('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('redirects an unknown path to /dashboard', async () => {
    signIn();
    const { router } = go('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a signed-in admin who opens /login to /dashboard', async () => {
    signIn();
    const { router } = go('/login');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows the Settings entry as the Rate Limiter Settings screen', async () => {
    signIn();
    go('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rate Limiter Settings' })).toBeTruthy();
  });

  it('keeps /onboarding/:token public', async () => {
    go('/onboarding/abc123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Setup' })).toBeTruthy();
  });
});

describe('roles (decision 0027)', () => {
  const SUPPORT = { ...ADMIN, role: 'support' as const };
  const supportServer = () =>
    server({
      '/api/admin/auth/me': () => json(200, { user: SUPPORT }),
      '/api/admin/users': () => json(200, { users: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } }),
    });

  it("lists only a Support admin's screens, and opens the first of them instead of the dashboard", async () => {
    signIn(SUPPORT);
    const { router } = go('/', supportServer());
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Users', 'Orders', 'User Access', 'Shipments']);
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    expect(router.state.location.pathname).toBe('/users');
  });

  it('says a screen outside the role is not part of it, with a way to the role’s first screen', async () => {
    signIn(SUPPORT);
    go('/products', supportServer());
    expect(await screen.findByRole('heading', { level: 1, name: 'Not part of your role' })).toBeTruthy();
    expect(screen.getByText(/Your role, Support, does not include this screen/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Users' }).getAttribute('href')).toBe('/users');
  });
});

describe('layout', () => {
  it('lists the 15 sidebar entries in the spec order', async () => {
    signIn();
    go('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(SIDEBAR_ENTRIES.map((e) => e.label));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(SIDEBAR_ENTRIES.map((e) => e.path));
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
  });

  it("shows the admin's name and e-mail in the top bar, with 'Admin' when the name is empty", async () => {
    signIn({ ...ADMIN, name: '' });
    go('/dashboard', server({ '/api/admin/auth/me': () => json(200, { user: { ...ADMIN, name: '' } }) }));
    const header = await screen.findByRole('banner');
    expect(within(header).getByTestId('current-user-name').textContent).toBe('Admin');
    expect(within(header).getByTestId('current-user-email').textContent).toBe('ada@example.com');
  });

  it('has a menu button with an accessible name that opens the sidebar on small screens', async () => {
    signIn();
    go('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Open navigation' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('logs out: calls the server, clears the three entries and goes to /login', async () => {
    signIn();
    const { router, urls } = go('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await screen.findByRole('button', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');
    expect(urls()).toContain('POST /api/admin/auth/logout');
    for (const key of Object.values(SIGN_IN_STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('logs out locally even when the server call fails', async () => {
    signIn();
    const { router } = go('/dashboard', server({ '/api/admin/auth/logout': () => json(500, {}) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await screen.findByRole('button', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(SIGN_IN_STORAGE_KEYS.token)).toBeNull();
  });
});

describe('session at start (spec 000 §4)', () => {
  it('signs a stored admin in at once and refreshes the user from /auth/me', async () => {
    signIn({ ...ADMIN, name: 'Old Name' });
    go('/dashboard', server({ '/api/admin/auth/me': () => json(200, { user: { ...ADMIN, name: 'New Name' } }) }));
    const name = await screen.findByTestId('current-user-name');
    await waitFor(() => expect(name.textContent).toBe('New Name'));
    expect(JSON.parse(localStorage.getItem(SIGN_IN_STORAGE_KEYS.user) ?? '{}').name).toBe('New Name');
  });

  it('clears the stored session and shows /login when the check fails', async () => {
    signIn();
    const { router } = go(
      '/dashboard',
      server({
        '/api/admin/auth/me': () => json(401, { message: 'Unauthorized' }),
        '/api/admin/auth/refresh': () => json(401, { message: 'Invalid or expired refresh token' }),
      }),
    );
    await screen.findByRole('button', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');
    for (const key of Object.values(SIGN_IN_STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });
});
