/**
 * Profit on the device (docs/product.md §10): a window's loads read from the closed loads' months
 * (closedLoads.ts: a month as one record), its fill-ups and expenses through their indexes, and
 * profitFor, the function GET /api/profit calls, so the phone and the server agree to the cent
 * and the screen works offline.
 */
import {
  addDays,
  deliveredAt,
  earningsDataEnd,
  earningsDataStart,
  earningsLoadOf,
  localDayStart,
  profitFor,
  type DateRange,
  type EarningsSettings,
  type IncomeBasis,
  type Profit,
} from '@haulbook/sync-protocol';
import Dexie from 'dexie';
import { closedLoadsAround } from './closedLoads';
import type { HaulbookDb } from './db';

/** The loads that closed from `from` to `to` (ISO instants, `to` left out). */
async function loadsClosedIn(db: HaulbookDb, from: string, to: string) {
  const [start, end] = [Date.parse(from), Date.parse(to)];
  return (await closedLoadsAround(db.closedLoads, from, to)).filter((load) => {
    const at = Date.parse(deliveredAt(load));
    return at >= start && at < end;
  });
}

/** Everything the windows need, read once for the span from the first window's start to the last's end. */
async function windowData(db: HaulbookDb, span: DateRange, settings: EarningsSettings) {
  const instant = (day: string) => new Date(localDayStart(day, settings.timeZone)).toISOString();
  const [loads, fillUps, expenses] = await Promise.all([
    loadsClosedIn(
      db,
      instant(earningsDataStart(span.start, settings)),
      instant(earningsDataEnd(span.end, settings)),
    ),
    db.fuelEntries
      .where('[date+odometer]')
      .between([addDays(span.start, -1), Dexie.minKey], [addDays(span.end, 1), Dexie.maxKey])
      .toArray(),
    db.expenses.where('date').between(span.start, span.end, true, false).toArray(),
  ]);
  return { loads: loads.map(earningsLoadOf), fillUps, expenses };
}

/** The profit of each window, oldest first; the windows follow each other. */
export async function deviceProfits(
  db: HaulbookDb,
  windows: readonly DateRange[],
  settings: EarningsSettings,
  basis: IncomeBasis,
): Promise<Profit[]> {
  if (windows.length === 0) return [];
  const span = { start: windows[0]!.start, end: windows[windows.length - 1]!.end };
  const data = await windowData(db, span, settings);
  return windows.map((range) => profitFor({ range, basis, settings, ...data }));
}
