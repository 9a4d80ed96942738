import type { LoginResponse } from '@store/contract/auth';
import { ADMIN_API_BASE } from '@store/contract/navigation';
import { etagOf } from '@store/contract/etag';
import { createSignInStore, type SignInStore } from './signInStore.ts';

/**
 * The one fetch client of the panel (spec 000 §7, DESIGN §3–4): JSON bodies, the bearer header
 * when a token is stored, every non-2xx turned into one `ApiError`, and the 401 rule — one
 * refresh with the stored refresh token (shared by concurrent callers), one retry, and only when
 * the refresh is refused: clear the three stored entries and send the browser to /login.
 */

/** Any non-2xx answer. `serverMessage` is the body's `message ?? error`, when it had one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Record<string, string> | undefined;
  readonly serverMessage: string | undefined;
  /** The answer's body as it came (a 412 carries the record as it is now). */
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const b = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const text = [b.message, b.error].find((v): v is string => typeof v === 'string' && v.trim() !== '');
    super(text ?? `Request failed with status ${status}`);
    this.status = status;
    this.serverMessage = text;
    this.body = body;
    this.code = typeof b.code === 'string' ? b.code : undefined;
    this.fields = b.fields && typeof b.fields === 'object' ? (b.fields as Record<string, string>) : undefined;
  }
}

/** What a screen shows for a failed call: the server's message, else the spec's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/**
 * How a call treats a 401 (spec 000 §8):
 * - `signed-in` (default): refresh once, retry once; if the refresh is refused, clear and go to /login.
 * - `check`: the current-user check. Refresh once and retry, but never clear or redirect: the
 *   sign-in provider decides what a failed check means.
 * - `none`: the login and refresh calls themselves. No bearer header; a 401 is just an error.
 */
export type AuthMode = 'signed-in' | 'check' | 'none';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  auth?: AuthMode;
  /**
   * The revision of the record this write was based on, sent as `If-Match`: the server refuses
   * the write with 412 when someone changed the record since (stale-edit protection).
   */
  ifMatch?: number | undefined;
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: BodylessOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: BodylessOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: BodylessOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: BodylessOptions): Promise<T>;
  delete<T>(path: string, options?: BodylessOptions): Promise<T>;
  /** Who sends the browser to /login once the session is lost (the router, once it exists). */
  setSignedOutHandler(handler: () => void): void;
}

export interface ApiClientConfig {
  store: SignInStore;
  /** Prefix of relative paths; paths that already start with `/api/` are used as they are. */
  baseUrl?: string;
  fetch?: typeof fetch;
  onSignedOut?: () => void;
}

type RefreshOutcome = { token: string } | null;

function defaultSessionExpired() {
  if (typeof window !== 'undefined' && window.location.pathname !== '/login') {
    window.location.assign('/login');
  }
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204 || res.status === 205) return undefined;
  const text = await res.text();
  if (text === '') return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  return text;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const { store } = config;
  const baseUrl = config.baseUrl ?? ADMIN_API_BASE;
  // Looked up per call so tests (and polyfills) can replace the global after creation.
  const doFetch: typeof fetch = (input, init) => (config.fetch ?? globalThis.fetch)(input, init);
  let onSignedOut = config.onSignedOut ?? defaultSessionExpired;
  let refreshing: Promise<RefreshOutcome> | null = null;

  const urlOf = (path: string, query?: Record<string, QueryValue>) => {
    let url = path.startsWith('/api/') ? path : `${baseUrl}${path}`;
    if (query) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
      }
      const qs = params.toString();
      if (qs) url += `${url.includes('?') ? '&' : '?'}${qs}`;
    }
    return url;
  };

  const send = (path: string, options: RequestOptions, token: string | null) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    // Only with a body: Fastify refuses an empty body that claims to be JSON.
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.ifMatch !== undefined) headers['If-Match'] = etagOf(options.ifMatch);
    return doFetch(urlOf(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  };

  /** One refresh call; null when the server refuses the refresh token (or none is stored). */
  const runRefresh = async (): Promise<RefreshOutcome> => {
    const refreshToken = store.getRefreshToken();
    if (!refreshToken) return null;
    const res = await send('/auth/refresh', { method: 'POST', body: { refresh_token: refreshToken } }, null);
    const body = await readBody(res);
    if (res.ok) {
      const data = body as Partial<LoginResponse> | undefined;
      if (!data?.token || !data.refresh_token || !data.user) return null;
      store.set({ token: data.token, refresh_token: data.refresh_token, user: data.user });
      return { token: data.token };
    }
    if (res.status === 400 || res.status === 401 || res.status === 403) return null;
    // Rate limited or server trouble: the session may still be good, so fail this call only.
    throw new ApiError(res.status, body);
  };

  /** Single flight: every 401 that arrives while a refresh runs waits for that same refresh. */
  const refreshSession = (): Promise<RefreshOutcome> => {
    refreshing ??= runRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const expire = () => {
    store.clear();
    onSignedOut();
  };

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const mode = options.auth ?? 'signed-in';
    const tokenUsed = mode === 'none' ? null : store.getToken();
    let res = await send(path, options, tokenUsed);

    if (res.status === 401 && mode !== 'none') {
      // A call that started before someone else's refresh finished just uses the new token.
      const current = store.getToken();
      const outcome = current && tokenUsed && current !== tokenUsed ? { token: current } : await refreshSession();
      if (outcome) res = await send(path, options, outcome.token);
      if (!outcome || res.status === 401) {
        const body = await readBody(res).catch(() => undefined);
        if (mode === 'signed-in') expire();
        throw new ApiError(401, body);
      }
    }

    const body = await readBody(res);
    if (!res.ok) throw new ApiError(res.status, body);
    return body as T;
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
    setSignedOutHandler(handler) {
      onSignedOut = handler;
    },
  };
}

/** The browser's session and client, shared by the session provider and every feature hook. */
export const signInStore = createSignInStore(globalThis.localStorage);
export const api = createApiClient({ store: signInStore });
