/**
 * The Fuel Tracker read a window at a time shows what it showed when it read every fill-up: the
 * same fill-ups in the same order (diesel and DEF at one stop too), the same figures, the same
 * odometer to check a new or edited fill-up against, and a load's fuel, for any fill-ups, pay week,
 * time zone and fill-ups deleted on screen while their Undo runs.
 */
import {
  fuelStats,
  fuelTypes,
  loadFuel,
  newestFillUpFirst,
  weekdays,
  type FuelEntry,
} from '@haulbook/sync-protocol';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLocalData, db } from './db';
import { readFuelScreen, readLoadFuel, readPreviousOdometer } from './fuelList';

const now = Date.parse('2026-11-20T18:00:00Z');
const dayMs = 86_400_000;

const fillUpArb = fc.record({
  // Many today at one reading, so the window often ends among fill-ups of one stop.
  daysAgo: fc.oneof(
    { arbitrary: fc.constant(0), weight: 3 },
    { arbitrary: fc.integer({ min: -1, max: 12 }), weight: 1 },
  ),
  odometer: fc
    .oneof(
      { arbitrary: fc.constant(12), weight: 3 },
      { arbitrary: fc.integer({ min: 0, max: 12 }), weight: 1 },
    )
    .map((n) => 100_000 + n * 300),
  fuelType: fc.constantFrom(...fuelTypes),
  gallons: fc.integer({ min: 1, max: 150_000 }).map((milli) => (milli / 1000).toFixed(3)),
  mpg: fc.constantFrom('6.50', null),
  load: fc.constantFrom('load-a', 'load-b', null),
});

let made = 0;

function fillUpOf(drawn: typeof fillUpArb extends fc.Arbitrary<infer T> ? T : never): FuelEntry {
  made++;
  const at = new Date(now - drawn.daysAgo * dayMs).toISOString();
  return {
    id: `0192f3a0-0000-7000-9000-${String(made).padStart(12, '0')}`,
    date: at.slice(0, 10),
    location: '',
    odometer: drawn.odometer,
    gallons: drawn.gallons,
    pricePerGallon: '3.900',
    totalCost: '100.000',
    fuelType: drawn.fuelType,
    mpg: drawn.fuelType === 'diesel' ? drawn.mpg : null,
    receiptUrl: null,
    missedPreviousEntry: false,
    assignedLoadId: drawn.load,
    jurisdiction: null,
    taxPaid: true,
    version: 1,
    createdAt: at,
    updatedAt: at,
  };
}

/** The list as it was made from every fill-up: a stable sort of the table in id order. */
const everyFillUpListed = async () => (await db.fuelEntries.toArray()).sort(newestFillUpFirst);

beforeEach(async () => {
  await clearLocalData(db);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the Fuel Tracker, a window at a time', () => {
  it('shows what reading every fill-up showed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fillUpArb, { maxLength: 60, size: 'medium' }),
        fc.array(fc.nat(), { maxLength: 4 }),
        fc.constantFrom(1, 2, 20, 50),
        fc.constantFrom(...weekdays),
        fc.constantFrom('UTC', 'America/Chicago', 'Pacific/Kiritimati'),
        async (draws, hiddenAt, size, payPeriodStartDay, timeZone) => {
          await db.fuelEntries.clear();
          const entries = draws.map(fillUpOf);
          await db.fuelEntries.bulkAdd(entries);
          const hidden = new Set(
            hiddenAt.flatMap((n) => entries[n % (entries.length || 1)]?.id ?? []),
          );
          const settings = { payPeriodStartDay, timeZone };

          const screen = await readFuelScreen(db, size, settings, hidden);

          const listed = (await everyFillUpListed()).filter((e) => !hidden.has(e.id));
          expect(screen.shown.entries.map((e) => e.id)).toEqual(
            listed.slice(0, size).map((e) => e.id),
          );
          expect(screen.shown.more).toBe(listed.length > size);
          expect(screen.figures).toEqual(fuelStats(listed, new Date(now), settings));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('checks a fill-up against the one listed after it, and sums a load by its own fill-ups', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fillUpArb, { maxLength: 30 }), fc.nat(), async (draws, pick) => {
        await db.fuelEntries.clear();
        const entries = draws.map(fillUpOf);
        await db.fuelEntries.bulkAdd(entries);
        const listed = await everyFillUpListed();

        expect(await readPreviousOdometer(db)).toBe(listed[0]?.odometer ?? null);
        const editing = entries[pick % (entries.length || 1)];
        if (editing) {
          const after = listed[listed.findIndex((e) => e.id === editing.id) + 1];
          expect(await readPreviousOdometer(db, editing.id)).toBe(after?.odometer ?? null);
        }
        for (const loadId of ['load-a', 'load-b'])
          expect(await readLoadFuel(db, loadId)).toEqual(loadFuel(loadId, entries));
      }),
      { numRuns: 60 },
    );
  });
});
