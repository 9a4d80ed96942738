import { describe, expect, it } from 'vitest';
import { isDark, storedThemeChoice } from './theme.ts';

const storage = (value: string | null) => ({ getItem: () => value });

describe('the theme choice', () => {
  it('reads a remembered choice, and anything else as the system setting', () => {
    expect(storedThemeChoice(storage('dark'))).toBe('dark');
    expect(storedThemeChoice(storage('light'))).toBe('light');
    expect(storedThemeChoice(storage('system'))).toBe('system');
    expect(storedThemeChoice(storage(null))).toBe('system');
    expect(storedThemeChoice(storage('DARK'))).toBe('system');
    expect(
      storedThemeChoice({
        getItem: () => {
          throw new Error('storage refused');
        },
      }),
    ).toBe('system');
  });

  it('shows the dark theme when chosen, or when the system is dark and nothing else was chosen', () => {
    expect(isDark('dark', false)).toBe(true);
    expect(isDark('light', true)).toBe(false);
    expect(isDark('system', true)).toBe(true);
    expect(isDark('system', false)).toBe(false);
  });
});
