import { loadMessages } from '@haulbook/sync-protocol';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { syncRepository } from '../../sync/sync.repository.js';
import { syncedRows } from '../../sync/synced-table.js';

/**
 * The load a record (a fill-up, a stretch of road) goes with: only one of the driver's own loads
 * (another's, or an unknown id, is not found). A load the driver cancelled before the record
 * reached the server leaves the record unlinked rather than losing it.
 */
export async function ownLoad(
  trx: Db,
  userId: string,
  loadId: string | null | undefined,
): Promise<string | null> {
  if (!loadId) return null;
  if (await syncedRows(trx, 'loads').find(userId, loadId)) return loadId;
  if (await syncRepository(trx).hasTombstone(userId, 'loads', loadId)) return null;
  throw notFound(loadMessages.notFound);
}
