/** The dashboard's figures (SPEC §2 Dashboard, §3 Dashboard stats); open to every signed-in driver. */
import { dashboardStatsSchema } from '@haulbook/sync-protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardService } from './dashboard.service.js';

const dashboard: FastifyPluginAsyncZod = async (app) => {
  const service = dashboardService(app.db);
  app.addHook('preHandler', app.requireUser);
  app.get('/stats', { schema: { response: { 200: dashboardStatsSchema } } }, (request) =>
    service.stats(request.userId!, new Date()),
  );
};

export default dashboard;
