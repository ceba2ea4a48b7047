/**
 * The Fuel Tracker's reads (/fuel), and a load's fuel: a window of the newest fill-ups from the
 * [date+odometer] index, this week's fill-ups from the date index, a load's from assignedLoadId.
 * None reads every fill-up on the device but the average MPG, which needs every diesel fill-up:
 * past a few years of them it is read on its own, so the list never waits for it. The screen and
 * the bench (bench/browser/device.ts) both read through here.
 */
import {
  addDays,
  averageMpg,
  lastFillUp,
  loadFuel,
  newestFillUpFirst,
  weekFuel,
  weekRange,
  type FuelEntry,
  type FuelStats,
  type LoadFuel,
  type WeekSettings,
  type WeekFuel,
} from '@haulbook/sync-protocol';
import type { HaulbookDb } from './db';

/** How many more fill-ups each step of the list shows, as many as loads (loadWindowStep). */
export const fuelWindowStep = 30;

/**
 * The list's order: newest first as the server lists them (newestFillUpFirst), and at the same day
 * and reading (diesel and DEF at one stop) the one logged first, as the list always showed them.
 */
const listOrder = (a: FuelEntry, b: FuelEntry) =>
  newestFillUpFirst(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export interface FuelWindow {
  /** The first `size` fill-ups the list shows, in its order. */
  entries: FuelEntry[];
  /** Whether the list holds more than these. */
  more: boolean;
}

/** The `size` newest fill-ups, without those `hidden` (deleted on screen, Undo still open). */
async function readFuelWindow(
  db: HaulbookDb,
  size: number,
  hidden: ReadonlySet<string>,
): Promise<FuelWindow> {
  const shown = (entry: FuelEntry) => !hidden.has(entry.id);
  const newest = await db.fuelEntries
    .orderBy('[date+odometer]')
    .reverse()
    .filter(shown)
    .limit(size + 1)
    .toArray();
  // The index lists fill-ups at the same day and reading the last logged first: the ones read
  // last may have partners at that reading not read yet, which the list shows before them.
  const last = newest.at(-1);
  const partners = last
    ? await db.fuelEntries
        .where('[date+odometer]')
        .equals([last.date, last.odometer])
        .filter(shown)
        .toArray()
    : [];
  const byId = new Map([...newest, ...partners].map((entry) => [entry.id, entry]));
  const listed = [...byId.values()].sort(listOrder);
  return { entries: listed.slice(0, size), more: listed.length > size };
}

/**
 * This pay week's figures, from the fill-ups dated in it. A fill-up's day can be a timestamp a day
 * off in the driver's zone: the read takes a day either side, and weekFuel keeps the week.
 */
async function readWeekFuel(
  db: HaulbookDb,
  now: Date,
  settingsOnTheirWay: Promise<WeekSettings>,
  hidden: ReadonlySet<string>,
): Promise<WeekFuel> {
  const settings = await settingsOnTheirWay;
  const week = weekRange(now, settings.payPeriodStartDay, settings.timeZone);
  const dated = await db.fuelEntries
    .where('date')
    .between(addDays(week.start, -1), addDays(week.end, 1))
    .toArray();
  return weekFuel(
    dated.filter((entry) => !hidden.has(entry.id)),
    week,
    settings.timeZone,
  );
}

/** Average MPG: every diesel fill-up on the device, but those `hidden`. */
export async function readAverageMpg(
  db: HaulbookDb,
  hidden: ReadonlySet<string>,
): Promise<string | null> {
  const diesel = await db.fuelEntries.where('fuelType').equals('diesel').toArray();
  return averageMpg(diesel.filter((entry) => !hidden.has(entry.id)));
}

/**
 * Up to this many diesel fill-ups (years of them) the average is read with the list, so it shows
 * with the cards; past it, the screen reads it on its own once the cards are drawn.
 */
export const averageReadWithList = 2_000;

export interface FuelScreen {
  shown: FuelWindow;
  /** The figures; averageMPG undefined when there are too many fill-ups to read it with the list. */
  figures: Omit<FuelStats, 'averageMPG'> & { averageMPG: string | null | undefined };
}

/**
 * What /fuel shows, read together so the list and the figures always agree. `settings` may still
 * be on its way (data/weekSettings.ts): the list is read meanwhile.
 */
export async function readFuelScreen(
  db: HaulbookDb,
  size: number,
  settings: WeekSettings | Promise<WeekSettings>,
  hidden: ReadonlySet<string>,
): Promise<FuelScreen> {
  const [shown, week, diesel] = await Promise.all([
    readFuelWindow(db, size, hidden),
    readWeekFuel(db, new Date(), Promise.resolve(settings), hidden),
    db.fuelEntries.where('fuelType').equals('diesel').count(),
  ]);
  const averageMPG = diesel <= averageReadWithList ? await readAverageMpg(db, hidden) : undefined;
  return { shown, figures: { ...week, averageMPG, ...lastFillUp(shown.entries[0]) } };
}

/** The fuel bought for one load, from the fill-ups linked to it. */
export async function readLoadFuel(db: HaulbookDb, loadId: string): Promise<LoadFuel> {
  return loadFuel(loadId, await db.fuelEntries.where('assignedLoadId').equals(loadId).toArray());
}

/**
 * The odometer of the fill-up the list shows after `editingId`'s (the newest one for a new
 * fill-up), for the odometer check: null when there is none.
 */
export async function readPreviousOdometer(
  db: HaulbookDb,
  editingId?: string,
): Promise<number | null> {
  const editing = editingId === undefined ? undefined : await db.fuelEntries.get(editingId);
  if (!editing) return (await db.fuelEntries.orderBy('[date+odometer]').last())?.odometer ?? null;
  const reading = [editing.date, editing.odometer];
  const laterPartner = await db.fuelEntries
    .where('[date+odometer]')
    .equals(reading)
    .filter((entry) => entry.id > editing.id)
    .count();
  if (laterPartner > 0) return editing.odometer;
  const below = await db.fuelEntries.where('[date+odometer]').below(reading).last();
  return below?.odometer ?? null;
}
