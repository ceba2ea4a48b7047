/** Per diem's calls (docs/product.md §10): the year's days away and total, and the corrections. */
import { perDiemDaySchema, perDiemYearQuerySchema } from '@haulbook/sync-protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { UserFiles } from '../../lib/user-files.js';
import { registerWriteRoutes } from '../../sync/write-operations.js';
import { perDiemService } from './per-diem.service.js';
import { perDiemWrites } from './per-diem.sync.js';

export const perDiemRoutes: FastifyPluginAsyncZod<{ files: UserFiles }> = async (app) => {
  registerWriteRoutes(app, perDiemWrites());
  app.get('/', { schema: { querystring: perDiemYearQuerySchema } }, (request) =>
    perDiemService.year(app.db, request.userId!, request.query.year),
  );
  app.get(
    '/days',
    {
      schema: {
        querystring: perDiemYearQuerySchema,
        response: { 200: z.array(perDiemDaySchema) },
      },
    },
    (request) => perDiemService.days(app.db, request.userId!, request.query.year),
  );
};
