import {
  deliverLoadSchema,
  loadIdParamsSchema,
  loadSchema,
  newLoadSchema,
  pageQuerySchema,
  successResponseSchema,
} from '@haulbook/sync-protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linkNextPage } from '../../lib/pages.js';
import { sendWrite as send, writeContext } from '../../sync/write-context.js';
import { loadsService } from './loads.service.js';

const statsSchema = z.object({
  weeklyDelivered: z.number(),
  weeklyActive: z.number(),
  monthlyDelivered: z.number(),
  monthlyActive: z.number(),
});

const loads: FastifyPluginAsyncZod = async (app) => {
  const service = loadsService(app.db);
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/',
    { schema: { querystring: pageQuerySchema, response: { 200: z.array(loadSchema) } } },
    async (request, reply) => {
      const page = await service.list(request.userId!, request.query);
      linkNextPage(request, reply, request.query.limit, page.next);
      return page.items;
    },
  );

  app.get('/stats', { schema: { response: { 200: statsSchema } } }, (request) =>
    service.stats(request.userId!, new Date()),
  );

  app.post(
    '/',
    { schema: { body: newLoadSchema, response: { 200: loadSchema, 201: loadSchema } } },
    async (request, reply) =>
      send(reply, await service.create(writeContext(request), request.body)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        params: loadIdParamsSchema,
        body: deliverLoadSchema,
        response: { 200: loadSchema },
      },
    },
    async (request, reply) =>
      send(reply, await service.deliver(writeContext(request), request.params.id)),
  );

  app.patch(
    '/:id/pickup',
    { schema: { params: loadIdParamsSchema, response: { 200: loadSchema } } },
    async (request, reply) =>
      send(reply, await service.pickUp(writeContext(request), request.params.id)),
  );

  app.delete(
    '/:id',
    { schema: { params: loadIdParamsSchema, response: { 200: successResponseSchema } } },
    async (request, reply) =>
      send(reply, await service.cancel(writeContext(request), request.params.id)),
  );
};

export default loads;
