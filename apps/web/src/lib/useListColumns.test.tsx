import type { ListSettings } from '@store/contract/views';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from '../components/DataTable.tsx';
import { json, renderApp, signIn } from '../test/render.tsx';
import { arrangeColumns } from './listColumns.ts';
import { useListColumns } from './useListColumns.tsx';

interface Row {
  id: number;
  name: string;
  email: string;
  status: string;
  total: string;
}

const COLUMNS: Column<Row>[] = [
  { key: 'name', header: 'Name', card: 'title', cell: (r) => r.name },
  { key: 'email', header: 'Email', cell: (r) => r.email },
  { key: 'status', header: 'Status', cell: (r) => r.status },
  { key: 'total', header: 'Total', cell: (r) => r.total },
  { header: 'Actions', card: 'actions', cell: () => <button type="button">Edit</button> },
];

function Screen() {
  const { columns, picker } = useListColumns('orders', COLUMNS, 'Orders');
  return (
    <>
      {picker}
      <DataTable
        caption="Orders"
        columns={columns}
        rows={[{ id: 1, name: 'Ada', email: 'ada@example.com', status: 'paid', total: '$5.00' }]}
        rowKey={(r) => r.id}
        emptyText="No orders found"
      />
    </>
  );
}

/** A server keeping the admin's columns of the orders list; `hold` keeps a PUT unanswered. */
function server(stored: string[] | null, { hold = false } = {}) {
  let columns = stored;
  const puts: unknown[] = [];
  let release: () => void = () => {};
  const handler = async (url: string, init: RequestInit) => {
    if (url.endsWith('/list-settings/orders') && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { columns: string[] | null };
      puts.push(body);
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      columns = body.columns;
    }
    if (url.endsWith('/list-settings/orders')) return json(200, { list: 'orders', columns } satisfies ListSettings);
    return json(404, { message: 'Not found' });
  };
  return { handler, puts, release: () => release() };
}

function renderWith(stored: string[] | null, path = '/orders', options: { hold?: boolean } = {}) {
  signIn();
  const srv = server(stored, options);
  const view = renderApp([{ path: '/orders', element: <Screen /> }], { path, handler: srv.handler });
  return { ...view, ...srv };
}

/** The headers a wide screen shows, in order (hidden ones are `sm:hidden`: a phone's card keeps them). */
const wideHeaders = () =>
  screen
    .getAllByRole('columnheader')
    .filter((th) => !th.className.includes('sm:hidden'))
    .map((th) => th.textContent);

/** Waits until the setting was read and the table shows `headers`. */
const shows = (headers: string[]) => waitFor(() => expect(wideHeaders()).toEqual(headers));

const openPicker = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
  return screen.getByRole('group', { name: 'Columns of Orders' });
};

afterEach(() => vi.unstubAllGlobals());

describe('useListColumns', () => {
  it('shows the list’s own columns when the admin never chose', async () => {
    const { urls } = renderWith(null);
    await waitFor(() => expect(urls()).toContain('GET /api/admin/list-settings/orders'));
    await shows(['Name', 'Email', 'Status', 'Total', 'Actions']);
  });

  it('orders and hides by the kept choice, the identifying column first, unknown keys ignored', async () => {
    renderWith(['total', 'nope', 'status', 'name']);
    await shows(['Name', 'Total', 'Status', 'Actions']);
    // The hidden column stays in the page, for the phone's card only.
    const email = screen.getAllByRole('columnheader').find((th) => th.textContent === 'Email')!;
    expect(email.className).toContain('sm:hidden');
    expect(screen.getByText('ada@example.com').closest('td')!.className).toContain('sm:hidden');
  });

  it('lets the address’s columns= win over the kept choice', async () => {
    const { urls } = renderWith(['status', 'total'], '/orders?columns=email,total');
    await waitFor(() => expect(urls()).toContain('GET /api/admin/list-settings/orders'));
    // Once the kept choice has been read and applied (it would show Status)…
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(wideHeaders()).toEqual(['Name', 'Email', 'Total', 'Actions']);
  });

  it('hides a column at once and saves the choice, before the server answers', async () => {
    const { puts, release } = renderWith(null, '/orders', { hold: true });
    await shows(['Name', 'Email', 'Status', 'Total', 'Actions']);
    const picker = openPicker();
    // The identifying column cannot be hidden; the actions are not listed.
    expect((within(picker).getByLabelText(/^Name/) as HTMLInputElement).disabled).toBe(true);
    expect(within(picker).queryByLabelText('Actions')).toBeNull();
    fireEvent.click(within(picker).getByLabelText('Email'));
    await shows(['Name', 'Status', 'Total', 'Actions']);
    expect(puts).toEqual([{ columns: ['name', 'status', 'total'] }]);
    act(() => release());
  });

  it('moves a column with its buttons and keeps the new order', async () => {
    const { puts } = renderWith(null);
    await shows(['Name', 'Email', 'Status', 'Total', 'Actions']);
    const picker = openPicker();
    expect((within(picker).getByRole('button', { name: 'Move Email up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(picker).getByRole('button', { name: 'Move Total up' }));
    await shows(['Name', 'Email', 'Total', 'Status', 'Actions']);
    fireEvent.click(within(picker).getByRole('button', { name: 'Move Email down' }));
    await shows(['Name', 'Total', 'Email', 'Status', 'Actions']);
    expect(puts).toEqual([
      { columns: ['name', 'email', 'total', 'status'] },
      { columns: ['name', 'total', 'email', 'status'] },
    ]);
  });

  it('saves null when the columns are the list’s own again', async () => {
    const { puts } = renderWith(['name', 'email', 'status']);
    await shows(['Name', 'Email', 'Status', 'Actions']);
    fireEvent.click(within(openPicker()).getByLabelText('Total'));
    await shows(['Name', 'Email', 'Status', 'Total', 'Actions']);
    expect(puts).toEqual([{ columns: null }]);
  });

  it('puts the last columns back when the save is refused', async () => {
    signIn();
    const handler = (url: string, init: RequestInit) =>
      init.method === 'PUT'
        ? json(400, { message: 'Name each column once', error: 'Name each column once', code: 'VALIDATION_FAILED' })
        : json(200, { list: 'orders', columns: null });
    renderApp([{ path: '/orders', element: <Screen /> }], { path: '/orders', handler });
    await shows(['Name', 'Email', 'Status', 'Total', 'Actions']);
    fireEvent.click(within(openPicker()).getByLabelText('Status'));
    await screen.findByText('Name each column once');
    await shows(['Name', 'Email', 'Status', 'Total', 'Actions']);
  });

  it('edits the address, not the kept choice, while the address names the columns', async () => {
    const { puts, router } = renderWith(['status'], '/orders?columns=total,email');
    await shows(['Name', 'Total', 'Email', 'Actions']);
    fireEvent.click(within(openPicker()).getByLabelText('Status'));
    await shows(['Name', 'Total', 'Email', 'Status', 'Actions']);
    expect(router.state.location.search).toBe('?columns=name%2Ctotal%2Cemail%2Cstatus');
    fireEvent.click(screen.getByRole('button', { name: 'Reset columns' }));
    // Back to the kept choice.
    await shows(['Name', 'Status', 'Actions']);
    expect(router.state.location.search).toBe('');
    expect(puts).toEqual([]);
  });
});

describe('arrangeColumns', () => {
  const keys = (chosen: string[] | null) =>
    arrangeColumns(COLUMNS, chosen).columns.map((c) => `${c.key ?? c.header}${c.wideHidden ? ' (hidden)' : ''}`);

  it('counts a key once and keeps the actions after the shown columns', () => {
    expect(keys(['status', 'status', 'name'])).toEqual([
      'name',
      'status',
      'Actions',
      'email (hidden)',
      'total (hidden)',
    ]);
  });

  it('reads a choice naming none of the list’s columns as the list’s own', () => {
    expect(keys(['gone', 'renamed'])).toEqual(['name', 'email', 'status', 'total', 'Actions']);
  });

  it('takes the first keyed column as the identifying one when no column is the card’s title', () => {
    const plain = COLUMNS.map((c) => (c.card === 'title' ? { ...c, card: undefined } : c));
    expect(arrangeColumns(plain, ['total']).choices.map((c) => [c.key, c.shown, c.locked])).toEqual([
      ['name', true, true],
      ['total', true, false],
      ['email', false, false],
      ['status', false, false],
    ]);
  });
});
