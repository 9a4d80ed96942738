import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ForgotPasswordBodySchema,
  PASSWORD_RESET_PATHS,
  PasswordResetMessageSchema,
  ResetLinkInfoSchema,
  ResetPasswordBodySchema,
  ResetTokenParamSchema,
} from '@store/contract/password-reset';
import { clientIp } from '../../platform/client-ip.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { createMailer } from '../../platform/mail.ts';
import {
  PASSWORD_RESET_QUEUE,
  requestPasswordReset,
  resetLinkInfo,
  resetPassword,
  sendResetLink,
  type PasswordResetContext,
} from './service.ts';

const tags = ['auth'];

/**
 * Public, beside sign-in (decision 0024), and counted per IP against the sign-in limiter:
 * `POST /auth/password/forgot` {email} → 202 with one text for every address;
 * `GET /auth/password/reset/{token}` → who a live link is for, or 410;
 * `POST /auth/password/reset` {token, password} → the password is set, or 410.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const ctx: PasswordResetContext = {
    db: deps.database.db,
    mailer: createMailer(deps.config),
    config: deps.config,
    log: app.log,
  };
  app.jobs.register(PASSWORD_RESET_QUEUE, (payload) => sendResetLink(ctx, String(payload.email)));
  app.post(
    PASSWORD_RESET_PATHS.forgot,
    {
      schema: { tags, security: [], body: ForgotPasswordBodySchema, response: { 202: PasswordResetMessageSchema } },
    },
    async (request, reply) => reply.status(202).send(await requestPasswordReset(ctx, request.body)),
  );
  app.get(
    PASSWORD_RESET_PATHS.link,
    { schema: { tags, security: [], params: ResetTokenParamSchema, response: { 200: ResetLinkInfoSchema } } },
    (request) => resetLinkInfo(ctx.db, request.params.token),
  );
  app.post(
    PASSWORD_RESET_PATHS.reset,
    {
      // A new password ends the account's sessions.
      config: { endsSessions: true },
      schema: { tags, security: [], body: ResetPasswordBodySchema, response: { 200: PasswordResetMessageSchema } },
    },
    (request) => resetPassword(ctx.db, request.body, clientIp(request)),
  );
};
