import type {
  DateRangeQuery,
  GeographicAnalyticsResponse,
  OverviewResponse,
  ProductsAnalyticsResponse,
  PromosAnalyticsResponse,
  RevenueResponse,
  UsersAnalyticsResponse,
} from '@store/contract/analytics';
import { PRODUCTS_ANALYTICS_LIMIT } from '@store/contract/analytics';
import { ANALYTICS_PATHS } from '@store/contract/analytics-texts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { loadFailed } from '../../api/loadErrors.ts';
import { queryKeys } from '../../api/queryKeys.ts';

// The Analytics screen's calls (spec 001 §7): each takes start_date and end_date, or neither.

function useReport<T>(
  name: keyof typeof ANALYTICS_PATHS,
  range: DateRangeQuery | null,
  extra: Record<string, number> = {},
) {
  const params = { ...range, ...extra };
  return useQuery({
    // Not the dashboard's overview key: that query keeps the overview unwrapped.
    queryKey: queryKeys.analytics.report(`screen-${name}`, params),
    queryFn: ({ signal }) => api.get<T>(ANALYTICS_PATHS[name], { signal, query: params }),
    enabled: range !== null,
    // A new range keeps the old figures on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
    // spec 001 §8: an analytics fetch failure is logged, and the fixed text is shown.
    meta: loadFailed('Failed to load analytics data'),
  });
}

export const useAnalyticsOverview = (range: DateRangeQuery | null) => useReport<OverviewResponse>('overview', range);

/** spec 001 §7: "a products list call with limit 10000 plus the date filter". */
export const useProductSales = (range: DateRangeQuery | null) =>
  useReport<ProductsAnalyticsResponse>('products', range, { limit: PRODUCTS_ANALYTICS_LIMIT });

export const useRevenueSeries = (range: DateRangeQuery | null) => useReport<RevenueResponse>('revenue', range);
export const useUserSeries = (range: DateRangeQuery | null) => useReport<UsersAnalyticsResponse>('users', range);
export const usePromoUsage = (range: DateRangeQuery | null) => useReport<PromosAnalyticsResponse>('promos', range);
export const useGeographic = (range: DateRangeQuery | null) =>
  useReport<GeographicAnalyticsResponse>('geographic', range);
