import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshQueries } from './refresh.ts';

/** A list whose reads the test answers by hand: read n answers `n`, when the test says so. */
function slowList() {
  const answers: ((value: number) => void)[] = [];
  const queryFn = () => new Promise<number>((resolve) => answers.push(resolve));
  return { queryFn, answer: (read: number) => answers[read - 1]!(read), reads: () => answers.length };
}

function watch(client: QueryClient, queryKey: string[], queryFn: () => Promise<number>) {
  const observer = new QueryObserver(client, { queryKey, queryFn, retry: false });
  const seen: (number | undefined)[] = [];
  const stop = observer.subscribe((result) => seen.push(result.data));
  return { observer, seen, stop };
}

describe('refreshQueries', () => {
  it('asks again for a list still on its first load, and shows only the new answer', async () => {
    const client = new QueryClient();
    const list = slowList();
    const { observer, seen, stop } = watch(client, ['orders', 'list'], list.queryFn);
    await Promise.resolve();
    expect(list.reads()).toBe(1);

    // The change lands while the first read (answered before it) is still on its way.
    const refreshed = refreshQueries(client, [['orders']]);
    await new Promise((r) => setTimeout(r, 0));
    expect(list.reads()).toBe(2);
    list.answer(1);
    list.answer(2);
    await refreshed;

    expect(observer.getCurrentResult().data).toBe(2);
    expect(seen).not.toContain(1);
    stop();
  });

  it('reads a loaded list again, and leaves lists under other keys alone', async () => {
    const client = new QueryClient();
    const orders = slowList();
    const users = slowList();
    const watched = [
      watch(client, ['orders', 'list'], orders.queryFn),
      watch(client, ['users', 'list'], users.queryFn),
    ];
    await Promise.resolve();
    orders.answer(1);
    users.answer(1);
    await new Promise((r) => setTimeout(r, 0));

    const refreshed = refreshQueries(client, [['orders']]);
    await new Promise((r) => setTimeout(r, 0));
    orders.answer(2);
    await refreshed;

    expect(client.getQueryData(['orders', 'list'])).toBe(2);
    expect(users.reads()).toBe(1);
    expect(client.getQueryData(['users', 'list'])).toBe(1);
    for (const w of watched) w.stop();
  });
});
