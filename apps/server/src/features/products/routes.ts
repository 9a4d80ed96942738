import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ProductCreateBodySchema,
  ProductIdParamsSchema,
  ProductSchema,
  ProductsQuerySchema,
  ProductsResponseSchema,
  ProductUpdateBodySchema,
} from '@store/contract/products';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './service.ts';

const tags = ['products'];

/** spec 000 §7: the products calls. */
export const productsRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  app.get(
    '/products',
    { schema: { tags, querystring: ProductsQuerySchema, response: { 200: ProductsResponseSchema } } },
    (request) => listProducts(db, request.query),
  );
  app.get(
    '/products/:id',
    { schema: { tags, params: ProductIdParamsSchema, response: { 200: ProductSchema } } },
    (request) => getProduct(db, request.params.id),
  );
  app.post(
    '/products',
    { schema: { tags, body: ProductCreateBodySchema, response: { 201: ProductSchema } } },
    async (request, reply) => reply.status(201).send(await createProduct(db, adminOf(request), request.body)),
  );
  app.patch(
    '/products/:id',
    {
      schema: { tags, params: ProductIdParamsSchema, body: ProductUpdateBodySchema, response: { 200: ProductSchema } },
    },
    (request) => updateProduct(db, adminOf(request), request.params.id, request.body),
  );
  app.delete('/products/:id', { schema: { tags, params: ProductIdParamsSchema } }, async (request, reply) => {
    await deleteProduct(db, adminOf(request), request.params.id);
    return reply.status(204).send();
  });
};
