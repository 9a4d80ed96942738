import { ANALYTICS_DEFAULT_RANGE_MONTHS, type DateRangeQuery } from '@store/contract/analytics';
import { lightFormat, parseISO, subMonths } from 'date-fns';

/** What the two date inputs hold; '' is an empty input. */
export interface RangeInputs {
  start_date: string;
  end_date: string;
}

/** spec 001 §2: one month back to today, "today" being the store's date (its time zone). */
export function defaultRange(today: string): RangeInputs {
  const start = subMonths(parseISO(today), ANALYTICS_DEFAULT_RANGE_MONTHS);
  return { start_date: lightFormat(start, 'yyyy-MM-dd'), end_date: today };
}

/** The query for the inputs: empty inputs are left out (no dates at all means all time). */
export function toQuery(inputs: RangeInputs): DateRangeQuery {
  return {
    ...(inputs.start_date ? { start_date: inputs.start_date } : {}),
    ...(inputs.end_date ? { end_date: inputs.end_date } : {}),
  };
}

export const RANGE_ORDER_ERROR = 'The start date must not be after the end date';

export function rangeError(inputs: RangeInputs): string | null {
  return inputs.start_date && inputs.end_date && inputs.start_date > inputs.end_date ? RANGE_ORDER_ERROR : null;
}
