/** The screen's reads: straight from Dexie, so a fill-up shows the moment its transaction commits. */
import {
  fuelStats,
  loadForFillUp,
  newestFillUpFirst,
  type FuelEntry,
  type FuelStats,
  type Load,
} from '@haulbook/sync-protocol';
import { useLiveQuery } from '../../data/useLiveQuery';
import { useMemo } from 'react';
import { db } from '../../data/db';
import { useAuth } from '../../data/session/useAuth';
import { pendingForTable } from '../../data/sync/outbox';
import { deviceTimeZone } from '../../ui/format';

/** Latest date first, then highest odometer: the order the server lists fill-ups in. */
export const newestFirst = (entries: FuelEntry[]) => entries.sort(newestFillUpFirst);

/** Every fill-up on the device, newest first; undefined until the first read. */
export function useFuelEntries(): FuelEntry[] | undefined {
  return useLiveQuery(async () => newestFirst(await db.fuelEntries.toArray()), []);
}

/**
 * The odometer of the fill-up before this one: the device's last fill-up for a new one, the one
 * logged before it for a fill-up being edited. Null when there is none, undefined while reading.
 */
export function useLastOdometer(editing?: FuelEntry): number | null | undefined {
  return useLiveQuery(async () => {
    const entries = newestFirst(await db.fuelEntries.toArray());
    const at = editing ? entries.findIndex((e) => e.id === editing.id) : -1;
    return entries[at + 1]?.odometer ?? null;
  }, [editing]);
}

/** The cards and This Week by Fuel Type, in the driver's pay week and time zone. */
export function useFuelStats(entries: readonly FuelEntry[]): FuelStats {
  const { user } = useAuth();
  const payPeriodStartDay = user?.payPeriodStartDay ?? 'monday';
  const timeZone = user?.timeZone ?? deviceTimeZone();
  return useMemo(
    () => fuelStats(entries, new Date(), { payPeriodStartDay, timeZone }),
    [entries, payPeriodStartDay, timeZone],
  );
}

export interface QueuedFuel {
  /** Fill-ups the outbox still holds for the server. */
  waiting: ReadonlySet<string>;
  /** Of those, the receipt photos still on their way, by fill-up. */
  receipts: ReadonlyMap<string, Blob>;
}

const nothingQueued: QueuedFuel = { waiting: new Set(), receipts: new Map() };

/** One read of the outbox for the whole list, rather than one per card. */
export function useQueuedFuel(): QueuedFuel {
  const queued = useLiveQuery(async () => {
    const entries = await pendingForTable(db, 'fuelEntries').toArray();
    return {
      waiting: new Set(entries.map((e) => e.rowId)),
      receipts: new Map(
        entries.flatMap((e) => (e.files?.[0] ? [[e.rowId, e.files[0].blob] as const] : [])),
      ),
    };
  }, []);
  return queued ?? nothingQueued;
}

/** The picked-up load a fill-up of `date` would go with, as the data layer will link it. */
export function useLoadForFillUp(date: string | undefined): Load | undefined {
  return useLiveQuery(async () => {
    const onTheRoad = await db.loads.where('status').equals('picked_up').toArray();
    return date ? loadForFillUp(onTheRoad, date, deviceTimeZone()) : undefined;
  }, [date]);
}
