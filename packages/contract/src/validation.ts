import { z } from 'zod';
import { ADMIN_ROLES } from './roles.ts';
import {
  ACCOUNT_MESSAGES,
  EMAIL_PATTERN,
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  tooLongMessage,
} from './account-rules.ts';

/** A required string whose missing, non-string and empty forms all answer `requiredText`. */
export function requiredString(requiredText: string, max = 255) {
  return z
    .string({ error: requiredText })
    .trim()
    .min(1, { error: requiredText, abort: true })
    .max(max, { error: tooLongMessage(max) });
}

export function emailField() {
  return requiredString(ACCOUNT_MESSAGES.emailRequired, MAX_EMAIL_LENGTH).regex(EMAIL_PATTERN, {
    error: ACCOUNT_MESSAGES.emailFormat,
  });
}

export function passwordField() {
  return z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, { error: ACCOUNT_MESSAGES.passwordRequired, abort: true })
    .min(MIN_PASSWORD_LENGTH, { error: ACCOUNT_MESSAGES.passwordTooShort })
    .max(MAX_PASSWORD_LENGTH, { error: ACCOUNT_MESSAGES.passwordTooLong });
}

/** A positive integer id; a select's empty value, a missing value and junk all answer `requiredText`. */
export function idField(requiredText: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : v),
    z
      .number({ error: requiredText })
      .int({ error: requiredText })
      .min(1, { error: requiredText })
      .max(2147483647, { error: requiredText }),
  );
}

/**
 * `{id}` in a path, as text: the service turns anything that is not a stored row's id into a 404
 * (never a 500 from the database). Every `/x/{id}` route takes these params.
 */
export const IdParamsSchema = z.object({ id: z.string().max(40) });
export type IdParams = z.infer<typeof IdParamsSchema>;

/**
 * A point in time on the wire: a date (`YYYY-MM-DD`, midnight UTC) or an ISO 8601 date and time
 * with its zone (`…Z`, `±hh:mm` or `±hhmm`; seconds and fractions optional). A time without a
 * zone is refused: the server cannot know whose wall clock it was read from.
 */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2}))?$/;

export function isIsoDateTime(value: string): boolean {
  return ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

/**
 * An optional date-time field: the text above, or none. An empty value (or only spaces), null and
 * a missing value all mean none (null); anything else that is not a date-time answers `message`.
 */
export function dateTimeField(message: string) {
  return z.preprocess(
    (v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v),
    z.string({ error: message }).trim().refine(isIsoDateTime, { error: message }).nullable(),
  );
}

/**
 * Clean text (issue 14): no string the API takes — in a path, a query or a body, an object's keys
 * too — may hold NUL (U+0000: PostgreSQL cannot store it) or a UTF-16 surrogate without its pair
 * (not a character at all: it would be stored as U+FFFD, silently changed). Such a value answers
 * 400 with the field named and this text; the server applies the rule to every request.
 */
export const UNCLEAN_TEXT_MESSAGE = 'Must not contain NUL characters or unpaired surrogates';

// NUL is exactly what this rule is about.
// eslint-disable-next-line no-control-regex
const UNCLEAN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function isCleanText(value: string): boolean {
  UNCLEAN.lastIndex = 0;
  return !UNCLEAN.test(value);
}

/**
 * The path (`items.0.name`; '' for the value itself) of the first string in `value` that is not
 * clean text, looking into arrays, objects and their keys; null when all of it is clean.
 */
export function uncleanTextPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isCleanText(value) ? null : path;
  // Raw bytes are not text (a webhook's body is checked by its signature, then by its schema).
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return null;
  const join = (key: string | number) => (path === '' ? String(key) : `${path}.${key}`);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = uncleanTextPath(value[i], join(i));
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    // A bad key is named with its bad characters shown as U+FFFD.
    if (!isCleanText(key)) return join(key.replace(UNCLEAN, '\uFFFD'));
    const found = uncleanTextPath(item, join(key));
    if (found !== null) return found;
  }
  return null;
}

/** Turns zod issues into the `fields` map of the error body: the first text per field. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** An admin's role (roles.ts). */
export const AdminRoleSchema = z.enum(ADMIN_ROLES, {
  error: `Role must be one of: ${ADMIN_ROLES.join(', ')}`,
});
