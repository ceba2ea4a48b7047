/**
 * The pull (ARCHITECTURE.md, Sync). Read in one snapshot: on PostgreSQL a REPEATABLE READ
 * transaction, on SQLite the single connection. Inside it, every row with version <= the counter
 * has committed (writers hold the counter row until they commit), so the counter is a safe cursor.
 * When a page is cut short, the cursor is the last version all tables were read up to.
 */
import {
  syncedTables,
  type SyncChanges,
  type SyncedTable,
  type Tombstone,
} from '@haulbook/sync-protocol';
import type { Db, Dialect } from '../../db/database.js';
import { syncRepository } from '../../sync/sync.repository.js';
import { loadsRepository } from '../loads/loads.repository.js';
import { toLoad } from '../loads/loads.service.js';
import { fuelRepository } from '../fuel/fuel.repository.js';
import { toFuelEntry } from '../fuel/fuel.service.js';

const isSyncedTable = (name: string): name is SyncedTable =>
  (syncedTables as readonly string[]).includes(name);

export function syncService(db: Db, dialect: Dialect) {
  async function read(
    trx: Db,
    userId: string,
    requested: number,
    limit: number,
  ): Promise<SyncChanges> {
    const sync = syncRepository(trx);
    const counter = await sync.counter(userId);
    const reset = requested > 0 && requested < (counter?.tombstoneFloor ?? 0);
    const since = reset ? 0 : requested;
    const loads = await loadsRepository(trx).changedSince(userId, since, limit);
    const fuel = await fuelRepository(trx).changedSince(userId, since, limit);
    const graves = reset ? [] : await sync.tombstonesAfter(userId, since, limit);

    let cursor = Math.max(since, counter?.version ?? 0);
    let hasMore = false;
    for (const page of [loads, fuel, graves]) {
      if (page.length === limit) {
        hasMore = true;
        cursor = Math.min(cursor, page[page.length - 1]!.version);
      }
    }
    const upToCursor = <T extends { version: number }>(rows: T[]) =>
      rows.filter((r) => r.version <= cursor);
    const tombstones: Tombstone[] = upToCursor(graves)
      .filter((g): g is typeof g & { tableName: SyncedTable } => isSyncedTable(g.tableName))
      .map((g) => ({ table: g.tableName, id: g.rowId, version: g.version }));
    return {
      loads: upToCursor(loads).map(toLoad),
      fuelEntries: upToCursor(fuel).map(toFuelEntry),
      tombstones,
      cursor,
      hasMore,
      reset,
    };
  }

  return {
    changes(userId: string, since: number, limit: number): Promise<SyncChanges> {
      const trx = db.transaction();
      const snapshot = dialect === 'postgres' ? trx.setIsolationLevel('repeatable read') : trx;
      return snapshot.execute((t) => read(t, userId, since, limit));
    },
  };
}
