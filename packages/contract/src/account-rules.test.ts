// `checkSignIn` is what the sign-in page checks without loading zod; the server checks the same
// body with `LoginBodySchema`. For any input, the page must show what the server would answer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, checkSignIn, MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from './account-rules.ts';
import { LoginBodySchema } from './auth.ts';

/** The schema's first message per field, as the form shows it (react-hook-form's first error). */
function schemaAnswer(values: unknown): { email?: string; password?: string } {
  const parsed = LoginBodySchema.safeParse(values);
  const answer: { email?: string; password?: string } = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && answer[field] === undefined) answer[field] = issue.message;
  }
  return answer;
}

/** Whole Unicode (lone surrogates too), spaces and the characters the e-mail pattern turns on. */
const text = (maxLength: number) =>
  fc.string({
    maxLength,
    unit: fc.oneof(
      { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
      { weight: 3, arbitrary: fc.constantFrom('@', '.', ' ', '\t', '\n', '\u00a0', '\u2028', '\ufeff', 'a', 'z') },
    ),
  });
const email = fc.oneof(
  text(40),
  fc.tuple(text(12), text(12), text(12)).map(([user, host, tld]) => `${user}@${host}.${tld}`),
  fc.integer({ min: MAX_EMAIL_LENGTH - 8, max: MAX_EMAIL_LENGTH + 8 }).map((n) => `${'a'.repeat(n - 6)}@b.com`),
);
const password = fc.oneof(
  text(12),
  fc.integer({ min: MAX_PASSWORD_LENGTH - 2, max: MAX_PASSWORD_LENGTH + 2 }).map((n) => 'p'.repeat(n)),
);
const RUNS = Math.max(2000, Number(process.env.FUZZ_RUNS ?? 2000) || 2000);

describe('checkSignIn (the sign-in page, without zod)', () => {
  it('answers the messages the spec names', () => {
    expect(checkSignIn({ email: '', password: '' })).toEqual({
      email: ACCOUNT_MESSAGES.emailRequired,
      password: ACCOUNT_MESSAGES.passwordRequired,
    });
    expect(checkSignIn({ email: 'not-an-email', password: '12345' })).toEqual({
      email: 'Invalid email format',
      password: 'Password must be at least 6 characters',
    });
    expect(checkSignIn({ email: '  ada@example.com ', password: 'secret-pass' })).toEqual({});
  });

  it('answers what LoginBodySchema answers, for any e-mail and password', () => {
    fc.assert(
      fc.property(email, password, (e, p) => {
        expect(checkSignIn({ email: e, password: p })).toEqual(schemaAnswer({ email: e, password: p }));
      }),
      { numRuns: RUNS },
    );
  });

  it('answers what LoginBodySchema answers for missing and non-text values', () => {
    for (const value of [undefined, null, 0, true, [], {}])
      expect(checkSignIn({ email: value, password: value })).toEqual(schemaAnswer({ email: value, password: value }));
  });
});
