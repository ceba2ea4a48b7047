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
    /** Newest first, `limit` rows after the (date, odometer, id) key `after`. */
    listPage: (
      userId: string,
      after: readonly [string, number, string] | undefined,
      limit: number,
    ) => {
      let query = mine(userId);
      if (after) {
        const [date, odometer, id] = after;
        query = query.where((eb) =>
          eb(eb.refTuple('date', 'odometer', 'id'), '<', eb.tuple(date, odometer, id)),
        );
      }
      return query
        .orderBy('date', 'desc')
        .orderBy('odometer', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
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
    /** Ids of the user's entries that have a receipt on disk. */
    idsWithReceipt: async (userId: string) =>
      new Set(
        (
          await db
            .selectFrom('fuelEntries')
            .select('id')
            .where('userId', '=', userId)
            .where('receiptUrl', 'is not', null)
            .execute()
        ).map((row) => row.id),
      ),
    periodSettings: (userId: string) =>
      db
        .selectFrom('payConfigs')
        .innerJoin('userPreferences', 'userPreferences.userId', 'payConfigs.userId')
        .select(['payConfigs.payPeriodStartDay', 'userPreferences.timeZone'])
        .where('payConfigs.userId', '=', userId)
        .executeTakeFirst(),
  };
}
