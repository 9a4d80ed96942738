import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client.ts';

/**
 * Reads are not retried when the server answered (a 4xx or 5xx is the answer the screen shows,
 * at once); a dropped connection is retried once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 1,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
