/** Expenses' reads, straight from Dexie, so the month is there offline. */
import { addMonths } from '@haulbook/sync-protocol';
import { db } from '../../data/db';
import { expensesBetween } from '../../data/expenses';
import { useLiveQuery } from '../../data/useLiveQuery';
import { today } from '../fuel/fuelFormat';

/** The 1st of this month on the device's clock: the month the screen opens on. */
export const currentMonth = () => addMonths(today(), 0);

/** The month's expenses (`month` is its 1st), newest first. */
export const useMonthExpenses = (month: string) =>
  useLiveQuery(() => expensesBetween(db, month, addMonths(month, 1)), [month]);

/** The latest loads, newest first, to file an expense under. */
export const useRecentLoads = () =>
  useLiveQuery(() => db.loads.orderBy('pickupDate').reverse().limit(30).toArray(), []);
