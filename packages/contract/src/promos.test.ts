import { describe, expect, it } from 'vitest';
import { promoState, promoTermIssues, PROMO_MESSAGES } from './promos.ts';

const NOW = new Date('2026-06-01T12:00:00Z');

describe('promoState (spec 001 §4)', () => {
  it('is Expired once the end date is past, enabled or not', () => {
    expect(promoState({ is_enabled: true, date_end: '2026-06-01T11:59:59Z' }, NOW)).toBe('Expired');
    expect(promoState({ is_enabled: false, date_end: '2026-05-01T00:00:00Z' }, NOW)).toBe('Expired');
  });

  it('is Active when enabled and not past its end (or without one), Inactive when disabled', () => {
    expect(promoState({ is_enabled: true, date_end: null }, NOW)).toBe('Active');
    expect(promoState({ is_enabled: true, date_end: '2026-06-02T00:00:00Z' }, NOW)).toBe('Active');
    expect(promoState({ is_enabled: false, date_end: null }, NOW)).toBe('Inactive');
  });
});

describe('promoTermIssues', () => {
  it('caps percentages at 100 but not fixed amounts', () => {
    const terms = { discount_value: 101, date_start: null, date_end: null };
    expect(promoTermIssues({ ...terms, discount_type: 'percentage' }, NOW)).toEqual([
      { path: 'discount_value', message: PROMO_MESSAGES.percentageMax },
    ]);
    expect(promoTermIssues({ ...terms, discount_type: 'fixed' }, NOW)).toEqual([]);
  });

  it('measures an end date against the start, or against now when the start is empty', () => {
    const base = { discount_type: 'percentage' as const, discount_value: 10 };
    expect(
      promoTermIssues({ ...base, date_start: '2026-07-01T00:00:00Z', date_end: '2026-06-30T00:00:00Z' }, NOW),
    ).toEqual([{ path: 'date_end', message: PROMO_MESSAGES.dateOrder }]);
    expect(promoTermIssues({ ...base, date_start: null, date_end: '2026-05-31T00:00:00Z' }, NOW)).toHaveLength(1);
    expect(promoTermIssues({ ...base, date_start: null, date_end: '2026-06-30T00:00:00Z' }, NOW)).toEqual([]);
  });
});
