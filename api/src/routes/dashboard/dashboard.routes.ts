/** The dashboard's figures (docs/product.md §2 Dashboard, §3 Dashboard stats); open to every signed-in driver. */
import { dashboardStatsSchema } from '@haulbook/sync-protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendKeptJson } from '../../lib/kept-json.js';
import { isoNow } from '../../lib/tokens.js';
import { usersRepository } from '../../repositories/users.repository.js';
import { dashboardService } from './dashboard.service.js';

const dashboard: FastifyPluginAsyncZod = async (app) => {
  const service = dashboardService(app.db);
  // The answer is kept per driver (dashboard.service.ts), and so is its encoded reply.
  app.get('/stats', async (request, reply) =>
    sendKeptJson(
      request,
      reply,
      await service.stats(request.userId!, new Date()),
      dashboardStatsSchema,
    ),
  );
  // The driver has seen their dashboard: the next visit says 'Welcome back' on every device.
  app.post('/seen', async (request, reply) => {
    await usersRepository(app.db).markDashboardSeen(request.userId!, isoNow());
    return reply.code(204).send();
  });
};

export default dashboard;
