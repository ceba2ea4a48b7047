/** SQL on settlements beyond what every synced table shares (sync/synced-table.ts). */
import type { Db } from '../../db/database.js';

export function settlementsRepository(db: Db) {
  return {
    /** The driver's settlements, the latest pay period first. */
    list(userId: string) {
      return db
        .selectFrom('settlements')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('periodStart', 'desc')
        .orderBy('id')
        .execute();
    },
  };
}
