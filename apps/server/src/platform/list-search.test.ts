import { describe, expect, it } from 'vitest';
import { containsPattern } from './list-search.ts';
import { pagination } from './pagination.ts';

describe('containsPattern', () => {
  it('wraps the lower-cased text and escapes LIKE wildcards', () => {
    expect(containsPattern('Ab')).toBe('%ab%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('pagination', () => {
  it('counts pages, with at least one page for an empty list', () => {
    expect(pagination(1, 10, 0)).toEqual({ page: 1, limit: 10, total: 0, pages: 1 });
    expect(pagination(2, 10, 21)).toEqual({ page: 2, limit: 10, total: 21, pages: 3 });
  });
});
