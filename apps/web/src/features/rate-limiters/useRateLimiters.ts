import type {
  MessageResponse,
  RateLimiter,
  RateLimiterListResponse,
  RateLimiterResetResponse,
  RateLimiterResponse,
  UpdateRateLimiterBody,
} from '@store/contract/rate-limiters';
import { RATE_LIMITER_PATHS } from '@store/contract/rate-limiters';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { itemPath, type RecordEdit } from '../../api/records.ts';
import { useRefresh } from '../../api/refresh.ts';

export function useRateLimiterList() {
  return useQuery({
    queryKey: queryKeys.rateLimiters.lists(),
    queryFn: async ({ signal }): Promise<RateLimiter[]> =>
      (await api.get<RateLimiterListResponse>(RATE_LIMITER_PATHS.list, { signal })).data,
  });
}

export function useUpdateRateLimiter() {
  const refresh = useRefresh(queryKeys.rateLimiters.all);
  return useMutation({
    mutationFn: async ({ key, body, revision }: RecordEdit<UpdateRateLimiterBody>) =>
      (await api.put<RateLimiterResponse>(itemPath(RATE_LIMITER_PATHS.item, key), body, { ifMatch: revision })).data,
    onSuccess: refresh,
  });
}

export function useResetRateLimiters() {
  const refresh = useRefresh(queryKeys.rateLimiters.all);
  return useMutation({
    mutationFn: () => api.post<RateLimiterResetResponse>(RATE_LIMITER_PATHS.reset),
    onSuccess: refresh,
  });
}

/** POST /rate-limiters/clear-cache → a message shown to the admin. */
export function useClearRateLimiterCache() {
  const refresh = useRefresh(queryKeys.rateLimiters.all);
  return useMutation({
    mutationFn: () => api.post<MessageResponse>(RATE_LIMITER_PATHS.clearCache),
    onSuccess: refresh,
  });
}
