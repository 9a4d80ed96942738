import type { Access, AccessGroupsResponse } from '@store/contract/access';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, signIn } from '../../test/render.tsx';
import { AccessScreen } from './AccessScreen.tsx';

const grant = (id: number, name: string): Access => ({
  id,
  user_id: id,
  product_id: 1,
  expires_at: null,
  is_active: true,
  granted_at: '2026-03-01T10:00:00.000Z',
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  revision: 1,
  user: { id, name, email: `${name.toLowerCase()}@example.com` },
  product: { id: 1, name: 'PixelForge' },
});

/** A store of `users` users with grants: the server answers a page of groups, or what a search finds. */
function store(users: number) {
  return (url: string): Response => {
    const params = new URL(url, 'http://localhost').searchParams;
    const search = params.get('search');
    const groups = search
      ? [{ user: grant(9001, 'Zoe').user, grants: [grant(9001, 'Zoe')] }]
      : [grant(2, 'Ann'), grant(1, 'Bob')].map((g) => ({ user: g.user, grants: [g] }));
    const total = search ? 1 : users;
    return json(200, {
      groups,
      grants_total: total,
      pagination: { page: Number(params.get('page')), limit: 20, total, pages: Math.ceil(total / 20) },
    } satisfies AccessGroupsResponse);
  };
}

function renderAccess(handler: (url: string) => Response) {
  signIn();
  return renderApp([{ path: '/access/:id?', element: <AccessScreen /> }], { path: '/access', handler });
}

describe('AccessScreen', () => {
  it('reads one page of groups from the server, not every grant', async () => {
    const { urls } = renderAccess(store(2));
    await screen.findByText('Ann');
    expect(screen.getByText('Bob')).toBeTruthy();
    expect(screen.getByText('2 users with access')).toBeTruthy();
    expect(urls().filter((u) => u.includes('/admin/access'))).toEqual(['GET /api/admin/access/groups?page=1&limit=20']);
  });

  it('asks the server for a search, and pages through many users', async () => {
    const { urls } = renderAccess(store(25_000));
    await screen.findByText('Ann');
    expect(screen.getByText('25,000 users with access')).toBeTruthy();
    expect(screen.getByText(/^Showing page 1 of 1250 \(25000 total\)$/)).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by user name or email' }), {
      target: { value: 'zoe' },
    });
    expect(await screen.findByText('Zoe')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Ann')).toBeNull());
    expect(urls()).toContain('GET /api/admin/access/groups?page=1&limit=20&search=zoe');
  });
});
