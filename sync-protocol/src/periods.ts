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

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

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

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
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
  const start = `${today.slice(0, 7)}-01`;
  const next = new Date(`${start}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { start, end: next.toISOString().slice(0, 10) };
}

export function inRange(instant: string, range: DateRange, timeZone: string): boolean {
  const day = localDate(instant, timeZone);
  return day >= range.start && day < range.end;
}
