// Exact row counts kept by triggers (migration 0002_store_counts), read instead of count(*) over
// a large table. A key that was never written counts zero.
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { rowCounts } from '../db/schema/rollups.ts';

export async function rowCount(db: Tx, key: string): Promise<number> {
  const [row] = await db.select({ n: rowCounts.n }).from(rowCounts).where(eq(rowCounts.key, key));
  return row?.n ?? 0;
}
