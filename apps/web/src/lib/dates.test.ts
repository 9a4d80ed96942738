import { describe, expect, it } from 'vitest';
import { formatDate, timeAgo } from './dates.ts';

describe('formatDate', () => {
  it("formats like 'Jan 05, 2025' (spec 000 §2)", () => {
    expect(formatDate('2025-01-05')).toBe('Jan 05, 2025');
    expect(formatDate('2024-12-31T12:00:00')).toBe('Dec 31, 2024');
  });

  it('formats every pattern the panel uses, the month by its English name', () => {
    const at = new Date(2025, 8, 7, 9, 5, 3); // the browser's zone, as the panel shows dates
    expect(formatDate(at, 'MMM dd, yyyy HH:mm')).toBe('Sep 07, 2025 09:05');
    expect(formatDate(at, 'MMM dd, yyyy HH:mm:ss')).toBe('Sep 07, 2025 09:05:03');
    expect(formatDate(at, 'MMM dd')).toBe('Sep 07');
    expect(formatDate(new Date(2024, 4, 31), 'MMM dd, yyyy')).toBe('May 31, 2024');
  });

  it('gives an empty text for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const before = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says how long ago in the largest whole unit', () => {
    expect(timeAgo(before(10), now)).toBe('just now');
    expect(timeAgo(before(59.6), now)).toBe('1 minute ago');
    expect(timeAgo(before(5 * 60), now)).toBe('5 minutes ago');
    expect(timeAgo(before(3 * 3600), now)).toBe('3 hours ago');
    expect(timeAgo(before(24 * 3600), now)).toBe('yesterday');
    expect(timeAgo(before(3 * 86400), now)).toBe('3 days ago');
    expect(timeAgo(before(65 * 86400), now)).toBe('2 months ago');
    expect(timeAgo(before(800 * 86400), now)).toBe('2 years ago');
  });

  it('gives an empty text for an unreadable instant', () => {
    expect(timeAgo('not a date', now)).toBe('');
  });
});
