// The schemas of the two writes every editable record has: an edit (PATCH or PUT) and a delete,
// both at `/x/:id`, both taking `If-Match` (stale-edit protection, platform/revisions.ts).
import type { z } from 'zod';
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
