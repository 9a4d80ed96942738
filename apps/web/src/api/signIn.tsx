import { useQueryClient } from '@tanstack/react-query';
import type { LoginAnswer, LoginBody, LoginEnrolled, LoginResponse, SessionUser } from '@store/contract/auth';
import type { LoginMfaBody, TwoStepEnrolment } from '@store/contract/two-step';
import { TWO_STEP_PATHS } from '@store/contract/two-step-paths';
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
import { api as defaultApi, ApiError, signInStore as defaultStore, type ApiClient } from './client.ts';
import type { SignInStore } from './signInStore.ts';

/**
 * The admin session (spec 000 §4). Signed in means a token and a user are stored; the three
 * local-storage entries live in `SignInStore`. At start a stored sign-in counts at once and the
 * user is re-read from `GET /auth/me`; if the server refuses it the stored sign-in is cleared,
 * which sends every protected screen to /login (RequireAuth watches the store).
 */
interface SignInValue {
  user: SessionUser | null;
  /**
   * Signs in and stores token, refresh token and user; throws the client's errors. For an account
   * with two-step sign-in it stores nothing and answers the challenge (decision 0025).
   */
  login(body: LoginBody): Promise<Exclude<LoginAnswer, LoginResponse> | null>;
  /** The code step of a two-step sign-in; stores the session like `login`. */
  loginWithCode(body: LoginMfaBody): Promise<void>;
  /** The set-up a sign-in must do first (`enrolment_required`): a secret for its challenge. */
  startLoginEnrolment(challenge: string): Promise<TwoStepEnrolment>;
  /**
   * Confirms that set-up with a code from the app. Answers the recovery codes and `signIn`, which
   * stores the session: called once the codes were seen, since a stored sign-in leaves /login.
   */
  confirmLoginEnrolment(body: { challenge: string; code: string }): Promise<{
    recoveryCodes: string[];
    signIn: () => void;
  }>;
  /** Tells the server (its failure is ignored), then clears the three entries. */
  logout(): Promise<void>;
}

const SignInContext = createContext<SignInValue | null>(null);

export function SignInProvider({
  children,
  api = defaultApi,
  store = defaultStore,
}: {
  children: ReactNode;
  api?: ApiClient;
  store?: SignInStore;
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
      (err: unknown) => {
        // Only the server's refusal ends the session. A check cut short (a reload or a link
        // followed before it answered, the network gone, the server busy) says nothing about it:
        // the next call finds out, and a refused one signs out as always.
        if (err instanceof ApiError && (err.status === 401 || err.status === 403)) store.clear();
      },
    );
  }, [api, store]);

  const start = useCallback(
    (data: LoginResponse) => {
      queryClient.clear(); // nothing read under a previous session survives a sign-in
      store.set(data);
    },
    [store, queryClient],
  );

  const login = useCallback(
    async (body: LoginBody) => {
      const data = await api.post<LoginAnswer>('/auth/login', body, { auth: 'none' });
      if (!('token' in data)) return data;
      start(data);
      return null;
    },
    [api, start],
  );

  const loginWithCode = useCallback(
    async (body: LoginMfaBody) => {
      start(await api.post<LoginResponse>(TWO_STEP_PATHS.loginMfa, body, { auth: 'none' }));
    },
    [api, start],
  );

  const startLoginEnrolment = useCallback(
    (challenge: string) => api.post<TwoStepEnrolment>(TWO_STEP_PATHS.loginEnrol, { challenge }, { auth: 'none' }),
    [api],
  );

  const confirmLoginEnrolment = useCallback(
    async (body: { challenge: string; code: string }) => {
      const { recovery_codes: recoveryCodes, ...session } = await api.post<LoginEnrolled>(
        TWO_STEP_PATHS.loginEnrolConfirm,
        body,
        { auth: 'none' },
      );
      return { recoveryCodes, signIn: () => start(session) };
    },
    [api, start],
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

  const value = useMemo(
    () => ({
      user: session?.user ?? null,
      login,
      loginWithCode,
      startLoginEnrolment,
      confirmLoginEnrolment,
      logout,
    }),
    [session, login, loginWithCode, startLoginEnrolment, confirmLoginEnrolment, logout],
  );
  return <SignInContext value={value}>{children}</SignInContext>;
}

export function useSignIn(): SignInValue {
  const value = use(SignInContext);
  if (!value) throw new Error('useSignIn must be used inside <SignInProvider>');
  return value;
}
