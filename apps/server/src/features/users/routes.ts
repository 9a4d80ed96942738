import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  UserCreateBodySchema,
  UserIdParamsSchema,
  UserOrdersResponseSchema,
  UserProductsResponseSchema,
  UserRelationsQuerySchema,
  UserSchema,
  UsersQuerySchema,
  UsersResponseSchema,
  UserUpdateBodySchema,
} from '@store/contract/users';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import {
  createUser,
  deleteUser,
  getUser,
  issueOnboardingLink,
  listUserOrders,
  listUserProducts,
  listUsers,
  updateUser,
} from './service.ts';

const tags = ['users'];

/** spec 000 §7: the users calls. */
export const usersRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  const { publicUrl } = deps.config;
  app.get(
    '/users',
    { schema: { tags, querystring: UsersQuerySchema, response: { 200: UsersResponseSchema } } },
    (request) => listUsers(db, publicUrl, request.query),
  );
  app.get('/users/:id', { schema: { tags, params: UserIdParamsSchema, response: { 200: UserSchema } } }, (request) =>
    getUser(db, publicUrl, request.params.id),
  );
  app.post(
    '/users',
    { schema: { tags, body: UserCreateBodySchema, response: { 201: UserSchema } } },
    async (request, reply) => reply.status(201).send(await createUser(db, adminOf(request), publicUrl, request.body)),
  );
  app.patch(
    '/users/:id',
    { schema: { tags, params: UserIdParamsSchema, body: UserUpdateBodySchema, response: { 200: UserSchema } } },
    (request) => updateUser(db, adminOf(request), publicUrl, request.params.id, request.body),
  );
  app.delete('/users/:id', { schema: { tags, params: UserIdParamsSchema } }, async (request, reply) => {
    await deleteUser(db, adminOf(request), request.params.id);
    return reply.status(204).send();
  });
  app.post(
    '/users/:id/onboarding-link',
    {
      schema: {
        tags,
        description: 'Gives a customer a new onboarding link; the account is pending until the link is used.',
        params: UserIdParamsSchema,
        response: { 200: UserSchema },
      },
    },
    (request) => issueOnboardingLink(db, adminOf(request), publicUrl, request.params.id),
  );
  app.get(
    '/users/:id/products',
    {
      schema: {
        tags,
        params: UserIdParamsSchema,
        querystring: UserRelationsQuerySchema,
        response: { 200: UserProductsResponseSchema },
      },
    },
    (request) => listUserProducts(db, request.params.id, request.query),
  );
  app.get(
    '/users/:id/orders',
    {
      schema: {
        tags,
        params: UserIdParamsSchema,
        querystring: UserRelationsQuerySchema,
        response: { 200: UserOrdersResponseSchema },
      },
    },
    (request) => listUserOrders(db, request.params.id, request.query),
  );
};
