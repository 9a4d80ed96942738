import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EndedSessionsSchema,
  SESSION_END_NOTE,
  SESSION_PATHS,
  SessionsResponseSchema,
  SignInsResponseSchema,
  UserIdParamsSchema,
} from '@store/contract/sessions';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { endUserSessions, listUserSessions, listUserSignIns } from './sessions.ts';

const tags = ['auth'];

/**
 * Another admin's sessions and sign-in history, and ending all of their sessions (decision 0026).
 * Registered on its own, so it can be put behind the Owner role as a whole.
 */
export const otherAdminSessionRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  app.get(
    SESSION_PATHS.user,
    {
      schema: {
        tags,
        description: "An account's active sessions.",
        params: UserIdParamsSchema,
        response: { 200: SessionsResponseSchema },
      },
    },
    async (request) => ({ sessions: await listUserSessions(db, adminOf(request), request.params.id) }),
  );
  app.post(
    SESSION_PATHS.userEnd,
    {
      schema: {
        tags,
        description: `Ends every session of another account; answers how many (the caller's own account: 409). ${SESSION_END_NOTE}`,
        params: UserIdParamsSchema,
        response: { 200: EndedSessionsSchema },
      },
    },
    (request) => endUserSessions(db, adminOf(request), request.params.id),
  );
  app.get(
    SESSION_PATHS.userSignIns,
    {
      schema: {
        tags,
        description: "An account's newest sign-in attempts (successes and refusals), newest first.",
        params: UserIdParamsSchema,
        response: { 200: SignInsResponseSchema },
      },
    },
    async (request) => ({ sign_ins: await listUserSignIns(db, request.params.id) }),
  );
};
