/** All SQL on fuel entries. */
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { FuelEntriesTable } from '../../db/schema.js';

export function fuelRepository(db: Db) {
  const mine = (userId: string) =>
    db.selectFrom('fuelEntries').selectAll().where('userId', '=', userId);
  return {
    listForUser: (userId: string) =>
      mine(userId).orderBy('date', 'desc').orderBy('odometer', 'desc').execute(),
    find: (userId: string, id: string) => mine(userId).where('id', '=', id).executeTakeFirst(),
    findAnyOwner: (id: string) =>
      db.selectFrom('fuelEntries').select('userId').where('id', '=', id).executeTakeFirst(),
    latest: (userId: string) =>
      mine(userId).orderBy('date', 'desc').orderBy('odometer', 'desc').executeTakeFirst(),
    /** Diesel fill-ups, by odometer: MPG is measured between neighbours in this order. */
    diesel: (userId: string) =>
      mine(userId).where('fuelType', '=', 'diesel').orderBy('odometer').execute(),
    async insert(row: Insertable<FuelEntriesTable>): Promise<void> {
      await db.insertInto('fuelEntries').values(row).execute();
    },
    async update(userId: string, id: string, changes: Updateable<FuelEntriesTable>): Promise<void> {
      await db
        .updateTable('fuelEntries')
        .set(changes)
        .where('userId', '=', userId)
        .where('id', '=', id)
        .execute();
    },
    changedSince: (userId: string, since: number, limit: number) =>
      mine(userId).where('version', '>', since).orderBy('version').limit(limit).execute(),
    periodSettings: (userId: string) =>
      db
        .selectFrom('payConfigs')
        .innerJoin('userPreferences', 'userPreferences.userId', 'payConfigs.userId')
        .select(['payConfigs.payPeriodStartDay', 'userPreferences.timeZone'])
        .where('payConfigs.userId', '=', userId)
        .executeTakeFirst(),
  };
}
