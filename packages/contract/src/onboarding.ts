import { z } from 'zod';
import { passwordField, requiredString } from './validation.ts';

/**
 * The customer's onboarding page (DESIGN §3–4): `GET /api/v1/onboarding/{token}` tells who the
 * link is for; `POST` with a password (and a name when the account has none) completes it and
 * consumes the link. No API key: the token is the secret.
 */
export const ONBOARDING_API_BASE = '/api/v1/onboarding';

export const ONBOARDING_MESSAGES = {
  invalidLink: 'This onboarding link is invalid or has already been used.',
  nameRequired: 'Name is required',
  passwordsDiffer: 'Passwords do not match',
  confirmRequired: 'Please confirm your password',
  completed: 'Your account is ready. You can now sign in to the store with your new password.',
  loadFailed: 'Failed to load your account details. Please try again.',
  submitFailed: 'Failed to set up your account. Please try again.',
} as const;

export const OnboardingTokenParamSchema = z.object({ token: z.string().max(200) });

export const OnboardingInfoSchema = z.object({
  email: z.string(),
  /** Empty when the account has no name yet: the page then asks for one. */
  name: z.string(),
});
export type OnboardingInfo = z.infer<typeof OnboardingInfoSchema>;

export const OnboardingBodySchema = z.object({
  password: passwordField(),
  name: requiredString(ONBOARDING_MESSAGES.nameRequired, 200).optional(),
});
export type OnboardingBody = z.infer<typeof OnboardingBodySchema>;

export const OnboardingResultSchema = z.object({ message: z.string(), email: z.string() });
export type OnboardingResult = z.infer<typeof OnboardingResultSchema>;

/**
 * The page's form: the body plus the password typed twice (checked in the browser only). The name
 * is asked for, and required, only when the account has none.
 */
export function onboardingFormSchema(needsName: boolean) {
  return z
    .object({
      name: z.string().max(200, { error: 'Must be at most 200 characters' }),
      password: passwordField(),
      confirm_password: z.string().min(1, { error: ONBOARDING_MESSAGES.confirmRequired }),
    })
    .superRefine((form, ctx) => {
      if (needsName && form.name.trim() === '') {
        ctx.addIssue({ code: 'custom', message: ONBOARDING_MESSAGES.nameRequired, path: ['name'] });
      }
      if (form.confirm_password !== '' && form.confirm_password !== form.password) {
        ctx.addIssue({ code: 'custom', message: ONBOARDING_MESSAGES.passwordsDiffer, path: ['confirm_password'] });
      }
    });
}
export type OnboardingForm = z.infer<ReturnType<typeof onboardingFormSchema>>;

/** The routes' paths, relative to the API base; fill them with `pathTo` (paths.ts). */
export const ONBOARDING_PATHS = { item: '/onboarding/:token' } as const;
