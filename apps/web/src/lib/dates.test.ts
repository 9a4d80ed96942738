import { describe, expect, it } from 'vitest';
import { formatDate } from './dates.ts';

describe('formatDate', () => {
  it("formats like 'Jan 05, 2025' (spec 000 §2)", () => {
    expect(formatDate('2025-01-05')).toBe('Jan 05, 2025');
    expect(formatDate('2024-12-31T12:00:00')).toBe('Dec 31, 2024');
  });

  it('gives an empty text for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
