import { describe, expect, it } from 'vitest';
import { sameView, viewQueryOf } from './viewQuery.ts';

describe('viewQueryOf', () => {
  it('keeps filters, search and sort, in their order, and drops the page and an open form', () => {
    const params = new URLSearchParams('status=paid&page=3&search=%C3%BCber&new=1&sort=-total');
    expect(viewQueryOf(params)).toBe('status=paid&search=%C3%BCber&sort=-total');
  });

  it("adds the admin's kept columns when the address names none, and keeps the address's own", () => {
    expect(viewQueryOf(new URLSearchParams('status=paid'), ['order_number', 'total'])).toBe(
      'status=paid&columns=order_number%2Ctotal',
    );
    expect(viewQueryOf(new URLSearchParams('columns=status'), ['order_number'])).toBe('columns=status');
    expect(viewQueryOf(new URLSearchParams(''), null)).toBe('');
  });
});

describe('sameView', () => {
  it('matches queries that differ only in order and empty values', () => {
    expect(sameView('status=paid&sort=-total', 'sort=-total&currency=&status=paid')).toBe(true);
    expect(sameView('?a=1', 'a=1')).toBe(true);
  });

  it('tells different views apart', () => {
    expect(sameView('status=paid', 'status=pending')).toBe(false);
    expect(sameView('status=paid', 'status=paid&sort=total')).toBe(false);
    expect(sameView('', 'status=paid')).toBe(false);
  });
});
