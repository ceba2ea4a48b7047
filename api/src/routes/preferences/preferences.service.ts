/**
 * Preferences (docs/product.md §3 user_preferences): one synced row per driver, made at signup. The stored
 * default for notifications is on (docs/product.md §3); the screen shows them off until the driver turns them
 * on, which is the device's rule (sync-protocol interfaceDefaults), not a second stored value.
 */
import {
  decimalToScaled,
  defaultPerDiemRate,
  defaultTimeZone,
  scaledToDecimal,
  type Preferences,
  type UpdatePreferences,
} from '@haulbook/sync-protocol';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UserPreferencesTable } from '../../db/schema.js';
import { isoNow } from '../../lib/tokens.js';
import { syncedRows } from '../../sync/synced-table.js';
import type { Work } from '../../sync/versioned-write.js';

type PreferencesRow = Selectable<UserPreferencesTable>;

export function toPreferences(row: PreferencesRow): Preferences {
  return {
    id: row.id,
    pushNotifications: row.pushNotifications === 1,
    distanceUnit: row.distanceUnit === 'km' ? 'km' : 'miles',
    timeZone: row.timeZone,
    incomeBasis: row.incomeBasis === 'load_pays' ? 'load_pays' : 'my_pay',
    perDiemRate: scaledToDecimal(row.perDiemRateCents, 2),
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function preferencesService(db: Db) {
  /** The driver's row; an account made before preferences existed gets one with the defaults. */
  async function ensure(trx: Db, userId: string, version: number): Promise<PreferencesRow> {
    const rows = syncedRows(trx, 'userPreferences');
    const found = await rows.find(userId, userId);
    if (found) return found;
    const now = isoNow();
    await rows.insert({ id: userId, userId, version, createdAt: now, updatedAt: now });
    return (await rows.find(userId, userId))!;
  }

  async function get(userId: string): Promise<Preferences> {
    const row = await syncedRows(db, 'userPreferences').find(userId, userId);
    if (row) return toPreferences(row);
    const now = isoNow();
    return toPreferences({
      id: userId,
      userId,
      version: 0,
      pushNotifications: 1,
      distanceUnit: 'miles',
      timeZone: defaultTimeZone,
      incomeBasis: 'my_pay',
      perDiemRateCents: decimalToScaled(defaultPerDiemRate, 2),
      createdAt: now,
      updatedAt: now,
    });
  }

  /** POST /api/preferences: the fields sent change, the others stay; last write wins. */
  const update =
    (userId: string, input: UpdatePreferences): Work =>
    async (trx, version) => {
      await ensure(trx, userId, version);
      const rows = syncedRows(trx, 'userPreferences');
      await rows.update(userId, userId, {
        version,
        updatedAt: isoNow(),
        ...(input.distanceUnit ? { distanceUnit: input.distanceUnit } : {}),
        ...(input.incomeBasis ? { incomeBasis: input.incomeBasis } : {}),
        ...(input.perDiemRate === undefined
          ? {}
          : { perDiemRateCents: decimalToScaled(input.perDiemRate, 2) }),
        ...(input.pushNotifications === undefined
          ? {}
          : { pushNotifications: input.pushNotifications ? 1 : 0 }),
      });
      const row = (await rows.find(userId, userId))!;
      return { statusCode: 200, body: toPreferences(row) };
    };

  return { get, update };
}
export type PreferencesService = ReturnType<typeof preferencesService>;
