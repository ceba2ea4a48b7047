/**
 * Earnings periods: "this week" starts on the driver's pay period start day and "this month" on
 * the 1st, both in the driver's time zone. Everything is compared as local calendar dates
 * (YYYY-MM-DD), so a load delivered at 11 pm Sunday in Chicago counts in Chicago's week.
 */
import { weekdays, type Weekday } from './companies.js';

export interface DateRange {
  /** First local date in the period, inclusive. */
  start: string;
  /** First local date after the period, exclusive. */
  end: string;
}

/** One formatter per time zone: building one costs far more than formatting with it. */
function zoneFormatter(locale: string, options: Intl.DateTimeFormatOptions) {
  const byZone = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string): Intl.DateTimeFormat => {
    let f = byZone.get(timeZone);
    if (!f) {
      f = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      byZone.set(timeZone, f);
    }
    return f;
  };
}

const formatter = zoneFormatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar date (YYYY-MM-DD) an instant falls on in a time zone. A bare date (a fill-up's day)
 * is already a calendar day and is returned as it is: read as an instant it would be UTC midnight,
 * the day before anywhere west of Greenwich.
 */
export function localDate(instant: Date | string, timeZone: string): string {
  if (typeof instant === 'string' && calendarDay.test(instant)) return instant;
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return formatter(timeZone).format(date);
}

const dayMs = 86_400_000;

/** Whole days since 1970-01-01 of a calendar date. */
export const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / dayMs;

export function addDays(day: string, n: number): string {
  return new Date((dayNumber(day) + n) * dayMs).toISOString().slice(0, 10);
}

/** The 1st of the month `n` months after the month of `day`. */
export function addMonths(day: string, n: number): string {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
}

/** Monday is 0 ... Sunday is 6, matching `weekdays`. */
function weekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export function weekRange(now: Date, startDay: Weekday, timeZone: string): DateRange {
  const today = localDate(now, timeZone);
  const back = (weekdayIndex(today) - weekdays.indexOf(startDay) + 7) % 7;
  const start = addDays(today, -back);
  return { start, end: addDays(start, 7) };
}

export function monthRange(now: Date, timeZone: string): DateRange {
  const today = localDate(now, timeZone);
  return { start: addMonths(today, 0), end: addMonths(today, 1) };
}

export function inRange(instant: string, range: DateRange, timeZone: string): boolean {
  const day = localDate(instant, timeZone);
  return day >= range.start && day < range.end;
}

/** Whether the local days from `first` to `last` (both instants, inclusive) touch the range. */
export function spanInRange(
  first: string,
  last: string,
  range: DateRange,
  timeZone: string,
): boolean {
  const from = localDate(first, timeZone);
  const to = localDate(last, timeZone);
  return from < range.end && (to > from ? to : from) >= range.start;
}

const hourMs = 3_600_000;

const clock = zoneFormatter('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far the zone's clock is ahead of UTC at an instant, in ms (Chicago in winter: -6 h). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = clock(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The first instant (epoch ms) whose local date in the zone is `day` or later: where a local day
 * begins. Local midnight is tried first (the offset read at UTC midnight, then at the guess, as a
 * DST change may lie between); each guess is checked against localDate itself, so the two always
 * agree. A zone whose clock skips midnight on that day falls back to bisection: every offset lies
 * within -12 h..+14 h, so the day begins between UTC midnight - 14 h and UTC midnight + 12 h.
 */
export function localDayStart(day: string, timeZone: string): number {
  const f = formatter(timeZone);
  const begins = (t: number) => f.format(t) >= day && f.format(t - 1) < day;
  const midnightUtc = dayNumber(day) * dayMs;
  const guess = midnightUtc - offsetAt(midnightUtc, timeZone);
  if (begins(guess)) return guess;
  const second = midnightUtc - offsetAt(guess, timeZone);
  if (begins(second)) return second;
  let before = midnightUtc - 15 * hourMs;
  let from = midnightUtc + 13 * hourMs;
  while (from - before > 1) {
    const mid = Math.floor((before + from) / 2);
    if (f.format(mid) >= day) from = mid;
    else before = mid;
  }
  return from;
}

/** A local date range as instants (epoch ms), `from` inclusive and `to` exclusive. */
export interface InstantRange {
  from: number;
  to: number;
}

export const instantRange = (range: DateRange, timeZone: string): InstantRange => ({
  from: localDayStart(range.start, timeZone),
  to: localDayStart(range.end, timeZone),
});
