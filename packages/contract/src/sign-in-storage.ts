/**
 * spec 000 §9: local storage holds exactly these three entries.
 * Kept free of zod so the panel's entry chunk can read the stored session without bundling zod.
 */
export const SIGN_IN_STORAGE_KEYS = {
  token: 'admin_token',
  refreshToken: 'admin_refresh_token',
  user: 'admin_user',
} as const;
