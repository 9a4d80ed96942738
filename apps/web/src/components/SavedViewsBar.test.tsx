import type { ListSettings, SavedView, WorkQueue } from '@store/contract/views';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, renderApp, signIn } from '../test/render.tsx';
import { SavedViewsBar } from './SavedViewsBar.tsx';

const view = (over: Partial<SavedView>): SavedView => ({
  id: 1,
  list: 'orders',
  name: 'Paid',
  query: 'status=paid',
  shared: false,
  is_default: false,
  owner: { id: 1, name: 'Ada Admin' },
  mine: true,
  revision: 1,
  ...over,
});

const QUEUE: WorkQueue = {
  key: 'to_ship',
  name: 'To ship',
  list: 'orders',
  query: 'status=paid&has_shipment=false',
  count: 1234,
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** The bar on /orders, with the admin's kept columns; the server takes a new view and echoes it. */
function renderBar(path: string, saved: SavedView[], columns: string[] | null = null) {
  signIn();
  const posts: unknown[] = [];
  const page = (
    <>
      <Where />
      <SavedViewsBar list="orders" />
    </>
  );
  const rendered = renderApp([{ path: '/orders', element: page }], {
    path,
    views: { queues: [QUEUE], saved },
    handler: (url, init) => {
      if (url.endsWith('/list-settings/orders')) return json(200, { list: 'orders', columns } satisfies ListSettings);
      if (url.endsWith('/api/admin/views') && init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as SavedView;
        posts.push(body);
        return json(201, view({ ...body, id: 9 }));
      }
      return json(404, { message: 'Not found' });
    },
  });
  const where = () => screen.getByTestId('where').textContent;
  return { ...rendered, posts, where };
}

describe('SavedViewsBar', () => {
  it('shows All, the queues with their counts and the saved views, marking the one on screen', async () => {
    renderBar('/orders?sort=-total&status=paid&page=2', [view({ query: 'status=paid&sort=-total', shared: true })]);
    const group = screen.getByRole('group', { name: 'Views' });
    await waitFor(() => expect(within(group).getAllByRole('link')).toHaveLength(3));
    expect(
      within(group)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['All', 'To ship1,234', 'Paid']);
    // The page is not part of a view, nor the order of the parameters.
    expect(within(group).getByRole('link', { name: /Paid/ }).getAttribute('aria-current')).toBe('page');
    expect(within(group).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBeNull();
    expect(within(group).getByLabelText('Shared')).toBeTruthy();
  });

  it('opens a list entered without a query with the default view, and leaves a query alone', async () => {
    const preferred = view({ id: 2, name: 'Big', query: 'status=paid&sort=-total', is_default: true });
    const first = renderBar('/orders', [view({}), preferred]);
    await waitFor(() => expect(first.where()).toBe('/orders?status=paid&sort=-total'));
    first.unmount();

    const second = renderBar('/orders?status=pending', [view({}), preferred]);
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(4));
    expect(second.where()).toBe('/orders?status=pending');
  });

  it("saves the view on screen without its page, with the admin's kept columns, as the default when asked", async () => {
    const { posts } = renderBar('/orders?status=paid&page=3', [], ['order_number', 'total']);
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save View' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Paid, short' } });
    fireEvent.click(within(dialog).getByLabelText('Open this list with it'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save View' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      list: 'orders',
      query: 'status=paid&columns=order_number%2Ctotal',
      name: 'Paid, short',
      is_default: true,
      shared: false,
    });
  });
});
