import type { AuditListResponse } from '@store/contract/audit';
import { AUDIT_PATHS } from '@store/contract/audit-labels';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';

/** How many of the latest audit entries the dashboard shows. */
export const RECENT_ACTIVITY_COUNT = 8;

/** The dashboard's Recent Activity: the newest entries of `GET /audit`. */
export function useRecentActivity() {
  const params = { page: 1, limit: RECENT_ACTIVITY_COUNT };
  return useQuery({
    queryKey: queryKeys.audit.list(params),
    queryFn: async ({ signal }) => {
      const body = await api.get<AuditListResponse>(AUDIT_PATHS.list, { signal, query: params });
      if (!Array.isArray(body?.audit_logs)) throw new Error('Unexpected audit response');
      return body.audit_logs;
    },
    // Every screen's mutations add entries: refetch whenever the dashboard is opened.
    staleTime: 0,
  });
}
