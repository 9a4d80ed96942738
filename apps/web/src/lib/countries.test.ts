import { describe, expect, it } from 'vitest';
import { countryLabel } from './countries.ts';

describe('countryLabel', () => {
  it('names a country beside its code, so a code never reads as a word', () => {
    expect(countryLabel('NO')).toBe('Norway (NO)');
    expect(countryLabel('it')).toBe('Italy (IT)');
    expect(countryLabel('US')).toBe('United States (US)');
  });

  it('shows anything else as it is', () => {
    expect(countryLabel('')).toBe('');
    expect(countryLabel('XYZ')).toBe('XYZ');
    expect(countryLabel('Q1')).toBe('Q1');
  });
});
