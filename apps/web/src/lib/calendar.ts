import type { CalendarResponse } from '@store/contract/analytics';
import { ANALYTICS_PATHS } from '@store/contract/analytics-texts';
import { useQuery } from '@tanstack/react-query';
import { lightFormat, parseISO, subDays } from 'date-fns';
import { api } from '../api/client.ts';
import { loadFailed } from '../api/loadErrors.ts';
import { queryKeys } from '../api/queryKeys.ts';

/** The store's time zone and today's date there: the analytics ranges end on that day. */
export function useCalendar() {
  return useQuery({
    queryKey: queryKeys.analytics.report('calendar'),
    queryFn: ({ signal }) => api.get<CalendarResponse>(ANALYTICS_PATHS.calendar, { signal }),
    staleTime: 60 * 60 * 1000,
    meta: loadFailed('Failed to load the store calendar'),
  });
}

/** The last `days` days up to `today` (both counted), as an analytics range. */
export function lastDays(today: string, days: number): { start_date: string; end_date: string } {
  return { start_date: lightFormat(subDays(parseISO(today), days - 1), 'yyyy-MM-dd'), end_date: today };
}
