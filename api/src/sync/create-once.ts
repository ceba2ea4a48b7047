/**
 * A create of a client-made id, whichever table (api/src/sync/README.md): every create asks here
 * first, so a deleted id stays deleted. An outbox replays a create late (after a lost answer,
 * after days offline); by then another device may have deleted the row, and the replay must not
 * bring it back. So an id:
 * - held by another driver is a clash (409), never overwritten or revealed;
 * - held by this driver means this create was applied before (another key, a lost answer): the
 *   create answers the row as it is;
 * - with a tombstone of this driver was deleted: 409, with the create's own words, recorded on the
 *   device like any refusal;
 * - else is new: the create goes ahead.
 */
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { conflict } from '../lib/errors.js';
import { syncedRows, type SyncedDbTable } from './synced-table.js';

export interface CreateWords {
  /** Another driver holds the id: 'A load with this id already exists'. */
  taken: string;
  /** The driver deleted it: 'This load was cancelled'. */
  deleted: string;
}

/** The driver's row when this create already happened; undefined when the id is new. */
export async function priorCreate<T extends SyncedDbTable>(
  trx: Db,
  table: T,
  userId: string,
  id: string,
  words: CreateWords,
): Promise<Selectable<Database[T]> | undefined> {
  const rows = syncedRows(trx, table);
  const { owner, deleted } = await rows.claim(userId, id);
  if (owner !== undefined && owner !== userId) throw conflict(words.taken);
  if (owner !== undefined) return rows.find(userId, id);
  if (deleted) throw conflict(words.deleted);
  return undefined;
}
