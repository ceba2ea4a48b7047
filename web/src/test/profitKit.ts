/**
 * Rows for the tests of profit on the device (data/profit.test.ts, data/closedLoads.test.ts):
 * loads, fill-ups and expenses on days either side of a month's end and of Chicago's midnight,
 * and fresh device databases removed after each test.
 */
import { newLoadRecord, type Expense, type FuelEntry, type Load } from '@haulbook/sync-protocol';
import fc from 'fast-check';
import { afterEach } from 'vitest';
import { HaulbookDb } from '../data/db';

const opened: HaulbookDb[] = [];
let made = 0;

/** A device database of its own, removed after the test. */
export function freshDb(): HaulbookDb {
  const db = new HaulbookDb(`profit-${made++}`);
  opened.push(db);
  return db;
}

afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

export const days = ['2026-01-31', '2026-02-01', '2026-02-28', '2026-03-01', '2026-12-31'];

/** A load scheduled for `day` at 05:00 UTC, tapped Delivered on `tapped` at 23:30 UTC. */
export function load(id: string, day: string, status: Load['status'], tapped: string | null): Load {
  const record = newLoadRecord(
    {
      id,
      loadNumber: `L-${id}`,
      pickupCity: 'Joplin',
      pickupState: 'MO',
      deliveryCity: 'Dallas',
      deliveryState: 'TX',
      pickupDate: `${day}T02:00:00.000Z`,
      deliveryDate: `${day}T05:00:00.000Z`,
      loadedMiles: 400 + (id.charCodeAt(id.length - 1) % 10) * 100,
      emptyMiles: 20,
      grossAmount: 1500,
      revenue: null,
      // Every third load waited at the dock: extras that pay.
      ...(id.charCodeAt(id.length - 1) % 3 === 0 ? { extras: { ...detention } } : {}),
    },
    '2026-01-01T00:00:00.000Z',
  );
  return { ...record, status, actualDeliveryDate: tapped && `${tapped}T23:30:00.000Z` };
}

const detention = {
  detentionHours: '3.50',
  layoverDays: 0,
  extraStops: 1,
  tarp: false,
  breakdownHours: null,
  overrides: {},
};

/** A fill-up of one gallon at `cost` a gallon: it costs `cost` at the pump. */
export const fillUp = (id: string, date: string, cost: string) =>
  ({
    id,
    date,
    odometer: 1000,
    gallons: '1.000',
    pricePerGallon: cost,
    totalCost: cost,
    assignedLoadId: 'load-3',
  }) as FuelEntry;

export const expense = (id: string, date: string, amount: string) =>
  ({ id, date, category: 'tolls', amount, loadId: 'load-3' }) as Expense;

/** Ids from a few, so writes replace and delete rows as well as add them. */
export const anyId = (prefix: string, few: number) =>
  fc.integer({ min: 0, max: few - 1 }).map((n) => `${prefix}-${n}`);

export const anyDay = fc.constantFrom(...days);

export const anyLoad = (few: number) =>
  fc
    .tuple(anyId('load', few), anyDay, fc.constantFrom('pending', 'delivered', 'cancelled'), anyDay)
    .map(([id, day, status, tapped]) =>
      load(id, day, status as Load['status'], status === 'pending' ? null : tapped),
    );

export const anyFillUp = (few: number) =>
  fc
    .tuple(anyId('fill', few), anyDay, fc.constantFrom('10.000', '20.500', '3.125'))
    .map(([id, day, cost]) => fillUp(id, day, cost));

export const anyExpense = (few: number) =>
  fc
    .tuple(anyId('expense', few), anyDay, fc.constantFrom('5.00', '7.25'))
    .map(([id, day, amount]) => expense(id, day, amount));
