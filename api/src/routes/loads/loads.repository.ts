/** All SQL on loads. Rows in, rows out; the rules are in loads.service.ts. */
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LoadsTable } from '../../db/schema.js';

export function loadsRepository(db: Db) {
  return {
    /** Newest pickup first, `limit` rows after the (pickupDate, id) key `after`. */
    listPage(userId: string, after: readonly [string, string] | undefined, limit: number) {
      let query = db.selectFrom('loads').selectAll().where('userId', '=', userId);
      if (after) {
        const [pickupDate, id] = after;
        query = query.where((eb) =>
          eb(eb.refTuple('pickupDate', 'id'), '<', eb.tuple(pickupDate, id)),
        );
      }
      return query.orderBy('pickupDate', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },
    find(userId: string, id: string) {
      return db
        .selectFrom('loads')
        .selectAll()
        .where('userId', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    /** Whoever owns an id, if anyone: ids are client-made, so a clash must not leak or overwrite. */
    findAnyOwner(id: string) {
      return db.selectFrom('loads').select('userId').where('id', '=', id).executeTakeFirst();
    },
    async insert(row: Insertable<LoadsTable>): Promise<void> {
      await db.insertInto('loads').values(row).execute();
    },
    async update(userId: string, id: string, changes: Updateable<LoadsTable>): Promise<void> {
      await db
        .updateTable('loads')
        .set(changes)
        .where('userId', '=', userId)
        .where('id', '=', id)
        .execute();
    },
    async delete(userId: string, id: string): Promise<void> {
      await db.deleteFrom('loads').where('userId', '=', userId).where('id', '=', id).execute();
    },
    changedSince(userId: string, since: number, limit: number) {
      return db
        .selectFrom('loads')
        .selectAll()
        .where('userId', '=', userId)
        .where('version', '>', since)
        .orderBy('version')
        .limit(limit)
        .execute();
    },
    /** Loads picked up or delivered since `since`: the counters only look at recent ones. */
    datesForStats(userId: string, since: string) {
      return db
        .selectFrom('loads')
        .select(['status', 'pickupDate', 'deliveryDate'])
        .where('userId', '=', userId)
        .where((eb) => eb.or([eb('pickupDate', '>=', since), eb('deliveryDate', '>=', since)]))
        .execute();
    },
    paySettings(userId: string) {
      return db
        .selectFrom('payConfigs')
        .select([
          'payType',
          'tier1RateMilli',
          'tier1MaxMiles',
          'tier2RateMilli',
          'payPeriodStartDay',
        ])
        .where('userId', '=', userId)
        .executeTakeFirst();
    },
    timeZone(userId: string) {
      return db
        .selectFrom('userPreferences')
        .select('timeZone')
        .where('userId', '=', userId)
        .executeTakeFirst();
    },
  };
}
