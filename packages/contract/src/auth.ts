import { z } from 'zod';
import { emailField, passwordField } from './validation.ts';

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
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const LoginResponseSchema = z.object({
  token: z.string(),
  refresh_token: z.string(),
  user: SessionUserSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const RefreshBodySchema = z.object({
  refresh_token: z.string({ error: 'Refresh token is required' }).min(1).max(200),
});

export const MeResponseSchema = z.object({ user: SessionUserSchema });

export const LogoutResponseSchema = z.object({ message: z.string() });

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  adminRequired: 'Admin access required',
  sessionExpired: 'Your session has expired. Please sign in again.',
  invalidRefresh: 'Invalid or expired refresh token',
  loggedOut: 'Logged out',
} as const;

export { SESSION_STORAGE_KEYS } from './session.ts';

/** The routes' paths, relative to the API base; fill them with `pathTo` (paths.ts). */
export const AUTH_PATHS = {
  login: '/auth/login',
  refresh: '/auth/refresh',
  me: '/auth/me',
  logout: '/auth/logout',
} as const;
