/**
 * The settlement check's calls (not in docs/product.md §7): settlements kept per pay period, and each one's
 * check against the pay settings. Every write is also replayable in a batched push.
 */
import {
  settlementCheckSchema,
  settlementIdParamsSchema,
  settlementSchema,
} from '@haulbook/sync-protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { registerWriteRoutes } from '../../sync/write-operations.js';
import { settlementsService } from './settlements.service.js';
import { settlementWrites } from './settlements.sync.js';

const settlements: FastifyPluginAsyncZod = async (app) => {
  const service = settlementsService(app.db);

  app.get('/', { schema: { response: { 200: z.array(settlementSchema) } } }, (request) =>
    service.list(request.userId!),
  );
  app.get(
    '/:id',
    { schema: { params: settlementIdParamsSchema, response: { 200: settlementCheckSchema } } },
    (request) => service.check(request.userId!, request.params.id),
  );
  registerWriteRoutes(app, settlementWrites(service));
};

export default settlements;
