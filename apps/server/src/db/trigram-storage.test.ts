// Decision 0020: after the migrations, the trigram indexes of the tables written in volume take
// entries into a bounded pending list, and every other trigram index has none, as the schema
// says (a hand-written ALTER INDEX in 0007 must agree with it).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { BUSY_TRIGRAMS, QUIET_TRIGRAMS } from './schema/columns.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const BUSY = ['audit_logs_admin_name_trgm_idx', 'shipments_search_trgm_idx'];

it('gives the busy tables a pending list of 256 kB and the others none', async () => {
  const { rows } = (await ctx.database.db.execute(sql`
    select c.relname as name, c.reloptions as options
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
    where am.amname = 'gin' and pg_get_indexdef(i.indexrelid) like '%gin_trgm_ops%'
    order by c.relname`)) as unknown as { rows: { name: string; options: string[] | null }[] };
  const storage = Object.fromEntries(rows.map((r) => [r.name, [...(r.options ?? [])].sort()]));
  const busy = [
    `fastupdate=${BUSY_TRIGRAMS.fastupdate}`,
    `gin_pending_list_limit=${BUSY_TRIGRAMS.gin_pending_list_limit}`,
  ];
  const quiet = [`fastupdate=${QUIET_TRIGRAMS.fastupdate}`];
  expect(Object.keys(storage)).toHaveLength(9);
  for (const [name, options] of Object.entries(storage)) {
    expect(
      options.map((o) => o.replace('=on', '=true').replace('=off', '=false')),
      name,
    ).toEqual(BUSY.includes(name) ? busy : quiet);
  }
});
