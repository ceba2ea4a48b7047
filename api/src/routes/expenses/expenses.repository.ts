/** SQL on expense rows beyond what every synced table shares (sync/synced-table.ts). */
import type { Db } from '../../db/database.js';

export function expensesRepository(db: Db) {
  return {
    /** The driver's expenses dated from `from` (inclusive) to `to` (exclusive), newest first. */
    between(userId: string, from: string | undefined, to: string | undefined) {
      let query = db.selectFrom('expenses').selectAll().where('userId', '=', userId);
      if (from) query = query.where('date', '>=', from);
      if (to) query = query.where('date', '<', to);
      return query.orderBy('date', 'desc').orderBy('id', 'desc').execute();
    },
    /** Ids of the user's expenses that have a receipt on disk. */
    async idsWithReceipt(userId: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom('expenses')
        .select('id')
        .where('userId', '=', userId)
        .where('receiptUrl', 'is not', null)
        .execute();
      return new Set(rows.map((row) => row.id));
    },
  };
}
