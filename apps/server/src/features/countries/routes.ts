import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COUNTRY_PATHS,
  CountryCodeParamsSchema,
  CountryCreateSchema,
  CountryListQuerySchema,
  CountryListResponseSchema,
  CountrySchema,
  CountryUpdateSchema,
} from '@store/contract/countries';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { recordDelete, recordEdit } from '../../platform/record-routes.ts';
import { ifMatchOf } from '../../platform/revisions.ts';
import { createCountry, deleteCountry, getCountry, listCountries, updateCountry } from './service.ts';

const tags = ['countries'];

/** spec 001 §7 "Countries": the code is the key in every path (the spec's `GET /countries/{id}` too). */
export const countryRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  app.get(
    COUNTRY_PATHS.list,
    { schema: { tags, querystring: CountryListQuerySchema, response: { 200: CountryListResponseSchema } } },
    (request) => listCountries(db, request.query),
  );
  app.get(
    COUNTRY_PATHS.item,
    { schema: { tags, params: CountryCodeParamsSchema, response: { 200: CountrySchema } } },
    (request) => getCountry(db, request.params.code),
  );
  app.post(
    COUNTRY_PATHS.list,
    { schema: { tags, body: CountryCreateSchema, response: { 201: CountrySchema } } },
    async (request, reply) => reply.status(201).send(await createCountry(db, adminOf(request), request.body)),
  );
  app.patch(
    COUNTRY_PATHS.item,
    recordEdit(tags, CountryUpdateSchema, CountrySchema, CountryCodeParamsSchema),
    (request) => updateCountry(db, adminOf(request), request.params.code, request.body, ifMatchOf(request)),
  );
  app.delete(COUNTRY_PATHS.item, recordDelete(tags, CountryCodeParamsSchema), async (request, reply) => {
    await deleteCountry(db, adminOf(request), request.params.code, ifMatchOf(request));
    return reply.status(204).send();
  });
};
