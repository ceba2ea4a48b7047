/** IFTA's reads, straight from Dexie, so the quarter's return is there offline. */
import { decimalToScaled, quarterOf, quarterRange, type Load } from '@haulbook/sync-protocol';
import { db } from '../../data/db';
import { deviceIftaReport, quarterSegments } from '../../data/iftaReport';
import { useLiveQuery } from '../../data/useLiveQuery';
import { useAuth } from '../../data/session/useAuth';
import { driverTimeZone } from '../../data/weekSettings';
import { today } from '../fuel/fuelFormat';

export const currentQuarter = () => quarterOf(today());

/** The quarter's return, computed again whenever a fill-up, a segment or a rate changes. */
/** The driver's saved time zone (not the phone's), as the server counts their days. */
export function useDriverTimeZone(): string | undefined {
  const saved = useAuth().user?.timeZone;
  return useLiveQuery(() => driverTimeZone(db, { timeZone: saved }), [saved]);
}

export function useIftaReport(quarter: string) {
  const timeZone = useDriverTimeZone();
  return useLiveQuery(
    async () => (timeZone ? deviceIftaReport(db, quarter, timeZone) : undefined),
    [quarter, timeZone],
  );
}

export const useQuarterSegments = (quarter: string) =>
  useLiveQuery(() => quarterSegments(db, quarter), [quarter]);

export const useQuarterRates = (quarter: string) =>
  useLiveQuery(
    () => db.iftaRates.where('quarter').equals(quarter).sortBy('jurisdiction'),
    [quarter],
  );

/** The quarter's tolls by state, for the return's toll-road notes; a toll with no state is '—'. */
export const useQuarterTolls = (quarter: string) =>
  useLiveQuery(async () => {
    const { start, end } = quarterRange(quarter);
    const tolls = await db.expenses
      .where('date')
      .between(start, end, true, false)
      .filter((e) => e.category === 'tolls')
      .toArray();
    const cents = new Map<string, number>();
    for (const toll of tolls) {
      const state = toll.jurisdiction ?? '—';
      cents.set(state, (cents.get(state) ?? 0) + decimalToScaled(toll.amount, 2));
    }
    return [...cents].sort(([a], [b]) => (a < b ? -1 : 1));
  }, [quarter]);

/** The load on the road now (picked up), whose route suggests the next state. */
export const useActiveLoad = () =>
  useLiveQuery(
    async (): Promise<Load | null> =>
      (await db.loads
        .where('[status+pickupDate]')
        .between(['picked_up', ''], ['picked_up', '\uffff'])
        .last()) ?? null,
    [],
  );

/** Loads of the last few weeks, newest first, to split miles for. */
export const useRecentLoads = () =>
  useLiveQuery(() => db.loads.orderBy('pickupDate').reverse().limit(30).toArray(), []);
