// Stale-edit protection (RFC 9110 §8.8.3, §13.1.1): every record an admin edits carries its
// revision; single-record reads send it as the `ETag`; writes may send `If-Match`, and a write
// naming an older revision is refused with 412 and changes nothing. Without `If-Match` a write
// behaves as it always did (spec clients keep working); the panel always sends it.
import { z } from 'zod';
import { ErrorBodySchema } from './errors.ts';

/** A record's revision: 1 when created, one more on every admin edit. */
export const RevisionSchema = z.number().int().min(1);

/**
 * Every write of an editable record accepts `If-Match` (optional; absent = no check). Loose: the
 * validated headers replace the request's, and the others must stay.
 */
export const IfMatchHeadersSchema = z.looseObject({ 'if-match': z.string().max(1000).optional() });

/** What an `If-Match` header asks for: any current record (`*`), or one of these revisions. */
export type IfMatch = { any: true } | { any: false; revisions: number[] };

const ENTITY_TAG = /^(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"$/;

/**
 * Parses `If-Match`: undefined when absent; 'invalid' when it is not `*` or a list of entity tags.
 * Weak tags (`W/"3"`) and tags that are not one of our revisions are valid but never match: If-Match
 * uses the strong comparison (RFC 9110 §13.1.1).
 */
export function parseIfMatch(header: string | undefined): IfMatch | undefined | 'invalid' {
  if (header === undefined) return undefined;
  const value = header.trim();
  if (value === '*') return { any: true };
  const revisions: number[] = [];
  for (const part of value.split(',')) {
    const match = ENTITY_TAG.exec(part.trim());
    if (!match) return 'invalid';
    const [, weak, opaque] = match;
    if (!weak && /^[1-9]\d{0,9}$/.test(opaque!)) revisions.push(Number(opaque));
  }
  return { any: false, revisions };
}

export const IF_MATCH_INVALID = 'If-Match must be "*" or entity tags such as "3"';

/** Who made the change that made a write stale, and when (from the audit log). */
export const ChangedBySchema = z.object({ name: z.string(), email: z.string() });

/**
 * The 412 answer: the standard error body with `code: 'STALE'`, the record as it is now, and who
 * changed it last and when (null when no audit row says, e.g. a change made by a payment).
 */
export const StaleErrorBodySchema = ErrorBodySchema.extend({
  code: z.literal('STALE'),
  current: z.record(z.string(), z.unknown()),
  changed_by: ChangedBySchema.nullable(),
  changed_at: z.iso.datetime({ offset: true }).nullable(),
});
export type StaleErrorBody = z.infer<typeof StaleErrorBodySchema>;

/** The 412 text, naming what went stale ("promo code", "product", …). */
export const staleMessage = (what: string) =>
  `This ${what} was changed by someone else after you opened it. Nothing was saved.`;
