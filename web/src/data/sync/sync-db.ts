/**
 * The device database as sync sees it: the outbox, its state row (device id, cursor, last sync)
 * and every synced table's rows by id and version. The engine, the pull and the settling of
 * answers all read it through this.
 */
import type { SyncedTable } from '@haulbook/sync-protocol';
import type { Dexie, Table } from 'dexie';
import type { OutboxTables, SyncStateRow } from './outbox';

interface VersionedRow {
  id: string;
  version: number;
}

/** One row of one synced table, as a key for sets and maps. */
export const rowKey = (table: SyncedTable, id: string) => `${table}\u0000${id}`;

export type SyncDb = Dexie & OutboxTables & Record<SyncedTable, Table<VersionedRow, string>>;

export async function syncState(db: SyncDb): Promise<SyncStateRow> {
  const existing = await db.syncState.get('state');
  if (existing) return existing;
  const fresh: SyncStateRow = {
    key: 'state',
    deviceId: crypto.randomUUID(),
    cursor: 0,
    lastSyncedAt: null,
    lastError: null,
  };
  await db.syncState.put(fresh);
  return fresh;
}
