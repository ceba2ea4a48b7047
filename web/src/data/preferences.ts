/**
 * The driver's preferences (docs/product.md §3 user_preferences): one synced row, changed on the device at
 * once and queued as POST /api/preferences. Screens read them with usePreferences(); until the
 * first pull brings the row, the interface defaults of docs/product.md §3 apply (notifications off, miles).
 */
import {
  incomeBasisOf,
  interfaceDefaults,
  perDiemRateOf,
  type DistanceUnit,
  type Preferences,
  type UpdatePreferences,
} from '@haulbook/sync-protocol';
import { useLiveQuery } from './useLiveQuery';
import { db as appDb, type HaulbookDb } from './db';
import { useAuth } from './session/useAuth';
import { queueChange } from './sync/outbox';
import { deviceTimeZone } from '../ui/format';

export interface ShownPreferences {
  pushNotifications: boolean;
  distanceUnit: DistanceUnit;
}

/** Whether this browser lets Haulbook show notifications at all. */
export const notificationsGranted = () =>
  typeof Notification !== 'undefined' && Notification.permission === 'granted';

/**
 * What the screens show: the stored row, or docs/product.md §3's interface defaults before there is one.
 * Notifications read as on only where the browser granted them: the stored default is on (docs/product.md
 * §3), but a driver who never turned them on here never gave permission, so the switch is off.
 */
export const shownPreferences = (row: Preferences | undefined): ShownPreferences => ({
  pushNotifications:
    (row?.pushNotifications ?? interfaceDefaults.pushNotifications) && notificationsGranted(),
  distanceUnit: row?.distanceUnit ?? interfaceDefaults.distanceUnit,
});

export async function readPreferences(database: HaulbookDb = appDb): Promise<ShownPreferences> {
  return shownPreferences((await database.userPreferences.toArray())[0]);
}

/** The income basis and per diem rate (profit.ts, per-diem.ts), with their defaults. */
export function useTaxSettings() {
  const row = usePreferencesRow();
  return { incomeBasis: incomeBasisOf(row), perDiemRate: perDiemRateOf(row) };
}

const usePreferencesRow = () =>
  useLiveQuery(async () => (await appDb.userPreferences.toArray())[0], []);

export const usePreferences = (): ShownPreferences => shownPreferences(usePreferencesRow());

/**
 * The unit every distance and fuel economy on screen is shown in. It reads the row alone: asking
 * the browser for its notification permission, as usePreferences does, blocks the page (37 ms of
 * the Loads screen's start at Lighthouse's 4x CPU slowdown) on every screen that shows a distance.
 */
export const useDistanceUnit = (): DistanceUnit =>
  usePreferencesRow()?.distanceUnit ?? interfaceDefaults.distanceUnit;

/** The signed-in driver's id, which is their preferences row's id. */
export const usePreferencesOwner = () => useAuth().user?.id ?? null;

export function preferencesWrites(db: HaulbookDb, afterWrite: () => void) {
  async function setPreferences(userId: string, change: UpdatePreferences): Promise<void> {
    const now = new Date().toISOString();
    await queueChange(
      db,
      db.userPreferences,
      {
        method: 'POST',
        path: '/api/preferences',
        body: change,
        table: 'userPreferences',
        rowId: userId,
        failureTitle: 'Failed to update preferences',
      },
      async () => {
        const current = await db.userPreferences.get(userId);
        await db.userPreferences.put({
          ...current,
          id: userId,
          timeZone: current?.timeZone ?? deviceTimeZone(),
          version: current?.version ?? 0,
          createdAt: current?.createdAt ?? now,
          pushNotifications: current?.pushNotifications ?? interfaceDefaults.pushNotifications,
          distanceUnit: current?.distanceUnit ?? interfaceDefaults.distanceUnit,
          ...change,
          updatedAt: now,
        });
      },
    );
    afterWrite();
  }
  return { setPreferences };
}
export type PreferencesWrites = ReturnType<typeof preferencesWrites>;
