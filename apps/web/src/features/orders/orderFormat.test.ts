import type { Order } from '@store/contract/orders';
import { describe, expect, it } from 'vitest';
import { matchesSearch, orderTotal, promoText, shortSessionId, statusLook } from './orderFormat.ts';

const ORDER: Order = {
  id: 7,
  order_number: 'ORD-2026-000101',
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  revision: 1,
  status: 'paid',
  currency: 'USD',
  subtotal: 123456,
  amount_discount: 12346,
  tax: 0,
  shipping: 500,
  amount_refunded: 0,
  shipping_refunded: 0,
  total: 111610,
  payment_provider: 'stripe',
  shipping_country_code: 'US',
  user: { id: 42, email: 'ada@example.com' },
  promoCode: { code: 'SAVE10', discount_type: 'percentage', discount_percentage: 10, discount_amount: null },
};

describe('matchesSearch (spec 000 §2)', () => {
  it.each([['ord-2026-000101'], ['ADA@'], ['42'], ['save10'], ['PAID'], ['stripe'], ['$1,116.10'], ['1,116.1'], ['']])(
    'finds the order by %j',
    (term) => {
      expect(matchesSearch(ORDER, term)).toBe(true);
    },
  );

  it('does not match other text, and uses the euro sign for other currencies', () => {
    expect(matchesSearch(ORDER, 'coinbase')).toBe(false);
    expect(matchesSearch(ORDER, '€')).toBe(false);
    expect(matchesSearch({ ...ORDER, currency: 'EUR' }, '€1,116.10')).toBe(true);
    expect(matchesSearch({ ...ORDER, user: { id: null, email: 'x@y.z' } }, '42')).toBe(false);
  });
});

describe('formatting', () => {
  it('shows totals with the currency sign and two decimals', () => {
    expect(orderTotal(ORDER)).toBe('$1,116.10');
    expect(orderTotal({ total: 1999, currency: 'EUR' })).toBe('€19.99');
  });

  it('shows unknown statuses like pending', () => {
    expect(statusLook('on hold')).toBe(statusLook('pending'));
    expect(statusLook('cancelled')).not.toBe(statusLook('pending'));
  });

  it('truncates session ids to 20 characters', () => {
    expect(shortSessionId('cs_test_a1b2c3d4e5f6g7h8')).toBe('cs_test_a1b2c3d4e5f6…');
    expect(shortSessionId('ABCD1234')).toBe('ABCD1234');
  });

  it('describes promo terms', () => {
    expect(promoText(ORDER.promoCode)).toBe('SAVE10 (10%)');
    expect(promoText({ code: 'FLAT5', discount_type: 'fixed', discount_percentage: null, discount_amount: 500 })).toBe(
      'FLAT5 ($5.00 off)',
    );
    expect(promoText(null)).toBeNull();
  });
});
