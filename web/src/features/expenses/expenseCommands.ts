/** Expenses' writes with their toasts; failures here are local (the server's come as toasts later). */
import type { ExpenseFields } from '@haulbook/sync-protocol';
import { db } from '../../data/db';
import { expenseWrites } from '../../data/expenses';
import { requestSync } from '../../data/sync';
import { attempt } from '../attempt';

const expenses = expenseWrites(db, requestSync);

export const expenseCommands = {
  addExpense: (fields: ExpenseFields, receipt: File | null) =>
    attempt(() => expenses.addExpense(fields, receipt ?? undefined), {
      failureTitle: 'Failed to add expense',
      success: 'Expense added',
    }),
  deleteExpense: (id: string) =>
    attempt(() => expenses.deleteExpense(id), { failureTitle: 'Failed to delete expense' }),
};
