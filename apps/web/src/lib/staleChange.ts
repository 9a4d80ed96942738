import { StaleErrorBodySchema, type StaleErrorBody } from '@store/contract/revisions';
import { ApiError } from '../api/client.ts';

/**
 * A write refused because the record changed since the form was opened (412 `STALE`): the record
 * as it is now and who changed it. Anything else (another error, a malformed body) is undefined.
 */
export function staleOf(err: unknown): StaleErrorBody | undefined {
  if (!(err instanceof ApiError) || err.status !== 412) return undefined;
  const parsed = StaleErrorBodySchema.safeParse(err.body);
  return parsed.success ? parsed.data : undefined;
}

/** The revision the server holds now, to send back as `If-Match` ("Save mine anyway"). */
export function revisionOf(stale: StaleErrorBody): number | undefined {
  const revision = stale.current.revision;
  return typeof revision === 'number' ? revision : undefined;
}

/** One field whose value differs between the record as saved by someone else and the form. */
export interface FieldDifference {
  field: string;
  label: string;
  theirs: string;
  mine: string;
}

/** How a form value reads in the conflict list: booleans as Yes/No, empty as "(empty)". */
export function showValue(value: unknown): string {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  if (value === null || value === undefined) return '(empty)';
  const text = String(value).trim();
  return text === '' ? '(empty)' : text;
}

/**
 * The labelled fields whose values differ, in the labels' order. Both sides are form values (the
 * other admin's record is turned into form values first), so a price of 1999 cents and "19.99"
 * typed in the form compare as what the admin sees.
 */
export function differences(
  labels: Readonly<Record<string, string>>,
  theirs: Readonly<Record<string, unknown>>,
  mine: Readonly<Record<string, unknown>>,
): FieldDifference[] {
  const out: FieldDifference[] = [];
  for (const [field, label] of Object.entries(labels)) {
    const a = showValue(theirs[field]);
    const b = showValue(mine[field]);
    if (a !== b) out.push({ field, label, theirs: a, mine: b });
  }
  return out;
}
