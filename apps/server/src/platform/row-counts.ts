// Exact row counts kept by triggers (migration 0002_store_counts), read instead of count(*) over
// a large table. A key that was never written counts zero.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { rowCounts } from '../db/schema/rollups.ts';
import { preparedOnce } from './prepared.ts';

export async function rowCount(db: Tx, key: string): Promise<number> {
  const statement = preparedOnce(db, 'row_count', () =>
    db
      .select({ n: rowCounts.n })
      .from(rowCounts)
      .where(eq(rowCounts.key, sql.placeholder('key')))
      .prepare('row_count'),
  );
  const [row] = await statement.execute({ key });
  return row?.n ?? 0;
}

/** Several keys in one statement, each in the order asked. */
export async function rowCountsOf<const K extends readonly string[]>(
  db: Tx,
  keys: K,
): Promise<{ [I in keyof K]: number }> {
  const rows = await db
    .select({ key: rowCounts.key, n: rowCounts.n })
    .from(rowCounts)
    .where(inArray(rowCounts.key, [...keys]));
  const byKey = new Map(rows.map((r) => [r.key, r.n]));
  return keys.map((k) => byKey.get(k) ?? 0) as { [I in keyof K]: number };
}
