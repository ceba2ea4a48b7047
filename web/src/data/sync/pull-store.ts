/**
 * Storing a pulled page (docs/architecture.md, Sync). Invariants: the rows, the tombstones and the new
 * cursor commit in one Dexie transaction, so a page is stored whole or not at all; and a row with
 * changes still queued on this device is not overwritten: the server's copy is kept aside as a
 * shadow, used if those changes are refused.
 */
import {
  syncChangesSchema,
  syncedTables,
  type SyncChanges,
  type SyncedTable,
} from '@haulbook/sync-protocol';
import { keptRefusals } from './outbox';
import type { SyncDb } from './sync-db';
import { rowKey, syncState } from './sync-db';

interface VersionedRow {
  id: string;
  version: number;
}

/** Rows with changes still queued on this device; usually none by the time a pull runs. */
export async function queuedRows(db: SyncDb): Promise<Set<string>> {
  if ((await db.outbox.count()) === 0) return new Set();
  const keys = (await db.outbox.orderBy('[table+rowId]').uniqueKeys()) as unknown as [
    SyncedTable,
    string,
  ][];
  return new Set(keys.map(([table, rowId]) => rowKey(table, rowId)));
}

export async function storeRows(
  db: SyncDb,
  table: SyncedTable,
  rows: VersionedRow[],
  reset: boolean,
  queued: Set<string>,
) {
  const isQueued = (id: string) => queued.has(rowKey(table, id));
  if (reset) {
    const stale = (await db[table].toCollection().primaryKeys()).filter((id) => !isQueued(id));
    await db[table].bulkDelete(stale);
  }
  const fresh = queued.size === 0 ? rows : rows.filter((row) => !isQueued(row.id));
  await db[table].bulkPut(fresh);
  if (fresh.length === rows.length) return;
  await db.shadows.bulkPut(
    rows
      .filter((row) => isQueued(row.id))
      .map((row) => ({ table, rowId: row.id, row, version: row.version })),
  );
}

export async function storePulled(db: SyncDb, changes: SyncChanges): Promise<void> {
  const tables = syncedTables.map((t) => db[t]);
  const scope = [db.outbox, db.shadows, db.rejections, db.syncState, ...tables];
  await db.transaction('rw', scope, async () => {
    const queued = await queuedRows(db);
    // A refused upload kept for Retry is on this device only: a full pull must not take it away.
    if (changes.reset)
      for (const kept of await keptRefusals(db)) queued.add(rowKey(kept.table, kept.rowId));
    for (const table of syncedTables)
      await storeRows(db, table, changes[table] as VersionedRow[], changes.reset, queued);
    for (const gone of changes.tombstones) {
      if (queued.has(rowKey(gone.table, gone.id)))
        await db.shadows.put({
          table: gone.table,
          rowId: gone.id,
          row: null,
          version: gone.version,
        });
      else await db[gone.table].delete(gone.id);
    }
    const state = await syncState(db);
    await db.syncState.put({
      ...state,
      // A full pull brings the whole history itself.
      history: changes.reset ? undefined : state.history,
      cursor: changes.cursor,
      lastSyncedAt: new Date().toISOString(),
      lastError: null,
    });
  });
}

/**
 * One page of GET /api/sync/changes, checked against the shared schema (its envelope and each
 * row's id and version; the rows themselves are the server's, made by the tables' schemas).
 */
export const parsePulled = (text: string): SyncChanges =>
  syncChangesSchema.parse(JSON.parse(text)) as SyncChanges;
