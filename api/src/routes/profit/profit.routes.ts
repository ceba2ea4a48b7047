/** GET /api/profit?from=&to= (docs/product.md §10): a window's income, costs, net and per mile. */
import { profitQuerySchema } from '@haulbook/sync-protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profitOf } from './profit.service.js';

const profit: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { querystring: profitQuerySchema } }, (request) =>
    profitOf(app.db, request.userId!, request.query.from, request.query.to),
  );
};

export default profit;
