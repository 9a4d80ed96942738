// The start-up check of a stored session: only the server's refusal signs out. A check cut short
// by a reload, a lost network or a busy server leaves the session as it was.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiClient } from './client.ts';
import { SignInProvider } from './signIn.tsx';
import { createSignInStore } from './signInStore.ts';

const ADMIN = { id: 1, name: 'Ada', email: 'ada@example.com', is_admin: true, role: 'owner' as const };

/** Starts the provider over a stored session, with `/auth/me` answering `check`. */
async function startWith(check: () => Promise<unknown>) {
  localStorage.clear();
  const store = createSignInStore(localStorage);
  store.set({ token: 't', refresh_token: 'r', user: ADMIN });
  let asked = 0;
  const api = {
    get: () => {
      asked += 1;
      return check();
    },
  } as unknown as ApiClient;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SignInProvider api={api} store={store}>
        <p>panel</p>
      </SignInProvider>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(asked).toBe(1));
  // Let the check's answer (or failure) be handled.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return store;
}

describe('the stored session at start-up', () => {
  it.each([
    ['the server refuses the token', new ApiError(401, { message: 'Session expired' })],
    ['the account is no longer an admin', new ApiError(403, { message: 'Admin access required' })],
  ])('is cleared when %s', async (_case, error) => {
    const store = await startWith(() => Promise.reject(error));
    await waitFor(() => expect(store.get()).toBeNull());
  });

  it.each([
    ['a reload cut the check short', new DOMException('The user aborted a request.', 'AbortError')],
    ['the network is gone', new TypeError('Failed to fetch')],
    ['the server is busy', new ApiError(503, { message: 'Database unavailable' })],
    ['the check was rate limited', new ApiError(429, { message: 'Too many requests' })],
  ])('is kept when %s', async (_case, error) => {
    const store = await startWith(() => Promise.reject(error));
    expect(store.get()).toEqual({ token: 't', refreshToken: 'r', user: ADMIN });
  });

  it('takes the user the server answers, and clears a session the server does not know', async () => {
    const renamed = { ...ADMIN, name: 'Ada L.' };
    expect((await startWith(() => Promise.resolve({ user: renamed }))).get()?.user).toEqual(renamed);
    const store = await startWith(() => Promise.resolve({}));
    await waitFor(() => expect(store.get()).toBeNull());
  });
});
