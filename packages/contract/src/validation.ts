import { z } from 'zod';

// spec 000 §5: "a simple x@y.z pattern"
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 6;
/** Long enough for passphrases and password managers; bounded so hashing cannot be abused. */
export const MAX_PASSWORD_LENGTH = 256;

/** A required string whose missing, non-string and empty forms all answer `requiredText`. */
export function requiredString(requiredText: string, max = 255) {
  return z
    .string({ error: requiredText })
    .trim()
    .min(1, { error: requiredText, abort: true })
    .max(max, { error: `Must be at most ${max} characters` });
}

export function emailField() {
  return requiredString('Email is required', 254).regex(EMAIL_PATTERN, {
    error: 'Invalid email format',
  });
}

export function passwordField() {
  return z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required', abort: true })
    .min(MIN_PASSWORD_LENGTH, { error: 'Password must be at least 6 characters' })
    .max(MAX_PASSWORD_LENGTH, { error: `Password must be at most ${MAX_PASSWORD_LENGTH} characters` });
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
