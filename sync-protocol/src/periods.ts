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

const hourMs = 3_600_000;
const dayMs = 86_400_000;

/**
 * The zone's wall clock read in parts (never as printed text: engines print the same locale
 * differently, WebKit's system ICU giving en-CA as "11/26/2026"). Null where the engine cannot
 * name the zone, as one built without time-zone data can name only UTC.
 */
function partsFormatter(timeZone: string): Intl.DateTimeFormat | null {
  try {
    return new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

export const isValidTimeZone = (timeZone: string): boolean => partsFormatter(timeZone) !== null;

/** How far a clock is ahead of UTC at an instant (epoch ms), in ms: Chicago in winter, -6 h. */
type Offset = (instant: number) => number;

function formatterOffset(f: Intl.DateTimeFormat): Offset {
  return (instant) => {
    const wall = [0, 0, 0, 0, 0, 0];
    for (const part of f.formatToParts(instant)) {
      const at = wallParts.indexOf(part.type);
      if (at >= 0) wall[at] = Number(part.value);
    }
    const [year, month, day, hour, minute, second] = wall as [number, ...number[]];
    // Some engines write midnight as hour 24 even in a 23-hour cycle.
    const local = Date.UTC(year, month! - 1, day, hour! % 24, minute, second);
    return local - (instant - (((instant % 1000) + 1000) % 1000));
  };
}

const wallParts: Intl.DateTimeFormatPartTypes[] = [
  'year',
  'month',
  'day',
  'hour',
  'minute',
  'second',
];

/** Date's own local time, which follows the device's zone with no time-zone data in Intl. */
const deviceOffset: Offset = (instant) => -new Date(instant).getTimezoneOffset() * 60_000;

/** Spans an offset is remembered for, longest first; at most this many of each per zone. */
const spans = [dayMs, hourMs];
const remembered = 50_000;

/**
 * An offset remembered per UTC day, or per hour on a day the clocks change: reading a zone's clock
 * costs microseconds and localDate runs for every load on every count. A span whose offset is the
 * same at its first and last millisecond is taken to keep it throughout, which holds while no zone
 * changes its clocks twice within an hour (none does); a span where it differs is read per instant.
 */
function remembering(offset: Offset): Offset {
  const known = spans.map(() => new Map<number, number>());
  return (instant) => {
    for (let i = 0; i < spans.length; i++) {
      const size = spans[i]!;
      const key = Math.floor(instant / size);
      const byKey = known[i]!;
      let found = byKey.get(key);
      if (found === undefined) {
        const first = offset(key * size);
        found = first === offset(key * size + size - 1) ? first : Number.NaN;
        if (byKey.size >= remembered) byKey.clear();
        byKey.set(key, found);
      }
      if (!Number.isNaN(found)) return found;
    }
    return offset(instant);
  };
}

const offsets = new Map<string, Offset>();

/**
 * The zone's clock. A zone the engine cannot name (an engine that knows only UTC) is counted on
 * the device's own clock: the zone a driver's phone is set to is, nearly always, where they drive.
 * The server validates every zone it stores (isValidTimeZone), so it never falls back.
 */
function offsetIn(timeZone: string): Offset {
  let offset = offsets.get(timeZone);
  if (!offset) {
    const f = partsFormatter(timeZone);
    offset = f ? remembering(formatterOffset(f)) : deviceOffset;
    offsets.set(timeZone, offset);
  }
  return offset;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

const dayTexts = new Map<number, string>();

/** The calendar date (YYYY-MM-DD) of a day number, built from its parts. */
function dayText(n: number): string {
  let text = dayTexts.get(n);
  if (text === undefined) {
    if (!Number.isFinite(n)) throw new RangeError('Not a calendar date');
    const d = new Date(n * dayMs);
    text = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`;
    if (dayTexts.size >= remembered) dayTexts.clear();
    dayTexts.set(n, text);
  }
  return text;
}

/** Whole days since 1970-01-01 of a calendar date. */
export function dayNumber(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date) / dayMs;
}

/** The local day number an instant falls on in a zone. */
const localDayNumber = (instant: number, timeZone: string) =>
  Math.floor((instant + offsetIn(timeZone)(instant)) / dayMs);

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar date (YYYY-MM-DD) an instant falls on in a time zone. A bare date (a fill-up's day)
 * is already a calendar day and is returned as it is: read as an instant it would be UTC midnight,
 * the day before anywhere west of Greenwich.
 */
export function localDate(instant: Date | string, timeZone: string): string {
  if (typeof instant === 'string' && calendarDay.test(instant)) return instant;
  const t = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(t)) throw new RangeError(`Not a date: ${String(instant)}`);
  return dayText(localDayNumber(t, timeZone));
}

export const addDays = (day: string, n: number): string => dayText(dayNumber(day) + n);

/** The 1st of the month `n` months after the month of `day`. */
export function addMonths(day: string, n: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const months = year * 12 + month - 1 + n;
  return dayText(Date.UTC(Math.floor(months / 12), months % 12, 1) / dayMs);
}

/** Monday is 0 ... Sunday is 6, matching `weekdays`: 1970-01-01 was a Thursday. */
const weekdayIndex = (day: string): number => (((dayNumber(day) + 3) % 7) + 7) % 7;

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

/**
 * The first instant (epoch ms) whose local date in the zone is `day` or later: where a local day
 * begins. Local midnight is tried first (the offset read at UTC midnight, then at the guess, as a
 * DST change may lie between); each guess is checked against the local day itself. A zone whose
 * clock skips midnight on that day falls back to bisection: every offset lies within -12 h..+14 h,
 * so the day begins between UTC midnight - 14 h and UTC midnight + 12 h.
 */
export function localDayStart(day: string, timeZone: string): number {
  const target = dayNumber(day);
  const offset = offsetIn(timeZone);
  const reached = (t: number) => localDayNumber(t, timeZone) >= target;
  const begins = (t: number) => reached(t) && !reached(t - 1);
  const midnightUtc = target * dayMs;
  const guess = midnightUtc - offset(midnightUtc);
  if (begins(guess)) return guess;
  const second = midnightUtc - offset(guess);
  if (begins(second)) return second;
  let before = midnightUtc - 15 * hourMs;
  let from = midnightUtc + 13 * hourMs;
  while (from - before > 1) {
    const mid = Math.floor((before + from) / 2);
    if (reached(mid)) from = mid;
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
