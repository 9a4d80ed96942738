import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  QUEUE_PATHS,
  QUEUE_TEXTS,
  WORK_QUEUE_KEYS,
  WorkQueueSchema,
  WorkQueuesResponseSchema,
} from '@store/contract/views';
import { adminOf } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { getQueue, listQueues } from './service.ts';

const tags = ['queues'];

/**
 * The work queues (issue 34) for every signed-in admin: each answer holds the queues of the
 * lists the admin's role may open (a Support admin sees no Failed mails), with live counts.
 */
export const queueRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  const zone = deps.config.storeTimeZone;
  app.get(QUEUE_PATHS.list, { schema: { tags, response: { 200: WorkQueuesResponseSchema } } }, (request) =>
    listQueues(db, adminOf(request).role, zone),
  );
  app.get(
    QUEUE_PATHS.item,
    { schema: { tags, params: z.object({ key: z.string().max(100) }), response: { 200: WorkQueueSchema } } },
    async (request) => {
      const key = WORK_QUEUE_KEYS.find((k) => k === request.params.key);
      const queue = key ? await getQueue(db, adminOf(request).role, key, zone) : null;
      if (!queue) throw new AppError('NOT_FOUND', QUEUE_TEXTS.notFound);
      return queue;
    },
  );
};
