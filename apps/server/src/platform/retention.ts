// Retention (decision 0048): rows that outlived their use are removed by scheduled jobs, one
// schedule per kind of row (`retention.<name>`, registered by ../retention.ts), each deleting
// through a function of the table's owner. This file holds what those functions share: the
// cut-off of a period, and a delete in batches.
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** Rows one statement deletes at most: a sweep of a large backlog never holds a long lock. */
export const RETENTION_BATCH = 5_000;

/** The instant `days` days ago, in the database's clock (the one its rows were stamped with). */
export function daysAgo(days: number): SQL {
  return sql`now() - ${days} * interval '1 day'`;
}

/**
 * Deletes the rows of `table` that match `where`, RETENTION_BATCH at a time, each batch its own
 * statement (and transaction); answers how many went.
 */
export async function deleteInBatches(db: Db, table: PgTable, where: SQL): Promise<number> {
  return inBatches(RETENTION_BATCH, async () => {
    const batch = db
      .select({ row: sql`ctid` })
      .from(table)
      .where(where)
      .limit(RETENTION_BATCH);
    const gone = await db
      .delete(table)
      .where(sql`ctid = any(array(${batch}))`)
      .returning({ one: sql<number>`1` });
    return gone.length;
  });
}

/** Runs `batch` (which answers how many rows it handled) until one handles fewer than `size`; answers the sum. */
export async function inBatches(size: number, batch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const handled = await batch();
    total += handled;
    if (handled < size) return total;
  }
}
