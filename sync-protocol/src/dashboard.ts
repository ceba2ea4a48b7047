/**
 * The dashboard's earnings (docs/product.md §2 Dashboard, §3 Dashboard stats). GET /api/dashboard/stats and
 * the offline dashboard call dashboardStats with the same records, so they agree to the cent.
 * - Earnings are the earnings engine's dated items (earnings.ts) summed over each window: the
 *   driver's week (from the pay period start day), the calendar month and the last 12 pay
 *   periods, all in the driver's time zone. A bonus counts in every window holding the day of the
 *   delivery that reached it, so the month never earns less than a week inside it.
 * - Every load's pay is computed from the pay settings as they now stand unless the driver typed
 *   it, so the figures follow a pay change at once; the breakdown says how much is estimated.
 * - Miles and load counts are the delivered loads of the window; never estimated.
 * - Only loads closed inside dashboardDataWindow count, so the server may pass just those.
 */
import * as z from 'zod/mini';
import { bonusRuleOf, type BonusTier } from './bonus-tiers.js';
import { decimalToScaled, dollarsToCents, scaledToDecimal } from './decimal.js';
import {
  earningItems,
  earningsDataStart,
  earningsIn,
  type EarningItem,
  type EarningsLoad,
  type EarningsSettings,
} from './earnings.js';
import { deliveredAt, extrasOf, type Load } from './loads.js';
import { paySettingsOf, type PayConfig, type TierRecordRate } from './pay-config.js';
import { dashboardPeriods } from './pay-periods.js';
import { localDate, localDayStart, type DateRange } from './periods.js';
import { deferred } from './deferred.js';

/** A load record as the earnings engine reads it (earnings.ts). */
export function earningsLoadOf(
  load: Pick<
    Load,
    | 'id'
    | 'loadNumber'
    | 'status'
    | 'deliveryDate'
    | 'totalMiles'
    | 'loadedMiles'
    | 'emptyMiles'
    | 'revenue'
  > &
    Partial<Pick<Load, 'actualDeliveryDate' | 'grossAmount' | 'revenueEstimated' | 'extras'>>,
): EarningsLoad {
  const typed = load.revenue !== null && load.revenueEstimated !== true;
  return {
    id: load.id,
    loadNumber: load.loadNumber,
    closedAt: deliveredAt(load),
    totalMiles: load.totalMiles,
    loadedMiles: load.loadedMiles,
    emptyMiles: load.emptyMiles,
    grossCents: load.grossAmount == null ? null : dollarsToCents(load.grossAmount),
    typedPayCents: typed ? dollarsToCents(load.revenue!) : null,
    extras: extrasOf(load),
    cancelled: load.status === 'cancelled',
  };
}

/** Loads that earn: delivered, or cancelled with TONU pay. */
export const earnsPay = (load: Pick<Load, 'status'>) =>
  load.status === 'delivered' || load.status === 'cancelled';

export type DashboardSettings = EarningsSettings;

/** The earnings settings from the records both sides hold. */
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

/** What a card's earnings are made of: pay + extras + bonus = the card's earnings. */
export const earningsBreakdownSchema = deferred(() =>
  z.object({
    pay: z.string(),
    extras: z.string(),
    bonus: z.string(),
    /** The part resting on estimated grosses. */
    estimated: z.string(),
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

/** GET /api/dashboard/stats: docs/product.md §3's six figures, dollars as exact text ("1234.56"). */
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

const dollars = (cents: number) => scaledToDecimal(cents, 2);

/**
 * The instants the dashboard reads loads between (closed at or after `from`, before `to`): its
 * windows, and before them the rest of every bonus period they start in (earningsDataStart).
 */
export function dashboardDataWindow(now: Date, settings: DashboardSettings) {
  const periods = dashboardPeriods(now, settings);
  const first = [periods.week.start, periods.month.start, periods.payPeriods[0]!.start].sort()[0]!;
  const start = earningsDataStart(first, settings);
  const from = Math.min(periods.window.from, localDayStart(start, settings.timeZone));
  return { from: new Date(from).toISOString(), to: new Date(periods.window.to).toISOString() };
}

interface Tally {
  miles: number;
  loads: number;
  estimatedLoads: number;
}

/** The delivered loads of a window: their miles and count (docs/product.md §3). */
function tally(
  loads: readonly EarningsLoad[],
  items: readonly EarningItem[],
  range: DateRange,
  timeZone: string,
): Tally {
  const estimated = new Set(
    items.filter((i) => i.kind === 'pay' && i.estimated).map((i) => i.loadId),
  );
  const counted: Tally = { miles: 0, loads: 0, estimatedLoads: 0 };
  for (const load of loads) {
    if (load.cancelled) continue;
    const day = localDate(load.closedAt, timeZone);
    if (day < range.start || day >= range.end) continue;
    counted.miles += load.totalMiles;
    counted.loads += 1;
    if (estimated.has(load.id)) counted.estimatedLoads += 1;
  }
  return counted;
}

function windowStats(
  loads: readonly EarningsLoad[],
  items: readonly EarningItem[],
  range: DateRange,
  timeZone: string,
) {
  const sum = earningsIn(items, range);
  const counted = tally(loads, items, range, timeZone);
  return {
    earnings: dollars(sum.cents),
    miles: counted.miles,
    loads: counted.loads,
    breakdown: {
      pay: dollars(sum.payCents),
      extras: dollars(sum.extrasCents),
      bonus: dollars(sum.bonusCents),
      estimated: dollars(sum.estimatedCents),
      estimatedLoads: counted.estimatedLoads,
    },
  };
}

/** The loads inside the data window, the only ones that count (see the header). */
function inDataWindow(loads: Iterable<EarningsLoad>, window: { from: string; to: string }) {
  const from = Date.parse(window.from);
  const to = Date.parse(window.to);
  const kept: EarningsLoad[] = [];
  for (const load of loads) {
    const at = Date.parse(load.closedAt);
    if (at >= from && at < to) kept.push(load);
  }
  return kept;
}

/** The dashboard's cards and chart at `now` (see the header). */
export function dashboardStats(
  loads: Iterable<EarningsLoad>,
  settings: DashboardSettings,
  now: Date,
): DashboardStats {
  const periods = dashboardPeriods(now, settings);
  const counted = inDataWindow(loads, dashboardDataWindow(now, settings));
  const items = earningItems(counted, settings);
  const { timeZone } = settings;
  const week = windowStats(counted, items, periods.week, timeZone);
  const month = windowStats(counted, items, periods.month, timeZone);
  return {
    weeklyEarnings: week.earnings,
    weeklyMiles: week.miles,
    weeklyLoads: week.loads,
    monthlyEarnings: month.earnings,
    monthlyMiles: month.miles,
    monthlyLoads: month.loads,
    breakdown: { weekly: week.breakdown, monthly: month.breakdown },
    payPeriods: periods.payPeriods.map((range) => {
      const period = windowStats(counted, items, range, timeZone);
      return {
        ...range,
        earnings: period.earnings,
        estimated: period.breakdown.estimated,
        miles: period.miles,
        loads: period.loads,
        estimatedLoads: period.breakdown.estimatedLoads,
      };
    }),
  };
}
