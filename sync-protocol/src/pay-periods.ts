/**
 * Pay periods (docs/product.md §3 pay_configs), counted in local dates of the driver's time zone, so a DST
 * change or a driver in another zone moves no load into the wrong period:
 * - weekly: 7 days from the pay period start day;
 * - biweekly: 14 days from the start day, in alternate weeks. The anchor is the Unix epoch: a week
 *   is numbered floor(days from 1970-01-01 to its first day / 7), and a fortnight starts on a week
 *   whose number has the parity of payWeekStart (0 even, 1 odd). payWeekStartFor turns "my current
 *   period started on this date" into that number;
 * - monthly: calendar months (the start day plays no part).
 */
import type { PayPeriod, Weekday } from './companies.js';
import {
  addDays,
  addMonths,
  dayNumber,
  instantRange,
  monthRange,
  weekRange,
  type DateRange,
  type InstantRange,
} from './periods.js';

export const payWeekStarts = [0, 1] as const;
export type PayWeekStart = (typeof payWeekStarts)[number];

export interface PeriodSettings {
  payPeriod: PayPeriod;
  payPeriodStartDay: Weekday;
  /** Biweekly only: which alternate weeks begin a fortnight (see the header). */
  payWeekStart: number;
  /** IANA time zone the driver's days are counted in. */
  timeZone: string;
}

const weekNumber = (weekStart: string) => Math.floor(dayNumber(weekStart) / 7);

/** The payWeekStart that makes a fortnight begin on the week (from `startDay`) holding `day`. */
export function payWeekStartFor(day: string, startDay: Weekday): PayWeekStart {
  const start = weekRange(new Date(`${day}T12:00:00Z`), startDay, 'UTC').start;
  return weekNumber(start) % 2 === 0 ? 0 : 1;
}

/** The pay period holding `now`, as local dates. */
export function payPeriodRange(now: Date, settings: PeriodSettings): DateRange {
  if (settings.payPeriod === 'monthly') return monthRange(now, settings.timeZone);
  const week = weekRange(now, settings.payPeriodStartDay, settings.timeZone);
  if (settings.payPeriod === 'weekly') return week;
  const offWeek = (weekNumber(week.start) - settings.payWeekStart) % 2 !== 0;
  const start = offWeek ? addDays(week.start, -7) : week.start;
  return { start, end: addDays(start, 14) };
}

/** The period right before `period`. */
function previousPeriod(period: DateRange, payPeriod: PayPeriod): DateRange {
  if (payPeriod === 'monthly') return { start: addMonths(period.start, -1), end: period.start };
  return { start: addDays(period.start, payPeriod === 'weekly' ? -7 : -14), end: period.start };
}

/** The last `count` pay periods, oldest first and the current one last; each ends where the next begins. */
export function recentPayPeriods(now: Date, settings: PeriodSettings, count: number): DateRange[] {
  const periods = [payPeriodRange(now, settings)];
  while (periods.length < count) {
    periods.unshift(previousPeriod(periods[0]!, settings.payPeriod));
  }
  return periods;
}

/** The dashboard's chart covers this many pay periods. */
export const chartPayPeriods = 12;

/** The dashboard's periods, each as local dates and as instants. */
export interface DashboardPeriods {
  week: DateRange;
  month: DateRange;
  payPeriods: DateRange[];
  instants: { week: InstantRange; month: InstantRange; payPeriods: InstantRange[] };
  /** Every delivery the dashboard counts falls in [from, to). */
  window: InstantRange;
}

export function dashboardPeriods(now: Date, settings: PeriodSettings): DashboardPeriods {
  const { timeZone } = settings;
  const week = weekRange(now, settings.payPeriodStartDay, timeZone);
  const month = monthRange(now, timeZone);
  const payPeriods = recentPayPeriods(now, settings, chartPayPeriods);
  const instants = {
    week: instantRange(week, timeZone),
    month: instantRange(month, timeZone),
    payPeriods: payPeriods.map((p) => instantRange(p, timeZone)),
  };
  const all = [instants.week, instants.month, ...instants.payPeriods];
  const window = {
    from: Math.min(...all.map((r) => r.from)),
    to: Math.max(...all.map((r) => r.to)),
  };
  return { week, month, payPeriods, instants, window };
}

/**
 * The deliveries the dashboard needs, as ISO instants, so the server can fetch only
 * `delivery_date >= from AND delivery_date < to` through an index (stored dates are written by
 * toISOString, whose text sorts in time order) instead of reading every load.
 */
export function dashboardWindow(now: Date, settings: PeriodSettings): { from: string; to: string } {
  const { window } = dashboardPeriods(now, settings);
  return { from: new Date(window.from).toISOString(), to: new Date(window.to).toISOString() };
}
