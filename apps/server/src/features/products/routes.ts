import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PRODUCT_PATHS,
  ProductBulkBodySchema,
  ProductCreateBodySchema,
  ProductSchema,
  ProductsQuerySchema,
  ProductsResponseSchema,
  ProductUpdateBodySchema,
} from '@store/contract/products';
import { IdParamsSchema } from '@store/contract/validation';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { recordBulk, recordDelete, recordEdit } from '../../platform/record-routes.ts';
import { ifMatchOf } from '../../platform/revisions.ts';
import { bulkProducts, createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './service.ts';

const tags = ['products'];

/** spec 000 §7: the products calls. */
export const productsRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  app.get(
    PRODUCT_PATHS.list,
    {
      // User Access picks products from this list (decision 0027).
      config: { lookupFor: 'access' },
      schema: { tags, querystring: ProductsQuerySchema, response: { 200: ProductsResponseSchema } },
    },
    (request) => listProducts(db, request.query),
  );
  app.get(
    PRODUCT_PATHS.item,
    { schema: { tags, params: IdParamsSchema, response: { 200: ProductSchema } } },
    (request) => getProduct(db, request.params.id),
  );
  app.post(
    PRODUCT_PATHS.list,
    { schema: { tags, body: ProductCreateBodySchema, response: { 201: ProductSchema } } },
    async (request, reply) => reply.status(201).send(await createProduct(db, adminOf(request), request.body)),
  );
  app.patch(PRODUCT_PATHS.item, recordEdit(tags, ProductUpdateBodySchema, ProductSchema), (request) =>
    updateProduct(db, adminOf(request), request.params.id, request.body, ifMatchOf(request)),
  );
  app.delete(PRODUCT_PATHS.item, recordDelete(tags), async (request, reply) => {
    await deleteProduct(db, adminOf(request), request.params.id, ifMatchOf(request));
    return reply.status(204).send();
  });
  app.post(
    PRODUCT_PATHS.bulk,
    recordBulk(tags, ProductBulkBodySchema, 'Deletes up to 1,000 products; a product in use is refused.'),
    (request) => bulkProducts(db, adminOf(request), request.body),
  );
};
