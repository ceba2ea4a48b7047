/**
 * SQL on loads beyond what every synced table shares (sync/synced-table.ts). Rows in, rows out;
 * the rules are in loads.service.ts.
 */
import type { Db } from '../../db/database.js';

export function loadsRepository(db: Db) {
  return {
    listForUser(userId: string) {
      return db
        .selectFrom('loads')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('pickupDate', 'desc')
        .execute();
    },
    datesForStats(userId: string) {
      return db
        .selectFrom('loads')
        .select(['status', 'pickupDate', 'deliveryDate'])
        .where('userId', '=', userId)
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
