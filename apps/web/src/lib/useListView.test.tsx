import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListView, type ListView } from './useListView.ts';

type View = ListView<'status', 'name'>;

/** A list screen reduced to its view: every render's view is kept, so a test can call an old one. */
function setup(path = '/orders') {
  const renders: View[] = [];
  function Screen() {
    renders.push(useListView({ filters: ['status'] as const, sorts: ['name'] as const }));
    return null;
  }
  const router = createMemoryRouter([{ path: '/orders', element: <Screen /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { renders, address: () => router.state.location.search, router };
}

describe('useListView', () => {
  it('keeps a filter chosen just before a search from an earlier render lands', async () => {
    const { renders, address } = setup('/orders?page=3');
    // A debounced search holds the functions of the render it was typed in; the filter is chosen
    // before it fires, and both reach the address.
    const typedIn = renders.at(-1)!;
    await act(async () => {
      typedIn.setFilter('status', 'paid');
      typedIn.onSearch('ada');
    });
    expect(new URLSearchParams(address()).toString()).toBe('status=paid&search=ada');
    expect(renders.at(-1)!.filters.status).toBe('paid');
    expect(renders.at(-1)!.search).toBe('ada');
  });

  it('builds on the address on screen after Back, not on a change the address left behind', async () => {
    const { renders, address, router } = setup('/orders');
    await act(async () => renders.at(-1)!.setFilter('status', 'paid'));
    await act(async () => renders.at(-1)!.setSort({ field: 'name', direction: 'asc' }));
    expect(new URLSearchParams(address()).toString()).toBe('status=paid&sort=name');
    await act(async () => router.navigate(-1));
    expect(address()).toBe('?status=paid');
    await act(async () => renders.at(-1)!.setPage(2));
    expect(new URLSearchParams(address()).toString()).toBe('status=paid&page=2');
  });

  it('removes a parameter set to nothing and page 1, and replaces the entry when asked', async () => {
    const { renders, address, router } = setup('/orders?status=paid&search=x&page=4');
    await act(async () => renders.at(-1)!.setFilter('status', 'refunded'));
    expect(address()).toBe('?status=refunded&search=x');
    await act(async () => renders.at(-1)!.change({ search: '' }, { replace: true }));
    expect(address()).toBe('?status=refunded');
    // The search-less view replaced the one before it: Back goes to where the list started.
    await act(async () => router.navigate(-1));
    expect(address()).toBe('?status=paid&search=x&page=4');
  });
});
