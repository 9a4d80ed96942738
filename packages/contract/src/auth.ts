import { z } from 'zod';
import { EnrolmentRequiredSchema, MfaRequiredSchema, RecoveryCodesSchema } from './two-step.ts';
import { AdminRoleSchema, emailField, passwordField } from './validation.ts';

export const LoginBodySchema = z.object({
  email: emailField(),
  password: passwordField(),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** The signed-in admin as the panel keeps it (spec 000 §3 "Admin session user"). */
export const SessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_admin: z.boolean(),
  /** The admin's role (roles.ts): which screens and actions the panel offers. */
  role: AdminRoleSchema.nullable(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const LoginResponseSchema = z.object({
  token: z.string(),
  refresh_token: z.string(),
  user: SessionUserSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/**
 * What POST /auth/login answers: the spec's tokens for an account without two-step sign-in, or
 * the second step it must pass first (decision 0025).
 */
export const LoginAnswerSchema = z.union([LoginResponseSchema, MfaRequiredSchema, EnrolmentRequiredSchema]);
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

/** Completing a sign-in that had to set two-step up: the session, and the recovery codes, once. */
export const LoginEnrolledSchema = LoginResponseSchema.extend(RecoveryCodesSchema.shape);
export type LoginEnrolled = z.infer<typeof LoginEnrolledSchema>;

export const RefreshBodySchema = z.object({
  refresh_token: z.string({ error: 'Refresh token is required' }).min(1).max(200),
});

export const MeResponseSchema = z.object({ user: SessionUserSchema });

export const LogoutResponseSchema = z.object({ message: z.string() });

/** An access token's life (DESIGN §4): a session ended elsewhere is refused sooner, on its next call. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  adminRequired: 'Admin access required',
  sessionExpired: 'Your session has expired. Please sign in again.',
  invalidRefresh: 'Invalid or expired refresh token',
  loggedOut: 'Logged out',
  apiDocsNeedSession:
    'The API documentation needs an admin session: open "API docs" from the account menu of the panel, or set API_DOCS=public',
} as const;

/**
 * The API's documentation (OpenAPI page and document): an admin session's, unless API_DOCS=public.
 * A browser proves the session with a cookie that `AUTH_PATHS.apiDocs` sets for this path.
 */
export const API_DOCS_PATH = '/api/docs';

export { SIGN_IN_STORAGE_KEYS } from './sign-in-storage.ts';

/** The routes' paths, relative to the API base; fill them with `pathTo` (paths.ts). */
export const AUTH_PATHS = {
  login: '/auth/login',
  refresh: '/auth/refresh',
  me: '/auth/me',
  logout: '/auth/logout',
  /** Lets this browser open API_DOCS_PATH for the caller's session (answers 204 with a cookie). */
  apiDocs: '/auth/api-docs',
} as const;
