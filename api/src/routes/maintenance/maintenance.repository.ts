/** SQL on maintenance rows beyond what every synced table shares (sync/synced-table.ts). */
import type { Db } from '../../db/database.js';
import { forgetBatchRows } from '../../sync/batch-rows.js';

export function maintenanceRepository(db: Db) {
  return {
    /** The costs filed under a deleted item stay, filed under no item, at the delete's version. */
    async unfileCosts(userId: string, itemId: string, version: number, at: string) {
      await db
        .updateTable('maintenanceCosts')
        .set({ itemId: null, version, updatedAt: at })
        .where('userId', '=', userId)
        .where('itemId', '=', itemId)
        .execute();
      // Rows written past syncedRows: a batch holding rows reads them again (batch-rows.ts).
      forgetBatchRows(db);
    },
    /** Ids of the user's costs that have a receipt on disk. */
    async idsWithReceipt(userId: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom('maintenanceCosts')
        .select('id')
        .where('userId', '=', userId)
        .where('receiptUrl', 'is not', null)
        .execute();
      return new Set(rows.map((row) => row.id));
    },
  };
}
