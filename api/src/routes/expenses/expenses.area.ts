/** Expenses as one synced area (sync/area.ts): the routes, the table, the writes, the receipts. */
import { syncedArea } from '../../sync/area.js';
import { expensesRepository } from './expenses.repository.js';
import expensesRoutes, { expenseReceipts } from './expenses.routes.js';
import { expensesService } from './expenses.service.js';
import { expensesTable, expenseWrites } from './expenses.sync.js';

export const expensesArea = syncedArea({
  prefix: '/api/expenses',
  routes: expensesRoutes,
  tables: { expenses: expensesTable },
  writes: ({ files }) => expenseWrites(expensesService(expenseReceipts(files))),
  keptFiles: ({ db, files }) => [
    {
      store: expenseReceipts(files),
      owned: (userId) => expensesRepository(db).idsWithReceipt(userId),
    },
  ],
});
