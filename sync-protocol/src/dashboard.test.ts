import { describe, expect, it } from 'vitest';
import type { BonusTier } from './bonus-tiers.js';
import {
  dashboardSettingsOf,
  dashboardStats,
  dashboardStatsSchema,
  earningsLoadOf,
  loadEarnings,
  reestimatedRevenues,
  type EarningsLoad,
} from './dashboard.js';
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

const load = (
  deliveryDate: string,
  totalMiles: number,
  revenueCents: number | null,
  revenueEstimated = revenueCents === null,
  status: EarningsLoad['status'] = 'delivered',
): EarningsLoad => ({ status, deliveryDate, totalMiles, revenueCents, revenueEstimated });

const loads = [
  load('2026-11-17T15:00:00.000Z', 420, 1250_50), // this week, entered
  load('2026-11-16T07:00:00.000Z', 1200, null), // Monday 01:00: this week, estimated at $0.550
  load('2026-11-16T05:30:00.000Z', 500, 999_99, true), // Sunday 23:30: last week, stale estimate
  load('2026-11-17T15:00:00.000Z', 800, 900_00, false, 'picked_up'),
  load('2026-11-18T15:00:00.000Z', 800, null, true, 'pending'),
  load('2026-10-31T23:00:00.000Z', 300, 400_00), // Halloween evening: October
  load('2026-06-01T12:00:00.000Z', 300, 400_00), // before the chart
];

describe('dashboard stats (SPEC §3)', () => {
  const stats = dashboardStats(loads, settings, now);

  it("count this week's and this month's delivered loads, estimating the ones without revenue", () => {
    expect(stats).toMatchObject({
      weeklyEarnings: '1910.50',
      weeklyMiles: 1620,
      weeklyLoads: 2,
      monthlyEarnings: '2160.50',
      monthlyMiles: 2120,
      monthlyLoads: 3,
    });
  });

  it('say how much of each figure is estimated', () => {
    expect(stats.breakdown).toEqual({
      weekly: { entered: '1250.50', estimated: '660.00', bonus: '0.00', estimatedLoads: 1 },
      monthly: { entered: '1250.50', estimated: '910.00', bonus: '0.00', estimatedLoads: 2 },
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
        estimated: '250.00',
        miles: 500,
        loads: 1,
        estimatedLoads: 1,
      },
      {
        start: '2026-11-16',
        end: '2026-11-23',
        earnings: '1910.50',
        estimated: '660.00',
        miles: 1620,
        loads: 2,
        estimatedLoads: 1,
      },
    ]);
    expect(stats.payPeriods[0]!.start).toBe('2026-08-31');
  });

  it('match the response schema of GET /api/dashboard/stats', () => {
    expect(dashboardStatsSchema.parse(stats)).toEqual(stats);
  });

  it('follow a pay change at once, before any stored estimate is rewritten', () => {
    const percentage = dashboardSettingsOf(
      { ...config, payType: 'percentage', tier1Rate: '75.000' },
      [],
      [],
      'America/Chicago',
    );
    // 1,200 miles x $2.75 x 75 % = $2,475.00, with the entered $1,250.50.
    expect(dashboardStats(loads, percentage, now).weeklyEarnings).toBe('3725.50');
  });

  it('add the bonuses earned so far to the cards, not to the chart', () => {
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
    expect(result.breakdown.weekly.bonus).toBe('50.00');
    expect(result.weeklyEarnings).toBe('1960.50');
    // 2,120 miles x $0.01 + the fixed $100.00.
    expect(result.breakdown.monthly.bonus).toBe('121.20');
    expect(result.monthlyEarnings).toBe('2281.70');
    expect(result.payPeriods).toEqual(stats.payPeriods);
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

describe("a load's earnings", () => {
  const pay = settings.pay;

  it.each([
    [load('2026-11-17T15:00:00.000Z', 1200, 1250_50), { cents: 1250_50, estimated: false }],
    [load('2026-11-17T15:00:00.000Z', 1200, null), { cents: 660_00, estimated: true }],
    [load('2026-11-17T15:00:00.000Z', 1200, 447_56, true), { cents: 660_00, estimated: true }],
  ])('%j is %j', (l, earnings) => {
    expect(loadEarnings(l, pay)).toEqual(earnings);
  });

  it('reads a load record, its revenue in dollars, as entered unless flagged', () => {
    const record = {
      status: 'delivered' as const,
      deliveryDate: '2026-11-17T15:00:00.000Z',
      totalMiles: 455,
      revenue: 1250.5,
    };
    expect(earningsLoadOf(record)).toEqual({
      status: 'delivered',
      deliveryDate: record.deliveryDate,
      totalMiles: 455,
      revenueCents: 1250_50,
      revenueEstimated: false,
    });
    expect(earningsLoadOf({ ...record, revenue: null }).revenueCents).toBeNull();
    expect(earningsLoadOf({ ...record, revenueEstimated: true }).revenueEstimated).toBe(true);
  });

  it('is counted when the driver tapped Delivered, the schedule standing in where no tap was kept', () => {
    const record = {
      status: 'delivered' as const,
      deliveryDate: '2026-11-13T15:00:00.000Z',
      totalMiles: 455,
      revenue: 1250.5,
    };
    const tapped = { ...record, actualDeliveryDate: '2026-11-17T09:30:00.000Z' };
    expect(earningsLoadOf(tapped).deliveryDate).toBe('2026-11-17T09:30:00.000Z');
    expect(earningsLoadOf({ ...record, actualDeliveryDate: null }).deliveryDate).toBe(
      record.deliveryDate,
    );
  });

  it('is re-estimated after a pay change only where it is an estimate that moved', () => {
    const stored = [
      { id: 'entered', totalMiles: 1200, revenueCents: 1250_50, revenueEstimated: false },
      { id: 'current', totalMiles: 1200, revenueCents: 660_00, revenueEstimated: true },
      { id: 'stale', totalMiles: 500, revenueCents: 999_99, revenueEstimated: true },
      { id: 'missing', totalMiles: 100, revenueCents: null, revenueEstimated: false },
    ];
    expect(reestimatedRevenues(stored, pay)).toEqual([
      { id: 'stale', revenueCents: 250_00 },
      { id: 'missing', revenueCents: 50_00 },
    ]);
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
