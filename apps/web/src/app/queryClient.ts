import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client.ts';
import { reportLoadError } from '../api/loadErrors.ts';

/**
 * Reads are not retried when the server answered (a 4xx or 5xx is the answer the screen shows,
 * at once); a dropped connection is retried once. A read that fails is logged in one place
 * (`reportLoadError`).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportLoadError }),
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
