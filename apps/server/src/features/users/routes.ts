import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CustomerSummarySchema,
  USER_PATHS,
  UserBulkBodySchema,
  UserCreateBodySchema,
  UserOrdersResponseSchema,
  UserProductsResponseSchema,
  UserRelationsQuerySchema,
  UserSchema,
  UsersQuerySchema,
  UsersResponseSchema,
  UserUpdateBodySchema,
} from '@store/contract/users';
import { IdParamsSchema } from '@store/contract/validation';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { recordBulk, recordDelete, recordEdit } from '../../platform/record-routes.ts';
import { ifMatchOf } from '../../platform/revisions.ts';
import {
  bulkUsers,
  createUser,
  deleteUser,
  getUser,
  issueOnboardingLink,
  listUserOrders,
  listUserProducts,
  listUsers,
  updateUser,
} from './service.ts';
import { onboardingLinksOf } from './accounts.ts';
import { customerSummary } from './summary.ts';

const tags = ['users'];

/** spec 000 §7: the users calls. */
export const usersRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  const links = onboardingLinksOf(deps);
  app.get(
    USER_PATHS.list,
    { schema: { tags, querystring: UsersQuerySchema, response: { 200: UsersResponseSchema } } },
    (request) => listUsers(db, links, request.query, deps.config.storeTimeZone),
  );
  app.get(USER_PATHS.item, { schema: { tags, params: IdParamsSchema, response: { 200: UserSchema } } }, (request) =>
    getUser(db, links, request.params.id),
  );
  app.post(
    USER_PATHS.list,
    { schema: { tags, body: UserCreateBodySchema, response: { 201: UserSchema } } },
    async (request, reply) => reply.status(201).send(await createUser(db, adminOf(request), links, request.body)),
  );
  app.patch(USER_PATHS.item, recordEdit(tags, UserUpdateBodySchema, UserSchema), (request) =>
    updateUser(db, adminOf(request), links, request.params.id, request.body, ifMatchOf(request)),
  );
  app.delete(USER_PATHS.item, recordDelete(tags), async (request, reply) => {
    await deleteUser(db, adminOf(request), links, request.params.id, ifMatchOf(request));
    return reply.status(204).send();
  });
  app.post(
    USER_PATHS.bulk,
    recordBulk(tags, UserBulkBodySchema, 'Deletes up to 1,000 users, under the rules of a single delete.'),
    (request) => bulkUsers(db, adminOf(request), links, request.body),
  );
  app.post(
    USER_PATHS.onboardingLink,
    {
      schema: {
        tags,
        description: 'Gives a customer a new onboarding link; the account is pending until the link is used.',
        params: IdParamsSchema,
        response: { 200: UserSchema },
      },
    },
    (request) => issueOnboardingLink(db, adminOf(request), links, request.params.id),
  );
  app.get(
    USER_PATHS.products,
    {
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: UserRelationsQuerySchema,
        response: { 200: UserProductsResponseSchema },
      },
    },
    (request) => listUserProducts(db, request.params.id, request.query),
  );
  app.get(
    USER_PATHS.orders,
    {
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: UserRelationsQuerySchema,
        response: { 200: UserOrdersResponseSchema },
      },
    },
    (request) => listUserOrders(db, request.params.id, request.query),
  );
  app.get(
    USER_PATHS.summary,
    {
      schema: {
        tags,
        description:
          'A customer at a glance: the lifetime value per currency (orders in a revenue status, net of refunds), the first and last order, the newest refunds and mails.',
        params: IdParamsSchema,
        response: { 200: CustomerSummarySchema },
      },
    },
    (request) => customerSummary(db, request.params.id),
  );
};
