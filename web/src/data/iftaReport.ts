/**
 * The quarter's IFTA return on the device, offline: sync-protocol's iftaReport (the function GET
 * /api/ifta/report calls) over the fill-ups, segments and rates this device holds.
 */
import { addDays, iftaReport, quarterRange, type IftaReport } from '@haulbook/sync-protocol';
import Dexie from 'dexie';
import type { HaulbookDb } from './db';

/** The quarter's segments, by day. */
export function quarterSegments(db: HaulbookDb, quarter: string) {
  const { start, end } = quarterRange(quarter);
  return db.jurisdictionSegments.where('date').between(start, end, true, false).sortBy('date');
}

/**
 * The quarter's return from what this device holds: its fill-ups read through the day index
 * (a day either side, for dates with a time), its segments and its rates.
 */
export async function deviceIftaReport(
  db: HaulbookDb,
  quarter: string,
  timeZone: string,
): Promise<IftaReport> {
  const { start, end } = quarterRange(quarter);
  const [fillUps, segments, rates] = await Promise.all([
    db.fuelEntries
      .where('[date+odometer]')
      .between([addDays(start, -1), Dexie.minKey], [addDays(end, 1), Dexie.maxKey])
      .toArray(),
    quarterSegments(db, quarter),
    db.iftaRates.where('quarter').equals(quarter).sortBy('updatedAt'),
  ]);
  return iftaReport({ quarter, timeZone, fillUps, segments, rates });
}
