import {
  fuelEditSchema,
  fuelEntrySchema,
  fuelMessages,
  fuelStats,
  newFuelEntrySchema,
  pageQuerySchema,
} from '@haulbook/sync-protocol';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { badRequest, notFound } from '../../lib/errors.js';
import { readMultipart } from '../../lib/multipart.js';
import { linkNextPage } from '../../lib/pages.js';
import type { UserFiles } from '../../lib/user-files.js';
import { describeError } from '../../plugins/errors.js';
import { sendWrite, writeContext } from '../../sync/write-context.js';
import { registerWriteRoutes } from '../../sync/write-operations.js';
import { fuelService } from './fuel.service.js';
import { fuelIdParamsSchema, fuelWrites } from './fuel.sync.js';
import { readEntry, receiptFiles, receiptStore } from './receipts.js';

type StatsShape = ReturnType<typeof fuelStats>;
const statsSchema = z.object({
  weeklyGallons: z.string(),
  weeklyFuelCost: z.string(),
  averageMPG: z.nullable(z.string()),
  lastFillupGallons: z.nullable(z.string()),
  lastFillupDate: z.nullable(z.string()),
  lastFillupOdometer: z.nullable(z.number()),
  weeklyDieselGallons: z.string(),
  weeklyDieselCost: z.string(),
  weeklyDefGallons: z.string(),
  weeklyDefCost: z.string(),
  weeklyReeferGallons: z.string(),
  weeklyReeferCost: z.string(),
}) satisfies z.ZodMiniType<StatsShape>;

const fuel: FastifyPluginAsyncZod<{ files: UserFiles }> = async (app, { files }) => {
  const service = fuelService(app.db, receiptStore(files));
  // docs/product.md §7: the fuel calls answer errors with a plain-text body.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message } = describeError(error, request);
    return reply.code(status).type('text/plain; charset=utf-8').send(message);
  });

  app.get(
    '/',
    { schema: { querystring: pageQuerySchema, response: { 200: z.array(fuelEntrySchema) } } },
    async (request, reply) => {
      const page = await service.list(request.userId!, request.query);
      linkNextPage(request, reply, request.query.limit, page.next);
      return page.items;
    },
  );
  app.get(
    '/last',
    { schema: { response: { 200: z.object({ odometer: z.nullable(z.number()) }) } } },
    (request) => service.last(request.userId!),
  );
  app.get('/stats', { schema: { response: { 200: statsSchema } } }, (request) =>
    service.stats(request.userId!, new Date()),
  );

  app.post(
    '/',
    { schema: { response: { 200: fuelEntrySchema, 201: fuelEntrySchema } } },
    async (request, reply) => {
      const { fields, receipt } = await readMultipart(() => readEntry(request));
      const parsed = newFuelEntrySchema.safeParse(fields);
      if (!parsed.success)
        throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid fuel entry');
      const ctx = writeContext(request, parsed.data, receiptFiles(receipt));
      return sendWrite(reply, await service.createWithReceipt(ctx, parsed.data, receipt));
    },
  );

  app.put(
    '/:id',
    { schema: { params: fuelIdParamsSchema, response: { 200: fuelEntrySchema } } },
    async (request, reply) => {
      const { fields, receipt } = await readMultipart(() => readEntry(request));
      const parsed = fuelEditSchema.safeParse(fields);
      if (!parsed.success)
        throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid fuel entry');
      const ctx = writeContext(request, parsed.data, receiptFiles(receipt));
      const { id } = request.params;
      return sendWrite(reply, await service.editWithReceipt(ctx, id, parsed.data, receipt));
    },
  );

  registerWriteRoutes(app, fuelWrites(service));

  app.get(
    '/:id/receipt',
    { schema: { params: z.object({ id: z.string().check(z.maxLength(64)) }) } },
    async (request, reply) => {
      const found = await service.receipt(request.userId!, request.params.id);
      if (!found) throw notFound(fuelMessages.notFound);
      reply.type(found.mime).header('Cache-Control', 'private, no-store');
      return reply.send(found.body);
    },
  );
};

export default fuel;
