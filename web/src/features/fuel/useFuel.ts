/** The screen's reads: straight from Dexie, so a fill-up shows the moment its transaction commits. */
import { loadForFillUp, type FuelEntry, type Load } from '@haulbook/sync-protocol';
import { useLiveQuery } from '../../data/useLiveQuery';
import { db } from '../../data/db';
import {
  readAverageMpg,
  readFuelScreen,
  readPreviousOdometer,
  type FuelScreen,
} from '../../data/fuelList';
import { useAuth } from '../../data/session/useAuth';
import { pendingForTable } from '../../data/sync/outbox';
import { deviceTimeZone } from '../../ui/format';
import { readWeekSettings } from '../../data/weekSettings';
import { asBlob } from '../../data/keptFile';

/** What /fuel shows of the `size` newest fill-ups not `hidden`; undefined until the first read. */
export function useFuelScreen(size: number, hidden: ReadonlySet<string>): FuelScreen | undefined {
  const { user } = useAuth();
  const account = user && { payPeriodStartDay: user.payPeriodStartDay, timeZone: user.timeZone };
  return useLiveQuery(
    () => readFuelScreen(db, size, readWeekSettings(db, account), hidden),
    [size, hidden, account?.payPeriodStartDay, account?.timeZone],
  );
}

/**
 * The average MPG the screen left to read on its own (a device with years of fill-ups), once the
 * screen is drawn; undefined while it is read or when it came with the screen.
 */
export function useAverageReadApart(
  screen: FuelScreen | undefined,
  hidden: ReadonlySet<string>,
): string | null | undefined {
  const needed = screen !== undefined && screen.figures.averageMPG === undefined;
  return useLiveQuery(
    async () => (needed ? readAverageMpg(db, hidden) : undefined),
    [needed, hidden],
  );
}

/**
 * The odometer of the fill-up before this one: the device's last fill-up for a new one, the one
 * logged before it for a fill-up being edited. Null when there is none, undefined while reading.
 */
export function useLastOdometer(editing?: FuelEntry): number | null | undefined {
  const editingId = editing?.id;
  return useLiveQuery(() => readPreviousOdometer(db, editingId), [editingId]);
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
        entries.flatMap((e) => (e.files?.[0] ? [[e.rowId, asBlob(e.files[0].blob)] as const] : [])),
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

/** The state or province of the newest fill-up that has one: the likeliest for the next. */
export function useLastJurisdiction(): string | null | undefined {
  return useLiveQuery(async () => {
    const newest = db.fuelEntries.orderBy('[date+odometer]').reverse();
    return (await newest.filter((e) => !!e.jurisdiction).first())?.jurisdiction ?? null;
  }, []);
}
