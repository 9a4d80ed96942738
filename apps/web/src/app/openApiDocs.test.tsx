import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, renderApp, signIn } from '../test/render.tsx';
import { openApiDocs } from './openApiDocs.ts';

describe('openApiDocs', () => {
  it('asks the server for the documentation cookie with the bearer token, then opens /api/docs', async () => {
    signIn();
    const { fetch } = renderApp([{ path: '/', element: <p>Home</p> }], {
      path: '/',
      handler: (url) => (url.endsWith('/auth/api-docs') ? new Response(null, { status: 204 }) : json(404, {})),
    });
    const navigate = vi.fn();
    await openApiDocs(navigate);
    const [, init] = fetch.mock.calls.find(([url]) => String(url) === '/api/admin/auth/api-docs')!;
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok-1');
    expect(navigate).toHaveBeenCalledWith('/api/docs');
  });

  it('stays on the page and says why when the server refuses', async () => {
    signIn();
    renderApp([{ path: '/', element: <p>Home</p> }], {
      path: '/',
      handler: () => json(429, { message: 'Too many requests, slow down' }),
    });
    const navigate = vi.fn();
    await openApiDocs(navigate);
    expect(navigate).not.toHaveBeenCalled();
    expect(await screen.findByText('Too many requests, slow down')).toBeTruthy();
  });
});
