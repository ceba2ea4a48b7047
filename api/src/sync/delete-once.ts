/**
 * A delete of a synced row, whichever table: the row goes and its tombstone stays, so every other
 * device removes it on its next pull and a late create of the same id is refused (create-once.ts).
 * An outbox may replay the delete after a lost answer: with the row gone and its tombstone there,
 * the replay is answered as the first delete was, and does nothing more.
 */
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { isoNow } from '../lib/tokens.js';
import { syncRepository } from './sync.repository.js';
import { syncedRows, type SyncedDbTable } from './synced-table.js';

/**
 * The row this call deleted (its caller may have more to do, as a fill-up's neighbour to
 * re-measure); 'already' when an earlier call deleted it; undefined when it never was the driver's.
 */
export async function deleteOnce<T extends SyncedDbTable>(
  trx: Db,
  table: T,
  userId: string,
  id: string,
  version: number,
): Promise<Selectable<Database[T]> | 'already' | undefined> {
  const rows = syncedRows(trx, table);
  const sync = syncRepository(trx);
  const row = await rows.find(userId, id);
  if (!row) return (await sync.hasTombstone(userId, table, id)) ? 'already' : undefined;
  await rows.delete(userId, id);
  await sync.addTombstone(userId, table, id, version, isoNow());
  return row;
}
