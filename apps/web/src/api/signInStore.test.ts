import { describe, expect, it, vi } from 'vitest';
import { createSignInStore } from './signInStore.ts';

const ADMIN = { id: 1, name: 'Ada', email: 'ada@example.com', is_admin: true, role: 'owner' as const };

describe('signInStore', () => {
  it('stores and clears exactly the three entries and tells subscribers', () => {
    const store = createSignInStore(localStorage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ token: 't', refresh_token: 'r', user: ADMIN });
    expect(localStorage.getItem('admin_token')).toBe('t');
    expect(localStorage.getItem('admin_refresh_token')).toBe('r');
    expect(JSON.parse(localStorage.getItem('admin_user') ?? '')).toEqual(ADMIN);
    expect(store.get()).toEqual({ token: 't', refreshToken: 'r', user: ADMIN });
    expect(store.get()).toBe(store.get()); // a stable snapshot for useSyncExternalStore
    store.clear();
    expect(localStorage.length).toBe(0);
    expect(store.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('counts as signed in only with both a token and a readable user', () => {
    localStorage.setItem('admin_token', 't');
    expect(createSignInStore(localStorage).get()).toBeNull();
    localStorage.setItem('admin_user', '{not json');
    expect(createSignInStore(localStorage).get()).toBeNull();
    localStorage.setItem('admin_user', JSON.stringify(ADMIN));
    expect(createSignInStore(localStorage).get()?.user).toEqual(ADMIN);
  });
});
