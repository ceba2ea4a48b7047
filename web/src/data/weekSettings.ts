/**
 * The driver's week as this device holds it: the pay config's start day and the preferences' time
 * zone, kept in Dexie by the sync and by the driver's own changes (offline too), read by every
 * screen that counts a week (Dashboard, Loads, Fuel). Until the first pull brings those rows, the
 * account as GET /api/auth/me last answered stands in: the server resolved it by the same rule
 * (sync-protocol weekSettingsOf), so the two sides never count different weeks.
 */
import { weekSettingsOf, type WeekSettings } from '@haulbook/sync-protocol';
import type { HaulbookDb } from './db';

export async function readWeekSettings(
  db: HaulbookDb,
  account: Partial<WeekSettings> | null,
): Promise<WeekSettings> {
  const [config, preferences] = await Promise.all([
    db.payConfigs.toCollection().first(),
    db.userPreferences.toCollection().first(),
  ]);
  return weekSettingsOf({
    payPeriodStartDay: config?.payPeriodStartDay ?? account?.payPeriodStartDay,
    timeZone: preferences?.timeZone ?? account?.timeZone,
  });
}

/**
 * The driver's time zone as the server counts their days (IFTA's quarter, per diem's days): the
 * saved one, never the phone's own, so a driver away from home sees the figures the server gives.
 */
export async function driverTimeZone(
  db: HaulbookDb,
  account: Partial<WeekSettings> | null,
): Promise<string> {
  return (await readWeekSettings(db, account)).timeZone;
}
