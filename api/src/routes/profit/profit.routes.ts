/**
 * GET /api/profit?from=&to= (docs/product.md §10): a window's income, costs, net and per mile;
 * GET /api/profit/loads?from=&to=: each load's profit in that window.
 */
import { profitQuerySchema, type Profit, type ProfitFigures } from '@haulbook/sync-protocol';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { keptAnswersOf } from '../../sync/kept-answers.js';
import { sendKeptJson } from '../../lib/kept-json.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profitOf } from './profit.service.js';

type ProfitLoads = Pick<Profit, 'from' | 'to' | 'loads'>;

/**
 * A window's answer in its two parts. The figures are a few hundred bytes; the loads of a year are
 * hundreds of KB (2,700 loads: 96 KB sent with brotli), so they are a call of their own, made by
 * whoever lists them rather than by everyone who wants the figures.
 */
interface KeptProfit {
  figures: ProfitFigures;
  loads: ProfitLoads;
}

const partsOf = ({ loads, ...figures }: Profit): KeptProfit => ({
  figures,
  loads: { from: figures.from, to: figures.to, loads },
});

const profit: FastifyPluginAsyncZod = async (app) => {
  // Kept per driver while their records are unchanged (sync/kept-answers.ts), each part sent as
  // JSON encoded once. A year's loads are hundreds of KB, so only 500 drivers' are kept.
  const kept = keptAnswersOf<KeptProfit>(app.db, 500);
  const answer = (request: FastifyRequest, { from, to }: { from: string; to: string }) =>
    kept(request.userId!, `${from}|${to}`, async () =>
      partsOf(await profitOf(app.db, request.userId!, from, to)),
    );

  app.get('/', { schema: { querystring: profitQuerySchema } }, async (request, reply) => {
    const { figures } = await answer(request, request.query);
    return sendKeptJson(request, reply, figures, z.custom<ProfitFigures>());
  });

  app.get('/loads', { schema: { querystring: profitQuerySchema } }, async (request, reply) => {
    const { loads } = await answer(request, request.query);
    return sendKeptJson(request, reply, loads, z.custom<ProfitLoads>());
  });
};

export default profit;
