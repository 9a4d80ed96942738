import { describe, expect, it } from 'vitest';
import { diffChanges, REDACTED } from './audit.ts';

describe('diffChanges', () => {
  it('keeps only the fields that changed, with before and after', () => {
    expect(diffChanges({ name: 'A', price: 100, same: true }, { name: 'B', price: 100, same: true })).toEqual({
      name: { before: 'A', after: 'B' },
    });
  });

  it('records creations and deletions one-sided', () => {
    expect(diffChanges(null, { name: 'A' })).toEqual({ name: { after: 'A' } });
    expect(diffChanges({ name: 'A' }, null)).toEqual({ name: { before: 'A' } });
  });

  it('redacts secret-named fields but still records that they changed', () => {
    const changes = diffChanges({ password_hash: 'old' }, { password_hash: 'new', api_key: 'sk_1' });
    expect(changes).toEqual({
      password_hash: { before: REDACTED, after: REDACTED },
      api_key: { before: null, after: REDACTED },
    });
    expect(JSON.stringify(changes)).not.toMatch(/old|new|sk_1/);
  });

  it('compares dates by instant and ignores updated_at', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(diffChanges({ d: at, updated_at: 1 }, { d: new Date(at), updated_at: 2 })).toEqual({});
  });
});
