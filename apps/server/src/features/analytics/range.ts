// The analytics' date ranges, buckets and calendar arithmetic; a day is the store's local day
// (platform/local-days.ts).
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnalyticsInterval, DateRangeQuery } from '@store/contract/analytics';
import { localDayAfter, localMidnight, onDays, todayIn } from '../../platform/local-days.ts';

export interface Bounds {
  from: SQL;
  to: SQL;
}

/**
 * The [from, to) instants of a date range, or of the current month (to the end of today) when
 * none is given: the dashboard's "this month" (`explicit` tells which).
 */
export function rangeBounds(range: DateRangeQuery, timeZone: string): { bounds: Bounds; explicit: boolean } {
  const localNow = sql`(now() at time zone ${timeZone})`;
  const from = range.start_date
    ? localMidnight(range.start_date, timeZone)
    : sql`(date_trunc('month', ${localNow}) at time zone ${timeZone})`;
  const to = range.end_date
    ? localDayAfter(range.end_date, timeZone)
    : sql`((date_trunc('day', ${localNow}) + interval '1 day') at time zone ${timeZone})`;
  return { bounds: { from, to }, explicit: Boolean(range.start_date || range.end_date) };
}

/** `column` within the range; an open side is unbounded (no range at all: all time). */
export function withinRange(column: AnyColumn | SQL, range: DateRangeQuery, timeZone: string): SQL {
  return onDays(column, range.start_date, range.end_date, timeZone) ?? sql`true`;
}

/** The local calendar date of an instant column, as 'YYYY-MM-DD'. */
export function localDateOf(column: AnyColumn | SQL, timeZone: string): SQL<string> {
  return sql<string>`to_char((${column} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
}

/** The first local day of the bucket an instant column falls in, as 'YYYY-MM-DD'. */
export function bucketOf(column: AnyColumn | SQL, interval: AnalyticsInterval, timeZone: string): SQL<string> {
  // The interval is one of three literals, never user text: safe to inline.
  return sql<string>`to_char(date_trunc(${sql.raw(`'${interval}'`)}, ${column} at time zone ${timeZone}), 'YYYY-MM-DD')`;
}

// ---------------------------------------------------------------------------------------------
// Plain calendar arithmetic on 'YYYY-MM-DD' strings (UTC date objects stand for local dates).

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (d: Date) => d.toISOString().slice(0, 10);

export { todayIn };

export function addDays(iso: string, days: number): string {
  const d = toDate(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return toIso(d);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000);
}

/** Buckets small enough to read: days up to about three months, then weeks, then months. */
export function intervalFor(days: number): AnalyticsInterval {
  if (days <= 92) return 'day';
  if (days <= 731) return 'week';
  return 'month';
}

/** The first day of the bucket `iso` falls in (weeks start on Monday, as date_trunc does). */
export function bucketStart(iso: string, interval: AnalyticsInterval): string {
  const d = toDate(iso);
  if (interval === 'week') d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  if (interval === 'month') d.setUTCDate(1);
  return toIso(d);
}

/**
 * The whole ISO weeks (Monday to Sunday) inside a range of local dates, as the Monday of the
 * first and the Monday after the last (`to` is exclusive); an open side of the range stays open.
 * Null when no whole week fits.
 */
export function wholeWeeks(range: DateRangeQuery): { from?: string; to?: string } | null {
  const from = range.start_date ? bucketStart(addDays(range.start_date, 6), 'week') : undefined;
  const to = range.end_date ? bucketStart(addDays(range.end_date, 1), 'week') : undefined;
  if (from !== undefined && to !== undefined && from >= to) return null;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

function nextBucket(iso: string, interval: AnalyticsInterval): string {
  const d = toDate(iso);
  if (interval === 'day') d.setUTCDate(d.getUTCDate() + 1);
  if (interval === 'week') d.setUTCDate(d.getUTCDate() + 7);
  if (interval === 'month') d.setUTCMonth(d.getUTCMonth() + 1);
  return toIso(d);
}

/**
 * Every bucket from `from` to `to` (inclusive local dates), each labelled by its first day
 * clamped to `from`, with the values found for it (or `empty` for a gap).
 */
export function fillSeries<T>(
  from: string,
  to: string,
  interval: AnalyticsInterval,
  found: Map<string, T>,
  empty: () => T,
): ({ period: string } & T)[] {
  const series: ({ period: string } & T)[] = [];
  for (let b = bucketStart(from, interval); b <= to; b = nextBucket(b, interval)) {
    series.push({ period: b < from ? from : b, ...(found.get(b) ?? empty()) });
  }
  return series;
}
