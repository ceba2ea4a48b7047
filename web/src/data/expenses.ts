/**
 * Expenses on the device: each write lands in Dexie at once and queues its call for the sync
 * engine, a receipt photo kept as a blob in the outbox until the server has it (like a fill-up's).
 */
import type { Expense, ExpenseFields } from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import type { HaulbookDb } from './db';
import { queueChange, type OutboxFile } from './sync/outbox';

const receiptFiles = (receipt: File | undefined): OutboxFile[] =>
  receipt ? [{ field: 'receipt', name: receipt.name, blob: receipt }] : [];

/**
 * The fields as the call sends them. With a photo the call is multipart, where every field is
 * text and null would arrive as "null": none is an empty field there.
 */
const sentFields = (fields: ExpenseFields, receipt: File | undefined) =>
  receipt
    ? { ...fields, loadId: fields.loadId ?? '', jurisdiction: fields.jurisdiction ?? '' }
    : fields;

export function expenseWrites(db: HaulbookDb, afterWrite: () => void) {
  /** `id` is new unless the expense comes back from an export (backup/restorers.ts). */
  async function addExpense(
    fields: ExpenseFields,
    receipt?: File,
    id = uuidv7(),
  ): Promise<Expense> {
    const now = new Date().toISOString();
    const expense: Expense = {
      id,
      ...fields,
      receiptUrl: null,
      version: 0,
      createdAt: now,
      updatedAt: now,
    };
    await queueChange(
      db,
      db.expenses,
      {
        method: 'POST',
        path: '/api/expenses',
        body: { id, ...sentFields(fields, receipt) },
        files: receiptFiles(receipt),
        table: 'expenses',
        rowId: id,
        failureTitle: 'Failed to add expense',
      },
      () => db.expenses.add(expense),
    );
    afterWrite();
    return expense;
  }

  /** Every field replaced; the receipt the expense has stays unless a new one comes. */
  async function editExpense(id: string, fields: ExpenseFields, receipt?: File): Promise<void> {
    await queueChange(
      db,
      db.expenses,
      {
        method: 'PUT',
        path: `/api/expenses/${id}`,
        body: sentFields(fields, receipt),
        files: receiptFiles(receipt),
        table: 'expenses',
        rowId: id,
        failureTitle: 'Failed to update expense',
      },
      () => db.expenses.update(id, { ...fields, updatedAt: new Date().toISOString() }),
    );
    afterWrite();
  }

  async function deleteExpense(id: string): Promise<void> {
    await queueChange(
      db,
      db.expenses,
      {
        method: 'DELETE',
        path: `/api/expenses/${id}`,
        table: 'expenses',
        rowId: id,
        failureTitle: 'Failed to delete expense',
      },
      () => db.expenses.delete(id),
    );
    afterWrite();
  }

  return { addExpense, editExpense, deleteExpense };
}

/** The expenses dated from `start` (inclusive) to `end` (exclusive), newest first. */
export const expensesBetween = (db: HaulbookDb, start: string, end: string) =>
  db.expenses.where('date').between(start, end, true, false).reverse().toArray();
