import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_PATHS,
  AUTH_MESSAGES,
  LoginBodySchema,
  LoginResponseSchema,
  LogoutResponseSchema,
  MeResponseSchema,
  RefreshBodySchema,
} from '@store/contract/auth';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { currentUser, login, logout, refresh } from './service.ts';

/** Reachable without a session: signing in and refreshing. */
export const authPublicRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  app.post(
    AUTH_PATHS.login,
    { schema: { tags: ['auth'], body: LoginBodySchema, response: { 200: LoginResponseSchema } } },
    (request) => login(db, deps.signer, request.body),
  );
  app.post(
    AUTH_PATHS.refresh,
    { schema: { tags: ['auth'], body: RefreshBodySchema, response: { 200: LoginResponseSchema } } },
    (request) => refresh(db, deps.signer, request.body.refresh_token),
  );
};

/** Behind the admin guard. */
export const authSessionRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
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
};
