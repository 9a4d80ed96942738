import type { ProductsAnalyticsResponse, RevenueResponse } from '@store/contract/analytics';
import { ANALYTICS_PATHS } from '@store/contract/analytics-texts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { lastDays, useCalendar } from '../../lib/calendar.ts';

/** The dashboard's trend: the last 30 days, the store's today included. */
export const TREND_DAYS = 30;
/** How many products the dashboard ranks. */
export const TOP_PRODUCTS = 5;

/**
 * The last 30 days in one currency: revenue and orders per day (`GET /analytics/revenue`) and the
 * products that earned most (`GET /analytics/products`, that currency ranked first).
 */
export function useTrends(currency: string) {
  const calendar = useCalendar();
  const range = calendar.data ? lastDays(calendar.data.today, TREND_DAYS) : null;
  const enabled = range !== null;
  const revenueParams = { ...range, currency };
  const productParams = { ...range, currency, limit: TOP_PRODUCTS };
  const revenue = useQuery({
    queryKey: queryKeys.analytics.report('dashboard-revenue', revenueParams),
    queryFn: ({ signal }) => api.get<RevenueResponse>(ANALYTICS_PATHS.revenue, { signal, query: revenueParams }),
    enabled,
    // Another currency keeps the chart on screen until its figures arrive.
    placeholderData: keepPreviousData,
  });
  const products = useQuery({
    queryKey: queryKeys.analytics.report('dashboard-products', productParams),
    queryFn: ({ signal }) =>
      api.get<ProductsAnalyticsResponse>(ANALYTICS_PATHS.products, { signal, query: productParams }),
    enabled,
    placeholderData: keepPreviousData,
    select: (body) => body.top_by_revenue.filter((p) => p.currency === currency),
  });
  return { calendar, revenue, products };
}
