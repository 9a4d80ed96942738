// Bulk actions (issue 15): one request acts on up to 1,000 records of one list, in one
// transaction. Each record is done whole or not at all, with its own audit row; the answer says
// which records changed, which already were as asked, and which failed and why. A larger
// selection is sent in turns of 1,000 (the panel shows the progress). Decision 0018.
import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';
import { RevisionSchema } from './revisions.ts';

/** The most records one bulk request may name. */
export const BULK_MAX_RECORDS = 1000;

/** A PostgreSQL integer: the largest id a record can have. */
const MAX_ID = 2147483647;

export const BULK_MESSAGES = {
  recordsRequired: 'Select at least one record',
  tooMany: `At most ${BULK_MAX_RECORDS.toLocaleString('en-US')} records can be changed in one request`,
  duplicate: 'Each record may be named only once',
  id: 'Each record needs its id',
  revision: 'A revision is a whole number from 1',
  action: (actions: readonly string[]) => `Action must be one of: ${actions.join(', ')}`,
} as const;

const recordId = z
  .number({ error: BULK_MESSAGES.id })
  .int({ error: BULK_MESSAGES.id })
  .min(1, { error: BULK_MESSAGES.id })
  .max(MAX_ID, { error: BULK_MESSAGES.id });

/**
 * One record of the selection: its id and, for records that keep one, the revision the admin saw
 * (from the list row). A record whose revision moved on since fails with `STALE` and is left as
 * it is; without a revision there is no check (as a single write without `If-Match`).
 */
export const BulkRecordSchema = z.object({
  id: recordId,
  revision: RevisionSchema.optional().describe('the revision the admin saw; a different one fails with STALE'),
});
export type BulkRecord = z.infer<typeof BulkRecordSchema>;

/** A record that keeps no revision (an API key, never edited): its id alone. */
export const BulkIdRecordSchema = z.object({ id: recordId });

function records<R extends z.ZodType<{ id: number }>>(record: R) {
  return z
    .array(record, { error: BULK_MESSAGES.recordsRequired })
    .min(1, { error: BULK_MESSAGES.recordsRequired })
    .max(BULK_MAX_RECORDS, { error: BULK_MESSAGES.tooMany })
    .refine((list) => new Set(list.map((r) => r.id)).size === list.length, { error: BULK_MESSAGES.duplicate });
}

/**
 * The body of `POST /<list>/bulk`: the action, the records and the action's parameters (the
 * status to set). Records are `{id, revision?}`, or `{id}` (`BulkIdRecordSchema`) for records
 * that keep no revision.
 */
export function bulkBodySchema<
  const A extends readonly [string, ...string[]],
  P extends z.ZodRawShape = Record<never, never>,
  R extends z.ZodType<{ id: number }> = typeof BulkRecordSchema,
>(actions: A, params?: P, record?: R) {
  return z.object({
    action: z.enum(actions, { error: BULK_MESSAGES.action(actions) }),
    records: records((record ?? BulkRecordSchema) as R),
    ...(params ?? ({} as P)),
  });
}

/** Why one record was not changed: the code and text its single action would have answered. */
export const BulkFailureSchema = z.object({
  id: z.number().int(),
  code: z.enum(ERROR_CODES),
  message: z.string(),
});
export type BulkFailure = z.infer<typeof BulkFailureSchema>;

/**
 * The answer (200 whatever the outcome): every named record is in exactly one list, in the order
 * of the request. `succeeded`: changed, one audit row each. `unchanged`: already as the action
 * asks (a promo already enabled, a key already revoked): nothing written. `failed`: left as it
 * was, with the reason (`NOT_FOUND`, `STALE`, `CONFLICT` for a record in use, `FORBIDDEN`, …).
 */
export const BulkResultSchema = z.object({
  succeeded: z.array(z.number().int()),
  unchanged: z.array(z.number().int()),
  failed: z.array(BulkFailureSchema),
});
export type BulkResult = z.infer<typeof BulkResultSchema>;
