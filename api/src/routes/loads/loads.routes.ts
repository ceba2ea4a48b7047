import { loadSchema } from '@haulbook/sync-protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
  app.addHook('preHandler', app.requireUser);

  app.get('/', { schema: { response: { 200: z.array(loadSchema) } } }, (request) =>
    service.list(request.userId!),
  );

  app.get('/stats', { schema: { response: { 200: statsSchema } } }, (request) =>
    service.stats(request.userId!, new Date()),
  );

  registerWriteRoutes(app, loadWrites(service));
};

export default loads;
