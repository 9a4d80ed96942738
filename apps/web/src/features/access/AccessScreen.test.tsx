import type { Access, AccessListResponse } from '@store/contract/access';
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

/** A store of `total` grants: the newest two come back, or the one a search finds. */
function store(total: number) {
  return (url: string): Response => {
    const search = new URL(url, 'http://localhost').searchParams.get('search');
    const access = search ? [grant(9001, 'Zoe')] : [grant(2, 'Ann'), grant(1, 'Bob')];
    return json(200, {
      access,
      pagination: { page: 1, limit: 10000, total: search ? 1 : total, pages: 1 },
    } satisfies AccessListResponse);
  };
}

function renderAccess(handler: (url: string) => Response) {
  signIn();
  return renderApp([{ path: '/access/:id?', element: <AccessScreen /> }], { path: '/access', handler });
}

describe('AccessScreen', () => {
  it('reads every grant at once and searches them in the browser', async () => {
    const { urls } = renderAccess(store(2));
    await screen.findByText('Ann');
    expect(screen.queryByRole('note')).toBeNull();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'bob' } });
    await waitFor(() => expect(screen.queryByText('Ann')).toBeNull());
    expect(screen.getByText('Bob')).toBeTruthy();
    expect(urls().filter((u) => u.includes('/access'))).toEqual(['GET /api/admin/access?page=1&limit=10000']);
  });

  it('says when it holds only the newest grants, and then searches on the server', async () => {
    const { urls } = renderAccess(store(25_000));
    await screen.findByText('Ann');
    expect(screen.getByRole('note').textContent).toBe(
      'Showing the newest 2 of 25,000 grants; a search looks through all of them.',
    );
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zoe' } });
    expect(await screen.findByText('Zoe')).toBeTruthy();
    expect(urls()).toContain('GET /api/admin/access?page=1&limit=10000&search=zoe');
  });
});
