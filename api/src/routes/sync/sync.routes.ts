import { syncChangesQuerySchema, syncChangesSchema } from '@haulbook/sync-protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { syncService } from './sync.service.js';

const sync: FastifyPluginAsyncZod = async (app) => {
  const service = syncService(app.db, app.dialect);
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/changes',
    { schema: { querystring: syncChangesQuerySchema, response: { 200: syncChangesSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.changes(request.userId!, request.query.since, request.query.limit);
    },
  );
};

export default sync;
