// Two-step sign-in with an authenticator app (issue 17; decision 0025): TOTP codes (RFC 6238)
// after the password, single-use recovery codes, and a setting that requires it of every admin.
import { z } from 'zod';
import { passwordField } from './validation.ts';

/** RFC 6238 as authenticator apps expect it: 6 digits, 30-second steps, SHA-1. */
export const TOTP = { digits: 6, periodSeconds: 30, algorithm: 'SHA1', issuer: 'Store Admin' } as const;
/** One step of clock drift either way is accepted. */
export const TOTP_DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** The second step of a sign-in must be completed within five minutes. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;
/** The fifth wrong code ends the challenge: the sign-in starts again from the password. */
export const CHALLENGE_MAX_ATTEMPTS = 5;

export const TWO_STEP_MESSAGES = {
  codeRequired: 'Code is required',
  codeFormat: 'Enter the 6-digit code from your app, or a recovery code',
  totpFormat: 'Enter the 6-digit code from your app',
  invalidCode: 'Invalid code',
  challengeRequired: 'Challenge is required',
  challengeEnded: 'This sign-in has expired. Please sign in again.',
  tooManyAttempts: 'Too many wrong codes. Please sign in again.',
  wrongPassword: 'Password is incorrect',
  notEnabled: 'Two-step sign-in is not turned on',
  alreadyEnabled: 'Two-step sign-in is already turned on',
  noEnrolment: 'Start the set-up again: no pending enrolment',
  requiredForAll: 'Two-step sign-in is required for every admin',
  requireOwnFirst: 'Turn on two-step sign-in for your own account first',
} as const;

const TOTP_PATTERN = /^\d{6}$/;
/** Recovery codes are 16 letters and digits shown as four groups of four (80 bits). */
const RECOVERY_PATTERN = /^[a-z2-7]{16}$/;

/** Spaces and hyphens are how people copy codes; they carry nothing. */
export function normaliseCode(value: string): string {
  return value.replace(/[\s-]/g, '').toLowerCase();
}

export function isTotpCode(code: string): boolean {
  return TOTP_PATTERN.test(code);
}

/** A code from the app or a recovery code (sign-in, turning it off). */
export function codeField() {
  return z
    .string({ error: TWO_STEP_MESSAGES.codeRequired })
    .max(64, { error: TWO_STEP_MESSAGES.codeFormat })
    .transform(normaliseCode)
    .pipe(
      z
        .string()
        .min(1, { error: TWO_STEP_MESSAGES.codeRequired, abort: true })
        .refine((c) => TOTP_PATTERN.test(c) || RECOVERY_PATTERN.test(c), { error: TWO_STEP_MESSAGES.codeFormat }),
    );
}

/** Only a code from the app (confirming an enrolment proves the app has the secret). */
export function totpField() {
  return z
    .string({ error: TWO_STEP_MESSAGES.codeRequired })
    .max(64, { error: TWO_STEP_MESSAGES.totpFormat })
    .transform(normaliseCode)
    .pipe(
      z
        .string()
        .min(1, { error: TWO_STEP_MESSAGES.codeRequired, abort: true })
        .regex(TOTP_PATTERN, { error: TWO_STEP_MESSAGES.totpFormat }),
    );
}

const challengeField = () =>
  z
    .string({ error: TWO_STEP_MESSAGES.challengeRequired })
    .min(1, { error: TWO_STEP_MESSAGES.challengeRequired })
    .max(200, { error: TWO_STEP_MESSAGES.challengeEnded });

/** POST /auth/login for an account with two-step: no tokens yet, a challenge for the code. */
export const MfaRequiredSchema = z.object({
  mfa_required: z.literal(true),
  challenge: z.string(),
  expires_at: z.iso.datetime({ offset: true }),
});
export type MfaRequired = z.infer<typeof MfaRequiredSchema>;

/** POST /auth/login when every admin must have two-step and this one has not: set it up first. */
export const EnrolmentRequiredSchema = z.object({
  enrolment_required: z.literal(true),
  challenge: z.string(),
  expires_at: z.iso.datetime({ offset: true }),
});
export type EnrolmentRequired = z.infer<typeof EnrolmentRequiredSchema>;

export const LoginMfaBodySchema = z.object({ challenge: challengeField(), code: codeField() });
export type LoginMfaBody = z.input<typeof LoginMfaBodySchema>;

export const ChallengeBodySchema = z.object({ challenge: challengeField() });

export const LoginEnrolConfirmBodySchema = z.object({ challenge: challengeField(), code: totpField() });

/** The secret, as a URI for the QR code and as text for typing in; shown while setting up only. */
export const TwoStepEnrolmentSchema = z.object({
  otpauth_uri: z.string(),
  secret: z.string(),
});
export type TwoStepEnrolment = z.infer<typeof TwoStepEnrolmentSchema>;

export const TwoStepConfirmBodySchema = z.object({ code: totpField() });
export type TwoStepConfirmBody = z.input<typeof TwoStepConfirmBodySchema>;

/** Shown once: only their hashes are kept. */
export const RecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

export const TwoStepDisableBodySchema = z.object({ password: passwordField(), code: codeField() });
export type TwoStepDisableBody = z.input<typeof TwoStepDisableBodySchema>;

export const RecoveryCodesBodySchema = z.object({ code: codeField() });

export const TwoStepStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.iso.datetime({ offset: true }).nullable(),
  recovery_codes_left: z.number().int(),
  /** The setting "require two-step sign-in for every admin". */
  required: z.boolean(),
});
export type TwoStepStatus = z.infer<typeof TwoStepStatusSchema>;

export const TwoStepRequirementBodySchema = z.object({
  required: z.boolean({ error: 'Required must be true or false' }),
});
export type TwoStepRequirementBody = z.infer<typeof TwoStepRequirementBodySchema>;
