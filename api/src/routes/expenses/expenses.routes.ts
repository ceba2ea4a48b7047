/**
 * The expense calls: a month's expenses (or any window), and their writes, each also replayable
 * in a batched push. A create or an edit comes as JSON, as the outbox sends it without a photo, or
 * as multipart with a receipt photo, like POST /api/fuel; both are read by the one schema, so
 * the same fields mean the same write either way.
 */
import {
  expenseFieldsSchema,
  expenseListQuerySchema,
  expenseMessages,
  expenseSchema,
  newExpenseSchema,
} from '@haulbook/sync-protocol';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { badRequest, notFound } from '../../lib/errors.js';
import { readMultipart } from '../../lib/multipart.js';
import type { UserFiles } from '../../lib/user-files.js';
import { sendWrite, writeContext } from '../../sync/write-context.js';
import { registerWriteRoutes } from '../../sync/write-operations.js';
import { readEntry, receiptFiles, receiptStore } from '../fuel/receipts.js';
import { expensesService } from './expenses.service.js';
import { expenseIdParams, expenseWrites } from './expenses.sync.js';

export const expenseReceipts = (files: UserFiles) => receiptStore(files, 'expense-receipts');

/** The call's fields by `schema`, from JSON or multipart, with its receipt and write context. */
async function readWrite<T>(request: FastifyRequest, schema: z.ZodMiniType<T>) {
  const { fields, receipt } = request.isMultipart()
    ? await readMultipart(() => readEntry(request))
    : { fields: request.body, receipt: undefined };
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid expense');
  const ctx = writeContext(request, parsed.data, receiptFiles(receipt));
  return { body: parsed.data, receipt, ctx };
}

const expenses: FastifyPluginAsyncZod<{ files: UserFiles }> = async (app, { files }) => {
  const service = expensesService(expenseReceipts(files));

  registerWriteRoutes(app, expenseWrites(service));

  app.get(
    '/',
    {
      schema: {
        querystring: expenseListQuerySchema,
        response: { 200: z.array(expenseSchema) },
      },
    },
    (request) => service.list(app.db, request.userId!, request.query),
  );

  app.post(
    '/',
    { schema: { response: { 200: expenseSchema, 201: expenseSchema } } },
    async (request, reply) => {
      const { body, receipt, ctx } = await readWrite(request, newExpenseSchema);
      const write = await service.withReceipt(app.db, ctx, (onSaved) =>
        service.createExpense(ctx.userId, body, receipt, onSaved),
      );
      return sendWrite(reply, write);
    },
  );

  app.put(
    '/:id',
    { schema: { params: expenseIdParams, response: { 200: expenseSchema } } },
    async (request, reply) => {
      const { body, receipt, ctx } = await readWrite(request, expenseFieldsSchema);
      const write = await service.withReceipt(app.db, ctx, (onSaved) =>
        service.editExpense(ctx.userId, request.params.id, body, receipt, onSaved),
      );
      return sendWrite(reply, write);
    },
  );

  app.get('/:id/receipt', { schema: { params: expenseIdParams } }, async (request, reply) => {
    const found = await service.receipt(app.db, request.userId!, request.params.id);
    if (!found) throw notFound(expenseMessages.notFound);
    reply.type(found.mime).header('Cache-Control', 'private, no-store');
    return reply.send(found.body);
  });
};

export default expenses;
