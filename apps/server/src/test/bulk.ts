// What every bulk route's tests check alike (decision 0018): the refusals of a malformed request,
// each a 400 naming its field that writes nothing, and the audit rows written per record.
import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AuditResourceType } from '@store/contract/audit';
import { BULK_MAX_RECORDS, BULK_MESSAGES, type BulkResult } from '@store/contract/bulk';
import type { Tx } from '../db/client.ts';
import { auditLogs } from '../db/schema/operations.ts';

type Send = (body: unknown) => Promise<LightMyRequestResponse>;

/** The answer of a bulk request, which must be 200. */
export function bulkResult(res: LightMyRequestResponse): BulkResult {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BulkResult;
}

/** The audit rows of these records, oldest first. */
export function auditRowsOf(db: Tx, resourceType: AuditResourceType, ids: number[]) {
  return db
    .select()
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.resourceType, resourceType),
        inArray(
          auditLogs.resourceId,
          ids.map((id) => String(id)),
        ),
      ),
    )
    .orderBy(auditLogs.id);
}

async function expectRefused(send: Send, body: unknown, field: string, message: string) {
  const res = await send(body);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
}

/**
 * More than 1,000 records, none, the same record twice, an unknown action and a record without
 * an id are each refused with 400 naming the field. `valid` is a valid body; the count of audit
 * rows must not move.
 */
export async function expectBulkRefusals(
  send: Send,
  valid: { action: string; records: { id: number }[] } & Record<string, unknown>,
  auditCount: () => Promise<number>,
) {
  const before = await auditCount();
  const many = Array.from({ length: BULK_MAX_RECORDS + 1 }, (_, i) => ({ id: i + 1 }));
  await expectRefused(send, { ...valid, records: many }, 'records', BULK_MESSAGES.tooMany);
  await expectRefused(send, { ...valid, records: [] }, 'records', BULK_MESSAGES.recordsRequired);
  await expectRefused(
    send,
    { ...valid, records: [valid.records[0], valid.records[0]] },
    'records',
    BULK_MESSAGES.duplicate,
  );
  const unknown = await send({ ...valid, action: 'explode' });
  expect(unknown.statusCode, unknown.body).toBe(400);
  expect(unknown.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    fields: { action: expect.stringMatching(/^Action must be one of: /) },
  });
  await expectRefused(send, { ...valid, records: [{ revision: 1 }] }, 'records.0.id', BULK_MESSAGES.id);
  expect(await auditCount()).toBe(before);
}
