/**
 * The earnings engine: the only place a driver's pay over time is worked out (docs/pay.md). The
 * dashboard, the chart, the breakdowns and the settlement check all read what it dates.
 *
 * Every cent of earnings is an item dated on one local day in the driver's time zone:
 * - a load's pay and each of its extras, on the day it was delivered (or cancelled with TONU);
 * - a bonus tier's bonus, on the delivery that reaches it. A tier's period is the driver's pay
 *   week (weekly), the calendar month (monthly) or year (yearly). Its miles are the period's
 *   delivered miles; it pays when they lie between its min (its trigger) and max miles, both
 *   inclusive and each optional. A flat bonus is dated on the delivery whose miles first reach the
 *   trigger; a per-mile bonus pays its rate for every mile of the period, dated with the
 *   delivery that reaches the trigger for the miles so far and with each later delivery for its
 *   own. A period that runs past the max pays nothing, so a ladder of bands pays one step.
 * - the pay config's fixed monthly bonus, on the month's first delivery.
 * So any window's earnings are the sum of its days': a month holds the weekly bonuses reached on
 * its days, and no window holding a week earns less than that week.
 *
 * A bonus needs every delivery of its period, also those before and after the window asked for:
 * earningsDataStart and earningsDataEnd say between which local days the loads must be read.
 */
import { bonusCents, type BonusRule, type BonusTimePeriod } from './bonus-tiers.js';
import type { Weekday } from './companies.js';
import { weekdays } from './companies.js';
import { extraLabels, groupThousands, type ExtraKind } from './extras.js';
import { loadPay, type PayableLoad, type PayLine, type PaySettings } from './pay.js';
import type { PeriodSettings } from './pay-periods.js';
import { addDays, dayNumber, localDate, type DateRange } from './periods.js';

/** A load as the engine reads it: what it pays, and when it closed. */
export interface EarningsLoad extends PayableLoad {
  id: string;
  loadNumber: string | null;
  /** When it was delivered, or cancelled with TONU pay: an ISO instant. */
  closedAt: string;
}

export interface EarningsSettings extends PeriodSettings {
  pay: PaySettings;
  fixedMonthlyBonusCents: number;
  bonusRules: readonly BonusRule[];
}

export type EarningKind = 'pay' | 'extra' | 'bonus' | 'monthlyBonus';

export interface EarningItem {
  /** The local date (YYYY-MM-DD) it is earned on. */
  day: string;
  kind: EarningKind;
  cents: number;
  /** Rests on an estimated gross (percentage pay of a load without one). */
  estimated: boolean;
  /** The load it comes from; for a bonus, the delivery that reached it. */
  loadId: string;
  extra?: ExtraKind;
  /** For a bonus: the tier's index in settings.bonusRules. */
  bonusRule?: number;
  /** For a bonus: its period's miles when it was reached. */
  reachedAtMiles?: number;
}

/** Monday is 0 ... Sunday is 6, as `weekdays`; 1970-01-01 was a Thursday. */
const weekdayOf = (day: string) => (((dayNumber(day) + 3) % 7) + 7) % 7;

/** The first day of the week (from `startDay`) holding `day`. */
export function weekStartOf(day: string, startDay: Weekday): string {
  return addDays(day, -((weekdayOf(day) - weekdays.indexOf(startDay) + 7) % 7));
}

/** The first day of a bonus period holding `day`. */
function periodStartOf(day: string, period: BonusTimePeriod, startDay: Weekday): string {
  if (period === 'weekly') return weekStartOf(day, startDay);
  if (period === 'monthly') return `${day.slice(0, 7)}-01`;
  return `${day.slice(0, 4)}-01-01`;
}

/** The first day after the bonus period holding `day`. */
function periodEndOf(day: string, period: BonusTimePeriod, startDay: Weekday): string {
  if (period === 'weekly') return addDays(weekStartOf(day, startDay), 7);
  const [year, month] = day.split('-').map(Number) as [number, number];
  if (period === 'monthly')
    return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return `${year + 1}-01-01`;
}

const bonusPeriodsOf = (settings: EarningsSettings): Set<BonusTimePeriod> => {
  const periods = new Set(settings.bonusRules.map((r) => r.timePeriod));
  if (settings.fixedMonthlyBonusCents > 0) periods.add('monthly');
  return periods;
};

/**
 * The first local day after the deliveries a window ending before `end` depends on: that day, or
 * the end of the latest bonus period holding the window's last day. A period that runs past a
 * tier's max pays nothing, so a week's bonus is known only once its month (or year) is read.
 */
export function earningsDataEnd(end: string, settings: EarningsSettings): string {
  const lastDay = addDays(end, -1);
  let after = end;
  for (const period of bonusPeriodsOf(settings)) {
    const until = periodEndOf(lastDay, period, settings.payPeriodStartDay);
    if (until > after) after = until;
  }
  return after;
}

/**
 * The first local day whose deliveries the windows starting on `firstDay` depend on: that day,
 * or the start of the earliest bonus period holding it.
 */
export function earningsDataStart(firstDay: string, settings: EarningsSettings): string {
  let start = firstDay;
  for (const period of bonusPeriodsOf(settings)) {
    const from = periodStartOf(firstDay, period, settings.payPeriodStartDay);
    if (from < start) start = from;
  }
  return start;
}

interface Delivery {
  load: EarningsLoad;
  day: string;
}

/** The delivered loads (not TONU) in time order, each with its local day. */
function deliveries(loads: Iterable<EarningsLoad>, timeZone: string): Delivery[] {
  const found: Delivery[] = [];
  for (const load of loads)
    if (!load.cancelled) found.push({ load, day: localDate(load.closedAt, timeZone) });
  return found.sort(
    (a, b) => a.load.closedAt.localeCompare(b.load.closedAt) || a.load.id.localeCompare(b.load.id),
  );
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return [...groups.values()];
}

/** One tier's items over one of its periods (see the header). */
function tierItems(rule: BonusRule, index: number, period: readonly Delivery[]): EarningItem[] {
  const total = period.reduce((sum, d) => sum + d.load.totalMiles, 0);
  if (bonusCents(rule, total) === 0) return [];
  const trigger = rule.minMiles ?? 0;
  const items: EarningItem[] = [];
  let miles = 0;
  for (const { load, day } of period) {
    miles += load.totalMiles;
    if (miles < trigger) continue;
    const first = items.length === 0;
    const cents =
      rule.bonusType === 'flat'
        ? rule.bonusAmountCents
        : rule.bonusAmountCents * (first ? miles : load.totalMiles);
    if (first || cents > 0)
      items.push({
        day,
        kind: 'bonus',
        cents,
        estimated: false,
        loadId: load.id,
        bonusRule: index,
        reachedAtMiles: miles,
      });
    if (rule.bonusType === 'flat') break;
  }
  return items;
}

function bonusItems(delivered: readonly Delivery[], settings: EarningsSettings): EarningItem[] {
  const items: EarningItem[] = [];
  settings.bonusRules.forEach((rule, index) => {
    const key = (d: Delivery) => periodStartOf(d.day, rule.timePeriod, settings.payPeriodStartDay);
    for (const period of groupBy(delivered, key)) items.push(...tierItems(rule, index, period));
  });
  if (settings.fixedMonthlyBonusCents > 0)
    for (const month of groupBy(delivered, (d) => d.day.slice(0, 7))) {
      const first = month[0]!;
      items.push({
        day: first.day,
        kind: 'monthlyBonus',
        cents: settings.fixedMonthlyBonusCents,
        estimated: false,
        loadId: first.load.id,
      });
    }
  return items;
}

/** The items of one load: its pay and each extra, on the day it closed. */
export function loadItems(load: EarningsLoad, settings: EarningsSettings): EarningItem[] {
  const day = localDate(load.closedAt, settings.timeZone);
  const pay = loadPay(load, settings.pay);
  const items: EarningItem[] = [];
  if (!load.cancelled)
    items.push({
      day,
      kind: 'pay',
      cents: pay.base.cents,
      estimated: pay.estimated,
      loadId: load.id,
    });
  for (const extra of pay.extras)
    items.push({
      day,
      kind: 'extra',
      cents: extra.cents,
      estimated: false,
      loadId: load.id,
      extra: extra.kind,
    });
  return items;
}

/**
 * Every dated item of these loads (delivered, or cancelled with TONU). The loads must hold every
 * delivery from earningsDataStart of the first window the items are summed over.
 */
export function earningItems(
  loads: readonly EarningsLoad[],
  settings: EarningsSettings,
): EarningItem[] {
  const items = loads.flatMap((load) => loadItems(load, settings));
  items.push(...bonusItems(deliveries(loads, settings.timeZone), settings));
  return items;
}

export interface WindowEarnings {
  cents: number;
  payCents: number;
  extrasCents: number;
  bonusCents: number;
  estimatedCents: number;
}

/** What the items dated in a window add up to. */
export function earningsIn(items: readonly EarningItem[], range: DateRange): WindowEarnings {
  const sum: WindowEarnings = {
    cents: 0,
    payCents: 0,
    extrasCents: 0,
    bonusCents: 0,
    estimatedCents: 0,
  };
  for (const item of items) {
    if (item.day < range.start || item.day >= range.end) continue;
    sum.cents += item.cents;
    if (item.kind === 'pay') sum.payCents += item.cents;
    else if (item.kind === 'extra') sum.extrasCents += item.cents;
    else sum.bonusCents += item.cents;
    if (item.estimated) sum.estimatedCents += item.cents;
  }
  return sum;
}

/** The items dated in a window, for its breakdown. */
export const itemsIn = (items: readonly EarningItem[], range: DateRange) =>
  items.filter((item) => item.day >= range.start && item.day < range.end);

const loadName = (load: EarningsLoad | undefined) =>
  load?.loadNumber ? `Load ${load.loadNumber}` : 'A load';

/** An item in the driver's words: "Load HB-1 · Detention", "Bonus reached at 2,100 mi (...)". */
export function earningItemLabel(item: EarningItem, load: EarningsLoad | undefined): string {
  if (item.kind === 'pay') return `${loadName(load)}${item.estimated ? ' (estimate)' : ''}`;
  if (item.kind === 'extra') return `${loadName(load)} · ${extraLabels[item.extra!]}`;
  if (item.kind === 'monthlyBonus') return `Fixed monthly bonus (with ${loadName(load)})`;
  return `Bonus reached at ${groupThousands(item.reachedAtMiles ?? 0)} mi (with ${loadName(load)})`;
}

/** How an item was reached: "75 % of $3,000.00 (what the load pays)", "3.50 h − 2.00 h free…". */
function itemWorking(item: EarningItem, load: EarningsLoad, pay: PaySettings): string {
  const figured = loadPay(load, pay);
  if (item.kind === 'pay') return figured.base.lines.map((l) => l.label).join(' + ');
  const extra = figured.extras.find((e) => e.kind === item.extra);
  return extra?.typed ? 'typed' : (extra?.basis ?? '');
}

/**
 * A window's earnings as lines, in the order they were earned, each with its working: what the
 * window's breakdown shows.
 */
export function windowPayLines(
  loads: readonly EarningsLoad[],
  settings: EarningsSettings,
  range: DateRange,
): PayLine[] {
  const byId = new Map(loads.map((l) => [l.id, l]));
  return itemsIn(earningItems(loads, settings), range)
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((item) => {
      const load = byId.get(item.loadId);
      const label = earningItemLabel(item, load);
      const working =
        load && (item.kind === 'pay' || item.kind === 'extra')
          ? itemWorking(item, load, settings.pay)
          : '';
      return { label: working ? `${label}: ${working}` : label, cents: item.cents };
    });
}
