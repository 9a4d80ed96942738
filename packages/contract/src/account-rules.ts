// The rules of an account's e-mail and password (spec 000 §5), and their messages. Zod-free, like
// roles.ts: validation.ts builds the schemas from these, and the sign-in page checks its two fields
// with `checkSignIn`, so a first visit loads no schema library (apps/web/src/firstVisit.test.ts).
// account-rules.test.ts proves `checkSignIn` answers what `LoginBodySchema` answers, for any input.

// spec 000 §5: "a simple x@y.z pattern"
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** RFC 5321's longest forward path. */
export const MAX_EMAIL_LENGTH = 254;
export const MIN_PASSWORD_LENGTH = 6;
/** Long enough for passphrases and password managers; bounded so hashing cannot be abused. */
export const MAX_PASSWORD_LENGTH = 256;

export const ACCOUNT_MESSAGES = {
  emailRequired: 'Email is required',
  emailFormat: 'Invalid email format',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
} as const;

/** The message of a text longer than `max` characters. */
export const tooLongMessage = (max: number) => `Must be at most ${max} characters`;

/** A text's length in characters (code points), as the schemas measure it: an emoji is one. */
export const characterCount = (text: string) => [...text].length;

/** The first message per field that `LoginBodySchema` gives for these values; empty when they pass. */
export function checkSignIn(values: { email?: unknown; password?: unknown }): { email?: string; password?: string } {
  const errors: { email?: string; password?: string } = {};
  const email = typeof values.email === 'string' ? values.email.trim() : '';
  if (email === '') errors.email = ACCOUNT_MESSAGES.emailRequired;
  else if (characterCount(email) > MAX_EMAIL_LENGTH) errors.email = tooLongMessage(MAX_EMAIL_LENGTH);
  else if (!EMAIL_PATTERN.test(email)) errors.email = ACCOUNT_MESSAGES.emailFormat;
  const password = typeof values.password === 'string' ? values.password : '';
  if (password === '') errors.password = ACCOUNT_MESSAGES.passwordRequired;
  else if (characterCount(password) < MIN_PASSWORD_LENGTH) errors.password = ACCOUNT_MESSAGES.passwordTooShort;
  else if (characterCount(password) > MAX_PASSWORD_LENGTH) errors.password = ACCOUNT_MESSAGES.passwordTooLong;
  return errors;
}
