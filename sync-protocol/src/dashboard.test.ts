import { describe, expect, it } from 'vitest';
import type { BonusTier } from './bonus-tiers.js';
import {
  dashboardSettingsOf,
  dashboardStats,
  dashboardStatsSchema,
  earningsLoadOf,
} from './dashboard.js';
import type { EarningsLoad } from './earnings.js';
import { noExtras } from './extras.js';
import { defaultPayConfig, type PayConfig } from './pay-config.js';

const config: PayConfig = {
  ...defaultPayConfig,
  id: 'user-1',
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
/** 0-999 miles at $0.500, 1,000 and up at $0.550. */
const tiers = [
  { minMiles: 0, rate: '0.500', orderIndex: 0 },
  { minMiles: 1000, rate: '0.550', orderIndex: 1 },
];
const settings = dashboardSettingsOf(config, tiers, [], 'America/Chicago');
// Wednesday 2026-11-18, noon in Chicago: the week runs from Monday 16 November.
const now = new Date('2026-11-18T18:00:00Z');

let ids = 0;
/** A delivered load: its pay typed by the driver (cents) or, with null, computed. */
const load = (
  closedAt: string,
  totalMiles: number,
  typedPayCents: number | null,
): EarningsLoad => ({
  id: `load-${++ids}`,
  loadNumber: null,
  closedAt,
  totalMiles,
  loadedMiles: totalMiles,
  emptyMiles: 0,
  grossCents: null,
  typedPayCents,
  extras: noExtras,
  cancelled: false,
});

// Loads that are not delivered never reach the engine (the callers read delivered ones only).
const loads = [
  load('2026-11-17T15:00:00.000Z', 420, 1250_50), // this week, typed
  load('2026-11-16T07:00:00.000Z', 1200, null), // Monday 01:00: this week, computed at $0.550
  load('2026-11-16T05:30:00.000Z', 500, null), // Sunday 23:30: last week, computed at $0.500
  load('2026-10-31T23:00:00.000Z', 300, 400_00), // Halloween evening: October
  load('2026-06-01T12:00:00.000Z', 300, 400_00), // before the chart
];

describe('dashboard stats (docs/product.md §3)', () => {
  const stats = dashboardStats(loads, settings, now);

  it("count this week's and this month's delivered loads, computing the pay not typed", () => {
    expect(stats).toMatchObject({
      weeklyEarnings: '1910.50',
      weeklyMiles: 1620,
      weeklyLoads: 2,
      monthlyEarnings: '2160.50',
      monthlyMiles: 2120,
      monthlyLoads: 3,
    });
  });

  it('say what each figure is made of', () => {
    expect(stats.breakdown).toEqual({
      weekly: {
        pay: '1910.50',
        extras: '0.00',
        bonus: '0.00',
        estimated: '0.00',
        estimatedLoads: 0,
      },
      monthly: {
        pay: '2160.50',
        extras: '0.00',
        bonus: '0.00',
        estimated: '0.00',
        estimatedLoads: 0,
      },
    });
  });

  it('chart the last 12 weeks, oldest first', () => {
    expect(stats.payPeriods).toHaveLength(12);
    expect(stats.payPeriods.slice(-4)).toEqual([
      {
        start: '2026-10-26',
        end: '2026-11-02',
        earnings: '400.00',
        estimated: '0.00',
        miles: 300,
        loads: 1,
        estimatedLoads: 0,
      },
      {
        start: '2026-11-02',
        end: '2026-11-09',
        earnings: '0.00',
        estimated: '0.00',
        miles: 0,
        loads: 0,
        estimatedLoads: 0,
      },
      {
        start: '2026-11-09',
        end: '2026-11-16',
        earnings: '250.00',
        estimated: '0.00',
        miles: 500,
        loads: 1,
        estimatedLoads: 0,
      },
      {
        start: '2026-11-16',
        end: '2026-11-23',
        earnings: '1910.50',
        estimated: '0.00',
        miles: 1620,
        loads: 2,
        estimatedLoads: 0,
      },
    ]);
    expect(stats.payPeriods[0]!.start).toBe('2026-08-31');
  });

  it('match the response schema of GET /api/dashboard/stats', () => {
    expect(dashboardStatsSchema.parse(stats)).toEqual(stats);
  });

  it('follow a pay change at once', () => {
    const percentage = dashboardSettingsOf(
      { ...config, payType: 'percentage', tier1Rate: '75.000' },
      [],
      [],
      'America/Chicago',
    );
    // 1,200 miles x $2.75 x 75 % = $2,475.00, with the typed $1,250.50; the rest is an estimate.
    const changed = dashboardStats(loads, percentage, now);
    expect(changed.weeklyEarnings).toBe('3725.50');
    expect(changed.breakdown.weekly).toMatchObject({ estimated: '2475.00', estimatedLoads: 1 });
  });

  it('add each bonus to every window holding the day it was reached', () => {
    const bonusTiers: BonusTier[] = [
      bonus({ bonusType: 'flat', bonusAmount: '50.00', timePeriod: 'weekly', minMiles: 1500 }),
      bonus({ bonusType: 'flat', bonusAmount: '75.00', timePeriod: 'weekly', minMiles: 2000 }),
      bonus({ bonusType: 'per_mile', bonusAmount: '0.01', timePeriod: 'monthly', minMiles: 2000 }),
      bonus({ bonusType: 'flat', bonusAmount: '1000.00', timePeriod: 'yearly', minMiles: 0 }),
    ];
    const withBonus = dashboardSettingsOf(
      { ...config, fixedMonthlyBonus: '100.00' },
      tiers,
      bonusTiers,
      'America/Chicago',
    );
    const result = dashboardStats(loads, withBonus, now);
    // In Chicago: 500 mi on Sunday the 15th, 1,200 on Monday 16th, 420 on Tuesday 17th.
    // This week (16-22): 1,620 mi reach the $50 tier (1,500) with Tuesday's delivery, not the
    // $75 one; November's 2,120 mi reach the monthly tier's 2,000 on Tuesday too: 2,120 x $0.01.
    expect(result.breakdown.weekly.bonus).toBe('71.20');
    expect(result.weeklyEarnings).toBe('1981.70'); // 1,910.50 + 50 + 21.20
    // November adds the fixed $100, dated on its first delivery (the 15th, last week). The
    // yearly $1,000 was reached by the year's first delivery, in June.
    expect(result.breakdown.monthly.bonus).toBe('171.20');
    expect(result.monthlyEarnings).toBe('2331.70');
    // The chart's bars hold them too.
    expect(result.payPeriods.at(-1)!.earnings).toBe('1981.70');
    expect(result.payPeriods.at(-2)!.earnings).toBe('350.00');
  });

  it('count a delivery in the week and month of the driver’s own time zone', () => {
    // Monday 00:30 in Auckland is still Sunday afternoon in Los Angeles.
    const late = [load('2026-11-22T11:30:00.000Z', 100, 100_00)];
    const weeklyLoads = (timeZone: string, at: string) =>
      dashboardStats(late, dashboardSettingsOf(config, tiers, [], timeZone), new Date(at))
        .weeklyLoads;
    // Sunday evening in Los Angeles, Monday afternoon in Auckland.
    expect(weeklyLoads('Pacific/Auckland', '2026-11-23T02:00:00Z')).toBe(1);
    expect(weeklyLoads('America/Los_Angeles', '2026-11-23T02:00:00Z')).toBe(1);
    // Monday morning in Los Angeles: a new week there, the same one in Auckland.
    expect(weeklyLoads('Pacific/Auckland', '2026-11-23T12:00:00Z')).toBe(1);
    expect(weeklyLoads('America/Los_Angeles', '2026-11-23T12:00:00Z')).toBe(0);
  });

  it('read a delivery date with an offset as the same instant', () => {
    const offset = [load('2026-11-16T01:00:00.000-06:00', 1200, null)];
    expect(dashboardStats(offset, settings, now).weeklyEarnings).toBe('660.00');
    expect(dashboardStats([load('not a date', 1, 1_00)], settings, now).weeklyLoads).toBe(0);
  });
});

describe('a load record as the engine reads it', () => {
  const record = {
    id: 'load-a',
    loadNumber: 'HB-1',
    status: 'delivered' as const,
    deliveryDate: '2026-11-13T15:00:00.000Z',
    totalMiles: 455,
    loadedMiles: 400,
    emptyMiles: 55,
    revenue: 1250.5,
  };

  it('reads its revenue in dollars as the driver typed it', () => {
    expect(earningsLoadOf(record)).toMatchObject({ typedPayCents: 1250_50, grossCents: null });
    expect(earningsLoadOf({ ...record, revenue: null }).typedPayCents).toBeNull();
    expect(earningsLoadOf({ ...record, grossAmount: 3000.1 }).grossCents).toBe(3000_10);
  });

  it('ignores a revenue a device stored as an estimate before pay was computed when shown', () => {
    expect(earningsLoadOf({ ...record, revenueEstimated: true }).typedPayCents).toBeNull();
  });

  it('is counted when the driver tapped Delivered, the schedule standing in where no tap was kept', () => {
    const tapped = { ...record, actualDeliveryDate: '2026-11-17T09:30:00.000Z' };
    expect(earningsLoadOf(tapped).closedAt).toBe('2026-11-17T09:30:00.000Z');
    expect(earningsLoadOf({ ...record, actualDeliveryDate: null }).closedAt).toBe(
      record.deliveryDate,
    );
  });

  it('is a TONU load when cancelled', () => {
    expect(earningsLoadOf({ ...record, status: 'cancelled' }).cancelled).toBe(true);
    expect(earningsLoadOf(record).extras).toEqual(noExtras);
  });
});

function bonus(fields: Partial<BonusTier>): BonusTier {
  return {
    id: 'bonus',
    bonusType: 'flat',
    bonusAmount: '0.00',
    timePeriod: 'monthly',
    minMiles: null,
    maxMiles: null,
    description: null,
    version: 1,
    createdAt: config.createdAt,
    updatedAt: config.updatedAt,
    ...fields,
  };
}
