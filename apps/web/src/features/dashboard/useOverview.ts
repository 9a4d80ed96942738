import type { CurrencyFigures, Overview, OverviewResponse } from '@store/contract/analytics';
import { ANALYTICS_PATHS } from '@store/contract/analytics-texts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';

export interface DashboardFigures {
  overview: Overview;
  /** The store's currency: the overview's money is in it. */
  currency: string;
  /** Every currency's own figures, the store currency first (decision 0015). */
  byCurrency: CurrencyFigures[];
}

/**
 * The dashboard's numbers: `GET /analytics/overview` (spec 000 §7: `{overview}`, or the overview
 * directly — then it is all in dollars, with no other currency beside it).
 */
export function useOverview() {
  return useQuery({
    queryKey: queryKeys.analytics.overview(),
    queryFn: async ({ signal }): Promise<DashboardFigures> => {
      const body = await api.get<OverviewResponse | Overview>(ANALYTICS_PATHS.overview, { signal });
      if (!('overview' in body)) return { overview: body, currency: 'USD', byCurrency: [] };
      return { overview: body.overview, currency: body.currency ?? 'USD', byCurrency: body.by_currency ?? [] };
    },
  });
}
