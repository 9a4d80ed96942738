// Instants written by PostgreSQL as the API writes them everywhere: ISO 8601 in UTC to the
// millisecond, as JavaScript's `toISOString()` writes the same instant. For results that
// PostgreSQL formats itself (a CSV export's cells, JSON built in the query).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

export function isoInstant(value: SQLWrapper | SQL): SQL<string> {
  return sql<string>`to_char((${value}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The same instant to the microsecond, as PostgreSQL keeps it: fixed width, so two of them
 * compare as text as they do in time. For a position in a list ordered by time (a cursor).
 */
export function exactInstant(value: SQLWrapper | SQL): SQL<string> {
  return sql<string>`to_char((${value}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** An exact instant (`exactInstant`) as the API writes instants: to the millisecond. */
export const toMillisecond = (exact: string): string => `${exact.slice(0, 23)}Z`;
