/**
 * IFTA's calls (docs/product.md §10): the segments and rates of a quarter, their writes (also
 * replayable in a batched push), and the quarterly return.
 */
import {
  iftaReportQuerySchema,
  jurisdictionSegmentSchema,
  type IftaReport,
} from '@haulbook/sync-protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { keptAnswersOf } from '../../sync/kept-answers.js';
import { sendKeptJson } from '../../lib/kept-json.js';
import type { UserFiles } from '../../lib/user-files.js';
import { registerWriteRoutes } from '../../sync/write-operations.js';
import { iftaService } from './ifta.service.js';
import { rateWrites, segmentWrites } from './ifta.sync.js';

export const segmentRoutes: FastifyPluginAsyncZod<{ files: UserFiles }> = async (app) => {
  registerWriteRoutes(app, segmentWrites());
  app.get(
    '/',
    {
      schema: {
        querystring: iftaReportQuerySchema,
        response: { 200: z.array(jurisdictionSegmentSchema) },
      },
    },
    (request) => iftaService.segments(app.db, request.userId!, request.query.quarter),
  );
};

export const iftaRoutes: FastifyPluginAsyncZod<{ files: UserFiles }> = async (app) => {
  registerWriteRoutes(app, rateWrites());
  app.get('/rates', { schema: { querystring: iftaReportQuerySchema } }, (request) =>
    iftaService.rates(app.db, request.userId!, request.query.quarter),
  );
  // A return is a few KB: kept for up to 5,000 drivers (sync/kept-answers.ts).
  const reports = keptAnswersOf<IftaReport>(app.db, 5000);
  app.get('/report', { schema: { querystring: iftaReportQuerySchema } }, async (request, reply) => {
    const { quarter } = request.query;
    const report = await reports(request.userId!, quarter, () =>
      iftaService.report(app.db, request.userId!, quarter),
    );
    return sendKeptJson(request, reply, report, z.custom<IftaReport>());
  });
};
