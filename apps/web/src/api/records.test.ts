import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import { itemPath, useDeleteRecord, useEditRecord } from './records.ts';
import { createSignInStore } from './signInStore.ts';

// The client is the subject; the network is a fake `fetch` that records every call's headers.

function setup() {
  localStorage.clear();
  const calls: { url: string; method: string; headers: Headers; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const api = createApiClient({ store: createSignInStore(localStorage), fetch, onSignedOut: vi.fn() });
  return { api, calls };
}

describe('itemPath', () => {
  it('fills the one :param of the template', () => {
    expect(itemPath('/countries/:code', 'FR')).toBe('/countries/FR');
    expect(itemPath('/products/:id', 42)).toBe('/products/42');
    expect(itemPath('/products/:id/access', 42)).toBe('/products/42/access');
  });

  it('encodes the key, so a space or a slash stays inside its path segment', () => {
    expect(itemPath('/countries/:code', 'F R')).toBe('/countries/F%20R');
    expect(itemPath('/templates/:name', 'a/b?c')).toBe('/templates/a%2Fb%3Fc');
  });
});

describe('If-Match', () => {
  it('sends the revision as a strong entity tag: ifMatch 3 → If-Match: "3"', async () => {
    const t = setup();
    await t.api.patch('/countries/FR', { country_name: 'France' }, { ifMatch: 3 });
    await t.api.delete('/countries/FR', { ifMatch: 12 });
    expect(t.calls.map((c) => [c.method, c.url, c.headers.get('if-match')])).toEqual([
      ['PATCH', '/api/admin/countries/FR', '"3"'],
      ['DELETE', '/api/admin/countries/FR', '"12"'],
    ]);
    expect(t.calls[0]?.body).toEqual({ country_name: 'France' });
  });

  it('sends no If-Match header when ifMatch is undefined or not given', async () => {
    const t = setup();
    await t.api.patch('/countries/FR', { country_name: 'France' }, { ifMatch: undefined });
    await t.api.post('/countries', { country_code: 'FR' });
    await t.api.get('/countries/FR');
    expect(t.calls).toHaveLength(3);
    for (const call of t.calls) expect(call.headers.has('if-match')).toBe(false);
  });
});

describe('useEditRecord / useDeleteRecord', () => {
  // The shared client with the real hooks; only the global fetch is fake.
  function stubFetch() {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const sent = () =>
      fetch.mock.calls.map(([input, init]) => [
        init?.method,
        String(input),
        new Headers(init?.headers).get('if-match'),
      ]);
    return { sent };
  }
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(
      QueryClientProvider,
      { client: new QueryClient({ defaultOptions: { mutations: { retry: false } } }) },
      children,
    );

  it('edits the item path of the key with the revision as If-Match', async () => {
    const { sent } = stubFetch();
    const { result } = renderHook(() => useEditRecord<{ country_name: string }, unknown>('/countries/:code'), {
      wrapper,
    });
    await result.current.mutateAsync({ key: 'F R', body: { country_name: 'France' }, revision: 3 });
    expect(sent()).toEqual([['PATCH', '/api/admin/countries/F%20R', '"3"']]);
  });

  it('deletes with the revision as If-Match, and without the header when no revision is known', async () => {
    const { sent } = stubFetch();
    const { result } = renderHook(() => useDeleteRecord('/products/:id'), { wrapper });
    await result.current.mutateAsync({ key: 7, revision: 2 });
    await result.current.mutateAsync({ key: 8 });
    expect(sent()).toEqual([
      ['DELETE', '/api/admin/products/7', '"2"'],
      ['DELETE', '/api/admin/products/8', null],
    ]);
  });
});
