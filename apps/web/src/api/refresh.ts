import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * After a change, every query under these keys is read again, the ones on screen at once.
 *
 * A query still on its first load is cancelled and asked again: that load may have been answered
 * before the change, and React Query would hand back its answer, because it restarts only an
 * in-flight query that already has data. The orders screen meets this case: its whole list is
 * still loading when a pending payment, shown from the first page, is simulated.
 */
export async function refreshQueries(client: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(
    keys.map(async (queryKey) => {
      await client.cancelQueries({
        queryKey,
        predicate: (query) => query.state.data === undefined && query.state.fetchStatus === 'fetching',
      });
      await client.invalidateQueries({ queryKey });
    }),
  );
}

/** The refresh a mutation runs on success: `onSuccess: useRefresh(queryKeys.users.all)`. */
export function useRefresh(...keys: QueryKey[]): () => Promise<void> {
  const client = useQueryClient();
  return () => refreshQueries(client, keys);
}
