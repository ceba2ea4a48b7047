/**
 * A synced table is registered on the device in records over sync-protocol's list of tables: its
 * Dexie table (db.ts), its name in stuck and refused messages (recordLabel.ts) and how an export
 * brings it back (backup/restorers.ts). A table added to that list and registered in only one
 * place does not compile: each `@ts-expect-error` below fails `pnpm typecheck` if it ever could.
 */
import { syncedTables, type SyncedTable } from '@haulbook/sync-protocol';
import type { Table } from 'dexie';
import { describe, expect, it } from 'vitest';
import { restorers } from './backup/restorers';
import { HaulbookDb } from './db';
import { labels } from './recordLabel';

/** sync-protocol with one table more than the device registers. */
type OneMore = SyncedTable | 'tripSheets';

describe('the synced tables on the device', () => {
  it('refuse to compile with a table registered in sync-protocol only', () => {
    const db = new HaulbookDb('synced-tables-type-test');
    // @ts-expect-error the device database has no table for it
    const stored: Record<OneMore, Table> = db;
    // @ts-expect-error stuck and refused messages have no name for its records
    const named: Record<OneMore, unknown> = labels;
    // @ts-expect-error an import does not know how to bring it back
    const restored: Record<OneMore, unknown> = restorers;
    for (const table of syncedTables) expect(stored[table], table).toBeDefined();
    expect(Object.keys(named).sort()).toEqual([...syncedTables].sort());
    expect(Object.keys(restored).sort()).toEqual([...syncedTables].sort());
  });
});
