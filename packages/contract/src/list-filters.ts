// The filters of the lists (issue 34), one shape per kind of value, so every list reads a date,
// a yes/no, a record id or an amount the same way and names the same fault the same way. Every
// filter is optional; an empty value (`?currency=`, as a cleared form field leaves) means unset.
import { z } from 'zod';

/** '' reads as unset, so a cleared field never becomes a 400. */
const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

/** A calendar date, YYYY-MM-DD, that exists. */
export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use the date format YYYY-MM-DD', abort: true })
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    { error: 'This date does not exist' },
  );

/** A day of a list's date range (YYYY-MM-DD, in the store's time zone), inclusive. */
export const DayParam = z.preprocess(unsetWhenEmpty, IsoDateSchema.optional());

/** `true` or `false` (as text in a query string, or a JSON boolean in an export's query). */
export const FlagParam = z.preprocess(
  (value) => (typeof value === 'boolean' ? String(value) : unsetWhenEmpty(value)),
  z
    .enum(['true', 'false'], { error: 'Use true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
);

/** A record's id: a whole number from 1. */
export const IdParam = z.preprocess(
  unsetWhenEmpty,
  z.coerce
    .number({ error: 'Use a record id (a whole number)' })
    .int({ error: 'Use a record id (a whole number)' })
    .min(1, { error: 'Use a record id (a whole number)' })
    .max(2_147_483_647, { error: 'No record has this id' })
    .optional(),
);

/** An amount in cents, from 0. */
export const CentsParam = z.preprocess(
  unsetWhenEmpty,
  z.coerce
    .number({ error: 'Use an amount in cents (a whole number)' })
    .int({ error: 'Use an amount in cents (a whole number)' })
    .min(0, { error: 'Use an amount in cents (a whole number)' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'This amount is too large' })
    .optional(),
);

/** A whole number of minutes or days, from 1 to `max`. */
export function countParam(unit: 'minutes' | 'days', max: number) {
  const message = `Use a whole number of ${unit} from 1 to ${max}`;
  return z.preprocess(
    unsetWhenEmpty,
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(max, { error: message })
      .optional(),
  );
}

/** One of `values` (a select's option); '' ('All') means unset. */
export const choiceParam = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(unsetWhenEmpty, z.enum(values, { error: `Use one of: ${values.join(', ')}` }).optional());

/** A created-from/to range's texts and order check, shared by the lists that filter by day made. */
export const CREATED_RANGE_TEXT = 'The first day must not be after the last day';
export const createdRangeInOrder = () => rangeInOrder('created_from', 'created_to', CREATED_RANGE_TEXT);

/** Upper-case letters of a code (an ISO 4217 currency, an ISO 3166 country), case-insensitive in. */
export function codeParam(length: 2 | 3, example: string) {
  return z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .regex(length === 2 ? /^[A-Za-z]{2}$/ : /^[A-Za-z]{3}$/, {
        error: `Use a ${length}-letter code such as ${example}`,
      })
      .transform((code) => code.toUpperCase())
      .optional(),
  );
}

/** A short text filter (a status, an action, a provider): trimmed, bounded, empty means unset. */
export const TextParam = z
  .string()
  .max(100)
  .optional()
  .transform((s) => (s && s.trim() !== '' ? s.trim() : undefined));

/**
 * The order check of a range's two ends (`created_from` ≤ `created_to`), as a refinement of the
 * whole query: the fault is reported on the range's second field.
 */
export function rangeInOrder<K extends string>(from: K, to: K, message: string) {
  return [
    (query: Partial<Record<K, unknown>>) => {
      // Both ends are days (YYYY-MM-DD, ordered as text) or both amounts.
      const a = query[from] as string | number | undefined;
      const b = query[to] as string | number | undefined;
      return a === undefined || b === undefined || a <= b;
    },
    { error: message, path: [to] as PropertyKey[] },
  ] as const;
}
