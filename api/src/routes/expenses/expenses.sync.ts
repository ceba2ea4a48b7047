/** Expenses as the sync sees it: the synced table and the writes a device's outbox replays. */
import {
  expenseFieldsSchema,
  expenseMessages,
  expenseSchema,
  newExpenseSchema,
  successResponseSchema,
} from '@haulbook/sync-protocol';
import * as z from 'zod/mini';
import { syncedTable } from '../../sync/synced-table.js';
import { writeOperation } from '../../sync/write-operations.js';
import { toExpense, type ExpensesService } from './expenses.service.js';

export const expensesTable = syncedTable({
  name: 'expenses',
  table: 'expenses',
  toShape: toExpense,
});

export const expenseIdParams = z.object({ id: z.uuid({ error: expenseMessages.notFound }) });

export const expenseWrites = (service: ExpensesService) => [
  // The REST POST and PUT take JSON or multipart with a receipt photo (expenses.routes.ts); in a
  // batch they come as fields, through these.
  writeOperation({
    method: 'POST',
    path: '/api/expenses',
    body: newExpenseSchema,
    response: { 200: expenseSchema, 201: expenseSchema },
    rest: false,
    work: (userId, { body }) => service.createExpense(userId, body),
  }),
  writeOperation({
    method: 'PUT',
    path: '/api/expenses/:id',
    params: expenseIdParams,
    body: expenseFieldsSchema,
    response: { 200: expenseSchema },
    rest: false,
    work: (userId, { params, body }) => service.editExpense(userId, params.id, body),
  }),
  writeOperation({
    method: 'DELETE',
    path: '/api/expenses/:id',
    params: expenseIdParams,
    response: { 200: successResponseSchema },
    work: (userId, { params }) => service.deleteExpense(userId, params.id),
  }),
];
