// Reading a list by keyset, batch after batch, gives exactly the rows of one ORDER BY, in its
// order: for a column that cannot be null and for one that can, both ways, with ties on the key
// and keys a microsecond apart (which a JavaScript Date cannot tell apart).
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codePromos } from '../db/schema/catalog.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { keysetAfter, keysetKey, keysetOrder, keysetOrderBy, type KeysetCursor } from './keyset.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  // 30 promos: creation times in 6 groups of 5 equal instants, the groups a microsecond apart;
  // an end date on two thirds of them, with ties, the rest without one.
  await ctx.database.db.execute(sql`
    insert into code_promos (code, discount_type, discount_value, created_at, date_start, date_end)
    select 'KEYSET' || g, 'percentage', 10,
           timestamptz '2026-01-01 00:00:00.000001+00' + (g / 5) * interval '1 microsecond',
           timestamptz '2025-01-01',
           case when g % 3 = 0 then null else timestamptz '2026-06-01' + (g % 4) * interval '1 day' end
    from generate_series(0, 29) g`);
});
afterAll(() => ctx.close());

/** Every promo id in `column`'s order, by keyset batches of `size`. */
async function byBatches(column: PgColumn, direction: 'asc' | 'desc', size: number): Promise<number[]> {
  const order = keysetOrder(column, codePromos.id, direction);
  const ids: number[] = [];
  let cursor: KeysetCursor | null = null;
  for (let guard = 0; guard < 100; guard++) {
    const after: SQL | undefined = keysetAfter(order, cursor);
    const rows = await ctx.database.db
      .select({ _key: keysetKey(order), _id: codePromos.id })
      .from(codePromos)
      .where(after)
      .orderBy(...keysetOrderBy(order))
      .limit(size);
    ids.push(...rows.map((r) => r._id));
    const last = rows.at(-1);
    cursor = last ? { key: last._key, id: last._id } : null;
    if (rows.length < size) return ids;
  }
  throw new Error('the keyset did not end');
}

/** The same ids from one query, PostgreSQL's own order (NULLs first descending, last ascending). */
async function inOneQuery(column: PgColumn, direction: 'asc' | 'desc'): Promise<number[]> {
  const by = direction === 'desc' ? desc : asc;
  const rows = await ctx.database.db
    .select({ id: codePromos.id })
    .from(codePromos)
    .orderBy(by(column), by(codePromos.id));
  return rows.map((r) => r.id);
}

describe('keyset batches', () => {
  for (const [name, column] of [
    ['a key that is never null (created_at, microseconds apart, with ties)', codePromos.createdAt],
    ['a key that may be null (date_end, with ties)', codePromos.dateEnd],
  ] as const) {
    for (const direction of ['desc', 'asc'] as const) {
      it(`gives the rows of one ORDER BY for ${name}, ${direction}`, async () => {
        const expected = await inOneQuery(column, direction);
        expect(expected).toHaveLength(30);
        for (const size of [1, 2, 4, 7, 30, 31]) {
          expect(await byBatches(column, direction, size), `batches of ${size}`).toEqual(expected);
        }
      });
    }
  }

  it('keeps the key exact: the cursor is PostgreSQL’s own text of it', async () => {
    const order = keysetOrder(codePromos.createdAt, codePromos.id, 'desc');
    const [row] = await ctx.database.db
      .select({ _key: keysetKey(order), _id: codePromos.id })
      .from(codePromos)
      .orderBy(...keysetOrderBy(order))
      .limit(1);
    expect(row!._key).toMatch(/\.000006(\+00)?/);
  });
});
