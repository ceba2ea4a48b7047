/** The screen's reads: straight from Dexie, so a write shows the moment its transaction commits. */
import { loadStats, type Load, type LoadStats } from '@haulbook/sync-protocol';
import { useLiveQuery } from '../../data/useLiveQuery';
import { useMemo } from 'react';
import { db } from '../../data/db';
import { useAuth } from '../../data/session/useAuth';
import { pendingFor, pendingRowIds } from '../../data/sync/outbox';
import { deviceTimeZone } from '../../ui/format';

/** Every load on the device, newest pickup first; undefined until the first read. */
export function useLoads(): Load[] | undefined {
  return useLiveQuery(() => db.loads.orderBy('pickupDate').reverse().toArray(), []);
}

/** The four counters, in the driver's pay week and time zone. */
export function useLoadStats(loads: readonly Load[]): LoadStats {
  const { user } = useAuth();
  const payPeriodStartDay = user?.payPeriodStartDay ?? 'monday';
  const timeZone = user?.timeZone ?? deviceTimeZone();
  return useMemo(
    () => loadStats(loads, new Date(), { payPeriodStartDay, timeZone }),
    [loads, payPeriodStartDay, timeZone],
  );
}

const noneWaiting: ReadonlySet<string> = new Set();

/** The loads whose changes the server has not taken yet, read once for the whole list. */
export function useLoadsWaitingToSync(): ReadonlySet<string> {
  return useLiveQuery(() => pendingRowIds(db, 'loads'), []) ?? noneWaiting;
}

/** True while the outbox still holds a change to this load that the server has not taken. */
export function useWaitingToSync(loadId: string): boolean {
  const count = useLiveQuery(() => pendingFor(db, 'loads', loadId).count(), [loadId]);
  return (count ?? 0) > 0;
}
