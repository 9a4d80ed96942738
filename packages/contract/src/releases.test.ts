import { describe, expect, it } from 'vitest';
import { combinePlatforms, platformLabel, ReleaseCreateBodySchema, splitPlatforms } from './releases.ts';

describe('platforms (spec 001 §5)', () => {
  it('combines sorted, lowercase and hyphen-joined, dropping unknown names and repeats', () => {
    expect(combinePlatforms(['windows', 'Linux', 'macOS'])).toBe('linux-macos-windows');
    expect(combinePlatforms(['windows', 'windows', 'bsd'])).toBe('windows');
    expect(combinePlatforms([])).toBe('');
  });

  it('splits and labels a stored value', () => {
    expect(splitPlatforms('linux-windows')).toEqual(['linux', 'windows']);
    expect(platformLabel('linux-macos-windows')).toBe('Linux, macOS, Windows');
  });

  it('normalises the sent platform and checksum', () => {
    const body = ReleaseCreateBodySchema.parse({
      product_id: '7',
      version_number: ' 1.0 ',
      platform: 'Windows-macOS',
      download_url: 'https://example.com/a.zip',
      sha256_checksum: 'AB'.repeat(32),
      release_date: '2026-03-01',
    });
    expect(body).toMatchObject({
      product_id: 7,
      version_number: '1.0',
      platform: 'macos-windows',
      sha256_checksum: 'ab'.repeat(32),
      is_latest: false,
    });
  });
});
