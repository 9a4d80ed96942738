import { SIGN_IN_STORAGE_KEYS } from '@store/contract/sign-in-storage';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Navigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ADMIN, json, renderApp, type FakeHandler } from '../../test/render.tsx';
import { LoginScreen } from './LoginScreen.tsx';

const routes = [
  { path: '/login', element: <LoginScreen /> },
  // The app's index opens the role's first screen, /dashboard for an Owner (router.test.tsx).
  { path: '/', element: <Navigate to="/dashboard" replace /> },
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
    expect(localStorage.getItem(SIGN_IN_STORAGE_KEYS.token)).toBe('tok');
    expect(localStorage.getItem(SIGN_IN_STORAGE_KEYS.refreshToken)).toBe('ref');
    expect(JSON.parse(localStorage.getItem(SIGN_IN_STORAGE_KEYS.user) ?? 'null')).toEqual(ADMIN);
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
    expect(localStorage.getItem(SIGN_IN_STORAGE_KEYS.token)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Code is required')).toBeTruthy();
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    const [url, init] = fetch.mock.calls[1] ?? [];
    expect(url).toBe('/api/admin/auth/login/mfa');
    expect(JSON.parse(String(init?.body))).toEqual({ challenge: 'chal', code: '123 456' });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem(SIGN_IN_STORAGE_KEYS.token)).toBe('tok2');
  });
});

describe('LoginScreen when two-step sign-in is required of every admin', () => {
  it('sets it up after the password and stores the session only once the recovery codes were shown', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `aaaa-bbbb-cccc-dd${String(i).padStart(2, '2')}`);
    const { submit, fill, fetch, router } = renderLogin((url) => {
      if (url.endsWith('/auth/login'))
        return json(200, { enrolment_required: true, challenge: 'chal', expires_at: '2030-01-01T00:00:00.000Z' });
      if (url.endsWith('/auth/login/enrol'))
        return json(200, {
          otpauth_uri: 'otpauth://totp/Store%20Admin:ada?secret=JBSWY3DPEHPK3PXP',
          secret: 'JBSWY3DPEHPK3PXP',
        });
      return json(200, { token: 'tok3', refresh_token: 'ref3', user: ADMIN, recovery_codes: codes });
    });
    fill('ada@example.com', 'secret-pass');
    fireEvent.click(submit);
    fireEvent.click(await screen.findByRole('button', { name: 'Set up' }));
    expect((await screen.findByText('JBSW Y3DP EHPK 3PXP')).tagName).toBe('CODE');
    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByText(/they will not be shown again/)).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[2]?.[1]?.body))).toEqual({ challenge: 'chal', code: '123456' });
    expect(localStorage.getItem(SIGN_IN_STORAGE_KEYS.token)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Continue to the dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem(SIGN_IN_STORAGE_KEYS.token)).toBe('tok3');
  });

  it("shows the server's refusal of a wrong confirming code and stores no session", async () => {
    const { submit, fill } = renderLogin((url) => {
      if (url.endsWith('/auth/login'))
        return json(200, { enrolment_required: true, challenge: 'chal', expires_at: '2030-01-01T00:00:00.000Z' });
      if (url.endsWith('/auth/login/enrol'))
        return json(200, { otpauth_uri: 'otpauth://totp/x?secret=AAAA', secret: 'AAAA' });
      return json(401, { message: 'Invalid code', error: 'Invalid code' });
    });
    fill('ada@example.com', 'secret-pass');
    fireEvent.click(submit);
    fireEvent.click(await screen.findByRole('button', { name: 'Set up' }));
    const code = await screen.findByLabelText('Code from the app');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Code is required')).toBeTruthy();
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code');
    expect(localStorage.getItem(SIGN_IN_STORAGE_KEYS.token)).toBeNull();
  });
});
