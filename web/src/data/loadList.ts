/**
 * The loads list's reads (/loads): a window of the newest loads from an index, the filter counts
 * as indexed counts, and the loads the counters can count from the status and date indexes. None
 * reads the whole table, so a device holding 50,000 loads opens the list as fast as one holding
 * 500 (bench/open.bench.ts). Only a search reads further, newest first, and only as far as it
 * takes to fill the window. The load on the road is pinned on top: it is the one a driver opens
 * all day. The screen and the bench both read through here.
 */
import {
  instantRange,
  loadStatsDays,
  loadStats,
  type Load,
  type LoadStats,
  type LoadStatus,
  type WeekSettings,
} from '@haulbook/sync-protocol';
import Dexie, { type Collection } from 'dexie';
import { loadsDeliveredIn } from './dashboard';
import type { HaulbookDb } from './db';

export const loadFilters = ['all', 'picked_up', 'pending', 'delivered'] as const;
export type LoadFilter = (typeof loadFilters)[number];

/**
 * How many more cards each step of the list shows: a month of loads at a load a day. Each card
 * drawn costs the first paint: 50 took /loads to ~260 ms with this machine busy, 20 to ~170 ms.
 */
export const loadWindowStep = 30;

/** Lower case, accents and extra spaces dropped: "San José " finds "san jose". */
const folded = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Whether the driver's search words are all in the load's number or its cities. */
export function matchesSearch(load: Load, query: string): boolean {
  const words = folded(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = folded(`${load.loadNumber ?? ''} ${load.pickupCity} ${load.deliveryCity}`);
  return words.every((word) => haystack.includes(word));
}

/** The loads of one status, newest pickup first (equal pickups: the later id first). */
const newestWith = (db: HaulbookDb, status: LoadStatus): Collection<Load, string> =>
  db.loads
    .where('[status+pickupDate]')
    .between([status, Dexie.minKey], [status, Dexie.maxKey])
    .reverse();

/** What the filter lists below the pinned loads, newest pickup first. */
const newestListed = (db: HaulbookDb, filter: LoadFilter): Collection<Load, string> =>
  filter === 'all'
    ? db.loads
        .orderBy('pickupDate')
        .reverse()
        .filter((load) => load.status !== 'picked_up')
    : newestWith(db, filter);

export interface LoadWindow {
  /** The first `size` loads the list shows, in its order. */
  loads: Load[];
  /** Whether the list holds more than these. */
  more: boolean;
}

/** The first `size` loads of the list for this filter and search, the ones on the road first. */
async function readLoadWindow(
  db: HaulbookDb,
  filter: LoadFilter,
  query: string,
  size: number,
): Promise<LoadWindow> {
  const searched = (loads: Collection<Load, string>) =>
    folded(query) === '' ? loads : loads.filter((load) => matchesSearch(load, query));
  const pinned =
    filter === 'all' ? await searched(newestWith(db, 'picked_up')).toArray() : ([] as Load[]);
  const rest = await searched(newestListed(db, filter))
    .limit(Math.max(0, size + 1 - pinned.length))
    .toArray();
  const listed = [...pinned, ...rest];
  return { loads: listed.slice(0, size), more: listed.length > size };
}

/** How many loads each filter lists, for the filter's labels: counted on the status index. */
async function readLoadCounts(db: HaulbookDb): Promise<Record<LoadFilter, number>> {
  const withStatus = (status: LoadStatus) => db.loads.where('status').equals(status).count();
  const [all, picked_up, pending, delivered] = await Promise.all([
    db.loads.count(),
    withStatus('picked_up'),
    withStatus('pending'),
    withStatus('delivered'),
  ]);
  return { all, picked_up, pending, delivered };
}

/**
 * The loads the counters can count: those on the road, and those delivered in this pay week or
 * this month (loadStatsDays) from the two delivery date indexes. loadStats does the counting.
 */
async function readCountedLoads(
  db: HaulbookDb,
  now: Date,
  week: Promise<WeekSettings>,
): Promise<Load[]> {
  const settings = await week;
  const days = instantRange(loadStatsDays(now, settings), settings.timeZone);
  const iso = (ms: number) => new Date(ms).toISOString();
  const [onTheRoad, delivered] = await Promise.all([
    db.loads.where('status').equals('picked_up').toArray(),
    loadsDeliveredIn(db, { from: iso(days.from), to: iso(days.to) }),
  ]);
  return [...onTheRoad, ...delivered];
}

export interface LoadsScreen {
  stats: LoadStats;
  counts: Record<LoadFilter, number>;
  shown: LoadWindow;
}

/**
 * Everything /loads shows, read together so the counters, the filter counts and the cards always
 * agree: a load just delivered leaves Active in all three at once.
 */
/** `settings` may still be on its way (data/weekSettings.ts): the list is read meanwhile. */
export async function readLoadsScreen(
  db: HaulbookDb,
  list: { filter: LoadFilter; query: string; size: number },
  settings: WeekSettings | Promise<WeekSettings>,
): Promise<LoadsScreen> {
  const now = new Date();
  const week = Promise.resolve(settings);
  const [counted, counts, shown, resolved] = await Promise.all([
    readCountedLoads(db, now, week),
    readLoadCounts(db),
    readLoadWindow(db, list.filter, list.query, list.size),
    week,
  ]);
  return { stats: loadStats(counted, now, resolved), counts, shown };
}
