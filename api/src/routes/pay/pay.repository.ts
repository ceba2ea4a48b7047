/**
 * SQL on pay settings beyond what every synced table shares (sync/synced-table.ts). Rows in, rows
 * out; the rules are in pay.service.ts.
 */
import type { Db } from '../../db/database.js';

export function payRepository(db: Db) {
  return {
    config(userId: string) {
      return db
        .selectFrom('payConfigs')
        .selectAll()
        .where('userId', '=', userId)
        .executeTakeFirst();
    },
    tiers(userId: string) {
      return db
        .selectFrom('payTiers')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('minMiles')
        .orderBy('orderIndex')
        .orderBy('id')
        .execute();
    },
    bonusTiers(userId: string) {
      return db
        .selectFrom('bonusTiers')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
    },
    company(userId: string) {
      return db.selectFrom('users').select('company').where('id', '=', userId).executeTakeFirst();
    },
  };
}
