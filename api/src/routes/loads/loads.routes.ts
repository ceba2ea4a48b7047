import { loadSchema, pageQuerySchema } from '@haulbook/sync-protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { linkNextPage } from '../../lib/pages.js';
import { registerWriteRoutes } from '../../sync/write-operations.js';
import { loadsService } from './loads.service.js';
import { loadWrites } from './loads.sync.js';

const statsSchema = z.object({
  weeklyDelivered: z.number(),
  weeklyActive: z.number(),
  monthlyDelivered: z.number(),
  monthlyActive: z.number(),
});

const loads: FastifyPluginAsyncZod = async (app) => {
  const service = loadsService(app.db);

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

  registerWriteRoutes(app, loadWrites(service));
};

export default loads;
