/**
 * Expenses on the device, offline: each write lands in Dexie with its call queued (a receipt as
 * the call's file), a month reads through the day index, and the row is named in the driver's
 * words when the server refuses it.
 */
import { expenseTotals, type ExpenseFields } from '@haulbook/sync-protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearLocalData, db } from './db';
import { expensesBetween, expenseWrites } from './expenses';
import { recordLabel } from './recordLabel';

const offline = () => undefined;
const loadId = '0192f3a0-0000-7000-8000-000000000001';

beforeEach(() => clearLocalData(db));
afterEach(() => clearLocalData(db));

const tolls = (change: Partial<ExpenseFields> = {}): ExpenseFields => ({
  date: '2026-11-20',
  category: 'tolls',
  amount: '18.50',
  loadId: null,
  jurisdiction: null,
  notes: '',
  ...change,
});

describe('expense writes', () => {
  it('add, edit and delete an expense at once, each queued for the server in order', async () => {
    const expenses = expenseWrites(db, offline);
    const added = await expenses.addExpense(tolls());
    expect(await db.expenses.get(added.id)).toMatchObject({
      ...tolls(),
      receiptUrl: null,
      version: 0,
    });

    await expenses.editExpense(added.id, tolls({ amount: '21.00', loadId, jurisdiction: 'OK' }));
    expect(await db.expenses.get(added.id)).toMatchObject({ amount: '21.00', jurisdiction: 'OK' });
    await expenses.deleteExpense(added.id);
    expect(await db.expenses.get(added.id)).toBeUndefined();

    const queued = await db.outbox.orderBy('seq').toArray();
    expect(queued.map((e) => [e.method, e.path, e.files?.length ?? 0])).toEqual([
      ['POST', '/api/expenses', 0],
      ['PUT', `/api/expenses/${added.id}`, 0],
      ['DELETE', `/api/expenses/${added.id}`, 0],
    ]);
    // Without a photo the call is JSON: none stays null.
    expect(queued[0]?.body).toEqual({ id: added.id, ...tolls() });
  });

  it("send a receipt as the call's file, the fields as text with none as empty", async () => {
    const receipt = new File([new Uint8Array(64)], 'toll.png', { type: 'image/png' });
    const added = await expenseWrites(db, offline).addExpense(tolls({ notes: 'I-44' }), receipt);
    const [queued] = await db.outbox.toArray();
    expect(queued?.files?.map((f) => [f.field, f.name])).toEqual([['receipt', 'toll.png']]);
    expect(queued?.body).toEqual({
      id: added.id,
      ...tolls({ notes: 'I-44' }),
      loadId: '',
      jurisdiction: '',
    });
  });
});

describe('expensesBetween', () => {
  it("reads a month's expenses newest first and leaves the days around it out", async () => {
    const expenses = expenseWrites(db, offline);
    for (const [date, amount] of [
      ['2026-10-31', '40.00'],
      ['2026-11-01', '12.75'],
      ['2026-11-30', '9.99'],
      ['2026-12-01', '150.00'],
    ] as const)
      await expenses.addExpense(tolls({ date, amount }));
    const november = await expensesBetween(db, '2026-11-01', '2026-12-01');
    expect(november.map((e) => e.date)).toEqual(['2026-11-30', '2026-11-01']);
    // 12.75 + 9.99 = 22.74.
    expect(expenseTotals(november).totalCents).toBe(2274);
  });
});

describe('the label of an expense', () => {
  it.each([
    [{ date: '2026-11-20', category: 'tolls', amount: '18.50' }, 'Expense Nov 20, tolls $18.50'],
    [{ category: 'truck_payment', amount: '2150.00' }, 'Expense truck payment $2,150.00'],
    [{ date: '2026-11-20' }, 'Expense Nov 20'],
    [{}, 'An expense'],
  ])('names %j "%s"', (row, label) => {
    expect(recordLabel('expenses', row)).toBe(label);
  });
});
