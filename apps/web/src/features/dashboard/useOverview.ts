import type { Overview, OverviewResponse } from '@store/contract/analytics';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';

/** The dashboard's numbers: `GET /analytics/overview` (spec 000 §7: `{overview}`, or the overview directly). */
export function useOverview() {
  return useQuery({
    queryKey: queryKeys.analytics.overview(),
    queryFn: async ({ signal }): Promise<Overview> => {
      const body = await api.get<OverviewResponse | Overview>('/analytics/overview', { signal });
      return 'overview' in body ? body.overview : body;
    },
  });
}
