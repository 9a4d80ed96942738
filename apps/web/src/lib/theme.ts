import { useCallback, useEffect, useSyncExternalStore } from 'react';

/** The admin's choice of theme (decision 0032): the system's setting, or light or dark always. */
export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** The local-storage key src/theme-boot.js reads before the first paint. */
export const THEME_KEY = 'theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function isChoice(value: unknown): value is ThemeChoice {
  return THEME_CHOICES.includes(value as ThemeChoice);
}

export function storedThemeChoice(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): ThemeChoice {
  try {
    const value = storage?.getItem(THEME_KEY);
    return isChoice(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Whether a choice shows the dark theme, given the system's setting. */
export function isDark(choice: ThemeChoice, systemDark: boolean): boolean {
  return choice === 'dark' || (choice === 'system' && systemDark);
}

function systemDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

function apply(choice: ThemeChoice): void {
  document.documentElement.classList.toggle('dark', isDark(choice, systemDark()));
}

// One store for every hook: the menu and anything else that reads the theme agree.
const listeners = new Set<() => void>();
let current: ThemeChoice = storedThemeChoice();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The theme choice and its setter. The choice is remembered in local storage (and other tabs
 * follow it); with 'system' the panel changes as the system's setting does.
 */
export function useTheme(): { choice: ThemeChoice; dark: boolean; setChoice: (choice: ThemeChoice) => void } {
  const choice = useSyncExternalStore(subscribe, () => current);
  const dark = useSyncExternalStore(subscribeSystem, systemDark);

  useEffect(() => apply(choice), [choice, dark]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_KEY) update(storedThemeChoice());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setChoice = useCallback((next: ThemeChoice) => {
    try {
      localStorage.setItem(THEME_KEY, next);
    } catch {
      // storage refused: the choice lasts for this page only
    }
    update(next);
  }, []);

  return { choice, dark: isDark(choice, dark), setChoice };
}

function update(next: ThemeChoice): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribeSystem(listener: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(DARK_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
