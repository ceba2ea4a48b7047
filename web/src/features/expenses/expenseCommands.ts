/** Expenses' writes with their toasts; failures here are local (the server's come as toasts later). */
import type { ExpenseFields } from '@haulbook/sync-protocol';
import { expenses } from '../../data/sync';
import { attempt } from '../attempt';

export const expenseCommands = {
  addExpense: (fields: ExpenseFields, receipt: File | null) =>
    attempt(() => expenses.addExpense(fields, receipt ?? undefined), {
      failureTitle: 'Failed to add expense',
      success: 'Expense added',
    }),
  deleteExpense: (id: string) =>
    attempt(() => expenses.deleteExpense(id), { failureTitle: 'Failed to delete expense' }),
};
