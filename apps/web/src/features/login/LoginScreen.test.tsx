import { SESSION_STORAGE_KEYS } from '@store/contract/session';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, json, renderApp, type FakeHandler } from '../../test/render.tsx';
import { LoginScreen } from './LoginScreen.tsx';

const routes = [
  { path: '/login', element: <LoginScreen /> },
  { path: '/dashboard', element: <h1>Dashboard page</h1> },
];

function renderLogin(handler: FakeHandler = () => json(500, {})) {
  const app = renderApp(routes, { path: '/login', handler });
  const email = screen.getByLabelText('Email') as HTMLInputElement;
  const password = screen.getByLabelText('Password') as HTMLInputElement;
  const submit = screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement;
  const fill = (e: string, p: string) => {
    fireEvent.change(email, { target: { value: e } });
    fireEvent.change(password, { target: { value: p } });
  };
  return { ...app, email, password, submit, fill };
}

describe('LoginScreen', () => {
  it('shows the fields, the Sign In button and the note', () => {
    renderLogin();
    expect(screen.getByText('Secure admin access for authorized personnel only')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });

  it("shows 'Email is required' and 'Password is required' without calling the server", async () => {
    const { submit, fetch } = renderLogin();
    fireEvent.click(submit);
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows 'Invalid email format' and 'Password must be at least 6 characters'", async () => {
    const { submit, fill, email } = renderLogin();
    fill('not-an-email', '12345');
    fireEvent.click(submit);
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('clears a field error as soon as that field is edited, and only that one', async () => {
    const { submit, email } = renderLogin();
    fireEvent.click(submit);
    await screen.findByText('Email is required');
    fireEvent.change(email, { target: { value: 'a' } });
    await waitFor(() => expect(screen.queryByText('Email is required')).toBeNull());
    expect(screen.queryByText('Invalid email format')).toBeNull(); // not re-validated until submit
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it("shows the server's message when sign-in is refused", async () => {
    const { submit, fill } = renderLogin(() =>
      json(401, { message: 'Invalid email or password', error: 'Invalid email or password' }),
    );
    fill('ada@example.com', 'wrong-password');
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(submit.disabled).toBe(false);
  });

  it("shows 'Login failed. Please try again.' when the failure has no message", async () => {
    const { submit, fill } = renderLogin(() => new Response('', { status: 500 }));
    fill('ada@example.com', 'secret-pass');
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed. Please try again.');
  });

  it("shows 'An unexpected error occurred. Please try again.' when the network fails", async () => {
    const { submit, fill } = renderLogin(() => {
      throw new TypeError('Failed to fetch');
    });
    fill('ada@example.com', 'secret-pass');
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('An unexpected error occurred. Please try again.');
  });

  it('disables Sign In while submitting, then stores the session and goes to /dashboard', async () => {
    let answer!: (r: Response) => void;
    const { submit, fill, router, fetch } = renderLogin(() => new Promise<Response>((r) => (answer = r)));
    fill('  ada@example.com ', 'secret-pass');
    fireEvent.click(submit);
    await waitFor(() => expect(submit.disabled).toBe(true));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com', password: 'secret-pass' });
    answer(json(200, { token: 'tok', refresh_token: 'ref', user: ADMIN }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.token)).toBe('tok');
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.refreshToken)).toBe('ref');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEYS.user) ?? 'null')).toEqual(ADMIN);
  });

  it('asks for the two-step code after mfa_required, then stores the session from the code step', async () => {
    const { submit, fill, fetch, router } = renderLogin((url) =>
      String(url).endsWith('/auth/login')
        ? json(200, { mfa_required: true, challenge: 'chal', expires_at: '2030-01-01T00:00:00.000Z' })
        : json(200, { token: 'tok2', refresh_token: 'ref2', user: ADMIN }),
    );
    fill('ada@example.com', 'secret-pass');
    fireEvent.click(submit);
    const code = (await screen.findByLabelText('Authentication code')) as HTMLInputElement;
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.token)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Code is required')).toBeTruthy();
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    const [url, init] = fetch.mock.calls[1] ?? [];
    expect(url).toBe('/api/admin/auth/login/mfa');
    expect(JSON.parse(String(init?.body))).toEqual({ challenge: 'chal', code: '123 456' });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.token)).toBe('tok2');
  });
});
