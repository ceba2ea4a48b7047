/** SQL on fuel entries beyond what every synced table shares (sync/synced-table.ts). */
import type { Db } from '../../db/database.js';

export function fuelRepository(db: Db) {
  const mine = (userId: string) =>
    db.selectFrom('fuelEntries').selectAll().where('userId', '=', userId);
  return {
    listForUser: (userId: string) =>
      mine(userId).orderBy('date', 'desc').orderBy('odometer', 'desc').execute(),
    find: (userId: string, id: string) => mine(userId).where('id', '=', id).executeTakeFirst(),
    latest: (userId: string) =>
      mine(userId).orderBy('date', 'desc').orderBy('odometer', 'desc').executeTakeFirst(),
    /**
     * The diesel fill-ups right below and above an odometer reading: MPG is measured between these
     * neighbours (sync-protocol fuel.ts). Found through the (user, type, odometer) index.
     */
    dieselBelow: (userId: string, odometer: number) =>
      mine(userId)
        .where('fuelType', '=', 'diesel')
        .where('odometer', '<', odometer)
        .orderBy('odometer', 'desc')
        .limit(1)
        .executeTakeFirst(),
    dieselAbove: (userId: string, odometer: number) =>
      mine(userId)
        .where('fuelType', '=', 'diesel')
        .where('odometer', '>', odometer)
        .orderBy('odometer')
        .limit(1)
        .executeTakeFirst(),
    periodSettings: (userId: string) =>
      db
        .selectFrom('payConfigs')
        .innerJoin('userPreferences', 'userPreferences.userId', 'payConfigs.userId')
        .select(['payConfigs.payPeriodStartDay', 'userPreferences.timeZone'])
        .where('payConfigs.userId', '=', userId)
        .executeTakeFirst(),
  };
}
