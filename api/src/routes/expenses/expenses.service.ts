/**
 * Expenses on the server: synced like every table (a create asks priorCreate first, a delete
 * leaves a tombstone, an edit of a deleted expense answers 404), each optionally with the load it
 * was for (only one of the driver's own: loads/own-load.ts) and a receipt photo. Not a subscriber
 * feature: the gate covers Loads and Fuel only.
 */
import {
  decimalToScaled,
  expenseMessages,
  scaledToDecimal,
  type Expense,
  type ExpenseCategory,
  type ExpenseFields,
  type NewExpense,
} from '@haulbook/sync-protocol';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ExpensesTable } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { isoNow } from '../../lib/tokens.js';
import { priorCreate } from '../../sync/create-once.js';
import { syncedRows } from '../../sync/synced-table.js';
import {
  versionedWrite,
  type Work,
  type WriteContext,
  type WriteResult,
} from '../../sync/versioned-write.js';
import type { Receipt, ReceiptStore } from '../fuel/receipts.js';
import { ownLoad } from '../loads/own-load.js';
import { expensesRepository } from './expenses.repository.js';
import { deleteOnce } from '../../sync/delete-once.js';

type ExpenseRow = Selectable<ExpensesTable>;

export const toExpense = (row: ExpenseRow): Expense => ({
  id: row.id,
  date: row.date,
  category: row.category as ExpenseCategory,
  amount: scaledToDecimal(row.amountCents, 2),
  loadId: row.loadId,
  jurisdiction: row.jurisdiction,
  notes: row.notes,
  receiptUrl: row.receiptUrl,
  version: row.version,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

const answer = (body: unknown, statusCode = 200): WriteResult => ({ statusCode, body });
const deleted = answer({ success: true, message: 'Deleted' });
const receiptUrlOf = (id: string) => `/api/expenses/${id}/receipt`;

/** Told where a receipt was written, so a call that then does not commit can remove it. */
type OnSaved = (file: string) => void;

const columns = async (trx: Db, userId: string, input: ExpenseFields) => ({
  date: input.date,
  category: input.category,
  amountCents: decimalToScaled(input.amount, 2),
  loadId: await ownLoad(trx, userId, input.loadId),
  jurisdiction: input.jurisdiction,
  notes: input.notes,
});

export function expensesService(receipts: ReceiptStore) {
  const createExpense =
    (userId: string, input: NewExpense, receipt?: Receipt, onSaved?: OnSaved): Work =>
    async (trx, version) => {
      const earlier = await priorCreate(trx, 'expenses', userId, input.id, {
        taken: 'An expense with this id already exists',
        deleted: 'This expense was deleted',
      });
      if (earlier) return answer(toExpense(earlier));
      const now = isoNow();
      const row: ExpenseRow = {
        id: input.id,
        userId,
        version,
        ...(await columns(trx, userId, input)),
        receiptUrl: receipt ? receiptUrlOf(input.id) : null,
        createdAt: now,
        updatedAt: now,
      };
      await syncedRows(trx, 'expenses').insert(row);
      if (receipt) onSaved?.(await receipts.save(userId, input.id, receipt));
      return answer(toExpense(row), 201);
    };

  /** Replaces every field; the receipt stays unless a new one comes with the call. */
  const editExpense =
    (
      userId: string,
      id: string,
      input: ExpenseFields,
      receipt?: Receipt,
      onSaved?: OnSaved,
    ): Work =>
    async (trx, version) => {
      const rows = syncedRows(trx, 'expenses');
      const row = await rows.find(userId, id);
      if (!row) throw notFound(expenseMessages.notFound);
      const changes = {
        ...(await columns(trx, userId, input)),
        receiptUrl: receipt ? receiptUrlOf(id) : row.receiptUrl,
        version,
        updatedAt: isoNow(),
      };
      await rows.update(userId, id, changes);
      if (receipt) onSaved?.(await receipts.save(userId, id, receipt));
      return answer(toExpense({ ...row, ...changes }));
    };

  /** A replay of the delete answers 200 again; the receipt goes with the daily clean-up. */
  const deleteExpense =
    (userId: string, id: string): Work =>
    async (trx, version) => {
      if (!(await deleteOnce(trx, 'expenses', userId, id, version)))
        throw notFound(expenseMessages.notFound);
      return deleted;
    };

  /** A REST write that may carry a receipt: a file left by a call that did not commit is removed. */
  async function withReceipt(
    db: Db,
    ctx: WriteContext,
    write: (onSaved: OnSaved) => Work,
  ): Promise<WriteResult> {
    let saved: string | undefined;
    try {
      return await versionedWrite(
        db,
        ctx,
        write((file) => (saved = file)),
      );
    } catch (error) {
      if (saved) await receipts.remove(saved);
      throw error;
    }
  }

  async function list(db: Db, userId: string, range: { from?: string; to?: string }) {
    return (await expensesRepository(db).between(userId, range.from, range.to)).map(toExpense);
  }

  async function receipt(db: Db, userId: string, id: string) {
    const row = await syncedRows(db, 'expenses').find(userId, id);
    return row?.receiptUrl ? receipts.find(userId, id) : undefined;
  }

  return { createExpense, editExpense, deleteExpense, withReceipt, list, receipt };
}
export type ExpensesService = ReturnType<typeof expensesService>;
