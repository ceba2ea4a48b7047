import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bonusTimePeriods, bonusTypes, type BonusTier } from './bonus-tiers.js';
import { weekdays } from './companies.js';
import { dashboardSettingsOf, dashboardStats } from './dashboard.js';
import { decimalToScaled } from './decimal.js';
import {
  earningItems,
  earningsDataEnd,
  earningsDataStart,
  earningsIn,
  weekStartOf,
  type EarningsLoad,
  type EarningsSettings,
} from './earnings.js';
import { noExtras } from './extras.js';
import { defaultPayConfig, type PayConfig } from './pay-config.js';
import { exampleDelivery, exampleNow, payExamples, type PayExample } from './pay-examples.js';
import { addDays, addMonths } from './periods.js';

const stamp = '2026-01-01T00:00:00.000Z';
const record = { version: 1, createdAt: stamp, updatedAt: stamp };

function settingsOf(
  example: Pick<PayExample, 'config' | 'tiers' | 'bonusTiers' | 'timeZone'>,
): EarningsSettings {
  const config: PayConfig = { ...defaultPayConfig, ...example.config, id: 'u', ...record };
  const tiers = (example.tiers ?? []).map((t) => ({
    orderIndex: 0,
    ...t,
    payType: t.payType ?? example.config.payType,
  }));
  const bonusTiers: BonusTier[] = (example.bonusTiers ?? []).map((b, i) => ({
    ...b,
    id: `b${i}`,
    description: null,
    ...record,
  }));
  return dashboardSettingsOf(config, tiers, bonusTiers, example.timeZone ?? 'UTC');
}

function loadsOf(example: PayExample): EarningsLoad[] {
  return example.loads.map((l, i) => {
    const emptyMiles = l.emptyMiles ?? 0;
    return {
      id: `load-${i}`,
      loadNumber: l.loadNumber,
      closedAt: l.closedAt ?? exampleDelivery,
      loadedMiles: l.loadedMiles,
      emptyMiles,
      totalMiles: l.loadedMiles + emptyMiles,
      grossCents: l.grossAmount === undefined ? null : decimalToScaled(l.grossAmount, 2),
      typedPayCents: l.revenue === undefined ? null : decimalToScaled(l.revenue, 2),
      extras: { ...noExtras, ...l.extras },
      cancelled: l.tonu === true,
    };
  });
}

const cents = (dollars: string) => decimalToScaled(dollars, 2);

describe('pay worked out by hand (pay-examples.ts)', () => {
  it('has at least 30 cases', () => {
    expect(payExamples.length).toBeGreaterThanOrEqual(30);
  });

  it.each(payExamples.map((e) => [e.name, e] as const))('%s', (_, example) => {
    const stats = dashboardStats(
      loadsOf(example),
      settingsOf(example),
      new Date(example.now ?? exampleNow),
    );
    expect({ week: cents(stats.weeklyEarnings), month: cents(stats.monthlyEarnings) }).toEqual({
      week: example.weekCents,
      month: example.monthCents,
    });
  });
});

describe('dated earnings', () => {
  it('find the start of a week from any start day', () => {
    expect(weekStartOf('2026-11-25', 'monday')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-25', 'wednesday')).toBe('2026-11-25');
    expect(weekStartOf('2026-11-24', 'wednesday')).toBe('2026-11-18');
    expect(weekStartOf('2026-11-29', 'sunday')).toBe('2026-11-29');
    expect(weekStartOf('1969-12-31', 'monday')).toBe('1969-12-29');
  });

  it('need the deliveries of every bonus period a window starts in', () => {
    const base = settingsOf({ config: { payType: 'per_mile' } });
    const rule = (timePeriod: 'weekly' | 'monthly' | 'yearly') => ({
      ...base,
      bonusRules: [
        {
          bonusType: 'flat' as const,
          bonusAmountCents: 1,
          timePeriod,
          minMiles: 1,
          maxMiles: null,
        },
      ],
    });
    expect(earningsDataStart('2026-11-04', base)).toBe('2026-11-04');
    expect(earningsDataStart('2026-11-04', rule('weekly'))).toBe('2026-11-02');
    expect(earningsDataStart('2026-11-04', rule('monthly'))).toBe('2026-11-01');
    expect(earningsDataStart('2026-11-04', rule('yearly'))).toBe('2026-01-01');
    expect(earningsDataStart('2026-11-04', { ...base, fixedMonthlyBonusCents: 100 })).toBe(
      '2026-11-01',
    );
    // A window ending before Sat 14 Nov 2026 (its last day Fri 13th, weeks from Monday) needs the
    // rest of each bonus period holding that day: a bonus past its max is lost afterwards.
    expect(earningsDataEnd('2026-11-14', base)).toBe('2026-11-14');
    expect(earningsDataEnd('2026-11-14', rule('weekly'))).toBe('2026-11-16');
    expect(earningsDataEnd('2026-11-14', rule('monthly'))).toBe('2026-12-01');
    expect(earningsDataEnd('2026-12-14', rule('monthly'))).toBe('2027-01-01');
    expect(earningsDataEnd('2026-11-14', rule('yearly'))).toBe('2027-01-01');
    // A window ending with its period needs nothing after: 1 Dec ends November.
    expect(earningsDataEnd('2026-12-01', rule('monthly'))).toBe('2026-12-01');
  });

  it('date a bonus on the delivery that reaches it, so the month holds a week’s bonus', () => {
    // The measured defect: two deliveries this week, 2,140 mi, $150 weekly bonus at 2,000 mi.
    const example = payExamples.find((e) => e.name.startsWith('weekly $150 at 2,000'))!;
    const items = earningItems(loadsOf(example), settingsOf(example));
    const bonus = items.filter((i) => i.kind === 'bonus');
    expect(bonus).toEqual([
      expect.objectContaining({ day: '2026-11-24', cents: 150_00, loadId: 'load-1' }),
    ]);
    const week = earningsIn(items, { start: '2026-11-23', end: '2026-11-30' });
    const month = earningsIn(items, { start: '2026-11-01', end: '2026-12-01' });
    expect(month.cents).toBeGreaterThanOrEqual(week.cents);
    expect(month.bonusCents).toBe(150_00);
  });
});

const zones = ['UTC', 'America/Chicago', 'Pacific/Auckland', 'Asia/Kolkata'];
const dayMs = 86_400_000;
const from = Date.parse('2025-10-01T00:00:00Z');

const loadArb = fc.record({
  at: fc.integer({ min: 0, max: 500 * dayMs }),
  loadedMiles: fc.nat(3000),
  emptyMiles: fc.nat(300),
  gross: fc.option(fc.nat(900_000)),
  typed: fc.option(fc.nat(500_000), { freq: 4 }),
  cancelled: fc.nat(9).map((n) => n === 0),
  detention: fc.option(fc.nat(800)),
  stops: fc.nat(3),
});

const payArb = fc.record({
  payType: fc.constantFrom('percentage' as const, 'per_mile' as const),
  payPeriodStartDay: fc.constantFrom(...weekdays),
  tier1Rate: fc.integer({ min: 1, max: 9999 }).map((m) => (m / 1000).toFixed(3)),
  fixedMonthlyBonus: fc.nat(50_000).map((c) => (c / 100).toFixed(2)),
  detentionRate: fc.nat(5000).map((c) => (c / 100).toFixed(2)),
  stopRate: fc.nat(5000).map((c) => (c / 100).toFixed(2)),
  tonuPay: fc.nat(30_000).map((c) => (c / 100).toFixed(2)),
  emptyMileRate: fc.option(fc.nat(900).map((m) => (m / 1000).toFixed(3))),
});

const bonusArb = fc.record({
  bonusType: fc.constantFrom(...bonusTypes),
  bonusAmountCents: fc.integer({ min: 1, max: 1000 }),
  timePeriod: fc.constantFrom(...bonusTimePeriods),
  minMiles: fc.option(fc.nat(40_000)),
  maxMiles: fc.option(fc.nat(60_000)),
});

describe('earnings add up', () => {
  it('a month earns the sum of its days, and no window holding a week earns less', () => {
    fc.assert(
      fc.property(
        payArb,
        fc.array(bonusArb, { maxLength: 4 }),
        fc.array(loadArb, { maxLength: 60 }),
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 13 }),
        (config, bonusRules, drawn, timeZone, monthOffset) => {
          const base = settingsOf({ config, timeZone });
          const settings = { ...base, bonusRules };
          const loads: EarningsLoad[] = drawn.map((l, i) => ({
            id: `l${i}`,
            loadNumber: null,
            closedAt: new Date(from + l.at).toISOString(),
            loadedMiles: l.loadedMiles,
            emptyMiles: l.emptyMiles,
            totalMiles: l.loadedMiles + l.emptyMiles,
            grossCents: l.gross,
            typedPayCents: l.typed,
            extras: {
              ...noExtras,
              detentionHours: l.detention === null ? null : (l.detention / 100).toFixed(2),
              extraStops: l.stops,
            },
            cancelled: l.cancelled,
          }));
          const items = earningItems(loads, settings);
          const monthStart = addMonths('2025-10-01', monthOffset);
          const month = { start: monthStart, end: addMonths(monthStart, 1) };
          let days = 0;
          for (let d = month.start; d < month.end; d = addDays(d, 1))
            days += earningsIn(items, { start: d, end: addDays(d, 1) }).cents;
          expect(earningsIn(items, month).cents).toBe(days);

          const weekStart = weekStartOf(addDays(monthStart, 10), settings.payPeriodStartDay);
          const week = { start: weekStart, end: addDays(weekStart, 7) };
          const holding = { start: addDays(weekStart, -3), end: addDays(weekStart, 12) };
          expect(earningsIn(items, holding).cents).toBeGreaterThanOrEqual(
            earningsIn(items, week).cents,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
