import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_DOCS_PATH,
  AUTH_PATHS,
  AUTH_MESSAGES,
  LoginAnswerSchema,
  LoginBodySchema,
  LoginEnrolledSchema,
  LoginResponseSchema,
  LogoutResponseSchema,
  MeResponseSchema,
  RefreshBodySchema,
} from '@store/contract/auth';
import {
  EndedSessionsSchema,
  SESSION_END_NOTE,
  SESSION_PATHS,
  SessionIdParamsSchema,
  SessionsResponseSchema,
  SignInsResponseSchema,
} from '@store/contract/sessions';
import {
  ChallengeBodySchema,
  LoginEnrolConfirmBodySchema,
  LoginMfaBodySchema,
  RecoveryCodesBodySchema,
  RecoveryCodesSchema,
  TwoStepConfirmBodySchema,
  TwoStepDisableBodySchema,
  TwoStepEnrolmentSchema,
  TwoStepRequirementBodySchema,
  TwoStepStatusSchema,
} from '@store/contract/two-step';
import { TWO_STEP_PATHS } from '@store/contract/two-step-paths';
import { setApiDocsCookie } from '../../platform/api-docs.ts';
import { adminOf, bearerToken } from '../../platform/auth.ts';
import { clientIp } from '../../platform/client-ip.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import {
  currentUser,
  login,
  loginWithCode,
  loginWithEnrolment,
  logout,
  refresh,
  type SignInClient,
} from './service.ts';
import { endOtherSessions, endOwnSession, listSessions, listSignIns } from './sessions.ts';
import {
  confirmOwnEnrolment,
  disableOwnTwoStep,
  regenerateRecoveryCodes,
  setTwoStepRequired,
  startEnrolmentForChallenge,
  startOwnEnrolment,
  twoStepStatus,
} from './two-step.ts';

/**
 * Who is signing in and from where (the session and the sign-in history keep both), and how the
 * history is written once the answer has left (decision 0026).
 */
function signInClient(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): SignInClient {
  return {
    ip: clientIp(request),
    userAgent: request.headers['user-agent'],
    later: (what, task) => app.afterResponse.after(reply.raw, what, task),
  };
}

/** Reachable without a session: signing in (with its second step) and refreshing. */
export const authPublicRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  app.post(
    AUTH_PATHS.login,
    { schema: { tags: ['auth'], body: LoginBodySchema, response: { 200: LoginAnswerSchema } } },
    (request, reply) => login(db, deps.signer, request.body, signInClient(app, request, reply)),
  );
  app.post(
    TWO_STEP_PATHS.loginMfa,
    { schema: { tags: ['auth'], body: LoginMfaBodySchema, response: { 200: LoginResponseSchema } } },
    (request, reply) => loginWithCode(db, deps.signer, deps.sealer, request.body, signInClient(app, request, reply)),
  );
  app.post(
    TWO_STEP_PATHS.loginEnrol,
    { schema: { tags: ['auth'], body: ChallengeBodySchema, response: { 200: TwoStepEnrolmentSchema } } },
    (request) => startEnrolmentForChallenge(db, deps.sealer, request.body.challenge),
  );
  app.post(
    TWO_STEP_PATHS.loginEnrolConfirm,
    { schema: { tags: ['auth'], body: LoginEnrolConfirmBodySchema, response: { 200: LoginEnrolledSchema } } },
    (request, reply) =>
      loginWithEnrolment(db, deps.signer, deps.sealer, request.body, signInClient(app, request, reply)),
  );
  app.post(
    AUTH_PATHS.refresh,
    {
      schema: { tags: ['auth'], body: RefreshBodySchema, response: { 200: LoginResponseSchema } },
      // A refresh that finds a stolen token ends its sessions.
      config: { endsSessions: true },
    },
    (request) => refresh(db, deps.signer, request.body.refresh_token),
  );
};

/** Behind the admin guard. */
export const ownAccountRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  app.get(AUTH_PATHS.me, { schema: { tags: ['auth'], response: { 200: MeResponseSchema } } }, async (request) => ({
    user: await currentUser(db, adminOf(request).id),
  }));
  app.post(
    AUTH_PATHS.logout,
    { schema: { tags: ['auth'], response: { 200: LogoutResponseSchema } } },
    async (request) => {
      await logout(db, adminOf(request).sessionId);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );

  app.post(
    AUTH_PATHS.apiDocs,
    {
      schema: {
        tags: ['auth'],
        description: `Opens ${API_DOCS_PATH} to this browser for the caller's session: a cookie for that path only.`,
      },
    },
    async (request, reply) => {
      setApiDocsCookie(request, reply, bearerToken(request)!);
      return reply.status(204).send();
    },
  );

  // The signed-in admin's own sessions and sign-in history (decision 0026).
  app.get(
    SESSION_PATHS.own,
    {
      schema: {
        tags: ['auth'],
        description: "The caller's active sessions; `current` is the one of this call.",
        response: { 200: SessionsResponseSchema },
      },
    },
    async (request) => ({ sessions: await listSessions(db, adminOf(request).id, adminOf(request).sessionId) }),
  );
  app.delete(
    SESSION_PATHS.ownItem,
    {
      schema: {
        tags: ['auth'],
        description: `Ends one of the caller's own sessions; any other id answers 404. ${SESSION_END_NOTE}`,
        params: SessionIdParamsSchema,
      },
    },
    async (request, reply) => {
      await endOwnSession(db, adminOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    SESSION_PATHS.endOthers,
    {
      schema: {
        tags: ['auth'],
        description: `Ends every session of the caller but this one; answers how many. ${SESSION_END_NOTE}`,
        response: { 200: EndedSessionsSchema },
      },
    },
    (request) => endOtherSessions(db, adminOf(request)),
  );
  app.get(
    SESSION_PATHS.ownSignIns,
    {
      schema: {
        tags: ['auth'],
        description: "The caller's newest sign-in attempts (successes and refusals), newest first.",
        response: { 200: SignInsResponseSchema },
      },
    },
    async (request) => ({ sign_ins: await listSignIns(db, adminOf(request).id) }),
  );

  // The signed-in admin's own two-step sign-in, and the setting that requires it of every admin.
  app.get(TWO_STEP_PATHS.status, { schema: { tags: ['auth'], response: { 200: TwoStepStatusSchema } } }, (request) =>
    twoStepStatus(db, adminOf(request).id),
  );
  app.post(
    TWO_STEP_PATHS.enrolment,
    { schema: { tags: ['auth'], response: { 200: TwoStepEnrolmentSchema } } },
    (request) => startOwnEnrolment(db, deps.sealer, adminOf(request)),
  );
  app.post(
    TWO_STEP_PATHS.confirm,
    { schema: { tags: ['auth'], body: TwoStepConfirmBodySchema, response: { 200: RecoveryCodesSchema } } },
    async (request) => ({
      recovery_codes: await confirmOwnEnrolment(db, deps.sealer, adminOf(request), request.body.code),
    }),
  );
  app.post(
    TWO_STEP_PATHS.disable,
    { schema: { tags: ['auth'], body: TwoStepDisableBodySchema, response: { 200: TwoStepStatusSchema } } },
    async (request) => {
      await disableOwnTwoStep(db, deps.sealer, adminOf(request), request.body);
      return twoStepStatus(db, adminOf(request).id);
    },
  );
  app.post(
    TWO_STEP_PATHS.recoveryCodes,
    { schema: { tags: ['auth'], body: RecoveryCodesBodySchema, response: { 200: RecoveryCodesSchema } } },
    async (request) => ({
      recovery_codes: await regenerateRecoveryCodes(db, deps.sealer, adminOf(request), request.body.code),
    }),
  );
  app.put(
    TWO_STEP_PATHS.requirement,
    {
      config: { area: 'security' },
      schema: { tags: ['auth'], body: TwoStepRequirementBodySchema, response: { 200: TwoStepStatusSchema } },
    },
    (request) => setTwoStepRequired(db, adminOf(request), request.body.required),
  );
};
