import { describe, expect, it } from 'vitest';
import { nearDuplicateStatuses, statusLikeness } from './orders.ts';

describe('near-duplicate statuses (decision 0023)', () => {
  const existing = ['pending', 'paid', 'awaiting_stock', 'Awaiting Stock', 'on_hold', 'partially refunded'];

  it('sets aside letter case, spaces, underscores and hyphens, and nothing else', () => {
    expect(statusLikeness('Awaiting Stock')).toBe('awaitingstock');
    expect(statusLikeness(' awaiting__stock-')).toBe('awaitingstock');
    expect(statusLikeness('AWAITING-STOCK')).toBe('awaitingstock');
    expect(statusLikeness('awaiting stock!')).toBe('awaitingstock!');
    expect(statusLikeness('awaiting stocks')).not.toBe(statusLikeness('awaiting stock'));
  });

  it('names every existing status the typed text is like, in the order given', () => {
    expect(nearDuplicateStatuses('awaiting-stock', existing)).toEqual(['awaiting_stock', 'Awaiting Stock']);
    expect(nearDuplicateStatuses('On Hold', existing)).toEqual(['on_hold']);
    expect(nearDuplicateStatuses('Partially_Refunded', existing)).toEqual(['partially refunded']);
  });

  it('includes the six statuses: "Paid" is like paid', () => {
    expect(nearDuplicateStatuses('Paid', existing)).toEqual(['paid']);
  });

  it('names nothing when the text is identical to an existing status, new, or blank', () => {
    expect(nearDuplicateStatuses('awaiting_stock', existing)).toEqual([]);
    expect(nearDuplicateStatuses('  on_hold ', existing)).toEqual([]);
    expect(nearDuplicateStatuses('refund requested', existing)).toEqual([]);
    expect(nearDuplicateStatuses('', existing)).toEqual([]);
    expect(nearDuplicateStatuses(' _- ', existing)).toEqual([]);
  });
});
