/**
 * Per diem (docs/product.md §10): the days a driver is away from home, and what they are worth at
 * the daily rate the driver sets (default $80, the IRS's rate for transportation workers in the
 * continental US from October 2024; it changes, so the screen says to check it each year).
 *
 * Days away come from the loads: a trip runs from a load's pickup day to its delivery day, and a
 * load picked up within two days of the last delivery continues the trip (a reset on the road, not
 * a trip home). The first and last day of a trip are partial days, claimed at 75 %; the days
 * between are full days. A trip begun and ended on one day was no night away and counts nothing.
 * The driver corrects any day with one tap (full, partial or home), which wins over the loads.
 */
import { deliveredAt, pickedUpAt, type CountedLoad } from './loads.js';
import { addDays, dayNumber, localDate } from './periods.js';
import type { PerDiemDay, PerDiemStatus } from './per-diem-records.js';

/** Partial days are claimed at three quarters of the rate. */
const partialShare = { numerator: 3, denominator: 4 };
/** A load picked up this many days after the last delivery, or fewer, continues the trip. */
export const tripGapDays = 2;

/** A load as per diem reads it: when it was picked up and delivered (ISO dates or instants). */
export interface TripLoad {
  pickedUpAt: string;
  deliveredAt: string;
}

/**
 * Which loads can make a year's trips: those picked up from November before the year to a few days
 * into the next (a trip crosses New Year's; one longer than two months is taken to start in November).
 */
export const tripLoadsPickedUp = (year: number) => ({
  from: `${year - 1}-11-01`,
  to: `${year + 1}-01-05`,
});

/**
 * A load as a trip: a load still on the road counts to today, whether its scheduled delivery is
 * still ahead or already past (running late).
 */
export function tripLoadOf(load: CountedLoad, now: Date): TripLoad {
  const onTheRoad = load.status === 'picked_up';
  return {
    pickedUpAt: pickedUpAt(load),
    deliveredAt: onTheRoad ? now.toISOString() : deliveredAt(load),
  };
}

export interface DayAway {
  date: string;
  status: Exclude<PerDiemStatus, 'home'>;
  /** The driver set it; otherwise it comes from the loads. */
  corrected: boolean;
}

export interface PerDiemYear {
  year: number;
  rate: number;
  /** Dollars a partial day is worth: 75 % of the rate, to the cent (as `total` counts it). */
  partialRate: number;
  fullDays: number;
  partialDays: number;
  /** Dollars: full days at the rate, partial days at 75 % of it (each to the cent). */
  total: number;
  days: DayAway[];
}

/** Each day of the trips the loads make, as the loads alone say. */
export function tripDays(loads: readonly TripLoad[], timeZone: string): Map<string, PerDiemStatus> {
  const spans = loads
    .map((l) => ({
      start: localDate(l.pickedUpAt, timeZone),
      end: localDate(l.deliveredAt, timeZone),
    }))
    .filter((s) => s.end >= s.start)
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const trips: { start: string; end: string }[] = [];
  for (const span of spans) {
    const last = trips[trips.length - 1];
    if (last && dayNumber(span.start) - dayNumber(last.end) <= tripGapDays) {
      if (span.end > last.end) last.end = span.end;
    } else trips.push({ ...span });
  }
  const days = new Map<string, PerDiemStatus>();
  for (const trip of trips) {
    if (trip.start === trip.end) continue;
    for (let day = trip.start; day <= trip.end; day = addDays(day, 1))
      days.set(day, day === trip.start || day === trip.end ? 'partial' : 'full');
  }
  return days;
}

export interface PerDiemInput {
  year: number;
  /** Dollars a day, as text: "80.00". */
  rate: string;
  timeZone: string;
  loads: readonly TripLoad[];
  corrections: readonly Pick<PerDiemDay, 'date' | 'status' | 'updatedAt'>[];
}

/** The year's days away, the driver's corrections over the loads', and what they are worth. */
export function perDiemYear(input: PerDiemInput): PerDiemYear {
  const days = tripDays(input.loads, input.timeZone);
  const latest = [...input.corrections].sort((a, b) => (a.updatedAt < b.updatedAt ? -1 : 1));
  const corrected = new Set<string>();
  for (const c of latest) {
    days.set(c.date, c.status);
    corrected.add(c.date);
  }
  const prefix = `${input.year}-`;
  const away: DayAway[] = [...days]
    .filter(([date, status]) => date.startsWith(prefix) && status !== 'home')
    .map(([date, status]) => ({
      date,
      status: status as DayAway['status'],
      corrected: corrected.has(date),
    }))
    .sort((a, b) => (a.date < b.date ? -1 : 1));
  const rateCents = Math.round(Number(input.rate) * 100);
  const partialCents = Math.round((rateCents * partialShare.numerator) / partialShare.denominator);
  const fullDays = away.filter((d) => d.status === 'full').length;
  const partialDays = away.length - fullDays;
  return {
    year: input.year,
    rate: rateCents / 100,
    partialRate: partialCents / 100,
    fullDays,
    partialDays,
    total: (fullDays * rateCents + partialDays * partialCents) / 100,
    days: away,
  };
}
