// The one definition of "a day" (analytics, and the lists' date filters, issue 34): dates are
// calendar days in the store's time zone (STORE_TIMEZONE). A range [from, to] becomes the
// instants [from 00:00 local, (to + 1 day) 00:00 local), computed by PostgreSQL's `at time zone`,
// so a record made at 23:30 local lands on its local day whatever the server's or the browser's
// zone. Both ends are plain comparisons of the column, so its (created_at, id) index reads them.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** The instant local midnight of `date` (YYYY-MM-DD) begins, in `timeZone`. */
export function localMidnight(date: string, timeZone: string): SQL {
  return sql`(${date}::date::timestamp at time zone ${timeZone})`;
}

/** The instant the day after `date` begins: the exclusive end of a range ending on `date`. */
export function localDayAfter(date: string, timeZone: string): SQL {
  return sql`((${date}::date + 1)::timestamp at time zone ${timeZone})`;
}

/** `column` on the days from `from` to `to` (inclusive, either open); undefined when both are. */
export function onDays(
  column: AnyColumn | SQL,
  from: string | undefined,
  to: string | undefined,
  timeZone: string,
): SQL | undefined {
  const parts: SQL[] = [];
  if (from) parts.push(sql`${column} >= ${localMidnight(from, timeZone)}`);
  if (to) parts.push(sql`${column} < ${localDayAfter(to, timeZone)}`);
  return parts.length > 0 ? sql.join(parts, sql` and `) : undefined;
}

/** Today's date in `timeZone`, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The Monday of the current week in `timeZone` (weeks start on Monday, as ISO's do). */
export function weekStartIn(timeZone: string, now: Date = new Date()): string {
  const day = new Date(`${todayIn(timeZone, now)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}
