/**
 * The loads list read a window at a time shows what the list showed when it read every load: the
 * same loads in the same order (the one on the road first), the same filter counts and counters,
 * for any loads, filter, search, window size, pay week and time zone.
 */
import {
  loadStats,
  loadStatuses,
  newLoadRecord,
  weekdays,
  type Load,
} from '@haulbook/sync-protocol';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLocalData, db } from './db';
import { loadFilters, matchesSearch, readLoadsScreen, type LoadFilter } from './loadList';

const now = Date.parse('2026-11-20T18:00:00Z');
const dayMs = 86_400_000;
const cities = ['Joplin', 'Tulsa', 'Amarillo', 'San José'] as const;

/** A few instants around now, so loads share pickups and fall in and out of the periods. */
const instant = fc.integer({ min: -70, max: 20 }).map((half) => new Date(now + (half * dayMs) / 2));

const loadArb = fc.record({
  status: fc.constantFrom(...loadStatuses),
  pickup: instant,
  days: fc.integer({ min: 0, max: 3 }),
  tapped: fc.option(instant, { nil: null }),
  city: fc.constantFrom(...cities),
  number: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
});

type LoadDraw = typeof loadArb extends fc.Arbitrary<infer T> ? T : never;

let made = 0;

function loadOf(drawn: LoadDraw): Load {
  made++;
  const id = `0192f3a0-0000-7000-8000-${String(made).padStart(12, '0')}`;
  const delivery = new Date(drawn.pickup.getTime() + drawn.days * dayMs);
  const base = newLoadRecord(
    {
      id,
      loadNumber: drawn.number === null ? undefined : `LS-${drawn.number}`,
      pickupCity: drawn.city,
      pickupState: 'MO',
      deliveryCity: 'Dallas',
      deliveryState: 'TX',
      pickupDate: drawn.pickup.toISOString(),
      deliveryDate: delivery.toISOString(),
      loadedMiles: 400,
      emptyMiles: 0,
    },
    new Date(now).toISOString(),
  );
  return {
    ...base,
    status: drawn.status,
    actualPickupDate: drawn.status === 'pending' ? null : drawn.pickup.toISOString(),
    actualDeliveryDate: drawn.status === 'delivered' ? (drawn.tapped?.toISOString() ?? null) : null,
  };
}

/** The list as it was made from every load: newest pickup first, the one on the road on top. */
async function everyLoadListed(filter: LoadFilter, query: string): Promise<Load[]> {
  const all = await db.loads.orderBy('pickupDate').reverse().toArray();
  const onTop = (load: Load) => Number(load.status === 'picked_up');
  return all
    .filter((load) => filter === 'all' || load.status === filter)
    .filter((load) => matchesSearch(load, query))
    .sort((a, b) => onTop(b) - onTop(a));
}

beforeEach(async () => {
  await clearLocalData(db);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the loads list, a window at a time', () => {
  it('shows what reading every load showed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(loadArb, { maxLength: 80 }),
        fc.constantFrom(...loadFilters),
        fc.constantFrom('', 'tul', 'san jose', 'ls-1', 'amarillo ls', 'nowhere'),
        fc.constantFrom(1, 3, 20, 50),
        fc.constantFrom(...weekdays),
        fc.constantFrom('UTC', 'America/Chicago', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'),
        async (draws, filter, query, size, payPeriodStartDay, timeZone) => {
          await db.loads.clear();
          const loads = draws.map(loadOf);
          await db.loads.bulkAdd(loads);
          const settings = { payPeriodStartDay, timeZone };

          const screen = await readLoadsScreen(db, { filter, query, size }, settings);

          const listed = await everyLoadListed(filter, query);
          expect(screen.shown.loads.map((l) => l.id)).toEqual(
            listed.slice(0, size).map((l) => l.id),
          );
          expect(screen.shown.more).toBe(listed.length > size);
          const withStatus = (status: Load['status']) =>
            loads.filter((l) => l.status === status).length;
          expect(screen.counts).toEqual({
            all: loads.length,
            picked_up: withStatus('picked_up'),
            pending: withStatus('pending'),
            delivered: withStatus('delivered'),
          });
          expect(screen.stats).toEqual(loadStats(loads, new Date(now), settings));
        },
      ),
      { numRuns: 60 },
    );
  });
});
