/** The tracker's reads, straight from Dexie: items with where they stand, costs, the odometer. */
import {
  currentOdometer,
  dueStatus,
  type DueStatus,
  type MaintenanceCost,
  type MaintenanceItem,
} from '@haulbook/sync-protocol';
import { useLiveQuery } from '../../data/useLiveQuery';
import { useCallback, useSyncExternalStore } from 'react';
import { db } from '../../data/db';
import { today } from '../fuel/fuelFormat';

/**
 * A reading the driver typed in (no fill-up since the last service): kept on this device only, so
 * it never outranks a later fill-up's reading, which syncs.
 */
const enteredKey = 'haulbook.enteredOdometer';
const enteredListeners = new Set<() => void>();

function readEntered(): number | null {
  const value = Number(localStorage.getItem(enteredKey));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function enterOdometer(reading: number): void {
  localStorage.setItem(enteredKey, String(reading));
  for (const listener of enteredListeners) listener();
}

function useEnteredOdometer(): number | null {
  return useSyncExternalStore(
    useCallback((listener: () => void) => {
      enteredListeners.add(listener);
      return () => enteredListeners.delete(listener);
    }, []),
    readEntered,
  );
}

/** The truck's reading now: the highest fill-up odometer, or what the driver entered if higher. */
export function useCurrentOdometer(): number | null | undefined {
  const entered = useEnteredOdometer();
  const highest = useLiveQuery(
    async () => (await db.fuelEntries.orderBy('odometer').last())?.odometer ?? null,
    [],
  );
  if (highest === undefined) return undefined;
  return currentOdometer([highest, entered]);
}

export interface TrackedItem {
  item: MaintenanceItem;
  status: DueStatus;
}

const attention: Record<DueStatus['state'], number> = { overdue: 0, dueSoon: 1, unknown: 2, ok: 3 };

/** Service items with where each stands, the most urgent first. */
export function useTrackedItems(): TrackedItem[] | undefined {
  const items = useLiveQuery(() => db.maintenanceItems.toArray(), []);
  const odometer = useCurrentOdometer();
  if (items === undefined || odometer === undefined) return undefined;
  const day = today();
  return items
    .map((item) => ({ item, status: dueStatus(item, odometer, day) }))
    .sort(
      (a, b) =>
        attention[a.status.state] - attention[b.status.state] ||
        a.item.name.localeCompare(b.item.name),
    );
}

/** Costs, newest first. */
export function useCosts(): MaintenanceCost[] | undefined {
  return useLiveQuery(() => db.maintenanceCosts.orderBy('date').reverse().toArray(), []);
}
