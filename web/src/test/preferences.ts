/** The driver's synced preferences row, as the first pull leaves it on the device. */
import type { DistanceUnit } from '@haulbook/sync-protocol';
import { db } from '../data/db';
import { driver } from './fixtures';

export async function chooseDistanceUnit(distanceUnit: DistanceUnit) {
  const now = new Date().toISOString();
  await db.userPreferences.put({
    id: driver.id,
    pushNotifications: false,
    distanceUnit,
    timeZone: driver.timeZone,
    version: 1,
    createdAt: now,
    updatedAt: now,
  });
}
