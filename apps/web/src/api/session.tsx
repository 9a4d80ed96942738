import { useQueryClient } from '@tanstack/react-query';
import type { LoginBody, LoginResponse, SessionUser } from '@store/contract/auth';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { api as defaultApi, sessionStore as defaultStore, type ApiClient } from './client.ts';
import type { SessionStore } from './sessionStore.ts';

/**
 * The admin session (spec 000 §4). Signed in means a token and a user are stored; the three
 * local-storage entries live in `SessionStore`. At start a stored session counts at once and the
 * user is re-read from `GET /auth/me`; if that fails the stored session is cleared, which sends
 * every protected screen to /login (RequireAuth watches the store).
 */
interface SessionValue {
  user: SessionUser | null;
  /** Signs in and stores token, refresh token and user; throws the client's errors. */
  login(body: LoginBody): Promise<void>;
  /** Tells the server (its failure is ignored), then clears the three entries. */
  logout(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({
  children,
  api = defaultApi,
  store = defaultStore,
}: {
  children: ReactNode;
  api?: ApiClient;
  store?: SessionStore;
}) {
  const queryClient = useQueryClient();
  const session = useSyncExternalStore(store.subscribe, store.get, store.get);
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current || !store.get()) return;
    checked.current = true;
    api.get<{ user?: SessionUser }>('/auth/me', { auth: 'check' }).then(
      (body) => {
        // Only if still signed in: a logout during the check must not write the user back.
        if (body?.user && store.getToken()) store.setUser(body.user);
        else if (!body?.user) store.clear();
      },
      () => store.clear(),
    );
  }, [api, store]);

  const login = useCallback(
    async (body: LoginBody) => {
      const data = await api.post<LoginResponse>('/auth/login', body, { auth: 'none' });
      queryClient.clear(); // nothing read under a previous session survives a sign-in
      store.set(data);
    },
    [api, store, queryClient],
  );

  const logout = useCallback(async () => {
    try {
      await api.post('/auth/logout');
    } catch {
      // spec: the logout response is not shown; signing out locally always succeeds
    }
    // The cached data of this admin is dropped at the next sign-in (see `login`).
    store.clear();
  }, [api, store]);

  const value = useMemo(() => ({ user: session?.user ?? null, login, logout }), [session, login, logout]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
