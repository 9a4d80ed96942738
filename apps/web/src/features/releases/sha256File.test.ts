import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES, sha256File } from './sha256File.ts';

describe('sha256File', () => {
  it('streams a file in chunks and matches a one-shot SHA-256, reporting progress up to 1', async () => {
    const bytes = new Uint8Array(CHUNK_BYTES * 2 + 12345);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31) & 0xff;
    const progress: number[] = [];
    const digest = await sha256File(new Blob([bytes]), (f) => progress.push(f));
    expect(digest).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress.length).toBeGreaterThanOrEqual(4);
  });

  it('hashes an empty file', async () => {
    expect(await sha256File(new Blob([]), () => {})).toBe(createHash('sha256').update('').digest('hex'));
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(sha256File(new Blob([new Uint8Array(10)]), () => {}, controller.signal)).rejects.toThrow();
  });
});
