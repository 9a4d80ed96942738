import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIST_SETTINGS_PATHS, ListSettingsParamsSchema } from '@store/contract/list-settings';
import { ListSettingsSchema, UpdateListSettingsBodySchema } from '@store/contract/views';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { getListSettings, updateListSettings } from './service.ts';

const tags = ['list-settings'];

/** The signed-in admin's own settings of a list (decision 0064): any role, only their own row. */
export const listSettingsRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  app.get(
    LIST_SETTINGS_PATHS.item,
    { schema: { tags, params: ListSettingsParamsSchema, response: { 200: ListSettingsSchema } } },
    (request) => getListSettings(db, adminOf(request).id, request.params.list),
  );
  app.put(
    LIST_SETTINGS_PATHS.item,
    {
      schema: {
        tags,
        params: ListSettingsParamsSchema,
        body: UpdateListSettingsBodySchema,
        response: { 200: ListSettingsSchema },
      },
    },
    (request) => updateListSettings(db, adminOf(request).id, request.params.list, request.body),
  );
};
