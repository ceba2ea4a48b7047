/**
 * The device database (Dexie over IndexedDB). Invariant: every `version()` declaration stays here
 * forever, in order; a new table or index is a new version, never an edit of an old one, so a
 * driver's phone that skipped releases still upgrades step by step without losing entries.
 */
import type { CurrentUser } from '@haulbook/sync-protocol';
import Dexie, { type EntityTable } from 'dexie';

/** The last user GET /api/auth/me returned: offline, this keeps the driver signed in. */
export interface SessionRow {
  key: 'current';
  user: CurrentUser;
  savedAt: string;
}

export class HaulbookDb extends Dexie {
  session!: EntityTable<SessionRow, 'key'>;

  constructor(name = 'haulbook') {
    super(name);
    this.version(1).stores({ session: 'key' });
  }
}

export const db = new HaulbookDb();

/** Sign-out drops everything this device holds for the account (SPEC §4). */
export async function clearLocalData(database: HaulbookDb = db): Promise<void> {
  await database.transaction('rw', database.tables, async () => {
    await Promise.all(database.tables.map((table) => table.clear()));
  });
}
