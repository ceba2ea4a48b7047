/**
 * A delete of a synced row, whichever table: the row goes and its tombstone stays, so every other
 * device removes it on its next pull and a late create of the same id is refused (create-once.ts).
 * An outbox may replay the delete after a lost answer: with the row gone and its tombstone there,
 * the replay is answered as the first delete was.
 */
import type { Db } from '../db/database.js';
import { isoNow } from '../lib/tokens.js';
import { syncRepository } from './sync.repository.js';
import { syncedRows, type SyncedDbTable } from './synced-table.js';

/** True when the row is now deleted (by this call or an earlier one); false when it never was the driver's. */
export async function deleteOnce(
  trx: Db,
  table: SyncedDbTable,
  userId: string,
  id: string,
  version: number,
): Promise<boolean> {
  const rows = syncedRows(trx, table);
  const sync = syncRepository(trx);
  if (!(await rows.find(userId, id)))
    return (await sync.hasTombstone(userId, table, id)) !== undefined;
  await rows.delete(userId, id);
  await sync.addTombstone(userId, table, id, version, isoNow());
  return true;
}
