import { describe, expect, it } from 'vitest';
import { formatCents, otherCurrencyNote } from './money.ts';

describe('formatCents', () => {
  it('shows cents as dollars with two decimals and en-US grouping', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(100000000)).toBe('$1,000,000.00');
  });

  it('uses the dollar sign for USD in any letter case', () => {
    expect(formatCents(1999, 'USD')).toBe('$19.99');
    expect(formatCents(1999, 'usd')).toBe('$19.99');
  });

  it('shows the euro sign for EUR (spec 000 §2), and a third currency its own sign (decision 0015)', () => {
    expect(formatCents(1999, 'EUR')).toBe('€19.99');
    expect(formatCents(1999, 'eur')).toBe('€19.99');
    expect(formatCents(250000, 'GBP')).toBe('£2,500.00');
  });

  it('falls back to the euro sign for a code the browser cannot name (spec 000 §2)', () => {
    expect(formatCents(1999, 'XQZ')).toBe('€19.99');
    expect(formatCents(1999, '')).toBe('€19.99');
  });

  it('writes the other currencies beside a figure, and nothing for zero', () => {
    expect(otherCurrencyNote(2103846, 'EUR')).toBe('+ €21,038.46 in EUR orders');
    expect(otherCurrencyNote(800, 'gbp')).toBe('+ £8.00 in GBP orders');
    expect(otherCurrencyNote(0, 'EUR')).toBeNull();
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatCents(-1500)).toBe('-$15.00');
  });

  it('accepts numeric strings, as analytics revenue values arrive', () => {
    expect(formatCents('987654')).toBe('$9,876.54');
  });

  it('treats missing or non-numeric amounts as zero', () => {
    expect(formatCents(null)).toBe('$0.00');
    expect(formatCents(undefined)).toBe('$0.00');
    expect(formatCents('abc')).toBe('$0.00');
    expect(formatCents(100, null)).toBe('$1.00');
  });
});
