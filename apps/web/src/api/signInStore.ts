import type { SessionUser } from '@store/contract/auth';
import { SIGN_IN_STORAGE_KEYS } from '@store/contract/sign-in-storage';

/**
 * The stored admin session: exactly the three local-storage entries of spec 000 §9
 * (access token, refresh token, user). The fetch client and the React session both read and
 * write it here, and React subscribes to it, so a refresh or a forced sign-out made by the
 * client is seen by the UI at once.
 */
export interface StoredSignIn {
  token: string;
  refreshToken: string | null;
  user: SessionUser;
}

export interface SignInStore {
  /** The stored sign-in, or null unless both a token and a readable user are stored. */
  get(): StoredSignIn | null;
  getToken(): string | null;
  getRefreshToken(): string | null;
  set(session: { token: string; refresh_token: string; user: SessionUser }): void;
  setUser(user: SessionUser): void;
  /** Removes all three entries (spec 000 §4: logout or a lost session clears all three). */
  clear(): void;
  subscribe(listener: () => void): () => void;
}

function readUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && 'email' in value) return value as SessionUser;
  } catch {
    // a corrupt entry counts as no user
  }
  return null;
}

export function createSignInStore(storage: Storage): SignInStore {
  const listeners = new Set<() => void>();
  // Cached so `get()` returns the same object until something changes (useSyncExternalStore).
  let snapshot: StoredSignIn | null | undefined;

  const safe = <T>(fn: () => T, fallback: T): T => {
    try {
      return fn();
    } catch {
      return fallback; // storage disabled (private mode, quota): behave as if empty
    }
  };

  const changed = () => {
    snapshot = undefined;
    for (const listener of listeners) listener();
  };

  const read = (): StoredSignIn | null => {
    const token = safe(() => storage.getItem(SIGN_IN_STORAGE_KEYS.token), null);
    const user = readUser(safe(() => storage.getItem(SIGN_IN_STORAGE_KEYS.user), null));
    if (!token || !user) return null;
    return { token, user, refreshToken: safe(() => storage.getItem(SIGN_IN_STORAGE_KEYS.refreshToken), null) };
  };

  // Another tab signing in or out changes the same entries.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === null || Object.values<string>(SIGN_IN_STORAGE_KEYS).includes(event.key)) changed();
    });
  }

  return {
    get() {
      if (snapshot === undefined) snapshot = read();
      return snapshot;
    },
    getToken: () => safe(() => storage.getItem(SIGN_IN_STORAGE_KEYS.token), null),
    getRefreshToken: () => safe(() => storage.getItem(SIGN_IN_STORAGE_KEYS.refreshToken), null),
    set({ token, refresh_token, user }) {
      safe(() => {
        storage.setItem(SIGN_IN_STORAGE_KEYS.token, token);
        storage.setItem(SIGN_IN_STORAGE_KEYS.refreshToken, refresh_token);
        storage.setItem(SIGN_IN_STORAGE_KEYS.user, JSON.stringify(user));
      }, undefined);
      changed();
    },
    setUser(user) {
      safe(() => storage.setItem(SIGN_IN_STORAGE_KEYS.user, JSON.stringify(user)), undefined);
      changed();
    },
    clear() {
      safe(() => {
        storage.removeItem(SIGN_IN_STORAGE_KEYS.token);
        storage.removeItem(SIGN_IN_STORAGE_KEYS.refreshToken);
        storage.removeItem(SIGN_IN_STORAGE_KEYS.user);
      }, undefined);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
