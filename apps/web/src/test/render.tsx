import type { SessionUser } from '@store/contract/auth';
import type { SavedView, WorkQueue } from '@store/contract/views';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { api, signInStore } from '../api/client.ts';
import { createQueryClient } from '../app/queryClient.ts';
import { SignInProvider } from '../api/signIn.tsx';
import { Toaster } from '../components/Toaster.tsx';

/**
 * Test helpers: the app's real providers, client, session store and toasts around a memory
 * router; only the network is fake (a stubbed global `fetch`, restored after each test).
 */

export const ADMIN: SessionUser = { id: 1, name: 'Ada Admin', email: 'ada@example.com', is_admin: true, role: 'owner' };

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export type FakeHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

export function signIn(user = ADMIN) {
  signInStore.set({ token: 'tok-1', refresh_token: 'ref-1', user });
}

/** What every list's views bar and the palette read (decision 0065): none unless a test gives some. */
export interface FakeViews {
  queues?: WorkQueue[];
  saved?: SavedView[];
}

/** The reads of the work queues and the saved views, answered from `views`; null for any other call. */
function viewsAnswer(url: string, init: RequestInit, views: FakeViews): Response | null {
  if ((init.method ?? 'GET') !== 'GET') return null;
  const { pathname } = new URL(url, 'http://panel.test');
  if (pathname === '/api/admin/queues') return json(200, views.queues ?? []);
  if (pathname === '/api/admin/views') return json(200, { views: views.saved ?? [] });
  return null;
}

export function renderApp(
  routes: RouteObject[],
  { path, handler, views = {} }: { path: string; handler: FakeHandler; views?: FakeViews },
) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    return viewsAnswer(url, init ?? {}, views) ?? handler(url, init ?? {});
  });
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  api.setSignedOutHandler(() => void router.navigate('/login', { replace: true }));
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <SignInProvider>
        <RouterProvider router={router} />
        <Toaster />
      </SignInProvider>
    </QueryClientProvider>,
  );
  const urls = () => fetch.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
  return { ...view, router, fetch, urls };
}
