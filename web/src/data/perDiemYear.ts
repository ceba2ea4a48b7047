/**
 * The year's per diem on the device, offline: sync-protocol's perDiemYear (the function GET
 * /api/per-diem calls) over the loads, the corrections and the daily rate in Profile.
 */
import {
  perDiemRateOf,
  perDiemYear,
  tripDays,
  tripLoadOf,
  tripLoadsPickedUp,
  type PerDiemStatus,
  type PerDiemYear,
} from '@haulbook/sync-protocol';
import type { HaulbookDb } from './db';

export interface DevicePerDiem {
  year: PerDiemYear;
  /** What the loads alone say of each day (before the driver's corrections). */
  fromLoads: Map<string, PerDiemStatus>;
}

/** The year's per diem from what this device holds. */
export async function devicePerDiem(
  db: HaulbookDb,
  year: number,
  timeZone: string,
): Promise<DevicePerDiem> {
  const picked = tripLoadsPickedUp(year);
  const [records, corrections, prefs] = await Promise.all([
    db.loads
      .where('pickupDate')
      .between(picked.from, picked.to)
      .filter((l) => l.status === 'picked_up' || l.status === 'delivered')
      .toArray(),
    db.perDiemDays
      .where('date')
      .between(`${year}-01-01`, `${year + 1}-01-01`)
      .toArray(),
    db.userPreferences.toCollection().first(),
  ]);
  const now = new Date();
  const loads = records.map((l) => tripLoadOf(l, now));
  return {
    year: perDiemYear({ year, rate: perDiemRateOf(prefs), timeZone, loads, corrections }),
    fromLoads: tripDays(loads, timeZone),
  };
}
