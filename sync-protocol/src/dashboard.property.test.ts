/**
 * Invariants of the dashboard stats over random loads, pay structures, zones and moments, checked
 * against oracles built from the calendar rules (localDate, loadStats) rather than from the fast
 * instant comparisons dashboardStats makes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bonusTimePeriods, bonusTypes, type BonusRule } from './bonus-tiers.js';
import { payPeriods, weekdays } from './companies.js';
import { dashboardDataWindow, dashboardStats, type DashboardSettings } from './dashboard.js';
import { decimalToScaled } from './decimal.js';
import type { EarningsLoad } from './earnings.js';
import { noExtras } from './extras.js';
import { loadStats, loadStatuses, type LoadStatus } from './loads.js';
import { loadPay } from './pay.js';
import { chartPayPeriods, recentPayPeriods } from './pay-periods.js';
import { addDays, inRange, localDate, localDayStart, monthRange, weekRange } from './periods.js';

const dayMs = 86_400_000;
const zones = [
  'UTC',
  'America/Chicago',
  'America/Los_Angeles',
  'Pacific/Auckland',
  'Asia/Kathmandu',
  'America/Havana',
];

const bonusRule: fc.Arbitrary<BonusRule> = fc.record({
  bonusType: fc.constantFrom(...bonusTypes),
  bonusAmountCents: fc.integer({ min: 1, max: 10_000_000 }),
  timePeriod: fc.constantFrom(...bonusTimePeriods),
  minMiles: fc.option(fc.nat(20_000)),
  maxMiles: fc.option(fc.nat(40_000)),
});

const settingsArb: fc.Arbitrary<DashboardSettings> = fc.record({
  payPeriod: fc.constantFrom(...payPeriods),
  payPeriodStartDay: fc.constantFrom(...weekdays),
  payWeekStart: fc.constantFrom(0, 1),
  timeZone: fc.constantFrom(...zones),
  pay: fc.record({
    payType: fc.constantFrom('percentage', 'per_mile', 'mileage'),
    tier1RateMilli: fc.integer({ min: 1, max: 100_000 }),
    tier1MaxMiles: fc.nat(100_000),
    tier2RateMilli: fc.integer({ min: 1, max: 100_000 }),
    tiers: fc.array(
      fc.record({
        minMiles: fc.nat(5000),
        rateMilli: fc.integer({ min: 1, max: 100_000 }),
        orderIndex: fc.nat(10),
      }),
      { maxLength: 4 },
    ),
    marketRateMilli: fc.integer({ min: 10, max: 100_000 }),
    extras: fc.record({
      detentionFreeHundredths: fc.nat(4800),
      detentionRateCents: fc.nat(1_000_000),
      layoverRateCents: fc.nat(1_000_000),
      stopRateCents: fc.nat(1_000_000),
      tarpCents: fc.nat(1_000_000),
      breakdownRateCents: fc.nat(1_000_000),
      emptyMileRateMilli: fc.option(fc.nat(10_000)),
      tonuCents: fc.nat(1_000_000),
    }),
  }),
  fixedMonthlyBonusCents: fc.nat(10_000_000),
  bonusRules: fc.array(bonusRule, { maxLength: 4 }),
});

/** An instant as stored (toISOString) or as another client may write it, with an offset. */
function written(ms: number, offsetMinutes: number | null): string {
  if (offsetMinutes === null) return new Date(ms).toISOString();
  const local = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 23);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local}${sign}${hh}:${mm}`;
}

/** Delivery instants, half of them right at, just before or just after a local day's start. */
const deliveryAt = (now: Date, timeZone: string) =>
  fc.oneof(
    fc
      .record({
        day: fc.integer({ min: -380, max: 40 }),
        delta: fc.constantFrom(-1, 0, 1, -3_600_000, 3_600_000),
      })
      .map(
        ({ day, delta }) => localDayStart(addDays(localDate(now, timeZone), day), timeZone) + delta,
      ),
    fc.integer({ min: now.getTime() - 400 * dayMs, max: now.getTime() + 40 * dayMs }),
  );

/** A load with any status: only delivered ones, and cancelled ones (TONU), reach the engine. */
type AnyLoad = EarningsLoad & { status: LoadStatus };

const loadArb = (now: Date, timeZone: string): fc.Arbitrary<AnyLoad> =>
  fc
    .record({
      status: fc.constantFrom(...loadStatuses),
      at: deliveryAt(now, timeZone),
      offset: fc.option(fc.integer({ min: -720, max: 840 })),
      loadedMiles: fc.nat(50_000),
      emptyMiles: fc.nat(2000),
      grossCents: fc.option(fc.nat(1_000_000_000)),
      typedPayCents: fc.option(fc.nat(1_000_000_000)),
      detention: fc.option(fc.nat(99_900)),
      layoverDays: fc.nat(99),
      tarp: fc.boolean(),
      id: fc.uuid(),
    })
    .map(({ at, offset, detention, layoverDays, tarp, status, ...load }) => ({
      ...load,
      status,
      loadNumber: null,
      totalMiles: load.loadedMiles + load.emptyMiles,
      closedAt: written(at, offset),
      cancelled: status === 'cancelled',
      extras: {
        ...noExtras,
        detentionHours: detention === null ? null : (detention / 100).toFixed(2),
        layoverDays,
        tarp,
      },
    }));

/** What the callers hand the engine: delivered loads and TONU ones. */
const earning = (loads: readonly AnyLoad[]) =>
  loads.filter((l) => l.status === 'delivered' || l.status === 'cancelled');

const scenario = fc
  .record({
    now: fc.date({ min: new Date('2024-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
    settings: settingsArb,
  })
  .chain(({ now, settings }) =>
    fc.record({
      now: fc.constant(now),
      settings: fc.constant(settings),
      loads: fc.array(loadArb(now, settings.timeZone), { maxLength: 40, size: 'max' }),
    }),
  );

const cents = (dollars: string) => decimalToScaled(dollars, 2);

describe('dashboard stats invariants', () => {
  it('put every delivered load of the chart in exactly the pay period of its local date', () => {
    fc.assert(
      fc.property(scenario, ({ now, settings, loads }) => {
        const stats = dashboardStats(earning(loads), settings, now);
        const periods = recentPayPeriods(now, settings, chartPayPeriods);
        const delivered = loads.filter((l) => l.status === 'delivered');
        const homes = delivered.map(
          (l) => periods.filter((p) => inRange(l.closedAt, p, settings.timeZone)).length,
        );
        expect(homes.every((n) => n <= 1)).toBe(true);
        expect(stats.payPeriods.map((p) => p.loads)).toEqual(
          periods.map(
            (p) => delivered.filter((l) => inRange(l.closedAt, p, settings.timeZone)).length,
          ),
        );
        const chart = { start: periods[0]!.start, end: periods.at(-1)!.end };
        expect(stats.payPeriods.reduce((n, p) => n + p.loads, 0)).toBe(
          delivered.filter((l) => inRange(l.closedAt, chart, settings.timeZone)).length,
        );
      }),
      { numRuns: 200 },
    );
  });

  it('count the same delivered loads as the Load Management counters', () => {
    fc.assert(
      fc.property(scenario, ({ now, settings, loads }) => {
        const stats = dashboardStats(earning(loads), settings, now);
        const counters = loadStats(
          loads.map((l) => ({ ...l, pickupDate: l.closedAt, deliveryDate: l.closedAt })),
          now,
          settings,
        );
        expect(stats.weeklyLoads).toBe(counters.weeklyDelivered);
        expect(stats.monthlyLoads).toBe(counters.monthlyDelivered);
      }),
      { numRuns: 200 },
    );
  });

  it('add up to the cent: pay + extras + bonus, the estimated part never above the total', () => {
    fc.assert(
      fc.property(scenario, ({ now, settings, loads }) => {
        const stats = dashboardStats(earning(loads), settings, now);
        const { timeZone } = settings;
        const cards = [
          ['weekly', weekRange(now, settings.payPeriodStartDay, timeZone)],
          ['monthly', monthRange(now, timeZone)],
        ] as const;
        for (const [card, range] of cards) {
          const part = stats.breakdown[card];
          const total = cents(stats[`${card}Earnings`]);
          expect(cents(part.pay) + cents(part.extras) + cents(part.bonus)).toBe(total);
          expect(cents(part.estimated)).toBeLessThanOrEqual(total);
          let pay = 0;
          let extras = 0;
          let estimated = 0;
          let estimatedLoads = 0;
          for (const l of earning(loads)) {
            if (!inRange(l.closedAt, range, timeZone)) continue;
            const earned = loadPay(l, settings.pay);
            if (!l.cancelled) pay += earned.base.cents;
            extras += earned.cents - earned.base.cents;
            if (earned.estimated && !l.cancelled) {
              estimated += earned.base.cents;
              estimatedLoads += 1;
            }
          }
          expect([
            cents(part.pay),
            cents(part.extras),
            cents(part.estimated),
            part.estimatedLoads,
          ]).toEqual([pay, extras, estimated, estimatedLoads]);
        }
        for (const p of stats.payPeriods)
          expect(cents(p.estimated)).toBeLessThanOrEqual(cents(p.earnings));
      }),
      { numRuns: 200 },
    );
  });

  it('are the same from only the loads inside dashboardDataWindow, in any order (the server query)', () => {
    fc.assert(
      fc.property(scenario, ({ now, settings, loads }) => {
        const { from, to } = dashboardDataWindow(now, settings);
        const fetched = earning(loads).filter((l) => {
          const stored = new Date(l.closedAt).toISOString();
          return stored >= from && stored < to;
        });
        expect(dashboardStats(fetched.reverse(), settings, now)).toEqual(
          dashboardStats(earning(loads), settings, now),
        );
      }),
      { numRuns: 200 },
    );
  });
});
