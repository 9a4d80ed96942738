// DESIGN §6: lists stay fast at store scale (1M audit rows). A sorted first page of the audit
// log, by any field either way, must be read through an index in the field's order (backwards
// for descending), never a Sort over a scan of the table.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_SORTS, type AuditSortField } from '@store/contract/audit';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { explain, isIndexOrdered, fillThroughPendingLists } from '../../test/plans.ts';
import { auditPageQuery } from './service.ts';

const ROWS = 100_000;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  const started = performance.now();
  await fillThroughPendingLists(ctx.database, ['audit_logs_admin_name_trgm_idx'], async () => {
    const CHUNK = 20_000;
    for (let from = 1; from <= ROWS; from += CHUNK) {
      await db.execute(sql`
      insert into audit_logs (admin_name, admin_email, action, resource_type, resource_id, created_at)
      select (array['Store Admin', 'Alice Martin', 'Bruno Keller', 'Dev Patel'])[1 + i % 4],
             'admin' || (i % 4) || '@store.test',
             (array['create', 'update', 'delete'])[1 + i % 3],
             (array['users', 'products', 'orders', 'countries', 'shipments'])[1 + i % 5],
             (i % 1000)::text,
             now() - make_interval(mins => i)
      from generate_series(${from}::int, ${Math.min(from + CHUNK - 1, ROWS)}::int) as i`);
    }
  });
  await db.execute(sql`analyze audit_logs`);
  console.info(`[audit plan] ${ROWS} rows inserted and analysed in ${Math.round(performance.now() - started)} ms`);
}, 300_000);
afterAll(() => ctx.close());

describe(`the audit log over ${ROWS.toLocaleString('en-US')} rows`, () => {
  it('reads a sorted first page through the index of its field, both ways, not a sort of the table', async () => {
    const indexes: Record<AuditSortField, string> = {
      created_at: 'audit_logs_created_at_idx',
      admin_name: 'audit_logs_admin_name_id_idx',
      action: 'audit_logs_action_id_idx',
      resource_type: 'audit_logs_resource_type_id_idx',
    };
    for (const field of AUDIT_SORTS) {
      for (const direction of ['asc', 'desc'] as const) {
        const plan = await explain(
          ctx.database,
          auditPageQuery(ctx.database.db, { page: 1, limit: 20, sort: { field, direction } }),
        );
        expect(isIndexOrdered(plan, 'audit_logs', indexes[field]), `${field} ${direction}:\n${plan}`).toBe(true);
      }
    }
  });
});
