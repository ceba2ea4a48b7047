/**
 * Adding a synced table is one registration (sync/README.md): given only that, the pull delivers
 * its rows and tombstones, in whole versions, beside every other table.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../lib/tokens.js';
import { fuelTable } from '../routes/fuel/fuel.sync.js';
import { loadsTable } from '../routes/loads/loads.sync.js';
import { syncService } from '../routes/sync/sync.service.js';
import { signUp } from '../test/accounts.js';
import { build, type TestApp } from '../test/build.js';
import { syncRepository } from './sync.repository.js';
import { syncedRows, syncedTable, type SyncedDbTable } from './synced-table.js';

let t: TestApp;
let userId: string;

// A table this test invents: nothing in the sync code knows of it but its registration.
const notesTable = syncedTable({
  name: 'notes' as never,
  table: 'notes' as SyncedDbTable,
  toShape: (row) => ({ id: row.id, version: row.version, text: (row as { text?: string }).text }),
});

beforeAll(async () => {
  t = await build();
  userId = (await signUp(t, 'registry@example.com')).userId;
  await t.app.db.schema
    .createTable('notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();
});
afterAll(async () => {
  await sql`DROP TABLE notes`.execute(t.app.db);
  await t.close();
});

async function write(rows: { id: string; text: string }[], deleted: string[] = []) {
  await t.app.db.transaction().execute(async (trx) => {
    const version = await syncRepository(trx).bumpVersion(userId);
    const notes = syncedRows(trx, notesTable.table);
    for (const row of rows) await notes.insert({ ...row, userId, version } as never);
    for (const id of deleted) {
      await notes.delete(userId, id);
      await syncRepository(trx).addTombstone(userId, 'notes', id, version, isoNow());
    }
  });
}

describe('a table registered once', () => {
  it('is pulled with its rows and tombstones, whatever the page size', async () => {
    await write([{ id: 'n1', text: 'scale ticket' }]);
    await write([
      { id: 'n2', text: 'lumper receipt' },
      { id: 'n3', text: 'detention' },
    ]);
    await write([], ['n1']);
    const service = syncService(t.app.db, t.app.dialect, [loadsTable, fuelTable, notesTable]);
    for (let limit = 1; limit <= 4; limit++) {
      const notes = new Map<string, string | undefined>();
      let cursor = 0;
      for (let page = 0; page < 10; page++) {
        const changes = (await service.changes(userId, cursor, limit)) as unknown as {
          notes: { id: string; text: string }[];
          tombstones: { id: string }[];
          cursor: number;
          hasMore: boolean;
        };
        for (const n of changes.notes) notes.set(n.id, n.text);
        for (const g of changes.tombstones) notes.delete(g.id);
        cursor = changes.cursor;
        if (!changes.hasMore) break;
      }
      expect(Object.fromEntries(notes), `pages of ${limit}`).toEqual({
        n2: 'lumper receipt',
        n3: 'detention',
      });
    }
  });
});
