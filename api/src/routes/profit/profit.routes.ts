/** GET /api/profit?from=&to= (docs/product.md §10): a window's income, costs, net and per mile. */
import { profitQuerySchema, type Profit } from '@haulbook/sync-protocol';
import * as z from 'zod/mini';
import { keptAnswersOf } from '../../sync/kept-answers.js';
import { sendKeptJson } from '../../lib/kept-json.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profitOf } from './profit.service.js';

const profit: FastifyPluginAsyncZod = async (app) => {
  // Kept per driver while their records are unchanged (sync/kept-answers.ts), and sent as JSON
  // encoded once. A year lists every load (hundreds of KB), so only 500 drivers' are kept.
  const kept = keptAnswersOf<Profit>(app.db, 500);
  app.get('/', { schema: { querystring: profitQuerySchema } }, async (request, reply) => {
    const { from, to } = request.query;
    const answer = await kept(request.userId!, `${from}|${to}`, () =>
      profitOf(app.db, request.userId!, from, to),
    );
    return sendKeptJson(request, reply, answer, z.custom<Profit>());
  });
};

export default profit;
