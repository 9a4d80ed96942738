import type {
  MessageResponse,
  RateLimiter,
  RateLimiterListResponse,
  RateLimiterResetResponse,
  RateLimiterResponse,
  UpdateRateLimiterBody,
} from '@store/contract/rate-limiters';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRefresh } from '../../api/refresh.ts';

export function useRateLimiterList() {
  return useQuery({
    queryKey: queryKeys.rateLimiters.lists(),
    queryFn: async ({ signal }): Promise<RateLimiter[]> =>
      (await api.get<RateLimiterListResponse>('/rate-limiters', { signal })).data,
  });
}

export function useUpdateRateLimiter() {
  const refresh = useRefresh(queryKeys.rateLimiters.all);
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: UpdateRateLimiterBody }) =>
      (await api.put<RateLimiterResponse>(`/rate-limiters/${id}`, body)).data,
    onSuccess: refresh,
  });
}

export function useResetRateLimiters() {
  const refresh = useRefresh(queryKeys.rateLimiters.all);
  return useMutation({
    mutationFn: () => api.post<RateLimiterResetResponse>('/rate-limiters/reset'),
    onSuccess: refresh,
  });
}

/** POST /rate-limiters/clear-cache → a message shown to the admin. */
export function useClearRateLimiterCache() {
  const refresh = useRefresh(queryKeys.rateLimiters.all);
  return useMutation({
    mutationFn: () => api.post<MessageResponse>('/rate-limiters/clear-cache'),
    onSuccess: refresh,
  });
}
