/**
 * Clear Cache: empties this device's copy of the synced tables and pulls them again. Refused while
 * entries wait to sync: they exist nowhere else yet, and clearing would lose them. A refused
 * upload kept for Retry exists nowhere else either: it stays, with its row.
 */
import { syncedTables } from '@haulbook/sync-protocol';
import type { HaulbookDb } from '../db';
import { keptRefusals } from '../sync/outbox';
import type { SyncDb } from '../sync/sync-db';

export class PendingChangesError extends Error {
  constructor(readonly pending: number) {
    super(
      `${pending} ${pending === 1 ? 'change is' : 'changes are'} still waiting to sync. Go online and let them sync first.`,
    );
  }
}

/** The refused uploads kept for Retry and their rows, read now, to put back after the clear. */
async function keptUploads(db: SyncDb): Promise<() => Promise<void>> {
  const refusals = await keptRefusals(db);
  const rows = await Promise.all(refusals.map((r) => db[r.table].get(r.rowId)));
  return async () => {
    await db.rejections.bulkPut(refusals);
    for (const [i, row] of rows.entries()) if (row) await db[refusals[i]!.table].put(row);
  };
}

export async function clearDeviceCopy(db: HaulbookDb): Promise<void> {
  const tables = syncedTables.map((t) => db[t]);
  await db.transaction(
    'rw',
    [db.outbox, db.shadows, db.rejections, db.syncState, ...tables],
    async () => {
      const pending = await db.outbox.count();
      if (pending > 0) throw new PendingChangesError(pending);
      const putBack = await keptUploads(db);
      await Promise.all([...tables, db.shadows, db.rejections].map((t) => t.clear()));
      await putBack();
      const state = await db.syncState.get('state');
      // Cursor 0: the next pull brings every row again.
      if (state) await db.syncState.put({ ...state, cursor: 0, lastSyncedAt: null });
    },
  );
}
