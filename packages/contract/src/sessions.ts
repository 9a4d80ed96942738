// Sessions you can see and end, and the sign-in history (issue 17; decision 0026): an admin lists
// their own signed-in sessions and ends one or all the others; another admin's sessions and
// sign-ins are listed and ended from the Users screen.
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS } from './auth.ts';
import { idField } from './validation.ts';

/** Sign-in attempts are recorded with one of these outcomes (known accounts only). */
export const SIGN_IN_OUTCOMES = ['success', 'wrong_password', 'wrong_code', 'not_admin'] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

export const SIGN_IN_OUTCOME_LABELS: Record<SignInOutcome, string> = {
  success: 'Signed in',
  wrong_password: 'Wrong password',
  wrong_code: 'Wrong two-step code',
  not_admin: 'Refused: not an admin',
};

/** The newest sign-ins a list shows. */
export const SIGN_IN_LIST_LIMIT = 50;
/** Sign-in attempts are kept this long, and at most this many per account (the newest). */
export const SIGN_IN_RETENTION_DAYS = 90;
export const SIGN_INS_KEPT_PER_ACCOUNT = 200;
/** A User-Agent header is stored cut to this many characters. */
export const USER_AGENT_MAX_LENGTH = 512;

export const SESSION_MESSAGES = {
  sessionId: 'Session id must be a UUID',
  userId: 'User id must be a positive whole number',
  sessionNotFound: 'Session not found',
  userNotFound: 'User not found',
  ownSessions: 'To end your own sessions, use Sessions in your account menu',
} as const;

/** A signed-in session: where from, since when, last used (at sign-in or its latest refresh). */
export const AdminSessionSchema = z.object({
  id: z.string(),
  browser: z.string().describe('The browser and system, as "Chrome 131 on macOS"'),
  ip: z.string().nullable().describe('The address the session was signed in from'),
  signed_in_at: z.iso.datetime({ offset: true }).describe('ISO 8601 instant'),
  last_used_at: z
    .string()
    .describe(
      `ISO 8601 instant of the sign-in or the latest refresh: within ${ACCESS_TOKEN_TTL_SECONDS / 60} minutes of the last use`,
    ),
  current: z.boolean().describe("True for the session of the caller's own access token"),
});
export type AdminSession = z.infer<typeof AdminSessionSchema>;

export const SessionsResponseSchema = z.object({ sessions: z.array(AdminSessionSchema) });
export type SessionsResponse = z.infer<typeof SessionsResponseSchema>;

/** One sign-in attempt on an account. */
export const SignInSchema = z.object({
  id: z.number().int(),
  outcome: z.enum(SIGN_IN_OUTCOMES),
  browser: z.string(),
  ip: z.string().nullable(),
  at: z.string().describe('ISO 8601 instant'),
});
export type SignIn = z.infer<typeof SignInSchema>;

export const SignInsResponseSchema = z.object({ sign_ins: z.array(SignInSchema) });
export type SignInsResponse = z.infer<typeof SignInsResponseSchema>;

/** How many sessions a call ended. */
export const EndedSessionsSchema = z.object({ ended: z.number().int() });
export type EndedSessions = z.infer<typeof EndedSessionsSchema>;

export const SessionIdParamsSchema = z.object({
  id: z.uuid({ error: SESSION_MESSAGES.sessionId }),
});

export const UserIdParamsSchema = z.object({ id: idField(SESSION_MESSAGES.userId) });

/** Relative to the API base, like every path (paths.ts). */
export const SESSION_PATHS = {
  own: '/auth/sessions',
  ownItem: '/auth/sessions/:id',
  endOthers: '/auth/sessions/end-others',
  ownSignIns: '/auth/sign-ins',
  user: '/users/:id/sessions',
  userEnd: '/users/:id/sessions/end',
  userSignIns: '/users/:id/sign-ins',
} as const;

/** What ending a session does to its tokens, for the API docs and the panel. */
export const SESSION_END_NOTE =
  'Ending a session revokes it: its refresh token is refused at once, and so is its access token ' +
  `(which would otherwise live ${ACCESS_TOKEN_TTL_SECONDS / 60} minutes), since every admin call checks its session.`;
