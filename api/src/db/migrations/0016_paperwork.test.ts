/**
 * 0016 rebuilds bol_documents (drops its key to loads, adds `kind`): a driver's documents stored
 * before it must all be there after it, as bills of lading, and stay when their load is cancelled.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../database.js';
import { migrateToLatest, migrationProvider } from '../migrate.js';

let dir: string;
let handle: DatabaseHandle;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulbook-0016-'));
  handle = openDatabase(`sqlite:${path.join(dir, 'haulbook.db')}`);
});
afterAll(async () => {
  await handle.db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const at = '2026-11-01T00:00:00Z';

async function storeBefore0016() {
  const { db } = handle;
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error } = await migrator.migrateTo('0015_per_diem');
  if (error) throw error;
  await sql`insert into users (id, email, created_at, updated_at) values ('u1', 'u1@example.com', ${at}, ${at})`.execute(
    db,
  );
  await sql`insert into loads (id, user_id, version, pickup_city, pickup_state, delivery_city,
    delivery_state, pickup_date, delivery_date, loaded_miles, total_miles)
    values ('l1', 'u1', 1, 'Joplin', 'MO', 'Dallas', 'TX', ${at}, ${at}, 420, 420)`.execute(db);
  await sql`insert into bol_documents (id, user_id, load_id, version, filename, original_name,
    mimetype, size, path, uploaded_at)
    values ('d1', 'u1', 'l1', 2, 'd1.jpg', 'bol.jpg', 'image/jpeg', 64, 'bol/u1/d1.jpg', ${at})`.execute(
    db,
  );
}

describe('migration 0016, paperwork', () => {
  it('keeps every stored document, as a bill of lading, and lets it outlive its load', async () => {
    await storeBefore0016();
    await migrateToLatest(handle.db);
    const { db } = handle;
    const kept = await db.selectFrom('bolDocuments').selectAll().execute();
    expect(kept).toEqual([
      expect.objectContaining({
        id: 'd1',
        loadId: 'l1',
        kind: 'bill_of_lading',
        originalName: 'bol.jpg',
        size: 64,
        version: 2,
        uploadedAt: at,
      }),
    ]);
    await db.deleteFrom('loads').where('id', '=', 'l1').execute();
    expect(await db.selectFrom('bolDocuments').select('id').execute()).toEqual([{ id: 'd1' }]);
  });
});
