import type {
  MessageResponse,
  RateLimiter,
  RateLimiterListResponse,
  RateLimiterResetResponse,
  RateLimiterResponse,
  UpdateRateLimiterBody,
} from '@store/contract/rate-limiters';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';

export function useRateLimiterList() {
  return useQuery({
    queryKey: queryKeys.rateLimiters.lists(),
    queryFn: async ({ signal }): Promise<RateLimiter[]> =>
      (await api.get<RateLimiterListResponse>('/rate-limiters', { signal })).data,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.rateLimiters.all });
}

export function useUpdateRateLimiter() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: UpdateRateLimiterBody }) =>
      (await api.put<RateLimiterResponse>(`/rate-limiters/${id}`, body)).data,
    onSuccess: invalidate,
  });
}

export function useResetRateLimiters() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => api.post<RateLimiterResetResponse>('/rate-limiters/reset'),
    onSuccess: invalidate,
  });
}

/** POST /rate-limiters/clear-cache → a message shown to the admin. */
export function useClearRateLimiterCache() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => api.post<MessageResponse>('/rate-limiters/clear-cache'),
    onSuccess: invalidate,
  });
}
