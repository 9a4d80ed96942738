import { ORDER_FILTERS, type OrderFilter } from '@store/contract/orders';
import { describe, expect, it } from 'vitest';
import { activeFilterCount } from './OrderFilters.tsx';

const none = Object.fromEntries(ORDER_FILTERS.map((name) => [name, ''])) as Record<OrderFilter, string>;

describe('activeFilterCount', () => {
  it('counts the panel filters set, a range once, and not the status (it has its own select)', () => {
    expect(activeFilterCount(none)).toBe(0);
    expect(activeFilterCount({ ...none, status: 'paid' })).toBe(0);
    expect(activeFilterCount({ ...none, currency: 'EUR', has_shipment: 'false' })).toBe(2);
    expect(activeFilterCount({ ...none, created_from: '2026-01-01', created_to: '2026-01-31' })).toBe(1);
    expect(activeFilterCount({ ...none, created_to: '2026-01-31', total_from: '100', total_to: '900' })).toBe(2);
  });
});
