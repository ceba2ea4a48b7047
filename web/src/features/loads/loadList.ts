/**
 * The order, filter and search of the loads list. It works on the rows Dexie already holds, so it
 * is instant and works offline. The load on the road is pinned on top: it is the one a driver
 * opens all day.
 */
import type { Load } from '@haulbook/sync-protocol';

export const loadFilters = ['all', 'picked_up', 'pending', 'delivered'] as const;
export type LoadFilter = (typeof loadFilters)[number];

/** Active (picked up) first, then by pickup date, newest first. */
export function byPinnedThenPickup(a: Load, b: Load): number {
  const pinned = Number(b.status === 'picked_up') - Number(a.status === 'picked_up');
  if (pinned !== 0) return pinned;
  return b.pickupDate < a.pickupDate ? -1 : b.pickupDate > a.pickupDate ? 1 : 0;
}

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

export function arrangeLoads(loads: readonly Load[], filter: LoadFilter, query: string): Load[] {
  return loads
    .filter((load) => filter === 'all' || load.status === filter)
    .filter((load) => matchesSearch(load, query))
    .sort(byPinnedThenPickup);
}

/** How many loads each filter would show, for the filter's labels. */
export function countByStatus(loads: readonly Load[]): Record<LoadFilter, number> {
  const counts: Record<LoadFilter, number> = {
    all: loads.length,
    picked_up: 0,
    pending: 0,
    delivered: 0,
  };
  for (const load of loads) if (load.status !== 'cancelled') counts[load.status]++;
  return counts;
}
