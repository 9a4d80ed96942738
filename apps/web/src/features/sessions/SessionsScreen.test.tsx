import type { AdminSession, SignIn } from '@store/contract/sessions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, signIn, type FakeHandler } from '../../test/render.tsx';
import { SessionsScreen } from './SessionsScreen.tsx';

const HERE: AdminSession = {
  id: '11111111-1111-4111-8111-111111111111',
  browser: 'Chrome 131 on macOS',
  ip: '203.0.113.7',
  signed_in_at: '2025-03-04T10:00:00.000Z',
  last_used_at: '2025-03-04T10:00:00.000Z',
  current: true,
};
const PHONE: AdminSession = {
  id: '22222222-2222-4222-8222-222222222222',
  browser: 'Safari 17 on iOS',
  ip: '198.51.100.20',
  signed_in_at: '2025-03-01T08:00:00.000Z',
  last_used_at: '2025-03-03T09:30:00.000Z',
  current: false,
};
const SIGN_INS: SignIn[] = [
  { id: 2, outcome: 'success', browser: 'Chrome 131 on macOS', ip: '203.0.113.7', at: '2025-03-04T10:00:00.000Z' },
  {
    id: 1,
    outcome: 'wrong_password',
    browser: 'Firefox 133 on Windows',
    ip: '198.51.100.66',
    at: '2025-03-04T09:59:00.000Z',
  },
];

function renderScreen(handler: FakeHandler) {
  signIn();
  return renderApp([{ path: '/account/sessions', element: <SessionsScreen /> }], {
    path: '/account/sessions',
    handler,
  });
}

describe('SessionsScreen', () => {
  it('lists the sessions with this device marked, and the recent sign-ins', async () => {
    renderScreen((url) =>
      url.endsWith('/auth/sessions')
        ? json(200, { sessions: [HERE, PHONE] })
        : url.endsWith('/auth/sign-ins')
          ? json(200, { sign_ins: SIGN_INS })
          : json(404, {}),
    );
    const table = await screen.findByRole('table', { name: 'Active sessions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('This device')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button', { name: /End session/ })).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: 'End session: Safari 17 on iOS, 198.51.100.20' })).toBeTruthy();
    const history = await screen.findByRole('table', { name: 'Recent sign-ins' });
    expect(within(history).getByText('Wrong password')).toBeTruthy();
    expect(within(history).getAllByText('Firefox 133 on Windows').length).toBeGreaterThan(0);
  });

  it('ends a session after the confirmation, and reads the list again', async () => {
    let sessions = [HERE, PHONE];
    const { urls } = renderScreen((url, init) => {
      if (url.endsWith(`/auth/sessions/${PHONE.id}`) && init.method === 'DELETE') {
        sessions = [HERE];
        return new Response(null, { status: 204 });
      }
      if (url.endsWith('/auth/sessions')) return json(200, { sessions });
      return json(200, { sign_ins: [] });
    });
    fireEvent.click(await screen.findByRole('button', { name: /End session: Safari/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End this session?' });
    expect(within(dialog).getByText('Safari 17 on iOS (198.51.100.20) will be signed out.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'End session' }));
    expect(await screen.findByText('Ended 1 session.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Safari 17 on iOS')).toBeNull());
    expect(urls()).toContain(`DELETE /api/admin/auth/sessions/${PHONE.id}`);
  });

  it('ends all other sessions, and is disabled when there are none', async () => {
    let sessions = [HERE, PHONE];
    renderScreen((url, init) => {
      if (url.endsWith('/auth/sessions/end-others') && init.method === 'POST') {
        sessions = [HERE];
        return json(200, { ended: 1 });
      }
      if (url.endsWith('/auth/sessions')) return json(200, { sessions });
      return json(200, { sign_ins: [] });
    });
    await screen.findByText('Safari 17 on iOS');
    fireEvent.click(screen.getByRole('button', { name: 'End all other sessions' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End all other sessions?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'End other sessions' }));
    expect(await screen.findByText('Ended 1 session.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'End all other sessions' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it('shows the error of a list that could not be loaded, and the empty sign-in history', async () => {
    renderScreen((url) =>
      url.endsWith('/auth/sessions')
        ? json(500, { message: 'Something went wrong on our side. Please try again.' })
        : json(200, { sign_ins: [] }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on our side. Please try again.');
    expect(await screen.findByText('No sign-ins recorded')).toBeTruthy();
  });
});
