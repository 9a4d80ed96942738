import { isValid, lightFormat, parseISO } from 'date-fns';

/** spec 000 §2: dates read like 'Jan 05, 2025' (pattern 'MMM dd, yyyy'), in the browser's zone. */
export const DATE_PATTERN = 'MMM dd, yyyy';
/** With the time of day, where one record is looked at closely ('Jan 05, 2025 14:30'). */
export const DATE_TIME_PATTERN = 'MMM dd, yyyy HH:mm';

/** 'Jan' … 'Dec', the spec's English month names. */
const MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2000, month, 1)),
);

/**
 * Formats an ISO date or timestamp; an empty or unreadable value gives ''. Patterns are
 * date-fns's numeric ones (`lightFormat`: yyyy, MM, dd, HH, mm, ss) plus MMM for the month's name,
 * which keeps date-fns's large locale formatter out of the panel's first load (bench P6).
 */
export function formatDate(iso: string | Date | null | undefined, pattern: string = DATE_PATTERN): string {
  if (!iso) return '';
  const date = typeof iso === 'string' ? parseISO(iso) : iso;
  if (!isValid(date)) return '';
  return lightFormat(date, pattern.replace('MMM', `'${MONTHS[date.getMonth()]}'`));
}

const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
/** Each unit and how many of it make the next. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
];

/** How long ago an ISO instant was, in words ('just now', '5 minutes ago', 'yesterday'); '' when unreadable. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const date = parseISO(iso);
  if (!isValid(date)) return '';
  let amount = (date.getTime() - now) / 1000;
  if (Math.abs(amount) < 45) return 'just now';
  for (const [unit, size] of UNITS) {
    const rounded = Math.round(amount);
    if (Math.abs(rounded) < size) return RELATIVE.format(rounded, unit);
    amount /= size;
  }
  return '';
}
