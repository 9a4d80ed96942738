import { staleMessage } from '@store/contract/revisions';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { differences, revisionOf, showValue, staleOf } from './staleChange.ts';

// A 412 body as the server sends it (StaleErrorBodySchema).
const STALE_BODY = {
  message: staleMessage('promo code'),
  error: staleMessage('promo code'),
  code: 'STALE',
  current: { id: 7, code: 'SPRING', max_uses: 10, revision: 5 },
  changed_by: { name: 'Bo Admin', email: 'bo@example.com' },
  changed_at: '2025-01-05T12:34:00.000Z',
};

describe('staleOf', () => {
  it('reads a 412 ApiError with a STALE body: the current record and who changed it', () => {
    const stale = staleOf(new ApiError(412, STALE_BODY));
    expect(stale).toEqual(STALE_BODY);
    expect(stale?.current.revision).toBe(5);
    expect(stale?.changed_by).toEqual({ name: 'Bo Admin', email: 'bo@example.com' });
  });

  it('accepts a STALE body that does not know who changed the record (null changed_by / changed_at)', () => {
    const body = { ...STALE_BODY, changed_by: null, changed_at: null };
    expect(staleOf(new ApiError(412, body))).toEqual(body);
  });

  it('refuses a 412 whose body is malformed', () => {
    expect(staleOf(new ApiError(412, undefined))).toBeUndefined();
    expect(staleOf(new ApiError(412, 'Precondition Failed'))).toBeUndefined();
    // Wrong code.
    expect(staleOf(new ApiError(412, { ...STALE_BODY, code: 'CONFLICT' }))).toBeUndefined();
    // No current record.
    const { current: _current, ...withoutCurrent } = STALE_BODY;
    expect(staleOf(new ApiError(412, withoutCurrent))).toBeUndefined();
    // changed_by without an email.
    expect(staleOf(new ApiError(412, { ...STALE_BODY, changed_by: { name: 'Bo Admin' } }))).toBeUndefined();
  });

  it('refuses a STALE body that came with another status', () => {
    expect(staleOf(new ApiError(400, STALE_BODY))).toBeUndefined();
    expect(staleOf(new ApiError(409, STALE_BODY))).toBeUndefined();
  });

  it('refuses anything that is not an ApiError, even shaped like one', () => {
    expect(staleOf(STALE_BODY)).toBeUndefined();
    expect(staleOf({ status: 412, body: STALE_BODY })).toBeUndefined();
    expect(staleOf(Object.assign(new Error('stale'), { status: 412, body: STALE_BODY }))).toBeUndefined();
    expect(staleOf(undefined)).toBeUndefined();
  });
});

describe('revisionOf', () => {
  it("answers the current record's revision, and undefined when it carries none", () => {
    const stale = staleOf(new ApiError(412, STALE_BODY))!;
    expect(revisionOf(stale)).toBe(5);
    expect(revisionOf({ ...stale, current: { id: 7 } })).toBeUndefined();
    expect(revisionOf({ ...stale, current: { id: 7, revision: '5' } })).toBeUndefined();
  });
});

describe('showValue', () => {
  it('reads booleans as Yes/No, nothing as "(empty)", and the rest as trimmed text', () => {
    expect(showValue(true)).toBe('Yes');
    expect(showValue(false)).toBe('No');
    expect(showValue(null)).toBe('(empty)');
    expect(showValue(undefined)).toBe('(empty)');
    expect(showValue('')).toBe('(empty)');
    expect(showValue('   ')).toBe('(empty)');
    expect(showValue(' 19.99 ')).toBe('19.99');
    expect(showValue(0)).toBe('0');
  });
});

describe('differences', () => {
  const LABELS = { code: 'Code', discount: 'Discount', is_active: 'Active', note: 'Note' };

  it('lists only the labelled fields that differ, in the order of the labels', () => {
    const theirs = { note: 'old', code: 'SPRING', discount: '10', is_active: true, hidden: 'a' };
    const mine = { is_active: false, discount: '10', code: 'SUMMER', note: 'new', hidden: 'b' };
    expect(differences(LABELS, theirs, mine)).toEqual([
      { field: 'code', label: 'Code', theirs: 'SPRING', mine: 'SUMMER' },
      { field: 'is_active', label: 'Active', theirs: 'Yes', mine: 'No' },
      { field: 'note', label: 'Note', theirs: 'old', mine: 'new' },
    ]);
  });

  it('ignores fields that differ but have no label', () => {
    expect(differences({ code: 'Code' }, { code: 'A', note: 'x' }, { code: 'A', note: 'y' })).toEqual([]);
  });

  it('shows empty values as "(empty)" and treats \'\' and null as the same value', () => {
    expect(differences(LABELS, { note: '' }, { note: null })).toEqual([]);
    expect(differences(LABELS, { code: 'A', note: null }, { code: 'A', note: 'typed' })).toEqual([
      { field: 'note', label: 'Note', theirs: '(empty)', mine: 'typed' },
    ]);
    expect(differences(LABELS, { code: 'A', note: 'theirs' }, { code: 'A', note: '' })).toEqual([
      { field: 'note', label: 'Note', theirs: 'theirs', mine: '(empty)' },
    ]);
  });

  it('compares what the admin sees: booleans as Yes/No', () => {
    expect(differences({ is_active: 'Active' }, { is_active: true }, { is_active: false })).toEqual([
      { field: 'is_active', label: 'Active', theirs: 'Yes', mine: 'No' },
    ]);
    expect(differences({ is_active: 'Active' }, { is_active: true }, { is_active: true })).toEqual([]);
  });
});
