/**
 * The dashboard's earnings (SPEC §2 Dashboard, §3 Dashboard stats). GET /api/dashboard/stats and
 * the offline dashboard call dashboardStats with the same records, so they agree to the cent.
 * - Earnings count delivered loads by delivery date (payment basis delivery): the driver's week
 *   (from the pay period start day), the calendar month and the last 12 pay periods, all counted
 *   in the driver's time zone.
 * - A load's pay is the revenue the driver entered. A load without one is estimated from the
 *   current pay structure every time (pay.ts), never read from an estimate stored earlier, so the
 *   figures follow a pay change at once; the breakdown says how much of each figure is estimated.
 *   Miles and load counts are never estimated.
 * - The two cards add the bonuses earned so far: weekly bonus tiers on the week's miles, monthly
 *   ones and the fixed monthly bonus on the month's. The chart shows load pay per pay period only,
 *   since bonus periods need not match pay periods; yearly bonuses are in neither.
 * - Only deliveries inside dashboardWindow count, so the server may pass just those loads.
 */
import * as z from 'zod/mini';
import { bonusRuleOf, periodBonusCents, type BonusRule, type BonusTier } from './bonus-tiers.js';
import { decimalToScaled, dollarsToCents, scaledToDecimal } from './decimal.js';
import { deliveredAt, type LoadStatus } from './loads.js';
import { paySettingsOf, type PayConfig, type TierRecordRate } from './pay-config.js';
import { dashboardPeriods, type PeriodSettings } from './pay-periods.js';
import { revenueEstimator, type PaySettings } from './pay.js';
import type { InstantRange } from './periods.js';
import { deferred } from './deferred.js';

/** What the dashboard needs of a load. */
export interface EarningsLoad {
  status: LoadStatus;
  /**
   * When it was delivered, an ISO instant: the time the driver tapped Delivered, or the scheduled
   * delivery where no tap was kept (deliveredAt), as the Loads counters count it.
   */
  deliveryDate: string;
  totalMiles: number;
  /** The revenue stored with the load, in cents: the driver's figure or an estimate; null if none. */
  revenueCents: number | null;
  /** True when revenueCents is an estimate rather than the driver's figure. */
  revenueEstimated: boolean;
}

/** A load record as EarningsLoad; a record without the estimate flag counts its revenue as entered. */
export const earningsLoadOf = (load: {
  status: LoadStatus;
  deliveryDate: string;
  actualDeliveryDate?: string | null;
  totalMiles: number;
  revenue: number | null;
  revenueEstimated?: boolean;
}): EarningsLoad => ({
  status: load.status,
  deliveryDate: deliveredAt(load),
  totalMiles: load.totalMiles,
  revenueCents: load.revenue === null ? null : dollarsToCents(load.revenue),
  revenueEstimated: load.revenueEstimated ?? false,
});

type Estimator = (miles: number) => number;
type PricedLoad = Pick<EarningsLoad, 'totalMiles' | 'revenueCents' | 'revenueEstimated'>;

function earningsWith(load: PricedLoad, estimate: Estimator) {
  const estimated = load.revenueEstimated || load.revenueCents === null;
  return { cents: estimated ? estimate(load.totalMiles) : load.revenueCents!, estimated };
}

/** What a load pays the driver, and whether that is an estimate (for its card and details). */
export const loadEarnings = (load: PricedLoad, pay: PaySettings) =>
  earningsWith(load, revenueEstimator(pay));

/**
 * Re-estimation after a pay change: the new figure of every estimated load whose stored estimate
 * differs (or is missing). Loads with revenue the driver entered never change.
 */
export function reestimatedRevenues<T extends PricedLoad & { id: string }>(
  loads: Iterable<T>,
  pay: PaySettings,
): { id: string; revenueCents: number }[] {
  const estimate = revenueEstimator(pay);
  const changed: { id: string; revenueCents: number }[] = [];
  for (const load of loads) {
    const { cents, estimated } = earningsWith(load, estimate);
    if (estimated && cents !== load.revenueCents)
      changed.push({ id: load.id, revenueCents: cents });
  }
  return changed;
}

export interface DashboardSettings extends PeriodSettings {
  pay: PaySettings;
  fixedMonthlyBonusCents: number;
  bonusRules: readonly BonusRule[];
}

/** The dashboard's settings from the records both sides hold. */
export function dashboardSettingsOf(
  config: PayConfig,
  tiers: readonly TierRecordRate[],
  bonusTiers: readonly BonusTier[],
  timeZone: string,
): DashboardSettings {
  return {
    payPeriod: config.payPeriod,
    payPeriodStartDay: config.payPeriodStartDay,
    payWeekStart: config.payWeekStart,
    timeZone,
    pay: paySettingsOf(config, tiers),
    fixedMonthlyBonusCents: decimalToScaled(config.fixedMonthlyBonus, 2),
    bonusRules: bonusTiers.map(bonusRuleOf),
  };
}

/** How much of a card's earnings is what: entered + estimated + bonus = the card's earnings. */
export const earningsBreakdownSchema = deferred(() =>
  z.object({
    entered: z.string(),
    estimated: z.string(),
    bonus: z.string(),
    /** Delivered loads whose pay is an estimate. */
    estimatedLoads: z.number(),
  }),
);
export type EarningsBreakdown = z.infer<typeof earningsBreakdownSchema>;

/** One bar of the chart: a pay period as local dates, `end` exclusive. */
export const payPeriodEarningsSchema = deferred(() =>
  z.object({
    start: z.string(),
    end: z.string(),
    earnings: z.string(),
    estimated: z.string(),
    miles: z.number(),
    loads: z.number(),
    estimatedLoads: z.number(),
  }),
);
export type PayPeriodEarnings = z.infer<typeof payPeriodEarningsSchema>;

/** GET /api/dashboard/stats: SPEC §3's six figures, dollars as exact text ("1234.56"). */
export const dashboardStatsSchema = deferred(() =>
  z.object({
    weeklyEarnings: z.string(),
    weeklyMiles: z.number(),
    weeklyLoads: z.number(),
    monthlyEarnings: z.string(),
    monthlyMiles: z.number(),
    monthlyLoads: z.number(),
    breakdown: z.object({ weekly: earningsBreakdownSchema, monthly: earningsBreakdownSchema }),
    /** The last 12 pay periods, oldest first. */
    payPeriods: z.array(payPeriodEarningsSchema),
  }),
);
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

interface Tally {
  enteredCents: number;
  estimatedCents: number;
  miles: number;
  loads: number;
  estimatedLoads: number;
}

const emptyTally = (): Tally => ({
  enteredCents: 0,
  estimatedCents: 0,
  miles: 0,
  loads: 0,
  estimatedLoads: 0,
});

function count(tally: Tally, group: DeliveryGroup, cents: number) {
  tally.miles += group.miles;
  tally.loads += group.loads;
  if (group.estimatedMiles !== null) {
    tally.estimatedCents += cents;
    tally.estimatedLoads += group.loads;
  } else tally.enteredCents += cents;
}

/**
 * Delivered loads that the stats cannot tell apart: they fall in the same week, month and pay
 * period, and are paid alike (entered revenue, or estimated from the same miles). The server
 * builds these with one GROUP BY (dashboard.repository.ts), the device from its loads
 * (deliveryGroups); both then call statsFromGroups, so the figures are the same to the cent
 * without the server reading every load.
 */
export interface DeliveryGroup {
  inWeek: boolean;
  inMonth: boolean;
  /** Index in the dashboard's pay periods, -1 for none. */
  period: number;
  /** Each load's total miles when their pay is estimated; null when the revenue was entered. */
  estimatedMiles: number | null;
  loads: number;
  /** Sum of the loads' total miles. */
  miles: number;
  /** Sum of the entered revenue, in cents (0 for an estimated group). */
  enteredCents: number;
}

/** An instant range as ISO text, which compares in time order as plain strings. */
interface IsoRange {
  from: string;
  to: string;
}

const isoRange = (range: InstantRange): IsoRange => ({
  from: new Date(range.from).toISOString(),
  to: new Date(range.to).toISOString(),
});

const within = (t: string, range: IsoRange) => t >= range.from && t < range.to;

const canonicalIso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * A delivery date as toISOString writes it (as stored), so thousands of them compare as strings
 * without parsing; any other ISO form is normalised first, and an invalid one gives null.
 */
function isoInstant(date: string): string | null {
  if (canonicalIso.test(date)) return date;
  const t = Date.parse(date);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

/** The pay period an instant falls in, by bisection over their starts; -1 when in none. */
function periodIndex(ranges: readonly IsoRange[], t: string): number {
  if (ranges.length === 0 || t < ranges[0]!.from || t >= ranges[ranges.length - 1]!.to) return -1;
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (ranges[mid]!.from <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const dollars = (cents: number) => scaledToDecimal(cents, 2);

function breakdown(tally: Tally, bonusCents: number): EarningsBreakdown {
  return {
    entered: dollars(tally.enteredCents),
    estimated: dollars(tally.estimatedCents),
    bonus: dollars(bonusCents),
    estimatedLoads: tally.estimatedLoads,
  };
}

/** The instants the stats compare delivery dates with, as ISO text (see isoInstant). */
export function dashboardBounds(settings: DashboardSettings, now: Date) {
  const periods = dashboardPeriods(now, settings);
  return {
    periods,
    window: isoRange(periods.window),
    week: isoRange(periods.instants.week),
    month: isoRange(periods.instants.month),
    payPeriods: periods.instants.payPeriods.map(isoRange),
  };
}
export type DashboardBounds = ReturnType<typeof dashboardBounds>;

/** The device's side of the server's GROUP BY: its delivered loads as DeliveryGroups. */
export function deliveryGroups(
  loads: Iterable<EarningsLoad>,
  bounds: DashboardBounds,
): DeliveryGroup[] {
  const groups = new Map<string, DeliveryGroup>();
  for (const load of loads) {
    if (load.status !== 'delivered') continue;
    const t = isoInstant(load.deliveryDate);
    if (t === null || !within(t, bounds.window)) continue;
    const inWeek = within(t, bounds.week);
    const inMonth = within(t, bounds.month);
    const period = periodIndex(bounds.payPeriods, t);
    const estimated = load.revenueEstimated || load.revenueCents === null;
    const estimatedMiles = estimated ? load.totalMiles : null;
    const key = `${+inWeek}${+inMonth}${period}:${estimatedMiles ?? ''}`;
    let group = groups.get(key);
    if (!group) {
      group = { inWeek, inMonth, period, estimatedMiles, loads: 0, miles: 0, enteredCents: 0 };
      groups.set(key, group);
    }
    group.loads += 1;
    group.miles += load.totalMiles;
    if (!estimated) group.enteredCents += load.revenueCents!;
  }
  return [...groups.values()];
}

/** The dashboard's cards and chart from its delivery groups (see the header). */
export function statsFromGroups(
  groups: Iterable<DeliveryGroup>,
  settings: DashboardSettings,
  bounds: DashboardBounds,
): DashboardStats {
  const estimate = revenueEstimator(settings.pay);
  const week = emptyTally();
  const month = emptyTally();
  const series = bounds.periods.payPeriods.map(emptyTally);
  for (const group of groups) {
    const cents =
      group.estimatedMiles === null
        ? group.enteredCents
        : estimate(group.estimatedMiles) * group.loads;
    if (group.inWeek) count(week, group, cents);
    if (group.inMonth) count(month, group, cents);
    if (group.period >= 0) count(series[group.period]!, group, cents);
  }
  const weekBonus = periodBonusCents(settings.bonusRules, 'weekly', week.miles);
  const monthBonus =
    periodBonusCents(settings.bonusRules, 'monthly', month.miles) + settings.fixedMonthlyBonusCents;
  return {
    weeklyEarnings: dollars(week.enteredCents + week.estimatedCents + weekBonus),
    weeklyMiles: week.miles,
    weeklyLoads: week.loads,
    monthlyEarnings: dollars(month.enteredCents + month.estimatedCents + monthBonus),
    monthlyMiles: month.miles,
    monthlyLoads: month.loads,
    breakdown: { weekly: breakdown(week, weekBonus), monthly: breakdown(month, monthBonus) },
    payPeriods: bounds.periods.payPeriods.map((range, i) => {
      const tally = series[i]!;
      return {
        ...range,
        earnings: dollars(tally.enteredCents + tally.estimatedCents),
        estimated: dollars(tally.estimatedCents),
        miles: tally.miles,
        loads: tally.loads,
        estimatedLoads: tally.estimatedLoads,
      };
    }),
  };
}

/** The dashboard's cards and chart at `now` (see the header). */
export function dashboardStats(
  loads: Iterable<EarningsLoad>,
  settings: DashboardSettings,
  now: Date,
): DashboardStats {
  const bounds = dashboardBounds(settings, now);
  return statsFromGroups(deliveryGroups(loads, bounds), settings, bounds);
}
