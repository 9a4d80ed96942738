import { format, isValid, parseISO } from 'date-fns';

/** spec 000 §2: dates read like 'Jan 05, 2025' (pattern 'MMM dd, yyyy'), in the browser's zone. */
export const DATE_PATTERN = 'MMM dd, yyyy';
/** With the time of day, where one record is looked at closely ('Jan 05, 2025 14:30'). */
export const DATE_TIME_PATTERN = 'MMM dd, yyyy HH:mm';

/** Formats an ISO date or timestamp; an empty or unreadable value gives ''. */
export function formatDate(iso: string | Date | null | undefined, pattern: string = DATE_PATTERN): string {
  if (!iso) return '';
  const date = typeof iso === 'string' ? parseISO(iso) : iso;
  return isValid(date) ? format(date, pattern) : '';
}
