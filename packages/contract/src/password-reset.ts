import { z } from 'zod';
import { emailField, passwordField } from './validation.ts';

/**
 * Password reset by e-mail for the panel's admins (issue 17, decision 0024): "Forgot password?"
 * on /login asks for a link; the link opens /reset-password/{token} in the panel, valid once and
 * for 30 minutes. The calls sit beside sign-in under the admin API base and need no session.
 */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/** The panel's page a reset link opens: `${PUBLIC_URL}/reset-password/{token}`. */
export const RESET_PASSWORD_PAGE = '/reset-password';

export const PASSWORD_RESET_MESSAGES = {
  /** The one answer to a request for a link, whatever the address. */
  linkSent: 'If an admin account exists for that address, a link to reset its password has been sent.',
  invalidLink: 'This password reset link is invalid, has expired or has already been used.',
  tokenRequired: 'Reset token is required',
  changed: 'Your password has been changed. Sign in with your new password.',
  passwordsDiffer: 'Passwords do not match',
  confirmRequired: 'Please confirm your password',
  requestFailed: 'The link could not be requested. Please try again.',
  resetFailed: 'The password could not be changed. Please try again.',
  loadFailed: 'The link could not be checked. Please try again.',
} as const;

/** Reset tokens are URL-safe random secrets; anything longer cannot be one. */
const resetToken = () =>
  z
    .string({ error: PASSWORD_RESET_MESSAGES.tokenRequired })
    .min(1, { error: PASSWORD_RESET_MESSAGES.tokenRequired })
    .max(200, { error: PASSWORD_RESET_MESSAGES.invalidLink });

export const ForgotPasswordBodySchema = z.object({ email: emailField() });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

export const ResetPasswordBodySchema = z.object({ token: resetToken(), password: passwordField() });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const ResetTokenParamSchema = z.object({ token: resetToken() });

/** Who a live link is for, so the page can name the account before the password is typed. */
export const ResetLinkInfoSchema = z.object({ email: z.string() });
export type ResetLinkInfo = z.infer<typeof ResetLinkInfoSchema>;

export const PasswordResetMessageSchema = z.object({ message: z.string() });
export type PasswordResetMessage = z.infer<typeof PasswordResetMessageSchema>;

/** The reset page's form: the new password typed twice (the second is checked in the browser only). */
export const ResetPasswordFormSchema = z
  .object({
    password: passwordField(),
    confirm_password: z.string().min(1, { error: PASSWORD_RESET_MESSAGES.confirmRequired }),
  })
  .superRefine((form, ctx) => {
    if (form.confirm_password !== '' && form.confirm_password !== form.password) {
      ctx.addIssue({ code: 'custom', message: PASSWORD_RESET_MESSAGES.passwordsDiffer, path: ['confirm_password'] });
    }
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

/** The routes' paths, relative to the API base; fill them with `pathTo` (paths.ts). */
export const PASSWORD_RESET_PATHS = {
  forgot: '/auth/password/forgot',
  reset: '/auth/password/reset',
  link: '/auth/password/reset/:token',
} as const;
