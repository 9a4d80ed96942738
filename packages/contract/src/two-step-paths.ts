// The two-step sign-in routes' paths.
// Zod-free, like roles.ts and navigation.ts: a first visit (sign-in, then the dashboard) loads
// it without loading a schema; apps/web/src/firstVisit.test.ts keeps it so.

/** Relative to the API base, like every path (paths.ts). */
export const TWO_STEP_PATHS = {
  loginMfa: '/auth/login/mfa',
  loginEnrol: '/auth/login/enrol',
  loginEnrolConfirm: '/auth/login/enrol/confirm',
  status: '/auth/two-step',
  enrolment: '/auth/two-step/enrolment',
  confirm: '/auth/two-step/enrolment/confirm',
  disable: '/auth/two-step/disable',
  recoveryCodes: '/auth/two-step/recovery-codes',
  requirement: '/auth/two-step/requirement',
} as const;
