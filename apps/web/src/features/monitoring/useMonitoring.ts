import {
  MONITORING_REFRESH_MS,
  type BlacklistBody,
  type BlacklistCreatedResponse,
  type BlacklistResponse,
  type MonitoringStats,
  type RedisHealth,
} from '@store/contract/monitoring';
import { JOBS_PATHS, type FailedJob, type JobsOverview } from '@store/contract/jobs';
import { MONITORING_PATHS } from '@store/contract/monitoring';
import { pathTo } from '@store/contract/paths';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRefresh } from '../../api/refresh.ts';

const keys = {
  blacklist: queryKeys.monitoring.lists(),
  stats: [...queryKeys.monitoring.all, 'stats'] as const,
  redis: [...queryKeys.monitoring.all, 'redis-health'] as const,
};

/** spec 001 §9: the screen refreshes itself every 30 seconds. */
const refresh = { refetchInterval: MONITORING_REFRESH_MS } as const;

export function useBlacklist() {
  return useQuery({
    queryKey: keys.blacklist,
    queryFn: async ({ signal }) => (await api.get<BlacklistResponse>(MONITORING_PATHS.blacklistedIps, { signal })).data,
    ...refresh,
  });
}

export function useMonitoringStats() {
  return useQuery({
    queryKey: keys.stats,
    queryFn: async ({ signal }) => (await api.get<{ data: MonitoringStats }>(MONITORING_PATHS.stats, { signal })).data,
    ...refresh,
  });
}

/** Redis health; spec 001 §7: on failure the client treats the status as unknown. */
export type RedisReading = RedisHealth | { status: 'unknown' };

export function useRedisHealth() {
  return useQuery({
    queryKey: keys.redis,
    queryFn: async ({ signal }): Promise<RedisReading> => {
      try {
        return (await api.get<{ data: RedisHealth }>(MONITORING_PATHS.redisHealth, { signal })).data;
      } catch (err) {
        if (signal.aborted) throw err;
        console.error('Failed to load Redis health', err);
        return { status: 'unknown' };
      }
    },
    ...refresh,
  });
}

/** The Refresh button: everything on the screen again. */
export function useRefreshMonitoring() {
  return useRefresh(queryKeys.monitoring.all);
}

export function useBlacklistIp() {
  const refresh = useRefreshMonitoring();
  return useMutation({
    mutationFn: (body: BlacklistBody) => api.post<BlacklistCreatedResponse>(MONITORING_PATHS.blacklist, body),
    onSuccess: refresh,
  });
}

export function useUnblockIp() {
  const refresh = useRefreshMonitoring();
  return useMutation({
    mutationFn: (ip: string) => api.delete<unknown>(pathTo(MONITORING_PATHS.blacklistItem, { ip })),
    onSuccess: refresh,
  });
}

/** The Background jobs card: the queue, the schedules and the newest failed jobs (Owners). */
export function useJobs() {
  return useQuery({
    queryKey: [...queryKeys.monitoring.all, 'jobs'] as const,
    queryFn: ({ signal }) => api.get<JobsOverview>(JOBS_PATHS.overview, { signal }),
    ...refresh,
  });
}

export function useRetryJob() {
  const refresh = useRefreshMonitoring();
  return useMutation({
    mutationFn: (id: number) => api.post<FailedJob>(pathTo(JOBS_PATHS.retry, { id })),
    onSuccess: refresh,
  });
}
