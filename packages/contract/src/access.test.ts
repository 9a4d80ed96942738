import { describe, expect, it } from 'vitest';
import { accessState } from './access.ts';

const NOW = new Date('2026-03-10T12:00:00Z');

describe('accessState (spec 001 §4)', () => {
  it('is Active when active and not expired, including lifetime grants', () => {
    expect(accessState({ is_active: true, expires_at: null }, NOW)).toBe('Active');
    expect(accessState({ is_active: true, expires_at: '2026-03-11T00:00:00Z' }, NOW)).toBe('Active');
  });

  it('is Expired once past expires_at, active or not', () => {
    expect(accessState({ is_active: true, expires_at: '2026-03-10T11:59:59Z' }, NOW)).toBe('Expired');
    expect(accessState({ is_active: false, expires_at: '2026-01-01T00:00:00Z' }, NOW)).toBe('Expired');
  });

  it('is Inactive otherwise', () => {
    expect(accessState({ is_active: false, expires_at: null }, NOW)).toBe('Inactive');
    expect(accessState({ is_active: false, expires_at: '2027-01-01T00:00:00Z' }, NOW)).toBe('Inactive');
  });
});
