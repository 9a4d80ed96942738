import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFailed } from '../api/loadErrors.ts';
import { createQueryClient } from './queryClient.ts';

afterEach(() => vi.restoreAllMocks());

describe('failed reads (spec 000 §8, 001 §8)', () => {
  it('logs a failed read with the text its meta names, once', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('down');
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: ['users'],
        queryFn: () => Promise.reject(failure),
        retry: false,
        meta: loadFailed('Failed to load users'),
      })
      .catch(() => undefined);
    expect(log).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledWith('Failed to load users', failure);
  });

  it('leaves a read that names no failure to its screen', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['audit'], queryFn: () => Promise.reject(new Error('down')), retry: false })
      .catch(() => undefined);
    expect(log).not.toHaveBeenCalled();
  });
});
