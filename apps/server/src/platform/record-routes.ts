// The schemas of the two writes every editable record has: an edit (PATCH or PUT) and a delete,
// both at `/x/:id`, both taking `If-Match` (stale-edit protection, platform/revisions.ts); and of
// a list's bulk action.
import type { z } from 'zod';
import { BulkResultSchema } from '@store/contract/bulk';
import { IfMatchHeadersSchema } from '@store/contract/revisions';
import { IdParamsSchema } from '@store/contract/validation';

type Params = z.ZodObject<Record<string, z.ZodString>>;

/** An edit of a record: its params (`{id}` unless given), `If-Match`, the body and the answer. */
export function recordEdit<Body extends z.ZodType, Answer extends z.ZodType, P extends Params = typeof IdParamsSchema>(
  tags: string[],
  body: Body,
  answer: Answer,
  params: P = IdParamsSchema as unknown as P,
) {
  return { schema: { tags, params, headers: IfMatchHeadersSchema, body, response: { 200: answer } } };
}

/** A delete of a record: its params (`{id}` unless given) and `If-Match`; it answers 204. */
export function recordDelete<P extends Params = typeof IdParamsSchema>(
  tags: string[],
  params: P = IdParamsSchema as unknown as P,
) {
  return { schema: { tags, params, headers: IfMatchHeadersSchema } };
}

/**
 * A bulk action on a list's records (`POST /x/bulk`, decision 0018): the body names the action
 * and up to 1,000 records; the answer says, per record, what became of it.
 */
export function recordBulk<Body extends z.ZodType>(tags: string[], body: Body, description: string) {
  return { schema: { tags, description, body, response: { 200: BulkResultSchema } } };
}
