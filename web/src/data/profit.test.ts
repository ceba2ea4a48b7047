/**
 * Profit on the device, read from profit's ledger: the same figures, to the cent and load by load,
 * as profitFor gives over the rows themselves, read as the device read them before the ledger
 * (every load, the fill-ups and expenses through their indexes); and a screen watching it sees a
 * load delivered.
 */
import {
  addDays,
  defaultPaySettings,
  deliveredAt,
  earningsDataEnd,
  earningsDataStart,
  earningsLoadOf,
  earnsPay,
  localDayStart,
  profitFor,
  type DateRange,
  type EarningsSettings,
  type IncomeBasis,
  type Load,
} from '@haulbook/sync-protocol';
import Dexie, { liveQuery } from 'dexie';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyExpense, anyFillUp, anyLoad, freshDb, load } from '../test/profitKit';
import type { HaulbookDb } from './db';
import { deviceProfits } from './profit';

/** A company driver in Chicago with a weekly bonus, so a window also reads the week before it. */
const settings: EarningsSettings = {
  payPeriod: 'weekly',
  payPeriodStartDay: 'monday',
  payWeekStart: 0,
  timeZone: 'America/Chicago',
  pay: defaultPaySettings,
  fixedMonthlyBonusCents: 5_000,
  bonusRules: [
    {
      bonusType: 'flat',
      bonusAmountCents: 10_000,
      timePeriod: 'weekly',
      minMiles: 800,
      maxMiles: null,
    },
  ],
};

/** Profit as the device read it before the ledger. */
async function profitFromRows(db: HaulbookDb, range: DateRange, basis: IncomeBasis) {
  const instant = (day: string) => localDayStart(day, settings.timeZone);
  const [from, to] = [
    instant(earningsDataStart(range.start, settings)),
    instant(earningsDataEnd(range.end, settings)),
  ];
  const closed = (l: Load) => Date.parse(deliveredAt(l)) >= from && Date.parse(deliveredAt(l)) < to;
  const loads = (await db.loads.toArray()).filter((l) => earnsPay(l) && closed(l));
  const fillUps = await db.fuelEntries
    .where('[date+odometer]')
    .between([addDays(range.start, -1), Dexie.minKey], [addDays(range.end, 1), Dexie.maxKey])
    .toArray();
  const expenses = await db.expenses
    .where('date')
    .between(range.start, range.end, true, false)
    .toArray();
  return profitFor({ range, basis, settings, loads: loads.map(earningsLoadOf), fillUps, expenses });
}

const windows = fc.constantFrom<DateRange>(
  { start: '2026-02-01', end: '2026-03-01' },
  { start: '2026-01-26', end: '2026-02-02' },
  { start: '2026-01-01', end: '2027-01-01' },
);

describe('profit on the device', () => {
  it('gives the figures the rows themselves give', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(fc.array(anyLoad(30)), fc.array(anyFillUp(30)), fc.array(anyExpense(30))),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        windows,
        fc.constantFrom<IncomeBasis>('my_pay', 'load_pays'),
        async (batches, range, basis) => {
          const db = freshDb();
          for (const [loads, fillUps, expenses] of batches) {
            await db.loads.bulkPut(loads);
            await db.fuelEntries.bulkPut(fillUps);
            await db.expenses.bulkPut(expenses);
          }
          const [fromLedger] = await deviceProfits(db, [range], settings, basis);
          expect(fromLedger).toEqual(await profitFromRows(db, range, basis));
          await db.delete();
        },
      ),
      { numRuns: 30 },
    );
  });

  it('shows a load delivered to a screen watching the window', async () => {
    const db = freshDb();
    const february = { start: '2026-02-01', end: '2026-03-01' };
    const seen: number[] = [];
    const watching = liveQuery(() => deviceProfits(db, [february], settings, 'load_pays'));
    const subscription = watching.subscribe(([profit]) => seen.push(profit!.income));
    await expect.poll(() => seen).toEqual([0]);
    await db.loads.put(load('load-1', '2026-02-10', 'delivered', '2026-02-10'));
    await expect.poll(() => seen).toEqual([0, 1500]);
    subscription.unsubscribe();
  });
});
