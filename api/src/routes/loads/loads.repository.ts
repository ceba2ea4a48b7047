/**
 * SQL on loads beyond what every synced table shares (sync/synced-table.ts). Rows in, rows out;
 * the rules are in loads.service.ts.
 */
import type { Db } from '../../db/database.js';

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
    /** Loads picked up or delivered since `since`: the counters only look at recent ones. */
    datesForStats(userId: string, since: string) {
      return db
        .selectFrom('loads')
        .select(['status', 'pickupDate', 'deliveryDate', 'actualPickupDate', 'actualDeliveryDate'])
        .where('userId', '=', userId)
        .where((eb) =>
          eb.or([
            eb('pickupDate', '>=', since),
            eb('deliveryDate', '>=', since),
            eb('actualDeliveryDate', '>=', since),
          ]),
        )
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
