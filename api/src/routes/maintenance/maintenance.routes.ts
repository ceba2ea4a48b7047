/**
 * The maintenance tracker's calls (not in docs/product.md §7, which only plans the screen): service items and
 * costs, each write also replayable in a batched push. A cost with a receipt photo is multipart,
 * like POST /api/fuel.
 */
import {
  maintenanceCostSchema,
  maintenanceMessages,
  newMaintenanceCostSchema,
} from '@haulbook/sync-protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../lib/errors.js';
import { readMultipart } from '../../lib/multipart.js';
import type { UserFiles } from '../../lib/user-files.js';
import { sendWrite, writeContext } from '../../sync/write-context.js';
import { registerWriteRoutes } from '../../sync/write-operations.js';
import { readEntry, receiptFiles, receiptStore } from '../fuel/receipts.js';
import { maintenanceService } from './maintenance.service.js';
import { costIdParams, maintenanceWrites } from './maintenance.sync.js';

export const maintenanceReceipts = (files: UserFiles) =>
  receiptStore(files, 'maintenance-receipts');

const maintenance: FastifyPluginAsyncZod<{ files: UserFiles }> = async (app, { files }) => {
  const service = maintenanceService(maintenanceReceipts(files));

  registerWriteRoutes(app, maintenanceWrites(service));

  app.post(
    '/costs',
    { schema: { response: { 200: maintenanceCostSchema, 201: maintenanceCostSchema } } },
    async (request, reply) => {
      const { fields, receipt } = await readMultipart(() => readEntry(request));
      const parsed = newMaintenanceCostSchema.safeParse(fields);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid cost');
      const ctx = writeContext(request, parsed.data, receiptFiles(receipt));
      return sendWrite(
        reply,
        await service.createCostWithReceipt(app.db, ctx, parsed.data, receipt),
      );
    },
  );

  app.get('/costs/:id/receipt', { schema: { params: costIdParams } }, async (request, reply) => {
    const found = await service.receipt(app.db, request.userId!, request.params.id);
    if (!found) throw notFound(maintenanceMessages.costNotFound);
    reply.type(found.mime).header('Cache-Control', 'private, no-store');
    return reply.send(found.body);
  });
};

export default maintenance;
