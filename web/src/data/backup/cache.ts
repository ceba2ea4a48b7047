/**
 * Clear Cache: empties this device's copy of the synced tables and pulls them again. Refused while
 * entries wait to sync: they exist nowhere else yet, and clearing would lose them.
 */
import { syncedTables } from '@haulbook/sync-protocol';
import type { HaulbookDb } from '../db';

export class PendingChangesError extends Error {
  constructor(readonly pending: number) {
    super(
      `${pending} ${pending === 1 ? 'change is' : 'changes are'} still waiting to sync. Go online and let them sync first.`,
    );
  }
}

export async function clearDeviceCopy(db: HaulbookDb): Promise<void> {
  const tables = syncedTables.map((t) => db[t]);
  await db.transaction(
    'rw',
    [db.outbox, db.shadows, db.rejections, db.syncState, ...tables],
    async () => {
      const pending = await db.outbox.count();
      if (pending > 0) throw new PendingChangesError(pending);
      await Promise.all([...tables, db.shadows, db.rejections].map((t) => t.clear()));
      const state = await db.syncState.get('state');
      // Cursor 0: the next pull brings every row again.
      if (state) await db.syncState.put({ ...state, cursor: 0, lastSyncedAt: null });
    },
  );
}
