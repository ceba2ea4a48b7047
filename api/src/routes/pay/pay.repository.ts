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
    timeZone(userId: string) {
      return db
        .selectFrom('userPreferences')
        .select('timeZone')
        .where('userId', '=', userId)
        .executeTakeFirst();
    },
    company(userId: string) {
      return db.selectFrom('users').select('company').where('id', '=', userId).executeTakeFirst();
    },
    /** Loads whose revenue is an estimate: what a pay change re-estimates. */
    estimatedLoads(userId: string) {
      return db
        .selectFrom('loads')
        .select(['id', 'totalMiles', 'revenueCents'])
        .where('userId', '=', userId)
        .where('revenueEstimated', '=', 1)
        .execute();
    },
    async setLoadRevenue(
      userId: string,
      id: string,
      revenueCents: number,
      version: number,
      now: string,
    ) {
      await db
        .updateTable('loads')
        .set({ revenueCents, version, updatedAt: now })
        .where('userId', '=', userId)
        .where('id', '=', id)
        .execute();
    },
  };
}
